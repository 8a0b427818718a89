import { http, HttpResponse } from 'msw';
import { sandboxRoute } from '../../../platform';
import { keepNewest } from '../../../platform/sandbox/bounded';
import { jsonBody, pathKeys } from '../../../platform/sandbox/requests';
import { withLocalizedValues } from '../localizedValues';
import type { BuilderContentJson, BuilderSymbolJson, BuilderTrackEventJson } from './content';
import { SANDBOX_SPACE_API_KEY, seededPages, seededSymbols } from './seed';

export type {
  BuilderContentJson,
  BuilderElementJson,
  BuilderSymbolJson,
  BuilderTrackEventJson,
} from './content';
export { SANDBOX_GERMAN_LOCALE, SANDBOX_SPACE_API_KEY, seededPages, seededSymbols } from './seed';

/** Builder's content API caps a page of results at 100 and defaults to 30. */
const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;

/** Events the track endpoint accepted, newest last (tests read them); the newest SANDBOX_STORE_LIMIT are kept. */
export const trackedEvents: BuilderTrackEventJson[] = [];

const truthy = (value: string | null) => value === 'true' || value === '1';

/** Query values the SDK sends JSON-encoded (limit=30, offset=0) or plain; anything but a whole number is NaN. */
function numberParam(params: URLSearchParams, name: string, fallback: number) {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw.replace(/^"(.*)"$/, '$1'));
  return Number.isSafeInteger(value) && value >= 0 ? value : NaN;
}

function matchesUserAttributes(
  content: BuilderContentJson | BuilderSymbolJson,
  attributes: Record<string, unknown>,
) {
  return content.query.every((condition) =>
    condition.property === 'urlPath'
      ? attributes.urlPath === condition.value
      : attributes[condition.property] === condition.value,
  );
}

const error = (status: number, message: string) => HttpResponse.json({ status, message }, { status });

/** `fields`/`omit` paths; a prototype key in one is refused with 400 (see pathKeys). */
const pathsOf = (list: string) =>
  list
    .split(',')
    .filter(Boolean)
    .map((path) => pathKeys(path, error));

function pick(content: BuilderContentJson | BuilderSymbolJson, fields: string[][]) {
  const picked: Record<string, unknown> = {};
  for (const [head, ...rest] of fields) {
    if (!head || !Object.hasOwn(content, head)) continue;
    const value = (content as unknown as Record<string, unknown>)[head];
    if (rest.length === 0) picked[head] = value;
    else if (value && typeof value === 'object')
      picked[head] = {
        ...(picked[head] as object),
        [rest.join('.')]: (value as Record<string, unknown>)[rest.join('.')],
      };
  }
  return picked;
}

function omit(content: BuilderContentJson | BuilderSymbolJson, paths: string[][]) {
  const copy = structuredClone(content) as unknown as Record<string, unknown>;
  for (const path of paths) {
    const keys = [...path];
    const last = keys.pop();
    let target: unknown = copy;
    for (const key of keys) target = (target as Record<string, unknown> | undefined)?.[key];
    if (last && target && typeof target === 'object') delete (target as Record<string, unknown>)[last];
  }
  return copy;
}

/** Builder's refusals (see platform/sandbox/handlers.ts). */
export const refusals = { builder: error };

export const handlers = [
  /** Builder's content API (GET /api/v3/content/{model}). */
  http.get(sandboxRoute('builder', '/api/v3/content/:model'), ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const apiKey = query.get('apiKey');
    if (!apiKey) return error(401, 'Missing API key');
    if (apiKey !== SANDBOX_SPACE_API_KEY) return error(401, 'Invalid API key');
    if (params.model !== 'page' && params.model !== 'symbol') return HttpResponse.json({ results: [] });

    const limit = numberParam(query, 'limit', DEFAULT_LIMIT);
    const offset = numberParam(query, 'offset', 0);
    if (Number.isNaN(limit) || Number.isNaN(offset) || limit > MAX_LIMIT)
      return error(400, `limit must be an integer from 0 to ${MAX_LIMIT} and offset a non-negative integer`);

    let userAttributes: unknown;
    try {
      userAttributes = JSON.parse(query.get('userAttributes') ?? '{}');
    } catch {
      return error(400, 'userAttributes must be JSON');
    }
    if (typeof userAttributes !== 'object' || userAttributes === null)
      return error(400, 'userAttributes must be a JSON object');

    // A preview of one entry (builder.overrides.page=<id>) or unpublished content on request.
    const override = query.get(`overrides.${params.model}`) ?? query.get('query.id')?.replace(/"/g, '');
    const includeUnpublished = truthy(query.get('includeUnpublished')) || truthy(query.get('preview'));
    // Symbols target nobody: they are asked for by id (or all listed).
    const entries: Array<BuilderContentJson | BuilderSymbolJson> =
      params.model === 'symbol' ? seededSymbols : seededPages;
    const matching = override
      ? entries.filter((content) => content.id === override)
      : entries.filter(
          (content) =>
            (content.published === 'published' || (includeUnpublished && content.published === 'draft')) &&
            // noTargeting lists every entry (a sitemap), whatever its targeting.
            (truthy(query.get('noTargeting')) ||
              matchesUserAttributes(content, userAttributes as Record<string, unknown>)),
        );

    const fieldsParam = query.get('fields');
    const fields = fieldsParam === null ? undefined : pathsOf(fieldsParam);
    const omitted = pathsOf(query.get('omit') ?? 'meta.componentsUsed');
    // As Builder's API: with a `locale` its localized values come resolved to it (its value, else the Default);
    // without one they come as they are saved.
    const locale = query.get('locale');
    const results = matching
      .slice(offset, offset + limit)
      .map((content) => (fields ? pick(content, fields) : omit(content, omitted)))
      .map((content) => (locale ? withLocalizedValues(content, locale) : content));
    return HttpResponse.json({ results });
  }),

  /** Builder's tracking endpoint: impressions, clicks and conversions. */
  http.post(sandboxRoute('builder', '/api/v1/track'), async ({ request }) => {
    const { events } = (await jsonBody(request, error)) as { events?: BuilderTrackEventJson[] };
    if (!Array.isArray(events) || events.length === 0) return error(400, 'events must be a non-empty list');
    for (const event of events) {
      const data = event?.data;
      if (typeof event?.type !== 'string' || !data?.ownerId || !data.sessionId || !data.visitorId)
        return error(400, 'every event needs a type and data with ownerId, sessionId and visitorId');
      if (data.ownerId !== SANDBOX_SPACE_API_KEY) return error(401, 'Invalid API key');
    }
    trackedEvents.push(...events);
    keepNewest(trackedEvents);
    return HttpResponse.json({ ok: true });
  }),

  /** Builder's form submissions (apiKey, to, name); an e-mail field must look like one. */
  http.post(sandboxRoute('builder', '/api/v1/form-submit'), async ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('apiKey') !== SANDBOX_SPACE_API_KEY) return error(401, 'Invalid API key');
    if (!query.get('to') || !query.get('name')) return error(400, 'to and name are required');
    const form = await request.formData().catch(() => null);
    const email = form?.get('email');
    if (typeof email === 'string' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return HttpResponse.json(
        { error: { message: 'Please enter a valid e-mail address.' } },
        { status: 422 },
      );
    return HttpResponse.json({ message: 'Submission received' });
  }),
];
