import type DOMPurifyModule from 'isomorphic-dompurify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { plainText, sanitizeHtml } from './sanitizeHtml';

// Counts how often the real DOMPurify runs behind sanitizeHtml.
const purify = vi.hoisted(() => ({ runs: 0 }));
vi.mock('isomorphic-dompurify', async (importOriginal) => {
  const { default: real } = await importOriginal<{ default: typeof DOMPurifyModule }>();
  return {
    default: {
      addHook: real.addHook.bind(real),
      removeHook: real.removeHook.bind(real),
      sanitize: (...args: Parameters<typeof real.sanitize>) => {
        purify.runs += 1;
        return real.sanitize(...args);
      },
    },
  };
});

describe('sanitizeHtml on a busy server', () => {
  beforeEach(() => {
    purify.runs = 0;
  });

  it('sanitise: a text seen before is served from memory, and what is served is the clean result', () => {
    const hostile = '<p>Repeat</p><img src=x onerror=alert(1)>';
    expect(sanitizeHtml(hostile)).toBe('<p>Repeat</p><img src="x" alt="">');
    expect(sanitizeHtml(hostile)).toBe('<p>Repeat</p><img src="x" alt="">');
    expect(purify.runs).toBe(1);
  });

  it('sanitise: memory is bounded; the oldest texts are sanitised again when they come back', () => {
    sanitizeHtml('<p>oldest text</p>');
    for (let text = 0; text < 600; text += 1) sanitizeHtml(`<p>text ${text}</p>`);
    purify.runs = 0;
    expect(sanitizeHtml('<p>oldest text</p>')).toBe('<p>oldest text</p>');
    expect(purify.runs).toBe(1);
  });

  it("plain text: a product's description in words is worked out once per text, not once per page view", () => {
    const description = '<p>Warm &amp; <b>toasty</b></p>\n<ul><li>amber</li></ul>';
    expect(plainText(description)).toBe('Warm & toasty amber');
    expect(plainText(description)).toBe('Warm & toasty amber');
    expect(purify.runs).toBe(1);
  });
});
