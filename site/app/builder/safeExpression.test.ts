import { describe, expect, it } from 'vitest';
import { evaluateSafeExpression, type ExpressionScope } from './safeExpression';

const scope: ExpressionScope = {
  state: { loggedIn: true, points: 120, tier: 'gold', nested: { flag: false }, list: [1, 2] },
  content: { title: 'Club', state: {} },
  userAttributes: { urlPath: '/iluma-club', locale: 'en-GB' },
};

const value = (code: string) => {
  const result = evaluateSafeExpression(code, scope);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.value;
};
const refused = (code: string) => evaluateSafeExpression(code, scope).ok === false;

describe('safe expressions for show/hide bindings', () => {
  it('names: state, content data and user attributes, with dotted paths', () => {
    expect(value('state.loggedIn')).toBe(true);
    expect(value('state.nested.flag')).toBe(false);
    expect(value('content.title')).toBe('Club');
    expect(value('userAttributes.urlPath')).toBe('/iluma-club');
    expect(value('state.missing.deeper')).toBeUndefined();
  });

  it('literals: numbers, single- and double-quoted strings, true, false, null, undefined', () => {
    expect(value('42')).toBe(42);
    expect(value('1.5')).toBe(1.5);
    expect(value("'gold'")).toBe('gold');
    expect(value('"it\\"s"')).toBe('it"s');
    expect([value('true'), value('false'), value('null'), value('undefined')]).toEqual([
      true,
      false,
      null,
      undefined,
    ]);
  });

  it('comparisons: ===, !==, <, >, <=, >= (ordering only between two numbers or two strings)', () => {
    expect(value("state.tier === 'gold'")).toBe(true);
    expect(value("state.tier !== 'gold'")).toBe(false);
    expect(value('state.points > 100')).toBe(true);
    expect(value('state.points < 100')).toBe(false);
    expect(value('state.points >= 120')).toBe(true);
    expect(value('state.points <= 119')).toBe(false);
    expect(value("'a' < 'b'")).toBe(true);
    expect(value("state.points > '100'")).toBe(false);
    expect(value('state.nested > 1')).toBe(false);
  });

  it('logic: !, && and || with their usual precedence, and parentheses', () => {
    expect(value('!state.loggedIn')).toBe(false);
    expect(value('!!state.tier')).toBe(true);
    expect(value('state.loggedIn && state.points > 100')).toBe(true);
    expect(value('false || state.tier')).toBe('gold');
    expect(value('true || false && false')).toBe(true);
    expect(value('(true || false) && false')).toBe(false);
  });

  it("Builder's stored form: a leading return and a trailing semicolon are accepted", () => {
    expect(value('return state.loggedIn;')).toBe(true);
  });

  it('own properties only: nothing is read from a prototype', () => {
    expect(value('state.toString')).toBeUndefined();
    expect(value('state.hasOwnProperty')).toBeUndefined();
    expect(value('state.list.length')).toBe(2);
  });

  it('hostile: constructor chains, __proto__ and prototype are refused', () => {
    expect(refused("constructor.constructor('x')()")).toBe(true);
    expect(refused('state.constructor')).toBe(true);
    expect(refused('state.__proto__')).toBe(true);
    expect(refused('__proto__')).toBe(true);
    expect(refused('state.prototype')).toBe(true);
  });

  it('hostile: calls are refused', () => {
    expect(refused('alert(1)')).toBe(true);
    expect(refused('state.fn()')).toBe(true);
    expect(refused("fetch('/x')")).toBe(true);
  });

  it('hostile: template strings, computed access and assignment are refused', () => {
    expect(refused('`${alert(1)}`')).toBe(true);
    expect(refused("state['constructor']")).toBe(true);
    expect(refused('state.x = 1')).toBe(true);
    expect(refused('state.loggedIn; window.x = 1')).toBe(true);
  });

  it('hostile: other names, operators and syntax are refused', () => {
    for (const code of [
      'window',
      'globalThis.process',
      'this',
      'state.a = 1',
      'state.a += 1',
      'var x=1;return x',
      'var _virtual_index=state.a;state.a=2;return _virtual_index',
      'new Date()',
      'typeof state',
      'state.',
      '(state.loggedIn',
      '',
    ])
      expect(refused(code), code).toBe(true);
  });

  it("Builder's compiled form: var _virtual_index=…;return _virtual_index, as its editor saves a simple binding", () => {
    expect(value('var _virtual_index=!0;return _virtual_index')).toBe(true);
    expect(value('var _virtual_index=state.tier;return _virtual_index')).toBe('gold');
    expect(value('var _virtual_index=state.points%2==0;return _virtual_index')).toBe(true);
  });

  it('arithmetic and loose equality between plain values: +, -, *, /, %, ==, != and a ? b : c', () => {
    expect(value('state.points % 2 == 0')).toBe(true);
    expect(value("state.points == '120'")).toBe(true);
    expect(value('null == undefined')).toBe(true);
    expect(value('state.nested != state.nested')).toBe(false);
    expect(value("state.nested == '[object Object]'")).toBe(false);
    expect(value('state.points + 1 - 2 * 3 / 2')).toBe(118);
    expect(value("'Tier: ' + state.tier")).toBe('Tier: gold');
    expect(value("state.nested + 'x'")).toBeUndefined();
    expect(value('state.tier * 2')).toBeUndefined();
    expect(value("state.loggedIn ? 'in' : 'out'")).toBe('in');
    expect(value("!state.loggedIn ? 'in' : state.points > 100 ? 'many' : 'few'")).toBe('many');
  });

  it('never runs anything: a refused rule has no effect on the page', () => {
    const flag = globalThis as { safeExpressionRan?: boolean };
    expect(refused('globalThis.safeExpressionRan = true')).toBe(true);
    expect(flag.safeExpressionRan).toBeUndefined();
  });
});
