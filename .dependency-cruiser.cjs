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
      name: 'a-domain-uses-another-only-through-its-index',
      severity: 'error',
      from: { path: '^features/src/([^/]+)/' },
      to: {
        path: '^features/src/([^/]+)/.+',
        // A backend under features/src/backends/<service>/ is used through its client.ts.
        pathNot: [
          '^features/src/$1/',
          '^features/src/[^/]+/index\\.ts$',
          '^features/src/platform/',
          '^features/src/backends/[^/]+/client\\.ts$',
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
      // may the route table (read by the build) and the server's `--dev` branch (which imports Vite dynamically).
      name: 'shipped-code-uses-no-dev-dependency',
      severity: 'error',
      from: { pathNot: '\\.(test|stories)\\.tsx?$|/storybook/|/testing\\.ts$|^site/app/routes\\.ts$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      // A type-only cycle (api.ts types its results, types.ts maps them) vanishes at run time.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
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
