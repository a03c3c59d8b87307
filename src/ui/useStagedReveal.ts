import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's sections to show, one more per background render once `ready`
 * (its data arrived), up to `stages`. Each section then renders and reaches the screen on
 * its own, instead of all in one commit that holds a phone for a third of a second; the
 * placeholders standing in for the others keep their size, so nothing moves. Once shown,
 * a section stays.
 */
export function useStagedReveal(ready: boolean, stages: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (ready && shown < stages) startTransition(() => setShown(shown + 1));
  }, [ready, shown, stages]);
  return shown;
}
