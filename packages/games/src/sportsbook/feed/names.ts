/**
 * Invented leagues and sides. No name here belongs to a real club, player, league or game: the
 * esports titles are made up (Lanes of Aether, Breachpoint, Skyfall Arena, Runebound Duels).
 */

import type { SportId } from './types.ts';

export interface LeagueDef {
  id: string;
  sport: SportId;
  name: string;
  teams: readonly string[];
  /** A round of four matches every `roundHours`, the matches `staggerMinutes` apart. */
  roundHours: number;
  staggerMinutes: number;
  /** Phase of the rounds, minutes after the epoch. */
  offsetMinutes: number;
}

const clubs = (names: string) => names.split(',').map((name) => name.trim());

export const leagueDefs: readonly LeagueDef[] = [
  {
    id: 'fb-coastal',
    sport: 'football',
    name: 'Coastal Premier League',
    teams: clubs(
      'Harbor City FC, Redwood Rovers, Saltmarsh United, Port Averly, Kestrel Town, Blackcliff Athletic, Marlow Bay, Tidewater Albion',
    ),
    roundHours: 4,
    staggerMinutes: 30,
    offsetMinutes: 0,
  },
  {
    id: 'fb-northern',
    sport: 'football',
    name: 'Northern Championship',
    teams: clubs(
      'Ironvale City, Fellgate Wanderers, Oakmere FC, Stonebridge Rangers, Highmoor Athletic, Cinder Park, Ashford Vale, Northwick Town',
    ),
    roundHours: 4,
    staggerMinutes: 30,
    offsetMinutes: 130,
  },
  {
    id: 'fb-lotus',
    sport: 'football',
    name: 'Lotus Super League',
    teams: clubs(
      'Jade River FC, Golden Lotus, Monsoon City, Pearl Harbour Stars, Silk Road United, Bamboo Valley, Red Lantern FC, Emerald Bay',
    ),
    roundHours: 4,
    staggerMinutes: 30,
    offsetMinutes: 65,
  },
  {
    id: 'bb-metro',
    sport: 'basketball',
    name: 'Metro Basketball League',
    teams: clubs(
      'Downtown Comets, Riverside Hawks, Skyline Titans, Eastport Bulls, Granite Bears, Neon Knights, Summit Falcons, Bayfront Sharks',
    ),
    roundHours: 3,
    staggerMinutes: 25,
    offsetMinutes: 20,
  },
  {
    id: 'bb-pacific',
    sport: 'basketball',
    name: 'Pacific Hoops League',
    teams: clubs(
      'Coral Dragons, Typhoon Rockets, Island Kings, Sunrise Tigers, Volcano Heat, Lagoon Dolphins, Palm Coast Suns, Tradewind Jets',
    ),
    roundHours: 3,
    staggerMinutes: 25,
    offsetMinutes: 100,
  },
  {
    id: 'tn-harbour',
    sport: 'tennis',
    name: 'Harbour Open Tour',
    teams: clubs(
      'L. Varenko, M. Ostrand, D. Kallio, R. Menard, T. Okafor, J. Brisco, A. Delacroix, S. Haverty',
    ),
    roundHours: 3,
    staggerMinutes: 20,
    offsetMinutes: 40,
  },
  {
    id: 'tn-golden',
    sport: 'tennis',
    name: 'Golden Court Tour',
    teams: clubs(
      'E. Lindqvist, N. Castellan, P. Aranda, K. Moravec, Y. Takeda, I. Petrosyan, C. Duval, H. Nakamori',
    ),
    roundHours: 3,
    staggerMinutes: 20,
    offsetMinutes: 140,
  },
  {
    id: 'bd-feather',
    sport: 'badminton',
    name: 'Feather Masters',
    teams: clubs(
      'W. Hartono, K. Sunarto, L. Wei-Lin, P. Sangsuk, D. Ferreira, A. Lindholm, M. Ishida, T. Nguyen Van',
    ),
    roundHours: 2,
    staggerMinutes: 15,
    offsetMinutes: 10,
  },
  {
    id: 'vb-spike',
    sport: 'volleyball',
    name: 'Spike Nations League',
    teams: clubs(
      'Aurora Blockers, Delta Smash, Falcon Ridge, Granite Wall, Horizon Setters, Lakeside Aces, Nimbus Spikers, Solstice VC',
    ),
    roundHours: 4,
    staggerMinutes: 35,
    offsetMinutes: 90,
  },
  {
    id: 'ck-bash',
    sport: 'cricket',
    name: 'Twenty Overs Bash',
    teams: clubs(
      'Harbour Strikers, Desert Falcons, Monsoon Mavericks, Summit Royals, Coastal Chargers, Tiger Bay XI, Sandstone Warriors, Riverbank Kings',
    ),
    roundHours: 6,
    staggerMinutes: 45,
    offsetMinutes: 30,
  },
  {
    id: 'tt-spin',
    sport: 'table-tennis',
    name: 'Spin Masters Series',
    teams: clubs(
      'R. Kowalczyk, B. Horvath, J. Sato, F. Olsen, G. Marchetti, V. Novak, Z. Huang, O. Petrescu',
    ),
    roundHours: 1,
    staggerMinutes: 10,
    offsetMinutes: 5,
  },
  {
    id: 'es-aether',
    sport: 'moba',
    name: 'Lanes of Aether Pro League',
    teams: clubs(
      'Void Herons, Crimson Mantis, Astral Wolves, Obsidian Owls, Solar Vipers, Frost Lynx, Echo Titans, Rogue Comets',
    ),
    roundHours: 4,
    staggerMinutes: 30,
    offsetMinutes: 50,
  },
  {
    id: 'es-breach',
    sport: 'shooter',
    name: 'Breachpoint Circuit',
    teams: clubs(
      'Neon Talons, Iron Ravens, Static Pulse, Ghost Protocol, Zero Hour, Night Shift, Redline Squad, Apex Foxes',
    ),
    roundHours: 4,
    staggerMinutes: 30,
    offsetMinutes: 170,
  },
  {
    id: 'es-skyfall',
    sport: 'arena',
    name: 'Skyfall Arena Clash',
    teams: clubs(
      'Storm Riders, Ember Knights, Tidal Force, Quartz Giants, Shadow Pact, Thunder Geckos, Nova Legion, Wild Sparks',
    ),
    roundHours: 3,
    staggerMinutes: 25,
    offsetMinutes: 75,
  },
  {
    id: 'es-rune',
    sport: 'cards',
    name: 'Runebound Duels Cup',
    teams: clubs(
      'Arcanist Vel, Duskweaver, Mirth the Bold, Seer Ondine, Pyra Ashborn, Kael Runesmith, Lady Thornwick, Old Magnus',
    ),
    roundHours: 2,
    staggerMinutes: 15,
    offsetMinutes: 35,
  },
];
