import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleReporter, setMonitoringReporter } from '@storefront/features/platform';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { loadBuilderPage, type BuilderPageData } from './loader.server';

const server = setupServer(...sandboxHandlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setMonitoringReporter({ report: () => undefined });
});
afterAll(() => {
  server.close();
  setMonitoringReporter(consoleReporter);
});

/** The page's data as the loader hands it to the render. */
async function open(path: string) {
  const loaded = (await loadBuilderPage(new Request(`http://shop.test${path}`))) as { data: BuilderPageData };
  return loaded.data.content.data;
}

describe('builder page preparation', () => {
  it('builder page: a published page is prepared once per Builder answer, and no render can change what the next visitor gets', async () => {
    const first = await open('/iluma-club');
    const again = await open('/iluma-club');
    expect(again).toBe(first);
    const accordion = JSON.stringify(first.blocks);
    expect(accordion).toContain('Does the club cost anything?');
    const block = first.blocks![0]!;
    expect(() => {
      (block as { id?: string }).id = 'changed';
    }).toThrow(TypeError);
    expect(() => first.blocks!.pop()).toThrow(TypeError);
    expect(JSON.stringify((await open('/iluma-club')).blocks)).toBe(accordion);
  });

  it('builder page: a preview is prepared for its own render, never from the published copy', async () => {
    const published = await open('/iluma-club');
    const preview = '/iluma-club?builder.preview=page&builder.overrides.page=sandbox-iluma-club';
    const first = await open(preview);
    expect(first).not.toBe(published);
    expect(await open(preview)).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
  });
});
