import { beforeAll } from 'vitest';

// Files of a project share one module graph (vitest.config.ts: isolate: false), so the embedded sandboxes' demo data
// (accounts, carts, points) would carry one file's changes into the next: a cancelled account, a changed password.
// Every backend's sandbox that can be reset is, before each file, as a new process would start it.
const sandboxes = import.meta.glob<Record<string, unknown>>(
  '../../features/src/backends/*/sandbox/index.ts',
  {
    eager: true,
  },
);
const resets = Object.values(sandboxes).flatMap((module) =>
  Object.entries(module)
    .filter(([name, value]) => /^reset\w*Sandbox$/.test(name) && typeof value === 'function')
    .map(([, reset]) => reset as () => void),
);

beforeAll(() => {
  for (const reset of resets) reset();
});
