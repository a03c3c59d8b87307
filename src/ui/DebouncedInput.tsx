import { CloseButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useLiveNavigation } from '@/src/lib/liveNavigation';

/** Long enough to finish a word or a number, short enough to feel live. */
export const TYPING_PAUSE_MS = 250;

export interface DebouncedInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  /** What the address says now. */
  value: string;
  /** Called after a pause in the typing (or at once on Escape or the clear button). */
  onCommit: (text: string) => void;
  /** The clear button's name; without it there is none. */
  clearLabel?: string;
  /** The pause, in milliseconds. */
  delay?: number;
}

/**
 * A text box whose value is committed only after a pause (a list's search or bound in the
 * address), so typing sends one request, not one per key. Escape empties it at once.
 */
export function DebouncedInput({
  value,
  onCommit,
  clearLabel,
  delay = TYPING_PAUSE_MS,
  ...inputProps
}: DebouncedInputProps) {
  const [text, setText] = useState(value);
  // The address changed by other means (Clear filters, Back): show what it says now.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  // While the app is on its way to another page (a result clicked right after typing, its
  // screen still loading), a commit would change the address under it and cancel the
  // visit: the pause waits, asking again after each pause, until that navigation has ended
  // (and this box is gone, or not). It asks the router itself: `useNavigation` reaches
  // React in a transition, so just after a click it still says idle.
  const pendingVisit = useLiveNavigation();
  useEffect(() => {
    if (text === value) return undefined;
    let timer: number;
    const commitWhenIdle = () => {
      if (pendingVisit()) timer = window.setTimeout(commitWhenIdle, delay);
      else onCommit(text);
    };
    timer = window.setTimeout(commitWhenIdle, delay);
    return () => window.clearTimeout(timer);
  }, [text, value, onCommit, delay, pendingVisit]);

  const clear = () => {
    setText('');
    onCommit('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || text === '') return;
    event.preventDefault();
    clear();
  };

  return (
    <InputGroup
      endElement={
        clearLabel && text ? (
          <CloseButton size="xs" me="-2" aria-label={clearLabel} onClick={clear} />
        ) : undefined
      }
    >
      <Input
        {...inputProps}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        bg="surface.panel"
      />
    </InputGroup>
  );
}
