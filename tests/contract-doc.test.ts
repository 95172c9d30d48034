import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractDocPath, renderContractDoc } from '../scripts/contract-doc.ts';

const fix = 'docs/contract.md is stale: run `npx --yes pnpm@12.21.0 docs:contract` and commit the result';

describe('docs/contract.md', () => {
  const generated = renderContractDoc();

  it('is what scripts/contract-doc.ts generates from the endpoint table', () => {
    const committed = readFileSync(contractDocPath, 'utf8');
    // One line of context instead of a 3,000-line diff: the first line that differs.
    const committedLines = committed.split('\n');
    const firstDiff = generated.split('\n').findIndex((line, i) => line !== committedLines[i]);
    const where =
      firstDiff === -1
        ? 'length differs'
        : `line ${firstDiff + 1}: ${committedLines[firstDiff] ?? '(missing)'}`;
    expect(committed === generated, `${fix} (first difference at ${where})`).toBe(true);
  });

  it('has a row and a section for every endpoint, with its request fields', () => {
    expect(generated).toContain('| [login](#login) | POST | `/wps/session/login` | COMM3 |  | yes |');
    expect(generated).toMatch(/### login\n\n`POST \/wps\/session\/login`\n\nRequest \(`loginRequest`\):/);
    expect(generated).toContain('| `username` | string | yes |');
    expect(generated).toContain('| `clubLabel.rankLevel` | integer | yes |');
    expect(generated).toContain('| `login.not.session` | notLoggedIn | session ended |');
  });
});
