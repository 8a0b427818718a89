export { SimpleProductTeaser, type SimpleProductTeaserProps } from './SimpleProductTeaser';
