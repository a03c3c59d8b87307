import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { graphqlErrorOf } from './forms/submissionErrors';

export interface ConfirmDeleteTexts {
  title: string;
  /** What deleting takes with it, and that it cannot be undone. */
  description: ReactNode;
  confirm: string;
  cancel: string;
}

/** A mutation's outcome, as an RTK Query mutation trigger resolves: data or an error. */
export type MutationOutcome =
  { data: unknown; error?: undefined } | { data?: undefined; error: unknown };
type DataOf<Outcome> = Outcome extends { data: infer Data; error?: undefined } ? Data : never;

export interface ConfirmDeleteDialogProps<Outcome extends MutationOutcome> {
  open: boolean;
  onClose: () => void;
  texts: ConfirmDeleteTexts;
  /** Runs the delete: the mutation's trigger, called with the item's id. */
  onConfirm: () => PromiseLike<Outcome>;
  /** The delete went through: say so, close the dialog or leave the page. */
  onDeleted: (data: DataOf<Outcome>) => void;
}

/**
 * Asks before deleting something, then deletes it. A refusal (IN_USE while a campaign
 * uses it) is the server's sentence, shown in the dialog until it closes; a network
 * failure was already told by a toast. The dialog is controlled: the page opens it from
 * its own button (a card's, an overview's) and decides what a done delete leads to.
 */
export function ConfirmDeleteDialog<Outcome extends MutationOutcome>({
  open,
  onClose,
  texts,
  onConfirm,
  onDeleted,
}: ConfirmDeleteDialogProps<Outcome>) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    const result: MutationOutcome = await onConfirm();
    setBusy(false);
    if (result.error === undefined) onDeleted(result.data as DataOf<Outcome>);
    else setRefusal(graphqlErrorOf(result.error)?.message ?? null);
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={texts.title}
      description={texts.description}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      onConfirm={() => void confirm()}
      busy={busy}
      refusal={refusal}
    />
  );
}
