import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * A second server of the same build whose account and engagement backends are the older ones (the default is the
 * newer ones, evo).
 */
const olderAccountPort = port + 1;

/** Account journeys name their backend in the title; each project runs the ones for the backend its server has. */
const olderBackendTests = /\(older backend\)/;

// Each run starts by emptying its output folder: parallel runs (each with its own E2E_PORT) keep to their own.
const outputDir = process.env.E2E_PORT ? `./.artifacts/results-${port}` : './.artifacts/results';

/**
 * Specs that time the shop against a clock (a p99, a stall cut off, a message within seconds, an interaction's INP, a
 * process or a dev server started within seconds) run in a project of their own, one at a time, after the others
 * (`npm test` runs it as a gate of its own), so a neighbour's load never decides them.
 */
const timedSpecs =
  /(builder-safety|cache-instances|cache-varnish|dev-server|fault-matrix|hostile-requests|server-operations|server-stall|web-vitals)\.spec\.ts$/;

const server = {
  cwd: '..',
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'pipe',
  // The shared servers' output is the suite's: warnings and errors, not a line per request (server-logs.spec.ts
  // reads those from a server of its own).
  env: { LOG_LEVEL: 'warn' },
} as const;

export default defineConfig({
  testDir: './e2e',
  outputDir,
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  // Two spec files at a time, one per core, each spec's own tests in order: a test mostly waits on a browser or a
  // server, so two keep the cores busier. A spec that starts servers of its own takes its ports from its worker's block
  // (ownPort). Specs that time the shop against a clock run alone (timedSpecs).
  fullyParallel: false,
  workers: 2,
  // On CI a test that fails once is run once more: a pass on the second try is reported as flaky by name (the list
  // reporter's last lines, which the test summary repeats), never hidden, and one slow moment on a loaded machine does
  // not block a landing. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every test a quarter or more of its time on a 2-core machine (screencast and DOM
    // snapshots of every action), and nearly all of them pass. On CI a failed test is run again anyway: that retry
    // records the trace, which is kept with the test's failure or its flaky mark. Locally (no retries) the failing run
    // keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        // A camera that shows a test pattern, allowed without a prompt: the pack-code scan journey opens it.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    // Every spec once, against the default configuration (newer account backend).
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      grepInvert: olderBackendTests,
      testIgnore: timedSpecs,
    },
    // Only the account journeys again, against the older account backend (and the older engagement service's
    // offline purchases, which are read for the signed-in shopper on the same server).
    {
      name: 'older-account-backend',
      testMatch: /(account-[^/]*|loyalty-cart-referral|loyalty-journey|offline-purchases)\.spec\.ts$/,
      grep: olderBackendTests,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${olderAccountPort}` },
    },
    // The timed specs, alone (see timedSpecs).
    {
      name: 'timed',
      testMatch: timedSpecs,
      grepInvert: olderBackendTests,
      workers: 1,
      // Its own folder: its gate's run must not empty the one the other projects' failures were kept in.
      outputDir: `${outputDir}-timed`,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  // Playwright starts these one after the other, each once its URL answers: the first builds, so the second (same
  // build, SITE_BUILD_DIR included) only starts a server.
  webServer: [
    {
      ...server,
      name: 'newer accounts',
      // SITE_PREBUILT serves an existing build (same SITE_BUILD_DIR) instead of building again: timing one spec at a time.
      command: `${process.env.SITE_PREBUILT ? '' : 'npm run build -w @storefront/site && '}PORT=${port} node site/server.mjs`,
      url: `http://localhost:${port}/`,
    },
    {
      ...server,
      name: 'older accounts',
      command: 'node site/server.mjs',
      url: `http://localhost:${olderAccountPort}/`,
      env: {
        ...server.env,
        PORT: String(olderAccountPort),
        ACCOUNT_API_URL: `http://localhost:${olderAccountPort}/sandbox/account-legacy`,
        // The older loyalty backend too, so its paths (and the referral service under its base) run in a browser.
        LOYALTY_API_URL: `http://localhost:${olderAccountPort}/sandbox/loyalty-legacy`,
        // The older engagement service too (its paths at its root), so the older offline-purchases side runs in a browser.
        ENGAGEMENT_API_URL: `http://localhost:${olderAccountPort}/sandbox/engagement`,
      },
    },
  ],
});
