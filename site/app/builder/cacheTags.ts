import { isCacheTag } from '@storefront/features/backends/commerce';

/**
 * The cache tags of Builder content, beside Magento's: `builder_<model>` on every read of a model (so a publish can
 * forget the shared reads of that model, a URL newly targeted included), `builder_<model>_<id>` for each entry a
 * page shows, the page's own entry and every symbol in it (by its model and entry), so publishing any of them purges
 * exactly the pages that show it.
 */
export const builderModelTag = (model: string): string => `builder_${model}`;

export const builderEntryTag = (model: string, id: string): string => `builder_${model}_${id}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The tags of a content API answer for `model`: its model's tag, every entry of its results, and every symbol the
 * entries hold (a Symbol block's `options.symbol`, inline or given by id), however deep. Names that would not make a
 * header-safe tag are left out.
 */
export function builderTagsOf(model: string, answer: unknown): string[] {
  const tags = new Set<string>([builderModelTag(model)]);
  const results = isRecord(answer) && Array.isArray(answer['results']) ? answer['results'] : [];
  for (const entry of results)
    if (isRecord(entry) && typeof entry['id'] === 'string') tags.add(builderEntryTag(model, entry['id']));
  const walk = (value: unknown, depth: number): void => {
    // Builder's JSON nests blocks in children and in symbols' content; a page deeper than this is not walked further.
    if (depth > 64) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    const component = value['component'];
    if (isRecord(component) && component['name'] === 'Symbol' && isRecord(component['options'])) {
      const symbol = component['options']['symbol'];
      if (isRecord(symbol) && typeof symbol['model'] === 'string' && typeof symbol['entry'] === 'string')
        tags.add(builderEntryTag(symbol['model'], symbol['entry']));
    }
    for (const child of Object.values(value)) walk(child, depth + 1);
  };
  walk(results, 0);
  return [...tags].filter(isCacheTag);
}
