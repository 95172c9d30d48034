import type { ThemeValues } from './tokens.ts';
import { cssVarName } from './tokens.ts';

type Tree = { readonly [key: string]: string | Tree };

function declarations(tree: Tree, path: string[]): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`--${cssVarName([...path, key])}:${value}`]
      : declarations(value, [...path, key]),
  );
}

/** A rule giving every token its value under `selector` (what @playsite/ui's theme class does). */
export function themeCss(selector: string, values: ThemeValues): string {
  return `${selector}{${declarations(values as unknown as Tree, []).join(';')}}`;
}
