import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('sanitise: an image with an onerror handler keeps the image and loses the handler', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x" alt="">');
  });

  it('sanitise: script elements and their content are removed', () => {
    expect(sanitizeHtml('<p>Rich</p><script>alert(1)</script>')).toBe('<p>Rich</p>');
  });

  it('sanitise: javascript: links lose their href', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('sanitise: inline styles and forms are removed, text formatting stays', () => {
    expect(
      sanitizeHtml('<p style="color:red"><strong>Bold</strong> <em>taste</em></p><form><input></form>'),
    ).toBe('<p><strong>Bold</strong> <em>taste</em></p>');
  });

  it('sanitise: empty, null and undefined give an empty string', () => {
    expect([sanitizeHtml(''), sanitizeHtml(null), sanitizeHtml(undefined)]).toEqual(['', '', '']);
  });
});

describe('sanitizeHtml accessibility and safety touches', () => {
  it('sanitise: a picture without alt text is marked decorative', () => {
    expect(sanitizeHtml('<img src="/a.jpg">')).toBe('<img src="/a.jpg" alt="">');
  });

  it('sanitise: a link opening a new tab gets rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
