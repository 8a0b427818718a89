import { readRequestNumber } from '../platform';

/** What a flavour is rated on (spec section 2: 0 to 5 in half steps, as the flavour cards show it). */
export const flavourDimensions = ['intensity', 'freshness', 'sweetness'] as const;
export type FlavourDimension = (typeof flavourDimensions)[number];

/** One answer the marketer offers, and the rating it favours on each dimension it speaks about (0 to 5). */
export interface FinderOption {
  label: string;
  intensity?: number;
  freshness?: number;
  sweetness?: number;
}

/** One question of the finder, written in Builder. */
export interface FinderQuestion {
  question: string;
  options: FinderOption[];
}

/** A flavour of the catalogue with its ratings. */
export interface FlavourProfile {
  flavour: string;
  sku: string;
  intensity: number;
  freshness: number;
  sweetness: number;
}

/** The ratings the shopper's answers ask for; a dimension no answer spoke about is absent. */
export type TargetProfile = Partial<Record<FlavourDimension, number>>;

/** A question needs two answers to be a choice; an unfinished one from the editor is left out. */
export function usableQuestions(questions: readonly FinderQuestion[]): FinderQuestion[] {
  return questions.filter((question) => question.question.trim() !== '' && question.options.length >= 2);
}

/**
 * The answers in a finder URL: `q1=2&q2=1` holds the second option of question 1 and the first of question 2 (1-based,
 * so the link reads naturally). Reading stops at the first missing or unknown answer: later ones cannot stand alone.
 * Returns 0-based option indexes.
 */
export function answersFromSearch(search: string, questions: readonly FinderQuestion[]): number[] {
  const params = new URLSearchParams(search);
  const answers: number[] = [];
  for (const [index, question] of questions.entries()) {
    // Missing (the fallback, 0) or not one of the question's options: reading stops.
    const option = readRequestNumber(params.get(`q${index + 1}`), {
      min: 1,
      max: question.options.length,
      fallback: 0,
    });
    if (option.problem || option.value === 0) break;
    answers.push(option.value - 1);
  }
  return answers;
}

/** The query string of a finder URL for these answers (0-based indexes), without the leading `?`. */
export function searchForAnswers(answers: readonly number[]): string {
  return answers.map((option, index) => `q${index + 1}=${option + 1}`).join('&');
}

/** Each dimension's target: the mean of what the chosen options favour on it. */
export function targetProfile(
  questions: readonly FinderQuestion[],
  answers: readonly number[],
): TargetProfile {
  const target: TargetProfile = {};
  for (const dimension of flavourDimensions) {
    const wanted = answers.flatMap((option, index) => {
      const value = questions[index]?.options[option]?.[dimension];
      return value === undefined ? [] : [value];
    });
    if (wanted.length > 0) target[dimension] = wanted.reduce((sum, value) => sum + value, 0) / wanted.length;
  }
  return target;
}

/**
 * The catalogue's flavours, closest to the target first (squared distance over the dimensions the answers spoke
 * about); equally close flavours keep the catalogue's order, so the same answers always give the same flavour.
 */
export function rankFlavours(profiles: readonly FlavourProfile[], target: TargetProfile): FlavourProfile[] {
  const distance = (profile: FlavourProfile) =>
    flavourDimensions.reduce((sum, dimension) => {
      const wanted = target[dimension];
      return wanted === undefined ? sum : sum + (profile[dimension] - wanted) ** 2;
    }, 0);
  return profiles
    .map((profile, index) => ({ profile, index, distance: distance(profile) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map(({ profile }) => profile);
}
