/**
 * Splits the unit suite's files by whether they replace modules with vi.mock (or vi.doMock). Such a
 * file needs a module graph of its own: a mock only takes the place of a module that its graph has not
 * imported yet. Every other file can run in a graph a worker keeps from its earlier files. Read from the
 * files themselves, so a file that starts mocking moves to the isolated group without anyone listing it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_MODULES = /\bvi\s*\.\s*(mock|doMock)\s*\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

export interface TestGroups {
  /** Files that mock no module (paths relative to the root). */
  shared: string[];
  /** Files that mock a module. */
  isolated: string[];
}

export function testGroups(root: string): TestGroups {
  const groups: TestGroups = { shared: [], isolated: [] };
  for (const file of testFiles(join(root, 'tests'))) {
    const group = MOCKS_MODULES.test(readFileSync(file, 'utf8')) ? 'isolated' : 'shared';
    groups[group].push(relative(root, file));
  }
  return groups;
}
