import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, type ChangeEvent } from 'react';

/** A hidden file input opened by its button (the camera one asks the phone for it). */
export function FilePicker({
  label,
  accept,
  multiple,
  capture,
  onFiles,
  disabled,
}: {
  label: string;
  accept: string;
  multiple: boolean;
  capture?: 'environment' | 'user';
  onFiles: (files: File[]) => void;
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (chosen.length > 0) onFiles(chosen);
  };
  return (
    <>
      <VisuallyHidden asChild>
        <input
          id={id}
          ref={input}
          type="file"
          accept={accept}
          multiple={multiple}
          capture={capture}
          onChange={onChange}
          tabIndex={-1}
          aria-label={label}
        />
      </VisuallyHidden>
      <Button variant="outline" onClick={() => input.current?.click()} disabled={disabled}>
        {label}
      </Button>
    </>
  );
}
