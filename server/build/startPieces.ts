import type { Plugin } from 'vite';

/** The modules the app's start imports one by one (src/main.tsx), from the project root. */
const START_PIECE = /\/src\/start\/[^/]+\.tsx?$/;

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * The Vite plugin that names the start's pieces in index.html as module preloads. The
 * entry imports them one at a time, so that each is evaluated in a task of its own; the
 * preloads let the browser fetch and parse them all at once meanwhile, so the pieces cost
 * no round trip each. (On a prerendered page, public/load-app.js asks for them after the
 * first paint: see server/build/prerender.ts.)
 */
export function startPieces(): Plugin {
  return {
    name: 'ugc-desk:start-pieces',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is typeof output & BundleChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (chunk: BundleChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) visit(byFile.get(imported));
        };
        for (const chunk of chunks) if (START_PIECE.test(chunk.facadeModuleId ?? '')) visit(chunk);
        const named = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
        const links = [...files]
          .filter((file) => !named.has(file))
          .sort()
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        return links ? html.replace('</head>', `  ${links}\n  </head>`) : html;
      },
    },
  };
}
