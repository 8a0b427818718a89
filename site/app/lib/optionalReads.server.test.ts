import { describe, expect, it } from 'vitest';
import { environmentProblems, optionalReadBudgetMs } from './config.server';
import { withinBudget } from './optionalReads.server';

describe('optional reads', () => {
  it('optional reads: a read later than the budget gives the fallback at the budget, not at the read', async () => {
    let finish: (value: string) => void = () => undefined;
    const read = new Promise<string>((resolve) => (finish = resolve));
    const started = performance.now();
    expect(await withinBudget(read, 'fallback', 50)).toBe('fallback');
    expect(performance.now() - started).toBeLessThan(500);
    finish('late');
    expect(await read).toBe('late');
  });

  it('optional reads: an answer within the budget is used, a failed read gives the fallback', async () => {
    expect(await withinBudget(Promise.resolve('answer'), 'fallback', 50)).toBe('answer');
    expect(await withinBudget(Promise.reject(new Error('down')), 'fallback', 50)).toBe('fallback');
  });

  it('optional reads: the budget is 300 ms unless OPTIONAL_READ_BUDGET_MS sets a whole number of milliseconds', () => {
    expect(optionalReadBudgetMs({})).toBe(300);
    expect(optionalReadBudgetMs({ OPTIONAL_READ_BUDGET_MS: '800' })).toBe(800);
    expect(environmentProblems({ OPTIONAL_READ_BUDGET_MS: 'soon' })).toContain(
      'OPTIONAL_READ_BUDGET_MS must be a whole number of milliseconds.',
    );
  });
});
