// The whole test suite, in the order a failure is cheapest to find. Prints one closing line
// `test: N passed, N failed` (vitest and Playwright counts) and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

// Absolute: Playwright resolves a relative report path against its config's folder.
const results = resolve('test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const pnpm = ['npx', '--yes', 'pnpm@12.21.0'];
const steps = [
  ['browser', ['bash', 'scripts/ensure-chromium.sh']],
  ['lint', ['npx', 'biome', 'check', '.']],
  ['types', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  [
    'unit',
    [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/vitest.json`,
    ],
  ],
  // Every game kind's return measured against its exact RTP (a sample; `pnpm rtp` runs the full budget).
  ['rtp', [...pnpm, 'rtp', '--ci']],
  ['size', [...pnpm, 'size']],
  ['storybook', [...pnpm, 'build-storybook']],
  [
    'visual',
    [...pnpm, 'visual', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/visual.json` },
  ],
  ['e2e', [...pnpm, 'e2e', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json` }],
];

let passed = 0;
let failed = 0;
const failedSteps = [];
for (const [name, [cmd, ...args], env] of steps) {
  if (name === 'visual' && !existsSync('tests/visual/playwright.config.ts')) continue;
  if (name === 'e2e' && !existsSync('tests/e2e/playwright.config.ts')) continue;
  console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `◀ ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (run.status !== 0) failedSteps.push(name);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitest = readJson(`${results}/vitest.json`);
// The failures' names again at the very end, where a truncated CI log still shows them.
const failedNames = [];
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failedNames.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`);
    }
  }
}
for (const file of [`${results}/visual.json`, `${results}/e2e.json`]) {
  const report = readJson(file);
  if (!report) continue;
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failedNames.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}
for (const name of failedNames) console.log(`✗ ${name}`);
// A step that failed without a counted test (lint, types, size, a crashed runner) still fails the run.
const uncounted = failedSteps.length > 0 && failed === 0 ? failedSteps.length : 0;
if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
console.log(`test: ${passed} passed, ${failed + uncounted} failed`);
process.exit(failedSteps.length ? 1 : 0);
