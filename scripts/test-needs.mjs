/**
 * What `npm test` needs from the machine besides node_modules, found in one place: a Chromium for the
 * browser tests and a PostgreSQL for the server's PostgreSQL suite. scripts/preflight.mjs plans with it
 * before anything slow runs; playwright.config.ts and tests/server/pg-cluster.ts take their paths from it,
 * so all three agree on what is used.
 *
 * `planPreflight` is pure (facts in, decision out; tests/scripts/test-needs.test.ts is its table);
 * `gatherFacts` reads the machine. Types: test-needs.d.mts.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's Chromium built without its window code (package chromium-headless-shell): the same engine at
 * the same version. The browser tests drive it when it is there: the suite is bound by CPU, and the
 * shell spends less of it on every page (BENCHMARKS.md, "Figures behind choices", has the measure).
 * The benchmarks keep the full browser a patient runs.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';
/** Debian packages, as .ci/run installed them before this script existed. */
export const CHROMIUM_PACKAGES = ['chromium', 'fonts-dejavu-core'];
export const POSTGRES_PACKAGES = ['postgresql'];
/** Nothing is missing without it, so it is installed in an apt-get call of its own that may fail. */
export const HEADLESS_SHELL_PACKAGES = ['chromium-headless-shell'];
const POSTGRES_BINARIES = ['initdb', 'pg_ctl'];

/**
 * The Chromium to drive: CHROMIUM_PATH when set (and then only it), else Debian's headless shell (unless
 * `headlessShell` is false: the benchmarks measure the full browser), else Debian's Chromium, else the
 * one Playwright installed itself (`npx playwright install chromium`).
 */
export function findChromium({ env, exists, playwrightChromium, headlessShell = true }) {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    return exists(configured)
      ? { path: configured, source: 'CHROMIUM_PATH' }
      : { path: null, problem: `CHROMIUM_PATH is ${configured}, which does not exist` };
  }
  if (headlessShell && exists(DEBIAN_HEADLESS_SHELL))
    return { path: DEBIAN_HEADLESS_SHELL, source: 'Debian headless shell' };
  if (exists(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'Debian' };
  const bundled = playwrightChromium?.();
  if (bundled && exists(bundled)) return { path: bundled, source: 'Playwright' };
  return {
    path: null,
    problem: `CHROMIUM_PATH is not set, ${DEBIAN_CHROMIUM} does not exist and Playwright has installed no Chromium`,
  };
}

/**
 * The PostgreSQL the server suite uses: TEST_DATABASE_URL when set, else a directory holding initdb and
 * pg_ctl (Debian's /usr/lib/postgresql/<major>/bin, newest first, then PATH) for a throwaway cluster.
 */
export function findPostgres({ env, exists, postgresVersions }) {
  const url = env.TEST_DATABASE_URL?.trim();
  if (url) return { url, binDir: null, source: 'TEST_DATABASE_URL' };
  const debian = [...postgresVersions]
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `${DEBIAN_POSTGRES_ROOT}/${version}/bin`);
  const onPath = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const dir of [...debian, ...onPath]) {
    if (POSTGRES_BINARIES.every((name) => exists(join(dir, name)))) {
      return { url: null, binDir: dir, source: debian.includes(dir) ? 'Debian' : 'PATH' };
    }
  }
  return {
    url: null,
    binDir: null,
    problem: `TEST_DATABASE_URL is not set and no directory holds initdb and pg_ctl (${DEBIAN_POSTGRES_ROOT}/*/bin, PATH)`,
  };
}

/**
 * The decision: `ready` (with what was found), `install` (Debian packages; only as root with apt-get,
 * the way .ci/run did), or `fail` with the one message that names what is missing and how to provide it.
 */
export function planPreflight(facts) {
  const chromium = findChromium(facts);
  const postgres = findPostgres(facts);
  const asRoot = facts.uid === 0;
  // As root the throwaway cluster runs as the `postgres` system user (initdb refuses root).
  const needsPostgresUser = asRoot && postgres.binDir !== null && !facts.postgresUser;

  const missing = [];
  const packages = [];
  // An explicit CHROMIUM_PATH is the user's choice: never replaced by an install.
  const chromiumInstallable = !facts.env.CHROMIUM_PATH?.trim();
  if (!chromium.path) {
    missing.push(`a Chromium for the browser tests: ${chromium.problem}`);
    if (chromiumInstallable) packages.push(...CHROMIUM_PACKAGES);
  }
  if (!postgres.url && !postgres.binDir) {
    missing.push(`PostgreSQL for the server's PostgreSQL suite: ${postgres.problem}`);
    packages.push(...POSTGRES_PACKAGES);
  } else if (needsPostgresUser) {
    missing.push(`a "postgres" system user to run the throwaway cluster as (initdb refuses root)`);
    packages.push(...POSTGRES_PACKAGES);
  }
  // A root run with apt-get adds the headless shell when it is not there, an explicit CHROMIUM_PATH aside.
  const optional =
    asRoot &&
    facts.aptGet &&
    chromiumInstallable &&
    !facts.headlessShellFailed &&
    !facts.exists(DEBIAN_HEADLESS_SHELL)
      ? [...HEADLESS_SHELL_PACKAGES]
      : [];
  if (missing.length === 0) {
    return optional.length > 0
      ? { action: 'install', packages, optional, missing }
      : { action: 'ready', chromium, postgres };
  }
  if (asRoot && facts.aptGet && (chromium.path || chromiumInstallable)) {
    return { action: 'install', packages, optional, missing };
  }
  return { action: 'fail', missing, message: failureMessage(missing, chromium, postgres, facts) };
}

function failureMessage(missing, chromium, postgres, facts) {
  const wanted = [
    ...(chromium.path ? [] : CHROMIUM_PACKAGES),
    ...(postgres.url || postgres.binDir ? [] : POSTGRES_PACKAGES),
  ];
  const ways = [];
  if (wanted.length > 0) {
    const apt = `apt-get install --no-install-recommends ${wanted.join(' ')}`;
    ways.push(
      facts.aptGet
        ? `on Debian or Ubuntu: run npm test as root (it installs them itself), or install them: sudo ${apt}`
        : `on Debian or Ubuntu: ${apt}`,
    );
  }
  if (!chromium.path) {
    ways.push(
      facts.env.CHROMIUM_PATH?.trim()
        ? "Chromium: set CHROMIUM_PATH to a Chromium that exists, or unset it to use Debian's or Playwright's"
        : 'Chromium: CHROMIUM_PATH=/path/to/chromium npm test, or npx playwright install chromium (where it can download)',
    );
  }
  if (!postgres.url && !postgres.binDir) {
    ways.push(
      'PostgreSQL: TEST_DATABASE_URL=postgres://user:password@host:5432/db npm test (a role that may CREATE DATABASE), or initdb and pg_ctl on PATH',
    );
  }
  if (postgres.binDir && facts.uid === 0 && !facts.postgresUser) {
    ways.push('PostgreSQL as root: useradd --system postgres, or run npm test as another user');
  }
  return [
    'npm test cannot run on this machine yet. Missing:',
    ...missing.map((item) => `  - ${item}`),
    `Provide ${missing.length === 1 ? 'it' : 'them'} in one of these ways, then run npm test again:`,
    ...ways.map((item) => `  - ${item}`),
  ].join('\n');
}

/** Reads the machine for planPreflight. `playwrightChromium` is asked only when nothing else was found. */
export function gatherFacts({ env = process.env, playwrightChromium = null } = {}) {
  const pathDirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  return {
    env,
    exists: existsSync,
    playwrightChromium,
    postgresVersions: postgresVersionsOnDisk(),
    uid: process.getuid?.() ?? null,
    aptGet: pathDirs.some((dir) => existsSync(join(dir, 'apt-get'))),
    postgresUser: hasSystemUser('postgres'),
    headlessShellFailed: existsSync(HEADLESS_SHELL_FAILED),
  };
}

/** Written when the headless shell would not install, so later runs do not ask apt-get again each time. */
const HEADLESS_SHELL_FAILED = new URL('../node_modules/.cache/priyom/headless-shell-failed', import.meta.url)
  .pathname;

export function noteHeadlessShellFailed() {
  mkdirSync(dirname(HEADLESS_SHELL_FAILED), { recursive: true });
  writeFileSync(HEADLESS_SHELL_FAILED, `${new Date().toISOString()}\n`);
}

/** findChromium on this machine (playwright.config.ts; the benchmarks with `headlessShell: false`). */
export function findChromiumHere({
  env = process.env,
  playwrightChromium = null,
  headlessShell = true,
} = {}) {
  return findChromium({ env, exists: existsSync, playwrightChromium, headlessShell });
}

/** The binaries for a throwaway cluster on this machine, TEST_DATABASE_URL aside (tests/server/pg-cluster.ts). */
export function findLocalPostgres(env = process.env) {
  return findPostgres({
    env: { PATH: env.PATH },
    exists: existsSync,
    postgresVersions: postgresVersionsOnDisk(),
  });
}

function postgresVersionsOnDisk() {
  try {
    return readdirSync(DEBIAN_POSTGRES_ROOT);
  } catch {
    return []; // no Debian PostgreSQL; PATH may still have one
  }
}

function hasSystemUser(name) {
  try {
    return readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .some((line) => line.startsWith(`${name}:`));
  } catch {
    return false;
  }
}
