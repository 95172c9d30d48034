import { cssVarName, type ThemeValues, tokenShape } from '@playsite/brands';
import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The token names every component styles with (roles, never hues; see @playsite/brands'
 * `tokenShape`). The CSS custom properties have stable names (`--ps-color-background-canvas`), so
 * the server can write any brand's values at run time without this package's build.
 */
export const vars = createGlobalThemeContract(tokenShape, (_value, path) => cssVarName(path));

export type { ThemeValues };
