import { BlockHint } from '../BlockHint';
import { useIsEditing } from '../defineBlock';
import { Blocks, blockList, defineBuiltIn } from './defineBuiltIn';

/** The blocks of a symbol whose content the page carries inline (`options.symbol.content.data.blocks`). */
function symbolBlocks(options: Record<string, unknown>) {
  const symbol = options.symbol as { content?: { data?: { blocks?: unknown } } } | undefined;
  return blockList(symbol?.content?.data?.blocks);
}

/**
 * Builder's Symbol (reusable content). The live shop draws a symbol whose content is inlined in the page, as Builder's
 * content API returns it when asked to; a symbol given only by its model and entry id is not fetched yet, so it is
 * left out live and the editor says so.
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
          'Its content is not part of the page, and the live shop does not fetch symbols yet: it shows nothing.',
        ]}
      />
    ) : null;
  },
});
