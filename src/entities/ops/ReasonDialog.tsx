import type { ReactNode } from 'react';
import { OPS_REASON_MAX } from '@/domain/ops/rules';
import { opsReasonFormSchema } from '@/domain/ops/schema';
import { FormDialog, type FormDialogTexts } from '@/src/ui/forms/FormDialog';
import type { SubmissionErrors } from '@/src/ui/forms/submissionErrors';
import { TextareaField } from '@/src/ui/forms/TextareaField';

interface ReasonValues {
  reason?: string;
}

export interface ReasonDialogTexts extends FormDialogTexts {
  /** The reason field's label and its hint (which names who reads the reason, if anyone). */
  reasonLabel: string;
  reasonHint: string;
}

/**
 * Every operator action asks for a reason first (docs/product.md#operator-console): the
 * audit log keeps it, and where the company or the creator reads it the hint says so.
 * `onConfirm` gets the trimmed reason and returns the submission's errors, if any; the
 * dialog closes on success.
 */
export function ReasonDialog({
  open,
  onClose,
  texts,
  onConfirm,
  children,
}: {
  open: boolean;
  onClose: () => void;
  texts: ReasonDialogTexts;
  onConfirm: (reason: string) => Promise<SubmissionErrors | undefined>;
  /** What the action does, said before it is confirmed. */
  children?: ReactNode;
}) {
  const onSubmit = async (values: ReasonValues) => {
    const { reason } = opsReasonFormSchema.validateSync(values);
    const errors = await onConfirm(reason);
    if (errors) return errors;
    onClose();
    return undefined;
  };
  return (
    <FormDialog<ReasonValues>
      open={open}
      onClose={onClose}
      texts={texts}
      form={{ schema: opsReasonFormSchema, onSubmit, initialValues: { reason: '' } }}
    >
      {children}
      <TextareaField
        name="reason"
        label={texts.reasonLabel}
        helperText={texts.reasonHint}
        counterMax={OPS_REASON_MAX}
        rows={3}
      />
    </FormDialog>
  );
}
