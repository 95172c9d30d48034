import type { CallRequest } from '@playsite/api';

/** What a player picked: one game, or a vendor entry (docs/product.md § Game launch). */
export interface LaunchTarget {
  /** Game code (the lottery game code for lottery games), or the vendor code of a vendor entry. */
  code: string;
  /** Shown as the game page title. */
  title: string;
  defaultPlayType?: string;
  /** Wallet account type of the vendor; the SEA and VN lottery ones have their own routes. */
  accountTypeName?: string;
  gameType: string;
  /** One game (true) or a vendor entry (false). */
  isGame: boolean;
  /** Vendor code. */
  vendor: string;
  /** The vendor opens a popup list of its games instead of one game (VASSALAGE). */
  vendorPopup?: boolean;
  nodeId?: string;
  /** PVP room. */
  roomId?: string;
  /** Free trial with demo credit (the game's supportPlay is 0). */
  freePlay?: boolean;
}

export interface Viewer {
  loggedIn: boolean;
  /** Trial (free-play) account, type 4. */
  trial: boolean;
  /** Platform language code (EN, VI …). */
  language: string;
}

export type LaunchStep =
  | { kind: 'login' }
  | { kind: 'trialWarning' }
  | { kind: 'route'; to: string }
  | { kind: 'popup'; vendor: string; title: string }
  | { kind: 'launch'; title: string; request: CallRequest<'launchGame'> };

export const seaLotteryAccountTypes: readonly string[] = ['SEA_LOTTERY'];
export const vnLotteryAccountTypes: readonly string[] = ['VN_LOTTERY'];
/** The lottery vendor that opens straight away instead of through the lottery route. */
export const directLotteryVendor = 'TCG_SEA';
export const lotteryGameTypes: readonly string[] = ['LOTT', 'ELOTT'];

/** docs/product.md § Game launch: client type 3; the launch platform of the desktop web site. */
const clientType = 3;
const launchPlatform = 'html5-desktop';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length ? `${path}?${new URLSearchParams(entries)}` : path;
}

/**
 * The launch rules of docs/product.md § Game launch as one decision: login first; real-money play refused to
 * trial accounts; SEA / VN lottery account types to their routes; TCG_SEA launched directly;
 * lottery and e-lottery to /lottery; VASSALAGE vendors to their popup game list; anything else
 * launched (then shown in /game).
 */
export function launchStep(target: LaunchTarget, viewer: Viewer): LaunchStep {
  if (!viewer.loggedIn) return { kind: 'login' };
  const gameCode = target.isGame ? target.code : undefined;
  const accountType = target.accountTypeName ?? '';
  if (seaLotteryAccountTypes.includes(accountType)) {
    return { kind: 'route', to: withQuery('/seaLottery', { gameCode }) };
  }
  if (vnLotteryAccountTypes.includes(accountType)) {
    return { kind: 'route', to: withQuery('/vnlottery', { gameCode }) };
  }
  const realMoney = !target.freePlay;
  if (target.vendor === directLotteryVendor) {
    if (viewer.trial) return { kind: 'trialWarning' };
    return {
      kind: 'launch',
      title: target.title,
      request: {
        lottoArea: 'SEA',
        launchMode: 'LOTT',
        lottoGameCode: target.code,
        lottoView: target.isGame ? 'betting' : 'lobby',
        device: 'web',
        language: viewer.language,
      },
    };
  }
  if (lotteryGameTypes.includes(target.gameType)) {
    return {
      kind: 'route',
      to: withQuery('/lottery', { gameCode, playType: target.defaultPlayType }),
    };
  }
  if (!target.isGame && target.vendorPopup) {
    return { kind: 'popup', vendor: target.vendor, title: target.title };
  }
  if (viewer.trial && realMoney) return { kind: 'trialWarning' };
  return {
    kind: 'launch',
    title: target.title,
    request: {
      ...(target.isGame ? { gameId: target.code } : {}),
      ...(target.roomId ? { roomId: target.roomId } : {}),
      nodeId: target.nodeId ?? target.code,
      accountType: realMoney ? 1 : 0,
      vendor: target.vendor,
      launchMode: 'GLS',
      platform: launchPlatform,
      clientType,
      confirmTrans: 0,
      language: viewer.language,
    },
  };
}
