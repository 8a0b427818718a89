import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from './scripts/chromium-path.mjs';

// tests/lint: the lint gate's own rules, run over fixtures.
const unitInclude = ['{design-system,features,blocks,site}/**/*.test.{ts,tsx}', 'tests/lint/*.test.ts'];
const exclude = ['**/node_modules/**', '**/build/**'];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    // graphql must be one module instance: vite resolves it to index.mjs, so @graphql-tools (the commerce sandbox) and
    // graphql-ws (the live-updates sandbox executes with it) are inlined to share it.
    server: { deps: { inline: [/@graphql-tools\//, /graphql-ws/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: unitInclude,
          exclude: [...exclude, '**/*.dom.test.{ts,tsx}', '**/*.test.tsx'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['{design-system,features,blocks,site}/**/*.test.tsx', '**/*.dom.test.ts'],
          exclude,
          setupFiles: ['./tests/setup/jsdom.ts'],
        },
      },
      {
        extends: true,
        plugins: [react(), storybookTest({ configDir: '.storybook' })],
        // Dependencies of the stories pre-bundled up front, so a fresh clone's first run never reloads mid-test.
        optimizeDeps: {
          include: [
            'radix-ui',
            'clsx',
            'isomorphic-dompurify',
            'embla-carousel',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/css/adapter',
            '@vanilla-extract/css/recipe',
          ],
        },
        test: {
          name: 'stories',
          // Screenshot comparison of the design system's stories (visual baselines, committed beside the stories).
          setupFiles: ['./design-system/src/storybook/visual-baseline.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
