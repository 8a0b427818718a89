import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from './scripts/chromium-path.mjs';

// Tests run in a zone that is neither UTC nor the store's, so nothing can lean on the machine's zone (CI's is UTC).
process.env['TZ'] = 'America/New_York';

// tests/lint: the lint gate's own rules, run over fixtures.
const unitInclude = ['{design-system,features,blocks,site}/**/*.test.{ts,tsx}', 'tests/lint/*.test.ts'];
const exclude = ['**/node_modules/**', '**/build/**'];
const nodeExclude = [...exclude, '**/*.dom.test.{ts,tsx}', '**/*.test.tsx'];
const domInclude = ['{design-system,features,blocks,site}/**/*.test.tsx', '**/*.dom.test.ts'];
/**
 * The unit projects do not isolate their files (`isolate: false`): the files of a project share one module graph, as
 * importing the sandbox, the site, React and a new jsdom again for each file cost most of the gate's time. A file that
 * changes shared state puts it back when it ends. These files keep a graph of their own: most read module state from
 * empty that others change on purpose (the English dictionary, which the site adds its words to as it loads; the
 * sanitiser's memory; the fetch cache; the product page's first read of the catalogue), and addWords.test.ts
 * adds a made-up word to that dictionary that no other file may see.
 */
const readsSharedModuleState = {
  node: [
    'features/src/platform/i18n/i18n.test.ts',
    'features/src/platform/i18n/addWords.test.ts',
    'design-system/src/components/RichText/sanitizeHtml.memory.test.ts',
    'features/src/platform/http/fetchCache.test.ts',
  ],
  // The header's cart count (what this tab has seen of the cart), which every cart widget's test sets.
  jsdom: ['features/src/catalog/widgets/ProductDetail.test.tsx', 'features/src/cart/count.dom.test.ts'],
};

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
          exclude: [...nodeExclude, ...readsSharedModuleState.node],
          setupFiles: ['./tests/setup/freshSandboxes.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: readsSharedModuleState.node,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: domInclude,
          exclude: [...exclude, ...readsSharedModuleState.jsdom],
          setupFiles: ['./tests/setup/freshSandboxes.ts', './tests/setup/jsdom.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'jsdom-isolated',
          environment: 'jsdom',
          include: readsSharedModuleState.jsdom,
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
