import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HttpError } from '../platform';
import { configFromEnv, configureCaptcha, en, sandboxPaths, translate } from '../platform';
import { engagementFailureOf } from '../backends/engagement';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { receivedContactForms, resetEngagementSandbox } from '../backends/engagement/sandbox';
import { createContactApi } from './api';
import { contactFromForm } from './formAction';
import { sendContactMessage } from './send';
import { DEFAULT_CONTACT_TYPE, toContactForm } from './types';

const server = sandboxServerForTests();
const paths: string[] = [];
server.events.on('request:start', ({ request }) => {
  paths.push(`${request.method} ${new URL(request.url).pathname}`);
});
beforeEach(() => {
  resetEngagementSandbox();
  paths.length = 0;
});
afterEach(() => configureCaptcha({ enabled: true }));

const t = (key: string) => translate(en, key);
const configOn = (base: string) => configFromEnv({ ENGAGEMENT_API_URL: `http://shop.test${base}` });
const sides = Object.entries({ newer: sandboxPaths.engagementEvo, older: sandboxPaths.engagement });
const typed = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Where is my order?' };

describe('contact form fields (spec section 3)', () => {
  it('contact form: type defaults to CONTACT, the e-mail is the data subject, the message goes in the payload', () => {
    expect(toContactForm(typed)).toEqual({
      channel: 'web',
      user: null,
      consent_purposes: [],
      data_subject: { email: 'ada@example.com' },
      type: DEFAULT_CONTACT_TYPE,
      payload: { name: 'Ada Lovelace', message: 'Where is my order?' },
    });
    expect(
      toContactForm(typed, {
        channel: 'store',
        type: 'COMPLAINT',
        user: 'uuid-1',
        collectionPointToken: 'cp-token',
        consentPurposes: ['marketing'],
      }),
    ).toMatchObject({
      channel: 'store',
      type: 'COMPLAINT',
      user: 'uuid-1',
      collection_point_token: 'cp-token',
      consent_purposes: ['marketing'],
    });
  });
});

describe.each(sides)('contact on the %s engagement API', (side, base) => {
  const path = side === 'newer' ? '/api/messaging/forms' : '/forms';

  it(`contact send (POST ${path}) delivers the form with a captcha token`, async () => {
    await createContactApi(configOn(base)).send(toContactForm(typed, { user: 'uuid-1' }));
    expect(paths).toEqual([`POST ${base}${path}`]);
    expect(receivedContactForms()).toEqual([
      expect.objectContaining({
        user: 'uuid-1',
        data_subject: { email: 'ada@example.com' },
        type: 'CONTACT',
      }),
    ]);
  });

  it('contact captcha (spec section 6): without a token the service refuses, and the shopper reads the human check', async () => {
    configureCaptcha({ enabled: false });
    const answer = await sendContactMessage(typed, createContactApi(configOn(base)), t);
    expect(answer.done).toBeUndefined();
    expect(answer.values).toEqual(typed);
    expect(answer.error).toBe('We could not check that you are human. Please send the form again.');
    expect(receivedContactForms()).toEqual([]);
  });

  it(`contact validation: the service refuses an invalid address with ${side === 'newer' ? 422 : 400} and names the field`, async () => {
    const error = await createContactApi(configOn(base))
      .send(toContactForm({ ...typed, email: 'ada@' }))
      .catch((caught: unknown) => caught);
    expect((error as HttpError).status).toBe(side === 'newer' ? 422 : 400);
    expect(engagementFailureOf(error)).toEqual({ reason: 'invalid', fields: ['data_subject.email'] });
    expect(receivedContactForms()).toEqual([]);
  });
});

describe('contact form posted before hydration', () => {
  it('contact page action: a bad e-mail comes back with what was typed and the message in words; no call is made', async () => {
    const form = new FormData();
    form.set('name', 'Ada');
    form.set('email', 'not-an-address');
    form.set('message', 'Hello');
    const answer = await contactFromForm(form, { config: configOn(sandboxPaths.engagementEvo), t });
    expect(answer).toEqual({
      values: { name: 'Ada', email: 'not-an-address', message: 'Hello' },
      fieldErrors: { email: 'Please enter a valid e-mail address.' },
      error: 'Please enter a valid e-mail address.',
    });
    expect(paths).toEqual([]);
  });

  it('contact page action: a good form is sent and answered as done', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(typed)) form.set(key, value);
    const answer = await contactFromForm(form, { config: configOn(sandboxPaths.engagement), t });
    expect(answer).toEqual({ values: typed, done: true });
    expect(receivedContactForms()).toHaveLength(1);
  });
});
