export { consoleReporter, logReporter, reportError, setMonitoringReporter } from './reporter';
export type { FailureLog, MonitoringReporter } from './reporter';
