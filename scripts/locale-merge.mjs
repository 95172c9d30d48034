// Merges translations into locales/<lang>/<namespace>.json for every language at once, so
// several people can add keys to one file without overwriting each other's edits:
//   flock /tmp/locales.lock node scripts/locale-merge.mjs errors patch.json
// patch.json: { "en": { "key": "text" }, "cn": { ... }, ... } (nested objects merge deeply).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [namespace, patchFile] = process.argv.slice(2);
if (!namespace || !patchFile) {
  console.error('usage: node scripts/locale-merge.mjs <namespace> <patch.json>');
  process.exit(2);
}
const root = join(import.meta.dirname, '../locales');
const patch = JSON.parse(readFileSync(patchFile, 'utf8'));

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isObject(value) && isObject(target[key]) ? merge(target[key], value) : value;
  }
  return target;
}

for (const [language, entries] of Object.entries(patch)) {
  const file = join(root, language, `${namespace}.json`);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(current, entries), null, 2)}\n`);
  console.log(`${file}: merged ${Object.keys(entries).length} keys`);
}
