export { blocks } from './blocks';
export {
  defineBlock,
  BlockEditingContext,
  ChildBlocksContext,
  useIsEditing,
  blockGroups,
} from './defineBlock';
export type { Block, BlockDefinition, BlockGroup, ChildBlocksRenderer, ContentBlock } from './defineBlock';
export { readInputs } from './inputs';
export type { BlockInput, PropsFromInputs, InputValue, InputProblem } from './inputs';
export { builtInNamed, innerBlocks } from './builtins';
export { BlockHint } from './BlockHint';
export { LazyWidgetStyles } from './WidgetStylesheets';
export {
  BUILDER_FORM_FIELD,
  BuilderFormActionContext,
  BuilderFormOutcomeContext,
  builderFieldBlocks,
  type BuilderFormOutcome,
} from './builtins/Form';
