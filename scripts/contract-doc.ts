// Writes docs/contract.md: the hand-written preamble (scripts/contract-preamble.md) followed by
// tables generated from the endpoint table of @playsite/api. Run `pnpm docs:contract` after
// changing either; tests/contract-doc.test.ts fails while the committed document is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { endpointGroupOf } from '../packages/api/src/contract/endpoint-group-of.ts';
import { type Endpoint, endpoints, moduleIds } from '../packages/api/src/contract/endpoints.ts';
import { errorCodes, sessionEndedCodes } from '../packages/api/src/contract/errors.ts';
import * as contract from '../packages/api/src/contract/index.ts';

export const contractDocPath = fileURLToPath(new URL('../docs/contract.md', import.meta.url));
const preamblePath = fileURLToPath(new URL('./contract-preamble.md', import.meta.url));

/** What the document reads of a superstruct struct: its kind, its schema and its validator. */
interface StructLike {
  readonly type: string;
  readonly schema: unknown;
  validate(value: unknown): [unknown, unknown];
}

interface FieldRow {
  path: string;
  type: string;
  optional: boolean;
}

/** Nested objects are listed down to this many levels; deeper ones show as `object`. */
const maxDepth = 4;

const accepts = (struct: StructLike, value: unknown) => struct.validate(value)[0] === undefined;
const hasFields = (struct: StructLike) =>
  (struct.type === 'object' || struct.type === 'type') && typeof struct.schema === 'object';
const fieldsOf = (struct: StructLike) => Object.entries(struct.schema as Record<string, StructLike>);

/** Which JSON kinds a union accepts, found by trying one sample of each (its members are hidden). */
function unionKinds(struct: StructLike): string {
  const samples: ReadonlyArray<readonly [string, unknown]> = [
    ['string', 'a'],
    ['integer', 1],
    ['number', 1.5],
    ['boolean', true],
    ['array', []],
    ['object', {}],
  ];
  const kinds = samples.filter(([, sample]) => accepts(struct, sample)).map(([kind]) => kind);
  if (kinds.includes('integer') && kinds.includes('number')) kinds.splice(kinds.indexOf('integer'), 1);
  return kinds.length > 0 ? kinds.join(' \\| ') : 'union';
}

/** A short type name for one struct, without its optionality. */
function typeName(struct: StructLike): string {
  switch (struct.type) {
    case 'object':
    case 'type':
      return 'object';
    case 'array':
      return `${typeName(struct.schema as StructLike)}[]`;
    case 'enums':
      return Object.keys(struct.schema as object)
        .map((value) => `\`${JSON.stringify(value)}\``)
        .join(' \\| ');
    case 'literal':
      return `\`${JSON.stringify(struct.schema)}\``;
    case 'union':
      return unionKinds(struct);
    default:
      return struct.type;
  }
}

const nullable = (struct: StructLike) =>
  struct.type !== 'unknown' && struct.type !== 'any' && accepts(struct, null);

/** One row per field, nested objects (and arrays of them) flattened to `a.b` and `a[].b`. */
function fieldRows(struct: StructLike, prefix = '', depth = 1): FieldRow[] {
  return fieldsOf(struct).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const row: FieldRow = {
      path,
      type: `${typeName(field)}${nullable(field) ? ' \\| null' : ''}`,
      optional: accepts(field, undefined),
    };
    if (depth >= maxDepth) return [row];
    if (hasFields(field)) return [row, ...fieldRows(field, `${path}.`, depth + 1)];
    const element = field.type === 'array' ? (field.schema as StructLike) : undefined;
    if (element && hasFields(element)) return [row, ...fieldRows(element, `${path}[].`, depth + 1)];
    return [row];
  });
}

/** The exported name of each named struct of the contract, to point readers at its source. */
const structNames = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'validator' in value)
    .map(([name, value]) => [value, name]),
);

function fieldTable(struct: StructLike, what: string): string {
  const name = structNames.get(struct);
  const label = name ? `${what} (\`${name}\`)` : what;
  const element = struct.type === 'array' ? (struct.schema as StructLike) : undefined;
  const shape = element && hasFields(element) ? element : struct;
  if (!hasFields(shape)) {
    const optional = accepts(struct, undefined) ? ' (may be absent)' : '';
    const description =
      struct.type === 'union' && typeName(struct) === 'union'
        ? 'one of several object shapes; see the struct in `packages/api/src/contract`'
        : typeName(struct);
    return `${label}: ${description}${optional}.`;
  }
  const rows = fieldRows(shape);
  if (rows.length === 0) return `${label}: no fields.`;
  const lines = rows.map((row) => `| \`${row.path}\` | ${row.type} | ${row.optional ? 'optional' : 'yes'} |`);
  const intro = shape === struct ? `${label}:` : `${label}: a list; each item has`;
  return [intro, '', '| field | type | required |', '|---|---|---|', ...lines].join('\n');
}

const yes = (flag: boolean | undefined) => (flag ? 'yes' : '');
const authText = (endpoint: Endpoint) => (!endpoint.auth ? '' : endpoint.guest ? 'token or guest' : 'token');
const groupOf = (name: string) => (endpointGroupOf as Readonly<Record<string, string>>)[name] ?? 'core';

function endpointTable(list: readonly Endpoint[]): string {
  const header = [
    '| name | method | path | module id | auth | encrypted | idempotent | encoding | cache | group |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const rows = list.map(
    (e) =>
      `| [${e.name}](#${e.name.toLowerCase()}) | ${e.method} | \`${e.path}\` | ${e.moduleId} | ${authText(e)} | ${yes(
        e.encrypted,
      )} | ${yes(e.idempotent)} | ${e.encoding} | ${e.cache ?? ''} | ${groupOf(e.name)} |`,
  );
  return [...header, ...rows].join('\n');
}

function endpointDetails(endpoint: Endpoint): string {
  const notes = [
    endpoint.silent ? 'silent (errors are not shown in a dialog)' : '',
    endpoint.envelope === 'optional' ? 'envelope optional (may answer the bare value)' : '',
  ].filter(Boolean);
  return [
    `### ${endpoint.name}`,
    '',
    `\`${endpoint.method} ${endpoint.path}\`${notes.length > 0 ? ` — ${notes.join('; ')}` : ''}`,
    '',
    fieldTable(endpoint.request as unknown as StructLike, 'Request'),
    '',
    fieldTable(endpoint.response as unknown as StructLike, 'Response `value`'),
  ].join('\n');
}

function errorTable(): string {
  const rows = Object.entries(errorCodes).map(
    ([name, code]) => `| \`${code}\` | ${name} | ${sessionEndedCodes.has(code) ? 'session ended' : ''} |`,
  );
  return ['| code | name in `errorCodes` | note |', '|---|---|---|', ...rows].join('\n');
}

/** The whole document, from the preamble and the endpoint table as they are now. */
export function renderContractDoc(): string {
  const list = Object.values(endpoints) as unknown as readonly Endpoint[];
  const preamble = readFileSync(preamblePath, 'utf8').trimEnd();
  return [
    preamble,
    '',
    '## Error codes',
    '',
    'Every code a client may meet (`errorCodes` of `@playsite/api/contract`). Each is translated in',
    '`locales/<lang>/errors.json`, keyed by the code itself.',
    '',
    errorTable(),
    '',
    '## Module ids',
    '',
    `The \`ModuleId\` header values: ${moduleIds.map((id) => `\`${id}\``).join(', ')}.`,
    '',
    '## Endpoints',
    '',
    `${list.length} calls. "group" is the client's loading group: \`core\` loads with the site, the`,
    'others on their first call (`endpoint-groups.ts`, the map of names to groups in `endpoint-group-of.ts`).',
    '',
    endpointTable(list),
    '',
    '## Endpoint details',
    '',
    'Request fields are what the client sends (for encrypted calls, the payload before',
    "encryption; for GET calls, the query parameters). The response is the envelope's `value`.",
    '',
    list.map(endpointDetails).join('\n\n'),
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(contractDocPath, renderContractDoc());
  console.log(`wrote ${contractDocPath}`);
}
