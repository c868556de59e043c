import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph';

const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

/** Every `src/…` or `server/…` path the page names in backticks or in its pictures. */
function namedPaths(text: string): string[] {
  const pictures = [...text.matchAll(/```\n([\s\S]*?)```/g)].map((match) => match[1]!).join('\n');
  const ticked = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  const inPictures = pictures.match(/\b(?:src|server)\/[\w./-]*/g) ?? [];
  const paths = [...ticked, ...inPictures]
    .map((path) => path.replace(/[.,;:]+$/, ''))
    .filter((path) => /^(src|server)\/[\w./-]*$/.test(path))
    // A name to fill in (`migrations/NNNN-name.ts`) is a pattern, not a path.
    .filter((path) => !/\bNNNN\b/.test(path));
  return [...new Set(paths)].sort();
}

/** The folders a row of the parts table names relative to its own folder (`routes/`, `load-state/`). */
function rowFolders(text: string): { folder: string; names: string[] }[] {
  return [...text.matchAll(/^\| `((?:src|server)\/[^`]*)`\s*\|(.*)$/gm)].map((match) => ({
    folder: match[1]!,
    names: [...match[2]!.matchAll(/`([\w.-]+\/)`/g)].map((name) => name[1]!),
  }));
}

/** A folder named by its last part may sit anywhere below the row's folder (`db/`'s `migrations/`). */
function hasFolderBelow(folder: string, name: string): boolean {
  const base = join(ROOT, folder);
  if (!existsSync(base)) return false;
  const walk = (dir: string): boolean =>
    readdirSync(dir).some((entry) => {
      const path = join(dir, entry);
      if (!statSync(path).isDirectory()) return false;
      return `${entry}/` === name || walk(path);
    });
  return walk(base);
}

describe('docs/architecture.md', () => {
  it('names only paths that exist', () => {
    const paths = namedPaths(doc);
    expect(paths.length).toBeGreaterThan(20);
    const missing = paths.filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it("names only folders that exist in its table's rows", () => {
    const rows = rowFolders(doc);
    expect(rows.map((row) => row.folder)).toContain('src/app/');
    const missing = rows.flatMap((row) =>
      row.names.filter((name) => !hasFolderBelow(row.folder, name)).map((name) => `${row.folder} ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('would see a folder that is not there', () => {
    expect(namedPaths('`src/app/nowhere/` and\n```\n server/nothing.ts\n```\n')).toEqual([
      'server/nothing.ts',
      'src/app/nowhere/',
    ]);
    expect(hasFolderBelow('src/app/', 'nowhere/')).toBe(false);
  });
});
