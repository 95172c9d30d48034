import { type HelpCenter, helpCenterValue, helpTopicIds, helpTopicValue } from '@playsite/api/contract';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

const languages = ['EN', 'CN', 'ID', 'JA', 'KO', 'TH', 'VI'];

describe.each(backends)('help centre and topics (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));

  const get = async (path: string, language: string, query?: Record<string, string>) => {
    const answer = await app.client.wire.call(path, {
      headers: { Language: language },
      ...(query ? { query } : {}),
    });
    expect(answer.body.success, `${path} ${answer.body.errorCode ?? ''}`).toBe(true);
    return answer.body.value;
  };

  it('answers the FAQ in the Language header’s language, grouped by category, in every language', async () => {
    const titles = new Set<string>();
    for (const language of languages) {
      const faq = (await get('/wps/system/helpCenter', language)) as HelpCenter;
      expect(validate(faq, helpCenterValue)[0]).toBeUndefined();
      expect(faq.map((entry) => entry.id)).toEqual([11, 12, 21, 22, 31, 32, 41, 42]);
      expect(new Set(faq.map((entry) => entry.category)).size).toBe(4);
      titles.add(faq[0]?.title ?? '');
    }
    // Seven languages, seven different texts (not English copies).
    expect(titles.size).toBe(languages.length);
    expect(((await get('/wps/system/helpCenter', 'CN')) as HelpCenter)[0]?.title).toBe('如何注册？');
    // An unknown language falls back to English.
    expect(((await get('/wps/system/helpCenter', 'FR')) as HelpCenter)[0]?.title).toBe('How do I register?');
  });

  it('answers each of the seven topics in each language, and refuses an unknown topic', async () => {
    for (const topic of helpTopicIds) {
      const texts = new Set<string>();
      for (const language of languages) {
        const value = await get('/wps/system/helpTopic', language, { topic });
        expect(validate(value, helpTopicValue)[0]).toBeUndefined();
        texts.add((value as { content: string }).content);
      }
      expect(texts.size, topic).toBe(languages.length);
    }
    const unknown = await app.client.wire.call('/wps/system/helpTopic', { query: { topic: 'casino' } });
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('lets the operator rewrite a topic per language and add an FAQ entry; English stands in for a missing language', async () => {
    await app.client.operator('/__operator/content/article', {
      kind: 'topic',
      slug: 'refund',
      language: 'th',
      title: 'คืนเงิน',
      content: '<p>ข้อความใหม่</p>',
    });
    expect(await get('/wps/system/helpTopic', 'TH', { topic: 'refund' })).toMatchObject({
      title: 'คืนเงิน',
      content: '<p>ข้อความใหม่</p>',
    });
    // Other languages keep their own text.
    expect(((await get('/wps/system/helpTopic', 'EN', { topic: 'refund' })) as { title: string }).title).toBe(
      'Refund policy',
    );

    await app.client.operator('/__operator/content/article', {
      kind: 'faq',
      slug: '51',
      language: 'en',
      category: 'Promotions',
      title: 'When is my bonus paid?',
      content: '<p>Within a day.</p>',
      sort: 51,
    });
    const ko = (await get('/wps/system/helpCenter', 'KO')) as HelpCenter;
    expect(ko.at(-1)).toMatchObject({ id: 51, title: 'When is my bonus paid?', category: 'Promotions' });
    expect(ko[0]?.title).toBe('어떻게 가입하나요?');

    expect(
      await app.client.operatorError('/__operator/content/article', {
        kind: 'topic',
        slug: 'casino',
        language: 'en',
        title: 'x',
        content: 'y',
      }),
    ).toBe('request_param_err');
    expect(
      await app.client.operator('/__operator/content/article-remove', { kind: 'faq', slug: '51' }),
    ).toEqual({
      removed: 1,
    });
    expect(((await get('/wps/system/helpCenter', 'EN')) as HelpCenter).map((e) => e.id)).not.toContain(51);
  });
});
