import { lazyWithWords } from '@storefront/features/platform';
import { Suspense } from 'react';
import { WidgetStylesheets } from '../WidgetStylesheets';
// Plain data: the finder's code itself stays in the lazy chunk below.
import { defaultQuestions } from '@storefront/features/flavour-finder';
import { defineBlock } from '../defineBlock';
import { headingInput } from '../inputs';
import { icons } from '../icons';

// The finder brings the cart's add-to-cart and the catalogue's flavours; it loads in its own chunk.
const FlavourFinder = lazyWithWords(() =>
  import('@storefront/features/flavour-finder/widgets').then((finder) => ({ default: finder.FlavourFinder })),
);

const favours = (dimension: string, example: string) =>
  ({
    name: dimension.toLowerCase(),
    type: 'number',
    min: 0,
    max: 5,
    step: 0.5,
    helperText: `The ${dimension.toLowerCase()} this answer favours, 0 to 5 like the flavour ratings (e.g. ${example}). Leave it empty when the answer says nothing about ${dimension.toLowerCase()}.`,
  }) as const;

/**
 * The flavour finder: the marketer's questions one at a time, then the catalogue's flavour whose intensity, freshness
 * and sweetness ratings are closest to what the answers favour, with add to cart. On the /flavour-finder page the
 * answers are in the URL, so a result can be shared.
 */
export const flavourFinderBlock = defineBlock({
  name: 'FlavourFinder',
  friendlyName: 'Flavour finder',
  group: 'Shop widgets',
  image: icons.widget,
  description: 'Questions that lead to a flavour from the catalogue, ready to add to the cart.',
  inputs: [
    headingInput('Heading above the questions; empty: the shop’s own ("Find your flavour").'),
    {
      name: 'questions',
      type: 'list',
      required: true,
      defaultValue: defaultQuestions,
      helperText:
        'Asked one at a time, in this order. Each answer says which intensity, freshness and sweetness it favours; the flavour closest to all answers is recommended. A question needs at least two answers.',
      subFields: [
        {
          name: 'question',
          type: 'string',
          localized: true,
          required: true,
          helperText: 'e.g. How fresh should it feel?',
        },
        {
          name: 'options',
          friendlyName: 'Answers',
          type: 'list',
          required: true,
          helperText: 'The answers the shopper chooses from.',
          subFields: [
            { name: 'label', type: 'string', localized: true, required: true, helperText: 'e.g. Icy fresh' },
            favours('Intensity', '4 for bold'),
            favours('Freshness', '5 for icy'),
            favours('Sweetness', '3.5 for sweet'),
          ],
        },
      ],
    },
    { name: 'cartHref', friendlyName: 'Cart link', type: 'url', defaultValue: '/cart' },
  ],
  component: ({ heading, questions, cartHref }) => (
    <>
      <WidgetStylesheets module="@storefront/features/flavour-finder/widgets" />
      <Suspense fallback={null}>
        <FlavourFinder
          questions={questions}
          {...(heading ? { heading } : {})}
          {...(cartHref ? { cartHref } : {})}
        />
      </Suspense>
    </>
  ),
});
