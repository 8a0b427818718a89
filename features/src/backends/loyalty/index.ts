export type { components, paths } from './generated/loyalty';
