/**
 * `npm run test:checks`: the preflight, then the unit and server suites side by side with lint, the
 * type-check, the build and the size check. The suites leave part of the second core idle (a worker
 * waits on its imports and on PostgreSQL), and the other steps fill it instead of running after them.
 * The steps beside the suites run one after another; their output is held and printed whole when the
 * suites have finished, so it does not cut into vitest's, and a summary names every step that failed.
 * The exit status is 1 when any step failed. Nothing here depends on another step's result but the
 * size check, which reads the build (and is skipped, as a failure, when the build failed).
 */
import { spawn } from 'node:child_process';

/** A step: an npm script, or a node script run directly (the preflight must come first, alone). */
const npm = (script) => ({ name: script, command: 'npm', args: ['run', '--silent', script] });
const PREFLIGHT = { name: 'preflight', command: process.execPath, args: ['scripts/preflight.mjs'] };
const SUITES = npm('test:unit');
const BESIDE = [npm('lint'), npm('typecheck'), npm('build'), npm('check:size')];

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });
}

/**
 * Runs a step; `held` collects its output instead of printing it, and `seen` (for a step printed as it
 * runs) is called with each line it prints. Resolves to its exit code.
 */
function run(step, held, seen) {
  return new Promise((resolve) => {
    const started = performance.now();
    const stdio = held || seen ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    // Piped, vitest would drop its colours on a terminal; CI's log is no terminal and stays plain.
    const env = seen && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(step.command, step.args, { stdio, env });
    running.add(child);
    if (held) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    } else if (seen) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let partial = '';
        from.on('data', (chunk) => {
          to.write(chunk);
          const lines = (partial + chunk.toString()).split('\n');
          partial = lines.pop();
          for (const line of lines) seen(line);
        });
        from.on('end', () => partial && seen(partial));
      }
    }
    child.on('error', (error) => {
      held?.push(Buffer.from(`${error.message}\n`));
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      step.seconds = (performance.now() - started) / 1000;
      step.code = code ?? (signal ? 128 : 1);
      resolve(step.code);
    });
  });
}

/** Starts the steps beside the suites, one after another; each step's `done` settles when it has run. */
function startBesideTheSuites() {
  let previous = Promise.resolve();
  for (const step of BESIDE) {
    step.output = [];
    step.done = previous.then(async () => {
      const build = BESIDE.find((s) => s.name === 'build');
      if (step.name === 'check:size' && build.code !== 0) {
        step.output.push(Buffer.from('skipped: the build failed\n'));
        step.code = 1;
        step.seconds = 0;
        return;
      }
      await run(step, step.output);
    });
    previous = step.done;
  }
}

const seconds = (step) => `${step.seconds.toFixed(0)} s`;

if ((await run(PREFLIGHT)) !== 0) process.exit(1);
startBesideTheSuites();
// The suites' failures are named again at the very end: the build's long output comes after the
// suites', and a log read from its tail (as CI's is) would otherwise show that the suites failed but
// not which test.
const failures = [];
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
let reasonOf = null;
await run(SUITES, undefined, (line) => {
  const plain = line.replace(ansi, '').trim();
  if (reasonOf && plain) {
    reasonOf.reason = plain;
    reasonOf = null;
  }
  // vitest's list of failed tests names each as "FAIL <project> <file> > <test>", its error on the next
  // line; an error outside any test fails the run under an "Unhandled …" heading; the counts end it.
  if (/^(FAIL\s|⎯+ Unhandled)/.test(plain)) {
    reasonOf = { test: plain, reason: '' };
    failures.push(reasonOf);
  } else if (/^(Test Files|Tests|Errors)\s/.test(plain)) {
    failures.push({ test: plain });
  }
});
process.stdout.write(`\n── ${SUITES.name} ${SUITES.code === 0 ? 'passed' : 'FAILED'} (${seconds(SUITES)})\n`);
// What ran beside the suites, in order, each as soon as it (and the suites) are done.
for (const step of BESIDE) {
  await step.done;
  process.stdout.write(`\n── ${step.name}\n`);
  process.stdout.write(Buffer.concat(step.output));
  process.stdout.write(`── ${step.name} ${step.code === 0 ? 'passed' : 'FAILED'} (${seconds(step)})\n`);
}
const failed = [SUITES, ...BESIDE].filter((step) => step.code !== 0).map((step) => step.name);
if (SUITES.code !== 0) {
  const named = failures
    .map(({ test, reason }) => (reason === undefined ? test : `${test}\n    ${reason}`))
    .join('\n');
  process.stdout.write(`\n── what failed in ${SUITES.name}\n${named}\n`);
}
if (failed.length > 0) {
  process.stderr.write(`\ntest:checks failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write('\ntest:checks passed\n');
