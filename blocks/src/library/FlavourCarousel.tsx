import { Children, useRef } from 'react';
import { defineBlock } from '../defineBlock';
import { linkLabel, useTrackedLinks } from '../followAfterTracking';
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
    { name: 'title', type: 'string', localized: true, helperText: 'Heading above the cards.' },
    {
      name: 'cards',
      type: 'list',
      helperText: 'Cards written here, or drop Flavour card blocks inside the carousel.',
      subFields: flavourCardInputs,
    },
  ],
  component: function FlavourCarousel({ title, cards = [], children }) {
    const track = useRef<HTMLUListElement>(null);
    // A card's call to action is a carousel click, with the card's place in the row (1 for the first).
    useTrackedLinks(track, (link) => {
      const item = link.closest('li');
      return {
        name: 'tracking:activity:carousel_click',
        payload: {
          label: linkLabel(link),
          url: link.href,
          location: title ?? 'flavour carousel',
          ...(item ? { position: [...item.parentElement!.children].indexOf(item) + 1 } : {}),
        },
      };
    });
    const slides = [
      ...Children.toArray(children),
      ...cards.map((card, index) => <FlavourCard key={`card-${index}`} {...card} />),
    ];
    return (
      <section className={styles.carousel} aria-label={title ?? 'Flavours'}>
        {title && <h2 className={styles.title}>{title}</h2>}
        {/* A scrollable region must be reachable by keyboard. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul ref={track} className={styles.track} tabIndex={0}>
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
