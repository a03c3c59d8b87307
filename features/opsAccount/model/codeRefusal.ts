import {
  errorCodeOf,
  graphqlErrorOf,
  submissionErrorsOf,
  type SubmissionErrors,
} from '@/src/ui/forms/submissionErrors';

/** What a refused code means for the login (docs/product.md#operator-console). */
export type CodeRefusal =
  /** The ticket expired or was used: the login starts again, with the server's message. */
  | { restart: string }
  /** Anything else: shown on the form (a wrong code at its field). */
  | { errors: SubmissionErrors | undefined };

/** Sorts the answer of OpsTotpSetup or OpsTotpVerify when it is an error. */
export function codeRefusal(error: unknown): CodeRefusal {
  const message = graphqlErrorOf(error)?.message ?? '';
  switch (errorCodeOf(error)) {
    case 'INVALID_TICKET':
      return { restart: message };
    case 'INVALID_CODE':
      return { errors: { code: message } };
    default:
      return { errors: submissionErrorsOf(error, ['code']) };
  }
}
