import { Kind, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from './generated/graphql';
import { commerceSchema } from './sandbox';

// Every operation codegen collected from the shop's graphql() documents, with its fragments, as the shop sends it
// (a fragment alone is never sent).
const operations = Object.entries(generated).flatMap(([name, value]) =>
  value instanceof generated.TypedDocumentString &&
  parse(String(value)).definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    ? [[name, String(value)] as const]
    : [],
);

describe('the shop’s commerce operations and the contract', () => {
  it('collects every operation the shop sends', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  it.each(operations)('%s validates against Magento’s schema plus the extensions', (_name, document) => {
    expect(validate(commerceSchema, parse(document)).map((error) => error.message)).toEqual([]);
  });
});
