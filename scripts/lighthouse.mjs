// Lighthouse (mobile emulation, simulated throttling) against the built site served by the
// reference server. Prints one line per page; `--check` fails when a page misses its goal.
// The site is served as production serves it, over HTTPS with HTTP/2 (tls-edge.mjs in front of
// the server); `--http1` measures the server's own plain HTTP/1.1 instead, where a page's files
// queue on six connections (docs/operations.md § The site in Lighthouse).
// Scores of one page vary by a few points from run to run, so each page is measured `--runs`
// times (default 3) and the run with the median performance score is the one reported, as
// Lighthouse's own guidance on variability advises.
// Usage: node scripts/lighthouse.mjs [/index /rng …] [--check] [--no-build] [--runs=N] [--save=DIR] [--http1]
// --save writes each run's full report (DIR/<page>-<run>.json) for profiling what costs.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { serveBuilt } from './serve-built.mjs';
import { startTlsEdge } from './tls-edge.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const build = !args.includes('--no-build');
const paths = args.filter((a) => a.startsWith('/'));
const goals = { accessibility: 95, performance: 90 };
const save = args.find((a) => a.startsWith('--save='))?.slice('--save='.length);
const http1 = args.includes('--http1');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);

if (build) execSync('npx --yes pnpm@12.21.0 --filter @playsite/site build', { stdio: 'ignore' });
const server = await serveBuilt();
const edge = http1 ? undefined : await startTlsEdge(server.url);
const url = edge?.url ?? server.url;
const port = 9300 + Math.floor(Math.random() * 500);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // The edge's certificate is a throwaway self-signed one.
    ...(edge ? ['--ignore-certificate-errors'] : []),
    `--remote-debugging-port=${port}`,
  ],
});
const firstVisit = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'];
let missed = false;
try {
  for (const path of paths.length ? paths : ['/index']) {
    // Warm the freshly started server (database pages, file cache) with one visit; Lighthouse then
    // measures the page with an empty browser cache, as a first-time visitor sees it.
    const warmUp = await browser.newPage();
    await warmUp.goto(`${url}${path}`, { waitUntil: 'networkidle' }).catch(() => undefined);
    await warmUp.close();
    const reports = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${url}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Lighthouse's defaults keep local storage; a first-time visitor has none.
        clearStorageTypes: firstVisit,
      });
      reports.push(lhr);
      if (save) {
        mkdirSync(save, { recursive: true });
        writeFileSync(
          `${save}/${path.slice(1).replaceAll('/', '_') || 'root'}-${run}.json`,
          JSON.stringify(lhr),
        );
      }
    }
    const score = (report, category) => Math.round((report.categories[category]?.score ?? 0) * 100);
    const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    const all = reports.map((report) => score(report, 'performance')).join(' ');
    const line = `lighthouse: ${path} ${http1 ? 'http/1.1' : 'h2'} performance=${score(lhr, 'performance')} (median of ${runs}: ${all}) accessibility=${score(lhr, 'accessibility')} lcp=${metric('largest-contentful-paint')} tbt=${metric('total-blocking-time')} cls=${metric('cumulative-layout-shift')}`;
    console.log(line);
    if (score(lhr, 'performance') < goals.performance || score(lhr, 'accessibility') < goals.accessibility)
      missed = true;
  }
} finally {
  await browser.close();
  edge?.stop();
  server.stop();
}
process.exit(check && missed ? 1 : 0);
