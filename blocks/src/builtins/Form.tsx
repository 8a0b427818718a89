import { editorOnlyBuiltIn } from './defineBuiltIn';

/*
 * Builder's form blocks post to Builder (or any URL) with Builder's own script and show success or error as more
 * blocks. The shop's Form block (SubmissionForm) posts through the shop's form machinery with its errors announced, so
 * Builder's form and its fields are not drawn live: the editor points to the shop's Form instead.
 */
const why =
  "Builder's form is not shown on the live shop. Use the shop's Form block (Marketing) and its Form fields.";

export const formBuiltIns = [
  ['Form:Form', 'Form'],
  ['Form:Input', 'Form input'],
  ['Form:Label', 'Form label'],
  ['Form:Select', 'Form select'],
  ['Form:TextArea', 'Form text area'],
  ['Form:SubmitButton', 'Form submit button'],
].map(([name, friendlyName]) => editorOnlyBuiltIn(name!, friendlyName!, why));
