import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteDictionary } from '../shell';
import { accountPages } from './navigation';
// The account section's words join the dictionary when its frame loads, as they do on an account page.
import './words';

// German loads on demand (an English page never downloads it); these tests read both languages.
const siteDictionaries = { en: await loadSiteDictionary('en'), de: await loadSiteDictionary('de') };

// The site's route paths as routes.ts declares them (its helpers need React Router's build context to run).
const routePaths = [
  ...readFileSync(new URL('../routes.ts', import.meta.url), 'utf8').matchAll(/route\('([^']+)'/g),
].map((match) => `/${match[1]}`);

describe('account navigation', () => {
  it('account navigation: every page it lists is a route of the site, so no card or side link is dead', () => {
    expect(routePaths).toContain('/account/orders');
    for (const page of accountPages) expect(routePaths).toContain(page.to);
  });

  it('account navigation: every page it lists names itself, its card and what sign-in says it needs in English and German', () => {
    for (const language of ['en', 'de'] as const)
      for (const page of accountPages)
        for (const key of [page.label, page.description, page.signInReason])
          expect(siteDictionaries[language], `${key} in ${language}`).toHaveProperty([key]);
  });
});
