/**
 * Builder content is data on the server. Builder's SDK runs code that content carries (with `new Function`) and
 * fetches the requests it names, wherever it renders; the shop renders content with its own live renderer and keeps
 * the SDK in the browser, and it also removes every field that carries code before anything sees the content.
 *
 * Content fields (the `data` of a page, of each A/B variation, of a symbol's nested content):
 * - `jsCode`, `tsCode`: the content's custom code, run on load;
 * - `httpRequests`: data connections, fetched by whoever renders;
 * - `cssCode`: custom CSS, which the live renderer does not draw, so a preview shows what a live page shows.
 *
 * Block fields (every element in a `blocks` or `children` list, or typed `@builder.io/sdk:Element`):
 * - `bindings`: JavaScript expressions evaluated into the block's options, properties and styles;
 * - `code`: the authored source of those bindings and actions (`code.bindings`, `code.actions`);
 * - `actions`: event handlers (`click`, ...), run as code;
 * - `repeat`: its `collection` is a JavaScript expression.
 */
export const contentCodeFields: readonly string[] = ['jsCode', 'tsCode', 'httpRequests', 'cssCode'];
export const blockCodeFields: readonly string[] = ['bindings', 'code', 'actions', 'repeat'];

const blockLists = new Set(['blocks', 'children']);

function clean(value: unknown, key: string | undefined, listedAsBlock: boolean): unknown {
  if (Array.isArray(value)) {
    const blocks = key !== undefined && blockLists.has(key);
    return value.map((item) => clean(item, undefined, blocks));
  }
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const isBlock = listedAsBlock || record['@type'] === '@builder.io/sdk:Element';
  const dropped = [...(key === 'data' ? contentCodeFields : []), ...(isBlock ? blockCodeFields : [])];
  // Object.fromEntries defines own properties: a `__proto__` key in the JSON stays a plain key, never a prototype.
  return Object.fromEntries(
    Object.entries(record)
      .filter(([name]) => !dropped.includes(name))
      .map(([name, child]) => [name, clean(child, name, false)]),
  );
}

/**
 * A copy of Builder content (an entry, a list of entries or any part of one) without the fields that carry code, at
 * every depth: variations, nested blocks and symbols' nested content included. Never mutates its input.
 */
export function withoutContentCode<T>(content: T): T {
  return clean(content, undefined, false) as T;
}
