/**
 * Splits the unit suite's files into those that need a module graph of their own and those that can run
 * in a graph a worker keeps from its earlier files. The data layer's files (tests/data) share a graph of
 * their own: they import the server and RxDB rather than the app, and each of their tests starts on an
 * emptied fake IndexedDB (tests/data/support/world.ts). A file needs a graph of its own when:
 * - it replaces modules with vi.mock (or vi.doMock): a mock only takes the place of a module that its
 *   graph has not imported yet. Read from the files themselves, so a file that starts mocking moves to
 *   the isolated group without anyone listing it;
 * - it tests what a module does on its first use in a page (English loaded only when asked for, a video
 *   script added to the document once): in a shared graph an earlier file may have used the module
 *   already, and the shared document keeps the elements an earlier file added.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_MODULES = /\bvi\s*\.\s*(mock|doMock)\s*\(/;
const DATA_LAYER = /^tests\/data\//;
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
  /** The data layer's files that can share a graph. */
  data: string[];
  /** Files that need a graph each. */
  isolated: string[];
}

export function testGroups(root: string): TestGroups {
  const groups: TestGroups = { shared: [], data: [], isolated: [] };
  for (const file of testFiles(join(root, 'tests'))) {
    const path = relative(root, file);
    const ownGraph = FIRST_USE.has(path) || MOCKS_MODULES.test(readFileSync(file, 'utf8'));
    groups[ownGraph ? 'isolated' : DATA_LAYER.test(path) ? 'data' : 'shared'].push(path);
  }
  return groups;
}
