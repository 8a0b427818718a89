import { existsSync } from 'node:fs';

/** The varnishd the Varnish end-to-end spec starts: VARNISHD_PATH, else Debian's (packages `varnish`, `varnish-modules`). */
export function varnishdPath() {
  const candidates = [process.env.VARNISHD_PATH, '/usr/sbin/varnishd', '/usr/local/sbin/varnishd'];
  return candidates.find((path) => path && existsSync(path)) ?? '/usr/sbin/varnishd';
}
