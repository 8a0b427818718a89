import { http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, type StorefrontConfig } from '@storefront/features/platform';
import { startSandboxServer, type RunningSandbox } from '@storefront/features/sandbox-server';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { fetchBuilderPage } from './content.server';

/** Every content API request the SDK sends, as the sandbox received it; the sandbox answers it as usual. */
let contentRequests: URL[] = [];
const recordContentRequest = http.get('*/api/v3/content/:model', ({ request }) => {
  contentRequests.push(new URL(request.url));
});
beforeEach(() => {
  contentRequests = [];
});

let sandbox: RunningSandbox;
let config: StorefrontConfig;
beforeAll(async () => {
  sandbox = await startSandboxServer([recordContentRequest, ...sandboxHandlers]);
  config = {
    ...defaultConfig,
    backends: { ...defaultConfig.backends, builder: `${sandbox.origin}/sandbox/builder` },
  };
});
afterAll(() => sandbox.close());

describe('Builder page content through the SDK', () => {
  it('content: fetches the page model entry targeted at the URL path from the configured host', async () => {
    const content = await fetchBuilderPage(config, { urlPath: '/iluma-club' });
    expect(content).toMatchObject({ id: 'sandbox-iluma-club', data: { url: '/iluma-club' } });
  });

  it("content: no results logs 'Error fetching data.' and throws a 404 response", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await fetchBuilderPage(config, { urlPath: '/no-such-page' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Response);
    expect((failure as Response).status).toBe(404);
    expect(log).toHaveBeenCalledWith('Error fetching data.', expect.anything());
    log.mockRestore();
  });

  it("content: a missing API key throws 'Missing API key'", async () => {
    const keyless = { ...config, builder: { ...config.builder, apiKey: '' } };
    await expect(fetchBuilderPage(keyless, { urlPath: '/' })).rejects.toThrow('Missing API key');
  });

  it('content: an unknown API version throws the invalid apiVersion error', async () => {
    await expect(fetchBuilderPage(config, { urlPath: '/', apiVersion: 'v2' })).rejects.toThrow(
      "Invalid apiVersion: expected 'v1' or 'v3', received 'v2'",
    );
  });

  it('content: unpublished pages are found only in preview', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchBuilderPage(config, { urlPath: '/flavours/ember' })).rejects.toBeInstanceOf(Response);
    log.mockRestore();
    const preview = await fetchBuilderPage(config, { urlPath: '/flavours/ember', preview: true });
    expect(preview.id).toBe('sandbox-flavour-ember');
  });

  it('content: the editor previews one entry by id (builder.overrides.page)', async () => {
    const preview = await fetchBuilderPage(config, {
      urlPath: '/',
      preview: true,
      previewEntryId: 'sandbox-flavour-ember',
    });
    expect(preview.id).toBe('sandbox-flavour-ember');
  });

  it('content: the content API is asked for at most 30 entries when no limit is given', async () => {
    await fetchBuilderPage(config, { urlPath: '/iluma-club' });
    expect(contentRequests).toHaveLength(1);
    const [request] = contentRequests;
    expect(request?.pathname).toBe('/sandbox/builder/api/v3/content/page');
    expect(request?.searchParams.get('limit')).toBe('30');
    expect(request?.searchParams.has('offset')).toBe(false);
    expect(request?.searchParams.has('fields')).toBe(false);
  });

  it('content: a given limit, offset, fields and omit are passed to the content API', async () => {
    await fetchBuilderPage(config, {
      urlPath: '/iluma-club',
      limit: 5,
      offset: 0,
      fields: 'id,data',
      omit: 'data.blocks',
    });
    expect(contentRequests).toHaveLength(1);
    const params = contentRequests[0]?.searchParams;
    expect(params?.get('limit')).toBe('5');
    expect(params?.get('offset')).toBe('0');
    expect(params?.get('fields')).toBe('id,data');
    expect(params?.get('omit')).toBe('data.blocks');
  });
});
