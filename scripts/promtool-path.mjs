import { existsSync } from 'node:fs';

/** The promtool the metrics test checks `/metrics` with: PROMTOOL_PATH, else Debian's (package `prometheus`). */
export function promtoolPath() {
  const candidates = [process.env.PROMTOOL_PATH, '/usr/bin/promtool', '/usr/local/bin/promtool'];
  return candidates.find((path) => path && existsSync(path)) ?? '/usr/bin/promtool';
}
