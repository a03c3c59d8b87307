import { CloseButton, Dialog, Portal, type DialogContentProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The close button's name. */
  closeLabel: string;
  /** A form (see FORM_CONTENT) or a confirmation. */
  layout?: 'form' | 'confirm';
  children: ReactNode;
}

// A form fills a phone's screen (scrolling inside, title always visible) and is a
// centred panel from `sm` up; a confirmation is a small panel everywhere.
const FORM_CONTENT: DialogContentProps = {
  minH: { base: '100dvh', sm: 'auto' },
  maxH: { base: '100dvh', sm: 'calc(100dvh - 4rem)' },
  maxW: { base: '100dvw', sm: 'lg' },
  my: { base: '0', sm: '8' },
  rounded: { base: '0', sm: 'l3' },
};
const CONFIRM_CONTENT: DialogContentProps = { maxW: 'md' };

/**
 * Every dialog of the app: centred, titled, closed by Esc, the backdrop or its close
 * button, and mounted only while open, so each opening starts afresh (nothing typed in a
 * cancelled form lingers). A confirmation is an `alertdialog`.
 */
export function AppDialog({
  open,
  onClose,
  title,
  closeLabel,
  layout = 'form',
  children,
}: AppDialogProps) {
  const form = layout === 'form';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={form ? 'dialog' : 'alertdialog'}
      scrollBehavior={form ? 'inside' : undefined}
      placement="center"
      motionPreset="slide-in-bottom"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={form ? '0' : '4'}>
          <Dialog.Content {...(form ? FORM_CONTENT : CONFIRM_CONTENT)}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
