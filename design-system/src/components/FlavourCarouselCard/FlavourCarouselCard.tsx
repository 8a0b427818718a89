import { clsx } from 'clsx';
import { createElement, useId } from 'react';
import { themeClass } from '../../theme/theme';
import type { GradientName, ThemeName } from '../../theme/tokens';
import { isGradientName } from '../../theme/tokens';
import { Button } from '../Button';
import { FlavourRating } from '../FlavourRating';
import { Image, type ImageSource } from '../Image';
import { RichText } from '../RichText';
import * as styles from './FlavourCarouselCard.css';

export interface FlavourCallToAction {
  label: string;
  url: string;
  target?: '_self' | '_blank';
}

export interface FlavourCarouselCardProps {
  title: string;
  /** HTML; sanitised before rendering. */
  description?: string;
  image?: ImageSource;
  ratings?: ReadonlyArray<{ label: string; value: number }>;
  /** Each rating's text alternative in the page's language; default "3.5 out of 5". */
  formatRating?: (value: number, max: number) => string;
  cta?: FlavourCallToAction;
  theme?: ThemeName;
  inversed?: boolean;
  /** A gradient of the palette, picked by name; wins over `backgroundColor`. */
  gradient?: GradientName;
  /** A plain colour for the background when no gradient is picked; the theme's surface otherwise. */
  backgroundColor?: string;
  headingLevel?: 2 | 3 | 4;
  /** Fixed image priority for the card that holds the page's largest picture. */
  priority?: boolean;
  className?: string;
}

/** Flavour carousel card (spec section 2). */
export function FlavourCarouselCard({
  title,
  description,
  image,
  ratings = [],
  formatRating,
  cta,
  theme = 'light',
  inversed = false,
  gradient,
  backgroundColor,
  headingLevel = 3,
  priority = false,
  className,
}: FlavourCarouselCardProps) {
  const titleId = useId();
  const paletteGradient = isGradientName(gradient) ? gradient : undefined;
  const opensNewTab = cta?.target === '_blank';
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        themeClass(theme, inversed),
        styles.card,
        paletteGradient ? styles.gradient[paletteGradient] : !backgroundColor && styles.plain,
        className,
      )}
      style={!paletteGradient && backgroundColor ? { backgroundColor } : undefined}
    >
      {image && (
        <Image
          {...image}
          className={styles.media}
          aspectRatio={1}
          fit="contain"
          priority={priority}
          sizes="(max-width: 640px) 80vw, 360px"
        />
      )}
      <div className={styles.body}>
        {createElement(`h${headingLevel}`, { id: titleId, className: styles.title }, title)}
        {description && <RichText html={description} />}
        {ratings.length > 0 && (
          <ul className={styles.ratings}>
            {ratings.map((rating, index) => (
              <li key={`${rating.label}-${index}`}>
                <FlavourRating label={rating.label} value={rating.value} formatValue={formatRating} />
              </li>
            ))}
          </ul>
        )}
        {cta?.label && cta.url && (
          <div className={styles.action}>
            <Button asChild variant="contrast" fullWidth>
              <a
                href={cta.url}
                target={cta.target ?? '_self'}
                rel={opensNewTab ? 'noopener noreferrer' : undefined}
                aria-describedby={titleId}
              >
                {cta.label}
              </a>
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
