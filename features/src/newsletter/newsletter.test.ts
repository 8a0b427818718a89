import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, configureCaptcha, errorFromResponse, HttpError, sandboxPaths } from '../platform';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { engagementFailureOf, isNewerEngagementBackend } from '../backends/engagement';
import {
  newsletterSubscriber,
  resetEngagementSandbox,
  SANDBOX_INACTIVE_EMAIL,
  SANDBOX_SUBSCRIBED_UUID,
  SANDBOX_UNCONFIRMED_EMAIL,
} from '../backends/engagement/sandbox';
import { createNewsletterApi } from './api';
import { newsletterCallFromForm, newsletterFailureOf, refusedNewsletterFields } from './shop';
import { newsletterMessages } from './messages';
import { newsletterMessagesDe } from './messages.de';
import { newsletterFormSchema } from './types';

const server = sandboxServerForTests();
/** A body as sent: JSON when it is JSON, else the text itself (the unreadable-body test sends no JSON). */
const parsedOrRaw = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
const sent: Array<{ method: string; path: string; body: unknown; captcha: string | null }> = [];
server.events.on('request:start', async ({ request }) => {
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
  sent.push({
    method: request.method,
    path: new URL(request.url).pathname + new URL(request.url).search,
    body: text ? parsedOrRaw(text) : undefined,
    captcha: request.headers.get('x-captcha-token'),
  });
});
beforeEach(() => {
  resetEngagementSandbox();
  sent.length = 0;
});
afterEach(() => configureCaptcha({ enabled: true }));

const sides = Object.entries({ newer: sandboxPaths.engagementEvo, older: sandboxPaths.engagement });
const apiOn = (base: string) =>
  createNewsletterApi(configFromEnv({ ENGAGEMENT_API_URL: `http://shop.test${base}` }));

const subscribeRequest = {
  email: 'new.reader@example.com',
  topics: ['marketing', 'club'],
  dataProcessingAgreement: true,
  preferredLanguage: 'de',
  consentId: 'newsletter-block',
};

describe('engagement backend choice', () => {
  it('engagement: a base URL containing evo selects the newer API, any other the older one (spec section 1)', () => {
    expect(isNewerEngagementBackend('https://engagement-evo.example/api')).toBe(true);
    expect(isNewerEngagementBackend('https://engagement.example')).toBe(false);
    expect(configFromEnv({}).backends.engagement).toBe(sandboxPaths.engagementEvo);
  });
});

describe.each(sides)('newsletter on the %s engagement API', (side, base) => {
  const subscribePath = side === 'newer' ? '/api/messaging/marketing-communications' : '/subscribe';

  it(`newsletter subscribe (${side === 'newer' ? 'POST /api/messaging/marketing-communications' : 'POST /subscribe'}) sends email, topics, consents, agreement, language and consent id with a captcha token`, async () => {
    const subscription = await apiOn(base).subscribe({
      ...subscribeRequest,
      consents: [{ id: 'email', accepted: true }],
    });
    // Double opt-in: a new address waits for the link the service e-mails to it.
    expect(subscription).toMatchObject({
      email: 'new.reader@example.com',
      status: 'unconfirmed',
      topics: ['marketing', 'club'],
    });
    const call = sent.find((request) => request.path.endsWith(subscribePath))!;
    expect(call.method).toBe('POST');
    expect(call.captcha).toBe('sandbox-captcha-token');
    expect(call.body).toEqual({
      email: 'new.reader@example.com',
      [side === 'newer' ? 'category' : 'topics']: ['marketing', 'club'],
      consents: [{ id: 'email', accepted: true }],
      data_processing_agreement: true,
      preferredLanguage: 'de',
      consent_id: 'newsletter-block',
    });
  });

  it(`newsletter unsubscribe (${side === 'newer' ? 'DELETE /api/messaging/marketing-communications/{subscriberUuid}' : 'POST /unsubscribe'}) leaves the topics of the subscriber`, async () => {
    const api = apiOn(base);
    expect(
      await api.unsubscribe({ uuid: SANDBOX_SUBSCRIBED_UUID, topics: ['marketing'], consentId: 'c-1' }),
    ).toBe('unsubscribed');
    expect(newsletterSubscriber('ada@example.com')).toMatchObject({ status: 'unsubscribed', topics: [] });
    const call = sent.at(-1)!;
    if (side === 'newer') {
      expect(call.method).toBe('DELETE');
      expect(call.path).toBe(
        `${base}/api/messaging/marketing-communications/${SANDBOX_SUBSCRIBED_UUID}?category=marketing&consent_id=c-1`,
      );
    } else {
      expect(call).toMatchObject({
        method: 'POST',
        path: `${base}/unsubscribe`,
        body: { uuid: SANDBOX_SUBSCRIBED_UUID, topics: ['marketing'], consent_id: 'c-1' },
      });
    }
    expect(call.captcha).toBe('sandbox-captcha-token');
  });

  it('newsletter statuses: the service answers unconfirmed and not active as they are', async () => {
    const api = apiOn(base);
    expect((await api.subscribe({ ...subscribeRequest, email: SANDBOX_UNCONFIRMED_EMAIL })).status).toBe(
      'unconfirmed',
    );
    expect((await api.subscribe({ ...subscribeRequest, email: SANDBOX_INACTIVE_EMAIL })).status).toBe(
      'not active',
    );
  });

  it('newsletter captcha (spec section 6): without a token the service refuses with 403, worded as the human check', async () => {
    configureCaptcha({ enabled: false });
    const error = await apiOn(base)
      .subscribe(subscribeRequest)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect(engagementFailureOf(error)).toEqual({ reason: 'captcha', fields: [] });
  });

  it('newsletter validation: an invalid address is refused and the field is named', async () => {
    const error = await apiOn(base)
      .subscribe({ ...subscribeRequest, email: 'someone@localhost' })
      .catch((caught: unknown) => caught);
    expect((error as HttpError).status).toBe(side === 'newer' ? 422 : 400);
    expect(engagementFailureOf(error)).toEqual({ reason: 'invalid', fields: ['email'] });
  });

  it('newsletter sandbox: a body that is not JSON is refused with 400 before anything else', async () => {
    const response = await fetch(`http://shop.test${base}${subscribePath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
  });

  it('newsletter unsubscribe: an unknown subscriber is a 404, worded as such', async () => {
    const error = await apiOn(base)
      .unsubscribe({ uuid: 'nobody', topics: [] })
      .catch((caught: unknown) => caught);
    expect((error as HttpError).status).toBe(404);
    expect(engagementFailureOf(error).reason).toBe('unknownSubscriber');
  });

  it('newsletter read: a subscriber’s status and topics are read back as the service keeps them, without a captcha token; a shopper who never subscribed has none', async () => {
    const api = apiOn(base);
    await api.unsubscribe({ uuid: SANDBOX_SUBSCRIBED_UUID, topics: [] });
    expect(await api.read({ uuid: SANDBOX_SUBSCRIBED_UUID, email: 'ada@example.com' })).toMatchObject({
      email: 'ada@example.com',
      status: 'unsubscribed',
      topics: [],
    });
    const read = sent.at(-1)!;
    expect(read.captcha).toBeNull();
    expect(read.path).not.toContain('@');
    expect(await api.read({ uuid: 'never-subscribed', email: 'new@example.com' })).toBeUndefined();
  });
});

describe('newsletter on the shop’s server', () => {
  const config = configFromEnv({ ENGAGEMENT_API_URL: `http://shop.test${sandboxPaths.engagementEvo}` });
  const readForm = () => {
    const form = new FormData();
    form.set('action', 'read');
    form.set('uuid', SANDBOX_SUBSCRIBED_UUID);
    return form;
  };

  it('newsletter read: a guest cannot read anyone’s subscription, even naming a uuid', () => {
    const call = newsletterCallFromForm(readForm(), config);
    expect(call).toEqual({ status: 401, error_code: 'SIGN_IN_TO_READ' });
  });

  it('newsletter refusals: the shop’s own refusals are answered as codes, which the widget words in the page’s language', () => {
    const leave = new FormData();
    leave.set('action', 'unsubscribe');
    expect(newsletterCallFromForm(leave, config)).toEqual({ status: 401, error_code: 'SIGN_IN_TO_LEAVE' });
    expect(newsletterCallFromForm(new FormData(), config)).toEqual({
      status: 400,
      error_code: 'FORM_UNREADABLE',
    });
    // In the browser, the shop's answer is the failure's reason, worded by the newsletter's messages.
    const refused = errorFromResponse(401, { error_code: 'SIGN_IN_TO_LEAVE' }, 'service');
    expect(newsletterFailureOf(refused)).toEqual({ reason: 'signInToLeave', fields: [] });
    expect(newsletterMessagesDe['newsletter.error.signInToLeave']).not.toBe(
      newsletterMessages['newsletter.error.signInToLeave'],
    );
    // Anything else is the engagement service's failure.
    expect(newsletterFailureOf(errorFromResponse(422, { errors: { email: 'bad' } }, 'service'))).toEqual({
      reason: 'invalid',
      fields: ['email'],
    });
  });

  it('newsletter read: the signed-in shopper reads their own saved topics and status under their own address', async () => {
    const call = newsletterCallFromForm(readForm(), config, {
      uuid: SANDBOX_SUBSCRIBED_UUID,
      email: 'ada@example.com',
    });
    if ('status' in call) throw new Error('refused');
    expect(await call.make()).toEqual({
      status: 200,
      subscription: {
        subscriberUuid: SANDBOX_SUBSCRIBED_UUID,
        email: 'ada@example.com',
        status: 'subscribed',
        topics: ['marketing'],
      },
    });
  });
});

describe('engagement errors (spec section 8)', () => {
  it('spec section 8: on the newer API the shown message is the generic fallback, on the older the server message', async () => {
    server.use(
      http.post('*/api/messaging/marketing-communications', () =>
        HttpResponse.json({ code: 409, message: 'This list is closed.' }, { status: 409 }),
      ),
      http.post('*/subscribe', () =>
        HttpResponse.json({ code: 409, message: 'This list is closed.' }, { status: 409 }),
      ),
    );
    const newer = (await apiOn(sandboxPaths.engagementEvo)
      .subscribe(subscribeRequest)
      .catch((caught: unknown) => caught)) as HttpError;
    const older = (await apiOn(sandboxPaths.engagement)
      .subscribe(subscribeRequest)
      .catch((caught: unknown) => caught)) as HttpError;
    expect(newer.userMessage).toBeUndefined();
    expect(older.userMessage).toBe('This list is closed.');
    expect(engagementFailureOf(newer)).toEqual({ reason: 'failed', fields: [] });
    expect(engagementFailureOf(older)).toMatchObject({ reason: 'failed', message: 'This list is closed.' });
  });

  it('spec section 8: a network failure is a connection error, worded as the service being unreachable', async () => {
    server.use(http.post('*/api/messaging/marketing-communications', () => HttpResponse.error()));
    const error = await apiOn(sandboxPaths.engagementEvo)
      .subscribe(subscribeRequest)
      .catch((caught: unknown) => caught);
    expect(engagementFailureOf(error).reason).toBe('unreachable');
  });
});

describe('newsletter form rules', () => {
  // The rules' messages as their keys: which rule refused is what these tests read.
  const keys = (key: string) => key;

  it('newsletter form: an address, at least one topic and the agreement are needed', () => {
    const result = newsletterFormSchema(keys).safeParse({
      email: 'x@localhost',
      topics: [],
      agreement: false,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).sort()).toEqual([
      'newsletter.error.agreement',
      'newsletter.error.email',
      'newsletter.error.topics',
    ]);
  });

  it('newsletter form: a form the browser posted itself is refused by the same rules, by field name', () => {
    const form = new FormData();
    form.set('action', 'subscribe');
    form.set('email', ' reader@example.com ');
    expect(refusedNewsletterFields(form, keys)).toEqual(['topics', 'agreement']);
    form.append('topics', 'marketing');
    form.set('dataProcessingAgreement', 'on');
    expect(refusedNewsletterFields(form, keys)).toEqual([]);
    form.set('email', 'reader@localhost');
    expect(refusedNewsletterFields(form, keys)).toEqual(['email']);
  });
});
