import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferHydration, deferHydrationIn, hydrationDeadlineMs } from './deferHydration';

// As React Router sends it: `<` inside its JSON is already escaped; a bare `<` may still appear in code.
const hydrationCode =
  'import * as route0 from "/assets/root.js";\nif (1 <2) window.__manifest = {"a":"\\u003c/script>"};\nimport("/assets/entry.js");';
const html =
  '<html><head><link rel="stylesheet" href="/assets/c.css"/></head><body><main>€ café</main>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="N0nce=="/><link rel="modulepreload" href="/assets/root.js" nonce="N0nce=="/>' +
  '<script nonce="N0nce==">window.__reactRouterContext = {};</script>' +
  `<script nonce="N0nce==" type="module" async="">${hydrationCode}</script>` +
  '</body></html>';

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(deferHydration()));
}

/** Runs the rewritten hydration script against a stand-in document and reports what it added to <head>. */
function runDeferredScript(page: string, readyState: 'loading' | 'complete') {
  const script = /<script nonce="N0nce==" type="module" async="">([\s\S]*?)<\/script>/.exec(page)?.[1];
  const added: Array<Record<string, string>> = [];
  const listeners: Record<string, () => void> = {};
  const timers: Array<[() => void, number]> = [];
  let painted = false;
  const paintWatchers: Array<() => void> = [];
  runInNewContext(script!, {
    document: {
      readyState,
      createElement: (tagName: string) => ({ tagName }),
      head: { append: (element: Record<string, string>) => added.push(element) },
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout: (callback: () => void, delay: number) => timers.push([callback, delay]),
    performance: {
      getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []),
    },
    PerformanceObserver: class {
      constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
      observe({ type }: { type: string }) {
        if (type === 'paint') paintWatchers.push(() => this.callback({}, { disconnect: () => {} }));
      }
    },
  });
  /** The browser shows the page's first content. */
  const paint = () => {
    painted = true;
    paintWatchers.splice(0).forEach((watcher) => watcher());
  };
  return { added, listeners, timers, paint };
}

describe('deferred hydration', () => {
  it('performance: hydration code waits for the page to load and paint, then preloads and runs exactly what React Router sent', async () => {
    const page = await through([Buffer.from(html)]);
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<script nonce="N0nce==">window.__reactRouterContext = {};</script>');
    expect(page).toContain('<main>€ café</main>');

    const { added, listeners, timers, paint } = runDeferredScript(page, 'loading');
    expect(added).toEqual([]);
    listeners['load']!();
    // Loaded is not enough: not before the page has shown its first content.
    expect(added).toEqual([]);
    paint();
    expect(added).toEqual([
      { tagName: 'link', rel: 'modulepreload', href: '/assets/entry.js' },
      { tagName: 'link', rel: 'modulepreload', href: '/assets/root.js' },
      { tagName: 'script', type: 'module', nonce: 'N0nce==', textContent: hydrationCode },
    ]);
    // The deadline fires later and does not start hydration a second time.
    expect(timers.map(([, delay]) => delay)).toEqual([hydrationDeadlineMs]);
    timers[0]![0]();
    expect(added).toHaveLength(3);
  });

  it('performance: a page whose images never finish still hydrates at the deadline', async () => {
    const { added, timers } = runDeferredScript(await through([Buffer.from(html)]), 'loading');
    timers[0]![0]();
    expect(added.map((element) => element['tagName'])).toEqual(['link', 'link', 'script']);
  });

  it('performance: a page that has already loaded hydrates once it has painted', async () => {
    const { added, paint } = runDeferredScript(await through([Buffer.from(html)]), 'complete');
    paint();
    expect(added).toHaveLength(3);
  });

  it('performance: tags and the hydration script split across stream chunks (even inside a character) are rewritten the same', async () => {
    const bytes = Buffer.from(html);
    const whole = await through([bytes]);
    for (const size of [1, 7, 64]) {
      const chunks: Buffer[] = [];
      for (let index = 0; index < bytes.length; index += size)
        chunks.push(bytes.subarray(index, index + size));
      expect(await through(chunks)).toBe(whole);
    }
  });

  it('performance: a page sent whole is rewritten in one pass exactly as when it is streamed', async () => {
    const streamed = await through([Buffer.from(html)]);
    expect(deferHydrationIn(html)).toBe(streamed);
    expect(streamed).not.toBe(html);
    // A page without React Router's scripts (an error page rendered without them) is left as it is.
    const plain = '<html><body><main>Not found</main></body></html>';
    expect(deferHydrationIn(plain)).toBe(plain);
  });

  it('performance: the carried code cannot close the hydration script early', async () => {
    const script = /<script nonce="N0nce==" type="module" async="">([\s\S]*?)<\/script>/.exec(
      await through([Buffer.from(html)]),
    )![1]!;
    expect(script).not.toContain('<');
  });
});
