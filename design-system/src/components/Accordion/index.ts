export { Accordion, AccordionItem, type AccordionProps, type AccordionItemProps } from './Accordion';
