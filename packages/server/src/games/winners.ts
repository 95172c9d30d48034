import type { RankList } from '@playsite/api/contract';
import { type Catalogue, gameArtUrl } from './catalogue.ts';
import { findGame } from './lobby.ts';
import type { RoundRecord } from './settlement.ts';
import { graphemes } from './text.ts';

/** Shows the first two and last two characters of a player name, e.g. pl***23. */
export function maskName(name: string): string {
  const chars = graphemes(name);
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/**
 * Winner board (GCSGAME_getRankList): the biggest net wins among real-money settled rounds,
 * newest first on equal amounts, names masked. `names` maps member id to account name.
 */
export function winnerBoard(
  catalogue: Catalogue,
  rounds: readonly RoundRecord[],
  names: ReadonlyMap<number, string>,
  filter: { gameType?: string; vassalage?: string; count?: number } = {},
): RankList {
  const list = rounds
    .filter(
      (round) =>
        round.mode === 'real' &&
        round.status === 'settled' &&
        round.win > round.stake &&
        (!filter.gameType || round.gameType === filter.gameType) &&
        (!filter.vassalage || round.vassalage === filter.vassalage),
    )
    .sort((a, b) => Number(b.win - b.stake - (a.win - a.stake)) || (b.settledAt ?? 0) - (a.settledAt ?? 0))
    .slice(0, filter.count ?? 20)
    .map((round) => ({
      gameName: findGame(catalogue, round.nodeId)?.gameName ?? round.gameCode,
      customerName: maskName(names.get(round.memberId) ?? `player${round.memberId}`),
      winAmount: Number(round.win - round.stake),
      iconUrl: gameArtUrl(round.nodeId),
      nodeId: round.nodeId,
      gameType: round.gameType,
      vendor: round.vassalage,
    }));
  return { list };
}
