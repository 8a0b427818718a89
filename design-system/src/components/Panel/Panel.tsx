import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import * as styles from './Panel.css';

export interface PanelProps extends ComponentPropsWithoutRef<'section'> {
  /** How wide the panel may grow: `narrow` (40rem, a form; the default), `medium` (56rem) or `wide` (72rem). */
  width?: 'narrow' | 'medium' | 'wide';
  /** The gap between its parts: `roomy` (the default) or `snug` for a short form. */
  spacing?: 'snug' | 'roomy';
}

/**
 * A widget's raised box on a page: a section on the theme's raised surface with a subtle edge, its parts stacked
 * evenly. Label it by its title (`aria-labelledby`) so it is a landmark screen-reader users can jump to.
 */
export function Panel({ width, spacing, className, ...props }: PanelProps) {
  return <section className={clsx(styles.panel({ width, spacing }), className)} {...props} />;
}

export interface PanelTitleProps extends ComponentPropsWithoutRef<'h2'> {
  /** For moving the focus to the title after a step (give it tabIndex -1 too). */
  ref?: Ref<HTMLHeadingElement>;
}

/** The panel's heading (an h2: a widget is a section of the page). */
export function PanelTitle({ className, children, ...props }: PanelTitleProps) {
  return (
    <h2 className={clsx(styles.title, className)} {...props}>
      {children}
    </h2>
  );
}

/** A heading of one part inside the panel (an h3). */
export function PanelSubtitle({ className, children, ...props }: ComponentPropsWithoutRef<'h3'>) {
  return (
    <h3 className={clsx(styles.subtitle, className)} {...props}>
      {children}
    </h3>
  );
}

/** A muted paragraph under the title: what the panel is for, or why it has nothing to show. */
export function PanelIntro({ className, ...props }: ComponentPropsWithoutRef<'p'>) {
  return <p className={clsx(styles.intro, className)} {...props} />;
}
