import { clsx } from 'clsx';
import { createElement, useId, type MouseEvent } from 'react';
import { Image, type ImageSource } from '../Image';
import { Link } from '../Link';
import * as styles from './SimpleProductTeaser.css';

export interface SimpleProductTeaserProps {
  title: string;
  image?: ImageSource;
  link: { text: string; href: string };
  headingLevel?: 2 | 3 | 4;
  /**
   * Called on click, before the browser follows the link: the features layer fires the menu navigation tracking
   * event here (and may `event.preventDefault()` to navigate itself once tracking is sent).
   */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, link: { href: string; title: string }) => void;
  className?: string;
}

/** Simple product teaser (spec section 2): a picture, a title and one link; the whole teaser is clickable. */
export function SimpleProductTeaser({
  title,
  image,
  link,
  headingLevel = 3,
  onNavigate,
  className,
}: SimpleProductTeaserProps) {
  const titleId = useId();
  return (
    <article className={clsx(styles.teaser, className)} aria-labelledby={titleId}>
      <Image
        {...image}
        alt={image?.alt ?? ''}
        className={styles.media}
        // The shop's product pictures are 4:3: a square frame showed grey bands above and below them.
        aspectRatio={4 / 3}
        fit="contain"
        sizes="(max-width: 640px) 50vw, 280px"
      />
      {createElement(`h${headingLevel}`, { id: titleId, className: styles.title }, title)}
      <Link
        variant="standalone"
        href={link.href}
        className={styles.link}
        aria-describedby={titleId}
        onClick={onNavigate ? (event) => onNavigate(event, { href: link.href, title }) : undefined}
      >
        {link.text}
      </Link>
    </article>
  );
}
