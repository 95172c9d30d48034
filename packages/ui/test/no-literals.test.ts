import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findLiterals, scanTree } from './literals';

const src = join(import.meta.dirname, '..', 'src');

describe('ui source outside src/theme', () => {
  it('has no colour, size or font literal (use `vars` from the theme)', () => {
    const report = scanTree(src).map((f) => `${f.file}:${f.line} ${f.kind} ${f.text}`);
    expect(report).toEqual([]);
  });
});

describe('the literal checker', () => {
  it.each([
    ['hex colour', `export const a = style({ color: '#fff' });`, 'colour'],
    ['long hex colour', `backgroundColor: '#1a2B3c80',`, 'colour'],
    ['rgb()', 'boxShadow: `0 1px 2px rgba(0, 0, 0, 0.4)`,', 'colour'],
    ['hsl()', `color: 'hsl(120 50% 50%)',`, 'colour'],
    ['named colour', `borderColor: 'white',`, 'colour'],
    ['px size', `padding: '8px 12px',`, 'size'],
    ['rem size', `fontSize: '1.25rem',`, 'size'],
    ['em size', `gap: '.5em',`, 'size'],
    ['media query breakpoint', `'@media': { 'screen and (max-width: 47.99em)': {} },`, 'size'],
    ['bare number on a length', `width: 200,`, 'size'],
    ['px in a JSX style', `<div style={{ marginTop: '4px' }} />`, 'size'],
    ['font family string', `fontFamily: 'Georgia, serif',`, 'font'],
    ['font name', `const f = \`'Inter Variable'\`;`, 'font'],
  ])('flags a %s', (_, source, kind) => {
    expect(findLiterals(source).map((f) => f.kind)).toContain(kind);
  });

  it.each([
    ['theme vars', `padding: vars.space[2], color: vars.color.foreground.default,`],
    ['calc on vars', 'width: `calc(var(--space-4) * 2)`,'],
    ['percent and viewport units', `width: '100%', height: '100vh', maxWidth: '90vw',`],
    ['durations', `transition: \`opacity \${vars.motion.duration.fast}\`, animationDelay: '200ms',`],
    ['zero and unitless numbers', `margin: 0, flex: 1, zIndex: 10, opacity: 0.5, lineHeight: 1.2,`],
    ['an anchor link', `<a href="#main">Skip</a>`],
    ['an HTML entity', `<span>&#123;</span>`],
    ['a comment', `// 600px wide, #fff on black\n/* Inter at 16px */ const x = 1;`],
    ['currentColor and transparent', `fill: 'currentColor', background: 'transparent',`],
    ['inherited font', `fontFamily: 'inherit',`],
    ['a theme media query', `'@media': { [media.narrow]: { width: vars.space[4] } },`],
  ])('accepts %s', (_, source) => {
    expect(findLiterals(source)).toEqual([]);
  });

  it('reports file and line', () => {
    expect(findLiterals(`const a = 1;\nconst b = style({ color: '#abc' });`, 'X.css.ts')).toEqual([
      { file: 'X.css.ts', line: 2, kind: 'colour', text: '#abc' },
    ]);
  });

  const planted = mkdtempSync(join(tmpdir(), 'ui-literals-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('finds a planted literal in a tree, and ignores theme/, tests and stories', () => {
    mkdirSync(join(planted, 'components', 'Bad'), { recursive: true });
    mkdirSync(join(planted, 'theme'), { recursive: true });
    writeFileSync(
      join(planted, 'components', 'Bad', 'Bad.css.ts'),
      `export const x = { color: '#ff0000' };\n`,
    );
    writeFileSync(
      join(planted, 'components', 'Bad', 'Bad.tsx'),
      `export const B = () => <p style={{ width: '3rem' }} />;\n`,
    );
    writeFileSync(join(planted, 'components', 'Bad', 'Bad.test.tsx'), `expect(x).toBe('600px');\n`);
    writeFileSync(join(planted, 'components', 'Bad', 'Bad.stories.tsx'), `const dark = '#000';\n`);
    writeFileSync(join(planted, 'theme', 'brand.css.ts'), `export const brand = '#d4a72c';\n`);
    expect(scanTree(planted).map((f) => `${f.file} ${f.text}`)).toEqual([
      'components/Bad/Bad.css.ts #ff0000',
      'components/Bad/Bad.tsx 3rem',
    ]);
  });
});
