import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlDocumentsByName } from './graphqlDocumentsByName';
import { CreateGuestCartDocument } from '../features/src/backends/commerce/generated/graphql';

const plugin = graphqlDocumentsByName();
const transform = (code: string, id: string) =>
  (plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>).call({}, code, id);
const featuresFile = (path: string) => new URL(`../features/src/${path}`, import.meta.url).pathname;

const api = `import { graphql, type CommerceClient } from '../backends/commerce';
const UrlKeysQuery = graphql(\`
  query UrlKeysBySku($skus: [String!]!) {
    products(filter: { sku: { in: $skus } }) { items { sku url_key } }
  }
\`);
export const urlKeys = (client: CommerceClient, skus: string[]) => client.request(UrlKeysQuery, { skus });
`;

describe('a page carries only the GraphQL operations it sends (first-load JavaScript budget)', () => {
  it('a graphql() call becomes an import of its own generated document, not a lookup in the table of all', async () => {
    const result = await transform(api, featuresFile('catalog/api.ts'));
    expect(result?.code).toContain(
      'import UrlKeysBySkuDocument from "\\u0000commerce-document:UrlKeysBySkuDocument";',
    );
    expect(result?.code).toContain('const UrlKeysQuery = UrlKeysBySkuDocument;');
    expect(result?.code).not.toContain('query UrlKeysBySku');
    // TypeScript is left for the compiler that comes after.
    expect(result?.code).toContain('(client: CommerceClient, skus: string[])');
  });

  it('each document is a module of its own holding the generated text, fragments included, without ignored whitespace', () => {
    const load = plugin.load as (id: string) => string | null;
    const document = load.call({}, '\0commerce-document:CreateGuestCartDocument');
    const text = JSON.parse(document!.replace(/^export default /, '').replace(/;$/, '')) as string;
    expect(text).toContain('mutation CreateGuestCart{');
    expect(text).toContain('fragment CartFields on Cart{');
    expect(text).not.toMatch(/\n| {2}/);
    // The same operation as codegen wrote it: only what GraphQL ignores is gone.
    expect(print(parse(text))).toBe(print(parse(String(CreateGuestCartDocument))));
    expect(text).not.toContain('query CatalogProducts');
    expect(() => load.call({}, '\0commerce-document:NoSuchDocument')).toThrow(/npm run codegen/);
    expect(load.call({}, '/repo/features/src/catalog/api.ts')).toBeNull();
  });

  it('modules without an operation, and code outside the features, are left as they are', async () => {
    expect(await transform('export const x = 1;', featuresFile('catalog/hooks.ts'))).toBeNull();
    expect(await transform(api, '/repo/site/app/routes/x.tsx')).toBeNull();
  });

  it('only the browser build is changed: the server and the tests keep the table', () => {
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });
});
