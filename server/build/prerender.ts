import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { precompressFiles } from './precompress';

/** Where the pages go inside the client build, and the file that lists them. */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'manifest.json';
/** The SSR entry, from the project's root (the current directory of the build). */
const ENTRY = 'src/prerender/entry.tsx';

/** The SSR entry's exports (src/prerender/entry.tsx), as this build step uses them. */
interface PrerenderEntry {
  DEFAULT_LOCALE: string;
  LOCALES: readonly string[];
  PRERENDER_PAGES: { name: string; kind: string; layout?: string; routes: string[] }[];
  renderPage(
    page: PrerenderEntry['PRERENDER_PAGES'][number],
    locale: string,
  ): Promise<{ html: string; styles: string; title: string }>;
}

/**
 * What the server reads (server/http/prerendered.ts): route patterns → file per locale.
 * A frame names the layout it draws (company or creator), for whoever reads the build.
 */
export interface PrerenderManifest {
  defaultLocale: string;
  pages: { kind: string; layout?: string; routes: string[]; files: Record<string, string> }[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The app's entry script, as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** A module preload link (Vite's, and server/build/startPieces.ts'), with its line's indent. */
const MODULE_PRELOAD = /\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The element after a prerendered page's markup, which the first paint waits for. */
export const FRAME_END = 'frame-end';

/** dist/index.html (its script and style links) with the page's language, CSS and markup. */
export function fillTemplate(
  template: string,
  page: { kind: string },
  locale: string,
  rendered: { html: string; styles: string; title: string },
): string {
  const replaced = (text: string, from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`index.html has no ${from.source}`);
    return text.replace(from, () => to);
  };
  let html = replaced(
    template,
    /<html lang="[^"]*">/,
    `<html lang="${locale}" data-prerendered="${page.kind}">`,
  );
  html = replaced(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
  // The browser paints nothing until the frame's end is parsed: under load its parser
  // can stop part way through the page, and a first paint of half a page grows when the
  // rest arrives, moving what is centred (a layout shift of up to 0.16 on Login).
  html = replaced(
    html,
    /<\/head>/,
    `${rendered.styles}<link rel="expect" href="#${FRAME_END}" blocking="render"></head>`,
  );
  // The page paints before the app's script and its start's pieces are asked for
  // (public/load-app.js): no preload in the head competes with the page's own.
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  html = html.replace(MODULE_PRELOAD, '');
  const entry = ENTRY_SCRIPT.exec(html)?.[1] ?? '';
  html = replaced(
    html,
    ENTRY_SCRIPT,
    `<script src="/load-app.js" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`,
  );
  return replaced(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${rendered.html}</div><span id="${FRAME_END}" hidden></span>`,
  );
}

/**
 * After the client build: builds src/prerender/entry.tsx for Node, renders each page in
 * each language into `<outDir>/prerendered/<name>.<locale>.html` with its manifest, and
 * precompresses them as the rest of the build.
 */
export async function prerender(outDir: string, config: InlineConfig = {}): Promise<void> {
  // A client without the entry (the small stand-ins the build's tests make) has none.
  if (!existsSync(ENTRY)) return;
  // Inside the project, so that Node resolves the dependencies the build leaves external.
  const cacheDir = join(process.cwd(), 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const ssrDir = mkdtempSync(join(cacheDir, 'prerender-'));
  try {
    await build({
      ...config,
      build: {
        ...config.build,
        ssr: ENTRY,
        outDir: ssrDir,
        emptyOutDir: true,
        // Run once here, never sent to a browser: its size does not matter.
        chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      },
    });
    const entry = (await import(pathToFileURL(join(ssrDir, 'entry.js')).href)) as PrerenderEntry;
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    const dir = join(outDir, PRERENDER_DIR);
    mkdirSync(dir, { recursive: true });
    const manifest: PrerenderManifest = { defaultLocale: entry.DEFAULT_LOCALE, pages: [] };
    for (const page of entry.PRERENDER_PAGES) {
      const files: Record<string, string> = {};
      for (const locale of entry.LOCALES) {
        const file = `${page.name}.${locale}.html`;
        const rendered = await entry.renderPage(page, locale);
        writeFileSync(join(dir, file), fillTemplate(template, page, locale, rendered));
        files[locale] = `${PRERENDER_DIR}/${file}`;
      }
      manifest.pages.push({ kind: page.kind, layout: page.layout, routes: page.routes, files });
    }
    writeFileSync(join(dir, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    precompressFiles(dir);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}
