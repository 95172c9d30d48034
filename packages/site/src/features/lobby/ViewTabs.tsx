/**
 * The lobby's tabs (all games, favourites, recently played), which only members see: a module of
 * their own, so guests' lobbies load no tab code.
 */
export { Tabs as default } from '@playsite/ui';
