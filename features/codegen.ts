import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types every commerce operation from the SDL. Operations are written with `graphql()` next to the code
 * that sends them (features/src/<domain>/api.ts); run `npm run generate` after
 * changing a schema file or an operation. The output is committed so a fresh clone typechecks.
 */
const config: CodegenConfig = {
  schema: [
    'src/backends/commerce/contract/magento.graphql',
    'src/backends/commerce/contract/extensions.graphql',
  ],
  documents: [
    'src/{backends/commerce,address,catalog,cart,checkout,orders,payments}/**/*.{ts,tsx}',
    '!src/backends/commerce/generated/**',
  ],
  ignoreNoDocuments: true,
  generates: {
    'src/backends/commerce/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        // Documents as strings, not syntax trees: the browser sends them as they are and needs no GraphQL parser.
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: false,
        skipTypename: false,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
