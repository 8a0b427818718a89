import { describe, expect, it } from 'vitest';
import { addEnglishWords, en } from './dictionary';
import { translate } from './translate';

// Its own file: the words it adds stay in this file's English dictionary, away from the English-German comparison.
describe('English words arriving with the code that names them', () => {
  it('i18n: words added later join the English dictionary the pages already read', () => {
    const dictionary = en;
    addEnglishWords({ laterMessages: { 'later.greeting': 'Hello {name}' }, notWords: 42 });
    expect(translate(dictionary, 'later.greeting', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('i18n: a key added again keeps its first words', () => {
    addEnglishWords({ again: { 'platform.loading': 'Something else' } });
    expect(en['platform.loading']).toBe('Loading…');
  });
});
