import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One import of one of our files by another; `typeOnly` imports vanish from the built code. */
export interface ImportEdge {
  from: string;
  to: string;
  line: number;
  typeOnly: boolean;
  /** Runtime names taken (`*` for a namespace or a re-export of everything, `default`). */
  names: string[];
}

export const ROOT = resolve(import.meta.dirname, '../..');

const SOURCE = /\.tsx?$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every .ts/.tsx file under the given folders, as root-relative paths with forward slashes. */
export function listSources(folders: string[], root = ROOT): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) found.push(toKey(path, root));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return found.sort();
}

function toKey(path: string, root: string): string {
  return relative(root, path).split('\\').join('/');
}

/** A relative specifier's file, or undefined for libraries and for files that are not TypeScript. */
function resolveSpecifier(fromKey: string, specifier: string, root: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(root, dirname(fromKey), specifier.replace(/\?.*$/, ''));
  for (const suffix of CANDIDATES) {
    const path = base + suffix;
    if (SOURCE.test(path) && existsSync(path) && statSync(path).isFile()) return toKey(path, root);
  }
  return undefined;
}

function runtimeNames(clause: ts.ImportClause | undefined): { typeOnly: boolean; names: string[] } {
  if (!clause) return { typeOnly: false, names: [] };
  if (clause.isTypeOnly) return { typeOnly: true, names: [] };
  const names: string[] = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements) {
      if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  // `import {} from` or only type specifiers: nothing of the module is used at run time.
  const onlyTypes = names.length === 0 && (bindings === undefined || ts.isNamedImports(bindings));
  return { typeOnly: onlyTypes && clause.name === undefined, names };
}

function exportNames(node: ts.ExportDeclaration): { typeOnly: boolean; names: string[] } {
  if (node.isTypeOnly) return { typeOnly: true, names: [] };
  const clause = node.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return { typeOnly: false, names: ['*'] };
  const names = clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
  return { typeOnly: names.length === 0, names };
}

/** The imports of one file: static imports, re-exports and `import()` calls (lazy chunks count too). */
export function importsOf(key: string, root = ROOT): ImportEdge[] {
  const text = readFileSync(join(root, key), 'utf8');
  const file = ts.createSourceFile(key, text, ts.ScriptTarget.Latest, true);
  const edges: ImportEdge[] = [];
  const add = (node: ts.Node, specifier: ts.Expression, kind: { typeOnly: boolean; names: string[] }) => {
    if (!ts.isStringLiteralLike(specifier)) return;
    const to = resolveSpecifier(key, specifier.text, root);
    if (!to) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    edges.push({ from: key, to, line, ...kind });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node, node.moduleSpecifier, runtimeNames(node.importClause));
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier)
      add(node, node.moduleSpecifier, exportNames(node));
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier) add(node, specifier, { typeOnly: false, names: ['*'] });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal as ts.Expression, { typeOnly: true, names: [] });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edges;
}

/** The file-level import graph of the given folders. */
export function buildGraph(folders: string[], root = ROOT): { files: string[]; edges: ImportEdge[] } {
  const files = listSources(folders, root);
  return { files, edges: files.flatMap((key) => importsOf(key, root)) };
}
