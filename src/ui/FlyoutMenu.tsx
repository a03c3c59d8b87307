import { Box, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';

/** docs/product.md#navigation: in over 200 ms ease-out, out over 150 ms ease-in. */
export const FLYOUT_ENTER_MS = 200;
export const FLYOUT_EXIT_MS = 150;
export const FLYOUT_ENTER_EASING = 'ease-out';
export const FLYOUT_EXIT_EASING = 'ease-in';

export type FlyoutPlacement = 'bottom-end' | 'top-start' | 'right-end';

type Phase = 'closed' | 'open' | 'closing';

// Where the panel sits, and the direction it slides in from (towards its trigger).
const PLACEMENT: Record<FlyoutPlacement, { position: HTMLChakraProps<'div'>; shift: string }> = {
  'bottom-end': { position: { top: '100%', insetEnd: '0', mt: '2' }, shift: '0, -6px' },
  'top-start': { position: { bottom: '100%', insetStart: '0', mb: '2' }, shift: '0, 6px' },
  'right-end': { position: { bottom: '0', insetStart: '100%', ms: '2' }, shift: '-6px, 0' },
};

export interface FlyoutMenuProps {
  /** Accessible name of the panel, and of the toggle button unless its text names it. */
  label: string;
  /** What the toggle button shows. */
  trigger: ReactNode;
  /**
   * The trigger shows text (a name): the button is named by that text, not `label`, so
   * what is seen is what is announced (label in name, WCAG 2.5.3).
   */
  namedByTrigger?: boolean;
  placement?: FlyoutPlacement;
  triggerProps?: HTMLChakraProps<'button'>;
  /** The panel's controls. */
  children: ReactNode;
}

/**
 * A disclosure: a button toggles a panel of controls. The panel stays mounted during
 * its exit animation, then unmounts. Escape (focus returns to the button), a pointer
 * press outside and focus moving elsewhere close it.
 */
export function FlyoutMenu({
  label,
  trigger,
  placement = 'bottom-end',
  triggerProps,
  namedByTrigger = false,
  children,
}: FlyoutMenuProps) {
  const [phase, setPhase] = useState<Phase>('closed');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const exitTimer = useRef<number | undefined>(undefined);
  const panelId = useId();

  const close = useCallback(() => {
    setPhase((current) => (current === 'open' ? 'closing' : current));
    window.clearTimeout(exitTimer.current);
    exitTimer.current = window.setTimeout(() => setPhase('closed'), FLYOUT_EXIT_MS);
  }, []);

  const open = useCallback(() => {
    window.clearTimeout(exitTimer.current);
    setPhase('open');
  }, []);

  useEffect(() => () => window.clearTimeout(exitTimer.current), []);

  useEffect(() => {
    if (phase !== 'open') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [phase, close]);

  const isOpen = phase === 'open';
  const { position, shift } = PLACEMENT[placement];
  const animation = isOpen
    ? `flyout-in ${FLYOUT_ENTER_MS}ms ${FLYOUT_ENTER_EASING} both`
    : `flyout-out ${FLYOUT_EXIT_MS}ms ${FLYOUT_EXIT_EASING} both`;

  return (
    <Box
      ref={rootRef}
      position="relative"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (isOpen && next instanceof Node && !rootRef.current?.contains(next)) close();
      }}
    >
      <chakra.button
        ref={buttonRef}
        type="button"
        aria-label={namedByTrigger ? undefined : label}
        aria-expanded={isOpen}
        aria-controls={phase === 'closed' ? undefined : panelId}
        onClick={() => (isOpen ? close() : open())}
        {...triggerProps}
      >
        {trigger}
      </chakra.button>
      {phase !== 'closed' && (
        <Box
          id={panelId}
          role="group"
          aria-label={label}
          data-state={isOpen ? 'open' : 'closed'}
          position="absolute"
          zIndex="dropdown"
          minW="240px"
          p="1.5"
          rounded="xl"
          bg="surface.panel"
          borderWidth="1px"
          borderColor="border"
          boxShadow="lg"
          {...position}
          style={
            {
              animation,
              '--flyout-shift': shift,
              // The closing panel ignores the pointer so a quick re-click hits the button.
              pointerEvents: isOpen ? undefined : 'none',
            } as CSSProperties
          }
        >
          {children}
        </Box>
      )}
    </Box>
  );
}
