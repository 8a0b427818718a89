// `npm test`: every gate in order, then one summary. A failing gate does not stop the others, so one run shows everything.
// Lint comes first (ESLint, the dependency rules, then Prettier's check): the cheapest gate names a broken file soonest.
// The summary repeats the end of each failed or flaky gate's output (the runner's own list of what failed): a CI log
// that keeps only its last lines still says which test broke.
import { spawn } from 'node:child_process';

const gates = [
  ['lint (ESLint, dependency rules, Prettier)', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit (node + jsdom)', 'npm run test:unit'],
  ['stories (Chromium, axe, visual)', 'npm run test:stories'],
  ['end-to-end (Playwright)', 'npm run test:e2e'],
  // The end-to-end gate has just built the site: the timed specs and Lighthouse serve that build instead of building
  // it again, each alone on the machine.
  ['end-to-end, timed (Playwright, one at a time)', 'SITE_PREBUILT=1 npm run test:e2e:timed'],
  ['performance (Lighthouse budgets)', 'SITE_PREBUILT=1 npm run test:lighthouse'],
];

const tailLines = 25;

/** Runs a gate with its output passed through live, and resolves with its exit status and last lines. */
function runGate(command) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString())
        .split('\n')
        .slice(-tailLines - 1)
        .join('\n');
    };
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), keep(chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), keep(chunk)));
    child.on('close', (status) => resolve({ status, tail }));
  });
}

const results = [];
for (const [name, command] of gates) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status, tail } = await runGate(command);
  results.push({ name, ok: status === 0, tail, seconds: Math.round((Date.now() - started) / 1000) });
}

// A gate that passed only on a retry says so too: a flaky test is named, not hidden.
for (const { name, ok, tail } of results.filter((result) => !result.ok || /\bflaky\b/.test(result.tail))) {
  console.log(
    `\n=== ${name} ${ok ? 'passed with flaky tests' : 'failed'}; its last lines:\n${tail.trimEnd()}`,
  );
}
console.log('\n=== Summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}  (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`gates: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
