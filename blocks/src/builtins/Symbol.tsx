import { BlockHint } from '../BlockHint';
import { useIsEditing } from '../defineBlock';
import { Blocks, blockList, defineBuiltIn } from './defineBuiltIn';

/** The blocks of a symbol whose content the page carries inline (`options.symbol.content.data.blocks`). */
function symbolBlocks(options: Record<string, unknown>) {
  const symbol = options.symbol as { content?: { data?: { blocks?: unknown } } } | undefined;
  return blockList(symbol?.content?.data?.blocks);
}

/**
 * Builder's Symbol (reusable content). The live shop draws the symbol's content from the page: inlined by Builder, or
 * fetched by the shop's server for a symbol given only by its model and entry id. A symbol the server could not have
 * (not found, Builder failing, nested too deep, too many on the page) is left out live and the editor says so.
 */
export const symbolBuiltIn = defineBuiltIn({
  name: 'Symbol',
  friendlyName: 'Symbol',
  inputs: [],
  nested: (options) => [symbolBlocks(options)],
  component: function BuiltInSymbol({ block }) {
    const editing = useIsEditing();
    const blocks = symbolBlocks(block.component?.options ?? {});
    if (blocks.length > 0) return <Blocks blocks={blocks} />;
    return editing ? (
      <BlockHint
        title="Symbol"
        notes={[
          'Its content could not be had from Builder (not found, Builder not answering, nested more than 5 deep or more than 20 symbols on the page): the live shop shows nothing here.',
        ]}
      />
    ) : null;
  },
});
