import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadSanitizer } from '../../design-system/src/components/RichText/sanitizer';

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
