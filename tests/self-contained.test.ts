import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The repository is self-contained: no tracked file points at documents a clone does not get.
 * The project's own documents are docs/product.md, docs/architecture.md and docs/contract.md.
 * The outside names are spelled at run time, so this file does not match itself.
 */
const root = new URL('..', import.meta.url).pathname;
const outside = ['spec', 'design', 'contract'].map((name) => name.toUpperCase());
const names = outside.join('|');
const spec = outside[0]!;

/** Patterns that name an outside document, anywhere. */
const anywhere: readonly RegExp[] = [
  new RegExp(`\\b(?:${names})\\.md\\b`),
  new RegExp(`shared/(?:${names})\\b`),
  new RegExp(`\\b${spec}\\b`),
  /\/work\/shared\b/,
];

/** The folder beside the repository (no package has a folder of that name, so any mention is one). */
const besideFolder = ['..', 'shared'].join('/');
const beside = new RegExp(`${besideFolder.replaceAll('.', '\\.')}\\b`);

function outsideReferences(path: string, text: string): string[] {
  const patterns = [...anywhere, beside];
  return text
    .split('\n')
    .flatMap((line, index) =>
      patterns.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
    );
}

const projectDocs = ['product', 'architecture', 'contract'] as const;

/** The headings of docs/<name>.md, without their `#` marks. */
function headingsOf(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());
}

/**
 * Citations `docs/<doc>.md § <Heading>` whose heading the document does not have. A citation may
 * wrap onto the next comment line; `§ <Heading>` with angle brackets is a placeholder.
 */
function brokenCitations(path: string, text: string, headings: Record<string, string[]>): string[] {
  const joined = text.replace(/(\.md|§)[ \t]*\r?\n[ \t]*(?:\*|\/\/|--|#)?[ \t]*/g, '$1 ');
  const found: string[] = [];
  for (const match of joined.matchAll(/\b(product|architecture|contract)\.md §[ \t]*([^\n]*)/g)) {
    const [, doc, rest] = match as unknown as [string, string, string];
    if (rest.startsWith('<')) continue;
    const known = (headings[doc] ?? []).some(
      (heading) => rest.startsWith(heading) && !/[A-Za-z0-9]/.test(rest.charAt(heading.length)),
    );
    if (!known) found.push(`${path}: ${doc}.md § ${rest.slice(0, 40)}`);
  }
  return found;
}

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((path) => path && existsSync(`${root}${path}`))
    .filter((path) => !readFileSync(`${root}${path}`).includes(0)); // binary files (images)
}

describe('the repository is self-contained', () => {
  it('no tracked file cites a document outside the repository', () => {
    const found = trackedTextFiles().flatMap((path) =>
      outsideReferences(path, readFileSync(`${root}${path}`, 'utf8')),
    );
    expect(
      found,
      'cite docs/product.md § <Heading>, docs/architecture.md or docs/contract.md instead',
    ).toEqual([]);
  });

  it('cites only headings that docs/product.md, docs/architecture.md and docs/contract.md have', () => {
    const headings = Object.fromEntries(
      projectDocs.map((doc) => [doc, headingsOf(readFileSync(`${root}docs/${doc}.md`, 'utf8'))]),
    );
    // This file's own examples of broken citations are fixtures, not citations.
    const found = trackedTextFiles()
      .filter((path) => path !== 'tests/self-contained.test.ts')
      .flatMap((path) => brokenCitations(path, readFileSync(`${root}${path}`, 'utf8'), headings));
    expect(found, 'cite an existing heading, or add the heading to the document').toEqual([]);
  });

  it('recognises a citation of a missing heading, also wrapped over two comment lines', () => {
    const headings = { product: ['Login', 'Constants and limits'] };
    expect(brokenCitations('a.ts', '// docs/product.md § Login flow', headings)).toEqual([]);
    expect(brokenCitations('a.ts', '/** docs/product.md § Constants and limits: 3 */', headings)).toEqual([]);
    expect(brokenCitations('a.ts', '/** (docs/product.md\n * § Login). */', headings)).toEqual([]);
    expect(brokenCitations('a.ts', '// docs/product.md § Logins', headings)).toHaveLength(1);
    expect(brokenCitations('a.ts', '/** docs/product.md §\n * Lobbies */', headings)).toHaveLength(1);
    expect(brokenCitations('a.md', 'cite `docs/product.md § <Heading>`', headings)).toEqual([]);
  });

  it('recognises outside references (the check itself can fail)', () => {
    const [specName, designName, contractName] = outside.map((name) => `${name}.md`);
    expect(outsideReferences('README.md', `See \`${besideFolder}/${designName}\`.`)).toHaveLength(1);
    expect(outsideReferences('a.ts', `/** Rules of ${specName} §5. */`)).toHaveLength(1);
    expect(outsideReferences('a.ts', `// as ${spec} §9 says`)).toHaveLength(1);
    expect(outsideReferences('a.ts', `// the wire format of ${contractName}`)).toHaveLength(1);
    expect(outsideReferences('.ci/run', `# a clone with ${besideFolder} beside it`)).toHaveLength(1);
    expect(outsideReferences('a.ts', `import { x } from '${besideFolder}/x.ts';`)).toHaveLength(1);
  });

  it("allows the project's docs", () => {
    expect(outsideReferences('a.ts', '/** docs/product.md § Login; docs/contract.md. */')).toEqual([]);
  });
});
