/**
 * `pnpm rng:dump --count N --out FILE`: N raw 32-bit big-endian numbers from the production RNG,
 * for dieharder (`-g 201 -f FILE`), TestU01 or PractRand (`--out -` writes to stdout:
 * `pnpm -s rng:dump --count 1e9 --out - | RNG_test stdin32`).
 *
 *   --source hmac    (default) what rounds draw from: hmacRng keyed by 32 random bytes, the
 *                    message changed every --per numbers (default 1,000: a round's nonce)
 *   --source crypto  cryptoRng (node:crypto randomInt), which makes the seeds
 *
 * Each number is `int(2 ** 32)`: the whole 32-bit range, no rejection.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { cryptoRng, hmacRng, type Rng } from '../src/engine/rng.ts';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const count = Number(argument('--count'));
const out = argument('--out');
const source = argument('--source') ?? 'hmac';
const per = Number(argument('--per') ?? 1_000);
if (
  !Number.isSafeInteger(count) ||
  count < 1 ||
  !out ||
  !['hmac', 'crypto'].includes(source) ||
  !(per >= 1)
) {
  console.error('usage: pnpm rng:dump --count N --out FILE|- [--source hmac|crypto] [--per N]');
  process.exit(2);
}

const key = randomBytes(32).toString('hex');
let message = 0;
let drawn = 0;
let rng: Rng = source === 'crypto' ? cryptoRng : hmacRng(key, `dump:${message}`);
const next = () => {
  if (source === 'hmac' && drawn > 0 && drawn % per === 0) rng = hmacRng(key, `dump:${++message}`);
  drawn++;
  return rng.int(2 ** 32);
};

const stream: Writable = out === '-' ? process.stdout : createWriteStream(out);
const chunkNumbers = 16_384;
let written = 0;
const started = Date.now();
while (written < count) {
  const size = Math.min(chunkNumbers, count - written);
  const buffer = Buffer.allocUnsafe(size * 4);
  for (let i = 0; i < size; i++) buffer.writeUInt32BE(next(), i * 4);
  written += size;
  if (!stream.write(buffer)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
}
await new Promise<void>((resolve) => (out === '-' ? resolve() : stream.end(() => resolve())));
if (out !== '-')
  console.error(
    `${count.toLocaleString('en')} numbers (${(count * 4).toLocaleString('en')} bytes) from ${source} to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
