export {
  Card,
  CardList,
  CardTitle,
  type CardListProps,
  type CardProps,
  type CardTitleProps,
} from './CardList';
