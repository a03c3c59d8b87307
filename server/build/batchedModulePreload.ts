import type { Plugin } from 'vite';
import { rewriteModule } from './rewriteModule';

/** Vite's helper that every dynamic import of the build goes through. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';
/** How many preload links one task adds: each costs a phone a few milliseconds. */
const LINKS_PER_TASK = 3;

/** What the helper's links wait in, and the timer that adds them a few per task. */
const QUEUE = `const preloadQueue = [];
function addQueuedPreloads() {
  for (const link of preloadQueue.splice(0, ${LINKS_PER_TASK})) document.head.appendChild(link);
  if (preloadQueue.length > 0) setTimeout(addQueuedPreloads, 0);
}
function queuePreload(link) {
  if (preloadQueue.push(link) === 1) setTimeout(addQueuedPreloads, 0);
}
`;

/**
 * The Vite plugin that makes a dynamic import's preloads arrive a few per task. Before
 * importing a chunk, Vite's helper adds a `<link rel="modulepreload">` for each chunk it
 * imports, all in the same task; each link costs a phone's main thread 3–17 ms (measured
 * at 4× CPU), so a screen with 30 chunks held the page for a quarter of a second while
 * its route opened. Now the helper queues them and a timer adds three per task, as
 * `public/load-app.js` does for the start's pieces. The import itself starts at once; the
 * preloads still let the browser fetch its chunks in parallel instead of level by level.
 * Style sheets (the app has none) are still added at once, since the helper waits for
 * them. A Vite whose helper reads otherwise fails the build here.
 */
export function batchedModulePreload(): Plugin {
  return rewriteModule({
    name: 'ugc-desk:batched-module-preload',
    file: 'server/build/batchedModulePreload.ts',
    matches: (id) => id === PRELOAD_HELPER,
    fits: (code) => code.split(APPEND).length === 2,
    rewrite: (code) =>
      QUEUE +
      code.replace(APPEND, 'if (isCss) document.head.appendChild(link); else queuePreload(link);'),
  });
}
