import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../scripts/chromium-path.mjs';

export interface LighthouseReport {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  metrics: { lcpMs: number; cls: number; tbtMs: number; scriptKb: number };
}

/** Lighthouse could not record the load (e.g. NO_NAVSTART, an intermittent tracing failure of headless Chromium). */
class MeasurementFailed extends Error {
  override name = 'MeasurementFailed';
}

/** Runs Lighthouse's default (mobile) preset against a URL in the system Chromium. */
async function runLighthouseOnce(url: string): Promise<LighthouseReport> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, runtimeError } = result.lhr;
    const lcpError = audits['largest-contentful-paint']?.errorMessage;
    // A run that could not measure is an instrument failure, not a page that missed its budget: say what failed.
    if (runtimeError || lcpError) throw new MeasurementFailed(`${url}: ${runtimeError?.message ?? lcpError}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const scripts = (
      audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> }
    )?.items?.find((item) => item.resourceType === 'script');
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        cls: numeric('cumulative-layout-shift'),
        tbtMs: Math.round(numeric('total-blocking-time')),
        scriptKb: Math.round((scripts?.transferSize ?? 0) / 1024),
      },
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The median of several runs, figure by figure: one Lighthouse run on a shared 2-core machine swings by a few hundred
 * milliseconds, and Lighthouse's own guidance is to judge the median of repeated runs.
 */
export async function runLighthouse(
  url: string,
  runs = 3,
): Promise<LighthouseReport & { runs: LighthouseReport[] }> {
  // The server's first response pays for its cold start (module loading, JIT); shoppers meet a warm server.
  await fetch(url);
  const reports: LighthouseReport[] = [];
  const failures: string[] = [];
  // A failed recording is run again (at most `runs` extra times); a page that misses a budget is never re-run.
  while (reports.length < runs) {
    try {
      reports.push(await runLighthouseOnce(url));
    } catch (error) {
      if (!(error instanceof MeasurementFailed) || failures.length >= runs) throw error;
      failures.push(error.message);
      console.warn(`lighthouse could not measure, running again: ${error.message}`);
    }
  }
  const scoreNames = Object.keys(reports[0]!.scores) as Array<keyof LighthouseReport['scores']>;
  const metricNames = Object.keys(reports[0]!.metrics) as Array<keyof LighthouseReport['metrics']>;
  return {
    scores: Object.fromEntries(
      scoreNames.map((name) => [name, median(reports.map((report) => report.scores[name]))]),
    ) as LighthouseReport['scores'],
    metrics: Object.fromEntries(
      metricNames.map((name) => [name, median(reports.map((report) => report.metrics[name]))]),
    ) as LighthouseReport['metrics'],
    runs: reports,
  };
}
