import { BuilderComponent } from '@builder.io/react/lite';
import { BlockEditingContext, ChildBlocksContext } from '@storefront/blocks';
import { registerBlocks, renderChildBlocksWithSdk } from '@storefront/blocks/editor';
import { useConfig } from '@storefront/features/platform';
import { useNonce } from '../nonce';
import type { BuilderPageData } from './loader.server';
import { stripBuilderPixelInPlace } from './pixel';
import { initBuilderOnce } from './sdk';

// Loaded in the browser only, after hydration: the editor needs every block registered before the SDK first renders.
registerBlocks();

/**
 * A page open in Builder's editor or a preview: the SDK renders it in the browser, so the editor can select, edit and
 * insert blocks. The server never renders this (BuilderPage.tsx): the SDK runs the code content carries.
 */
export default function EditorPage({ content, editing }: Pick<BuilderPageData, 'content' | 'editing'>) {
  const config = useConfig();
  initBuilderOnce(config);
  const nonce = useNonce();
  return (
    <BlockEditingContext.Provider value={editing}>
      <ChildBlocksContext.Provider value={renderChildBlocksWithSdk}>
        <BuilderComponent
          model="page"
          content={content}
          locale={config.locale}
          nonce={nonce}
          // Content the SDK fetches or the editor patches in the browser: drop Builder's CDN pixel before it renders.
          contentLoaded={(data) => stripBuilderPixelInPlace(data)}
        />
      </ChildBlocksContext.Provider>
    </BlockEditingContext.Provider>
  );
}
