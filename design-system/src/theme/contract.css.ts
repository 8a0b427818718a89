import { createThemeContract } from '@vanilla-extract/css';
import { themeValues } from './tokens';

/** The theme contract: every style reads these variables, each theme fills them. */
export const vars = createThemeContract(themeValues.light);
