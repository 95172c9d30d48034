import type { Context } from '../../context.ts';
import { type Catalogue, withServedGames } from '../../games/catalogue.ts';
import { allProviders, isLive, serves } from './providers.ts';

/** One lobby view per catalogue and set of live providers' rules (a handful over a process's life). */
const views = new WeakMap<Catalogue, Map<string, Catalogue>>();

/**
 * The catalogue the lobby lists: the games a live provider serves are not under maintenance. The
 * same object while the providers' rules stay the same (the search caches hang on it).
 */
export async function lobbyCatalogue(ctx: Context, catalogue: Catalogue): Promise<Catalogue> {
  const live = (await allProviders(ctx)).filter((provider) => isLive(ctx, provider));
  if (live.length === 0) return catalogue;
  const rules = JSON.stringify(
    live.map((provider) => [provider.id, provider.gameTypes, provider.excludedGameTypes]),
  );
  let byRules = views.get(catalogue);
  if (!byRules) {
    byRules = new Map();
    views.set(catalogue, byRules);
  }
  let view = byRules.get(rules);
  if (!view) {
    if (byRules.size >= 8) byRules.clear();
    view = withServedGames(catalogue, (game) => live.some((provider) => serves(provider, game)));
    byRules.set(rules, view);
  }
  return view;
}
