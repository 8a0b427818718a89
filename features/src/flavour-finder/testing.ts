import type { FinderQuestion } from './types';

/** The questions the sandbox's /flavour-finder page holds, as a marketer writes them in Builder (tests and stories). */
export const sampleQuestions: FinderQuestion[] = [
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
];
