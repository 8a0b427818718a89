import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeValues } from './tokens';

export const lightTheme = createTheme(vars, themeValues.light, 'light');
export const darkTheme = createTheme(vars, themeValues.dark, 'dark');

// The light values also sit on :root, so a piece rendered outside any theme class still has every variable.
// :where() gives it no weight, so a theme class put on <html> itself still wins.
globalStyle(':where(:root)', { vars: assignVars(vars, themeValues.light) });

/** A themed section paints its own text colour so that nested pieces inherit the right one. */
export const themedSection = style({ color: vars.color.text });
globalStyle(`${lightTheme}`, { colorScheme: 'light' });
globalStyle(`${darkTheme}`, { colorScheme: 'dark' });
