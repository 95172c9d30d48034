import { endpoints } from '@playsite/api/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Context } from '../../context.ts';
import { consentPage, devPageHeaders, errorPage } from '../../domain/social/dev-page.ts';
import { createDevProvider, devProviders } from '../../domain/social/dev-provider.ts';
import { completeSignIn, startSignIn } from '../../domain/social/flow.ts';
import { parseJson, providerHttp } from '../../domain/social/provider-http.ts';
import { enabledProviders } from '../../domain/social/providers.ts';
import type { DomainPlugin } from '../plugin.ts';
import { serve } from '../route.ts';

/** Social sign-in (issue 5): the three platform calls, and the local development provider. */
export const socialPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  // '/…' provider URLs are this server's own pages: asked in-process, nothing goes on the network.
  const http = providerHttp(async (request) => {
    const answer = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    return { status: answer.statusCode, body: parseJson(answer.body) };
  });

  serve(app, ctx, options, endpoints.socialProviders, async (_input, call) =>
    enabledProviders(ctx, call.merchant),
  );
  serve(app, ctx, options, endpoints.socialStart, async (input, call) =>
    startSignIn(ctx, call.merchant, input, call.ip),
  );
  serve(app, ctx, options, endpoints.socialLogin, async (input, call) =>
    completeSignIn(ctx, call.merchant, input, call.ip, http),
  );

  if (!ctx.config.production) devProviderRoutes(app, ctx);
};

/** /__dev/oauth/<provider>/authorize, /token, /userinfo: a stand-in provider, outside production only. */
function devProviderRoutes(app: FastifyInstance, ctx: Context) {
  const provider = createDevProvider(ctx.clock);
  const base = '/__dev/oauth/:provider';
  type Params = { Params: { provider: string } };
  const labelOf = (key: string) => (Object.hasOwn(devProviders, key) ? devProviders[key] : undefined);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).headers(devPageHeaders).type('text/html; charset=utf-8').send(body);
  const record = (value: unknown) =>
    (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

  app.get<Params>(`${base}/authorize`, async (request, reply) => {
    const label = labelOf(request.params.provider);
    if (!label) return html(reply, 404, errorPage('Sign-in', 'unknown provider'));
    const checked = provider.checkAuthorize(record(request.query), request.headers.host);
    if (!checked.ok) return html(reply, 400, errorPage(label, checked.error));
    return html(reply, 200, consentPage(request.params.provider, label, checked.value));
  });

  app.post<Params>(`${base}/authorize`, async (request, reply) => {
    const label = labelOf(request.params.provider);
    if (!label) return html(reply, 404, errorPage('Sign-in', 'unknown provider'));
    const decided = provider.decide(request.params.provider, record(request.body), request.headers.host);
    if (!decided.ok) return html(reply, 400, errorPage(label, decided.error));
    return reply.headers(devPageHeaders).redirect(decided.value.location, 303);
  });

  app.post<Params>(`${base}/token`, async (request, reply) => {
    const answer = provider.token(request.params.provider, record(request.body));
    return reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
  });

  app.get<Params>(`${base}/userinfo`, async (request, reply) => {
    const answer = provider.userinfo(request.params.provider, request.headers.authorization);
    return reply.status(answer.status).send(answer.body);
  });
}
