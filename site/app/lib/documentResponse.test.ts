import { createHash } from 'node:crypto';
import { createElement, Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentResponse } from './documentResponse';
import { cacheHeaders } from './security';

afterEach(() => {
  vi.restoreAllMocks();
});

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));

function Offer({ text }: { text: Promise<string> }) {
  return createElement('p', null, use(text));
}

/** A page whose shell renders at once and whose offer arrives (or fails) a moment later, inside a Suspense boundary. */
const page = (offer: Promise<string>) =>
  createElement(
    'main',
    null,
    createElement('h1', null, 'Flavours'),
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'Loading the offer') },
      createElement(Offer, { text: offer }),
    ),
  );

const render = (offer: Promise<string>, cache: Record<string, string>, whole = false) =>
  documentResponse({
    page: page(offer),
    nonce: 'N0nce',
    status: 200,
    headers: new Headers(cache),
    whole,
    timeoutMs: 2_000,
  });

describe('document response', () => {
  it('a public page is sent whole, so its cached copy holds every part', async () => {
    const response = await render(later('Two packs for one'), cacheHeaders.publicPage);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(cacheHeaders.publicPage['Cache-Control']);
    const html = await response.text();
    expect(html).toContain('<p>Two packs for one</p>');
    expect(html).not.toContain('Loading the offer');
  });

  it("a whole page goes out as one body, not as the renderer's many small chunks", async () => {
    const flavours = Array.from({ length: 400 }, (_, index) =>
      createElement('li', { key: index }, `Flavour ${index}`),
    );
    const response = await documentResponse({
      page: createElement('ul', null, flavours),
      nonce: 'N0nce',
      status: 200,
      headers: new Headers(cacheHeaders.publicPage),
      whole: false,
      timeoutMs: 2_000,
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('<li>Flavour 0</li>');
    expect(first).toContain('<li>Flavour 399</li></ul>');
    expect((await reader.read()).done).toBe(true);
  });

  it('a public page with a part that failed to render is a 500 no cache keeps, and the failure is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('offers service down');
    const response = await render(
      later(null).then(() => Promise.reject(failure)),
      cacheHeaders.publicPage,
    );
    expect(response.status).toBe(500);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.text()).toContain('Flavours');
    expect(logged).toHaveBeenCalledWith(failure);
  });

  it("a shopper's own page streams its shell before slow parts arrive", async () => {
    const response = await render(later('Your offer'), cacheHeaders.privatePage);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('Flavours');
    expect(first).toContain('Loading the offer');
    expect(first).not.toContain('Your offer');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain('Your offer');
  });

  it('crawlers get a private page whole too', async () => {
    const response = await render(later('Your offer'), cacheHeaders.privatePage, true);
    expect(await response.text()).not.toContain('Loading the offer');
  });

  describe('scripts of a page that shared caches keep', () => {
    const policy = "script-src 'self' 'nonce-N0nce' https://captcha.example; object-src 'none'";
    const withScripts = (cache: Record<string, string>) =>
      documentResponse({
        page: createElement(
          'body',
          null,
          createElement('script', { nonce: 'N0nce', dangerouslySetInnerHTML: { __html: 'start()' } }),
          createElement('script', {
            nonce: 'N0nce',
            type: 'module',
            dangerouslySetInnerHTML: { __html: 'import("/assets/entry.js")' },
          }),
          createElement('script', {
            nonce: 'N0nce',
            type: 'application/ld+json',
            dangerouslySetInnerHTML: { __html: '{"@type":"Product"}' },
          }),
        ),
        nonce: 'N0nce',
        status: 200,
        headers: new Headers({ ...cache, 'Content-Security-Policy': policy }),
        whole: false,
        timeoutMs: 2_000,
      });

    it('a cached page allows its inline scripts by hash and carries no nonce, which every visitor would share', async () => {
      const response = await withScripts(cacheHeaders.purgedPage);
      const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      const sent = response.headers.get('Content-Security-Policy')!;
      expect(sent).toMatch(
        /^script-src 'self'( 'sha256-[^']+'){3} https:\/\/captcha\.example; object-src 'none'$/,
      );
      const html = await response.text();
      expect(html).not.toContain('nonce');
      expect(html).toContain('<script>start()</script>');
      // The deferred start adds the module code as a script of its own: it runs by its hash too.
      expect(sent).toContain(hash('import("/assets/entry.js")'));
      const inline = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)];
      expect(inline).toHaveLength(2);
      for (const [, code] of inline) expect(sent).toContain(hash(code!));
    });

    it("a shopper's own page keeps its response's nonce", async () => {
      const response = await withScripts(cacheHeaders.privatePage);
      expect(response.headers.get('Content-Security-Policy')).toBe(policy);
      expect(await response.text()).toContain('<script nonce="N0nce">start()</script>');
    });
  });
});
