import { describe, expect, it } from 'vitest';
import { addDomainWords, addWords, en, loadDictionary, wordsOnTheirWay, wordsSoFar } from './dictionary';
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

  it('i18n: a domain loaded on a German page has its German on the way at once, and a render can wait for it', async () => {
    const german = await loadDictionary('de');
    expect(wordsOnTheirWay('de')).toBeUndefined();
    let arrive!: (words: Record<string, unknown>) => void;
    addDomainWords(
      { words: { 'later.farewell': 'Goodbye' } },
      () => new Promise((resolve) => (arrive = resolve)),
    );
    const onTheirWay = wordsOnTheirWay('de');
    expect(onTheirWay).toBeInstanceOf(Promise);
    expect(translate(wordsSoFar('de'), 'later.farewell')).toBe('Goodbye');
    arrive({ words: { 'later.farewell': 'Auf Wiedersehen' } });
    expect(await onTheirWay).toBe(german);
    expect(translate(german, 'later.farewell')).toBe('Auf Wiedersehen');
    expect(wordsOnTheirWay('de')).toBeUndefined();
  });

  it('i18n: a German word whose file failed to download reads in English, not as its key', async () => {
    const german = await loadDictionary('de');
    addDomainWords({ words: { 'later.thanks': 'Thank you' } }, () => Promise.reject(new Error('offline')));
    await wordsOnTheirWay('de');
    expect(translate(german, 'later.thanks')).toBe('Thank you');
    expect(wordsOnTheirWay('de')).toBeUndefined();
  });

  it('i18n: an English page never asks for German, whatever code loads', () => {
    expect(wordsOnTheirWay('en')).toBeUndefined();
  });
});
