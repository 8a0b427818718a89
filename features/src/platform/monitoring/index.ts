export { consoleReporter, reportError, setMonitoringReporter } from './reporter';
export type { MonitoringReporter } from './reporter';
