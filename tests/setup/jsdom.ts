import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { storeGuestCartId } from '../../features/src/cart/session';
import { loadSanitizer } from '../../design-system/src/components/RichText/sanitizer';

// The project's files share one window (vitest.config.ts: isolate: false). Each file starts as in a new window: no
// stored session or cart, no cookies, an empty body, the address at the root.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});
// Each test starts without a guest cart, as it did when tests cleared the browser's storage that held its id: the
// sandboxes are reset between tests and number carts from 1 again, so a kept id would name another test's cart.
beforeEach(() => {
  storeGuestCartId('default', undefined);
  storeGuestCartId('trial', undefined);
});
afterEach(() => cleanup());

// Components render as the server renders them, with the sanitiser at hand (RichText loads it lazily in a browser;
// RichText.test.tsx covers that path with a fresh module).
await loadSanitizer();

// jsdom has no layout, so no ResizeObserver; Radix primitives measure with it. A no-op stands in.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Nor matchMedia or IntersectionObserver; the carousel (embla) asks both. No media query matches.
if (typeof window.matchMedia === 'undefined') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.IntersectionObserver === 'undefined') {
  // jsdom lays nothing out, so every observed element counts as in view at once: widgets that hydrate when visible
  // render, as they do on a page where they are on screen.
  globalThis.IntersectionObserver = class implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const rect = target.getBoundingClientRect();
      queueMicrotask(() =>
        this.callback(
          [
            {
              target,
              isIntersecting: true,
              intersectionRatio: 1,
              boundingClientRect: rect,
              intersectionRect: rect,
              rootBounds: null,
              time: performance.now(),
            },
          ],
          this,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
