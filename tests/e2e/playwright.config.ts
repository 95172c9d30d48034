import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A port nobody listens on, chosen once: workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** E2E_BASE_URL runs the journeys against a server you started yourself (no build, no new database). */
const external = process.env.E2E_BASE_URL;
const root = join(import.meta.dirname, '../..');

/**
 * Two servers, each with its own database, and each running half the journeys one after another
 * (a project with one worker): the journeys of one server never overlap (some switch its system
 * status), while the two halves run at once. Ports and folders are chosen once; workers inherit
 * them through the environment.
 */
const halves = ['first', 'second'] as const;
type Half = (typeof halves)[number];
for (const half of halves) {
  process.env[`E2E_PORT_${half}`] ??= String(await freePort());
  process.env[`E2E_GAMES_PORT_${half}`] ??= String(await freePort());
  process.env[`E2E_DATA_DIR_${half}`] ??= mkdtempSync(join(tmpdir(), `playsite-e2e-${half}-`));
}
const baseURLOf = (half: Half) => external ?? `http://127.0.0.1:${process.env[`E2E_PORT_${half}`]}`;

/**
 * The journeys of the second server, chosen so that both halves take about as long (durations of
 * a full run: docs/architecture.md § Testing layers); every other journey runs on the first.
 */
const secondHalf = [
  'account.spec.ts',
  'agent.spec.ts',
  'brands.spec.ts',
  'chat.spec.ts',
  'content.spec.ts',
  'elott.spec.ts',
  'engagement.spec.ts',
  'language.spec.ts',
  'phone.spec.ts',
  'points.spec.ts',
  'security.spec.ts',
  'social.spec.ts',
  'sports.spec.ts',
].map((file) => `**/${file}`);

/**
 * Both halves' platforms and game servers, as `pnpm start` runs them, started at once by
 * servers.mjs (the entries of `webServer` would start one after another).
 */
const servers = {
  command: 'node tests/e2e/servers.mjs',
  cwd: root,
  wait: { stdout: /e2e servers ready/ },
  // Builds and four first starts on two cores shared with the visual run.
  timeout: 480_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One worker per server (the projects below); against a server of your own, one in all.
  fullyParallel: false,
  workers: external ? 1 : 2,
  retries: 0,
  // Generous: the journeys share two cores with builds and other test runs.
  timeout: 180_000,
  expect: {
    timeout: 30_000,
    // phone-look.spec.ts: still, caretless pictures at CSS pixels, so runs and machines agree.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Readable names: baselines/<brand>-<width>-<screen>.png (`pnpm e2e:update` rewrites them).
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  reporter: [['list']],
  outputDir: join(root, 'test-results/e2e'),
  use: {
    // A failed journey keeps its trace: actions, network, console and DOM snapshots. Without the
    // screencast: recording every frame of every journey made them take a quarter longer.
    trace: { mode: 'retain-on-failure', screenshots: false },
    locale: 'en-US',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Brands are chosen by host name: every <brand>.localhost is this machine (brands.spec.ts).
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    },
  },
  projects: halves.map((half) => ({
    name: half,
    ...(half === 'second' ? { testMatch: secondHalf } : { testIgnore: secondHalf }),
    workers: 1,
    use: { browserName: 'chromium', baseURL: baseURLOf(half) },
  })),
  webServer: external ? undefined : servers,
});
