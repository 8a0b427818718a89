import { describe, expect, it } from 'vitest';
import { addDomainWords, addWords, en, loadDictionary } from './dictionary';
import { translate } from './translate';

// Its own file: the words it adds stay in this file's dictionaries, away from the English-German comparison.
describe('words arriving with the code that names them', () => {
  it('i18n: words added later join the English dictionary the pages already read', () => {
    const dictionary = en;
    addWords('en', { laterMessages: { 'later.greeting': 'Hello {name}' }, notWords: 42 });
    expect(translate(dictionary, 'later.greeting', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('i18n: a key added again keeps its first words', () => {
    addWords('en', { again: { 'platform.loading': 'Something else' } });
    expect(en['platform.loading']).toBe('Loading…');
  });

  it('i18n: a domain loaded on a German page waits for its German words before it renders', async () => {
    const german = await loadDictionary('de');
    await addDomainWords({ words: { 'later.farewell': 'Goodbye' } }, async () => ({
      words: { 'later.farewell': 'Auf Wiedersehen' },
    }));
    expect(translate(german, 'later.farewell')).toBe('Auf Wiedersehen');
  });

  it('i18n: a German word whose file failed to download reads in English, not as its key', async () => {
    const german = await loadDictionary('de');
    await addDomainWords({ words: { 'later.thanks': 'Thank you' } }, () =>
      Promise.reject(new Error('offline')),
    );
    expect(translate(german, 'later.thanks')).toBe('Thank you');
  });
});
