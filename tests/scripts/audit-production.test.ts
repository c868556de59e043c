/**
 * `npm run audit:prod` (scripts/audit-production.mjs) over what `npm audit --omit=dev --json` can print,
 * from a stand-in `npm` first on PATH: a high or critical finding fails (1), lesser ones pass (0), and
 * a registry that cannot be asked (this machine's 405 to the bulk advisory request) is reported as not
 * checked (2), never as clean.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the script with an `npm` that prints `report` as JSON and exits with `code`. */
function audit(report: unknown, code: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'priyom-fake-npm-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'report.json'), JSON.stringify(report));
  const npm = path.join(dir, 'npm');
  writeFileSync(npm, `#!/bin/sh\ncat "${path.join(dir, 'report.json')}"\nexit ${code}\n`);
  chmodSync(npm, 0o755);
  const run = spawnSync(process.execPath, ['scripts/audit-production.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PATH: `${dir}${path.delimiter}${process.env.PATH}` },
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout };
}

function report(vulnerabilities: Record<string, { severity: string }>) {
  const counts: Record<string, number> = {};
  for (const { severity } of Object.values(vulnerabilities)) counts[severity] = (counts[severity] ?? 0) + 1;
  return {
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, { severity }]) => [
        name,
        { name, severity, range: '<9.9.9', fixAvailable: true },
      ]),
    ),
    metadata: { vulnerabilities: counts, dependencies: { prod: 269 } },
  };
}

describe('npm run audit:prod', () => {
  it('fails on a high or a critical advisory and names the package', () => {
    for (const severity of ['high', 'critical']) {
      const run = audit(report({ 'some-lib': { severity }, other: { severity: 'low' } }), 1);
      expect(run.status).toBe(1);
      expect(run.output).toContain(`${severity}: some-lib`);
      expect(run.output).not.toContain('low: other');
    }
  });

  it('passes with moderate and low advisories only, and with none', () => {
    expect(audit(report({ a: { severity: 'moderate' }, b: { severity: 'low' } }), 1).status).toBe(0);
    const clean = audit(report({}), 0);
    expect(clean.status).toBe(0);
    expect(clean.output).toContain('0 critical, 0 high');
  });

  it('says it could not check when the registry refuses the advisory request', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    };
    const run = audit(refused, 1);
    expect(run.status).toBe(2);
    expect(run.output).toMatch(/could not check.*405 Method Not Allowed/);
  });

  it('says it could not check when npm prints no report at all', () => {
    const run = audit('not json', 1);
    expect(run.status).toBe(2);
    expect(run.output).toContain('could not check');
  });
});
