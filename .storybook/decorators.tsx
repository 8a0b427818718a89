import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { darkTheme, lightTheme, ThemeScope, themeClass, type ThemeName } from '../design-system/src';
import { storyCanvas, themedPage } from '../design-system/src/storybook/canvas.css';
import { TranslationProvider } from '../features/src/platform/i18n';

/** The whole preview page takes the story's theme, as the shop's page does, so overlays open over the right page. */
function ThemedPage({ theme }: { theme: ThemeName }) {
  useLayoutEffect(() => {
    const classes = [...themeClass(theme).split(' '), themedPage];
    // A story rendered before this one may not have been unmounted yet: one theme on the page at a time.
    document.documentElement.classList.remove(lightTheme, darkTheme);
    document.documentElement.classList.add(...classes);
    return () => document.documentElement.classList.remove(...classes);
  }, [theme]);
  return null;
}

/** Wraps every story in the providers the shop has, inside the design-system theme picked in the toolbar. */
export const withStorefrontProviders: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    // data-story-canvas marks what the design system's visual baselines photograph.
    <div data-story-canvas="">
      {/* Docs pages keep their own page colours; only a story shown alone paints the page. */}
      {context.viewMode !== 'docs' && <ThemedPage theme={theme} />}
      <ThemeScope theme={theme} className={storyCanvas}>
        <TranslationProvider>
          <Story />
        </TranslationProvider>
      </ThemeScope>
    </div>
  );
};
