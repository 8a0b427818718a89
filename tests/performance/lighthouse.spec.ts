import { expect, test } from '@playwright/test';
import { calibratedCpuSlowdown, runLighthouse, waitForQuietMachine, type Shopper } from './lighthouse';

/** The sandbox's seeded shopper (features' account sandbox seed). */
const ada: Shopper = { email: 'ada@example.com', password: 'Sandbox!2026' };

// Lighthouse's mobile preset on the production build with the sandbox: the site issue's budgets for every page type,
// judged on the median of three runs, with the CPU factor calibrated to this machine (lighthouse.ts) after waiting for
// it to be quiet. The club page is built from Builder's standard blocks mixed with the shop's. Pages a shopper's own
// (cart, checkout, account) and search results are not indexed, so they have no SEO budget. Every page type is held to
// the budgets, with no allowance.
interface PageType {
  name: string;
  path: string;
  /** False for pages no search engine should list (noindex): they have no SEO budget. */
  indexed?: boolean;
  /** Measured for this signed-in shopper. */
  shopper?: Shopper;
}

const pages: PageType[] = [
  { name: 'the home page', path: '/' },
  // German words come with each domain's code, as English does: 179 KB measured (the whole German dictionary made
  // German pages 195-200 KB).
  { name: 'the home page in German', path: '/?lang=de' },
  { name: "the club page (Builder's standard blocks)", path: '/iluma-club' },
  { name: 'a product page', path: '/products/AURORA' },
  { name: 'a category page', path: '/category/devices' },
  { name: 'the search page', path: '/search?q=amber', indexed: false },
  { name: 'the cart', path: '/cart', indexed: false },
  // The first step carries no account code (the address book loads with the steps' code): 172 KB measured, 205 with it.
  { name: 'the checkout', path: '/checkout', indexed: false },
  // The heaviest German page: each domain's German words on top of its English ones (158 KB measured; 186 before the
  // build compressed scripts at the highest levels).
  { name: 'the checkout in German', path: '/checkout?lang=de', indexed: false },
  // The session check asks the shop's server and the account backends load on a press, so the overview's first load
  // has neither them nor zod: 180 KB measured with the production build (203 before, 230 at the start of the work).
  { name: "a shopper's account overview", path: '/account', indexed: false, shopper: ada },
];

let cpuSlowdownMultiplier = 4;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await waitForQuietMachine();
  const calibration = await calibratedCpuSlowdown();
  cpuSlowdownMultiplier = calibration.multiplier;
  console.log(`lighthouse calibration ${JSON.stringify(calibration)}`);
});

for (const page of pages)
  test(`lighthouse: ${page.name} meets the performance, accessibility, best-practice and SEO budgets`, async ({
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const report = await runLighthouse(`${baseURL}${page.path}`, cpuSlowdownMultiplier, {
      shopper: page.shopper,
    });
    for (const run of report.runs) console.log(`lighthouse ${page.path} run ${JSON.stringify(run)}`);
    console.log(
      `lighthouse ${page.path} median ${JSON.stringify({ scores: report.scores, metrics: report.metrics })}`,
    );
    expect.soft(report.scores.performance).toBeGreaterThanOrEqual(98);
    expect.soft(report.scores.accessibility).toBe(100);
    expect.soft(report.scores['best-practices']).toBeGreaterThanOrEqual(95);
    if (page.indexed !== false) expect.soft(report.scores.seo).toBeGreaterThanOrEqual(95);
    expect.soft(report.metrics.lcpMs).toBeLessThanOrEqual(1200);
    expect.soft(report.metrics.cls).toBe(0);
    expect.soft(report.metrics.tbtMs).toBeLessThanOrEqual(100);
    expect.soft(report.metrics.scriptKb).toBeLessThanOrEqual(180);
  });
