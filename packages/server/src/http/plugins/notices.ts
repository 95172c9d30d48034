import { endpoints, type Notice } from '@playsite/api/contract';
import { requestLanguage } from '../../domain/content/language.ts';
import type { DomainPlugin } from '../plugin.ts';
import { serve } from '../route.ts';

const groups = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const;
type GroupType = keyof typeof groups;
const isGroupType = (type: string): type is GroupType => type in groups;

/**
 * MCSFE_getListAnnouncements: `types` is a comma list of B, PL, PU, PR (default all). Title and
 * content are in the call's language where the operator wrote them (announcement_texts), else as
 * the announcement was written.
 */
export const noticesPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  serve(app, ctx, { rsaKey }, endpoints.announcements, async (input, call) => {
    const asked = (input.types ?? 'B,PL,PU,PR')
      .split(',')
      .map((type) => type.trim())
      .filter(isGroupType);
    const rows = await ctx.db.query<{
      id: number;
      type: GroupType;
      title: string;
      content: string;
      url: string;
      linkage: string;
      image_url: string;
    }>(
      `SELECT a.id, a.type, coalesce(t.title, a.title) AS title, coalesce(t.content, a.content) AS content,
         a.url, a.linkage, a.image_url
       FROM announcements a
       LEFT JOIN announcement_texts t ON t.announcement_id = a.id AND t.language = $3
       WHERE a.merchant_code = $1 AND a.active AND a.type = ANY($2) ORDER BY a.sort, a.id`,
      [call.merchant, asked, requestLanguage(call.request)],
    );
    const value: Record<(typeof groups)[GroupType], Notice[]> = {
      banners: [],
      player: [],
      popup: [],
      promotion: [],
    };
    for (const row of rows) {
      value[groups[row.type]].push({
        id: row.id,
        title: row.title,
        content: row.content,
        url: row.url,
        linkage: row.linkage,
        image: row.image_url,
        type: row.type,
      });
    }
    return value;
  });
};
