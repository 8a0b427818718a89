import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionError, HttpError } from '../http/errors';
import { consoleReporter } from './reporter';

describe('console reporter', () => {
  afterEach(() => vi.restoreAllMocks());

  const logged = (error: unknown) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    consoleReporter.report(error, { service: 'offline-purchases', status: 422 });
    return log.mock.calls.at(-1) ?? [];
  };

  it("monitoring: a backend's refusal (4xx), which any junk request can cause, is one line without a stack", () => {
    const [prefix, line, context] = logged(
      new HttpError(422, { message: 'invalid' }, 'Something went wrong.'),
    );
    expect(prefix).toBe('[monitoring]');
    expect(line).toBe('HttpError: HTTP 422: Something went wrong.');
    expect(context).toEqual({ service: 'offline-purchases', status: 422 });
  });

  it('monitoring: a fault (5xx, no answer, an exception) is logged whole, with its stack', () => {
    for (const error of [
      new HttpError(503, null, 'down'),
      new ConnectionError('timed out', true),
      new TypeError('x'),
    ])
      expect(logged(error)[1]).toBe(error);
  });
});
