/**
 * Builder's show/hide bindings are JavaScript. The shop never runs content code, so it reads them as a small safe
 * subset instead, the same on the server (live pages, previews) and in the editor:
 *
 * - names: `state.x`, `content.x` (the content's data), `userAttributes.x` (`urlPath`, `locale`), with dotted paths
 *   read from own properties only;
 * - literals: numbers, 'strings' and "strings" (no template strings), true, false, null, undefined;
 * - comparisons ===, !==, <, >, <=, >=, and == and != between two values that are not objects (as ===, !== when
 *   either is one, so no object's valueOf or toString is ever asked);
 * - arithmetic on numbers (+, -, *, /, %; + also joins texts), the operators !, &&, ||, `a ? b : c`; parentheses;
 * - a leading `return` and a trailing `;`, as Builder stores bindings written in its code editor, and Builder's
 *   compiled form of a binding, `var _virtual_index=…;return _virtual_index`, as its editor saves a simple one.
 *
 * Anything else is refused before anything is evaluated: calls, assignment, computed access (`a[b]`), `__proto__`,
 * `constructor` and `prototype`, other names (`window`, `globalThis`), other operators, template strings.
 */

export type ExpressionScope = Readonly<Record<'state' | 'content' | 'userAttributes', unknown>>;

export type ExpressionResult = { ok: true; value: unknown } | { ok: false; reason: string };

type Node =
  | { kind: 'literal'; value: unknown }
  | { kind: 'path'; root: keyof ExpressionScope; keys: string[] }
  | { kind: 'not'; operand: Node }
  | { kind: 'binary'; operator: string; left: Node; right: Node }
  | { kind: 'choice'; test: Node; then: Node; otherwise: Node };

class Refused extends Error {}

const roots = new Set(['state', 'content', 'userAttributes']);
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
const literals: Record<string, unknown> = { true: true, false: false, null: null, undefined: undefined };

// One token a match: whitespace, numbers, quoted strings (escapes kept simple), names, the allowed operators. Anything
// the pattern does not match (a backtick, `[`, `=`, `+`, ...) stops the reading.
const tokenPattern =
  /\s+|(\d+(?:\.\d+)?)|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|([A-Za-z_$][\w$]*)|(===|!==|==|!=|<=|>=|&&|\|\||[<>!().+\-*/%?:])/y;

type Token = { type: 'number' | 'string' | 'name' | 'operator'; text: string; value?: unknown };

function unescape(text: string): string {
  return text.replace(/\\(.)/g, (_, character: string) =>
    character === 'n' ? '\n' : character === 't' ? '\t' : character,
  );
}

function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  tokenPattern.lastIndex = 0;
  while (tokenPattern.lastIndex < code.length) {
    const at = tokenPattern.lastIndex;
    const match = tokenPattern.exec(code);
    if (!match) throw new Refused(`'${code[at]}' is not allowed`);
    const [, number, single, double, name, operator] = match;
    if (number !== undefined) tokens.push({ type: 'number', text: number, value: Number(number) });
    else if (single !== undefined) tokens.push({ type: 'string', text: single, value: unescape(single) });
    else if (double !== undefined) tokens.push({ type: 'string', text: double, value: unescape(double) });
    else if (name !== undefined) tokens.push({ type: 'name', text: name });
    else if (operator !== undefined) tokens.push({ type: 'operator', text: operator });
  }
  return tokens;
}

/** Builder's editor saves a simple binding compiled: `var _virtual_index=state.x;return _virtual_index`. */
const compiledBinding = /^var\s+_virtual_index\s*=\s*([\s\S]*?)\s*;\s*return\s+_virtual_index\s*;?$/;

function parse(code: string): Node {
  const trimmed = code.trim();
  const body = (compiledBinding.exec(trimmed)?.[1] ?? trimmed).replace(/^return\s+/, '').replace(/;\s*$/, '');
  const tokens = tokenize(body);
  let position = 0;
  const peek = () => tokens[position];
  const take = (text: string) => {
    if (peek()?.type === 'operator' && peek()?.text === text) {
      position += 1;
      return true;
    }
    return false;
  };

  const binary = (operators: readonly string[], next: () => Node) => (): Node => {
    let left = next();
    for (;;) {
      const operator = operators.find((candidate) => take(candidate));
      if (!operator) return left;
      left = { kind: 'binary', operator, left, right: next() };
    }
  };

  const primary = (): Node => {
    const token = tokens[position++];
    if (!token) throw new Refused('the rule ends too soon');
    if (token.type === 'number' || token.type === 'string') return { kind: 'literal', value: token.value };
    if (token.type === 'operator' && token.text === '(') {
      const inner = choice();
      if (!take(')')) throw new Refused('a bracket is not closed');
      return inner;
    }
    if (token.type !== 'name') throw new Refused(`'${token.text}' is not allowed here`);
    if (Object.hasOwn(literals, token.text)) return { kind: 'literal', value: literals[token.text] };
    if (!roots.has(token.text))
      throw new Refused(`'${token.text}' is not one of state, content or userAttributes`);
    const keys: string[] = [];
    while (take('.')) {
      const key = tokens[position++];
      if (key?.type !== 'name') throw new Refused('a name must follow a dot');
      if (forbiddenKeys.has(key.text)) throw new Refused(`'${key.text}' is not allowed`);
      keys.push(key.text);
    }
    if (peek()?.text === '(') throw new Refused('calls are not allowed');
    return { kind: 'path', root: token.text as keyof ExpressionScope, keys };
  };

  const unary = (): Node => (take('!') ? { kind: 'not', operand: unary() } : primary());
  const multiplicative = binary(['*', '/', '%'], unary);
  const additive = binary(['+', '-'], multiplicative);
  const relational = binary(['<=', '>=', '<', '>'], additive);
  const equality = binary(['===', '!==', '==', '!='], relational);
  const and = binary(['&&'], equality);
  const or = binary(['||'], and);
  const choice = (): Node => {
    const test = or();
    if (!take('?')) return test;
    const then = choice();
    if (!take(':')) throw new Refused("a '?' needs its ':'");
    return { kind: 'choice', test, then, otherwise: choice() };
  };

  const tree = choice();
  if (position < tokens.length) throw new Refused(`'${tokens[position]!.text}' is not allowed here`);
  return tree;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function evaluate(node: Node, scope: ExpressionScope): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'path':
      // Own properties only: nothing is read from a prototype, whatever the content names.
      return node.keys.reduce<unknown>(
        (value, key) => (isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined),
        scope[node.root],
      );
    case 'not':
      return !evaluate(node.operand, scope);
    case 'choice':
      return evaluate(node.test, scope) ? evaluate(node.then, scope) : evaluate(node.otherwise, scope);
    case 'binary': {
      const left = evaluate(node.left, scope);
      if (node.operator === '&&') return left ? evaluate(node.right, scope) : left;
      if (node.operator === '||') return left ? left : evaluate(node.right, scope);
      const right = evaluate(node.right, scope);
      if (node.operator === '===') return left === right;
      if (node.operator === '!==') return left !== right;
      // Loose equality between two plain values only (0 == '0', null == undefined); an object compares as ===.
      if (node.operator === '==' || node.operator === '!=') {
        const equal = isObject(left) || isObject(right) ? left === right : left == right;
        return node.operator === '==' ? equal : !equal;
      }
      if (node.operator === '+') {
        if (typeof left === 'number' && typeof right === 'number') return left + right;
        // Joining texts: a text with a text or a number, nothing else is turned into words.
        const words = (value: unknown) => typeof value === 'string' || typeof value === 'number';
        return words(left) && words(right) ? `${String(left)}${String(right)}` : undefined;
      }
      if (['-', '*', '/', '%'].includes(node.operator)) {
        if (typeof left !== 'number' || typeof right !== 'number') return undefined;
        return node.operator === '-'
          ? left - right
          : node.operator === '*'
            ? left * right
            : node.operator === '/'
              ? left / right
              : left % right;
      }
      // Ordering compares two numbers or two strings only: no coercion of objects (no valueOf or toString runs).
      const comparable =
        (typeof left === 'number' && typeof right === 'number') ||
        (typeof left === 'string' && typeof right === 'string');
      if (!comparable) return false;
      const [a, b] = [left, right] as [number, number];
      return node.operator === '<'
        ? a < b
        : node.operator === '>'
          ? a > b
          : node.operator === '<='
            ? a <= b
            : a >= b;
    }
  }
}

/** Reads and evaluates a binding in the safe subset; anything outside it is refused with the reason, never run. */
export function evaluateSafeExpression(code: string, scope: ExpressionScope): ExpressionResult {
  try {
    return { ok: true, value: evaluate(parse(code), scope) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    throw error;
  }
}
