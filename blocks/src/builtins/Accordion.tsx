import { lazyWithWords } from '@storefront/features/platform';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import type { AccordionItemBlocks } from './AccordionWidget';
import { blockList, defineBuiltIn, listEntry } from './defineBuiltIn';

// Interactive, so it hydrates like the shop's widgets: its code loads in its own chunk when it nears the viewport.
const AccordionWidget = lazyWithWords(() => import('./AccordionWidget'));

function itemsOf(value: unknown): AccordionItemBlocks[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown) => {
    const raw = listEntry(item);
    return { title: blockList(raw.title), detail: blockList(raw.detail) };
  });
}

/**
 * Builder's Accordion (`Builder:Accordion`) as the design system's: each item's title blocks open its detail blocks;
 * `oneAtATime` (or Builder's grid mode, which also opens one at a time) keeps a single item open.
 */
export const accordionBuiltIn = defineBuiltIn({
  name: 'Builder:Accordion',
  friendlyName: 'Accordion',
  inputs: [
    { name: 'oneAtATime', type: 'boolean', defaultValue: false },
    { name: 'grid', type: 'boolean', defaultValue: false },
  ],
  nested: (options) => itemsOf(options.items).flatMap((item) => [item.title, item.detail]),
  component: ({ oneAtATime = false, grid = false, block }) => {
    const items = itemsOf(block.component?.options?.items);
    if (items.length === 0) return null;
    return (
      <HydrateWhenVisible>
        <AccordionWidget items={items} oneAtATime={oneAtATime || grid} />
      </HydrateWhenVisible>
    );
  },
});
