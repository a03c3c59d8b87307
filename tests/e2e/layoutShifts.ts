import type { BrowserContext, Page } from 'playwright-core';

/** What a page may shift while it loads, at most (Cumulative Layout Shift: "good" ends at 0.1). */
export const MAX_LAYOUT_SHIFT = 0.02;

/**
 * Records every layout shift of each page the context loads (the Layout Instability API,
 * as Cumulative Layout Shift counts them: not the shifts right after an input).
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    // The Layout Instability API's entries (not in TypeScript's DOM types yet).
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the page so far, once two frames have been painted after it. */
export async function shiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
                (sum, value) => sum + value,
                0,
              ),
            ),
          ),
        ),
      ),
  );
}
