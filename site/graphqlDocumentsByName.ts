import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripIgnoredCharacters } from 'graphql';
import type { Plugin } from 'vite';

const defaultArtifactDirectory = fileURLToPath(
  new URL('../features/src/backends/commerce/generated/', import.meta.url),
);
const defaultFeaturesSource = fileURLToPath(new URL('../features/src/', import.meta.url));
const documentModule = '\0commerce-document:';

/** Each generated document's text (fragments included) by its export name, read from codegen's `graphql.ts`. */
function documentsIn(artifactDirectory: string): Map<string, string> {
  const generated = readFileSync(join(artifactDirectory, 'graphql.ts'), 'utf8');
  const documents = new Map<string, string>();
  for (const [, name, text] of generated.matchAll(
    /^export const (\w+) = new TypedDocumentString\(`([^`]*)`/gm,
  ))
    documents.set(name!, text!);
  return documents;
}

/**
 * The commerce client's `graphql()` finds a document by its text in a table of every operation (generated `gql.ts`),
 * and the documents themselves are one module, so any page that sent one query downloaded all ~45. In the browser
 * build each `graphql(`...`)` call becomes the codegen preset's import of its document by name (its own Babel
 * optimiser), and each document is a module of its own holding the generated text, so a page carries only the
 * operations its code sends, without the whitespace GraphQL ignores. The client sends `String(document)`: the text is
 * all it needs. The server and the tests keep the table (same text, same types).
 */
export function graphqlDocumentsByName(
  featuresSource = defaultFeaturesSource,
  artifactDirectory = defaultArtifactDirectory,
): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: 'storefront:graphql-documents-by-name',
    // Before TypeScript is stripped, so the calls are still as codegen read them.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      documents = undefined;
    },
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
      if (!result?.code) return null;
      const byName = result.code.replace(
        /^import \{ (\w+) \} from "[^"]*\/graphql";$/gm,
        (_, name: string) => `import ${name} from ${JSON.stringify(documentModule + name)};`,
      );
      return { code: byName, map: result.map };
    },
    resolveId(id) {
      return id.startsWith(documentModule) ? id : null;
    },
    load(id) {
      if (!id.startsWith(documentModule)) return null;
      documents ??= documentsIn(artifactDirectory);
      const name = id.slice(documentModule.length);
      const text = documents.get(name);
      if (text === undefined)
        throw new Error(`${name} is not in the generated graphql.ts: run npm run codegen`);
      // Sent as Magento reads it, without the indentation and line breaks codegen writes for people.
      return `export default ${JSON.stringify(stripIgnoredCharacters(text))};`;
    },
  };
}
