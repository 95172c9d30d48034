import { type BrandTokens, designReport, shippedFontFamilies } from '@playsite/brands';
import { type Brand, withTokens } from '@playsite/brands/node';
import type { Context } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { refuse } from '../errors.ts';
import { brandsOf } from './brand-of-host.ts';

/** A brand's design as published from the brand studio (migration 032). */
export interface PublishedDesign {
  revision: number;
  tokens: BrandTokens;
  by: string;
  at: number;
}

interface DesignRow {
  brand_id: string;
  revision: number;
  tokens: BrandTokens;
  by: string;
  at: string | number;
}

/** Every published design, by brand id. */
export async function readDesigns(db: Queryable): Promise<Map<string, PublishedDesign>> {
  const rows = await db.query<DesignRow>(
    `SELECT d.brand_id, d.revision, d.tokens, o.username AS by, d.published_at AS at
       FROM brand_designs d JOIN backoffice_operators o ON o.id = d.published_by`,
  );
  return new Map(
    rows.map((row) => [
      row.brand_id,
      { revision: row.revision, tokens: row.tokens, by: row.by, at: Number(row.at) },
    ]),
  );
}

/** The brand folder with this id; 404 brandUnknown otherwise. */
export function brandFolder(ctx: Context, id: string): Brand {
  return brandsOf(ctx.config).find((brand) => brand.id === id) ?? refuse('brandUnknown', 404);
}

/** The families a brand may name: the design system's and the brand's own files. */
export const fontsOf = (brand: Brand) => ({
  fonts: [...shippedFontFamilies],
  ownFonts: [...new Set(brand.file.fonts.map((font) => font.family))],
});

/** What the studio lists for each brand: its folder's inputs, what the site serves now, and by whom. */
export async function brandDesigns(ctx: Context) {
  const designs = await readDesigns(ctx.db);
  return {
    fonts: [...shippedFontFamilies],
    brands: brandsOf(ctx.config).map((brand) => {
      const published = designs.get(brand.id);
      return {
        id: brand.id,
        label: brand.file.label,
        name: brand.settings.name,
        ownFonts: fontsOf(brand).ownFonts,
        folderTokens: brand.file.tokens,
        tokens: published?.tokens ?? brand.file.tokens,
        published: published ? { revision: published.revision, by: published.by, at: published.at } : null,
      };
    }),
  };
}

/**
 * Publishes a design: refused when a font is not one the brand can load, or when a pinned colour
 * misses WCAG (the derivation reaches AA for everything it may move; a pin it may not). Returns
 * the design before and after, for the audit log.
 */
export async function publishDesign(ctx: Context, brand: Brand, tokens: BrandTokens, operatorId: number) {
  const { fonts, ownFonts } = fontsOf(brand);
  const known = new Set([...fonts, ...ownFonts]);
  for (const family of [tokens.fontBody, tokens.fontHeading])
    if (!known.has(family)) refuse('fontUnknown', 400, { font: family });
  const { warnings } = designReport(tokens);
  if (warnings.length) refuse('contrastFailing', 400, { warnings });
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.query<{ tokens: BrandTokens }>(
      'SELECT tokens FROM brand_designs WHERE brand_id = $1 FOR UPDATE',
      [brand.id],
    );
    const [row] = await tx.query<{ revision: number }>(
      `INSERT INTO brand_designs (brand_id, revision, tokens, published_by, published_at)
            VALUES ($1, 1, $2::jsonb, $3, $4)
       ON CONFLICT (brand_id) DO UPDATE
          SET revision = brand_designs.revision + 1, tokens = EXCLUDED.tokens,
              published_by = EXCLUDED.published_by, published_at = EXCLUDED.published_at
       RETURNING revision`,
      [brand.id, JSON.stringify(tokens), operatorId, ctx.clock.now()],
    );
    return { revision: row?.revision ?? 1, before: before?.tokens ?? brand.file.tokens, after: tokens };
  });
}

/** The brand folder's brand.json as the site serves it now (the studio's export). */
export async function exportBrandFile(ctx: Context, brand: Brand) {
  const published = (await readDesigns(ctx.db)).get(brand.id);
  return withTokens(brand, published?.tokens ?? brand.file.tokens).file;
}
