/**
 * Where failures go. The console default logs a fault with its trace and a backend's refusal (4xx) in one line; a real
 * error tracker implements the same interface.
 */
export interface MonitoringReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
}

/** A backend's 4xx: it refused what the request asked (a wrong code, a stranger's junk), not a fault of the shop. */
const isRefusal = (error: unknown): error is Error & { status: number } =>
  error instanceof Error && 'status' in error && typeof error.status === 'number' && error.status < 500;

export const consoleReporter: MonitoringReporter = {
  report(error, context) {
    // One line for a refusal: any stranger can cause one, and its stack says nothing about the request.
    if (isRefusal(error)) console.error('[monitoring]', `${error.name}: ${error.message}`, context ?? {});
    else console.error('[monitoring]', error, context ?? {});
  },
};

/** The two levels of a structured logger (pino's signature) a reporter writes failures to. */
export interface FailureLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/**
 * Failures as structured log lines (the server's): a refusal is a warning naming the error without its stack, a fault
 * an error with the error whole (the log's serializer keeps its type, message and stack, never a backend's answer).
 * A backend's refusal of one of its calls (a `service` in the context) is not written again: the server logs each
 * failed call once, under its backend, outcome, status and URL template ('backend call failed').
 */
export function logReporter(log: FailureLog): MonitoringReporter {
  return {
    report(error, context) {
      if (isRefusal(error) && context?.service !== undefined) return;
      if (isRefusal(error))
        log.warn(
          { ...context, err: { type: error.name, message: error.message, status: error.status } },
          'refused',
        );
      else log.error({ ...context, err: error }, 'failure');
    },
  };
}

/**
 * A reporter that also hands the shop's faults to an error tracker (Sentry, while SENTRY_DSN is set): a backend's
 * refusal stays with the first, as any stranger can cause one.
 */
export function withErrorTracker(
  reporter: MonitoringReporter,
  tracker: MonitoringReporter,
): MonitoringReporter {
  return {
    report(error, context) {
      reporter.report(error, context);
      if (!isRefusal(error)) tracker.report(error, context);
    },
  };
}

let activeReporter: MonitoringReporter = consoleReporter;

/** Installs the reporter the shop uses (called once at start-up). */
export function setMonitoringReporter(reporter: MonitoringReporter): void {
  activeReporter = reporter;
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  activeReporter.report(error, context);
}
