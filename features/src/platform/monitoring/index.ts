export {
  consoleReporter,
  logReporter,
  reportError,
  setMonitoringReporter,
  withErrorTracker,
} from './reporter';
export type { FailureLog, MonitoringReporter } from './reporter';
export { countShopEvent, listenToShopEvents } from './shopEvents';
export type { ShopEvent } from './shopEvents';
