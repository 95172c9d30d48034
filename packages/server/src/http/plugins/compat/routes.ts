import { type Endpoint, endpoints } from '@playsite/api/contract';

type AnyEndpoint = Endpoint<unknown, unknown>;

/** The endpoint a registered route serves, by `METHOD path` (the table's, not the aliases'). */
export const endpointByRoute = new Map<string, AnyEndpoint>(
  Object.values(endpoints as Record<string, AnyEndpoint>).map((endpoint) => [
    `${endpoint.method} ${endpoint.path}`,
    endpoint,
  ]),
);

/** The field names of an object struct (empty for other structs). */
export function fieldsOf(struct: { type: string }): Set<string> {
  const schema = (struct as { schema?: unknown }).schema;
  if (struct.type !== 'object' || typeof schema !== 'object' || schema === null) return new Set();
  return new Set(Object.keys(schema));
}
