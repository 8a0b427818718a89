import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs, gradientNames, gradientStops, themeNames, themeValues } from './tokens';

describe('contrast ratio', () => {
  it('black on white is 21:1 and a colour on itself is 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b5f58', '#0b5f58')).toBe(1);
  });
});

describe.each(themeNames)('theme %s', (theme) => {
  const colors = themeValues[theme].color;

  it.each(contrastPairs.map((pair) => [`${pair.foreground} on ${pair.background}`, pair] as const))(
    'a11y: %s meets WCAG 2.2 AA',
    (_name, pair) => {
      expect(contrastRatio(colors[pair.foreground], colors[pair.background])).toBeGreaterThanOrEqual(
        pair.minimum,
      );
    },
  );

  it.each(gradientNames)('a11y: body text stays at 4.5:1 over both stops of the %s gradient', (name) => {
    for (const stop of gradientStops[theme][name]) {
      expect(contrastRatio(colors.text, stop)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

it('gradients: marketers can pick from at least eight named gradients', () => {
  expect(gradientNames.length).toBeGreaterThanOrEqual(8);
});
