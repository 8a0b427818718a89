import { Tabs, TabsContent, TabsList, TabsTrigger } from '@storefront/design-system';
import type { ContentBlock } from '../defineBlock';
import { Blocks } from './defineBuiltIn';

export interface TabBlocks {
  label: ContentBlock[];
  content: ContentBlock[];
}

/** The design system's tabs over Builder's tabs; loaded in its own chunk (see Tabs.tsx). */
export default function TabsWidget({
  tabs,
  defaultActiveTab,
}: {
  tabs: TabBlocks[];
  defaultActiveTab: number;
}) {
  // Builder counts tabs from 1, and 0 opens none.
  const active =
    defaultActiveTab >= 1 && defaultActiveTab <= tabs.length ? `tab-${defaultActiveTab - 1}` : '';
  return (
    <Tabs defaultValue={active}>
      <TabsList>
        {tabs.map((tab, index) => (
          <TabsTrigger key={index} value={`tab-${index}`}>
            <Blocks blocks={tab.label} />
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab, index) => (
        <TabsContent key={index} value={`tab-${index}`}>
          <Blocks blocks={tab.content} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
