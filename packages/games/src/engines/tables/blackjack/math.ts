import { addRatio, mulRatio, type Ratio, ratio } from '../../../engine/ratio.ts';

/**
 * Blackjack on an infinite deck (every card equally likely at every draw, a standard model of a
 * continuously shuffled shoe): values 1 (ace) to 9 with probability 1/13 each and 10 with 4/13.
 * The dealer stands on all 17s and peeks with an ace or a ten up, so a dealer blackjack ends the
 * hand at once (a player blackjack pushes against it); blackjack pays 3:2; no splitting, no
 * insurance, no surrender. Every expectation here is an exact ratio, by recursion over the cards.
 */
export const cardValues = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const probabilityOf = (value: number): Ratio => ratio(value === 10 ? 4 : 1, 13);

const zero = ratio(0);
const one = ratio(1);
const neg = (r: Ratio) => ratio(-r.num, r.den);
const sub = (a: Ratio, b: Ratio) => addRatio(a, neg(b));
export const greater = (a: Ratio, b: Ratio) => a.num * b.den > b.num * a.den;

/** Best total of a hand: hard sum, an ace counted 11 when that does not bust. */
export const bestTotal = (hard: number, hasAce: boolean) => (hasAce && hard + 10 <= 21 ? hard + 10 : hard);

/** The dealer's final total: 17–21, or 22 for a bust. */
export type DealerFinal = 17 | 18 | 19 | 20 | 21 | 22;
type Distribution = Map<DealerFinal, Ratio>;

const add = (into: Distribution, key: DealerFinal, p: Ratio) =>
  into.set(key, addRatio(into.get(key) ?? zero, p));

function dealerFrom(hard: number, hasAce: boolean, memo: Map<string, Distribution>): Distribution {
  const best = bestTotal(hard, hasAce);
  if (hard > 21) return new Map([[22, one]]);
  if (best >= 17) return new Map([[best as DealerFinal, one]]);
  const key = `${hard}:${hasAce}`;
  const known = memo.get(key);
  if (known) return known;
  const result: Distribution = new Map();
  for (const v of cardValues)
    for (const [final, p] of dealerFrom(hard + v, hasAce || v === 1, memo))
      add(result, final, mulRatio(probabilityOf(v), p));
  memo.set(key, result);
  return result;
}

export interface DealerOutlook {
  /** Probability that the dealer has blackjack with this up card. */
  blackjack: Ratio;
  /** Final totals given no dealer blackjack. */
  finals: Distribution;
}

/** The dealer's outlook with an up card (value 1–10), the hole card conditioned on no blackjack. */
export function dealerOutlook(up: number): DealerOutlook {
  const memo = new Map<string, Distribution>();
  const excluded = up === 1 ? 10 : up === 10 ? 1 : 0;
  const blackjack = excluded ? probabilityOf(excluded) : zero;
  const finals: Distribution = new Map();
  const keep = sub(one, blackjack);
  for (const hole of cardValues) {
    if (hole === excluded) continue;
    const p = mulRatio(probabilityOf(hole), ratio(keep.den, keep.num));
    for (const [final, q] of dealerFrom(up + hole, up === 1 || hole === 1, memo))
      add(finals, final, mulRatio(p, q));
  }
  return { blackjack, finals };
}

export type BlackjackAction = 'hit' | 'stand' | 'double';

/**
 * Expected net result per unit of the initial bet of every decision, for a game with or without
 * doubling on the first two cards, against each up card (given no dealer blackjack).
 */
export class BlackjackStrategy {
  private readonly outlooks = new Map<number, DealerOutlook>();
  private readonly decisions = new Map<string, { action: BlackjackAction; ev: Ratio }>();

  constructor(readonly doubling: boolean) {}

  outlook(up: number): DealerOutlook {
    let outlook = this.outlooks.get(up);
    if (!outlook) {
      outlook = dealerOutlook(up);
      this.outlooks.set(up, outlook);
    }
    return outlook;
  }

  stand(up: number, best: number): Ratio {
    if (best > 21) return neg(one);
    let ev = zero;
    for (const [final, p] of this.outlook(up).finals) {
      const sign = final === 22 || final < best ? 1 : final > best ? -1 : 0;
      if (sign) ev = addRatio(ev, mulRatio(p, ratio(sign)));
    }
    return ev;
  }

  private drawn(hard: number, hasAce: boolean, then: (hard: number, hasAce: boolean) => Ratio): Ratio {
    let ev = zero;
    for (const v of cardValues) {
      const next = hard + v;
      const value = next > 21 ? neg(one) : then(next, hasAce || v === 1);
      ev = addRatio(ev, mulRatio(probabilityOf(v), value));
    }
    return ev;
  }

  /** Net of hitting once and then playing on by this strategy. */
  hit(up: number, hard: number, hasAce: boolean): Ratio {
    return this.drawn(hard, hasAce, (h, a) => this.value(up, h, a, false));
  }

  /** Net of doubling: one card, twice the bet. */
  double(up: number, hard: number, hasAce: boolean): Ratio {
    return mulRatio(
      ratio(2),
      this.drawn(hard, hasAce, (h, a) => this.stand(up, bestTotal(h, a))),
    );
  }

  /** The best action and its net; on equal values stand before hit before double. */
  decide(
    up: number,
    hard: number,
    hasAce: boolean,
    firstTwo: boolean,
  ): { action: BlackjackAction; ev: Ratio } {
    const key = `${up}:${hard}:${hasAce}:${firstTwo}`;
    let decision = this.decisions.get(key);
    if (!decision) {
      decision = this.compare(up, hard, hasAce, firstTwo);
      this.decisions.set(key, decision);
    }
    return decision;
  }

  private compare(
    up: number,
    hard: number,
    hasAce: boolean,
    firstTwo: boolean,
  ): { action: BlackjackAction; ev: Ratio } {
    const stand = this.stand(up, bestTotal(hard, hasAce));
    if (bestTotal(hard, hasAce) === 21) return { action: 'stand', ev: stand };
    let best: { action: BlackjackAction; ev: Ratio } = { action: 'stand', ev: stand };
    const hit = this.hit(up, hard, hasAce);
    if (greater(hit, best.ev)) best = { action: 'hit', ev: hit };
    if (firstTwo && this.doubling) {
      const double = this.double(up, hard, hasAce);
      if (greater(double, best.ev)) best = { action: 'double', ev: double };
    }
    return best;
  }

  value(up: number, hard: number, hasAce: boolean, firstTwo: boolean): Ratio {
    return this.decide(up, hard, hasAce, firstTwo).ev;
  }

  /**
   * The game's exact expectation per initial bet: its net, and the expected total staked (1 plus
   * the chance of doubling), over every up card, first two cards and draw by this strategy.
   */
  expectation(): { net: Ratio; staked: Ratio } {
    let net = zero;
    let staked = one;
    for (const up of cardValues)
      for (const a of cardValues)
        for (const b of cardValues) {
          const p = mulRatio(probabilityOf(up), mulRatio(probabilityOf(a), probabilityOf(b)));
          const { blackjack } = this.outlook(up);
          const natural = (a === 1 && b === 10) || (a === 10 && b === 1);
          // Dealer blackjack: lose the bet unless the player has one too.
          const onDealerBlackjack = natural ? zero : neg(one);
          let played: Ratio;
          let doubles = zero;
          if (natural) played = ratio(3, 2);
          else {
            const decision = this.decide(up, a + b, a === 1 || b === 1, true);
            played = decision.ev;
            if (decision.action === 'double') doubles = one;
          }
          const noBlackjack = sub(one, blackjack);
          net = addRatio(
            net,
            mulRatio(p, addRatio(mulRatio(blackjack, onDealerBlackjack), mulRatio(noBlackjack, played))),
          );
          staked = addRatio(staked, mulRatio(p, mulRatio(noBlackjack, doubles)));
        }
    return { net, staked };
  }
}
