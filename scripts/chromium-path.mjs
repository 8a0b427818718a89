import { existsSync } from 'node:fs';

/** The Chromium every browser test launches: CHROMIUM_PATH, else Debian's. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? '/usr/bin/chromium';
}
