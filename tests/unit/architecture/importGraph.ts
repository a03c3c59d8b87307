/**
 * The repository's own import graph, read with TypeScript's parser (no type checking, so
 * it is quick): which file imports which, and whether only for types. The architecture
 * rules (docs/architecture.md) are checked on it in imports.test.ts; a rule is a filter
 * over `edges` or a look at `findCycles`. E.g. features importing no other feature:
 *   graph.edges.filter((e) => featureOf(e.to) && featureOf(e.from) !== featureOf(e.to))
 *   (from features/ only: `isUnder(e.from, 'features')`), and a loop rule that lets
 *   type-only imports of one module pass:
 *   findCycles(graph, (e) => isUnder(e.from, 'features', 'src', 'store') &&
 *     isUnder(e.to, 'features', 'src', 'store') && !(e.typeOnly && e.to === 'store/store.ts'))
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The repository's root: every path below is relative to it, with `/` separators. */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ImportEdge {
  /** The importing file, e.g. `server/app.ts`. */
  from: string;
  /** The imported file of ours, e.g. `server/config.ts`. */
  to: string;
  /** The specifier as written. */
  specifier: string;
  /** `import type`, `export type`, every named binding `type`, or an `import('…')` type. */
  typeOnly: boolean;
  /** An `import()` call: loaded when run, so it cannot take part in an evaluation loop. */
  dynamic: boolean;
}

export interface ImportGraph {
  /** Every .ts/.tsx file read. */
  files: string[];
  /** Every import of a file of ours (packages and node: builtins are left out). */
  edges: ImportEdge[];
}

const SOURCE = /\.tsx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'generated-assets']);
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every .ts/.tsx file under a folder of the repository (`server`, `domain`…). */
function sourcesUnder(folder: string): string[] {
  const dir = path.join(ROOT, folder);
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...sourcesUnder(relative));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(relative);
    }
  }
  return found;
}

/** A specifier of ours as a repository file, or null for a package or a missing file. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  // `./x.js` written for Node's ESM still names x.ts.
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [base, ...EXTENSIONS.map((extension) => stem + extension)]) {
    const full = path.join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile()) return path.posix.normalize(candidate);
  }
  return null;
}

interface RawImport {
  specifier: string;
  typeOnly: boolean;
  dynamic: boolean;
}

/** `import { type A, type B } from` brings in nothing at run time, like `import type`. */
function importIsTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function exportIsTypeOnly(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/** Every import, re-export, `import()` call and `import('…')` type of one file. */
function importsOf(file: string): RawImport[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: RawImport[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = importIsTypeOnly(node);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = exportIsTypeOnly(node);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true, dynamic: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The import graph of every .ts/.tsx file under `folders` (imports out of them included). */
export function readImportGraph(folders: string[]): ImportGraph {
  const files = folders.flatMap(sourcesUnder).sort();
  const edges: ImportEdge[] = [];
  for (const file of files) {
    for (const { specifier, typeOnly, dynamic } of importsOf(file)) {
      const to = resolveSpecifier(file, specifier);
      if (to !== null) edges.push({ from: file, to, specifier, typeOnly, dynamic });
    }
  }
  return { files, edges };
}

/** Whether a repository path lies in one of the folders (`server`, `src/ui`…). */
export function isUnder(file: string, ...folders: string[]): boolean {
  return folders.some((folder) => file === folder || file.startsWith(`${folder}/`));
}

/**
 * The feature a file belongs to (`features/deals/api.ts` → `deals`), or null.
 */
export function featureOf(file: string): string | null {
  const match = /^features\/([^/]+)\//.exec(file);
  return match ? match[1]! : null;
}

/** An edge as a test's failure prints it. */
export function describeEdge(edge: ImportEdge): string {
  return `${edge.from} -> ${edge.to}${edge.typeOnly ? ' (type)' : ''}`;
}

/**
 * The import loops among the edges kept by `keep` (Tarjan's strongly connected
 * components): each loop is its files, sorted, with the edges that join them. A file
 * importing itself counts.
 */
export function findCycles(
  graph: ImportGraph,
  keep: (edge: ImportEdge) => boolean = () => true,
): Array<{ files: string[]; edges: ImportEdge[] }> {
  const kept = graph.edges.filter(keep);
  const next = new Map<string, string[]>();
  for (const edge of kept) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  // Iterative, so a long chain of imports cannot overflow the call stack.
  const strongConnect = (start: string) => {
    const work: Array<{ file: string; child: number }> = [{ file: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const targets = next.get(frame.file) ?? [];
      if (frame.child < targets.length) {
        const target = targets[frame.child++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, child: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        let file: string;
        do {
          file = stack.pop()!;
          onStack.delete(file);
          component.push(file);
        } while (file !== frame.file);
        components.push(component);
      }
    }
  };
  for (const file of next.keys()) if (!index.has(file)) strongConnect(file);

  return components
    .filter(
      (component) =>
        component.length > 1 || kept.some((e) => e.from === component[0] && e.to === e.from),
    )
    .map((component) => {
      const members = new Set(component);
      return {
        files: component.sort(),
        edges: kept.filter((edge) => members.has(edge.from) && members.has(edge.to)),
      };
    });
}
