import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from '@/src/ui/appIcons';
import { IMAGE_ACCEPT } from '@/domain/images/rules';

interface DropZoneProps {
  /** The field's name, so a submit blocked by this field focuses its button. */
  name: string;
  /** How many images the field takes: one picks a single file. */
  max: number;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

/**
 * Where images come in: a button opening the file picker (keyboard and touch) and, on a
 * desktop, the whole area as a drop target for files dragged from the computer.
 */
export function DropZone({ name, max, describedBy, onFiles }: DropZoneProps) {
  const { t } = useTranslation('images');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <Stack
      align="center"
      gap="2"
      px="4"
      py="5"
      rounded="lg"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'brand.solid' : 'border'}
      bg={dragging ? 'brand.subtle' : 'transparent'}
      textAlign="center"
      transition="background 120ms, border-color 120ms"
      data-dragging={dragging || undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Text as="span" fontSize="2xl" color="fg.muted">
        <ImageIcon />
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} align="center" gap="2">
        <Button
          name={name}
          variant="outline"
          size="sm"
          aria-describedby={describedBy}
          onClick={() => input.current?.click()}
        >
          {t('choose', { count: max })}
        </Button>
        <Text as="span" fontSize="sm" color="fg.muted" display={{ base: 'none', md: 'inline' }}>
          {t('drop', { count: max })}
        </Text>
      </Stack>
      <chakra.input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={max > 1}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so choosing the same file again (after removing it) fires again.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Stack>
  );
}
