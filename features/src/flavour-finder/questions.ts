import type { FinderQuestion } from './types';

/**
 * The questions a new flavour finder starts with, for the marketer to rewrite or add to: three that between them speak
 * about every rating. Plain data in a module of its own, so the Builder block can take them as its defaults without
 * bringing the finder's code onto the pages that list the block.
 */
// `satisfies`, not a type: the Builder input's default takes plain records, which an interface is not.
export const defaultQuestions = [
  {
    question: 'How strong do you like your flavour?',
    options: [
      { label: 'Gentle', intensity: 1 },
      { label: 'Balanced', intensity: 2.5 },
      { label: 'Bold', intensity: 4 },
    ],
  },
  {
    question: 'How fresh should it feel?',
    options: [
      { label: 'Warm and rounded', freshness: 1 },
      { label: 'A hint of cool', freshness: 2.5 },
      { label: 'Icy fresh', freshness: 5 },
    ],
  },
  {
    question: 'Sweet or dry?',
    options: [
      { label: 'Dry', sweetness: 0.5 },
      { label: 'Lightly sweet', sweetness: 2 },
      { label: 'Sweet and fruity', sweetness: 3.5 },
    ],
  },
] satisfies FinderQuestion[];
