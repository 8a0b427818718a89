import { useState } from 'react';
import { BuilderComponent } from '@builder.io/react';
import { BlockEditingContext, BlockHint, ChildBlocksContext } from '@storefront/blocks';
import { registerBlocks, renderChildBlocksWithSdk } from '@storefront/blocks/editor';
import { useConfig } from '@storefront/features/platform';
import { useNonce } from '../nonce';
import { editorNotes, type ContentElement } from './LiveContent';
import type { BuilderPageData } from './loader.server';
import { stripBuilderPixelInPlace } from './pixel';
import { initBuilderOnce } from './sdk';
import { withoutContentCode } from './stripCode';

// Loaded in the browser only, after hydration: the editor needs every block registered before the SDK first renders.
registerBlocks();

type ContentData = Record<string, unknown> & { blocks?: ContentElement[] };

/**
 * Content the editor sends or patches in the browser, made what the server makes of it (stripCode.ts): no code, and
 * show/hide rules read in the safe subset, so the SDK never compiles a binding and shows what the live page shows.
 */
function asServedInPlace(data: ContentData, urlPath: string, locale: string): ContentData {
  const served = withoutContentCode({ data }, { urlPath, locale }).data;
  for (const key of Object.keys(data)) if (!Object.hasOwn(served, key)) delete data[key];
  return Object.assign(data, served);
}

/**
 * A page open in Builder's editor or a preview: the SDK renders it in the browser, so the editor can select, edit and
 * insert blocks. The server never renders this (BuilderPage.tsx): the SDK runs the code content carries.
 */
export default function EditorPage({ content, editing }: Pick<BuilderPageData, 'content' | 'editing'>) {
  const config = useConfig();
  initBuilderOnce(config);
  const nonce = useNonce();
  const [notes, setNotes] = useState(() => editorNotes((content.data.blocks ?? []) as ContentElement[]));
  return (
    <BlockEditingContext.Provider value={editing}>
      {editing && notes.length > 0 && <BlockHint title="This page" notes={notes} />}
      <ChildBlocksContext.Provider value={renderChildBlocksWithSdk}>
        <BuilderComponent
          model="page"
          content={content}
          locale={config.locale}
          nonce={nonce}
          // Content the SDK fetches or the editor patches in the browser: as served, and without Builder's CDN pixel.
          contentLoaded={(data?: ContentData) => {
            if (!data) return;
            const served = asServedInPlace(data, window.location.pathname, config.locale);
            stripBuilderPixelInPlace(served as Parameters<typeof stripBuilderPixelInPlace>[0]);
            const next = editorNotes(served.blocks ?? []);
            // The SDK calls this while it renders: the notes follow once that render is done.
            queueMicrotask(() => setNotes((current) => (current.join() === next.join() ? current : next)));
          }}
        />
      </ChildBlocksContext.Provider>
    </BlockEditingContext.Provider>
  );
}
