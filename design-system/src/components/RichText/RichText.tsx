import { clsx } from 'clsx';
import { createElement, useEffect, useReducer, useState } from 'react';
import { useHydrated } from '../../hydration/useHydrated';
import * as styles from './RichText.css';
import { loadSanitizer, sanitizerNow } from './sanitizer';

export interface RichTextProps {
  /** HTML from a backend or from Builder; sanitised before it reaches the page. */
  html: string | null | undefined;
  as?: 'div' | 'section' | 'span';
  className?: string;
  id?: string;
}

/**
 * The one place where HTML strings become markup, always through the sanitiser. The browser hydrates the server's
 * clean markup as it is (React leaves innerHTML alone while hydrating), so it loads the sanitiser only for HTML the
 * server did not render: a client navigation, an editor preview, a changed text.
 */
export function RichText({ html, as = 'div', className, id }: RichTextProps) {
  const sanitize = sanitizerNow();
  const fromServer = !useHydrated();
  if (!sanitize && typeof document === 'undefined')
    throw new Error('RichText rendered on the server before loadSanitizer() finished');
  // The text the server's markup was rendered from, when this element was hydrated rather than rendered here.
  const [hydratedHtml] = useState(() => (fromServer && !sanitize ? html : undefined));
  const [, sanitizerArrived] = useReducer((count: number) => count + 1, 0);
  const waiting = !sanitize && html !== hydratedHtml && Boolean(html);
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    void loadSanitizer().then(() => current && sanitizerArrived());
    return () => {
      current = false;
    };
  }, [waiting]);
  return createElement(as, {
    id,
    className: clsx(styles.richText, className),
    // Without the sanitiser the element keeps what it shows (the server's clean markup, or nothing yet).
    dangerouslySetInnerHTML: { __html: sanitize ? sanitize(html) : '' },
    suppressHydrationWarning: !sanitize,
  });
}
