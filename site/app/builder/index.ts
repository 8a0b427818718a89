export { BuilderPage } from './BuilderPage';
export type { BuilderPageData } from './loader.server';
