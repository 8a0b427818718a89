import { describe, expect, it } from 'vitest';
import { localizedValueIn, withLocalizedValues, type BuilderLocalizedValueJson } from './index';

const localized = (values: Record<string, unknown>) =>
  ({ '@type': '@builder.io/core:LocalizedValue', ...values }) as BuilderLocalizedValueJson;

const heading = localized({ Default: 'Our flavours', 'de-DE': 'Unsere Geschmacksrichtungen' });

describe('content: localized values', () => {
  it("content: a localized value reads the shopper's locale when it has it", () => {
    expect(localizedValueIn(heading, 'de-DE')).toBe('Unsere Geschmacksrichtungen');
  });

  it("content: a localized value falls back to the default when the shopper's locale has none", () => {
    expect(localizedValueIn(heading, 'en-DE')).toBe('Our flavours');
    expect(localizedValueIn(heading, 'fr-FR')).toBe('Our flavours');
  });

  it("content: a localized value falls back to the locale's language before the default", () => {
    const value = localized({ Default: 'Our flavours', de: 'Unsere Geschmacksrichtungen' });
    expect(localizedValueIn(value, 'de-CH')).toBe('Unsere Geschmacksrichtungen');
  });

  it('content: without a locale a localized value is its default', () => {
    expect(localizedValueIn(heading, undefined)).toBe('Our flavours');
  });

  it('content: a localized value with neither the locale nor a default is left empty, so the block shows its own default', () => {
    expect(localizedValueIn(localized({ 'fr-FR': 'Nos saveurs' }), 'de-DE')).toBeUndefined();
  });

  it('content: an empty translation counts as a translation, a missing one (null) does not', () => {
    expect(localizedValueIn(localized({ Default: 'Intro', 'de-DE': '' }), 'de-DE')).toBe('');
    expect(localizedValueIn(localized({ Default: 'Intro', 'de-DE': null }), 'de-DE')).toBe('Intro');
  });

  it('content: localized values are resolved at any depth (block options, list items, nested blocks, page fields) without changing the content given', () => {
    const entry = {
      data: {
        title: localized({ Default: 'Help and FAQ', 'de-DE': 'Hilfe und FAQ' }),
        blocks: [
          {
            component: {
              name: 'FlavourCarousel',
              options: {
                title: heading,
                cards: [{ ctaLabel: localized({ Default: 'Discover', 'de-DE': 'Entdecken' }) }],
              },
            },
            children: [
              {
                component: {
                  name: 'Text',
                  options: { text: localized({ Default: '<p>Hi</p>', 'de-DE': '<p>Hallo</p>' }) },
                },
              },
            ],
          },
        ],
      },
    };
    const before = structuredClone(entry);
    expect(withLocalizedValues(entry, 'de-DE')).toEqual({
      data: {
        title: 'Hilfe und FAQ',
        blocks: [
          {
            component: {
              name: 'FlavourCarousel',
              options: { title: 'Unsere Geschmacksrichtungen', cards: [{ ctaLabel: 'Entdecken' }] },
            },
            children: [{ component: { name: 'Text', options: { text: '<p>Hallo</p>' } } }],
          },
        ],
      },
    });
    expect(entry).toEqual(before);
  });

  it('content: a localized value whose translation is itself structured (a list of answers) is resolved inside too', () => {
    const questions = localized({
      Default: [
        { question: 'Sweet or dry?', hint: localized({ Default: 'Pick one', 'de-DE': 'Wählen Sie' }) },
      ],
      'de-DE': [
        { question: 'Süß oder trocken?', hint: localized({ Default: 'Pick one', 'de-DE': 'Wählen Sie' }) },
      ],
    });
    expect(withLocalizedValues({ questions }, 'de-DE')).toEqual({
      questions: [{ question: 'Süß oder trocken?', hint: 'Wählen Sie' }],
    });
  });

  it('content: a __proto__ key in content stays a plain key when values are resolved', () => {
    const parsed = JSON.parse('{"options":{"__proto__":{"polluted":true},"title":"x"}}') as unknown;
    const resolved = withLocalizedValues(parsed, 'de-DE') as { options: Record<string, unknown> };
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.hasOwn(resolved.options, '__proto__')).toBe(true);
  });
});
