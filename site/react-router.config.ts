import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Overridable so parallel test runs each build into their own folder; site/server.mjs reads the same variable.
  buildDirectory: process.env['SITE_BUILD_DIR'] ?? 'build',
} satisfies Config;
