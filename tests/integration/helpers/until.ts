/**
 * Waits for a condition, checking it every `everyMs`, and fails naming `what` when it is
 * still false after `ms`: tests wait for what they expect, never for a length of time.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what = 'the condition',
  { ms = 20_000, everyMs = 20 }: { ms?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
