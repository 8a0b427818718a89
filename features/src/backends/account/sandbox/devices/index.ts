import type { RequestHandler } from 'msw';
import { evoDeviceHandlers } from './evo';
import { legacyDeviceHandlers } from './legacy';

export { fixDevicesSandboxClock, resetDevicesSandbox } from './store';
export { sandboxDevices, sandboxPackCodes } from './seed';

export const handlers: RequestHandler[] = [...evoDeviceHandlers, ...legacyDeviceHandlers];
