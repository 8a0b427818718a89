import { describe, expect, it } from 'vitest';
import { webFontFamily, webFontVariable } from './webFont';
import { fallbackFaces, interFontStack } from './webFontFallbacks';
import { fontFamily } from './tokens';

const families = (stack: string) =>
  stack.split(',').map((family) => family.trim().replace(/^['"]|['"]$/g, ''));

describe('web font', () => {
  it('font: every stack starts with the web font once it has loaded, and with the Inter-sized fallback faces until then', () => {
    const metricMatched = families(interFontStack.fontFamily).filter((family) => family.includes('Fallback'));
    expect(metricMatched).toEqual([`${webFontFamily} Fallback: Arial`, `${webFontFamily} Fallback: Roboto`]);
    for (const stack of [fontFamily.body, fontFamily.display]) {
      expect(stack.startsWith(`var(${webFontVariable}, '${metricMatched[0]}')`)).toBe(true);
      expect(families(stack.slice(stack.indexOf(')') + 1)).slice(1, 3)).toEqual(metricMatched);
    }
  });

  it('font: each fallback face scales a local font to Inter (size-adjust and ascent override)', () => {
    expect(fallbackFaces).toHaveLength(2);
    for (const face of fallbackFaces) {
      expect(face.src).toMatch(/^local\(/);
      expect(face.sizeAdjust).toMatch(/^\d+(\.\d+)?%$/);
      expect(face.ascentOverride).toMatch(/^\d+(\.\d+)?%$/);
    }
  });

  it('font: Linux machines, which have Liberation Sans (Arial metrics) instead of Arial, get the Arial-sized face', () => {
    const arialFace = fallbackFaces.find((face) => face.fontFamily.includes('Arial'));
    expect(arialFace?.src).toContain("local('Liberation Sans')");
  });
});
