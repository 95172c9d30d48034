// The whole test suite, in the order a failure is cheapest to find. Prints one closing line
// `test: N passed, N failed` (vitest and Playwright counts) and exits non-zero on any failure.
//
// Steps of one phase run at once where the two cores have room for them: their output goes to
// test-results/logs/<step>.log and is printed when the step ends, so logs never interleave. The
// site and the Storybook are built once and shared by the steps that serve them.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

// Absolute: Playwright resolves a relative report path against its config's folder.
const results = resolve('test-results');
const logs = `${results}/logs`;
rmSync(results, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const pnpm = ['npx', '--yes', 'pnpm@12.21.0'];
const vitestJson = `${results}/vitest.json`;
const visualJson = `${results}/visual.json`;
const e2eJson = `${results}/e2e.json`;

/** Each phase's steps run at once; a phase starts when the one before it has ended. */
const phases = [
  // Single-threaded checks beside the RTP sample (two workers on a time budget per kind).
  [
    ['browser', ['bash', 'scripts/ensure-chromium.sh']],
    ['lint', ['npx', 'biome', 'check', '.']],
    ['types', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
    // Every game kind's return measured against its exact RTP (a sample; `pnpm rtp` runs the full budget).
    ['rtp', [...pnpm, 'rtp', '--ci']],
  ],
  // The site as it ships (measured by `size`, served by the journeys) and the Storybook (served
  // by the visual run), one after the other: each build alone fills both cores.
  [['size', [...pnpm, 'size'], { NODE_ENV: 'production' }]],
  [['storybook', [...pnpm, 'build-storybook']]],
  [
    [
      'unit',
      ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    ],
  ],
  // The journeys spend much of their time waiting on draws, timers and the servers: the story
  // screenshots fill those gaps.
  [
    [
      'e2e',
      [...pnpm, 'e2e', '--reporter=list,json'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, E2E_SITE_BUILT: '1' },
    ],
    ['visual', [...pnpm, 'visual', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: visualJson }],
  ],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];

/** One step: its output to its log, printed whole when it ends. */
function run(name, [cmd, ...args], env = {}) {
  const log = `${logs}/${name}.log`;
  const out = createWriteStream(log);
  const started = Date.now();
  console.log(`▶ ${name}: ${[cmd, ...args].join(' ')}`);
  return new Promise((done) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        const ok = code === 0;
        const took = Date.now() - started;
        timings.push([name, took]);
        console.log(`\n──── ${name} (${log}) ────`);
        process.stdout.write(readFileSync(log, 'utf8'));
        console.log(`◀ ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(took)}`);
        done(ok);
      });
    });
  });
}

const failedSteps = [];
const started = Date.now();
for (const phase of phases) {
  const steps = phase.filter(([name]) => {
    if (name === 'visual') return existsSync('tests/visual/playwright.config.ts');
    if (name === 'e2e') return existsSync('tests/e2e/playwright.config.ts');
    return true;
  });
  const outcomes = await Promise.all(steps.map(([name, command, env]) => run(name, command, env)));
  steps.forEach(([name], i) => {
    if (!outcomes[i]) failedSteps.push(name);
  });
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
// The failures' names again at the very end, where a truncated CI log still shows them.
const failedNames = [];
/** Where the time went: the slowest files of each runner. */
const slowest = [];
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    slowest.push(['unit', name, file.endTime - file.startTime]);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failedNames.push(`${name} › ${test.fullName}`);
    }
  }
}
for (const [runner, file] of [
  ['visual', visualJson],
  ['e2e', e2eJson],
]) {
  const report = readJson(file);
  if (!report) continue;
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  const perFile = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failedNames.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}`);
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
      perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const [spec, ms] of perFile) slowest.push([runner, spec, ms]);
}

console.log(
  `\nsteps: ${timings.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}; all ${seconds(Date.now() - started)}`,
);
for (const runner of ['unit', 'visual', 'e2e']) {
  const top = slowest.filter(([r]) => r === runner).sort((a, b) => b[2] - a[2]);
  if (!top.length) continue;
  const total = top.reduce((sum, [, , ms]) => sum + ms, 0);
  console.log(`slowest ${runner} files (of ${seconds(total)} summed over workers):`);
  for (const [, name, ms] of top.slice(0, 8)) console.log(`  ${seconds(ms).padStart(8)}  ${name}`);
}
for (const name of failedNames) console.log(`✗ ${name}`);
// A step that failed without a counted test (lint, types, size, a crashed runner) still fails the run.
const uncounted = failedSteps.length > 0 && failed === 0 ? failedSteps.length : 0;
if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
console.log(`test: ${passed} passed, ${failed + uncounted} failed`);
process.exit(failedSteps.length ? 1 : 0);
