import { BrandFolderError } from './load.ts';

/** Host name (lower case, no port) -> brand id. */
export type HostMap = ReadonlyMap<string, string>;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The operator's host map, `BRAND_HOSTS="play.example.com=myBrand,www.example.org=otherBrand"`.
 * A host naming no brand folder stops the server with a message saying which.
 */
export function parseHostMap(text: string | undefined, ids: readonly string[]): HostMap {
  const map = new Map<string, string>();
  for (const entry of (text ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [host, id, ...rest] = entry.split('=').map((part) => part.trim());
    if (!host || !id || rest.length > 0)
      throw new BrandFolderError(`BRAND_HOSTS entry "${entry}" is not host=brandId`);
    if (!ids.includes(id))
      throw new BrandFolderError(
        `BRAND_HOSTS maps ${host} to "${id}", which is not a brand folder (${ids.join(', ')})`,
      );
    map.set(host.toLowerCase(), id);
  }
  return map;
}

/** A Host header's name: lower case, without the port (IPv6 literals keep their address). */
export function hostName(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  return host.replace(/:\d+$/, '');
}

/**
 * The brand a request's host serves: the operator's map first; then `<id>.localhost` (any brand,
 * for development and tests on one machine); then the loopback names, which serve the first brand.
 * Undefined: no brand for this host (the server answers an operator-facing error page).
 */
export function brandIdForHost(
  header: string | undefined,
  map: HostMap,
  ids: readonly string[],
): string | undefined {
  const host = hostName(header);
  const mapped = map.get(host);
  if (mapped) return mapped;
  if (host.endsWith('.localhost')) {
    const label = host.slice(0, -'.localhost'.length);
    return ids.find((id) => id.toLowerCase() === label);
  }
  return loopbackHosts.has(host) ? ids[0] : undefined;
}
