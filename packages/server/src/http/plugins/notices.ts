import { endpoints, type Notice } from '@playsite/api/contract';
import type { DomainPlugin } from '../plugin.ts';
import { serve } from '../route.ts';

const groups = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const;
type GroupType = keyof typeof groups;
const isGroupType = (type: string): type is GroupType => type in groups;

/** MCSFE_getListAnnouncements: `types` is a comma list of B, PL, PU, PR (default all). */
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
      `SELECT id, type, title, content, url, linkage, image_url FROM announcements
       WHERE merchant_code = $1 AND active AND type = ANY($2) ORDER BY sort, id`,
      [call.merchant, asked],
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
