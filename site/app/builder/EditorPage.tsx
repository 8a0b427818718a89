import { useState } from 'react';
import { BuilderComponent } from '@builder.io/react';
import {
  BlockEditingContext,
  BlockHint,
  ChildBlocksContext,
  innerBlocks,
  type ContentBlock,
} from '@storefront/blocks';
import { registerBlocks, renderChildBlocksWithSdk } from '@storefront/blocks/editor';
import { sanitizeHtml } from '@storefront/design-system';
import { useConfig } from '@storefront/features/platform';
import { useNonce } from '../lib/nonce';
import { editorNotes, type ContentElement } from './LiveContent';
import type { BuilderPageData } from './loader.server';
import { stripBuilderPixelInPlace } from './pixel';
import { initBuilderOnce } from './sdk';
import { servedContent } from './servedContent';

// Loaded in the browser only, after hydration: the editor needs every block registered before the SDK first renders.
registerBlocks();

type ContentData = Record<string, unknown> & { blocks?: ContentElement[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Every Text block's HTML, at any depth (columns, tabs, symbols), through the shop's sanitiser in place: the SDK draws
 * Text itself in the editor (so authors can type in it), and it would set the HTML as it came.
 */
function sanitiseTextInPlace(value: unknown, sanitize: (html: string) => string): void {
  if (Array.isArray(value)) return value.forEach((item) => sanitiseTextInPlace(item, sanitize));
  if (!isRecord(value)) return;
  const component = value['component'];
  if (isRecord(component) && component['name'] === 'Text' && isRecord(component['options'])) {
    const options = component['options'];
    if (typeof options['text'] === 'string') options['text'] = sanitize(options['text']);
  }
  for (const child of Object.values(value)) sanitiseTextInPlace(child, sanitize);
}

/**
 * Content the editor sends or patches in the browser, made what the server makes of it (servedContent.ts): localised
 * values in the page's locale (the editor sends them as saved, one value per locale), no code, and show/hide rules read
 * in the safe subset, so the SDK never compiles a binding and shows what the live page shows; and its HTML cleaned by
 * the same sanitiser as on live pages.
 */
function asServedInPlace(data: ContentData, urlPath: string, locale: string): ContentData {
  const served = servedContent({ data }, { urlPath, locale }).data;
  for (const key of Object.keys(data)) if (!Object.hasOwn(served, key)) delete data[key];
  Object.assign(data, served);
  sanitiseTextInPlace(data, sanitizeHtml);
  return data;
}

/** Every Symbol block of the content, at any depth, by its id. */
function symbolsById(blocks: readonly ContentBlock[], found = new Map<string, Record<string, unknown>>()) {
  for (const block of blocks) {
    const symbol = block.component?.name === 'Symbol' ? block.component.options?.['symbol'] : undefined;
    if (block.id && isRecord(symbol)) found.set(block.id, symbol);
    symbolsById(innerBlocks(block), found);
  }
  return found;
}

/**
 * Symbols the SDK would fetch itself (given by model and entry, as the editor sends them) get the content the server
 * placed for the same block, the same symbol and the same inputs, marked inline (Builder's flag) so the SDK draws it:
 * that content has its code stripped and its bindings read with the instance's inputs, as the live page's. The SDK
 * would fetch the symbol as saved and evaluate its bindings itself, which the page's CSP does not allow. A symbol the
 * server has not placed (new in this draft, other inputs) is fetched by the SDK as before.
 */
function withServedSymbolsInPlace(data: ContentData, served: BuilderPageData['content']): void {
  const placed = symbolsById((served.data.blocks ?? []) as ContentBlock[]);
  for (const [id, symbol] of symbolsById(data.blocks ?? [])) {
    const server = placed.get(id);
    if (
      !server ||
      isRecord(symbol['content']) ||
      !isRecord(server['content']) ||
      server['entry'] !== symbol['entry'] ||
      JSON.stringify(server['data'] ?? {}) !== JSON.stringify(symbol['data'] ?? {})
    )
      continue;
    symbol['content'] = server['content'];
    symbol['inline'] = true;
  }
}

/**
 * A page open in Builder's editor: the SDK renders it in the browser, in the editor's frame, so the editor can select,
 * edit and insert blocks, and the draft arrives from the editor itself (its messages are taken only from Builder's
 * hosts, the SDK's trusted hosts). The server never renders this (BuilderPage.tsx): the SDK runs the code content
 * carries.
 */
export default function EditorPage({ content }: Pick<BuilderPageData, 'content'>) {
  const config = useConfig();
  initBuilderOnce(config);
  const nonce = useNonce();
  const [notes, setNotes] = useState(() => editorNotes((content.data.blocks ?? []) as ContentElement[]));
  return (
    <BlockEditingContext.Provider value={true}>
      {notes.length > 0 && <BlockHint title="This page" notes={notes} />}
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
            withServedSymbolsInPlace(served, content);
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
