export {
  FlavourCarouselCard,
  type FlavourCarouselCardProps,
  type FlavourCallToAction,
} from './FlavourCarouselCard';
