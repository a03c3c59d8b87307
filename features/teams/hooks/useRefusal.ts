import { useState } from 'react';
import { alreadyReported, graphqlErrorOf } from '@/src/ui/forms/submissionErrors';

/**
 * The server's refusal of a confirmed action, kept to show in its dialog: the GraphQL
 * error's message (already in the reader's language). Failures the app reported already
 * (a toast, the session ended) leave nothing to show.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const refused = (error: unknown) => {
    if (alreadyReported(error)) return;
    setRefusal(graphqlErrorOf(error)?.message ?? null);
  };
  return { refusal, refused, clear: () => setRefusal(null) };
}
