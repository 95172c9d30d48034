import type { HelpCenter, HelpTopic, HelpTopicId } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { type ContentLanguage, fallbackLanguage } from './language.ts';

interface ArticleRow {
  slug: string;
  language: string;
  category: string;
  title: string;
  content: string;
  updated_at: bigint | number;
}

/** Of each slug, the row in `language` if there is one, else the English one. */
function preferred(rows: ArticleRow[], language: ContentLanguage): ArticleRow[] {
  const bySlug = new Map<string, ArticleRow>();
  for (const row of rows) {
    const kept = bySlug.get(row.slug);
    if (!kept || (row.language === language && kept.language !== language)) bySlug.set(row.slug, row);
  }
  return [...bySlug.values()];
}

const inLanguages = (language: ContentLanguage) => [...new Set([language, fallbackLanguage])];

/** The FAQ of GET /wps/system/helpCenter, in the caller's language, in the operator's order. */
export async function helpCenter(
  db: Queryable,
  merchant: string,
  language: ContentLanguage,
): Promise<HelpCenter> {
  const rows = await db.query<ArticleRow & { sort: number }>(
    `SELECT slug, language, category, title, content, updated_at, sort FROM help_articles
     WHERE merchant_code = $1 AND kind = 'faq' AND language = ANY($2) ORDER BY sort, slug`,
    [merchant, inLanguages(language)],
  );
  return preferred(rows, language).map((row) => ({
    id: Number(row.slug),
    category: row.category,
    title: row.title,
    content: row.content,
  }));
}

export async function helpTopic(
  db: Queryable,
  merchant: string,
  topic: HelpTopicId,
  language: ContentLanguage,
): Promise<HelpTopic> {
  const rows = await db.query<ArticleRow>(
    `SELECT slug, language, category, title, content, updated_at FROM help_articles
     WHERE merchant_code = $1 AND kind = 'topic' AND slug = $2 AND language = ANY($3)`,
    [merchant, topic, inLanguages(language)],
  );
  const row = preferred(rows, language)[0] ?? fail('notFound', `no text for topic ${topic}`);
  return { topic, title: row.title, content: row.content, updatedAt: Number(row.updated_at) };
}

export interface ArticleText {
  kind: 'faq' | 'topic';
  slug: string;
  language: ContentLanguage;
  title: string;
  content: string;
  category?: string | undefined;
  sort?: number | undefined;
}

/** Writes one text (operator); an existing one keeps its category and place unless given. */
export async function putArticle(ctx: Context, merchant: string, text: ArticleText, db: Queryable = ctx.db) {
  await db.query(
    `INSERT INTO help_articles (merchant_code, kind, slug, language, category, title, content, sort, updated_at)
     VALUES ($1, $2, $3, $4, COALESCE($5, ''), $6, $7, COALESCE($8, 0), $9)
     ON CONFLICT (merchant_code, kind, slug, language) DO UPDATE SET
       category = COALESCE($5, help_articles.category), title = EXCLUDED.title, content = EXCLUDED.content,
       sort = COALESCE($8, help_articles.sort), updated_at = EXCLUDED.updated_at`,
    [
      merchant,
      text.kind,
      text.slug,
      text.language,
      text.category ?? null,
      text.title,
      text.content,
      text.sort ?? null,
      ctx.clock.now(),
    ],
  );
  return { kind: text.kind, slug: text.slug, language: text.language, updatedAt: ctx.clock.now() };
}

export async function removeArticle(db: Queryable, merchant: string, kind: 'faq' | 'topic', slug: string) {
  const rows = await db.query(
    'DELETE FROM help_articles WHERE merchant_code = $1 AND kind = $2 AND slug = $3 RETURNING 1',
    [merchant, kind, slug],
  );
  return { removed: rows.length };
}
