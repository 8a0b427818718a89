import { optionalReadBudgetMs } from './config.server';

/**
 * Waits for a read the page can do without (platform configuration, product-page mapping, location by IP) for at most
 * OPTIONAL_READ_BUDGET_MS (300 ms unless set), far below the HTTP core's 5 s timeout: after that the page renders
 * with `fallback`, while the read goes on and fills its reader's cache for the pages after. A failed read gives the
 * fallback too (the readers report their own failures).
 */
export function withinBudget<T>(
  read: Promise<T>,
  fallback: T,
  budgetMs = optionalReadBudgetMs(),
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), budgetMs);
  });
  return Promise.race([read.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}
