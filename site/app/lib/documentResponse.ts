import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { deferHydration, deferHydrationIn } from './deferHydration';
import { cacheHeaders } from './security';

export interface DocumentRender {
  page: ReactNode;
  nonce: string;
  status: number;
  headers: Headers;
  /** Send the page whole instead of streaming its shell first. */
  whole: boolean;
  /** Milliseconds after which rendering gives up on pending parts. */
  timeoutMs: number;
}

/** The whole HTML of a finished render, read once. */
function wholeBody(body: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    body.on('error', reject);
  });
}

// An inline script React or the shell wrote: no `src`, and code rather than data (JSON-LD runs nowhere).
const inlineScript = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
const hashesOf = (html: string) =>
  [...html.matchAll(inlineScript)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );

/**
 * A page that shared caches keep reaches many shoppers as one copy, and Varnish or a CDN cannot give each its own
 * nonce: a nonce in it would be one that everyone shares and anyone can read. The copy sent carries no nonce; its
 * inline scripts are allowed by their hashes, and so is the hydration code the deferred start adds as a script of its
 * own (deferHydration.ts), which is the rendered page's module script.
 */
export function scriptsAllowedByHash(rendered: string, nonce: string, policy: string) {
  const html = deferHydrationIn(rendered.replaceAll(` nonce="${nonce}"`, ''));
  const hashes = new Set([...hashesOf(rendered), ...hashesOf(html)]);
  return {
    html,
    policy: policy.replace(` 'nonce-${nonce}'`, [...hashes].map((hash) => ` ${hash}`).join('')),
  };
}

/**
 * Renders a page to its HTML response. A page that shared caches may keep (Cache-Control public) is always sent whole,
 * so a part that failed to render is known before the headers go out: the response is then a 500 that no cache keeps,
 * instead of a broken copy served to every visitor for a minute. A whole page goes out as one body: React writes it in
 * hundreds of small chunks, and each one carried through web streams and compressed on its own cost more CPU than
 * rendering it (a fifth of a product page's, profiled under load). Its scripts are allowed by hash, not by nonce
 * (scriptsAllowedByHash).
 */
export function documentResponse({ page, nonce, status, headers, whole, timeoutMs }: DocumentRender) {
  const cacheable = /\bpublic\b/.test(headers.get('Cache-Control') ?? '');
  const waitForAll = whole || cacheable;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Parts that failed before the shell was ready; the shell itself rendered, or send() would never run.
    const partsFailed: unknown[] = [];
    let failed = false;
    const send = () => {
      for (const error of partsFailed) console.error(error);
      if (failed) {
        status = 500;
        if (cacheable) headers.set('Cache-Control', cacheHeaders.privatePage['Cache-Control']);
      }
      const body = waitForAll ? new PassThrough() : deferHydration();
      headers.set('Content-Type', 'text/html; charset=utf-8');
      body.on('end', () => clearTimeout(deadline));
      pipe(body);
      if (waitForAll)
        wholeBody(body).then((rendered) => {
          const policy = headers.get('Content-Security-Policy');
          if (failed || !cacheable || !policy)
            return resolve(new Response(deferHydrationIn(rendered), { headers, status }));
          const shared = scriptsAllowedByHash(rendered, nonce, policy);
          headers.set('Content-Security-Policy', shared.policy);
          resolve(new Response(shared.html, { headers, status }));
        }, reject);
      else resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
    };
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // A part that is ready when its turn comes is written in place. By default React writes every such part after
      // the first 12.8 KB as a hidden copy that an inline script moves in, so a reader without JavaScript never saw
      // a lazily loaded widget (the club page's questions and its newsletter form).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
        if (!waitForAll) send();
      },
      onAllReady() {
        if (waitForAll) send();
      },
      // The shell's own failure rejects; React Router logs it and renders the error page.
      onShellError(error: unknown) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        if (shellRendered) console.error(error);
        else partsFailed.push(error);
      },
    });
    // Cleared once the page is written, so a finished render is not held in memory until the deadline.
    const deadline = setTimeout(abort, timeoutMs);
  });
}
