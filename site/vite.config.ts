import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { graphqlDocumentsByName } from './graphqlDocumentsByName';
import { lazyWidgetStyles, withRouteLinkAddress } from './lazyWidgetStyles';
import { parsedWords } from './parsedWords';
import { wordsWithTheirCode } from './wordsWithTheirCode';

/**
 * Builder's SDK probes for Node's `require` with `eval('require')` when it loads. In the browser our CSP blocks eval
 * (as it should) and the browser files an issue for it; the probe is meaningless there, so the client build gets the
 * SDK's own fallback instead.
 */
function withoutBuilderRequireProbe(): Plugin {
  return {
    name: 'storefront:without-builder-require-probe',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!id.includes('@builder.io/') || !code.includes('eval(')) return null;
      return code.replace(/eval\((['"`])require\1\)/g, '(function () { return null; })');
    },
  };
}

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    reactRouter(),
    withoutBuilderRequireProbe(),
    ...wordsWithTheirCode(),
    ...parsedWords(),
    graphqlDocumentsByName(),
    ...lazyWidgetStyles(),
  ],
  ssr: {
    // The workspaces ship TypeScript source: bundle it into the server build. Builder's SDK stays out: it runs only in
    // the browser, and Vite's dev module runner cannot evaluate its CommonJS as ESM (`npm run dev` stopped on
    // `module is not defined`).
    noExternal: [/^@storefront\//],
  },
  build: { assetsInlineLimit: 0 },
  experimental: {
    // Every stylesheet a script asks for is one a lazy chunk brings: it asks by the routes' address (the `#`).
    renderBuiltUrl: (file, { hostType }) =>
      hostType === 'js' && file.endsWith('.css') ? withRouteLinkAddress(file) : undefined,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Left to itself the bundler cuts what every page runs into dozens of small chunks (each shared with some
            // lazy widget), and a first visit paid a request and its headers for each. The design system's basic parts
            // and the platform every widget stands on travel as one file each: 10-15 KB less JavaScript per page type
            // (home 208 to 192 KB, checkout 318 to 306 KB, measured on the production build).
            codeSplitting: {
              groups: [
                {
                  name: 'ui',
                  // With the styles of the parts every page's shell and block registry link (dialog, carousel,
                  // accordion, tabs, toast): one stylesheet instead of six before the first paint.
                  test: /design-system\/src\/(theme|components\/(Button|Link|Image|VisuallyHidden|Field|FormField|TextField|TextArea|Icon|Spinner)\/|components\/\w+\/\w+\.css\.ts)/,
                },
                {
                  name: 'platform',
                  test: /features\/src\/platform\/(user|tracking|monitoring|swr|captcha|i18n|config|url|http\/(client|errors)\.ts)/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
