import { http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountBackendFor } from '../account';
import { resetAccountSandbox, SANDBOX_PASSWORD } from '../backends/account/sandbox';
import { configFromEnv, sandboxPaths } from '../platform';
import { sandboxHandlers } from '../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { consentsBackendFor } from './api';
import { consentChoices, EMPTY_PURPOSES_MESSAGE, groupPurposes, type Purpose } from './types';

const purpose = (id: string, category: Purpose['category'], extra: Partial<Purpose> = {}): Purpose => ({
  id,
  title: id,
  description: '',
  category,
  accepted: false,
  oneOff: false,
  mandatory: false,
  ...extra,
});

describe('consent rules', () => {
  it('consents: purposes are shown in the order email, sms, post, survey, additional, GDPR', () => {
    const groups = groupPurposes([
      purpose('terms', 'GDPR'),
      purpose('research', 'additional'),
      purpose('catalogue', 'post'),
      purpose('news', 'email'),
      purpose('poll', 'survey'),
      purpose('texts', 'sms'),
    ]);
    expect(groups.map((group) => group.category)).toEqual([
      'email',
      'sms',
      'post',
      'survey',
      'additional',
      'GDPR',
    ]);
  });

  it('consents: grouped by section, sections follow the order of their earliest category; no section groups by category', () => {
    const marketing = { id: 'marketing', name: 'Marketing' };
    const research = { id: 'research', name: 'Research' };
    const groups = groupPurposes(
      [
        purpose('poll', 'survey', { section: research }),
        purpose('catalogue', 'post', { section: marketing }),
        purpose('terms', 'GDPR'),
        purpose('news', 'email', { section: marketing }),
      ],
      'section',
    );
    expect(groups.map((group) => [group.id, group.purposes.map((p) => p.id)])).toEqual([
      ['marketing', ['news', 'catalogue']],
      ['research', ['poll']],
      ['GDPR', ['terms']],
    ]);
  });

  it("consents: an empty purposes list is the error 'Failed to fetch from OT'", () => {
    expect(EMPTY_PURPOSES_MESSAGE).toBe('Failed to fetch from OT');
    expect(() => groupPurposes([])).toThrow('Failed to fetch from OT');
  });

  it('consents: every purpose is sent back with id, accepted and one_off; mandatory ones stay accepted', () => {
    const purposes = [purpose('news', 'email'), purpose('terms', 'GDPR', { mandatory: true, oneOff: true })];
    expect(consentChoices(purposes, new Set())).toEqual([
      { id: 'news', accepted: false, one_off: false },
      { id: 'terms', accepted: true, one_off: true },
    ]);
  });
});

let sandbox: RunningSandbox;
/** Each request to the newer backend as "METHOD path?query" inside its base path. */
const seen: string[] = [];
const recorder = http.all(`*${sandboxPaths.accountEvo}/*`, ({ request }) => {
  const url = new URL(request.url);
  seen.push(`${request.method} ${url.pathname.slice(sandboxPaths.accountEvo.length)}${url.search}`);
});
beforeAll(async () => {
  sandbox = await startSandboxServer([recorder, ...sandboxHandlers]);
});
afterAll(() => sandbox.close());
beforeEach(() => resetAccountSandbox());

describe.each([
  ['newer', sandboxPaths.accountEvo],
  ['older', sandboxPaths.accountLegacy],
])('consents on the %s account backend', (_kind, path) => {
  it('consents: a signed-in shopper reads the purposes and their saved answers', async () => {
    const config = configFromEnv({ ACCOUNT_API_URL: `${sandbox.origin}${path}` }, sandbox.origin);
    const session = await accountBackendFor(config).signIn({
      email: 'ada@example.com',
      password: SANDBOX_PASSWORD,
    });
    const backend = consentsBackendFor(config);
    const user = { uuid: session.uuid, token: session.token };
    const before = await backend.getPurposes(user);
    expect(before.find((p) => p.id === 'purpose-email-news')?.accepted).toBe(false);
    await backend.updateConsents(user, consentChoices(before, new Set(['purpose-email-news'])));
    const after = await backend.getPurposes(user);
    expect(after.find((p) => p.id === 'purpose-email-news')?.accepted).toBe(true);
    expect(after.find((p) => p.id === 'purpose-gdpr-terms')).toMatchObject({
      mandatory: true,
      accepted: true,
    });
  });

  it('consents: registration lists the tenant purposes before there is an account, none accepted', async () => {
    const config = configFromEnv({ ACCOUNT_API_URL: `${sandbox.origin}${path}` }, sandbox.origin);
    const purposes = await consentsBackendFor(config).getRegistrationPurposes();
    expect(groupPurposes(purposes).map((group) => group.category)).toEqual([
      'email',
      'sms',
      'post',
      'survey',
      'additional',
      'GDPR',
    ]);
    expect(purposes.every((purpose) => !purpose.accepted)).toBe(true);
  });

  it('consents: a German page asks in German (language=de) and reads the purposes and their sections in German', async () => {
    const english = configFromEnv({ ACCOUNT_API_URL: `${sandbox.origin}${path}` }, sandbox.origin);
    const config = { ...english, language: 'de' };
    const registration = await consentsBackendFor(config).getRegistrationPurposes();
    expect(registration.find((purpose) => purpose.id === 'purpose-gdpr-terms')).toMatchObject({
      title: 'AGB und Datenschutzhinweis',
      description: 'Nötig, um ein Konto zu führen.',
      section: { id: 'legal', name: 'Rechtliches' },
    });
    const session = await accountBackendFor(config).signIn({
      email: 'ada@example.com',
      password: SANDBOX_PASSWORD,
    });
    const mine = await consentsBackendFor(config).getPurposes({ uuid: session.uuid, token: session.token });
    expect(mine.find((purpose) => purpose.id === 'purpose-email-news')?.title).toBe('Neuigkeiten per E-Mail');
    const inEnglish = await consentsBackendFor(english).getRegistrationPurposes();
    expect(inEnglish.find((purpose) => purpose.id === 'purpose-gdpr-terms')?.title).toBe(
      'Terms and privacy notice',
    );
  });

  it('consents: without a valid identity token the backend refuses with 401', async () => {
    const config = configFromEnv({ ACCOUNT_API_URL: `${sandbox.origin}${path}` }, sandbox.origin);
    const error = await consentsBackendFor(config)
      .getPurposes({ uuid: 'a1d4c0de-0000-4000-8000-000000000001', token: 'expired' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
  });
});

describe.each([
  ['users', '/users/{uuid}/consents', '/users/{uuid}/consents'],
  ['api', '/api/users/{uuid}/consents', '/api/consents/users/{uuid}'],
])('consents on the newer backend with CONSENTS_SERVICE=%s', (service, readPath, writePath) => {
  it(`consents: GET ${readPath} (context profile) reads and PATCH ${writePath} saves the shopper's answers`, async () => {
    const config = configFromEnv(
      { ACCOUNT_API_URL: `${sandbox.origin}${sandboxPaths.accountEvo}`, CONSENTS_SERVICE: service },
      sandbox.origin,
    );
    const session = await accountBackendFor(config).signIn({
      email: 'ada@example.com',
      password: SANDBOX_PASSWORD,
    });
    const user = { uuid: session.uuid, token: session.token };
    seen.length = 0;
    const backend = consentsBackendFor(config);
    const before = await backend.getPurposes(user);
    await backend.updateConsents(user, consentChoices(before, new Set(['purpose-email-news'])));
    expect((await backend.getPurposes(user)).find((p) => p.id === 'purpose-email-news')?.accepted).toBe(true);
    const read = `GET ${readPath.replace('{uuid}', user.uuid)}?language=en&context=profile`;
    expect(seen).toEqual([read, `PATCH ${writePath.replace('{uuid}', user.uuid)}`, read]);
  });
});
