import { describe, expect, it } from 'vitest';
import { loggedError } from './logging.mjs';

describe('logged errors', () => {
  it("logs: an error's message and stack are scrubbed of what looks personal, as an error report's are", () => {
    const logged = loggedError(new Error('No account for ada@example.com, phone +49 151 23456789'));
    expect(logged.type).toBe('Error');
    expect(logged.message).toBe('No account for [redacted], phone [redacted]');
    expect(logged.stack).toContain('No account for [redacted]');
    expect(JSON.stringify(logged)).not.toMatch(/ada@example\.com|23456789/);
  });
});
