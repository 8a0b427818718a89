// `npm test`: every gate in order, then one summary. A failing gate does not stop the others, so one run shows everything.
import { spawnSync } from 'node:child_process';

const gates = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit (node + jsdom)', 'npm run test:unit'],
  ['stories (Chromium, axe, visual)', 'npm run test:stories'],
  ['end-to-end (Playwright)', 'npm run test:e2e'],
  ['performance (Lighthouse budgets)', 'npm run test:lighthouse'],
];

const results = [];
for (const [name, command] of gates) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== Summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}  (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`gates: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
