export { ConsentBanner } from './ConsentBanner';
export { languageNames, loadSiteDictionary, siteDictionary, useSiteDictionary } from './dictionary';
export { SiteFooter } from './SiteFooter';
export { SiteHeader } from './SiteHeader';
export { SkipLink } from './SkipLink';
export { measureWebVitals } from './webVitals';
export * as shellStyles from './shell.css';
export { categoryName, categoryNamesIn, pageTitle, pageWords } from './pageWords';
