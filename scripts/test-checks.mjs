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

/** Runs a step; `held` collects its output instead of printing it. Resolves to its exit code. */
function run(step, held) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(step.command, step.args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    running.add(child);
    if (held) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
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
await run(SUITES);
process.stdout.write(`\n── ${SUITES.name} ${SUITES.code === 0 ? 'passed' : 'FAILED'} (${seconds(SUITES)})\n`);
// What ran beside the suites, in order, each as soon as it (and the suites) are done.
for (const step of BESIDE) {
  await step.done;
  process.stdout.write(`\n── ${step.name}\n`);
  process.stdout.write(Buffer.concat(step.output));
  process.stdout.write(`── ${step.name} ${step.code === 0 ? 'passed' : 'FAILED'} (${seconds(step)})\n`);
}
const failed = [SUITES, ...BESIDE].filter((step) => step.code !== 0).map((step) => step.name);
if (failed.length > 0) {
  process.stderr.write(`\ntest:checks failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write('\ntest:checks passed\n');
