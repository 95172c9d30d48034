import { call } from './api.js';
import { $, boot, el, fill, say, strings } from './dom.js';
import { formatValue } from './money.js';

// The rules and RTP panel and the provably fair panel.

/** A rules cell: a number, a string key, a bet option or a symbol id. */
function cellText(cell, optionLabel) {
  if (typeof cell === 'number') return formatValue('', cell);
  return strings[cell] ?? optionLabel(cell) ?? strings[`symbol.${cell}`] ?? String(cell);
}

/** A first row of string keys only is the table's header. */
const isHeader = (row) => row.length > 0 && row.every((cell) => typeof cell === 'string' && cell in strings);

export function showRules(game, optionLabel) {
  const rules = $('rules');
  rules.replaceChildren();
  for (const paragraph of game.rules?.paragraphs ?? [])
    rules.append(el('p', '', say(paragraph.key, paragraph.values ?? {}, formatValue)));
  for (const table of game.rules?.tables ?? []) {
    const node = el('table', 'rules-table');
    node.append(el('caption', '', strings[table.title] ?? table.title));
    const head = isHeader(table.rows[0] ?? []) ? table.rows[0] : undefined;
    const rows = head ? table.rows.slice(1) : table.rows;
    if (head) {
      const tr = el('tr');
      tr.append(...head.map((cell) => el('th', '', cellText(cell, optionLabel))));
      const thead = el('thead');
      thead.append(tr);
      node.append(thead);
    }
    const body = el('tbody');
    for (const row of rows) {
      const tr = el('tr');
      tr.append(...row.map((cell) => el('td', '', cellText(cell, optionLabel))));
      body.append(tr);
    }
    node.append(body);
    rules.append(node);
  }
  const rtp = $('rtp');
  rtp.replaceChildren(
    el('p', 'rtp-line', fill('rtpLine', { percent: game.rtp.percent, exact: game.rtp.exact }) ?? ''),
  );
  if (game.stakes)
    rtp.append(
      el('p', '', fill('stakesLine', { min: game.stakes.min, max: game.stakes.max }, formatValue) ?? ''),
    );
  if (boot.locale === 'en' && game.rtp.method) rtp.append(el('p', 'muted', game.rtp.method));
  const perBet = Object.entries(game.rtp.perBet ?? {});
  if (perBet.length > 1) {
    const details = el('details', 'per-bet');
    details.append(el('summary', '', strings.rtpPerBet));
    const list = el('ul');
    for (const [id, ratio] of perBet)
      list.append(el('li', '', `${optionLabel(id)}: ${ratio.percent} (${ratio.exact})`));
    details.append(list);
    rtp.append(details);
  }
}

/** A hash or seed, shown whole and selectable (it is checked by copying it). */
const code = (text) => el('code', 'hash', text);

function row(list, label, value) {
  const dd = el('dd');
  if (typeof value === 'string') dd.append(code(value));
  else dd.append(value);
  list.append(el('dt', '', label), dd);
}

/** Instant games: the commitment, the client seed (editable), the nonce, the rotation and what it revealed. */
export function showInstantFair(fair, { onError, onStatus }) {
  const panel = $('fair');
  const list = el('dl', 'facts');
  row(list, strings.serverSeedHash, fair.commitment);
  row(list, strings.nonce, String(fair.nonce));
  const form = el('form', 'client-seed');
  form.noValidate = true;
  const label = el('label', '', strings.clientSeed);
  label.htmlFor = 'client-seed';
  const input = el('input');
  input.id = 'client-seed';
  input.value = fair.clientSeed;
  input.maxLength = 64;
  input.autocomplete = 'off';
  input.spellcheck = false;
  const save = el('button', '', strings.useClientSeed);
  save.type = 'submit';
  form.append(label, input, save);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const next = await call('/api/fair/client-seed', { clientSeed: input.value.trim() });
      showInstantFair(next, { onError, onStatus });
      onStatus(strings.clientSeedSaved);
    } catch (error) {
      onError(error);
    }
  });
  const rotate = el('button', 'rotate', strings.rotateSeed);
  rotate.type = 'button';
  rotate.addEventListener('click', async () => {
    try {
      const { next } = await call('/api/fair/rotate', {});
      showInstantFair(next, { onError, onStatus });
    } catch (error) {
      onError(error);
    }
  });
  const revealed = el('div', 'revealed');
  revealed.append(el('h3', '', strings.revealedSeeds));
  if (fair.revealed.length === 0) revealed.append(el('p', 'muted', strings.noRevealed));
  const seeds = el('ul', 'seeds');
  for (const seed of fair.revealed) {
    const item = el('li');
    const items = el('dl', 'facts');
    row(items, strings.roundSeed, seed.serverSeed);
    row(items, strings.serverSeedHash, seed.commitment);
    row(items, strings.clientSeed, seed.clientSeed);
    row(items, strings.nonce, seed.nonces > 0 ? `0 – ${seed.nonces - 1}` : '–');
    item.append(items);
    seeds.append(item);
  }
  revealed.append(seeds);
  panel.replaceChildren(list, form, rotate, revealed);
}

/** Tables: this round's commitment, and the seeds of the last rounds (each checks against its commitment). */
export function showTableFair(state) {
  const panel = $('fair');
  const list = el('dl', 'facts');
  row(list, fill('roundCommitment', { round: state.round }) ?? '', state.commitment);
  row(list, fill('roundCommitment', { round: state.next.round }) ?? '', state.next.commitment);
  const seeds = el('ul', 'seeds');
  for (const result of state.results.slice(0, 5)) {
    const item = el('li');
    const facts = el('dl', 'facts');
    row(facts, `${fill('tableRound', { round: result.round }) ?? ''} · ${strings.roundSeed}`, result.seed);
    row(facts, 'SHA-256', result.commitment);
    item.append(facts);
    seeds.append(item);
  }
  panel.replaceChildren(list, el('h3', '', strings.tableSeeds), seeds);
}
