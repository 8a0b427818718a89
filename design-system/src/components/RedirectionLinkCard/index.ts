export {
  RedirectionLinkCard,
  type RedirectionLinkCardProps,
  type RedirectionLinkCardVariant,
} from './RedirectionLinkCard';
