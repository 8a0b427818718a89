// Browser tests need a Chromium; Playwright cannot download its own here, so use the system's.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

const path = chromiumPath();
if (existsSync(path)) {
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium not found at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
console.log('Chromium not found: installing the Debian package (apt-get install chromium)...');
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
  {
    stdio: 'inherit',
  },
);
if (!existsSync(chromiumPath())) {
  console.error('apt-get finished but no Chromium binary was found; set CHROMIUM_PATH.');
  process.exit(1);
}
