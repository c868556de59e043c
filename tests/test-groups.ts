/**
 * Splits the unit suite's files into those that need a module graph of their own and those that can run
 * in a graph a worker keeps from its earlier files. A file needs its own when:
 * - it replaces modules with vi.mock (or vi.doMock): a mock only takes the place of a module that its
 *   graph has not imported yet. Read from the files themselves, so a file that starts mocking moves to
 *   the isolated group without anyone listing it;
 * - it tests the data layer (tests/data): those files keep their records in fake-indexeddb's one
 *   IndexedDB, which lives as long as the graph, and some read every database in it, so an earlier
 *   file's databases would be theirs;
 * - it tests what a module does on its first use in a page (English loaded only when asked for, a video
 *   script added to the document once): in a shared graph an earlier file may have used the module
 *   already, and the shared document keeps the elements an earlier file added.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_MODULES = /\bvi\s*\.\s*(mock|doMock)\s*\(/;
const OWN_INDEXED_DB = /^tests\/data\//;
const FIRST_USE = new Set(['tests/app/i18n.test.ts', 'tests/app/video-api.test.ts']);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

export interface TestGroups {
  /** Files that can share a graph (paths relative to the root). */
  shared: string[];
  /** Files that need a graph each. */
  isolated: string[];
}

export function testGroups(root: string): TestGroups {
  const groups: TestGroups = { shared: [], isolated: [] };
  for (const file of testFiles(join(root, 'tests'))) {
    const path = relative(root, file);
    const ownGraph =
      OWN_INDEXED_DB.test(path) || FIRST_USE.has(path) || MOCKS_MODULES.test(readFileSync(file, 'utf8'));
    groups[ownGraph ? 'isolated' : 'shared'].push(path);
  }
  return groups;
}
