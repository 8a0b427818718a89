import { makeExecutableSchema } from '@graphql-tools/schema';
import { assertObjectType, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { commerceSchema } from './index';
import { unservedFieldFails } from './unservedField';

describe('a field the commerce sandbox does not serve', () => {
  const schema = makeExecutableSchema({
    typeDefs:
      'type Query { storeConfig: StoreConfig } type StoreConfig { store_code: ID store_name: String returns_enabled: String }',
    resolvers: { Query: { storeConfig: () => ({ store_code: 'default', store_name: null }) } },
    defaultFieldResolver: unservedFieldFails,
  });

  it('fails with an error naming the field, as Magento answers for a disabled module, never a silent null', async () => {
    const result = await graphql({ schema, source: '{ storeConfig { store_code returns_enabled } }' });
    expect(result.errors?.map((error) => [error.message, error.path])).toEqual([
      ['Cannot query field "returns_enabled" on type "StoreConfig".', ['storeConfig', 'returns_enabled']],
    ]);
    expect(result.data).toEqual({ storeConfig: { store_code: 'default', returns_enabled: null } });
  });

  it('answers null for a field the sandbox holds as null', async () => {
    const result = await graphql({ schema, source: '{ storeConfig { store_name } }' });
    expect(result).toEqual({ data: { storeConfig: { store_name: null } } });
  });

  it('is the resolver of every commerce field without one of its own', () => {
    const storeConfig = commerceSchema.getQueryType()!.getFields()['storeConfig']!;
    expect(storeConfig.resolve).not.toBe(unservedFieldFails);
    const storeConfigType = assertObjectType(commerceSchema.getType('StoreConfig'));
    expect(storeConfigType.getFields()['store_code']?.resolve).toBe(unservedFieldFails);
  });
});
