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
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'playsite-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = external ?? `http://127.0.0.1:${port}`;
const root = join(import.meta.dirname, '../..');
const pnpm = 'npx --yes pnpm@12.21.0';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One server and one database: journeys that switch system status must not overlap others.
  fullyParallel: false,
  workers: 1,
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
    baseURL,
    trace: 'retain-on-failure',
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: external
    ? undefined
    : {
        // The root `pnpm start`: build the site, then serve API and site on one port. The site is
        // built as it ships (production React); only the server runs in development mode.
        command: `NODE_ENV=production ${pnpm} --filter @playsite/site build && ${pnpm} --filter @playsite/server start`,
        cwd: root,
        url: `${baseURL}/__operator/ping`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        // Merged over process.env: SITE_DIR (absolute) builds and serves the site elsewhere.
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_DATA_DIR,
          NODE_ENV: 'development',
          // Journeys come through one trusted proxy hop, each with its own client address (support.ts).
          TRUST_PROXY: '1',
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        },
      },
});
