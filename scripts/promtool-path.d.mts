/** The promtool the metrics test checks `/metrics` with: PROMTOOL_PATH, else Debian's (package `prometheus`). */
export function promtoolPath(): string;
