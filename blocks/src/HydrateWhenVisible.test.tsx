import { act, lazy, useState, type ReactNode } from 'react';
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

/**
 * The widget as the server rendered it (no observer there), hydrated with its code still to come: the test says when it
 * nears the viewport and when its code arrives.
 */
async function hydratedBeforeItsCode(Widget: () => ReactNode) {
  vi.stubGlobal('IntersectionObserver', undefined);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <HydrateWhenVisible>
      <Widget />
    </HydrateWhenVisible>,
  );
  document.body.append(container);
  const nearViewport = watchViewport();
  let deliver: ((chunk: { default: typeof Widget }) => void) | undefined;
  const LazyWidget = lazy(() => new Promise<{ default: typeof Widget }>((resolve) => (deliver = resolve)));
  await act(async () => {
    hydrateRoot(
      container,
      <HydrateWhenVisible>
        <LazyWidget />
      </HydrateWhenVisible>,
    );
  });
  return {
    container,
    nearViewport: () => act(async () => nearViewport()),
    codeAsked: () => deliver !== undefined,
    deliverCode: () => act(async () => deliver?.({ default: Widget })),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('HydrateWhenVisible', () => {
  it('hydrate when visible: the server markup stays on screen while the widget’s code loads, then the widget takes over, keeping the shopper’s focus and press', async () => {
    // The server has no observer, so it renders the widget in full.
    const { container, nearViewport, codeAsked, deliverCode } = await hydratedBeforeItsCode(Widget);
    expect(container.textContent).toBe('Frequently asked');
    expect(codeAsked(), 'the code is not asked for before the widget nears the viewport').toBe(false);

    // Near the viewport, the widget's code is asked for; until it arrives the shopper keeps seeing the server's markup.
    await nearViewport();
    expect(codeAsked()).toBe(true);
    expect(container.textContent).toBe('Frequently asked');

    // The shopper tabs to the button and presses it before the code is in.
    await act(async () => {
      container.querySelector('button')?.focus();
      container.querySelector('button')?.click();
    });
    expect(container.textContent).toBe('Frequently asked');

    await deliverCode();
    const buttons = container.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    expect(document.activeElement, 'the focus stays on the button').toBe(buttons[0]);
    expect(container.textContent, 'the press is carried out').toBe('Opened');
  });

  it('hydrate when visible: an address typed and a form sent in the server markup before the code arrives are carried into the widget, which sends it once with its own checks', async () => {
    const sent: string[] = [];
    function SignupWidget() {
      const [email, setEmail] = useState('');
      return (
        <form
          method="post"
          action="/newsletter/subscription"
          onSubmit={(event) => {
            event.preventDefault();
            sent.push(email);
          }}
        >
          <input
            aria-label="E-mail address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit">Keep me posted</button>
        </form>
      );
    }
    const { container, nearViewport, deliverCode } = await hydratedBeforeItsCode(SignupWidget);
    await nearViewport();

    // The shopper types an address and presses the button while the code is on its way: the page does not post it.
    const field = container.querySelector('input')!;
    field.value = 'reader@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // The browser posts a form whose submit event nobody cancels.
    let posted = true;
    await act(async () => {
      posted = container
        .querySelector('form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(posted, 'the browser does not post the form itself').toBe(false);
    expect(sent).toEqual([]);

    await deliverCode();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('input')!.value, 'what was typed is kept').toBe('reader@example.com');
    expect(sent, 'the widget sends it, once').toEqual(['reader@example.com']);
  });

  it('hydrate when visible: a box ticked in the server markup before the code arrives is ticked in the widget, its state following', async () => {
    function AgreementWidget() {
      const [agreed, setAgreed] = useState(false);
      return (
        <label>
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          {agreed ? 'Agreed' : 'I agree'}
        </label>
      );
    }
    const { container, nearViewport, deliverCode } = await hydratedBeforeItsCode(AgreementWidget);
    await nearViewport();
    // The shopper ticks the box while the code is on its way (the browser ticks a native box by itself).
    const box = container.querySelector('input')!;
    box.checked = true;
    box.dispatchEvent(new Event('input', { bubbles: true }));

    await deliverCode();
    expect(container.querySelector('input')!.checked, 'the tick is kept').toBe(true);
    expect(container.querySelector('label')!.textContent, "the widget's state follows").toBe('Agreed');
  });
});
