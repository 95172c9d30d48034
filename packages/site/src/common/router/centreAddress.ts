import { type MemberCenterPage, memberCenterPages } from '../stores/memberCenterPages.ts';
import type { ModalPayloads } from '../stores/modals.ts';

/**
 * The member and agent centres are overlays with an address (docs/product.md § Routes): the
 * page behind them stays where it is and `?centre=member/depositv2` or `?centre=agent/myIncome`
 * says which centre page is open above it, so a centre page can be linked to, is in history and
 * closes with back. app/modals/centreRoute.ts keeps the modal store and the address in step.
 */
export const centreParam = 'centre';

export type CentreName = 'memberCenter' | 'agentCenter';
export type Centre =
  | { name: 'memberCenter'; page: MemberCenterPage }
  | { name: 'agentCenter'; page: ModalPayloads['agentCenter']['page'] };

const words: Record<CentreName, string> = { memberCenter: 'member', agentCenter: 'agent' };

const isMemberPage = (page: string): page is MemberCenterPage =>
  (memberCenterPages as readonly string[]).includes(page);

/** The centre page an address asks for; an unknown member page is the first one (agents: the overview). */
export function parseCentre(search: string): Centre | null {
  const value = new URLSearchParams(search).get(centreParam);
  if (!value) return null;
  const [word, page = ''] = value.split('/');
  if (word === words.memberCenter) {
    return { name: 'memberCenter', page: isMemberPage(page) ? page : 'securityCenter' };
  }
  if (word === words.agentCenter) return { name: 'agentCenter', page };
  return null;
}

/** `search` with the centre page set (or taken out); the other parameters are kept as they were. */
export function withCentre(search: string, centre: Centre | null): string {
  const params = new URLSearchParams(search);
  params.delete(centreParam);
  const rest = params.toString();
  // Written by hand, not by URLSearchParams: the slash stays readable (no %2F).
  const own = centre ? `${centreParam}=${words[centre.name]}/${encodeURIComponent(centre.page)}` : '';
  const text = [rest, own].filter(Boolean).join('&');
  return text ? `?${text}` : '';
}

/** The link to a centre page over the page on screen (the centres' menus: middle-click, copy link). */
export function centreHref(centre: Centre): string {
  return `${window.location.pathname}${withCentre(window.location.search, centre)}`;
}

export function sameCentre(a: Centre | null, b: Centre | null): boolean {
  return a === b || (a !== null && b !== null && a.name === b.name && a.page === b.page);
}
