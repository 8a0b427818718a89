import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const defaultArtifactDirectory = fileURLToPath(
  new URL('../features/src/backends/commerce/generated/', import.meta.url),
);
const defaultFeaturesSource = fileURLToPath(new URL('../features/src/', import.meta.url));

/**
 * The commerce client's `graphql()` finds a document by its text in a table of every operation (generated `gql.ts`),
 * so any page that sent one query downloaded all ~45 (7.4 KB). In the browser build each `graphql(`...`)` call becomes
 * an import of its own document from the generated `graphql.ts` (the codegen preset's own Babel optimiser), and a page
 * carries only the operations its code sends. The server and the tests keep the table: it is the same text.
 */
export function graphqlDocumentsByName(
  featuresSource = defaultFeaturesSource,
  artifactDirectory = defaultArtifactDirectory,
): Plugin {
  return {
    name: 'storefront:graphql-documents-by-name',
    // Before TypeScript is stripped, so the calls are still as codegen read them.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(featuresSource) || !/\.tsx?$/.test(file) || !code.includes('graphql(`'))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', ...(file.endsWith('.tsx') ? (['jsx'] as const) : [])] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory, gqlTagName: 'graphql' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
