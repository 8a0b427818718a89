import type { components } from '../generated/surveys';

type Wire = components['schemas'];

/** The serial code printed in the sandbox's packs: it opens the surveys that ask for proof of purchase. */
export const SANDBOX_SERIAL_CODE = 'PACK-2026-0001';

/** Two surveys: one open to every member, one opened by a pack's serial code. */
export const sandboxSurveys: Wire['Survey'][] = [
  {
    id: 'taste-profile',
    title: 'Your taste profile',
    description: 'Three short questions about what you enjoy. Earn 50 points.',
    points: 50,
    requires_serial_code: false,
    questions: [
      {
        id: 'flavour',
        text: 'Which flavour do you reach for most?',
        type: 'single_choice',
        required: true,
        options: [
          { id: 'fruity', label: 'Fruity' },
          { id: 'fresh', label: 'Fresh and minty' },
          { id: 'rich', label: 'Rich and roasted' },
        ],
      },
      {
        id: 'frequency',
        text: 'How often do you order?',
        type: 'single_choice',
        required: true,
        options: [
          { id: 'weekly', label: 'Every week' },
          { id: 'monthly', label: 'Every month' },
          { id: 'rarely', label: 'Now and then' },
        ],
      },
      {
        id: 'wish',
        text: 'What would you like us to make next?',
        type: 'text',
        required: false,
        options: [],
      },
    ],
  },
  {
    id: 'device-feedback',
    title: 'Your new device',
    description: 'Tell us how your device works for you. Enter the serial code from its pack to begin.',
    points: 100,
    requires_serial_code: true,
    questions: [
      {
        id: 'satisfaction',
        text: 'How happy are you with your device?',
        type: 'single_choice',
        required: true,
        options: [
          { id: 'very', label: 'Very happy' },
          { id: 'fairly', label: 'Fairly happy' },
          { id: 'not', label: 'Not happy' },
        ],
      },
      {
        id: 'improve',
        text: 'What should we improve?',
        type: 'text',
        required: true,
        options: [],
      },
    ],
  },
];

/** One quiz, with the answers the sandbox marks as correct. */
export const sandboxQuiz: Wire['Quiz'] = {
  id: 'origins-quiz',
  title: 'Where do our flavours come from?',
  completed: false,
  score: null,
  questions: [
    {
      id: 'mint',
      text: 'Where does our peppermint grow?',
      type: 'single_choice',
      required: true,
      options: [
        { id: 'morocco', label: 'Morocco' },
        { id: 'norway', label: 'Norway' },
      ],
    },
    {
      id: 'berry',
      text: 'Which berry is in our fruity blend?',
      type: 'single_choice',
      required: true,
      options: [
        { id: 'blueberry', label: 'Blueberry' },
        { id: 'gooseberry', label: 'Gooseberry' },
      ],
    },
  ],
};

export const sandboxQuizAnswers: Readonly<Record<string, string>> = { mint: 'morocco', berry: 'blueberry' };
