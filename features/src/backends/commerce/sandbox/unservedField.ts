import { defaultFieldResolver, type GraphQLFieldResolver } from 'graphql';
import { MagentoError } from './store';

/**
 * The sandbox's resolver for every field without one of its own. A field the sandbox's answer does not hold fails
 * with Magento's words for a field of a module it does not run, naming the field, instead of a silent null that a
 * storefront would take for Magento's answer; a field the answer holds as null is answered null.
 */
export const unservedFieldFails: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  if (typeof source === 'object' && source !== null && info.fieldName in source)
    return defaultFieldResolver(source, args, context, info);
  throw new MagentoError(
    `Cannot query field "${info.fieldName}" on type "${info.parentType.name}".`,
    'graphql',
  );
};
