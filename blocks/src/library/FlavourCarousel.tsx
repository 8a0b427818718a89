import { Children } from 'react';
import { defineBlock } from '../defineBlock';
import { icons } from '../icons';
import * as styles from './FlavourCarousel.css';
import { FlavourCard, flavourCardInputs } from './FlavourCarouselCard';

/** A row of flavour cards, scrolled by swipe or keyboard (native scroll snapping: no carousel script to download). */
export const flavourCarouselBlock = defineBlock({
  name: 'FlavourCarousel',
  friendlyName: 'Flavour carousel',
  group: 'Product',
  image: icons.carousel,
  canHaveChildren: true,
  inputs: [
    { name: 'title', type: 'string', helperText: 'Heading above the cards.' },
    {
      name: 'cards',
      type: 'list',
      helperText: 'Cards written here, or drop Flavour card blocks inside the carousel.',
      subFields: flavourCardInputs,
    },
  ],
  component: ({ title, cards = [], children }) => {
    const slides = [
      ...Children.toArray(children),
      ...cards.map((card, index) => <FlavourCard key={`card-${index}`} {...card} />),
    ];
    return (
      <section className={styles.carousel} aria-label={title ?? 'Flavours'}>
        {title && <h2 className={styles.title}>{title}</h2>}
        {/* A scrollable region must be reachable by keyboard. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul className={styles.track} tabIndex={0}>
          {slides.map((slide, index) => (
            <li key={index} className={styles.item}>
              {slide}
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
