import { expect, test } from '@playwright/test';
import { runLighthouse } from './lighthouse';

// Lighthouse's mobile preset on the production build with the sandbox: the budgets of the site issue, judged on the
// median of three runs. The club page is built from Builder's standard blocks mixed with the shop's, and holds the
// home page's budgets. JavaScript: the site issue's 180 KB (170 measured once each domain's English words came only with
// the code that names them).
const pages = [
  { name: 'the home page', path: '/' },
  { name: "the club page (Builder's standard blocks)", path: '/iluma-club' },
];

for (const { name, path } of pages)
  test(`lighthouse: ${name} meets the performance, accessibility, best-practice and SEO budgets`, async ({
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const report = await runLighthouse(`${baseURL}${path}`);
    for (const run of report.runs) console.log(`lighthouse ${path} run ${JSON.stringify(run)}`);
    console.log(
      `lighthouse ${path} median ${JSON.stringify({ scores: report.scores, metrics: report.metrics })}`,
    );
    expect.soft(report.scores.performance).toBeGreaterThanOrEqual(95);
    expect.soft(report.scores.accessibility).toBe(100);
    expect.soft(report.scores['best-practices']).toBeGreaterThanOrEqual(95);
    expect.soft(report.scores.seo).toBeGreaterThanOrEqual(95);
    expect.soft(report.metrics.lcpMs).toBeLessThanOrEqual(1500);
    expect.soft(report.metrics.cls).toBeLessThanOrEqual(0.01);
    expect.soft(report.metrics.tbtMs).toBeLessThanOrEqual(100);
    expect.soft(report.metrics.scriptKb).toBeLessThanOrEqual(180);
  });
