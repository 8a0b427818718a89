import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [vanillaExtractPlugin(), reactRouter(), withoutBuilderRequireProbe()],
  ssr: {
    // The workspaces ship TypeScript source: bundle it into the server build. Builder's SDK stays out: it runs only in
    // the browser, and Vite's dev module runner cannot evaluate its CommonJS as ESM (`npm run dev` stopped on
    // `module is not defined`).
    noExternal: [/^@storefront\//],
  },
  build: { assetsInlineLimit: 0 },
});
