export { ConsentBanner } from './ConsentBanner';
export { languageNames, siteDictionaries } from './dictionary';
export { SiteFooter } from './SiteFooter';
export { SiteHeader } from './SiteHeader';
export { SkipLink } from './SkipLink';
export * as shellStyles from './shell.css';
