import { resolve } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressAssets } from './precompressedAssets';

// Overridable so parallel test runs each build into their own folder; site/server.mjs reads the same variable.
const buildDirectory = process.env['SITE_BUILD_DIR'] ?? 'build';

export default {
  appDirectory: 'app',
  ssr: true,
  buildDirectory,
  buildEnd: async ({ viteConfig }) => {
    await precompressAssets(resolve(viteConfig.root, buildDirectory, 'client/assets'));
  },
} satisfies Config;
