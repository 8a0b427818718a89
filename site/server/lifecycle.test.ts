import { afterEach, describe, expect, test, vi } from 'vitest';
import { reportCrashes } from './lifecycle.mjs';

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
