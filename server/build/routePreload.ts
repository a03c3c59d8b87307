import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A route of the route table and the screen module it loads lazily. */
export interface RouteScreen {
  pattern: string;
  /** Root-relative, without extension: `features/account/screens/Login`. */
  module: string;
  /** Rendered inside the company layout (a chunk of its own, loaded as well). */
  inCompanyLayout: boolean;
}

const ROUTES_FILE = 'src/router/routes.tsx';
const COMPANY_LAYOUT = 'src/layouts/CompanyLayout';
const COMPANY_SCREENS_START = 'const companyScreens';

/**
 * The screens of the route table, read from its source: `screen(patterns.x, 'title',
 * () => import('…'))`, or a loader named by a `const name = () => import('…')`.
 */
export function routeScreens(
  routesSource: string,
  patterns: Readonly<Record<string, string>>,
): RouteScreen[] {
  const loaders = new Map<string, string>();
  for (const [, name, module] of routesSource.matchAll(
    /const (\w+) = \(\) => import\('@\/([^']+)'\)/g,
  )) {
    if (name && module) loaders.set(name, module);
  }
  const companyStart = routesSource.indexOf(COMPANY_SCREENS_START);
  const screens: RouteScreen[] = [];
  for (const match of routesSource.matchAll(
    /screen\(\s*patterns\.(\w+),\s*'[^']*',\s*(?:\(\) => import\('@\/([^']+)'\)|(\w+))/g,
  )) {
    const [, key = '', inline, named] = match;
    const module = inline ?? (named ? loaders.get(named) : undefined);
    const pattern = patterns[key];
    if (!module || pattern === undefined) {
      throw new Error(`${ROUTES_FILE}: cannot tell the screen of route patterns.${key}`);
    }
    screens.push({ pattern, module, inCompanyLayout: match.index > companyStart });
  }
  return screens;
}

/** A route pattern (`/campaign/:campaignId?/product/:productId`) as a regular expression. */
export function patternRegExp(pattern: string): string {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return `^${body || '/'}/?$`;
}

function chunkOf(bundle: OutputBundle, module: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (file): file is OutputChunk =>
      file.type === 'chunk' && !!file.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(module),
  );
}

/** `chunk` and every chunk it imports statically, less those in `loaded`. */
function closure(bundle: OutputBundle, chunk: OutputChunk, loaded: Set<string>): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    if (loaded.has(file) || files.includes(file)) return;
    files.push(file);
    const next = bundle[file];
    if (next?.type === 'chunk') next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return files;
}

/**
 * Adds to index.html a small script that, before the app's script runs, asks the browser
 * to fetch the lazily loaded chunks of the route being opened (its screen, and the
 * company layout for the pages inside it) as `modulepreload`: they download beside the
 * entry instead of after it has run. The entry's own imports Vite preloads already.
 */
export function routePreload(root: string, patterns: Readonly<Record<string, string>>): Plugin {
  let base = '/';
  return {
    name: 'ugc-desk:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const entry = Object.values(bundle).find(
          (file): file is OutputChunk => file.type === 'chunk' && file.isEntry,
        );
        if (!entry) return html;
        const loaded = new Set<string>();
        const markLoaded = (file: string) => {
          if (loaded.has(file)) return;
          loaded.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(markLoaded);
        };
        markLoaded(entry.fileName);

        const layout = chunkOf(bundle, COMPANY_LAYOUT);
        const source = readFileSync(join(root, ROUTES_FILE), 'utf8');
        // Each file is named once; routes refer to files by their index (a smaller page).
        const files: string[] = [];
        const indexOf = (file: string) => {
          if (!files.includes(file)) files.push(file);
          return files.indexOf(file);
        };
        const table = routeScreens(source, patterns).map(({ pattern, module, inCompanyLayout }) => {
          const screen = chunkOf(bundle, module);
          if (!screen) throw new Error(`route preload: no chunk for ${module}`);
          const needed = closure(bundle, screen, loaded);
          if (inCompanyLayout && layout) needed.push(...closure(bundle, layout, loaded));
          return [patternRegExp(pattern), [...new Set(needed)].map(indexOf)] as const;
        });
        const script =
          `(function(f,t,b){var p=location.pathname;for(var i=0;i<t.length;i++){` +
          `if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(n){` +
          `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
          `l.href=b+f[n];document.head.appendChild(l)});return}}})(` +
          `${JSON.stringify(files)},${JSON.stringify(table)},${JSON.stringify(base)});`;
        return {
          html,
          tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
        };
      },
    },
  };
}
