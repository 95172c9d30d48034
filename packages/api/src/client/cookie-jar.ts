/**
 * For Node (scripts, contract tests): a fetch that keeps the cookies the server sets (the captcha
 * is bound to one) and sends them back, as a browser would. Browsers do this themselves.
 */
export function withCookieJar(base: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await base(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const split = pair.indexOf('=');
      if (split <= 0) continue;
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}
