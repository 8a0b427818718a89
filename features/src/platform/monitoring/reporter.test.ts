import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionError, HttpError } from '../http/errors';
import { consoleReporter, logReporter, withErrorTracker } from './reporter';

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

describe('log reporter', () => {
  const written = (error: unknown, context: Record<string, unknown> = { service: 'offline-purchases' }) => {
    const lines: Array<[string, Record<string, unknown>, string]> = [];
    const log = {
      warn: (fields: Record<string, unknown>, message: string) => lines.push(['warn', fields, message]),
      error: (fields: Record<string, unknown>, message: string) => lines.push(['error', fields, message]),
    };
    logReporter(log).report(error, context);
    return lines;
  };

  it("monitoring: a refusal is a warning naming the error, without its stack or the backend's answer", () => {
    expect(
      written(new HttpError(422, { email: 'ada@example.com' }, 'Something went wrong.'), { step: 'x' }),
    ).toEqual([
      [
        'warn',
        { step: 'x', err: { type: 'HttpError', message: 'HTTP 422: Something went wrong.', status: 422 } },
        'refused',
      ],
    ]);
  });

  it("monitoring: a backend's refusal of its call is not logged twice: the call's own line ('backend call failed') says it", () => {
    expect(written(new HttpError(401, null, 'Session expired'), { service: 'account' })).toEqual([]);
  });

  it('monitoring: a fault is an error line with the error whole, for the log to write its stack', () => {
    const fault = new ConnectionError('timed out', true);
    expect(written(fault)).toEqual([['error', { service: 'offline-purchases', err: fault }, 'failure']]);
  });
});

describe('error tracker', () => {
  it("monitoring: faults go to the error tracker as well as the log; a backend's refusal (4xx) only to the log", () => {
    const logged: unknown[] = [];
    const tracked: unknown[] = [];
    const reporter = withErrorTracker(
      { report: (error) => logged.push(error) },
      { report: (error, context) => tracked.push([error, context]) },
    );
    const refusal = new HttpError(422, { message: 'invalid' }, 'Something went wrong.');
    const fault = new HttpError(503, null, 'down');
    reporter.report(refusal);
    reporter.report(fault, { service: 'commerce' });
    expect(logged).toEqual([refusal, fault]);
    expect(tracked).toEqual([[fault, { service: 'commerce' }]]);
  });
});
