import { clsx } from 'clsx';
import { createElement } from 'react';
import * as styles from './RichText.css';
import { sanitizeHtml } from './sanitizeHtml';

export interface RichTextProps {
  /** HTML from a backend or from Builder; sanitised before it reaches the page. */
  html: string | null | undefined;
  as?: 'div' | 'section' | 'span';
  className?: string;
  id?: string;
}

/** The one place where HTML strings become markup. */
export function RichText({ html, as = 'div', className, id }: RichTextProps) {
  return createElement(as, {
    id,
    className: clsx(styles.richText, className),
    dangerouslySetInnerHTML: { __html: sanitizeHtml(html) },
  });
}
