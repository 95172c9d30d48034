export { cryptoRng, pick, type Rng, seededRng, shuffle } from '@playsite/games/engine';
