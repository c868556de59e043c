/** The preflight as `npm test` runs it (scripts/preflight.mjs), on a machine that cannot run the tests. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PREFLIGHT = fileURLToPath(new URL('../../scripts/preflight.mjs', import.meta.url));

describe('preflight', () => {
  it('stops with its one message, not a crash, when the Chromium it is told to use does not exist', () => {
    const run = spawnSync(process.execPath, [PREFLIGHT], {
      env: { ...process.env, CHROMIUM_PATH: '/nowhere/chromium' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm test cannot run on this machine yet');
    expect(run.stderr).toContain('CHROMIUM_PATH is /nowhere/chromium, which does not exist');
    expect(run.stderr).not.toContain('ReferenceError');
  });
});
