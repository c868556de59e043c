/**
 * First step of `npm test`: makes sure the machine has what the slow steps need, in seconds, before they
 * run. Finds a Chromium and a PostgreSQL (scripts/test-needs.mjs says where it looks). What is missing is
 * installed with apt-get when this machine can (root, apt-get present), as .ci/run used to do; otherwise
 * it stops with one message naming what is missing and the ways to provide it.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import {
  gatherFacts,
  HEADLESS_SHELL_PACKAGES,
  noteHeadlessShellFailed,
  planPreflight,
} from './test-needs.mjs';

const require = createRequire(import.meta.url);
/** Loaded only when neither CHROMIUM_PATH nor Debian's Chromium is there (it takes half a second). */
const playwrightChromium = () => {
  try {
    return require('@playwright/test').chromium.executablePath();
  } catch {
    return null; // node_modules not installed (npm ci first); then no Playwright browser either
  }
};

/** What the browser says of its own version ("Chromium 150.0.7871.100 built on Debian …"), or why not. */
function browserVersion(path) {
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'version unknown: --version failed';
  }
}

function describe(plan) {
  const { chromium, postgres } = plan;
  const database = postgres.url ? 'TEST_DATABASE_URL' : `${postgres.binDir} (throwaway cluster)`;
  const line = `preflight: ${browserVersion(chromium.path)} at ${chromium.path} (${chromium.source}); PostgreSQL ${database}`;
  // The full browser passes as well; the headless shell takes less CPU for the same tests.
  const shell = HEADLESS_SHELL_PACKAGES.join(' ');
  return chromium.source === 'Debian'
    ? `${line}\npreflight: the browser tests run faster on Debian's headless shell: apt-get install ${shell}`
    : line;
}

function fail(plan) {
  process.stderr.write(`\n${plan.message}\n\n`);
  process.exit(1);
}

/** Runs apt-get with `args`; says why when it fails and returns false. */
function aptGet(args, env) {
  try {
    execFileSync('apt-get', args, { stdio: 'inherit', env });
    return true;
  } catch (error) {
    process.stderr.write(`preflight: apt-get failed: ${error instanceof Error ? error.message : error}\n`);
    return false;
  }
}

const INSTALL = ['install', '-y', '-qq', '--no-install-recommends'];

let plan = planPreflight(gatherFacts({ playwrightChromium }));
if (plan.action === 'install') {
  const missing = plan.missing.map((m) => `\n  - ${m}`).join('');
  const what = [...plan.packages, ...plan.optional.map((name) => `${name} (optional)`)].join(' ');
  process.stdout.write(
    `preflight: installing ${what} with apt-get${missing ? `; missing:${missing}` : ''}\n`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (aptGet(['update', '-qq'], env)) {
    if (plan.packages.length > 0) aptGet([...INSTALL, ...plan.packages], env);
    // Alone, so a distribution without the package still installs what is missing.
    if (plan.optional.length > 0 && !aptGet([...INSTALL, ...plan.optional], env)) noteHeadlessShellFailed();
  }
  plan = planPreflight({ ...gatherFacts({ playwrightChromium }), aptGet: false });
}
if (plan.action === 'fail') fail(plan);
process.stdout.write(`${describe(plan)}\n`);
