import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';
import { loadSanitizer } from './sanitizer';

const hostile = '<p>Smooth <strong>amber</strong></p><img src=x onerror=alert(1)><script>alert(2)</script>';

// The server loads the sanitiser before its first render (site/app/entry.server.tsx).
await loadSanitizer();

describe('RichText on the server', () => {
  const markup = renderToString(createElement(RichText, { html: hostile }));

  it('server render: a hostile description renders with no event handler', () => {
    expect(markup).not.toMatch(/onerror/i);
    expect(markup).toContain('<img src="x" alt="">');
  });

  it('server render: script elements never reach the markup', () => {
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toContain('alert(2)');
  });

  it('server render: the harmless markup is kept', () => {
    expect(markup).toContain('<p>Smooth <strong>amber</strong></p>');
  });
});
