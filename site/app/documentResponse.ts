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

/** The whole HTML of a finished render, read once and with its hydration deferred in one pass. */
function wholeBody(body: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => resolve(deferHydrationIn(Buffer.concat(chunks).toString('utf8'))));
    body.on('error', reject);
  });
}

/**
 * Renders a page to its HTML response. A page that shared caches may keep (Cache-Control public) is always sent whole,
 * so a part that failed to render is known before the headers go out: the response is then a 500 that no cache keeps,
 * instead of a broken copy served to every visitor for a minute. A whole page goes out as one body: React writes it in
 * hundreds of small chunks, and each one carried through web streams and compressed on its own cost more CPU than
 * rendering it (a fifth of a product page's, profiled under load).
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
        wholeBody(body).then((html) => resolve(new Response(html, { headers, status })), reject);
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
