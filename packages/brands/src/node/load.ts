import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StructError } from 'superstruct';
import { BrandFile, type BrandSettings, type BrandTokens } from '../brand.ts';
import { contrastWarnings } from '../deriveTheme.ts';

/** One brand folder, read and checked. */
export interface Brand {
  id: string;
  /** The folder: brand.json, optional logo.svg, favicon.svg and font files. */
  dir: string;
  file: BrandFile;
  settings: Omit<BrandSettings, 'logoUrl'>;
  hasLogo: boolean;
  hasFavicon: boolean;
  /** Pinned colours that miss WCAG contrast: shown to the author, never silently fixed. */
  warnings: string[];
}

/** A brand folder that cannot be used; the message names the folder and what to change. */
export class BrandFolderError extends Error {
  override name = 'BrandFolderError';
}

const idPattern = /^[a-z][a-zA-Z0-9]{1,39}$/;

/** The brands folder: PLAYSITE_BRANDS_DIR, or `brands/` at the repository root. */
export function brandsDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.PLAYSITE_BRANDS_DIR
    ? resolve(env.PLAYSITE_BRANDS_DIR)
    : resolve(dirname(fileURLToPath(import.meta.url)), '../../../../brands');
}

function readBrand(dir: string, id: string): Brand {
  const where = join(dir, 'brand.json');
  if (!idPattern.test(id))
    throw new BrandFolderError(
      `${dir}: a brand folder's name is its id: a letter then letters or digits (2–40), e.g. coralBay`,
    );
  if (!existsSync(where))
    throw new BrandFolderError(`${dir}: no brand.json (copy one from another brand folder)`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(where, 'utf8'));
  } catch (error) {
    throw new BrandFolderError(`${where}: not valid JSON (${(error as Error).message})`);
  }
  let file: BrandFile;
  try {
    file = BrandFile.create(json);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    const lines = error.failures().map((f) => `  ${f.path.join('.') || '(root)'}: ${f.message}`);
    throw new BrandFolderError(`${where} is not a valid brand:\n${lines.join('\n')}`);
  }
  const { site } = file;
  if (!site.languages.includes(site.defaultLanguage))
    throw new BrandFolderError(
      `${where}: site.defaultLanguage "${site.defaultLanguage}" is not in site.languages`,
    );
  for (const font of file.fonts)
    if (!existsSync(join(dir, font.file)))
      throw new BrandFolderError(`${where}: font file ${font.file} is missing`);
  return withTokens(
    {
      id,
      dir,
      file,
      settings: { id, ...site, fontFamilies: [] },
      hasLogo: existsSync(join(dir, 'logo.svg')),
      hasFavicon: existsSync(join(dir, 'favicon.svg')),
      warnings: [],
    },
    file.tokens,
  );
}

/** The brand with other design inputs (the brand studio's published design): fonts and warnings follow. */
export function withTokens(brand: Brand, tokens: BrandTokens): Brand {
  return {
    ...brand,
    file: { ...brand.file, tokens },
    settings: { ...brand.settings, fontFamilies: [...new Set([tokens.fontBody, tokens.fontHeading])] },
    warnings: contrastWarnings(tokens).map((warning) => `${brand.id}: ${warning}`),
  };
}

/** Every brand folder under `dir`, sorted by id; a bad folder stops with a message naming it. */
export function loadBrands(dir = brandsDir()): Brand[] {
  if (!existsSync(dir)) throw new BrandFolderError(`${dir}: no brands folder`);
  const ids = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  if (ids.length === 0) throw new BrandFolderError(`${dir}: no brand folders (each brand is one folder)`);
  return ids.map((id) => readBrand(join(dir, id), id));
}
