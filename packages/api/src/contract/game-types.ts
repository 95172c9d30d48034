/**
 * The lobby's lanes. A module of its own: only the bet records, the winner board and the server
 * read the list, so the site's bundler can leave it off the start-up code, where the endpoint
 * table keeps the rest of the games contract.
 */
export const gameTypes = [
  'RNG',
  'LIVE',
  'PVP',
  'SPORTS',
  'FISH',
  'ELOTT',
  'LOTT',
  'ESPORTS',
  'COCKFIGHT',
] as const;
