/**
 * Magento's cache tags of a catalogue read: what a page built from the answer shows, by Magento's own names, so the
 * shop's caches and any HTTP cache in front can be purged with the tags Magento purges when an entity changes
 * (`cat_p_7` when product 7 is saved). Magento's GraphQL cache names them in `X-Magento-Tags` on a GET answer; a
 * backend that does not (an older one, a proxy that drops it) gets the same names derived from the ids in the answer.
 */

/** A tag as a cache header carries it: no spaces or commas (the headers' separators), nothing to escape. */
const TAG = /^[A-Za-z0-9_.:-]{1,100}$/;

export const isCacheTag = (tag: string): boolean => TAG.test(tag);

/** The tags an `X-Magento-Tags` header names (comma-separated), without anything that is not a tag. */
export function tagsOfHeader(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter(isCacheTag);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An entity's numeric id: the `id` field, else Magento's `uid` (the id in base64) when it decodes to one. */
function entityId(entity: Record<string, unknown>): string | undefined {
  if (typeof entity['id'] === 'number' && Number.isInteger(entity['id'])) return String(entity['id']);
  if (typeof entity['id'] === 'string' && /^\d{1,12}$/.test(entity['id'])) return entity['id'];
  const uid = entity['uid'];
  if (typeof uid !== 'string' || !/^[A-Za-z0-9+/]{1,24}={0,2}$/.test(uid)) return undefined;
  let decoded: string;
  try {
    decoded = atob(uid);
  } catch {
    return undefined;
  }
  return /^\d{1,12}$/.test(decoded) ? decoded : undefined;
}

/** Which of Magento's entity tags an object of the answer is: by its `__typename`, or as an item of a product list. */
function entityTagOf(entity: Record<string, unknown>, inProductList: boolean): string | undefined {
  const type = entity['__typename'];
  if (typeof type === 'string') {
    if (type.endsWith('Product')) return 'cat_p';
    if (type === 'CategoryTree' || type === 'CategoryInterface') return 'cat_c';
    if (type === 'CmsPage') return 'cms_p';
    return undefined;
  }
  return inProductList ? 'cat_p' : undefined;
}

/**
 * The tags Magento would send for an answer's data: `cat_p_<id>` of every product in it (`cat_p` once with them),
 * `cat_c_<id>` of every category, `cms_p_<id>` of every CMS page, an entity known by its `__typename` or, without
 * one, as an item of `products`. Entities whose id the answer does not carry are not tagged (their page then expires
 * with its max-age, as before).
 */
export function magentoTagsOfData(data: unknown): string[] {
  const tags = new Set<string>();
  const walk = (value: unknown, inProductList: boolean, depth: number): void => {
    // Answers are a few levels deep; a deeper one is not the catalogue's and is not walked further.
    if (depth > 12) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, inProductList, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    const entityTag = entityTagOf(value, inProductList);
    const id = entityTag ? entityId(value) : undefined;
    if (entityTag && id) {
      tags.add(entityTag);
      tags.add(`${entityTag}_${id}`);
    }
    for (const [name, child] of Object.entries(value))
      if (name === 'products' && isRecord(child)) walk(child['items'], true, depth + 2);
      else walk(child, false, depth + 1);
  };
  walk(data, false, 0);
  return [...tags];
}
