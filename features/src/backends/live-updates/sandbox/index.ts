export { liveUpdatesSandbox, UNKNOWN_MESSAGE_CLOSE } from './server';
export type { LiveUpdatesSandbox } from './server';
export { STATUS_LOOK_MS } from './schema';
