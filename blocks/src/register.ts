import { createElement } from 'react';
import { Builder, BuilderBlockComponent, type BuilderElement } from '@builder.io/react/lite';
import { blockGroups, type Block, type ChildBlocksRenderer } from './defineBlock';
import { blocks } from './blocks';

let registered = false;

/**
 * Registers every block and the editor's insert menu with Builder (Gen-1 SDK). Called in the browser before the editor
 * renders (the server never renders the SDK); calling it again changes nothing.
 */
export function registerBlocks(list: readonly Block[] = blocks): void {
  if (registered) return;
  registered = true;
  for (const block of list) {
    // Our content-block type is the SDK's element shape, read loosely; the SDK's own type is stricter about @type.
    Builder.registerComponent(
      block.render,
      block.registration as Parameters<typeof Builder.registerComponent>[1],
    );
  }
  // Only our blocks in the insert menu: Builder's built-in ones are not bundled (the lite SDK build).
  Builder.register('editor.settings', { customInsertMenu: true });
  for (const group of blockGroups) {
    const items = list.filter((block) => block.group === group).map((block) => ({ name: block.name }));
    if (items.length > 0) Builder.register('insertMenu', { name: group, items });
  }
}

/** Child blocks rendered by the SDK, so the editor can select and edit each of them. */
export const renderChildBlocksWithSdk: ChildBlocksRenderer = (children) =>
  children.map((child, index) =>
    createElement(BuilderBlockComponent, { key: child.id ?? index, block: child as BuilderElement, index }),
  );
