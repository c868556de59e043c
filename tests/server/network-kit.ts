/** The example clinic network the import suites load, and a way to write a changed copy of it. */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NetworkFile } from '../../server/import/network-file';

export const EXAMPLE = 'examples/clinic-network/network.json';
export const example = (): NetworkFile => JSON.parse(readFileSync(EXAMPLE, 'utf8'));

/** A copy of the example's folder with `file` as its network.json; returns the file's path. */
export function writeNetwork(dir: string, file: unknown): string {
  mkdirSync(join(dir, 'photos'), { recursive: true });
  for (const name of ['volkova.png', 'sokolov.png', 'logo-uralmed.png']) {
    copyFileSync(join('examples/clinic-network/photos', name), join(dir, 'photos', name));
  }
  const path = join(dir, 'network.json');
  writeFileSync(path, JSON.stringify(file));
  return path;
}
