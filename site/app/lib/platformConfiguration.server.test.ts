import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  configFromEnv,
  consoleReporter,
  sandboxRoute,
  setMonitoringReporter,
} from '@storefront/features/platform';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import {
  createPlatformConfigurationReader,
  mergePlatformConfiguration,
} from './platformConfiguration.server';

const origin = 'http://shop.test';
const server = setupServer(...sandboxHandlers);
const reported: unknown[] = [];
let reads = 0;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/configuration')) reads += 1;
  });
  setMonitoringReporter({ report: (error) => void reported.push(error) });
});
afterEach(() => {
  server.resetHandlers();
  reported.length = 0;
  reads = 0;
});
afterAll(() => {
  server.close();
  setMonitoringReporter(consoleReporter);
});

const own = configFromEnv({}, origin);
const platformUrl = own.backends.platform;
const answering = (body: Record<string, unknown>) =>
  server.use(http.get(sandboxRoute('platform', '/configuration'), () => HttpResponse.json(body)));

describe('platform configuration', () => {
  it('platform configuration: the sandbox answers with the shop’s own switches', async () => {
    const read = createPlatformConfigurationReader();
    const merged = mergePlatformConfiguration(own, await read(platformUrl), {});
    expect(merged.features).toEqual({ ageVerification: true, keepMeLoggedIn: true, loginStrategy: 'email' });
  });

  it('platform configuration: its feature switches are merged into the shop’s configuration', async () => {
    answering({ features: { keep_me_logged_in: false, login_strategy: 'phone' } });
    const merged = mergePlatformConfiguration(
      own,
      await createPlatformConfigurationReader()(platformUrl),
      {},
    );
    expect(merged.features).toEqual({ ageVerification: true, keepMeLoggedIn: false, loginStrategy: 'phone' });
    expect(merged.backends).toEqual(own.backends);
  });

  it('platform configuration: a switch set in the environment stays the operator’s', async () => {
    answering({ features: { keep_me_logged_in: false, login_strategy: 'phone' } });
    const env = { LOGIN_STRATEGY: 'email' };
    const merged = mergePlatformConfiguration(
      configFromEnv(env, origin),
      await createPlatformConfigurationReader()(platformUrl),
      env,
    );
    expect(merged.features).toMatchObject({ keepMeLoggedIn: false, loginStrategy: 'email' });
  });

  it('platform configuration: read once within its short lifetime, again after it', async () => {
    const read = createPlatformConfigurationReader(50);
    await Promise.all([read(platformUrl), read(platformUrl)]);
    await read(platformUrl);
    expect(reads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await read(platformUrl); // the stale answer, while the next read is under way
    await vi.waitFor(() => expect(reads).toBe(2));
  });

  it('platform configuration: when the platform is down the shop keeps its own configuration, and it is reported', async () => {
    server.use(http.get(sandboxRoute('platform', '/configuration'), () => HttpResponse.error()));
    const read = createPlatformConfigurationReader();
    expect(mergePlatformConfiguration(own, await read(platformUrl), {})).toEqual(own);
    expect(reported.length).toBeGreaterThan(0);
    // Remembered for the lifetime: the next page does not wait on the platform again.
    await read(platformUrl);
    expect(reads).toBe(1);
  });

  it('platform configuration: an answer of the wrong shape is not applied, and is reported', async () => {
    answering({ features: { keep_me_logged_in: 'no' } });
    const read = createPlatformConfigurationReader();
    expect(mergePlatformConfiguration(own, await read(platformUrl), {})).toEqual(own);
    expect(reported.length).toBeGreaterThan(0);
  });
});
