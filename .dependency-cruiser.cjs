/** The one-way dependency rule: site -> blocks -> features -> design-system. */
module.exports = {
  forbidden: [
    {
      name: 'design-system-knows-no-data',
      severity: 'error',
      from: { path: '^design-system/' },
      to: { path: '^(features|blocks|site)/|@storefront/(features|blocks|site)' },
    },
    {
      name: 'features-know-no-builder',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^(blocks|site)/|@storefront/(blocks|site)|@builder\\.io' },
    },
    {
      name: 'blocks-are-below-the-site',
      severity: 'error',
      from: { path: '^blocks/' },
      to: { path: '^site/|@storefront/site' },
    },
    {
      name: 'platform-depends-on-no-domain',
      severity: 'error',
      from: { path: '^features/src/platform/' },
      to: { path: '^features/src/(?!platform/)' },
    },
    {
      // A backend (features/src/backends/<service>/) speaks to one service and nothing else of the shop.
      name: 'a-backend-imports-only-platform-and-itself',
      severity: 'error',
      // A backend's own tests may drive its sandbox through the domain client that calls it.
      from: { path: '^features/src/backends/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^features/src/',
        pathNot: [
          '^features/src/platform/',
          '^features/src/backends/$1/',
          // The imitated services share one world as the real ones do: the account service opens the commerce
          // customer. A sandbox may call another backend's sandbox, through that sandbox's entry only.
          '^features/src/backends/[^/]+/sandbox/index\\.ts$',
        ],
      },
    },
    {
      name: 'only-a-sandbox-calls-another-backends-sandbox',
      severity: 'error',
      from: { path: '^features/src/backends/([^/]+)/(?!sandbox/)', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^features/src/backends/(?!$1/)[^/]+/sandbox/' },
    },
    {
      // A domain uses another domain through its index, its widgets' index (kept apart so that code which needs a
      // domain's hooks does not reach, and download, all its widgets) or its testing.ts (tests and stories); and a
      // backend through the backend's index or its sandbox's.
      name: 'a-domain-uses-another-only-through-its-index',
      severity: 'error',
      from: { path: '^features/src/(?!backends/|platform/)([^/]+)/' },
      to: {
        path: '^features/src/.+',
        pathNot: [
          '^features/src/$1/',
          '^features/src/[^/]+/(index|testing|widgets/index)\\.ts$',
          '^features/src/platform/',
          // A backend's index, its sandbox's, and the sandbox's test scaffolding (testing.ts, test files only).
          '^features/src/backends/[^/]+/(sandbox/)?index\\.ts$',
          '^features/src/backends/[^/]+/sandbox/testing\\.ts$',
        ],
      },
    },
    {
      name: 'builder-sdk-in-two-modules-only',
      severity: 'error',
      // blocks.test.tsx checks what register.ts registers with the SDK.
      from: { pathNot: '^(blocks/src/(register\\.ts|blocks\\.test\\.tsx)|site/app/builder/)' },
      to: { path: '@builder\\.io' },
    },
    {
      // A package is declared by the workspace that imports it (its own package.json): hoisting in node_modules must
      // not be what makes an import work.
      name: 'no-undeclared-package',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      // Shipped code needs its packages at run time; tests, stories and their helpers may use devDependencies, and so
      // may the route table and the font fallbacks (read by the build), the editor canvas and Sentry's browser chunk
      // (the browser's only, see README "Deploying"), the server's `--dev` branch (which imports Vite dynamically) and
      // type-only imports.
      // tests/e2e/server-dependencies.spec.ts checks what the built server really imports.
      name: 'shipped-code-uses-no-dev-dependency',
      severity: 'error',
      from: {
        pathNot: [
          '\\.(test|stories)\\.tsx?$|/storybook/|/testing\\.ts$|^site/app/routes\\.ts$',
          '^design-system/src/theme/webFontFallbacks\\.ts$',
          '^site/app/builder/(EditorPage\\.tsx|sdk\\.ts)$|^blocks/src/register\\.ts$',
          '^site/app/shell/sentryBrowser\\.ts$',
        ],
      },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      // Type-only cycles too: two modules that need each other's types are one concept in two homes.
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // A workspace's own package.json and the root's (whose devDependencies are the shared test and build tools).
    combinedDependencies: true,
    // node_modules stay in the graph (not followed), so rules about packages can see them.
    exclude: { path: '(\\.react-router|generated)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
