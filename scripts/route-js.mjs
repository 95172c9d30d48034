// The JavaScript a browser must load to show one route of the built site, gzip-compressed:
// the Vite manifest's entry plus the route's lazy page chunk, through their static imports.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const siteDist = process.env.SITE_DIR ?? 'packages/site/dist';

/** `page` matches the page module's manifest key, e.g. /pages\/index\// for the home route. */
export function routeInitialJs(page, dist = siteDist) {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing (the site build must set build.manifest)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const chunks = Object.entries(manifest);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  const entry = chunks.find(([, c]) => c.isEntry)?.[0];
  const pageChunk = chunks.find(([key, c]) => c.isDynamicEntry && page.test(key))?.[0];
  visit(entry);
  visit(pageChunk);
  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const files = [...seen].map((key) => ({ file: manifest[key].file, bytes: gz(manifest[key].file) }));
  const allJs = chunks.filter(([, c]) => c.file.endsWith('.js')).reduce((sum, [, c]) => sum + gz(c.file), 0);
  return {
    files,
    total: files.reduce((sum, f) => sum + f.bytes, 0),
    allJs,
    pageFound: pageChunk !== undefined,
  };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
