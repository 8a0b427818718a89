import { afterEach, describe, expect, test, vi } from 'vitest';
import { reportCrashes, testRenderFault } from './lifecycle.mjs';

type Listener = (...args: unknown[]) => void;

/** The listener reportCrashes just added for `event`, called directly: emitting it would reach the test runner's too. */
function installed(event: 'unhandledRejection' | 'uncaughtException'): Listener {
  return process.listeners(event).at(-1) as Listener;
}

describe('crashes', () => {
  const added: Array<['unhandledRejection' | 'uncaughtException', Listener]> = [];
  afterEach(() => {
    for (const [event, listener] of added.splice(0)) process.off(event, listener);
    vi.restoreAllMocks();
  });

  function install() {
    const report = vi.fn();
    const shutdown = vi.fn();
    reportCrashes({ report, shutdown });
    const rejection = installed('unhandledRejection');
    const exception = installed('uncaughtException');
    added.push(['unhandledRejection', rejection], ['uncaughtException', exception]);
    return { report, shutdown, rejection, exception };
  }

  test('crashes: an unhandled rejection is reported (a line of the server log) and the server keeps serving', () => {
    const { report, shutdown, rejection } = install();
    const reason = new Error('nobody awaited this');
    rejection(reason, Promise.resolve());
    expect(report).toHaveBeenCalledWith(reason, { where: 'unhandledRejection' });
    expect(shutdown).not.toHaveBeenCalled();
  });

  test('crashes: an uncaught exception is reported (a line of the server log) and drains the server to exit with code 1', () => {
    const { report, shutdown, exception } = install();
    const error = new Error('state unknown');
    exception(error);
    expect(report).toHaveBeenCalledWith(error, { where: 'uncaughtException' });
    expect(shutdown).toHaveBeenCalledWith('uncaughtException', 1);
  });
});

describe('the render fault for tests', () => {
  const loader = vi.fn(() => 'page data');
  const build = { routes: { root: { id: 'root', module: { loader } } } };
  const app = { use: vi.fn() };
  const args = (headers: Record<string, string> = {}) => ({
    request: new Request('http://shop.test/', { headers }),
  });
  type Loader = (input: ReturnType<typeof args>) => unknown;
  const rootLoader = (served: typeof build) => served.routes.root.module.loader as unknown as Loader;

  test('render fault: without STOREFRONT_TEST_FAULTS=render, or without the sandbox, the build is served as it is', () => {
    expect(testRenderFault(app, build, { env: {}, sandbox: true, log: () => {} })).toBe(build);
    expect(testRenderFault(app, build, { env: { STOREFRONT_TEST_FAULTS: 'render' }, sandbox: false })).toBe(
      build,
    );
    expect(app.use).not.toHaveBeenCalled();
  });

  test("render fault: with it, the root loader throws the header's message, and loads as ever without the header", () => {
    const env = { STOREFRONT_TEST_FAULTS: 'stall, render' };
    const served = testRenderFault(app, build, { env, sandbox: true, log: () => {} });
    expect(() => rootLoader(served)(args({ 'x-storefront-test-fault': 'it broke' }))).toThrow('it broke');
    expect(rootLoader(served)(args())).toBe('page data');
    // The header from another machine is removed before React Router sees it.
    const strip = app.use.mock.calls[0]![0] as (req: unknown, res: unknown, next: () => void) => void;
    const req = { socket: { remoteAddress: '203.0.113.9' }, headers: { 'x-storefront-test-fault': 'x' } };
    strip(req, {}, () => {});
    expect(req.headers).toEqual({});
  });
});
