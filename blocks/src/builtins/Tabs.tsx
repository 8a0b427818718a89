import { lazyWithWords } from '@storefront/features/platform';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { blockList, defineBuiltIn, listEntry } from './defineBuiltIn';
import type { TabBlocks } from './TabsWidget';

// Interactive, so it hydrates like the shop's widgets: its code loads in its own chunk when it nears the viewport.
const TabsWidget = lazyWithWords(() => import('./TabsWidget'));

function tabsOf(value: unknown): TabBlocks[] {
  if (!Array.isArray(value)) return [];
  return value.map((tab: unknown) => {
    const raw = listEntry(tab);
    return { label: blockList(raw.label), content: blockList(raw.content) };
  });
}

/**
 * Builder's Tabs (`Builder: Tabs`, with its space) as the design system's: label blocks in the tab list, content
 * blocks in the panels, `defaultActiveTab` counted from 1 (0: none open). Builder's `collapsible` (a second click closes
 * the open tab) is not followed: the WAI-ARIA tabs pattern the design system implements has no such gesture.
 */
export const tabsBuiltIn = defineBuiltIn({
  name: 'Builder: Tabs',
  friendlyName: 'Tabs',
  inputs: [{ name: 'defaultActiveTab', type: 'number', min: 0, defaultValue: 1 }],
  nested: (options) => tabsOf(options.tabs).flatMap((tab) => [tab.label, tab.content]),
  component: ({ defaultActiveTab = 1, block }) => {
    const tabs = tabsOf(block.component?.options?.tabs);
    if (tabs.length === 0) return null;
    return (
      <HydrateWhenVisible>
        <TabsWidget tabs={tabs} defaultActiveTab={defaultActiveTab} />
      </HydrateWhenVisible>
    );
  },
});
