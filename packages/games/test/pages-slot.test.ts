import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGamesConfig } from '../src/config.ts';
import { locales } from '../src/pages/strings.ts';
import { buildGameServer } from '../src/server/http/app.ts';
import { FakeWallet } from './fake-wallet.ts';
import { launchQuery, secret } from './harness.ts';

// The slot page of real catalogue games: its machine travels with the page, and every symbol it
// draws is named in the page's language (never the English word in another language).

let wallet: FakeWallet;
let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  wallet = new FakeWallet(secret);
  const platformUrl = await wallet.start();
  dataDir = mkdtempSync(join(tmpdir(), 'games-slot-page-'));
  app = await buildGameServer({
    config: { ...defaultGamesConfig, logLevel: 'silent', platformUrl, secret, dataDir, tickMs: 0 },
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await wallet?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: the boot JSON is read field by field
async function bootOf(gameCode: string, lang: string): Promise<Record<string, any>> {
  const page = await app.inject({
    method: 'GET',
    url: `/play/${gameCode}?${launchQuery(gameCode, `slot-page-token-${gameCode}-${lang}`, 'p1', { lang })}`,
  });
  expect(page.statusCode).toBe(200);
  const json = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(page.body)?.[1];
  return JSON.parse(json ?? '{}');
}

/** A video slot, a ways slot, a classic and a jackpot game, one of each family. */
const sample = () => {
  const byFamily = new Map<string, string>();
  for (const game of app.games.catalog.list())
    if (game.gameType === 'RNG' && !byFamily.has(game.classification))
      byFamily.set(game.classification, game.gameCode);
  return ['VIDEO_SLOT', 'WAYS', 'CLASSIC', 'JACKPOT'].map((family) => byFamily.get(family) as string);
};

describe('slot pages', () => {
  it('carry their machine: layout, strips over their symbols, paylines and local art', async () => {
    for (const gameCode of sample()) {
      const boot = await bootOf(gameCode, 'en');
      const slot = boot.slot;
      expect(slot, gameCode).toBeDefined();
      expect(slot.strips).toHaveLength(slot.reels);
      const ids = new Set(slot.symbols.map((symbol: { id: string }) => symbol.id));
      for (const strip of slot.strips) for (const id of strip) expect(ids.has(id)).toBe(true);
      for (const symbol of slot.symbols) expect(symbol.art).toMatch(/^data:image\/svg\+xml,/);
      if (slot.mode === 'lines') expect(slot.paylines.length).toBeGreaterThan(0);
    }
  });

  it('names every symbol in the page language, not in English', async () => {
    const games = sample();
    const english = await Promise.all(games.map((gameCode) => bootOf(gameCode, 'en')));
    for (const locale of locales.filter((one) => one !== 'en')) {
      let same = 0;
      let total = 0;
      for (const [index, gameCode] of games.entries()) {
        const boot = await bootOf(gameCode, locale);
        for (const { id } of boot.slot.symbols) {
          const name = boot.strings[`symbol.${id}`];
          expect(name, `${locale} ${gameCode} symbol.${id}`).toBeTruthy();
          total++;
          if (name === english[index]?.strings[`symbol.${id}`]) same++;
          // Languages with their own script never show a Latin word for a symbol.
          if (['cn', 'ja', 'th', 'ko'].includes(locale))
            expect(name, `${locale} ${id}`).not.toMatch(/[A-Za-z]{3,}/);
        }
        for (const key of ['slot.spin', 'slot.stop', 'slot.win', 'slot.autoplay'])
          expect(boot.strings[key], `${locale} ${key}`).not.toBe(english[index]?.strings[key]);
      }
      // Latin-script languages share a few loanwords (Joker, Lemon) but not the vocabulary.
      expect(same / total, locale).toBeLessThan(0.25);
    }
  });
});
