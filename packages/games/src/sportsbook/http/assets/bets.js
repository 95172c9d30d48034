// My bets: open ones with their cash-out offer (asked to confirm, then sent with the amount
// accepted), settled ones with each leg's outcome.

import { ApiError, get, post } from './api.js';
import { el } from './dom.js';
import { money, setCurrency, t, time } from './i18n.js';
import { formatOdds } from './odds.js';

let confirming;

const kindText = (bet) => {
  if (bet.kind === 'single') return t('kind.single');
  if (bet.kind === 'multi') return t('kind.multi', { count: bet.legs.length });
  const m = /^(\d+)\/(\d+)$/.exec(bet.system ?? '');
  return t('kind.system', {
    name: m ? t('system.fraction', { k: m[1], n: m[2] }) : t(`system.${bet.system}`),
  });
};

export async function loadBets(state) {
  const bets = await get(`/api/sports/bets?state=${state}`);
  if (bets[0]?.currency) setCurrency(bets[0].currency);
  return bets;
}

export function betList(bets, state, { format, onChange, announce }) {
  if (bets.length === 0) return el('p', { class: 'note' }, t('bets.none'));
  return el(
    'ul',
    { class: 'bets' },
    bets.map((bet) =>
      el(
        'li',
        { class: 'bet' },
        el(
          'div',
          { class: 'bet-head' },
          el('strong', {}, kindText(bet)),
          el('span', { class: 'muted' }, t(`state.${bet.state}`)),
          el('time', { class: 'muted' }, t('bets.placedAt', { time: time(bet.placedAt) })),
        ),
        el(
          'ul',
          { class: 'bet-legs' },
          bet.legs.map((leg, i) =>
            el(
              'li',
              {},
              el('span', {}, leg.selectionName ?? legSelection(leg)),
              el('span', { class: 'muted' }, leg.eventName),
              el('span', { class: 'bet-price' }, formatOdds(leg.odds100 / 100, format)),
              bet.grades?.[i]
                ? el(
                    'span',
                    { class: `grade ${bet.grades[i].outcome}` },
                    t(`outcome.${bet.grades[i].outcome}`),
                  )
                : null,
            ),
          ),
        ),
        el(
          'p',
          { class: 'bet-money' },
          el('span', {}, t('bets.stake', { amount: money(bet.stake) })),
          bet.state === 'cashed-out'
            ? el('span', {}, t('bets.cashedOut', { amount: money(bet.cashout?.amount ?? bet.paid) }))
            : state === 'settled'
              ? el('span', {}, t('bets.returned', { amount: money(bet.paid) }))
              : el('span', {}, t('bets.toReturn', { amount: money(bet.potentialPayout) })),
        ),
        bet.clawback > 0
          ? el('p', { class: 'problem' }, t('bets.clawback', { amount: money(bet.clawback) }))
          : null,
        bet.cashoutOffer !== undefined
          ? el(
              'button',
              {
                type: 'button',
                class: confirming === bet.id ? 'primary' : 'secondary',
                onclick: () => cashOut(bet, { onChange, announce }),
              },
              confirming === bet.id
                ? t('bets.cashout', { amount: `✓ ${money(bet.cashoutOffer)}` })
                : t('bets.cashout', { amount: money(bet.cashoutOffer) }),
            )
          : null,
      ),
    ),
  );
}

function legSelection(leg) {
  if (leg.selectionId === 'home' || leg.selectionId === 'away') {
    const [home, away] = leg.eventName.split(' v ');
    const side = leg.selectionId === 'home' ? home : away;
    const line = leg.marketId.startsWith('handicap:') ? ` ${leg.marketId.split(':')[2]}` : '';
    return `${side}${line}`;
  }
  if (leg.marketId.startsWith('total:'))
    return `${t(`sel.${leg.selectionId}`)} ${leg.marketId.split(':')[2]}`;
  if (['draw', 'yes', 'no', 'other'].includes(leg.selectionId)) return t(`sel.${leg.selectionId}`);
  return leg.selectionId;
}

async function cashOut(bet, { onChange, announce }) {
  if (confirming !== bet.id) {
    confirming = bet.id;
    onChange();
    return;
  }
  confirming = undefined;
  try {
    const result = await post(`/api/sports/bets/${encodeURIComponent(bet.id)}/cashout`, {
      expected: bet.cashoutOffer,
    });
    announce(t('cashout.done', { amount: money(result.amount) }), true);
  } catch (error) {
    const body = error instanceof ApiError ? error.body : {};
    const values = body.values?.amount !== undefined ? { amount: money(body.values.amount) } : {};
    announce(t(body.error ?? 'error', values), true);
  }
  onChange();
}
