import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configFromEnv, formatterFor } from '@storefront/features/platform';
import { sandboxServerForTests } from '@storefront/features/platform/sandbox/testing';
import { serverReads } from './caching/sharedReads.server';
import { storeTimeZone } from './storeTimeZone.server';

const server = sandboxServerForTests();
const commerce = /\/sandbox\/commerce\/graphql/;

// TIME_ZONE says New York; the demo store's configuration (general/locale/timezone) says Berlin.
const config = configFromEnv({
  COMMERCE_GRAPHQL_URL: 'http://shop.test/sandbox/commerce/graphql',
  TIME_ZONE: 'America/New_York',
});

describe("the store's time zone", () => {
  it("dates: the page's time zone is the one Magento's store configuration names (storeConfig.timezone), shown alike on the server and in the browser", async () => {
    serverReads.forget();
    const timeZone = await storeTimeZone(config);
    expect(timeZone).toBe('Europe/Berlin');
    // An order placed at 23:30 UTC on 5 January was the 6th on the store's clock.
    expect(formatterFor('de-DE', timeZone).date('2026-01-05T23:30:00Z', { dateStyle: 'medium' })).toBe(
      '06.01.2026',
    );
  });

  it('dates: TIME_ZONE stands (no zone from the store) when the store configuration names none this runtime knows, or cannot be read', async () => {
    serverReads.forget();
    server.use(
      http.get(commerce, () =>
        HttpResponse.json({
          data: { storeConfig: { store_code: 'default', timezone: 'Mars/Olympus_Mons' } },
        }),
      ),
    );
    expect(await storeTimeZone(config)).toBeUndefined();
    serverReads.forget();
    server.use(http.get(commerce, () => HttpResponse.error()));
    expect(await storeTimeZone(config)).toBeUndefined();
  });
});
