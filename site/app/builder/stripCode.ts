import { evaluateSafeExpression, type ExpressionScope } from './safeExpression';

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
 *
 * Show/hide bindings are followed without running them: before `bindings` goes, its `show` and `hide` are read in the
 * safe subset of safeExpression.ts and a hidden block gets Builder's own `properties.hide = 'true'`, which the live
 * renderer and the SDK both follow without evaluating anything. A rule outside the subset hides the block (the safe
 * side: a rule that guards a members-only or dated block never shows it to everyone). Every binding not followed is
 * named in the block's `refusedBindings` with why, for the editor's hints. A Text block's `{{…}}` is filled in the
 * same way (filledInText): what the subset cannot read shows nothing, and the editor is told.
 */
export const contentCodeFields: readonly string[] = ['jsCode', 'tsCode', 'httpRequests', 'cssCode'];
export const blockCodeFields: readonly string[] = ['bindings', 'code', 'actions', 'repeat'];

const blockLists = new Set(['blocks', 'children']);

/** What the shop knows of the visitor for show/hide rules: the same on the server and in the editor. */
export interface BuilderUserAttributes {
  urlPath?: string;
  locale?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const notFollowed = 'the live shop does not follow data bindings: shoppers see the value set in the editor';

const escapedHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Builder's Text writes `{{state.name}}` for a value filled in where it renders. The shop fills in what the safe subset
 * reads (a text or a number from the content's state or data, escaped as text); anything else becomes nothing, never
 * the raw `{{…}}` a shopper cannot make sense of, and the editor is told which expression and why.
 */
function filledInText(text: string, scope: ExpressionScope) {
  const refused: string[] = [];
  const filled = text.replace(/\{\{([\s\S]*?)\}\}/g, (_, code: string) => {
    const result = evaluateSafeExpression(code, scope);
    const value = result.ok ? result.value : undefined;
    if (typeof value === 'string' || typeof value === 'number') return escapedHtml(String(value));
    refused.push(
      `"{{${code.trim()}}}" ${result.ok ? 'has no text to show' : `cannot be read (${result.reason})`}, so shoppers see nothing there`,
    );
    return '';
  });
  return { filled, refused };
}

/** A Text block with its `{{…}}` filled in, and the expressions left empty; any other record as it is. */
function withTextFilledIn(
  block: Record<string, unknown>,
  scope: ExpressionScope,
): { block: Record<string, unknown>; refused?: string[] } {
  const component = block['component'];
  if (!isRecord(component) || component['name'] !== 'Text' || !isRecord(component['options']))
    return { block };
  const text = component['options']['text'];
  if (typeof text !== 'string' || !text.includes('{{')) return { block };
  const { filled, refused } = filledInText(text, scope);
  return {
    block: { ...block, component: { ...component, options: { ...component['options'], text: filled } } },
    refused,
  };
}

/** The block's show/hide outcome and the bindings not followed, each with why. */
function visibilityOf(bindings: unknown, scope: ExpressionScope) {
  let hidden = false;
  const refused: Record<string, string> = {};
  for (const [key, code] of Object.entries(isRecord(bindings) ? bindings : {})) {
    if (key !== 'show' && key !== 'hide') {
      refused[key] = notFollowed;
      continue;
    }
    const result =
      typeof code === 'string'
        ? evaluateSafeExpression(code, scope)
        : { ok: false as const, reason: 'not text' };
    if (!result.ok) {
      hidden = true;
      refused[key] = `${result.reason}, so the block is hidden`;
    } else if (key === 'hide' ? result.value : !result.value) hidden = true;
  }
  return { hidden, refused };
}

function clean(
  value: unknown,
  key: string | undefined,
  listedAsBlock: boolean,
  scope: ExpressionScope,
): unknown {
  if (Array.isArray(value)) {
    const blocks = key !== undefined && blockLists.has(key);
    return value.map((item) => clean(item, undefined, blocks, scope));
  }
  if (!isRecord(value)) return value;
  const record = value;
  const isBlock = listedAsBlock || record['@type'] === '@builder.io/sdk:Element';
  const dropped = [...(key === 'data' ? contentCodeFields : []), ...(isBlock ? blockCodeFields : [])];
  // A content's own data (a page, a variation, a symbol's content) is the scope of the rules of its blocks.
  const data = record['data'];
  const inner = isRecord(data)
    ? {
        state: isRecord(data['state']) ? data['state'] : {},
        content: data,
        userAttributes: scope.userAttributes,
      }
    : scope;
  // Object.fromEntries defines own properties: a `__proto__` key in the JSON stays a plain key, never a prototype.
  const cleaned = Object.fromEntries(
    Object.entries(record)
      .filter(([name]) => !dropped.includes(name))
      .map(([name, child]) => [name, clean(child, name, false, inner)]),
  );
  if (!isBlock) return cleaned;
  const { block, refused: emptied = [] } = withTextFilledIn(cleaned, scope);
  if (record['bindings'] === undefined && emptied.length === 0) return block;
  const { hidden, refused } = visibilityOf(record['bindings'], scope);
  if (emptied.length > 0) refused['text'] = emptied.join('; ');
  return {
    ...block,
    ...(hidden
      ? { properties: { ...(isRecord(block['properties']) ? block['properties'] : {}), hide: 'true' } }
      : {}),
    ...(Object.keys(refused).length > 0 ? { refusedBindings: refused } : {}),
  };
}

/**
 * A copy of Builder content (an entry, a list of entries or any part of one) without the fields that carry code, at
 * every depth: variations, nested blocks and symbols' nested content included, show/hide rules followed for the
 * visitor's attributes. Never mutates its input.
 */
export function withoutContentCode<T>(content: T, userAttributes: BuilderUserAttributes = {}): T {
  return clean(content, undefined, false, { state: {}, content: {}, userAttributes }) as T;
}
