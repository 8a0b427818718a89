import { beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, configFromEnv, SANDBOX_CAPTCHA_TOKEN } from '../platform';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { resetTradeInSandbox, SANDBOX_TRADED_IN_UUID } from '../backends/trade-in/sandbox';
import { createTradeInApi } from './api';
import { USER_ID_NOT_DEFINED, UserIdNotDefinedError } from './types';
import { seededShoppersBeforeEach } from '../backends/account/sandbox/testing';

const server = sandboxServerForTests();
const sent: Array<{ call: string; captcha: string | null }> = [];
server.events.on('request:start', ({ request }) => {
  sent.push({
    call: `${request.method} ${new URL(request.url).pathname}`,
    captcha: request.headers.get(CAPTCHA_HEADER),
  });
});
/** Ada, and Noor who traded in already, signed in afresh for each test: the sandbox answers each only her own token. */
const { ada, noor } = seededShoppersBeforeEach(resetTradeInSandbox);
beforeEach(() => {
  sent.length = 0;
});

const sides = [
  ['newer', 'http://evo.shop.test/sandbox/engagement', '/sandbox/engagement/api'],
  ['older', 'http://shop.test/sandbox/engagement', '/sandbox/engagement'],
] as const;

describe.each(sides)('trade-in on the %s side', (side, engagementUrl, root) => {
  const config = configFromEnv({ ENGAGEMENT_API_URL: engagementUrl });
  const tradeIn = (identity: { uuid: string; token: string } | null = ada) =>
    createTradeInApi(config, () => identity);

  it(`GET /trade-in/configuration (${side}): the seeded programme takes devices for 30 EUR`, async () => {
    expect(tradeIn().side).toBe(side);
    expect(await tradeIn().configuration()).toEqual({
      active: true,
      name: 'Device trade-in',
      categoryIds: ['devices'],
      credit: { value: 30, currency: 'EUR' },
      termsUrl: null,
    });
    expect(sent.map((request) => request.call)).toEqual([`GET ${root}/trade-in/configuration`]);
  });

  it(`GET /trade-in/is-eligible/{uuid} (${side}): one trade-in per shopper, asked with the captcha token`, async () => {
    expect(await tradeIn().isEligible()).toBe(true);
    expect(await tradeIn(noor).isEligible()).toBe(false);
    expect(sent).toEqual([
      { call: `GET ${root}/trade-in/is-eligible/${ada.uuid}`, captcha: SANDBOX_CAPTCHA_TOKEN },
      { call: `GET ${root}/trade-in/is-eligible/${SANDBOX_TRADED_IN_UUID}`, captcha: SANDBOX_CAPTCHA_TOKEN },
    ]);
  });

  it(`GET /trade-in/is-eligible/{categoryId}/{userId} (${side}): devices qualify, flavour sticks do not`, async () => {
    expect(await tradeIn().isEligibleInCategory('devices')).toBe(true);
    expect(await tradeIn().isEligibleInCategory('sticks')).toBe(false);
    expect(await tradeIn(noor).isEligibleInCategory('devices')).toBe(false);
    expect(sent[0]).toEqual({
      call: `GET ${root}/trade-in/is-eligible/devices/${ada.uuid}`,
      captcha: SANDBOX_CAPTCHA_TOKEN,
    });
  });

  it(`user id not defined (spec section 5, ${side}): eligibility without a user id is refused before any call`, async () => {
    const guest = tradeIn(null);
    await expect(guest.isEligible()).rejects.toThrow(new UserIdNotDefinedError());
    await expect(guest.isEligibleInCategory('devices')).rejects.toThrow(USER_ID_NOT_DEFINED);
    expect(USER_ID_NOT_DEFINED).toBe('user id not defined');
    expect(sent).toEqual([]);
  });
});
