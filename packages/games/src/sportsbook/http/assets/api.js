// Calls to the sportsbook API. The launch token rides in the Authorization header (never in a
// URL the server logs); the address bar's token is moved into the tab's session storage.

const stored = 'sportsbook.token';
const query = new URLSearchParams(location.search);
if (query.get('token')) {
  sessionStorage.setItem(stored, query.get('token'));
  query.delete('token');
  history.replaceState(null, '', `${location.pathname}${query.size ? `?${query}` : ''}`);
}
export const token = () => sessionStorage.getItem(stored) ?? '';
export const launch = { currency: query.get('currency') ?? '', mode: query.get('mode') ?? '' };

export class ApiError extends Error {
  constructor(status, body) {
    super(body?.error ?? `HTTP ${status}`);
    this.status = status;
    this.body = body ?? {};
  }
}

async function call(method, path, body) {
  const headers = { accept: 'application/json' };
  if (token()) headers.authorization = `Bearer ${token()}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

export const get = (path) => call('GET', path);
export const post = (path, body) => call('POST', path, body ?? {});

/** A fresh id for one placement, repeated by its retries. */
export const requestId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `pg-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
};
