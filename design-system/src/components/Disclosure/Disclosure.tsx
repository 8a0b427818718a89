import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, KeyboardEvent, ReactNode, Ref } from 'react';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<ComponentPropsWithoutRef<'details'>, 'children'> {
  /** What the button says: its icon and words (words a phone hides stay for screen readers). */
  summary: ReactNode;
  summaryClassName?: string;
  /**
   * From this width up the content shows by itself and the button is gone (a phone's menu or filter panel beside the
   * wide layout's row of links); unset, a disclosure at every width.
   */
  openFrom?: 'mediumUp';
  children: ReactNode;
  ref?: Ref<HTMLDetailsElement>;
}

/**
 * A native disclosure (`details`/`summary`): it opens by Enter, Space or a click before and without JavaScript, and the
 * server's HTML is its final shape, so nothing moves on load. Escape closes it and gives the focus back to its button.
 * A browser that cannot style a details element's content (no `::details-content`) keeps the button at every width.
 */
export function Disclosure({
  summary,
  summaryClassName,
  openFrom,
  className,
  children,
  onKeyDown,
  ...props
}: DisclosureProps) {
  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    onKeyDown?.(event);
    const details = event.currentTarget;
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the summary or any control inside bubbles here; the controls themselves stay the summary and the content's links
    <details
      className={clsx(openFrom && styles.openFrom[openFrom], className)}
      onKeyDown={closeOnEscape}
      {...props}
    >
      <summary className={clsx(styles.summary, openFrom && styles.summaryUntil[openFrom], summaryClassName)}>
        {summary}
      </summary>
      {children}
    </details>
  );
}
