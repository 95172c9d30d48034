import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { wireWords } from '@playsite/api';
import { describe, expect, it } from 'vitest';

/**
 * The platform's wire names (`vassalage`, `numero`…) are renamed by the client at the edge
 * (@playsite/api's edge), so none may appear in the site's code: features speak the product's words.
 */
const source = join(import.meta.dirname, '../src');
const pattern = new RegExp(`\\b(${Object.keys(wireWords).join('|')})\\b`);

function wireWordsIn(text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => pattern.test(line))
    .map(({ line, index }) => `${index + 1}: ${line.trim()}`);
}

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('wire words', () => {
  it('the check finds a wire name used as a field, and not the product word', () => {
    expect(wireWordsIn('const code = game.vassalage;\nconst n = draw.numero;')).toHaveLength(2);
    expect(wireWordsIn('const code = game.vendor; // a VASSALAGE vendor opens a popup')).toEqual([]);
  });

  it('appear nowhere in packages/site/src', () => {
    const found = files(source).flatMap((file) =>
      wireWordsIn(readFileSync(file, 'utf8')).map((hit) => `${relative(source, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
