export { FlavourRating, defaultRatingText, type FlavourRatingProps } from './FlavourRating';
export { roundRating, maxRating } from './roundRating';
