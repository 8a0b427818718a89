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

const notFollowed =
  "the live shop follows only bindings of the block's options: shoppers see the value set in the editor";

/** A binding that sets one of the block's options (`component.options.text`), the key it sets. */
const optionBinding = /^component\.options\.([A-Za-z_$][\w$]*)$/;

/** Values a followed binding may give an option: words, numbers and yes/no, never an object or a list. */
const isPlainValue = (value: unknown) =>
  value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

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

/**
 * The block's show/hide outcome, the options its bindings set (read in the safe subset, as Builder's SDK evaluates a
 * simple binding such as `state.description` into `component.options.text`), and the bindings not followed, each with
 * why: an option binding the subset cannot read keeps the value set in the editor.
 */
function bindingsOf(bindings: unknown, scope: ExpressionScope) {
  let hidden = false;
  const refused: Record<string, string> = {};
  const options: Record<string, unknown> = {};
  for (const [key, code] of Object.entries(isRecord(bindings) ? bindings : {})) {
    const option = optionBinding.exec(key)?.[1];
    if (option && !forbiddenOptions.has(option)) {
      const result =
        typeof code === 'string'
          ? evaluateSafeExpression(code, scope)
          : { ok: false as const, reason: 'not text' };
      if (result.ok && isPlainValue(result.value)) options[option] = result.value;
      else
        refused[key] =
          `${result.ok ? 'gives no plain value' : result.reason}: shoppers see the value set in the editor`;
      continue;
    }
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
  return { hidden, refused, options };
}

// Options that hold blocks or a symbol: a binding never replaces them.
const forbiddenOptions = new Set(['__proto__', 'constructor', 'prototype', 'symbol', 'columns', 'children']);

/**
 * The state a content's blocks read, as Builder's SDK starts it: its inputs' default values, then its `data.state`,
 * then, for a symbol, the values its instance gives (`symbol.data`, the symbol's inputs).
 */
function stateOf(data: Record<string, unknown>, given: Record<string, unknown> = {}) {
  const defaults = (Array.isArray(data['inputs']) ? data['inputs'] : [])
    .filter(isRecord)
    .filter((input) => typeof input['name'] === 'string' && input['defaultValue'] !== undefined)
    .map((input) => [input['name'] as string, input['defaultValue']]);
  return Object.fromEntries([
    ...defaults,
    ...Object.entries(isRecord(data['state']) ? data['state'] : {}),
    ...Object.entries(given),
  ]) as Record<string, unknown>;
}

function clean(
  value: unknown,
  key: string | undefined,
  listedAsBlock: boolean,
  scope: ExpressionScope,
  given?: Record<string, unknown>,
): unknown {
  if (Array.isArray(value)) {
    const blocks = key !== undefined && blockLists.has(key);
    return value.map((item) => clean(item, undefined, blocks, scope));
  }
  if (!isRecord(value)) return value;
  const record = value;
  const isBlock = listedAsBlock || record['@type'] === '@builder.io/sdk:Element';
  const dropped = [...(key === 'data' ? contentCodeFields : []), ...(isBlock ? blockCodeFields : [])];
  // A symbol's options (`options.symbol`): its `data` are the values this instance gives the symbol's inputs, not
  // content; they join the state of the symbol's content.
  const isSymbolInfo = key === 'symbol' && isRecord(record['content']);
  const instanceData = isSymbolInfo && isRecord(record['data']) ? record['data'] : undefined;
  // A content's own data (a page, a variation, a symbol's content) is the scope of the rules of its blocks.
  const data = isSymbolInfo ? undefined : record['data'];
  const inner = isRecord(data)
    ? { state: stateOf(data, given), content: data, userAttributes: scope.userAttributes }
    : scope;
  // Object.fromEntries defines own properties: a `__proto__` key in the JSON stays a plain key, never a prototype.
  const cleaned = Object.fromEntries(
    Object.entries(record)
      .filter(([name]) => !dropped.includes(name))
      .map(([name, child]) => [
        name,
        clean(child, name, false, inner, name === 'content' ? instanceData : undefined),
      ]),
  );
  if (!isBlock) return cleaned;
  const { hidden, refused, options } = bindingsOf(record['bindings'], scope);
  const component = cleaned['component'];
  // The options the bindings set, as Builder's SDK sets them before the block draws.
  const bound =
    Object.keys(options).length > 0 && isRecord(component)
      ? {
          ...cleaned,
          component: {
            ...component,
            options: { ...(isRecord(component['options']) ? component['options'] : {}), ...options },
          },
        }
      : cleaned;
  const { block, refused: emptied = [] } = withTextFilledIn(bound, scope);
  if (record['bindings'] === undefined && emptied.length === 0) return block;
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
