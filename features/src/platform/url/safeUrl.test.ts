import { describe, expect, it } from 'vitest';
import { safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it('links: paths, queries and fragments of the shop, web, e-mail and phone links are kept', () => {
    for (const url of [
      '/stores',
      '/faq#charging',
      '?page=2',
      '#main',
      'https://example.com/a',
      'http://example.com',
      'mailto:club@example.com',
      'tel:+4930123456',
    ])
      expect(safeUrl(url, 'link')).toBe(url);
  });

  it('links: javascript:, data:, vbscript: and other schemes are refused, however they are spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '\u0000javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://example.com/1',
    ])
      expect(safeUrl(url, 'link')).toBeUndefined();
  });

  it('links: protocol-relative addresses, which leave the shop, are not taken for paths', () => {
    for (const url of ['//evil.example/', '/\\evil.example/', '/\t/evil.example/'])
      expect(safeUrl(url, 'link')).toBeUndefined();
  });

  it('media: only web addresses load: no data:, mailto: or tel:', () => {
    expect(safeUrl('/media/club.mp4', 'media')).toBe('/media/club.mp4');
    expect(safeUrl('https://cdn.example.com/a.jpg', 'media')).toBe('https://cdn.example.com/a.jpg');
    for (const url of ['data:image/png;base64,AAAA', 'mailto:a@example.com', 'javascript:alert(1)'])
      expect(safeUrl(url, 'media')).toBeUndefined();
  });

  it('secure media: paths of the shop and https addresses only, never plain http', () => {
    expect(safeUrl('/sandbox/payments/icons/card.svg', 'secureMedia')).toBe(
      '/sandbox/payments/icons/card.svg',
    );
    expect(safeUrl('https://pay.example/icons/card.svg', 'secureMedia')).toBe(
      'https://pay.example/icons/card.svg',
    );
    for (const url of [
      'http://pay.example/card.svg',
      '//pay.example/card.svg',
      'data:image/svg+xml,<svg/>',
      'card',
    ])
      expect(safeUrl(url, 'secureMedia')).toBeUndefined();
  });

  it('anything that is not a string, or is empty, is refused', () => {
    for (const value of [undefined, null, 42, {}, ['/a'], '', '   '])
      expect(safeUrl(value, 'link')).toBeUndefined();
  });
});
