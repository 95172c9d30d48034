import type { BetOption, StakeRange } from '../../engine/kind.ts';
import { type Ratio, ratioPercent, ratioValue } from '../../engine/ratio.ts';
import type { Catalog, PlayableGame } from '../catalog.ts';

/** A ratio on the wire: exact as text ("12752282/13287456"), as a percentage and as a float. */
export interface RatioText {
  exact: string;
  percent: string;
  value: number;
}

export const ratioText = (r: Ratio): RatioText => ({
  exact: `${r.num}/${r.den}`,
  percent: ratioPercent(r, 2),
  value: ratioValue(r),
});

export interface BetOptionView extends Omit<BetOption, 'pays'> {
  pays?: RatioText;
}

export function optionView({ pays, ...option }: BetOption): BetOptionView {
  return pays ? { ...option, pays: ratioText(pays) } : option;
}

/** The stakes of every option together: the lowest minimum, the highest maximum, the first step. */
function overallStakes(options: readonly BetOption[]): StakeRange | undefined {
  const first = options[0];
  if (!first) return undefined;
  return {
    min: Math.min(...options.map((o) => o.stakes.min)),
    max: Math.max(...options.map((o) => o.stakes.max)),
    step: first.stakes.step,
  };
}

/** One line of the provider's game list. */
export function gameSummary(catalog: Catalog, game: PlayableGame) {
  const rtp = catalog.rtp(game);
  return {
    gameCode: game.ref.gameCode,
    gameName: game.ref.gameName,
    gameType: game.ref.gameType,
    classification: game.ref.classification,
    kind: game.kind.kind,
    mode: game.kind.mode,
    rtp: ratioText(rtp.theoretical),
  };
}

/** Everything the page shows of one game: bet options, rules, RTP (exact, per bet), stakes, schedule. */
export function gameDetail(catalog: Catalog, game: PlayableGame) {
  const { kind, config } = game;
  const rtp = catalog.rtp(game);
  const options = kind.betOptions(config);
  const stakes = overallStakes(options);
  return {
    ...gameSummary(catalog, game),
    vassalage: game.ref.vassalage,
    rtp: {
      ...ratioText(rtp.theoretical),
      method: rtp.method,
      ...(rtp.perBet
        ? { perBet: Object.fromEntries(Object.entries(rtp.perBet).map(([id, r]) => [id, ratioText(r)])) }
        : {}),
    },
    betOptions: options.map(optionView),
    rules: kind.rules(config),
    ...(stakes ? { stakes } : {}),
    ...(kind.mode === 'scheduled' ? { schedule: kind.schedule(config) } : {}),
    multiStep: kind.mode === 'instant' && typeof kind.act === 'function',
  };
}
