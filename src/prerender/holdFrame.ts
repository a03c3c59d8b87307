/**
 * Keeps a prerendered frame (src/prerender/ShellSkeleton.tsx, CreatorShellSkeleton.tsx) on
 * screen while the app renders over it, until the app has a page to show. Without it the
 * app's first render, the loading overlay that waits for the account and the layout's
 * chunk, replaced the frame's bars and header with a blank veil for about a second before
 * the page brought them back.
 *
 * The frame's markup moves out of `root` (React clears what it renders into) into a layer
 * fixed over the page, where it paints exactly where it stood; the app renders beneath it.
 * The layer goes once the app shows a page: a `main` or an `h1` (every layout's content
 * and every screen's title, the not-found and error pages included) with no loading
 * overlay left, or at the latest after HOLD_LIMIT_MS.
 */

/** Longest the frame is held, whatever the app is doing by then. */
export const HOLD_LIMIT_MS = 10_000;

/** Marks the layer (tests look for it). */
export const HELD_FRAME_ATTRIBUTE = 'data-held-frame';

/** Above anything the app draws (Chakra's highest layer is 2100). */
const ABOVE_THE_APP = '2147483000';

const showsAPage = (root: HTMLElement) =>
  root.querySelector('main, h1') !== null &&
  root.querySelector('[data-testid="loading-overlay"]') === null;

/** The page's background, which the layer needs so that nothing of the app shows through. */
function canvasColour(): string {
  const transparent = 'rgba(0, 0, 0, 0)';
  const body = getComputedStyle(document.body).backgroundColor;
  return body !== transparent ? body : getComputedStyle(document.documentElement).backgroundColor;
}

export function holdFrame(root: HTMLElement, limitMs = HOLD_LIMIT_MS): void {
  if (root.firstChild === null) return;
  const layer = document.createElement('div');
  layer.setAttribute(HELD_FRAME_ATTRIBUTE, '');
  // Properties, not a style attribute: the Content-Security-Policy refuses inline styles.
  Object.assign(layer.style, {
    position: 'fixed',
    inset: '0',
    zIndex: ABOVE_THE_APP,
    overflow: 'hidden',
    backgroundColor: canvasColour(),
  });
  layer.append(...root.childNodes);
  document.body.append(layer);

  const release = () => {
    observer.disconnect();
    window.clearTimeout(limit);
    layer.remove();
  };
  const observer = new MutationObserver(() => {
    if (showsAPage(root)) release();
  });
  observer.observe(root, { childList: true, subtree: true });
  const limit = window.setTimeout(release, limitMs);
}
