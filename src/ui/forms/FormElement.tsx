import { chakra } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useLoadRulesTexts } from './messages';

/** Focuses the first of the form's controls named in `names`, in document order. */
function focusFirst(form: HTMLFormElement, names: ReadonlySet<string>) {
  const controls = Array.from(form.elements) as Array<HTMLElement & { name?: string }>;
  const target = controls.find(
    (control) =>
      typeof control.name === 'string' &&
      names.has(control.name) &&
      !(control instanceof HTMLInputElement && control.type === 'hidden'),
  );
  target?.focus();
}

interface FormElementProps {
  /** Runs the submit and resolves with the names of the fields it found in error. */
  submit: (event: FormEvent<HTMLFormElement>) => Promise<ReadonlySet<string>>;
  /** Called on each edit, after the rules' messages are asked for. */
  onEdit?: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The `<form>` of every form: its fields in a column, no browser validation (the shared
 * rules speak instead), the rules' messages asked for with the first edit, and focus on
 * the first field in error once a submit is refused — on the client's rules or the
 * server's answer.
 */
export function FormElement({
  submit,
  onEdit,
  'aria-label': ariaLabel,
  children,
}: FormElementProps) {
  const loadRulesTexts = useLoadRulesTexts();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    loadRulesTexts();
    const element = event.currentTarget;
    focusFirst(element, await submit(event));
  };
  return (
    <chakra.form
      noValidate
      // A prerendered form submitted before the app runs posts to its own page,
      // which asks for the page again; never a GET that would put what was typed
      // into the address.
      method="post"
      aria-label={ariaLabel}
      onSubmit={(event) => void onSubmit(event)}
      // The first edit asks for the rules' messages, so they are in by the time one shows.
      onChange={() => {
        loadRulesTexts();
        onEdit?.();
      }}
      display="flex"
      flexDirection="column"
      gap="5"
    >
      {children}
    </chakra.form>
  );
}
