// `npm run audit:prod`: what a clinic installs (npm ci --omit=dev: the server and everything the
// browser bundle is built from) must have no high or critical advisory. Exit 0: none; 1: findings,
// listed; 2: the registry's advisory service could not be asked (an answer that is not a report), which
// says nothing either way, so CI reports it rather than failing on it.
import { execFileSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let text = '';
try {
  text = execFileSync(npm, ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
} catch (error) {
  // npm audit exits non-zero both when it finds something and when it cannot ask: the JSON tells which.
  text = String(error.stdout ?? '');
}

let report;
try {
  report = JSON.parse(text);
} catch {
  report = null;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = report?.message ?? report?.error?.summary ?? (text.trim().slice(0, 200) || 'no answer');
  console.log(`audit:prod could not check: the registry's advisory service answered ${why}`);
  process.exit(2);
}
const serious = Object.values(report.vulnerabilities ?? {}).filter(
  (entry) => entry.severity === 'high' || entry.severity === 'critical',
);
console.log(
  `audit:prod: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low ` +
    `in ${report.metadata.dependencies?.prod ?? '?'} production packages`,
);
for (const entry of serious)
  console.log(
    `  ${entry.severity}: ${entry.name} ${entry.range} (fix: ${JSON.stringify(entry.fixAvailable)})`,
  );
process.exit(serious.length > 0 ? 1 : 0);
