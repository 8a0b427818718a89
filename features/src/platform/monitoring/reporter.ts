/** Where failures go. The console default keeps a trace in development; a real error tracker implements the same interface. */
export interface MonitoringReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
}

export const consoleReporter: MonitoringReporter = {
  report(error, context) {
    console.error('[monitoring]', error, context ?? {});
  },
};

let activeReporter: MonitoringReporter = consoleReporter;

/** Installs the reporter the shop uses (called once at start-up). */
export function setMonitoringReporter(reporter: MonitoringReporter): void {
  activeReporter = reporter;
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  activeReporter.report(error, context);
}
