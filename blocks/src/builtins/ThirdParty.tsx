import { editorOnlyBuiltIn } from './defineBuiltIn';

/*
 * Embed and Custom Code carry third-party HTML and scripts. The live shop never runs them: they would run with the
 * shop's origin and the shopper's session, outside the content security policy's nonce, and unreviewed. A marketer
 * who needs a widget asks for a shop block instead.
 */
const why =
  'The live shop does not run third-party code, so shoppers see nothing here. Ask for a shop block instead.';

export const embedBuiltIn = editorOnlyBuiltIn('Embed', 'Embed', why);
export const customCodeBuiltIn = editorOnlyBuiltIn('Custom Code', 'Custom code', why);
