import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertObjectType, buildSchema } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assembleMagentoSchema,
  moduleSchemasAt,
  schemaFigures,
  toSpecSyntax,
} from './assemble-magento-schema';

// Written the way Magento's modules write their schema files: the base module declares its directives and empty
// root types, the others declare `type Query` again or extend it, and describe with @doc.
const base = `
directive @doc(description: String="") on OBJECT | FIELD_DEFINITION | ARGUMENT_DEFINITION | INTERFACE | ENUM | ENUM_VALUE | INPUT_OBJECT | INPUT_FIELD_DEFINITION
directive @resolver(class: String="") on FIELD_DEFINITION
directive @typeResolver(class: String="") on INTERFACE | UNION
directive @cache(cacheIdentity: String="" cacheable: Boolean=true) on FIELD_DEFINITION
type Query {
}
type Mutation {
}
enum SortEnum @doc(description: "Ascending or descending.") {
    ASC
}
`;
const catalog = `
type Query {
    products(search: String @doc(description: "Words to find."), pageSize: Int = 20): Products @resolver(class: "Catalog\\\\Products") @cache(cacheIdentity: "Catalog\\\\Identity")
}
interface ProductInterface @typeResolver(class: "Catalog\\\\Type") @doc(description: "Implements every product, the description says.") {
    sku: String @doc(description: "The product's stock keeping unit.")
}
type SimpleProduct implements ProductInterface, RoutableInterface @doc(description: "A product without options.") {
    sku: String
    relative_url: String
}
interface RoutableInterface {
    relative_url: String
}
type Products {
    items: [ProductInterface]
}
extend enum SortEnum {
    DESC
}
`;
const review = `
extend type Query {
    products(currentPage: Int): Products @doc(description: "The catalogue, with reviews.")
}
type SimpleProduct {
    rating_summary: Float! @doc(description: "The average rating.")
    sku: String @deprecated(reason: "Use the uid.")
}
`;

describe('assembling Magento’s schema from its modules', () => {
  const { sdl: assembled, retyped } = assembleMagentoSchema([
    { module: 'GraphQl', sdl: base },
    { module: 'CatalogGraphQl', sdl: catalog },
    { module: 'ReviewGraphQl', sdl: review },
  ]);
  const schema = buildSchema(assembled);

  it('merges a type every module declares again, or extends, into one', () => {
    const query = schema.getQueryType()!;
    expect(Object.keys(query.getFields())).toEqual(['products']);
    expect(query.getFields()['products']!.args.map((argument) => argument.name)).toEqual([
      'search',
      'pageSize',
      'currentPage',
    ]);
    const product = assertObjectType(schema.getType('SimpleProduct'));
    expect(Object.keys(product.getFields())).toEqual(['sku', 'relative_url', 'rating_summary']);
    expect(product.getInterfaces().map((type) => type.name)).toEqual([
      'ProductInterface',
      'RoutableInterface',
    ]);
    expect(assembled).not.toMatch(/\bextend\b/);
  });

  it('lets a later module’s declaration of a field win, as Magento’s merge does', () => {
    const sku = assertObjectType(schema.getType('SimpleProduct')).getFields()['sku']!;
    expect(sku.deprecationReason).toBe('Use the uid.');
    expect(retyped).toEqual([]);
  });

  it('names a field a later module declares with another type, where the order of modules decides', () => {
    const later = { module: 'SwatchesGraphQl', sdl: 'type Products { items: [SimpleProduct] }' };
    const { sdl, retyped } = assembleMagentoSchema([
      { module: 'GraphQl', sdl: base },
      { module: 'CatalogGraphQl', sdl: catalog },
      later,
    ]);
    expect(retyped).toEqual([
      'Products.items: [ProductInterface] -> [SimpleProduct] (Magento_SwatchesGraphQl)',
    ]);
    expect(sdl).toContain('items: [SimpleProduct]');
  });

  it('keeps @doc as descriptions and drops the directives that name Magento’s PHP classes', () => {
    expect(schema.getType('SortEnum')!.description).toBe('Ascending or descending.');
    expect(schema.getQueryType()!.getFields()['products']!.description).toBe('The catalogue, with reviews.');
    expect(schema.getQueryType()!.getFields()['products']!.args[0]!.description).toBe('Words to find.');
    expect(assembled).not.toMatch(/@(doc|resolver|typeResolver|cache)\b|^directive/m);
  });

  it('rewrites Magento’s lax syntax without touching words inside descriptions', () => {
    expect(toSpecSyntax('type A implements B, C @doc(description: "implements B, C") {\n}')).toBe(
      'type A implements B, & C @doc(description: "implements B, C") ',
    );
    expect(schema.getType('ProductInterface')!.description).toBe(
      'Implements every product, the description says.',
    );
  });

  it('names the module whose schema does not parse', () => {
    expect(() => assembleMagentoSchema([{ module: 'BrokenGraphQl', sdl: 'type {' }])).toThrow(
      /^Magento_BrokenGraphQl: /,
    );
  });

  it('counts types and fields', () => {
    expect(schemaFigures(assembled)).toEqual({ types: 7, fields: 7, inputFields: 0, enumValues: 2 });
  });
});

describe('reading the modules’ schemas from a magento2 git directory at a tag', () => {
  const work = mkdtempSync(join(tmpdir(), 'magento2-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('reads app/code/Magento/*/etc/schema.graphqls at the tag, in module order, and nothing else', () => {
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', work, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args]);
    const write = (path: string, text: string) => {
      mkdirSync(join(work, path, '..'), { recursive: true });
      writeFileSync(join(work, path), text);
    };
    git('init', '-q');
    write('app/code/Magento/GraphQl/etc/schema.graphqls', base);
    write('app/code/Magento/CatalogGraphQl/etc/schema.graphqls', catalog);
    write(
      'dev/tests/api-functional/_files/Magento/TestModuleGraphQl/etc/schema.graphqls',
      'type Query { test: Int }',
    );
    git('add', '.');
    git('commit', '-q', '-m', 'release');
    git('tag', '2.4.7');
    write('app/code/Magento/ReviewGraphQl/etc/schema.graphqls', review);
    git('add', '.');
    git('commit', '-q', '-m', 'after the release');

    const modules = moduleSchemasAt(join(work, '.git'), '2.4.7');
    expect(modules.map((module) => module.module)).toEqual(['CatalogGraphQl', 'GraphQl']);
    expect(modules[1]!.sdl).toBe(base);
  });
});
