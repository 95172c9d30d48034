import { helpTopicIds } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import { putArticle } from '../../domain/content/articles.ts';
import type { ContentLanguage } from '../../domain/content/language.ts';
import type { Queryable } from '../database.ts';
import { cn } from './cn.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { th } from './th.ts';
import type { DemoHelpTexts } from './types.ts';
import { vi } from './vi.ts';

export const demoHelpTexts: Record<ContentLanguage, DemoHelpTexts> = { en, cn, id, ja, ko, th, vi };

/** The demo brand's FAQ (numbered 11, 12, 21… by category and item) and topics in every language. */
export async function seedDemoHelp(ctx: Context, merchant: string, db: Queryable): Promise<void> {
  for (const [language, texts] of Object.entries(demoHelpTexts) as [ContentLanguage, DemoHelpTexts][]) {
    for (const [c, { category, items }] of texts.faq.entries()) {
      for (const [i, [title, content]] of items.entries()) {
        const slug = `${c + 1}${i + 1}`;
        await putArticle(
          ctx,
          merchant,
          { kind: 'faq', slug, language, category, title, content, sort: Number(slug) },
          db,
        );
      }
    }
    for (const [sort, topic] of helpTopicIds.entries()) {
      const { title, content } = texts.topics[topic];
      await putArticle(ctx, merchant, { kind: 'topic', slug: topic, language, title, content, sort }, db);
    }
  }
}
