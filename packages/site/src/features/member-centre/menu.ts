import { type MemberCenterPage, memberCenterPages } from '../../common/stores/memberCenterPages.ts';

export interface MenuConditions {
  /** MANPLAYREB3: manual rebate (cashback) is on for the brand. */
  manualRebate: boolean;
  /** The member has a VIP rank label. */
  hasRank: boolean;
}

/** The left menu in docs/product.md § Member centre order, without the pages this member may not see. */
export function visiblePages(conditions: MenuConditions): MemberCenterPage[] {
  return memberCenterPages.filter((page) => {
    if (page === 'manualRebate') return conditions.manualRebate;
    if (page === 'playerRank') return conditions.hasRank;
    return true;
  });
}

/** The page to show for a request: a hidden one (playerRank without a rank…) falls back to securityCenter. */
export function resolvePage(
  requested: MemberCenterPage,
  visible: readonly MemberCenterPage[],
): MemberCenterPage {
  return visible.includes(requested) ? requested : 'securityCenter';
}
