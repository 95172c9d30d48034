import { boot } from '../dom.js';

// The numbers the player picked for each table round (the table's bet list does not carry
// them), kept for the tab so the round's draw can mark them when it comes.

const storageKey = `playsite-games:picks:${boot.gameCode}`;
const kept = 50;

function load() {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(storageKey) ?? '[]'));
  } catch {
    return new Map();
  }
}

const byRound = load();

export function rememberPicks(round, picks) {
  if (!Array.isArray(picks) || picks.length === 0) return;
  byRound.set(round, [...new Set([...(byRound.get(round) ?? []), ...picks])]);
  while (byRound.size > kept) byRound.delete(byRound.keys().next().value);
  try {
    sessionStorage.setItem(storageKey, JSON.stringify([...byRound]));
  } catch {
    // A tab without storage marks this page's rounds only.
  }
}

export const picksOf = (round) => byRound.get(round) ?? [];
