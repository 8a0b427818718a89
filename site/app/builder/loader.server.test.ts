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

type DataOf = { data: BuilderPageData; init?: { status?: number; headers?: HeadersInit } };

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

  it('builder page: builder.preview and an entry id in the URL never make the server serve a draft', async () => {
    for (const path of [
      '/flavours/ember?builder.preview=page',
      '/flavours/ember?builder.preview=page&builder.overrides.page=sandbox-flavour-ember',
    ])
      await expect(loadBuilderPage(new Request(`http://shop.test${path}`)), path).rejects.toMatchObject({
        status: 404,
      });
    const published = await open('/iluma-club');
    expect(await open('/iluma-club?builder.preview=page&builder.overrides.page=sandbox-iluma-club')).toBe(
      published,
    );
  });

  it("builder page: the editor's canvas is the published page, private and noindex; an unpublished page an empty one with its 404", async () => {
    const editor = '?builder.preview=page&builder.frameEditing=page&__builder_editing__=true';
    const published = await open('/iluma-club');
    const canvas = (await loadBuilderPage(new Request(`http://shop.test/iluma-club${editor}`))) as DataOf;
    expect(canvas.data).toMatchObject({ editing: true });
    expect(canvas.data.content.data).toBe(published);
    expect(new Headers(canvas.init?.headers).get('x-robots-tag')).toBe('noindex');
    expect(new Headers(canvas.init?.headers).get('cache-control')).toBe('private, no-store');
    const draft = (await loadBuilderPage(
      new Request(`http://shop.test/flavours/ember${editor}&builder.overrides.page=sandbox-flavour-ember`),
    )) as DataOf;
    expect(draft.init?.status).toBe(404);
    expect(draft.data.content.data.blocks).toEqual([]);
    expect(JSON.stringify(draft.data)).not.toContain('Ember');
  });
});
