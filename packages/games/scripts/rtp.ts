/**
 * `pnpm rtp`: for every kind in the registry, simulates sampled games with the production RNG
 * (cryptoRng) and checks the measured return against the kind's exact RTP.
 *
 *   pnpm rtp                  10,000,000 rounds per kind, over up to 3 of its games
 *   pnpm rtp --all            every game (each distinct configuration), the budget split among them
 *   pnpm rtp --rounds 2000000 another budget per kind
 *   pnpm rtp --ci             up to 200,000 rounds per kind over one game, fewer (not under 20,000) where
 *                             rounds are slow (about 4 s a kind): fast, still fails a broken engine
 *   pnpm rtp --kind slot      only the kinds whose id contains "slot"
 *   pnpm rtp --every-bet      every option the kind takes without extras, not only the least-paying
 *   pnpm rtp --workers 2      worker threads (default: the cores, at most 2)
 *
 * The bet checked is the option paying least on a win that needs no extras (picked numbers):
 * the smallest variance, so a short run still catches an engine that is off. One line per kind
 * and game: the exact RTP (fraction and %), the measured one, its interval and OK or FAIL. The
 * intervals hold together at 99.9 %: with n lines each is 1 − 0.001/n wide (Bonferroni), so a
 * correct engine fails a run once in a thousand, however many kinds the registry holds. Exits 1 when any line fails. 10,000,000 rounds of a card-dealing kind take minutes.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { GameKind, GameRef, PlacedBet } from '../src/engine/kind.ts';
import { ratioPercent, ratioValue } from '../src/engine/ratio.ts';
import { cryptoRng, seededRng } from '../src/engine/rng.ts';
import { normalQuantile, simulate } from '../src/engine/simulate.ts';
import { kinds } from '../src/registry.ts';
import { readGameList } from '../src/server/catalog.ts';

interface Job {
  kind: string;
  gameCode: string;
  rounds: number;
  /** One line per option the kind accepts without extras, instead of the least-paying one. */
  everyBet: boolean;
  /** z of each line's interval (the run's family-wise 99.9 %). */
  z: number;
  /** --ci: fewer rounds (not under 20,000) for a kind whose rounds are slow, to stay near this many ms. */
  budgetMs?: number;
}

interface Line {
  job: Job;
  ok: boolean;
  text: string;
}

const kindById = (id: string) => kinds.find((kind) => kind.kind === id) as GameKind;

/** The stake a simulation plays: a round amount inside the option's range (floors matter less). */
function stakeOf(range: { min: number; max: number; step: number }): number {
  const target = Math.min(range.max, Math.max(range.min, 10_000));
  const stepped = Math.floor(target / range.step) * range.step;
  return Math.max(stepped, range.min);
}

/** The options the kind accepts without extras (picked numbers …), at a round stake. */
function plainBets(kind: GameKind, config: unknown): PlacedBet[] {
  return kind.betOptions(config).flatMap((option) => {
    const bet = { option: option.id, stake: stakeOf(option.stakes) };
    try {
      if (kind.mode === 'scheduled') kind.validateBet(config, bet);
      else kind.start(config, bet, seededRng('probe'));
      return [bet];
    } catch {
      return [];
    }
  });
}

/**
 * The bet a simulation checks: of the plain options, the one paying least on a win (even money
 * rather than a 1,000× long shot), whose return has the smallest variance, so a short run still
 * catches an engine that is off.
 */
function checkedBets(kind: GameKind, config: unknown, every: boolean): PlacedBet[] {
  const bets = plainBets(kind, config);
  if (every) return bets;
  const pays = new Map(
    kind.betOptions(config).map((option) => [option.id, option.pays ? ratioValue(option.pays) : 0]),
  );
  const sorted = [...bets].sort((a, b) => (pays.get(a.option) ?? 0) - (pays.get(b.option) ?? 0));
  return sorted.slice(0, 1);
}

function run(job: Job): Line[] {
  const kind = kindById(job.kind);
  const game = readGameList().find((ref) => ref.gameCode === job.gameCode) as GameRef;
  const config = kind.configFor(game);
  const label = `${job.kind.padEnd(22)} ${job.gameCode.padEnd(18)}`;
  try {
    const bets = checkedBets(kind, config, job.everyBet);
    if (bets.length === 0)
      return [{ job, ok: false, text: `${label} FAIL no bet option is accepted without extras` }];
    const rtp = kind.rtp(config);
    return bets.map((bet) => {
      const exact = rtp.perBet?.[bet.option] ?? rtp.theoretical;
      const probe = Date.now();
      if (job.budgetMs) simulate(kind, config, bet, 200, cryptoRng, job.z);
      const perRound = (Date.now() - probe) / 200;
      const rounds = job.budgetMs
        ? Math.min(job.rounds, Math.max(20_000, Math.floor(job.budgetMs / Math.max(perRound, 1e-6))))
        : job.rounds;
      const started = Date.now();
      const result = simulate(kind, config, bet, rounds, cryptoRng, job.z);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const pct = (value: number) => `${(value * 100).toFixed(3)} %`;
      return {
        job,
        ok: result.inside,
        text:
          `${label} ${bet.option.padEnd(14)} exact ${ratioPercent(exact, 3)} (${exact.num}/${exact.den})  ` +
          `measured ${pct(result.rtp)} ± ${(result.halfWidth * 100).toFixed(3)}  ` +
          `[${pct(result.rtp - result.halfWidth)}, ${pct(result.rtp + result.halfWidth)}]  ` +
          `${result.inside ? 'OK' : 'FAIL'}  ${result.rounds.toLocaleString('en')} rounds, ${seconds} s`,
      };
    });
  } catch (error) {
    return [
      { job, ok: false, text: `${label} FAIL ${error instanceof Error ? error.message : String(error)}` },
    ];
  }
}

function configKey(kind: GameKind, config: unknown): string {
  try {
    return JSON.stringify(config, (_key, value) => (typeof value === 'bigint' ? `${value}n` : value));
  } catch {
    return `${kind.kind}:${Math.random()}`;
  }
}

function plan(options: { rounds: number; all: boolean; ci: boolean; everyBet: boolean; filter?: string }): {
  jobs: Job[];
  skipped: string[];
} {
  const list = readGameList();
  const jobs: Job[] = [];
  const skipped: string[] = [];
  for (const kind of kinds) {
    if (options.filter && !kind.kind.includes(options.filter)) continue;
    const distinct = new Map<string, GameRef>();
    for (const game of list) {
      const config = kind.configFor(game);
      if (config === undefined) continue;
      const key = configKey(kind, config);
      if (!distinct.has(key)) distinct.set(key, game);
    }
    const games = [...distinct.values()];
    if (games.length === 0) {
      skipped.push(`${kind.kind.padEnd(22)} SKIP no game of the list is played by this kind`);
      continue;
    }
    const sample = options.all
      ? games
      : options.ci
        ? games.slice(0, 1)
        : [...new Set([games[0], games[Math.floor(games.length / 2)], games[games.length - 1]])].filter(
            (game): game is GameRef => game !== undefined,
          );
    const perGame = Math.max(Math.ceil(options.rounds / sample.length), options.ci ? 20_000 : 100_000);
    for (const game of sample)
      jobs.push({
        kind: kind.kind,
        gameCode: game.gameCode,
        rounds: perGame,
        everyBet: options.everyBet,
        z: 0,
        ...(options.ci ? { budgetMs: 4_000 } : {}),
      });
  }
  // Lines of the run: one a job, or (--every-bet) up to 50 bets a game.
  const lines = jobs.length * (options.everyBet ? 50 : 1);
  const z = normalQuantile(1 - 0.001 / (2 * lines));
  for (const job of jobs) job.z = z;
  return { jobs, skipped };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const ci = process.argv.includes('--ci');
  const rounds = Number(argument('--rounds') ?? (ci ? 200_000 : 10_000_000));
  if (!Number.isSafeInteger(rounds) || rounds < 1) {
    console.error('--rounds takes a whole number of rounds per kind');
    process.exit(2);
  }
  const workers = Math.max(1, Number(argument('--workers') ?? Math.min(2, availableParallelism())));
  const filter = argument('--kind');
  const { jobs, skipped } = plan({
    rounds,
    all: process.argv.includes('--all'),
    ci,
    everyBet: process.argv.includes('--every-bet'),
    ...(filter ? { filter } : {}),
  });
  console.log(
    `pnpm rtp: ${jobs.length} games of ${new Set(jobs.map((job) => job.kind)).size} kinds, ` +
      `${rounds.toLocaleString('en')} rounds per kind, cryptoRng, ${workers} worker${workers === 1 ? '' : 's'}`,
  );
  for (const line of skipped) console.log(line);
  const queue = [...jobs];
  const lines: Line[] = [];
  await Promise.all(
    Array.from({ length: Math.min(workers, queue.length) }, async () => {
      const worker = new Worker(new URL('./rtp-worker.mjs', import.meta.url), {
        workerData: { worker: true },
      });
      try {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const current = job;
          const answer = await new Promise<Line[]>((resolve, reject) => {
            const onMessage = (message: Line[]) => {
              worker.off('error', reject);
              resolve(message);
            };
            worker.once('message', onMessage);
            worker.once('error', reject);
            worker.postMessage(current);
          });
          for (const line of answer) console.log(line.text);
          lines.push(...answer);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  const failed = lines.filter((line) => !line.ok);
  console.log(failed.length === 0 ? `All ${lines.length} OK.` : `${failed.length} of ${lines.length} FAIL.`);
  process.exit(failed.length === 0 ? 0 : 1);
}

if (isMainThread) await main();
else if (workerData?.worker) parentPort?.on('message', (job: Job) => parentPort?.postMessage(run(job)));
