/**
 * Raw token values of the shop's two themes. Plain TypeScript (no vanilla-extract) so that the contrast test and
 * the docs pages read the very values the themes are built from.
 */
import { webFontVariable } from './webFont';

export const gradientNames = [
  'amber',
  'teal',
  'ruby',
  'slate',
  'sunrise',
  'meadow',
  'lagoon',
  'plum',
  'midnight',
  'citrus',
] as const;
export type GradientName = (typeof gradientNames)[number];

export function isGradientName(value: unknown): value is GradientName {
  return typeof value === 'string' && (gradientNames as readonly string[]).includes(value);
}

/** Two stops per gradient. Light-theme stops are pale (dark text reads on them), dark-theme stops are deep. */
export type GradientStops = readonly [from: string, to: string];

const lightGradients: Record<GradientName, GradientStops> = {
  amber: ['#fde7b0', '#f2b35a'],
  teal: ['#cdf3ec', '#7fd3c6'],
  ruby: ['#fcd8e3', '#ef8fab'],
  slate: ['#e6eaf0', '#aab6c6'],
  sunrise: ['#ffe4c4', '#ff9f8a'],
  meadow: ['#e4f5cc', '#9fd69a'],
  lagoon: ['#d5f1f8', '#7cc3e3'],
  plum: ['#ecdff8', '#c29fe4'],
  midnight: ['#e0e5f4', '#9eabd3'],
  citrus: ['#fff6bd', '#f4cd4c'],
};

const darkGradients: Record<GradientName, GradientStops> = {
  amber: ['#8a4b0f', '#3a1d05'],
  teal: ['#0e6b64', '#06302d'],
  ruby: ['#9d1c46', '#420a1e'],
  slate: ['#4a5568', '#1a202b'],
  sunrise: ['#a8422e', '#4a1810'],
  meadow: ['#2f6b34', '#12301a'],
  lagoon: ['#155e80', '#0a2838'],
  plum: ['#5b2a86', '#240f38'],
  midnight: ['#26356b', '#0b1020'],
  citrus: ['#7a6410', '#352b05'],
};

const colorsLight = {
  background: '#ffffff',
  surface: '#f6f3ee',
  surfaceRaised: '#ffffff',
  text: '#17151c',
  textMuted: '#5a5665',
  border: '#8a8594',
  borderSubtle: '#e6e1da',
  accent: '#0b5f58',
  accentHover: '#084843',
  onAccent: '#ffffff',
  link: '#0b5f58',
  focus: '#1f4fd1',
  danger: '#b3261e',
  dangerSurface: '#fdecea',
  success: '#1d6b39',
  successSurface: '#e6f4ea',
  scrim: 'rgba(10, 9, 14, 0.62)',
  skeleton: '#ebe6df',
};

export type ColorTokens = typeof colorsLight;

const colorsDark: ColorTokens = {
  background: '#111015',
  surface: '#1c1a21',
  surfaceRaised: '#26232c',
  text: '#f6f3ee',
  textMuted: '#b8b2c2',
  border: '#858090',
  borderSubtle: '#34303b',
  accent: '#86dbcd',
  accentHover: '#a9e8dd',
  onAccent: '#0c1f1c',
  link: '#8fe3d6',
  focus: '#9db8ff',
  danger: '#ff8f85',
  dangerSurface: '#3a1714',
  success: '#84d7a0',
  successSurface: '#142b1c',
  scrim: 'rgba(10, 9, 14, 0.62)',
  skeleton: '#2c2932',
};

/**
 * Every stack starts with the web font once it has loaded (webFont.ts sets the variable) and with Inter-sized
 * fallback faces until then (webFontFallbacks.ts), so the swap shifts nothing. The rest only covers a failed load.
 */
const fontStack = `var(${webFontVariable}, 'Inter Variable Fallback: Arial'), 'Inter Variable Fallback: Arial', 'Inter Variable Fallback: Roboto', system-ui, sans-serif`;

export const fontFamily = { body: fontStack, display: fontStack };

/** A modular type scale (ratio 1.2) anchored at 16 px body text. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.2rem',
  xl: '1.44rem',
  xxl: '1.728rem',
  display: '2.488rem',
};

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' };
export const lineHeight = { tight: '1.15', snug: '1.3', normal: '1.5' };
export const letterSpacing = { tight: '-0.02em', normal: '0', wide: '0.08em' };

/** 4 px grid. */
export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
};

export const radius = {
  sm: '0.375rem',
  md: '0.75rem',
  lg: '1.25rem',
  xl: '1.75rem',
  pill: '999px',
  round: '50%',
};

export const motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '360ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)' },
};

// `banner` is page furniture that floats over the content (the consent banner): under any overlay, so a modal's
// dimming covers it too.
export const zIndex = { banner: '30', overlay: '40', dialog: '50', toast: '60', tooltip: '70' };

const shadowLight = {
  sm: '0 1px 2px rgba(23, 21, 28, 0.08)',
  md: '0 6px 20px -6px rgba(23, 21, 28, 0.18)',
  lg: '0 24px 48px -16px rgba(23, 21, 28, 0.28)',
};
const shadowDark = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 6px 20px -6px rgba(0, 0, 0, 0.6)',
  lg: '0 24px 48px -16px rgba(0, 0, 0, 0.75)',
};

export function gradientCss([from, to]: GradientStops): string {
  return `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;
}

function themeTokens(
  colors: ColorTokens,
  gradients: Record<GradientName, GradientStops>,
  shadow: typeof shadowLight,
) {
  const gradient = {} as Record<GradientName, string>;
  const gradientFallback = {} as Record<GradientName, string>;
  for (const name of gradientNames) {
    gradient[name] = gradientCss(gradients[name]);
    // The plain colour painted under the gradient (and alone where gradients do not paint): the first stop, which
    // the contrast test checks like the second.
    gradientFallback[name] = gradients[name][0];
  }
  return {
    color: colors,
    gradient,
    gradientFallback,
    font: fontFamily,
    fontSize,
    fontWeight,
    lineHeight,
    letterSpacing,
    space,
    radius,
    shadow,
    motion,
    zIndex,
  };
}

export const themeValues = {
  light: themeTokens(colorsLight, lightGradients, shadowLight),
  dark: themeTokens(colorsDark, darkGradients, shadowDark),
};
export type ThemeName = keyof typeof themeValues;
export const themeNames: ThemeName[] = ['light', 'dark'];

export const gradientStops = { light: lightGradients, dark: darkGradients };

/**
 * Colour pairs that must stay legible (WCAG 2.2 AA): 4.5:1 for text, 3:1 for non-text UI (1.4.11).
 * The contrast test walks this list in both themes.
 */
export const contrastPairs: ReadonlyArray<{
  foreground: keyof ColorTokens;
  background: keyof ColorTokens;
  minimum: 4.5 | 3;
}> = [
  { foreground: 'text', background: 'background', minimum: 4.5 },
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'text', background: 'surfaceRaised', minimum: 4.5 },
  { foreground: 'textMuted', background: 'background', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surfaceRaised', minimum: 4.5 },
  { foreground: 'link', background: 'background', minimum: 4.5 },
  { foreground: 'link', background: 'surface', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accent', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accentHover', minimum: 4.5 },
  { foreground: 'danger', background: 'background', minimum: 4.5 },
  { foreground: 'danger', background: 'surface', minimum: 4.5 },
  { foreground: 'danger', background: 'dangerSurface', minimum: 4.5 },
  { foreground: 'success', background: 'background', minimum: 4.5 },
  { foreground: 'success', background: 'successSurface', minimum: 4.5 },
  { foreground: 'border', background: 'background', minimum: 3 },
  { foreground: 'border', background: 'surface', minimum: 3 },
  { foreground: 'accent', background: 'background', minimum: 3 },
  { foreground: 'accent', background: 'surface', minimum: 3 },
  { foreground: 'focus', background: 'background', minimum: 3 },
  { foreground: 'focus', background: 'surface', minimum: 3 },
];
