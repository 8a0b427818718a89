import { act, lazy, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './HydrateWhenVisible';

function Widget() {
  const [opened, setOpened] = useState(false);
  return (
    <button type="button" onClick={() => setOpened(true)}>
      {opened ? 'Opened' : 'Frequently asked'}
    </button>
  );
}

/** Stands in for the browser's observer: the test says when the widget nears the viewport. */
function watchViewport() {
  let report: IntersectionObserverCallback = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('HydrateWhenVisible', () => {
  it('hydrate when visible: the server markup stays on screen while the widget’s code loads, then the widget takes over, keeping the shopper’s focus and press', async () => {
    // The server has no observer, so it renders the widget in full.
    vi.stubGlobal('IntersectionObserver', undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <HydrateWhenVisible>
        <Widget />
      </HydrateWhenVisible>,
    );
    document.body.append(container);

    const nearViewport = watchViewport();
    let deliverChunk: ((chunk: { default: typeof Widget }) => void) | undefined;
    const LazyWidget = lazy(
      () => new Promise<{ default: typeof Widget }>((resolve) => (deliverChunk = resolve)),
    );
    await act(async () => {
      hydrateRoot(
        container,
        <HydrateWhenVisible>
          <LazyWidget />
        </HydrateWhenVisible>,
      );
    });
    expect(container.textContent).toBe('Frequently asked');
    expect(deliverChunk, 'the code is not asked for before the widget nears the viewport').toBeUndefined();

    // Near the viewport, the widget's code is asked for; until it arrives the shopper keeps seeing the server's markup.
    await act(async () => nearViewport());
    expect(deliverChunk).toBeDefined();
    expect(container.textContent).toBe('Frequently asked');

    // The shopper tabs to the button and presses it before the code is in.
    await act(async () => {
      container.querySelector('button')?.focus();
      container.querySelector('button')?.click();
    });
    expect(container.textContent).toBe('Frequently asked');

    await act(async () => deliverChunk?.({ default: Widget }));
    const buttons = container.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    expect(document.activeElement, 'the focus stays on the button').toBe(buttons[0]);
    expect(container.textContent, 'the press is carried out').toBe('Opened');
  });
});
