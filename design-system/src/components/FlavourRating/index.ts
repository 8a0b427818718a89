export { FlavourRating, defaultRatingText, type FlavourRatingProps } from './FlavourRating';
export { roundRating, ratingDots, maxRating, type DotFill } from './roundRating';
