import { describe, expect, it } from 'vitest';
import { MoneyClient, pngBase64 } from './money/http.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

const content = 'My deposit by bank transfer has not arrived after one hour, please check it.';

describe.each(backends)('feedback and agent applications over HTTP (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));

  it('sends a feedback with a picture, lists it as the member’s own, and shows the operator’s reply', async () => {
    const { token, username } = await app.client.newMember();
    const { imageId } = await app.client.ok('feedbackImage', token, {
      contentType: 'image/png',
      data: pngBase64,
    });
    const { id } = (await app.client.ok('feedback', token, {
      questionType: 'deposit',
      content,
      imageIds: [imageId],
    })) as {
      id: number;
    };
    const mine = await app.client.ok('feedbackList', token);
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ id, questionType: 'deposit', content, status: 'pending' });
    const [url] = mine.list[0]?.images ?? [];
    const picture = await fetch(`${app.harness.url}${url}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).toString('base64')).toBe(pngBase64);
    // The URL is the only key: a wrong digest finds nothing.
    expect((await fetch(`${app.harness.url}${url?.replace(/-[0-9a-f]{4}/, '-0000')}`)).status).toBe(404);

    const queue = await app.client.operator<{ id: number; username: string; status: string }[]>(
      '/__operator/content/feedback',
    );
    expect(queue.find((entry) => entry.id === id)).toMatchObject({ username, status: 'pending' });
    await app.client.operator('/__operator/content/feedback-reply', {
      id,
      reply: 'Credited, sorry for the wait.',
    });
    expect((await app.client.ok('feedbackList', token)).list[0]).toMatchObject({
      status: 'replied',
      reply: 'Credited, sorry for the wait.',
    });

    // Another member sees none of it and can not attach the picture.
    const other = await app.client.newMember();
    expect((await app.client.ok('feedbackList', other.token)).list).toEqual([]);
    expect(
      await app.client.refused('feedback', other.token, {
        questionType: 'other',
        content,
        imageIds: [imageId],
      }),
    ).toBe('feedback.image.unknown');
    expect((await app.client.ok('feedbackList', other.token)).list).toEqual([]);
  });

  it('refuses a picture that is not what it claims, too few words, an unknown type, and guests', async () => {
    const { token } = await app.client.newMember();
    const jpegAsPng = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16, 1)]).toString(
      'base64',
    );
    expect(
      await app.client.refused('feedbackImage', token, { contentType: 'image/png', data: jpegAsPng }),
    ).toBe('feedback.image.invalid');
    expect(
      await app.client.refused('feedback', token, { questionType: 'deposit', content: 'too short' }),
    ).toBe('feedback.invalid');
    expect(await app.client.refused('feedback', token, { questionType: 'casino', content })).toBe(
      'feedback.invalid',
    );
    expect(await app.client.refused('feedback', undefined, { questionType: 'deposit', content })).toBe(
      'login.not.session',
    );
  });

  it('queues an agent application once, and the member sees the decision and becomes an agent', async () => {
    const { token, username } = await app.client.newMember();
    expect(await app.client.ok('agentApplication', token)).toEqual({});
    const apply = {
      contact: '+63 917 555 0101',
      channel: 'social',
      message: 'I run a gaming community of 2,000 people.',
    };
    const { application } = await app.client.ok('agentApply', token, apply);
    expect(application).toMatchObject({ status: 'pending', ...apply });
    expect(await app.client.refused('agentApply', token, apply)).toBe('agent.application.pending');

    const queue = await app.client.operator<{ id: number; username: string }[]>(
      '/__operator/content/agent-applications',
    );
    const entry = queue.find((item) => item.username === username);
    expect(entry).toBeDefined();
    await app.client.operator('/__operator/content/agent-decide', {
      id: entry?.id,
      approve: true,
      remark: 'Welcome aboard',
    });
    expect((await app.client.ok('agentApplication', token)).application).toMatchObject({
      status: 'approved',
      remark: 'Welcome aboard',
    });
    expect([1, 2, 41, 42]).toContain((await app.client.ok('memberInfo', token)).type);
    // Decided once; an agent can not apply again.
    expect(
      await app.client.operatorError('/__operator/content/agent-decide', { id: entry?.id, approve: false }),
    ).toBe('request.not.found');
    expect(await app.client.refused('agentApply', token, apply)).toBe('agent.application.already.agent');
  });
});
