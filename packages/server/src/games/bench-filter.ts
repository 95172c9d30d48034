/**
 * Lobby filter micro-benchmark: times the name filter over the whole catalogue for every
 * keystroke of a few queries (Vietnamese typed without diacritics, Thai, Chinese, English).
 * Run: npx tsx packages/server/src/games/bench-filter.ts
 */
import { generateCatalogue } from './catalogue.ts';
import { filterGames } from './search.ts';

const catalogue = generateCatalogue('playsite');
const queries = ['rong vang', 'den long', 'มังกรทอง', '金龙', 'lucky lanterns', 'bac'];
const rounds = 20;

const coldStart = performance.now();
filterGames(catalogue, { name: 'x' });
const cold = performance.now() - coldStart;

const samples: number[] = [];
// Round 0 warms the JIT and is not counted.
for (let round = 0; round <= rounds; round++) {
  for (const query of queries) {
    for (let length = 1; length <= query.length; length++) {
      const start = performance.now();
      filterGames(catalogue, { name: query.slice(0, length) });
      if (round > 0) samples.push(performance.now() - start);
    }
  }
}
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(`catalogue: ${catalogue.games.length} games`);
console.log(`first filter (builds the folded-name index): ${ms(cold)}`);
console.log(
  `per keystroke over ${samples.length} keystrokes: median ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(at(1))}`,
);
console.log(`goal: under 16 ms per keystroke -> ${at(0.95) < 16 ? 'met' : 'NOT met'}`);
