import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLanguage } from '@storefront/features/platform';
import { loadSiteDictionary } from './shell';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server HTML is complete and readable: let the browser paint it before hydration takes the main thread. The page's
// words come first, so hydration renders what the server did (a German page loads German; English is at hand).
const language = document.documentElement.lang;
const words = isLanguage(language) ? loadSiteDictionary(language) : Promise.resolve();
// Should the words not arrive, the page still hydrates: its text stays the server's and it answers to clicks.
// The browser's first use of Intl loads its locale data (about 50 ms measured on the CI machine): it gets a task of its
// own before hydration, whose first render formats prices and plurals, so neither task alone blocks the page as long.
const loadLocaleData = () => Intl.NumberFormat.supportedLocalesOf(language || 'en');
void words
  .catch(() => undefined)
  .then(() => {
    if (document.visibilityState !== 'visible') return hydrate();
    requestAnimationFrame(() =>
      setTimeout(() => {
        loadLocaleData();
        setTimeout(hydrate, 0);
      }, 0),
    );
  });
