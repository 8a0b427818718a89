export { FlavourFinder } from './FlavourFinder';
export type { FlavourFinderProps } from './FlavourFinder';
