import { Alert, Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What confirming does, and what cannot be undone. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The confirmed action is running: the button spins and ignores clicks. */
  busy?: boolean;
  /** The server's reason for refusing (e.g. IN_USE), shown in the dialog. */
  refusal?: string | null;
}

/**
 * Asks before a destructive action (delete a brand, a product). A refusal stays in the
 * dialog with the confirm button disabled: trying again would be refused the same way.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  refusal = null,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={cancelLabel}
      layout="confirm"
    >
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        <Dialog.Description color="fg.muted">{description}</Dialog.Description>
        {refusal && (
          <Alert.Root status="error" variant="subtle" rounded="lg">
            <Alert.Indicator />
            <Alert.Description role="alert">{refusal}</Alert.Description>
          </Alert.Root>
        )}
      </Dialog.Body>
      <Dialog.Footer gap="3" flexWrap="wrap">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{cancelLabel}</Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="red"
          loading={busy}
          loadingText={confirmLabel}
          disabled={refusal !== null}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
