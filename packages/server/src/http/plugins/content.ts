import { endpoints, helpTopicIds } from '@playsite/api/contract';
import type { FastifyInstance } from 'fastify';
import { boolean, enums, integer, min, object, optional, pattern, size, string } from 'superstruct';
import type { Context } from '../../context.ts';
import {
  applicationQueue,
  applyForAgent,
  decideApplication,
  latestApplication,
} from '../../domain/content/agent-applications.ts';
import { helpCenter, helpTopic, putArticle, removeArticle } from '../../domain/content/articles.ts';
import {
  feedbackImage,
  feedbackList,
  feedbackQueue,
  replyFeedback,
  sendFeedback,
  uploadFeedbackImage,
} from '../../domain/content/feedback.ts';
import { contentLanguages, requestLanguage } from '../../domain/content/language.ts';
import { requireRealMember } from '../../domain/money/accounts.ts';
import { ApiError } from '../../errors.ts';
import { failureBody, okBody } from '../envelope.ts';
import { acceptPictureUpload, type DomainPlugin } from '../plugin.ts';
import { serve } from '../route.ts';
import { post } from './operator.ts';

/** Help centre and topics, feedback with pictures, agent applications (issue 19). */
export const contentPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  acceptPictureUpload(app, endpoints.feedbackImage.path);

  serve(app, ctx, options, endpoints.helpCenter, async (_input, call) =>
    helpCenter(ctx.db, call.merchant, requestLanguage(call.request)),
  );
  serve(app, ctx, options, endpoints.helpTopic, async (input, call) =>
    helpTopic(ctx.db, call.merchant, input.topic, requestLanguage(call.request)),
  );

  serve(app, ctx, options, endpoints.feedbackImage, async (input, call) =>
    uploadFeedbackImage(ctx, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.feedback, async (input, call) =>
    sendFeedback(ctx, call.merchant, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.feedbackList, async (input, call) =>
    feedbackList(ctx.db, requireRealMember(call.session), input),
  );
  // Pictures are reached only by their URL, which carries the picture's digest.
  app.get<{ Params: { file: string } }>('/media/feedback/:file', async (request, reply) => {
    const match = /^(\d{1,9})-([0-9a-f]{1,64})\.(png|jpg)$/.exec(request.params.file);
    const picture = match ? await feedbackImage(ctx.db, Number(match[1]), match[2] ?? '') : undefined;
    const expected = picture?.content_type === 'image/png' ? 'png' : 'jpg';
    if (!picture || match?.[3] !== expected)
      return reply.status(404).send(failureBody(new ApiError('notFound')));
    return reply
      .type(picture.content_type)
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(Buffer.from(picture.data));
  });

  serve(app, ctx, options, endpoints.agentApply, async (input, call) =>
    applyForAgent(
      ctx,
      call.merchant,
      { memberId: requireRealMember(call.session), customerType: call.session.customerType },
      input,
    ),
  );
  serve(app, ctx, options, endpoints.agentApplication, async (_input, call) =>
    latestApplication(ctx.db, requireRealMember(call.session)),
  );

  if (!ctx.config.production) contentOperatorRoutes(app, ctx);
};

const name = (max = 64) => size(string(), 1, max);
const merchant = optional(name());

const operatorStructs = {
  article: object({
    kind: enums(['faq', 'topic']),
    slug: pattern(name(32), /^[a-z0-9-]+$/),
    language: enums(contentLanguages),
    title: name(200),
    content: size(string(), 1, 100_000),
    category: optional(size(string(), 0, 64)),
    sort: optional(min(integer(), 0)),
    merchant,
  }),
  articleRemove: object({ kind: enums(['faq', 'topic']), slug: pattern(name(32), /^[a-z0-9-]+$/), merchant }),
  feedbackReply: object({ id: min(integer(), 1), reply: name(4000), merchant }),
  agentDecide: object({
    id: min(integer(), 1),
    approve: boolean(),
    remark: optional(size(string(), 0, 500)),
    merchant,
  }),
};

const merchantOf = (request: { query: unknown }) =>
  (request.query as { merchant?: string }).merchant ?? 'demo';

/**
 * /__operator/content/*: help texts, feedback replies and the agent application queue (outside
 * production; loopback only, see http/dev-guard.ts). The CLI's content commands call these.
 */
function contentOperatorRoutes(app: FastifyInstance, ctx: Context) {
  post(
    app,
    '/__operator/content/article',
    operatorStructs.article,
    async ({ merchant: _, ...text }, merchant) => {
      if (text.kind === 'topic' && !(helpTopicIds as readonly string[]).includes(text.slug))
        throw new ApiError('paramInvalid', `topic must be one of ${helpTopicIds.join(', ')}`);
      if (text.kind === 'faq' && !/^\d{1,9}$/.test(text.slug))
        throw new ApiError('paramInvalid', 'a FAQ slug is its number');
      return putArticle(ctx, merchant, text);
    },
  );
  post(app, '/__operator/content/article-remove', operatorStructs.articleRemove, (input, merchant) =>
    removeArticle(ctx.db, merchant, input.kind, input.slug),
  );
  app.get('/__operator/content/feedback', async (request) =>
    okBody(await feedbackQueue(ctx.db, merchantOf(request))),
  );
  post(app, '/__operator/content/feedback-reply', operatorStructs.feedbackReply, (input, merchant) =>
    replyFeedback(ctx, merchant, input.id, input.reply),
  );
  app.get('/__operator/content/agent-applications', async (request) =>
    okBody(await applicationQueue(ctx.db, merchantOf(request))),
  );
  post(app, '/__operator/content/agent-decide', operatorStructs.agentDecide, (input, merchant) =>
    decideApplication(ctx, merchant, input.id, input.approve, input.remark),
  );
}
