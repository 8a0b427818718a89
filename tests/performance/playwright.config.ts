import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from '../playwright.config';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

// The end-to-end suite's first server: it builds the site and serves it with the default backends. Lighthouse needs
// neither the second (older account backend) server nor the end-to-end projects.
const [shop] = [base.webServer].flat() as WebServer[];

/** The Lighthouse budgets of the site issue, against the same production server as the end-to-end suite. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'lighthouse.spec.ts',
  outputDir: '../.artifacts/lighthouse',
  projects: [{ name: 'lighthouse' }],
  // Paths in the base config are relative to tests/; this file sits one folder deeper. SITE_PREBUILT (npm test, right
  // after the end-to-end gate built the same SITE_BUILD_DIR) serves that build rather than building again.
  webServer: {
    ...shop!,
    cwd: '../..',
    command: process.env.SITE_PREBUILT
      ? `PORT=${new URL(shop!.url!).port} node site/server.mjs`
      : shop!.command,
  },
});
