import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { z } from 'zod';
import { sandboxPaths } from '../../../platform';
import { BoundedMap, keepNewest } from '../../../platform/sandbox/bounded';
import { accountUuidOfEmail } from '../../account/sandbox';
import { hasCaptcha, hasTenant, jsonBody } from '../../../platform/sandbox/requests';
import type { components as Newer, paths as NewerPaths } from '../generated/engagement-evo';
import type { paths as OlderPaths } from '../generated/engagement-legacy';

type Status = Newer['schemas']['NewsletterStatus'];
type ContactForm = Newer['schemas']['ContactForm'];

interface Subscriber {
  uuid: string;
  email: string;
  status: Status;
  topics: string[];
}

/** The topics the imitated service knows (spec section 3: category marketing). */
export const SANDBOX_NEWSLETTER_TOPICS = ['marketing', 'products', 'club'] as const;
/** Ada (the account sandbox's ada@example.com) is subscribed; her subscriber uuid is her account uuid. */
export const SANDBOX_SUBSCRIBED_EMAIL = 'ada@example.com';
export const SANDBOX_SUBSCRIBED_UUID = 'a1d4c0de-0000-4000-8000-000000000001';
/** Addresses the service holds in the two other states: waiting for the confirmation mail, and blocked. */
export const SANDBOX_UNCONFIRMED_EMAIL = 'unconfirmed@example.com';
export const SANDBOX_INACTIVE_EMAIL = 'inactive@example.com';

const SEEDED: Subscriber[] = [
  {
    uuid: SANDBOX_SUBSCRIBED_UUID,
    email: SANDBOX_SUBSCRIBED_EMAIL,
    status: 'subscribed',
    topics: ['marketing'],
  },
  { uuid: 'sub-unconfirmed', email: SANDBOX_UNCONFIRMED_EMAIL, status: 'unconfirmed', topics: ['marketing'] },
  { uuid: 'sub-inactive', email: SANDBOX_INACTIVE_EMAIL, status: 'not active', topics: [] },
];
const seededUuids = new Set(SEEDED.map((subscriber) => subscriber.uuid));

function seed(): BoundedMap<string, Subscriber> {
  const map = new BoundedMap<string, Subscriber>(undefined, (uuid) => seededUuids.has(uuid));
  for (const subscriber of SEEDED)
    map.set(subscriber.uuid, { ...subscriber, topics: [...subscriber.topics] });
  return map;
}

let subscribers = seed();
let forms: ContactForm[] = [];
let nextId = 1;

/** Back to the seed (tests, stories). */
export function resetEngagementSandbox(): void {
  subscribers = seed();
  forms = [];
  nextId = 1;
}

/** The contact forms the sandbox received, oldest first (tests read what reached the service). */
export function receivedContactForms(): readonly ContactForm[] {
  return forms;
}

/** The subscriber holding an address, if any (tests). */
export function newsletterSubscriber(email: string): Readonly<Subscriber> | undefined {
  return [...subscribers.values()].find((subscriber) => subscriber.email === email.toLowerCase());
}

const problem = (code: number, message: string, errors?: Record<string, string>) => ({
  code,
  message,
  data: null,
  ...(errors ? { errors } : {}),
});

/**
 * What a real service checks before anything else: a body it can read (400), the tenant, then the human check (spec
 * section 6). The body is read from a copy: the handler reads it again.
 */
async function refusal(request: Request, isRead = false): Promise<Response | undefined> {
  if (request.method === 'POST') await jsonBody(request.clone());
  if (!hasTenant(request)) return Response.json(problem(403, 'Unknown tenant'), { status: 403 });
  // Reading a subscription changes nothing: it needs the tenant only.
  if (!isRead && !hasCaptcha(request))
    return Response.json(problem(403, 'Captcha verification failed'), { status: 403 });
  return undefined;
}

const email = z.email();
const topicList = z.array(z.enum(SANDBOX_NEWSLETTER_TOPICS));

/** Field name to what is wrong with it, as the service words it; empty when the subscription may go ahead. */
function subscriptionErrors(body: Record<string, unknown>, topicsField: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!email.safeParse(body.email).success) errors.email = 'The email must be a valid email address.';
  const topics = topicList.safeParse(body[topicsField]);
  if (!topics.success || topics.data.length === 0) errors[topicsField] = `Choose at least one known topic.`;
  if (body.data_processing_agreement !== true)
    errors.data_processing_agreement = 'The data processing agreement must be accepted.';
  if (typeof body.preferredLanguage !== 'string' || !/^[a-z]{2}$/.test(body.preferredLanguage))
    errors.preferredLanguage = 'The preferred language must be a two-letter language code.';
  return errors;
}

/**
 * Subscribes an address to more topics. A blocked ("not active") address stays as it is. Double opt-in: a new address
 * waits for its confirmation link (unconfirmed), except an account's own address, confirmed with the account, whose
 * subscription is keyed by the account's uuid.
 */
function subscribe(address: string, topics: string[]): Subscriber {
  const known = newsletterSubscriber(address);
  if (known?.status === 'not active') return known;
  const account = accountUuidOfEmail(address);
  const subscriber: Subscriber = known
    ? {
        ...known,
        // Someone who left comes back confirmed: they confirmed the address once already.
        status: known.status === 'unsubscribed' ? 'subscribed' : known.status,
        topics: [...new Set([...known.topics, ...topics])],
      }
    : {
        uuid: account ?? `sub-${nextId++}`,
        email: address.toLowerCase(),
        status: account ? 'subscribed' : 'unconfirmed',
        topics,
      };
  subscribers.set(subscriber.uuid, subscriber);
  return subscriber;
}

/** Leaves the topics given, or every topic; with none left the address is unsubscribed. */
function unsubscribe(subscriber: Subscriber, topics: readonly string[]): Subscriber {
  const left = topics.length ? subscriber.topics.filter((topic) => !topics.includes(topic)) : [];
  const updated: Subscriber = {
    ...subscriber,
    topics: left,
    status: left.length ? subscriber.status : 'unsubscribed',
  };
  subscribers.set(updated.uuid, updated);
  return updated;
}

function contactErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (typeof body.channel !== 'string' || !body.channel) errors.channel = 'The channel is required.';
  const subject = body.data_subject as { email?: unknown } | undefined;
  if (!email.safeParse(subject?.email).success)
    errors['data_subject.email'] = 'The email must be a valid email address.';
  if (typeof body.type !== 'string' || !body.type) errors.type = 'The type is required.';
  const payload = z.record(z.string(), z.string()).safeParse(body.payload);
  if (!payload.success || !payload.data.message?.trim())
    errors['payload.message'] = 'The message is required.';
  return errors;
}

function receive(body: ContactForm): string {
  forms.push(body);
  keepNewest(forms);
  return `form-${nextId++}`;
}

const newer = createOpenApiHttp<NewerPaths>({ baseUrl: `*${sandboxPaths.engagementEvo}` });
const older = createOpenApiHttp<OlderPaths>({ baseUrl: `*${sandboxPaths.engagement}` });

const newerHandlers: RequestHandler[] = [
  newer.untyped.all(`*${sandboxPaths.engagementEvo}/api/messaging/*`, ({ request }) =>
    refusal(request, request.method === 'GET'),
  ),
  newer.post('/api/messaging/marketing-communications', async ({ request, response }) => {
    const body = await jsonBody(request);
    const errors = subscriptionErrors(body, 'category');
    if (Object.keys(errors).length)
      return response('default').json(problem(422, 'The given data was invalid.', errors), { status: 422 });
    const subscriber = subscribe(body.email, body.category ?? []);
    return response(201).json({
      code: 201,
      data: {
        subscriber_uuid: subscriber.uuid,
        email: subscriber.email,
        status: subscriber.status,
        category: subscriber.topics,
      },
    });
  }),
  newer.get('/api/messaging/marketing-communications/{subscriberUuid}', ({ params, response }) => {
    const subscriber = subscribers.get(params.subscriberUuid);
    if (!subscriber) return response('default').json(problem(404, 'Subscriber not found'), { status: 404 });
    return response(200).json({
      code: 200,
      data: {
        subscriber_uuid: subscriber.uuid,
        email: subscriber.email,
        status: subscriber.status,
        category: subscriber.topics,
      },
    });
  }),
  newer.delete(
    '/api/messaging/marketing-communications/{subscriberUuid}',
    ({ params, request, response }) => {
      const subscriber = subscribers.get(params.subscriberUuid);
      if (!subscriber) return response('default').json(problem(404, 'Subscriber not found'), { status: 404 });
      unsubscribe(subscriber, new URL(request.url).searchParams.getAll('category'));
      return response(204).empty();
    },
  ),
  newer.post('/api/messaging/forms', async ({ request, response }) => {
    const body = await jsonBody(request);
    const errors = contactErrors(body);
    if (Object.keys(errors).length)
      return response('default').json(problem(422, 'The given data was invalid.', errors), { status: 422 });
    return response(201).json({ code: 201, data: { id: receive(body) } });
  }),
];

const olderPaths = ['/subscribe', '/unsubscribe', '/subscription', '/forms'];

const olderHandlers: RequestHandler[] = [
  older.untyped.all(`*${sandboxPaths.engagement}/*`, ({ request }) => {
    const { pathname } = new URL(request.url);
    return olderPaths.some((path) => pathname.endsWith(`${sandboxPaths.engagement}${path}`))
      ? refusal(request, pathname.endsWith('/subscription'))
      : undefined;
  }),
  older.post('/subscription', async ({ request, response }) => {
    const body = await jsonBody(request);
    const subscriber = typeof body.uuid === 'string' ? subscribers.get(body.uuid) : undefined;
    if (!subscriber) return response('default').json(problem(404, 'Subscriber not found'), { status: 404 });
    return response(200).json({
      uuid: subscriber.uuid,
      status: subscriber.status,
      topics: subscriber.topics,
    });
  }),
  older.post('/subscribe', async ({ request, response }) => {
    const body = await jsonBody(request);
    const errors = subscriptionErrors(body, 'topics');
    if (Object.keys(errors).length)
      return response('default').json(problem(400, 'Validation failed', errors), { status: 400 });
    const subscriber = subscribe(body.email, body.topics);
    return response(200).json({
      uuid: subscriber.uuid,
      status: subscriber.status,
      topics: subscriber.topics,
    });
  }),
  older.post('/unsubscribe', async ({ request, response }) => {
    const body = await jsonBody(request);
    if (typeof body.uuid !== 'string' || !body.uuid)
      return response('default').json(problem(400, 'Validation failed', { uuid: 'The uuid is required.' }), {
        status: 400,
      });
    const subscriber = subscribers.get(body.uuid);
    if (!subscriber) return response('default').json(problem(404, 'Subscriber not found'), { status: 404 });
    const updated = unsubscribe(subscriber, Array.isArray(body.topics) ? body.topics : []);
    return response(200).json({ uuid: updated.uuid, status: updated.status, topics: updated.topics });
  }),
  older.post('/forms', async ({ request, response }) => {
    const body = await jsonBody(request);
    const errors = contactErrors(body);
    if (Object.keys(errors).length)
      return response('default').json(problem(400, 'Validation failed', errors), { status: 400 });
    receive(body);
    return response(200).json({ success: true });
  }),
];

export const handlers: RequestHandler[] = [...newerHandlers, ...olderHandlers];
