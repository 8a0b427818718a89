import { darkTheme, lightTheme, themedSection } from './themes.css';
import type { ThemeName } from './tokens';

/** A section shown in the other theme from the page around it ("inversed"). */
export const inversedTheme: Record<ThemeName, string> = { light: darkTheme, dark: lightTheme };

/** The theme a section actually shows: its own, or the other one when inversed. */
export function resolveTheme(theme: ThemeName = 'light', inversed = false): ThemeName {
  if (!inversed) return theme;
  return theme === 'light' ? 'dark' : 'light';
}

/** Class names that put a section in a theme (optionally inversed); usable on any element. */
export function themeClass(theme: ThemeName = 'light', inversed = false): string {
  return `${resolveTheme(theme, inversed) === 'light' ? lightTheme : darkTheme} ${themedSection}`;
}
