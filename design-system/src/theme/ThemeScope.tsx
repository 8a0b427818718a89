import { clsx } from 'clsx';
import { createContext, useContext, type ReactNode } from 'react';
import { resolveTheme, themeClass } from './theme';
import type { ThemeName } from './tokens';

const ThemeContext = createContext<ThemeName>('light');

/** The theme of the section around; overlays rendered in a portal (dialogs, menus, toasts) take it on. */
export function useThemeName(): ThemeName {
  return useContext(ThemeContext);
}

export interface ThemeScopeProps {
  theme?: ThemeName;
  inversed?: boolean;
  className?: string;
  children: ReactNode;
}

/** A section in a theme (or inversed from it): sets the theme class and tells portalled overlays about it. */
export function ThemeScope({ theme = 'light', inversed = false, className, children }: ThemeScopeProps) {
  const shown = resolveTheme(theme, inversed);
  return (
    <ThemeContext.Provider value={shown}>
      <div className={clsx(themeClass(shown), className)} data-theme={shown}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/**
 * The page's theme, for a host that puts the theme class on <body> itself: portalled overlays (appended to <body>
 * with their own theme class) would otherwise fall back to light on a dark page.
 */
export function PageTheme({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

/** Class names that put a portalled overlay in the theme of the section it was opened from. */
export function usePortalThemeClass(): string {
  return themeClass(useThemeName());
}
