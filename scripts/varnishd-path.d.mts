/** The varnishd the Varnish end-to-end spec starts: VARNISHD_PATH, else Debian's (packages `varnish`, `varnish-modules`). */
export function varnishdPath(): string;
