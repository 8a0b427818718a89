import { Blocks, defineBuiltIn } from './defineBuiltIn';

/** Builder's Fragment: its children, nothing around them but the block's own element. */
export const fragmentBuiltIn = defineBuiltIn({
  name: 'Core:Fragment',
  friendlyName: 'Fragment',
  inputs: [],
  component: ({ block }) => <Blocks blocks={block.children ?? []} />,
});
