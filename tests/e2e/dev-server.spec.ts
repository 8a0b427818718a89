import { expect, test } from '@playwright/test';
import { ownPort, startServer } from './support/server';

/** Issue 12: `npm run dev` (Vite in middleware mode, hot reload) starts and server-renders the shop's pages. */
test('dev server: `npm run dev` starts, server-renders a Builder page and a product page, and stops cleanly', async () => {
  // The first request of a dev server transforms the whole app on demand: slower than a built server.
  test.setTimeout(90_000);
  const server = await startServer({
    port: ownPort(6),
    command: ['npm', 'run', 'dev'],
    env: { NODE_ENV: undefined, PUBLIC_URL: undefined, SANDBOX: undefined },
  });
  try {
    expect(server.output()).toContain('Storefront ready');
    const pages = [
      // The home page is Builder content (the sandbox's `page` entry for /).
      { path: '/', text: 'Find the flavour that fits your day' },
      { path: '/products/AURORA', text: 'Aurora Device' },
    ];
    for (const { path, text } of pages) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      // Server-rendered: the text is in the page source, not added by the browser later.
      expect(html, path).toContain(text);
    }
    expect(server.output()).not.toMatch(
      /module is not defined|ERR_AMBIGUOUS_MODULE_SYNTAX|Error when evaluating/,
    );
  } finally {
    await server.stop();
  }
  expect(server.output()).toContain('every request answered');
  expect(
    await fetch(`${server.origin}/healthz`).then(
      () => 'answered',
      () => 'closed',
    ),
  ).toBe('closed');
});
