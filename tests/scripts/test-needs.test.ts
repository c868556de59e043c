/** The preflight's decision (scripts/test-needs.mjs): what `npm test` does on machines of every sort. */
import { describe, expect, it } from 'vitest';
import { findChromium, type NeedsFacts, planPreflight } from '../../scripts/test-needs.mjs';

const PG15 = '/usr/lib/postgresql/15/bin';
const PLAYWRIGHT = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine: the files that exist, and who runs. Defaults: Debian with everything, not root. */
function machine(
  files: string[],
  more: Partial<Omit<NeedsFacts, 'exists'>> = {},
): NeedsFacts & { playwrightAsked: () => boolean } {
  const present = new Set(files);
  let asked = false;
  return {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
    exists: (path) => present.has(path),
    playwrightChromium: () => {
      asked = true;
      return PLAYWRIGHT;
    },
    postgresVersions: files.some((f) => f.startsWith('/usr/lib/postgresql/15/')) ? ['15'] : [],
    uid: 1000,
    aptGet: true,
    postgresUser: true,
    ...more,
    playwrightAsked: () => asked,
  };
}

const DEBIAN_PG = [`${PG15}/initdb`, `${PG15}/pg_ctl`];
const EVERYTHING = ['/usr/bin/chromium', ...DEBIAN_PG];
const SHELL = '/usr/bin/chromium-headless-shell';

describe('planPreflight', () => {
  it.each([
    {
      name: 'Debian Chromium and PostgreSQL',
      facts: machine(EVERYTHING),
      chromium: ['/usr/bin/chromium', 'Debian'],
      postgres: [PG15, 'Debian'],
    },
    {
      name: "Debian's headless shell wins over its full Chromium",
      facts: machine([...EVERYTHING, SHELL]),
      chromium: [SHELL, 'Debian headless shell'],
      postgres: [PG15, 'Debian'],
    },
    {
      name: 'the headless shell alone',
      facts: machine([SHELL, ...DEBIAN_PG]),
      chromium: [SHELL, 'Debian headless shell'],
      postgres: [PG15, 'Debian'],
    },
    {
      name: 'root with everything and the headless shell',
      facts: machine([...EVERYTHING, SHELL], { uid: 0 }),
      chromium: [SHELL, 'Debian headless shell'],
      postgres: [PG15, 'Debian'],
    },
    {
      name: 'root whose apt-get could not install the headless shell before',
      facts: machine(EVERYTHING, { uid: 0, headlessShellFailed: true }),
      chromium: ['/usr/bin/chromium', 'Debian'],
      postgres: [PG15, 'Debian'],
    },
    {
      name: 'CHROMIUM_PATH wins over Debian',
      facts: machine([...EVERYTHING, SHELL, '/opt/chrome'], { env: { CHROMIUM_PATH: '/opt/chrome' } }),
      chromium: ['/opt/chrome', 'CHROMIUM_PATH'],
      postgres: [PG15, 'Debian'],
    },
    {
      name: "Playwright's own Chromium when Debian has none",
      facts: machine([PLAYWRIGHT, ...DEBIAN_PG]),
      chromium: [PLAYWRIGHT, 'Playwright'],
      postgres: [PG15, 'Debian'],
    },
    {
      name: 'PostgreSQL binaries on PATH',
      facts: machine(['/usr/bin/chromium', '/opt/pg/bin/initdb', '/opt/pg/bin/pg_ctl'], {
        env: { PATH: '/usr/bin:/opt/pg/bin' },
      }),
      chromium: ['/usr/bin/chromium', 'Debian'],
      postgres: ['/opt/pg/bin', 'PATH'],
    },
    {
      name: 'the newest Debian PostgreSQL',
      facts: machine(
        [
          '/usr/bin/chromium',
          ...['13', '16', '9'].flatMap((v) => [
            `/usr/lib/postgresql/${v}/bin/initdb`,
            `/usr/lib/postgresql/${v}/bin/pg_ctl`,
          ]),
        ],
        { postgresVersions: ['13', '16', '9', 'common'] },
      ),
      chromium: ['/usr/bin/chromium', 'Debian'],
      postgres: ['/usr/lib/postgresql/16/bin', 'Debian'],
    },
  ])('ready: $name', ({ facts, chromium, postgres }) => {
    const plan = planPreflight(facts);
    expect(plan.action).toBe('ready');
    if (plan.action !== 'ready') return;
    expect([plan.chromium.path, plan.chromium.source]).toEqual(chromium);
    expect([plan.postgres.binDir, plan.postgres.source]).toEqual(postgres);
  });

  it('uses TEST_DATABASE_URL and needs no PostgreSQL binaries then', () => {
    const url = 'postgres://u:p@db:5432/x';
    const plan = planPreflight(machine(['/usr/bin/chromium'], { env: { TEST_DATABASE_URL: url } }));
    expect(plan).toMatchObject({ action: 'ready', postgres: { url, binDir: null } });
  });

  it('asks Playwright for its Chromium only when nothing else is there (it is slow to load)', () => {
    const facts = machine(EVERYTHING);
    planPreflight(facts);
    expect(facts.playwrightAsked()).toBe(false);
  });

  it.each([
    { name: 'Chromium', files: DEBIAN_PG, packages: ['chromium', 'fonts-dejavu-core'] },
    { name: 'PostgreSQL', files: ['/usr/bin/chromium'], packages: ['postgresql'] },
    { name: 'both', files: [], packages: ['chromium', 'fonts-dejavu-core', 'postgresql'] },
    {
      name: 'the postgres user a root run needs',
      files: EVERYTHING,
      packages: ['postgresql'],
      more: { postgresUser: false },
    },
  ])('root with apt-get installs what is missing: $name', ({ files, packages, more }) => {
    const facts = machine(files, { uid: 0, playwrightChromium: null, ...more });
    const optional = ['chromium-headless-shell'];
    expect(planPreflight(facts)).toMatchObject({ action: 'install', packages, optional });
  });

  it('root with apt-get and nothing missing adds the headless shell, on its own', () => {
    expect(planPreflight(machine(EVERYTHING, { uid: 0 }))).toEqual({
      action: 'install',
      packages: [],
      optional: ['chromium-headless-shell'],
      missing: [],
    });
  });

  it('adds no headless shell beside an explicit CHROMIUM_PATH, nor when not root', () => {
    const chosen = { env: { CHROMIUM_PATH: '/opt/chrome' } };
    expect(planPreflight(machine([...EVERYTHING, '/opt/chrome'], { uid: 0, ...chosen })).action).toBe(
      'ready',
    );
    expect(planPreflight(machine(EVERYTHING)).action).toBe('ready');
  });

  it("the benchmarks' full browser: Debian's Chromium though the headless shell is there", () => {
    const facts = machine([...EVERYTHING, SHELL]);
    expect(findChromium({ ...facts, headlessShell: false })).toEqual({
      path: '/usr/bin/chromium',
      source: 'Debian',
    });
  });

  it('not root: fails with one message naming Chromium and the ways to provide it', () => {
    const plan = planPreflight(machine(DEBIAN_PG, { playwrightChromium: null }));
    expect(plan.action).toBe('fail');
    if (plan.action !== 'fail') return;
    expect(plan.missing).toHaveLength(1);
    expect(plan.message).toContain('Provide it in one of these ways');
    expect(plan.message).toContain('/usr/bin/chromium does not exist');
    expect(plan.message).toContain('sudo apt-get install --no-install-recommends chromium fonts-dejavu-core');
    expect(plan.message).toContain('run npm test as root');
    expect(plan.message).toContain('CHROMIUM_PATH=/path/to/chromium npm test');
    expect(plan.message).toContain('npx playwright install chromium');
    expect(plan.message).not.toContain('TEST_DATABASE_URL=');
  });

  it('root without apt-get: fails naming both, with no apt-get advice of sudo', () => {
    const plan = planPreflight(machine([], { uid: 0, aptGet: false, playwrightChromium: null }));
    expect(plan.action).toBe('fail');
    if (plan.action !== 'fail') return;
    expect(plan.missing).toHaveLength(2);
    expect(plan.message).toContain('Provide them in one of these ways');
    expect(plan.message).toContain('TEST_DATABASE_URL=postgres://');
    expect(plan.message).toContain('CHROMIUM_PATH=/path/to/chromium');
    expect(plan.message).not.toContain('sudo');
  });

  it('a CHROMIUM_PATH that does not exist fails even as root: an explicit choice is never replaced', () => {
    const plan = planPreflight(machine(EVERYTHING, { uid: 0, env: { CHROMIUM_PATH: '/nowhere/chrome' } }));
    expect(plan.action).toBe('fail');
    if (plan.action !== 'fail') return;
    expect(plan.message).toContain('CHROMIUM_PATH is /nowhere/chrome, which does not exist');
  });
});
