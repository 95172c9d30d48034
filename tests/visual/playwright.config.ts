import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.VISUAL_PORT ?? 6107);

/**
 * Every Storybook story in every brand: a screenshot compared with the committed baseline in
 * tests/visual/baselines/, and an axe run. Update baselines with `pnpm visual:update`.
 */
export default defineConfig({
  testDir: '.',
  // gate.spec.ts: a planted brand colour change must fail the comparison below.
  testMatch: ['stories.spec.ts', 'gate.spec.ts'],
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: '../../test-results/visual',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report/visual' }]],
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixels: 10,
      // Per-pixel colour distance (pixelmatch, YIQ), 0 to 1. The default 0.2 called #0b7a5c and
      // #2e7d32 equal on every screen (issue 38); anti-aliased edges are ignored by pixelmatch
      // itself, so a low threshold stays stable from run to run on the same Chromium.
      threshold: 0.03,
    },
    // A screenshot of a long story on a busy machine can take several seconds.
    timeout: 20_000,
  },
  use: {
    ...devices['Desktop Chrome'],
    // Storybook recognises its test runner by this and pauses CSS animations at their end.
    userAgent: `${devices['Desktop Chrome'].userAgent} StorybookTestRunner`,
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--hide-scrollbars',
      ],
    },
  },
  webServer: {
    command: `node tests/visual/serve.mjs`,
    cwd: '../..',
    env: {
      PORT: String(port),
      ...(process.env.STORYBOOK_DIR ? { STORYBOOK_DIR: process.env.STORYBOOK_DIR } : {}),
    },
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
