import { reportError, type StorefrontConfig } from '@storefront/features/platform';
import { fetchBuilderEntry, reportContentFailure, type BuilderEntryContent } from './content.server';
import { withoutContentCode } from './stripCode';

/** Symbols inside symbols are fetched this many levels deep; deeper ones (or a symbol inside itself) show nothing. */
export const SYMBOL_DEPTH_LIMIT = 5;
/** At most this many different symbols are fetched for one page view; the rest show nothing. */
export const SYMBOL_FETCH_LIMIT = 20;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Symbol block's `component.options.symbol` (Builder's SymbolInfo: model, entry, data, content, inline). */
function symbolInfoOf(block: Record<string, unknown>): Record<string, unknown> | undefined {
  const component = block['component'];
  if (!isRecord(component) || component['name'] !== 'Symbol' || !isRecord(component['options']))
    return undefined;
  const symbol = component['options']['symbol'];
  return isRecord(symbol) ? symbol : undefined;
}

/** The symbols that could not be drawn on one page view, reported once per page. */
export class SymbolsUnavailableError extends Error {
  override readonly name = 'SymbolsUnavailableError';
}

/**
 * A copy of Builder content in which every Symbol block given only by its `model` and `entry` carries the symbol's
 * content (`options.symbol.content`), fetched on the server with fetchBuilderEntry and stripped of code like the page
 * once placed, its bindings read with the inputs this instance gives it (`symbol.data`), as Builder's content API
 * inlines symbols when asked to. Symbols inside symbols are followed up to
 * SYMBOL_DEPTH_LIMIT levels and never into themselves; each symbol is asked for once per page view however often it
 * appears, and at most SYMBOL_FETCH_LIMIT different symbols are asked for. A symbol that cannot be had (not found,
 * Builder failing, over a limit) keeps no content, so the page still renders and the block shows nothing live (the
 * editor says why); the page's unavailable symbols are reported to monitoring once and named in `unavailable`, so
 * the caller can keep such a page out of shared caches. Never throws, never mutates.
 */
export async function withFetchedSymbols<T>(
  config: StorefrontConfig,
  content: T,
  { urlPath }: { urlPath: string },
): Promise<{ content: T; unavailable: string[] }> {
  const fetches = new Map<string, Promise<BuilderEntryContent | undefined>>();
  const unavailable = new Set<string>();

  const fetchOnce = (model: string, entryId: string, key: string) => {
    let pending = fetches.get(key);
    if (pending) return pending;
    if (fetches.size >= SYMBOL_FETCH_LIMIT) {
      unavailable.add(`${key} (over ${SYMBOL_FETCH_LIMIT} symbols)`);
      return Promise.resolve(undefined);
    }
    pending = fetchBuilderEntry(config, { model, entryId }).then(
      (entry) => {
        if (!entry) unavailable.add(`${key} (not found)`);
        return entry;
      },
      (error: unknown) => {
        reportContentFailure(error, { urlPath, symbol: key });
        unavailable.add(`${key} (Builder failed)`);
        return undefined;
      },
    );
    fetches.set(key, pending);
    return pending;
  };

  /** The symbol's content, inline or fetched, with its own symbols resolved one level further down. */
  async function symbolContent(symbol: Record<string, unknown>, ancestors: readonly string[]) {
    const { model, entry } = symbol;
    const key = typeof model === 'string' && typeof entry === 'string' ? `${model}/${entry}` : undefined;
    let inner = symbol['content'];
    if (!isRecord(inner) && key) {
      if (ancestors.includes(key)) unavailable.add(`${key} (inside itself)`);
      else if (ancestors.length >= SYMBOL_DEPTH_LIMIT)
        unavailable.add(`${key} (nested deeper than ${SYMBOL_DEPTH_LIMIT})`);
      else inner = await fetchOnce(model as string, entry as string, key);
    }
    return isRecord(inner) ? resolve(inner, key ? [...ancestors, key] : ancestors) : undefined;
  }

  async function resolve(value: unknown, ancestors: readonly string[]): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map((item) => resolve(item, ancestors)));
    if (!isRecord(value)) return value;
    const symbol = symbolInfoOf(value);
    const fields = await Promise.all(
      Object.entries(value).map(async ([name, child]) => [
        name,
        // A Symbol block's component is rebuilt below; the rest of it (children, styles) is walked as any block.
        symbol && name === 'component' ? child : await resolve(child, ancestors),
      ]),
    );
    // Object.fromEntries defines own properties: a `__proto__` key in the JSON stays a plain key.
    const copy = Object.fromEntries(fields) as Record<string, unknown>;
    if (!symbol) return copy;
    const component = value['component'] as Record<string, unknown>;
    const options = component['options'] as Record<string, unknown>;
    const inner = await symbolContent(symbol, ancestors);
    const info = Object.fromEntries(Object.entries(symbol).filter(([name]) => name !== 'content'));
    // Marked inline (Builder's own flag), so the SDK in the editor's frame draws the content served here rather than
    // fetch it again as saved, whose bindings it would evaluate itself.
    const placed = inner ? { ...info, content: inner, inline: true } : info;
    // Stripped here, where this instance's inputs are known: the same symbol may show other values elsewhere.
    copy['component'] = withoutContentCode(
      { ...component, options: { ...options, symbol: placed } },
      { urlPath, locale: config.locale },
    );
    return copy;
  }

  const resolved = (await resolve(content, [])) as T;
  if (unavailable.size > 0)
    reportError(new SymbolsUnavailableError(`Builder symbols not shown: ${[...unavailable].join(', ')}`), {
      service: 'builder',
      urlPath,
      symbols: [...unavailable],
    });
  return { content: resolved, unavailable: [...unavailable] };
}
