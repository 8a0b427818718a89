import { withLocalizedValues } from '@storefront/features/backends/content';
import { withoutContentCode, type BuilderUserAttributes } from './stripCode';

/**
 * Builder content as the shop serves it, on the server and in the editor's frame alike, so a page and its preview
 * read the same: Builder's localised values in the visitor's locale (the content API resolves them for the locale the
 * server asks in, the editor's messages carry them as saved), then without the code it carries and with its show/hide
 * rules followed (stripCode.ts). Never mutates its input.
 */
export function servedContent<T>(content: T, visitor: BuilderUserAttributes): T {
  return withoutContentCode(withLocalizedValues(content, visitor.locale), visitor);
}
