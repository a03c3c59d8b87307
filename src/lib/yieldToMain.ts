interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so that the browser can paint and
 * answer input in between: a long start cut into pieces blocks the page in none of them.
 * `scheduler.yield` resumes ahead of other queued work where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
