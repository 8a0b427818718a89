import { clsx } from 'clsx';
import { createElement, type MouseEvent } from 'react';
import { themeClass } from '../../theme/theme';
import { Icon } from '../Icon';
import { Image, type ImageSource } from '../Image';
import * as styles from './RedirectionLinkCard.css';

export type RedirectionLinkCardVariant = 'list' | 'withImage' | 'club';

export interface RedirectionLinkCardProps {
  /** list: a row with a chevron; withImage: a picture card; club: the {product}Club card. */
  variant?: RedirectionLinkCardVariant;
  title: string;
  description?: string;
  href: string;
  target?: '_self' | '_blank';
  /** list variant: hide the chevron. */
  hideChevron?: boolean;
  /** withImage variant: the background picture. */
  image?: ImageSource;
  /** club variant: the product whose club this is, e.g. "Aurora" gives "Aurora Club". */
  product?: string;
  headingLevel?: 2 | 3 | 4;
  /** Called on click before the browser follows the link (the features layer tracks here). */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, link: { href: string; title: string }) => void;
  className?: string;
}

/** Redirection link card (spec section 2): variants list, withImage and {product}Club. */
export function RedirectionLinkCard({
  variant = 'list',
  title,
  description,
  href,
  target,
  hideChevron = false,
  image,
  product,
  headingLevel = 3,
  onNavigate,
  className,
}: RedirectionLinkCardProps) {
  const heading = createElement(`h${headingLevel}`, { className: styles.title }, title);
  const text = (
    <span className={styles.text}>
      {heading}
      {description && <span className={styles.description}>{description}</span>}
    </span>
  );
  const anchorProps = {
    href,
    target,
    rel: target === '_blank' ? 'noopener noreferrer' : undefined,
    onClick: onNavigate
      ? (event: MouseEvent<HTMLAnchorElement>) => onNavigate(event, { href, title })
      : undefined,
    'data-variant': variant,
  };

  if (variant === 'withImage') {
    return (
      <a {...anchorProps} className={clsx(styles.withImage, className)}>
        {image && (
          <Image
            {...image}
            alt=""
            className={styles.picture}
            aspectRatio={4 / 3}
            sizes="(max-width: 640px) 100vw, 50vw"
          />
        )}
        <span className={clsx(themeClass('dark'), styles.overlay)}>
          {text}
          <Icon name="arrowRight" className={styles.overlayText} />
        </span>
      </a>
    );
  }

  if (variant === 'club') {
    return (
      <a {...anchorProps} className={clsx(themeClass('dark'), styles.club, className)}>
        <span className={styles.eyebrow}>{product ? `${product} Club` : 'Club'}</span>
        {text}
        <span className={styles.clubFooter}>
          <Icon name="arrowRight" size="lg" />
        </span>
      </a>
    );
  }

  return (
    <a {...anchorProps} className={clsx(styles.list, className)}>
      {text}
      {!hideChevron && <Icon name="chevronRight" className={styles.chevron} />}
    </a>
  );
}
