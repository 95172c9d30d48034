import type { DomainPlugin } from '../plugin.ts';

const palette = ['#b8860b', '#2e7d32', '#1565c0', '#6a1b9a', '#c62828', '#00838f', '#ef6c00', '#37474f'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Generated artwork (no third-party assets): avatars and banner backgrounds as SVG. */
export const mediaPlugin: DomainPlugin = async (app) => {
  app.get<{ Params: { id: string } }>('/media/avatars/:id', async (request, reply) => {
    const match = /^avatar-(\d)\.svg$/.exec(request.params.id);
    const index = Number(match?.[1] ?? 0);
    const colour = palette[(index - 1 + palette.length) % palette.length] ?? '#37474f';
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Avatar ${index}">` +
          `<circle cx="32" cy="32" r="32" fill="${colour}"/><circle cx="32" cy="25" r="11" fill="#fff" opacity=".9"/>` +
          `<path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff" opacity=".9"/></svg>`,
      );
  });
  app.get<{ Params: { name: string } }>('/media/banners/:name', async (request, reply) => {
    const name =
      request.params.name
        .replace(/\.svg$/, '')
        .replace(/[^a-z0-9-]/gi, '')
        .slice(0, 40) || 'banner';
    const seed = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
    const from = palette[seed % palette.length] ?? '#1565c0';
    const to = palette[(seed + 3) % palette.length] ?? '#6a1b9a';
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(name)}">` +
          `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
          `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/>` +
          `<circle cx="1000" cy="80" r="220" fill="#fff" opacity=".08"/><circle cx="150" cy="380" r="160" fill="#fff" opacity=".06"/></svg>`,
      );
  });
};
