import { builderEntryTag, builderModelTag } from './cacheTags';

/** The models the shop reads from Builder: a webhook for any other changes nothing here. */
export const MODELS_THE_SHOP_READS: readonly string[] = ['page', 'symbol'];

/** What a Builder webhook purges: the entry's tags everywhere, its model's shared reads, and the URLs it is at. */
export interface BuilderPurge {
  /** The entry's own tag: every page that shows it. */
  tags: string[];
  /** The model's tag: the shared reads of the model, so a URL the entry newly targets is asked for again. */
  readTags: string[];
  /** The paths the entry was published at and is now published at. */
  paths: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ENTRY_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** A path the shop could serve: absolute, without a host, no longer than a URL the server takes. */
const isPagePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && value.length <= 2000;

/**
 * The paths an entry is published at: its `data.url` and the URL paths its targeting names (`urlPath` is / is one of).
 */
function pathsOf(entry: Record<string, unknown>): string[] {
  const paths: string[] = [];
  const data = entry['data'];
  if (isRecord(data) && isPagePath(data['url'])) paths.push(data['url']);
  const query = entry['query'];
  for (const rule of Array.isArray(query) ? query.slice(0, 50) : []) {
    if (!isRecord(rule) || rule['property'] !== 'urlPath') continue;
    const values = Array.isArray(rule['value']) ? rule['value'].slice(0, 50) : [rule['value']];
    paths.push(...values.filter(isPagePath));
  }
  return paths;
}

/**
 * What a Builder webhook body asks to purge (Builder POSTs `{ modelName, operation, newValue, previousValue }` on
 * publish, unpublish, archive, delete and a scheduled start or end; `newValue` is null after a delete,
 * `previousValue` on a first publish). The entry's tag, its model's reads and every path the entry was or is now at
 * (a page moved from /a to /b is purged at both). `'unknown model'` for a model the shop does not read, undefined for
 * a body that is not such a webhook. Purging is the same whatever the operation, so a webhook Builder sends again
 * purges again and changes nothing more: the handler is idempotent.
 */
export function builderWebhookPurge(body: unknown): BuilderPurge | 'unknown model' | undefined {
  if (!isRecord(body) || typeof body['modelName'] !== 'string') return undefined;
  const model = body['modelName'];
  const values = [body['newValue'], body['previousValue']].filter(isRecord);
  const ids = new Set(values.map((value) => value['id']));
  const [id] = ids;
  if (values.length === 0 || ids.size !== 1 || typeof id !== 'string' || !ENTRY_ID.test(id)) return undefined;
  if (!MODELS_THE_SHOP_READS.includes(model)) return 'unknown model';
  return {
    tags: [builderEntryTag(model, id)],
    readTags: [builderModelTag(model)],
    paths: [...new Set(values.flatMap(pathsOf))],
  };
}
