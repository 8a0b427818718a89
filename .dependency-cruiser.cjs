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
        pathNot: ['^features/src/$1/', '^features/src/[^/]+/index\\.ts$', '^features/src/platform/'],
      },
    },
    {
      name: 'builder-sdk-in-two-modules-only',
      severity: 'error',
      from: { pathNot: '^(blocks/src/register\\.ts|site/app/builder/)' },
      to: { path: '@builder\\.io' },
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
    exclude: { path: '(node_modules|\\.react-router|generated)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
