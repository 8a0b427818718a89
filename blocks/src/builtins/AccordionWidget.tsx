import { Accordion, AccordionItem } from '@storefront/design-system';
import type { ContentBlock } from '../defineBlock';
import { Blocks } from './defineBuiltIn';

export interface AccordionItemBlocks {
  title: ContentBlock[];
  detail: ContentBlock[];
}

/** The design system's accordion over Builder's items; loaded in its own chunk (see Accordion.tsx). */
export default function AccordionWidget({
  items,
  oneAtATime,
}: {
  items: AccordionItemBlocks[];
  oneAtATime: boolean;
}) {
  const entries = items.map((item, index) => (
    <AccordionItem key={index} value={`item-${index}`} title={<Blocks blocks={item.title} />}>
      <Blocks blocks={item.detail} />
    </AccordionItem>
  ));
  return oneAtATime ? (
    <Accordion type="single" collapsible>
      {entries}
    </Accordion>
  ) : (
    <Accordion type="multiple">{entries}</Accordion>
  );
}
