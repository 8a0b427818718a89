import { createElement } from 'react';
// The full build: importing it registers Builder's standard blocks (Text, Image, Columns, Section, Button, Video,
// Symbol, ...) so the editor can insert and draw them. Only the editor's lazily loaded chunk imports this module.
import { Builder, BuilderBlockComponent, type BuilderElement } from '@builder.io/react';
import { blockGroups, type Block, type ChildBlocksRenderer, type ContentBlock } from './defineBlock';
import { blocks } from './blocks';
import { builtInNamed } from './builtins';

let registered = false;

/** Builder's standard blocks the live shop draws, offered in the editor's insert menu beside the shop's groups. */
export const builtInMenu = [
  'Text',
  'Image',
  'Columns',
  'Core:Section',
  'Core:Button',
  'Video',
  'Symbol',
  'Builder:Accordion',
  'Builder: Tabs',
] as const;

/*
 * Drawn in the editor by the shop's own built-ins instead of the SDK's: Accordion and Tabs live in Builder's widgets
 * package, which the shop does not bundle; Embed and Custom Code would run third-party code in the editor too; Builder's
 * form is the shop's, which posts through the shop's server. Each shows what the live shop shows, or a hint saying why not.
 */
const shopDrawnInEditor = [
  'Builder:Accordion',
  'Builder: Tabs',
  'Embed',
  'Custom Code',
  'Form:Form',
  'Form:Input',
  'Form:Label',
  'Form:Select',
  'Form:TextArea',
  'Form:SubmitButton',
] as const;

function registerShopDrawnBuiltIns() {
  for (const name of shopDrawnInEditor) {
    const builtIn = builtInNamed(name)!;
    const Render = builtIn.render;
    // The SDK hands a component its block as `builderBlock`; a built-in reads the block's own options from it.
    const Drawn = ({ builderBlock }: { builderBlock?: ContentBlock }) =>
      builderBlock ? createElement(Render, { block: builderBlock }) : null;
    Drawn.displayName = `Editor(${name})`;
    Builder.registerComponent(Drawn, {
      name,
      hideFromInsertMenu: !(builtInMenu as readonly string[]).includes(name),
      // Builder's form blocks keep their settings in the editor: the options the shop's built-ins read.
      ...(name.startsWith('Form:') ? { inputs: builtIn.inputs ?? [] } : {}),
      ...(name === 'Form:Form'
        ? {
            canHaveChildren: true,
            inputs: [
              ...(builtIn.inputs ?? []),
              { name: 'successMessage', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
              { name: 'errorMessage', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
            ],
          }
        : {}),
      ...(name === 'Builder:Accordion'
        ? {
            inputs: [
              {
                name: 'items',
                type: 'list',
                subFields: [
                  { name: 'title', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
                  { name: 'detail', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
                ],
              },
              { name: 'oneAtATime', type: 'boolean', defaultValue: false },
            ],
          }
        : name === 'Builder: Tabs'
          ? {
              inputs: [
                {
                  name: 'tabs',
                  type: 'list',
                  subFields: [
                    { name: 'label', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
                    { name: 'content', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
                  ],
                },
                { name: 'defaultActiveTab', type: 'number', defaultValue: 1 },
              ],
            }
          : {}),
    });
  }
}

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
  registerShopDrawnBuiltIns();
  // Our groups, then Builder's blocks the live shop draws: Embed, Custom Code and Builder's form stay out of the menu.
  Builder.register('editor.settings', { customInsertMenu: true });
  for (const group of blockGroups) {
    const items = list.filter((block) => block.group === group).map((block) => ({ name: block.name }));
    if (items.length > 0) Builder.register('insertMenu', { name: group, items });
  }
  Builder.register('insertMenu', { name: 'Builder blocks', items: builtInMenu.map((name) => ({ name })) });
}

/** Child blocks rendered by the SDK, so the editor can select and edit each of them. */
export const renderChildBlocksWithSdk: ChildBlocksRenderer = (children) =>
  children.map((child, index) =>
    createElement(BuilderBlockComponent, { key: child.id ?? index, block: child as BuilderElement, index }),
  );
