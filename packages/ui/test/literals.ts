import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Finds colour, size and font literals in ui source. Components must style with the theme's
 * `vars`; only `src/theme/` holds raw values. Used by no-literals.test.ts.
 */
export interface LiteralFinding {
  file: string;
  line: number;
  kind: 'colour' | 'size' | 'font';
  text: string;
}

const lengthProperty =
  '(?:width|height|minWidth|minHeight|maxWidth|maxHeight|inlineSize|blockSize|padding\\w*|margin\\w*|gap|rowGap|columnGap|top|right|bottom|left|inset\\w*|fontSize|borderRadius|border\\w*Radius|border\\w*Width|outlineWidth|outlineOffset|letterSpacing|flexBasis)';

const rules: { kind: LiteralFinding['kind']; pattern: RegExp }[] = [
  { kind: 'colour', pattern: /(?<![&\w.])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi },
  { kind: 'colour', pattern: /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color-mix)\(/gi },
  {
    kind: 'colour',
    pattern: /(['"`])(?:white|black|red|green|blue|yellow|orange|purple|pink|gray|grey|gold|silver)\1/gi,
  },
  { kind: 'size', pattern: /(?<![\w$.-])-?\d*\.?\d+(?:px|rem|em)\b/g },
  // vanilla-extract turns a bare number on a length property into px.
  {
    kind: 'size',
    pattern: new RegExp(
      `\\b${lengthProperty}\\s*:\\s*-?(?:0*[1-9]\\d*(?:\\.\\d+)?|0?\\.\\d*[1-9]\\d*)(?![\\w.]|\\s*[%'"\`])`,
      'g',
    ),
  },
  { kind: 'font', pattern: /\bfont(?:Family|-family)\s*:\s*['"`](?!inherit['"`])/g },
  {
    kind: 'font',
    pattern:
      /\b(?:Inter|Cinzel|Nunito|Atkinson Hyperlegible|Noto Sans|Arial|Helvetica|Roboto|Times New Roman|Georgia|Verdana|sans-serif|monospace|system-ui)\b/g,
  },
];

/** Comments are blanked out (keeping line breaks) so prose may mention sizes and colours. */
function withoutComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (m, lead) => lead + blank(m.slice(lead.length)));
}

export function findLiterals(source: string, file = '<source>'): LiteralFinding[] {
  const lines = withoutComments(source).split('\n');
  return lines.flatMap((text, index) =>
    rules.flatMap(({ kind, pattern }) =>
      [...text.matchAll(pattern)].map((match) => ({ file, line: index + 1, kind, text: match[0] })),
    ),
  );
}

/** Component styles and markup: `*.css.ts` and `*.tsx`, minus tests and stories. */
export function isCheckedFile(path: string): boolean {
  return (
    (path.endsWith('.css.ts') || path.endsWith('.tsx')) &&
    !/\.(test|browser\.test|stories)\.tsx?$/.test(path) &&
    !path.includes('.fixtures.')
  );
}

/** Every finding under `root`, skipping the theme folder (the one home of raw values). */
export function scanTree(root: string): LiteralFinding[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return relative(root, path) === 'theme' ? [] : walk(path);
      return isCheckedFile(path) ? [path] : [];
    });
  return walk(root).flatMap((path) => findLiterals(readFileSync(path, 'utf8'), relative(root, path)));
}
