/**
 * Tools only the bench uses (Lighthouse and what it brings: about 200 packages) live in bench/tools with
 * a lockfile of their own, installed on the bench's first use: `npm ci` for every clone, CI and a
 * newcomer's `npm start` among them, no longer fetches and unpacks them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const TOOLS = join(import.meta.dirname, 'tools');
const INSTALLED_LOCK = join(TOOLS, 'node_modules', '.package-lock.json');

/** npm writes the installed tree's lock into node_modules: it matches the committed one once installed. */
function installed(): boolean {
  if (!existsSync(INSTALLED_LOCK)) return false;
  const wanted = JSON.parse(readFileSync(join(TOOLS, 'package-lock.json'), 'utf8')).packages;
  const have = JSON.parse(readFileSync(INSTALLED_LOCK, 'utf8')).packages;
  return Object.keys(wanted).every((key) => key === '' || have[key]?.version === wanted[key].version);
}

let ready = false;
function install(): void {
  if (ready || installed()) {
    ready = true;
    return;
  }
  console.log('- installing the bench tools (bench/tools: Lighthouse) once, with npm ci');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: TOOLS,
    stdio: 'inherit',
  });
  ready = true;
}

/** Imports one of the bench tools, installing them first when they are missing or out of date. */
export async function benchTool<T>(name: string): Promise<T> {
  install();
  const entry = createRequire(join(TOOLS, 'package.json')).resolve(name);
  return (await import(pathToFileURL(entry).href)) as T;
}
