import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_FRAME_ATTRIBUTE, HOLD_LIMIT_MS, holdFrame } from '@/src/prerender/holdFrame';

/** What the app's root holds after a commit, as markup (a MutationObserver then runs). */
async function commit(root: HTMLElement, html: string) {
  root.innerHTML = html;
  await Promise.resolve();
}

const layer = () => document.querySelector(`[${HELD_FRAME_ATTRIBUTE}]`);

describe('holding the prerendered frame while the app starts', () => {
  let root: HTMLElement;

  beforeEach(() => {
    root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<div aria-busy="true"><aside>bars</aside><h1>Deals</h1></div>';
    document.body.append(root);
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('moves the frame in front of the app, out of what React renders into', () => {
    holdFrame(root);
    expect(root.childNodes).toHaveLength(0);
    expect(layer()?.querySelector('h1')?.textContent).toBe('Deals');
    const style = (layer() as HTMLElement).style;
    expect(style.position).toBe('fixed');
    expect(Number(style.zIndex)).toBeGreaterThan(2100);
  });

  it('keeps it through the loading overlay and lets it go when the app shows a page', async () => {
    holdFrame(root);
    await commit(root, '<div role="status" data-testid="loading-overlay"></div>');
    expect(layer()).not.toBeNull();
    // The layout is in, its screen's chunk still loading.
    await commit(root, '<main></main><div data-testid="loading-overlay"></div>');
    expect(layer()).not.toBeNull();
    await commit(root, '<section aria-label="Notifications"></section>');
    expect(layer()).not.toBeNull();
    await commit(root, '<main><h1>Deals</h1></main>');
    expect(layer()).toBeNull();
  });

  it('lets it go for a page without a layout (not found, an error) by its title', async () => {
    holdFrame(root);
    await commit(root, '<h1>Page not found</h1>');
    expect(layer()).toBeNull();
  });

  it('lets it go after the limit whatever the app shows', () => {
    vi.useFakeTimers();
    holdFrame(root);
    vi.advanceTimersByTime(HOLD_LIMIT_MS - 1);
    expect(layer()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(layer()).toBeNull();
  });

  it('holds nothing when the page had no frame', () => {
    root.innerHTML = '';
    holdFrame(root);
    expect(layer()).toBeNull();
  });
});
