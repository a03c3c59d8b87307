import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from '../AppDialog';
import { FormError, SubmitButton } from './FormFooter';
import { ValidatedForm, type ValidatedFormProps } from './ValidatedForm';

/** A create-or-edit form's texts, as each feature's namespace has them under `form`. */
export interface CreateOrEditTexts {
  createTitle: string;
  editTitle: string;
  create: string;
  save: string;
  cancel: string;
}

export interface FormDialogTexts {
  /** The dialog's title, and the form's accessible name. */
  title: string;
  submit: string;
  /** The Cancel button's label, and the close button's name. */
  cancel: string;
}

/** The texts of a dialog creating something new, or editing what exists. */
export function formDialogTexts(texts: CreateOrEditTexts, editing: boolean): FormDialogTexts {
  return {
    title: editing ? texts.editTitle : texts.createTitle,
    submit: editing ? texts.save : texts.create,
    cancel: texts.cancel,
  };
}

export interface FormDialogProps<Values extends object> {
  open: boolean;
  onClose: () => void;
  texts: FormDialogTexts;
  /** The form: its rules, initial values and submit (see `ValidatedForm`). */
  form: Omit<ValidatedFormProps<Values>, 'children' | 'aria-label'>;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form in a dialog (create or edit something): the title, the fields, the form-level
 * error, then Cancel and the submit button. Cancel, Esc and the backdrop call `onClose`;
 * a save that went through closes it too, or leaves the page (`form.onSubmit` decides).
 */
export function FormDialog<Values extends object>({
  open,
  onClose,
  texts,
  form,
  children,
}: FormDialogProps<Values>) {
  return (
    <AppDialog open={open} onClose={onClose} title={texts.title} closeLabel={texts.cancel}>
      <Dialog.Body pb="6">
        <ValidatedForm<Values> {...form} aria-label={texts.title}>
          {children}
          <FormError />
          <Dialog.Footer px="0" pb="0" gap="3" flexWrap="wrap">
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{texts.cancel}</Button>
            </Dialog.ActionTrigger>
            <SubmitButton size="md">{texts.submit}</SubmitButton>
          </Dialog.Footer>
        </ValidatedForm>
      </Dialog.Body>
    </AppDialog>
  );
}
