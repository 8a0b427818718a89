import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from './scripts/chromium-path.mjs';

// tests/lint: the lint gate's own rules, run over fixtures.
const unitInclude = ['{design-system,features,blocks,site}/**/*.test.{ts,tsx}', 'tests/lint/*.test.ts'];
const exclude = ['**/node_modules/**', '**/build/**'];
const nodeExclude = [...exclude, '**/*.dom.test.{ts,tsx}', '**/*.test.tsx'];
/**
 * Node test files that read module state another file may change on purpose, so they need a module graph of their
 * own: the English dictionary (the site adds its words to it as it loads), the sanitiser's memory and the fetch
 * cache (both counted from empty).
 */
const readsSharedModuleState = [
  'features/src/platform/i18n/i18n.test.ts',
  'design-system/src/components/RichText/sanitizeHtml.memory.test.ts',
  'features/src/platform/http/fetchCache.test.ts',
];

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
          exclude: [...nodeExclude, ...readsSharedModuleState],
          // The files share one module graph: importing the sandbox, the site and React again for each of 110 files
          // cost more than half of the project's time. A file that changes shared state puts it back afterwards.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: readsSharedModuleState,
          exclude: nodeExclude,
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
