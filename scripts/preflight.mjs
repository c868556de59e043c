/**
 * First step of `npm test`: makes sure the machine has what the slow steps need, in seconds, before they
 * run. Finds a Chromium and a PostgreSQL (scripts/test-needs.mjs says where it looks). What is missing is
 * installed with apt-get when this machine can (root, apt-get present), as .ci/run used to do; otherwise
 * it stops with one message naming what is missing and the ways to provide it.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { gatherFacts, planPreflight } from './test-needs.mjs';

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
  return `preflight: ${browserVersion(chromium.path)} at ${chromium.path} (${chromium.source}); PostgreSQL ${database}`;
}

function fail(plan) {
  process.stderr.write(`\n${plan.message}\n\n`);
  process.exit(1);
}

let plan = planPreflight(gatherFacts({ playwrightChromium }));
if (plan.action === 'install') {
  process.stdout.write(
    `preflight: installing ${plan.packages.join(' ')} with apt-get; missing:\n${plan.missing.map((m) => `  - ${m}`).join('\n')}\n`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...plan.packages], {
      stdio: 'inherit',
      env,
    });
  } catch (error) {
    process.stderr.write(`preflight: apt-get failed: ${error instanceof Error ? error.message : error}\n`);
  }
  plan = planPreflight({ ...gatherFacts({ playwrightChromium }), aptGet: false });
}
if (plan.action === 'fail') fail(plan);
process.stdout.write(`${describe(plan)}\n`);
