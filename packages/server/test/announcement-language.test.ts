import { describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { useWireHarness } from './support/wire-harness.ts';

/** Announcements (popups above all) in the reader's language, the brand's own text where none is written. */
describe.each(backends)('announcements per language (%s)', (backend) => {
  const wire = useWireHarness(backend);

  const popups = async (language: string) =>
    (
      (
        await wire.client.call('/wps/relay/MCSFE_getListAnnouncements', {
          query: { types: 'PU' },
          headers: { Language: language },
        })
      ).body.value as { popup: Array<{ id: number; title: string; content: string }> }
    ).popup;

  it('serves the seeded popup in each language and the operator adds one with texts', async () => {
    expect((await popups('EN')).map((item) => item.title)).toContain('Play responsibly');
    expect((await popups('CN')).map((item) => item.title)).toContain('理性游戏');
    expect((await popups('KO')).map((item) => item.title)).toContain('책임감 있는 게임');

    const added = await wire.client.call('/__operator/announcements', {
      json: {
        type: 'PU',
        title: 'Weekend tournament',
        content: '<p>Starts Saturday</p>',
        texts: { vi: { title: 'Giải đấu cuối tuần', content: '<p>Bắt đầu thứ Bảy</p>' } },
      },
      merchant: null,
    });
    expect(added.body.success).toBe(true);
    const id = (added.body.value as { id: number }).id;
    const vi = (await popups('VI')).find((item) => item.id === id);
    expect(vi).toMatchObject({ title: 'Giải đấu cuối tuần', content: '<p>Bắt đầu thứ Bảy</p>' });
    // No Thai text written: the announcement as written, not another language's.
    expect((await popups('TH')).find((item) => item.id === id)).toMatchObject({
      title: 'Weekend tournament',
    });
    // An unknown language reads English.
    expect((await popups('XX')).find((item) => item.id === id)?.title).toBe('Weekend tournament');

    const refused = await wire.client.call('/__operator/announcements', {
      json: { type: 'PU', title: 'Bad', texts: { fr: { title: 'Mauvais' } } },
      merchant: null,
    });
    expect(refused.body.success).toBe(false);
  });
});
