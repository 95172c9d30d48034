import { endpoints } from '@playsite/api/contract';
import { requireRealMember } from '../../domain/money/accounts.ts';
import { customAvatar, uploadCustomAvatar, useStaticAvatar } from '../../domain/profile/avatar.ts';
import {
  bindEmail,
  bindMobile,
  sendBindEmailCode,
  sendBindMobileCode,
} from '../../domain/profile/contacts.ts';
import { memberProfile, updateMemberProfile } from '../../domain/profile/details.ts';
import { downlineMembers, requireAgent, transferToDownline } from '../../domain/profile/downline.ts';
import { ApiError, fail } from '../../errors.ts';
import { failureBody } from '../envelope.ts';
import { acceptPictureUpload, type DomainPlugin } from '../plugin.ts';
import { serve } from '../route.ts';
import { avatarIds, avatarUrl } from './member.ts';

/** Security centre (avatar, profile fields, binding a mobile number or e-mail) and transfer to downline (issue 7). */
export const profilePlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  acceptPictureUpload(app, endpoints.uploadPlayerAvatar.path);

  serve(app, ctx, options, endpoints.setPlayerAvatar, async (input, call) => {
    const memberId = requireRealMember(call.session);
    if (!avatarIds.includes(input.avatarId)) fail('avatarUnknown');
    await useStaticAvatar(ctx.db, memberId, input.avatarId);
    return { avatar: avatarUrl(input.avatarId), avatarType: 'STATIC' as const };
  });
  serve(app, ctx, options, endpoints.uploadPlayerAvatar, async (input, call) =>
    uploadCustomAvatar(ctx, requireRealMember(call.session), input),
  );
  // Pictures are as public as the gallery's: the URL names the member and the picture's digest.
  app.get<{ Params: { memberId: string; file: string } }>(
    '/media/avatars/custom/:memberId/:file',
    async (request, reply) => {
      const [digest = '', extension] = request.params.file.split('.');
      const memberId = /^\d{1,9}$/.test(request.params.memberId) ? Number(request.params.memberId) : 0;
      const picture = /^[0-9a-f]+$/.test(digest) ? await customAvatar(ctx.db, memberId, digest) : undefined;
      const expected = picture?.content_type === 'image/png' ? 'png' : 'jpg';
      if (!picture || extension !== expected)
        return reply.status(404).send(failureBody(new ApiError('notFound')));
      return reply
        .type(picture.content_type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(Buffer.from(picture.data));
    },
  );

  serve(app, ctx, options, endpoints.memberProfile, async (_input, call) =>
    memberProfile(ctx, call.merchant, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.updateMemberProfile, async (input, call) =>
    updateMemberProfile(ctx, call.merchant, requireRealMember(call.session), input),
  );

  serve(app, ctx, options, endpoints.bindMobileCode, async (input, call) =>
    sendBindMobileCode(ctx, call.merchant, requireRealMember(call.session), input, call.ip),
  );
  serve(app, ctx, options, endpoints.bindMobile, async (input, call) =>
    bindMobile(ctx, call.merchant, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.bindEmailCode, async (input, call) =>
    sendBindEmailCode(ctx, call.merchant, requireRealMember(call.session), input.email, call.ip),
  );
  serve(app, ctx, options, endpoints.bindEmail, async (input, call) =>
    bindEmail(ctx, call.merchant, requireRealMember(call.session), input),
  );

  serve(app, ctx, options, endpoints.downlineMembers, async (input, call) =>
    downlineMembers(ctx, requireAgent(call.session), input),
  );
  serve(app, ctx, options, endpoints.transferDownline, async (input, call) =>
    transferToDownline(ctx, call.merchant, requireAgent(call.session), {
      ...input,
      amount: BigInt(input.amount),
    }),
  );
};
