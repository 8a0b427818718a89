import { clsx } from 'clsx';
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Accordion.css';

export type AccordionProps = ComponentPropsWithoutRef<typeof RadixAccordion.Root>;

/** Radix's accordion (arrow keys between headers, Enter/Space toggles), styled once. Compose with AccordionItem. */
export function Accordion({ className, ...props }: AccordionProps) {
  return <RadixAccordion.Root className={clsx(styles.root, className)} {...props} />;
}

export interface AccordionItemProps {
  value: string;
  title: ReactNode;
  children: ReactNode;
  disabled?: boolean;
}

export function AccordionItem({ value, title, children, disabled }: AccordionItemProps) {
  return (
    <RadixAccordion.Item value={value} disabled={disabled} className={styles.item}>
      <RadixAccordion.Header className={styles.heading}>
        <RadixAccordion.Trigger className={styles.trigger}>
          {title}
          <Icon name="chevronDown" className={styles.chevron} />
        </RadixAccordion.Trigger>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
