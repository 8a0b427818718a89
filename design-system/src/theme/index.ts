export { vars } from './contract.css';
export { lightTheme, darkTheme } from './themes.css';
export { themeClass, resolveTheme, inversedTheme } from './theme';
export { breakpoints, mediaQueries, breakpointFor, type Breakpoint } from './breakpoints';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { contrastRatio, relativeLuminance } from './contrast';
export {
  gradientNames,
  isGradientName,
  gradientStops,
  gradientCss,
  themeValues,
  themeNames,
  contrastPairs,
  type GradientName,
  type ThemeName,
  type ColorTokens,
} from './tokens';
export { PageTheme, ThemeScope, useThemeName, usePortalThemeClass, type ThemeScopeProps } from './ThemeScope';
