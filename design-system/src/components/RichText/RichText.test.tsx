import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of React, RichText and its sanitiser for each test: the test setup loads the shared sanitiser, and
// these tests are about a browser that has not loaded it yet.
async function freshBrowser() {
  vi.resetModules();
  const [{ createElement }, { createRoot, hydrateRoot }, { RichText }, sanitizer, styles] = await Promise.all(
    [
      import('react'),
      import('react-dom/client'),
      import('./RichText'),
      import('./sanitizer'),
      import('./RichText.css'),
    ],
  );
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const richText = (html: string) => createElement(RichText, { html });
  /** The markup the server sends for a text, once clean. */
  const serverMarkup = (clean: string) => `<div class="${styles.richText}">${clean}</div>`;
  return { container, createRoot, hydrateRoot, richText, sanitizer, serverMarkup };
}

const hostile =
  '<p>Fresh <strong>mint</strong></p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';

describe('RichText in the browser', () => {
  beforeEach(() => {
    delete (window as { hacked?: number }).hacked;
  });

  it('sanitiser: hydrating the server’s clean markup keeps it and downloads no sanitiser', async () => {
    const { container, hydrateRoot, richText, sanitizer, serverMarkup } = await freshBrowser();
    container.innerHTML = serverMarkup('<p>Fresh <strong>mint</strong></p><img src="x" alt="">');
    await act(async () => {
      hydrateRoot(container, richText(hostile), {
        onRecoverableError: (error) => expect.fail(String(error)),
      });
    });
    expect(container.querySelector('strong')?.textContent).toBe('mint');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(sanitizer.sanitizerNow()).toBeUndefined();
  });

  it('sanitiser: HTML rendered in the browser waits for the sanitiser and is clean when it shows', async () => {
    const { container, createRoot, richText, sanitizer } = await freshBrowser();
    await act(async () => {
      createRoot(container).render(richText(hostile));
    });
    await vi.waitFor(() => expect(container.querySelector('strong')?.textContent).toBe('mint'));
    expect(sanitizer.sanitizerNow()).toBeTypeOf('function');
    expect(container.innerHTML).not.toMatch(/onerror|<script/i);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('sanitiser: a text that changes after hydration is cleaned before it shows', async () => {
    const { container, hydrateRoot, richText, serverMarkup } = await freshBrowser();
    container.innerHTML = serverMarkup('<p>Old text</p>');
    let root: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, richText('<p>Old text</p>'));
    });
    await act(async () => {
      root.render(richText('<p>New <em>text</em></p><img src=x onerror="window.hacked=3">'));
    });
    await vi.waitFor(() => expect(container.querySelector('em')?.textContent).toBe('text'));
    expect(container.innerHTML).not.toMatch(/onerror/i);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
