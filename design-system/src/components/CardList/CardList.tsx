import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, HTMLAttributes, Ref } from 'react';
import * as styles from './CardList.css';

export type CardListProps = ComponentPropsWithoutRef<'ul'>;

/** A list of cards, one under the other with even gaps and no bullets: the account's coupons, purchases, surveys. */
export function CardList({ className, ...props }: CardListProps) {
  return <ul className={clsx(styles.list, className)} {...props} />;
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `li` inside a CardList (the default); `div` for a card that stands alone, e.g. around a form. */
  as?: 'li' | 'div';
}

/** One raised card of a CardList: its lines stacked closely, its edge drawn in the theme's subtle border. */
export function Card({ as: Element = 'li', className, ...props }: CardProps) {
  return <Element className={clsx(styles.card, className)} {...props} />;
}

export interface CardTitleProps extends ComponentPropsWithoutRef<'h2'> {
  /** The heading level the card's place in the page asks for. */
  level: 2 | 3 | 4;
  /** For moving the focus to the card's title (a card that has just appeared). */
  ref?: Ref<HTMLHeadingElement>;
}

/** A card's heading, a step above body text whatever its level. */
export function CardTitle({ level, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={clsx(styles.title, className)} {...props} />;
}
