import { describe, expect, it } from 'vitest';
import { MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

/** A real 1×1 PNG. */
const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const jpegBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 7)]);

let mobileCounter = 0;
/** A number no seed account uses (the seed's are 91700000xx). */
const freshMobile = () => `918${String(Date.now()).slice(-5)}${String(mobileCounter++).padStart(2, '0')}`;

describe.each(backends)('security centre over HTTP (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));

  const latestCode = (to: string) => app.client.wire.latestCode(to);

  it('binds a mobile number with the code from the outbox, once, and a change needs the login password', async () => {
    const { token } = await app.client.newMember();
    const mobileNum = freshMobile();
    const number = { mobileNum, countryDialingCode: '63' };
    expect(await app.client.ok('bindMobileCode', token, number)).toEqual({ expiredMinutes: 2 });
    expect(await app.client.refused('bindMobileCode', token, number)).toBe('sms.resend.wait');
    expect(await app.client.refused('bindMobile', token, { ...number, verificationCode: '000000x' })).toBe(
      'sms.code.invalid',
    );
    const code = await latestCode(`+63${mobileNum}`);
    const bound = await app.client.ok('bindMobile', token, { ...number, verificationCode: code });
    expect(bound.mobile).toBe(`+63 ${mobileNum.slice(0, 3)}****${mobileNum.slice(-3)}`);
    expect((await app.client.ok('memberInfo', token)).mobile).toBe(bound.mobile);
    // Single use: the same code binds nothing again, even for the same number.
    expect(await app.client.refused('bindMobile', token, { ...number, verificationCode: code })).toBe(
      'profile.contact.same',
    );

    // A change: a new number, its code, and the login password.
    const next = { mobileNum: freshMobile(), countryDialingCode: '+63' };
    await app.client.ok('bindMobileCode', token, next);
    const nextCode = await latestCode(next.mobileNum);
    expect(await app.client.refused('bindMobile', token, { ...next, verificationCode: nextCode })).toBe(
      'profile.password.required',
    );
    expect(
      await app.client.refused('bindMobile', token, {
        ...next,
        verificationCode: nextCode,
        loginPassword: 'wrong999',
      }),
    ).toBe('password.login.invalid');
    const changed = await app.client.ok('bindMobile', token, {
      ...next,
      verificationCode: nextCode,
      loginPassword: 'secret123',
    });
    expect(changed.mobile).toContain(next.mobileNum.slice(-3));
    expect(
      await app.client.refused('bindMobile', token, {
        ...next,
        verificationCode: nextCode,
        loginPassword: 'secret123',
      }),
    ).toBe('profile.contact.same');

    // The member now logs in with an SMS code to the new number.
    await app.client.wire.call('/wps/verification/sms/noLogin', { json: next });
    const smsLogin = await app.client.wire.call('/wps/session/login', {
      encrypt: true,
      json: {
        username: next.mobileNum,
        password: await latestCode(next.mobileNum),
        type: 'sms',
        countryDialingCode: '63',
      },
    });
    expect(smsLogin.body.success).toBe(true);
  });

  it('refuses a number bound to another member, a bad number, an expired code and another member’s code', async () => {
    const { token } = await app.client.newMember();
    const taken = { mobileNum: '9170000001', countryDialingCode: '63' };
    expect(await app.client.refused('bindMobileCode', token, taken)).toBe('profile.mobile.taken');
    expect(await app.client.refused('bindMobile', token, { ...taken, verificationCode: '123456' })).toBe(
      'profile.mobile.taken',
    );
    expect(
      await app.client.refused('bindMobileCode', token, { mobileNum: '12ab', countryDialingCode: '63' }),
    ).toBe('mobile.invalid');

    const number = { mobileNum: freshMobile(), countryDialingCode: '63' };
    await app.client.ok('bindMobileCode', token, number);
    const code = await latestCode(number.mobileNum);
    // Another member cannot spend it: codes are bound to the member who asked.
    const other = await app.client.newMember();
    expect(await app.client.refused('bindMobile', other.token, { ...number, verificationCode: code })).toBe(
      'sms.code.invalid',
    );
    app.harness.clock.advance(2 * 60_000 + 1);
    expect(await app.client.refused('bindMobile', token, { ...number, verificationCode: code })).toBe(
      'sms.code.expired',
    );
    expect((await app.client.ok('memberInfo', token)).mobile).toBe('');
  });

  it('spends a code after too many wrong tries', async () => {
    const { token } = await app.client.newMember();
    const number = { mobileNum: freshMobile(), countryDialingCode: '63' };
    await app.client.ok('bindMobileCode', token, number);
    const code = await latestCode(number.mobileNum);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await app.client.refused('bindMobile', token, { ...number, verificationCode: wrong })).toBe(
        'sms.code.invalid',
      );
    expect(await app.client.refused('bindMobile', token, { ...number, verificationCode: code })).toBe(
      'sms.code.invalid',
    );
  });

  it('binds an e-mail address with a mailed code; one bound elsewhere is refused whatever its case', async () => {
    const { token, username } = await app.client.newMember();
    expect(await app.client.refused('bindEmailCode', token, { email: 'not-an-address' })).toBe(
      'email.invalid',
    );
    expect(await app.client.refused('bindEmailCode', token, { email: 'MEMBER@demo.playsite.test' })).toBe(
      'profile.email.taken',
    );
    const email = `${username}@example.test`;
    await app.client.ok('bindEmailCode', token, { email: ` ${email} ` });
    const code = await latestCode(email);
    expect(await app.client.refused('bindEmail', token, { email, verificationCode: '99999x' })).toBe(
      'sms.code.invalid',
    );
    const bound = await app.client.ok('bindEmail', token, { email, verificationCode: code });
    expect(bound.email).toBe(`${username.slice(0, 2)}***@example.test`);
    expect((await app.client.ok('memberInfo', token)).email).toBe(bound.email);

    // Another member cannot take it now; the owner changes it with the login password.
    const other = await app.client.newMember();
    expect(await app.client.refused('bindEmailCode', other.token, { email: email.toUpperCase() })).toBe(
      'profile.email.taken',
    );
    const next = `${username}.new@example.test`;
    await app.client.ok('bindEmailCode', token, { email: next });
    const nextCode = await latestCode(next);
    expect(await app.client.refused('bindEmail', token, { email: next, verificationCode: nextCode })).toBe(
      'profile.password.required',
    );
    await app.client.ok('bindEmail', token, {
      email: next,
      verificationCode: nextCode,
      loginPassword: 'secret123',
    });
    // The old address is free again.
    await app.client.ok('bindEmailCode', other.token, { email });
  });

  it('changes the avatar to a gallery picture or an uploaded png/jpg, checked by its bytes', async () => {
    const { token } = await app.client.newMember();
    const gallery = await app.client.ok('playerAvatars', token);
    const third = gallery[2];
    expect(await app.client.ok('setPlayerAvatar', token, { avatarId: String(third?.avatarId) })).toEqual({
      avatar: third?.avatar,
      avatarType: 'STATIC',
    });
    expect(await app.client.ok('memberIcon', token)).toEqual({ avatar: third?.avatar, avatarType: 'STATIC' });
    expect(await app.client.refused('setPlayerAvatar', token, { avatarId: 'avatar-99' })).toBe(
      'profile.avatar.unknown',
    );

    const png = await app.client.ok('uploadPlayerAvatar', token, { contentType: 'image/png', data: tinyPng });
    expect(png.avatarType).toBe('CUSTOM');
    expect(png.avatar).toMatch(/^\/media\/avatars\/custom\/\d+\/[0-9a-f]{16}\.png$/);
    expect(await app.client.ok('memberIcon', token)).toEqual(png);
    const served = await fetch(`${app.harness.url}${png.avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(tinyPng);

    const jpeg = await app.client.ok('uploadPlayerAvatar', token, {
      contentType: 'image/jpeg',
      data: jpegBytes.toString('base64'),
    });
    expect(jpeg.avatar).toMatch(/\.jpg$/);
    expect((await fetch(`${app.harness.url}${png.avatar}`)).status).toBe(404);
    expect((await fetch(`${app.harness.url}${jpeg.avatar.replace(/\.jpg$/, '.png')}`)).status).toBe(404);

    // The declared type must be the real one; text is no picture; 5 MB is the limit.
    for (const [contentType, data] of [
      ['image/jpeg', tinyPng],
      ['image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')],
      ['image/png', 'not base64!'],
      // One byte over 5 MB: within the request's size bound, refused by the check of the bytes.
      [
        'image/png',
        Buffer.concat([Buffer.from(tinyPng, 'base64'), Buffer.alloc(5 * 1024 * 1024 + 1 - 70)]).toString(
          'base64',
        ),
      ],
    ])
      expect(await app.client.refused('uploadPlayerAvatar', token, { contentType, data })).toBe(
        'profile.avatar.invalid',
      );
    const huge = Buffer.alloc(5.5 * 1024 * 1024, 1).toString('base64');
    expect(
      await app.client.refused('uploadPlayerAvatar', token, { contentType: 'image/png', data: huge }),
    ).toBe('request_param_err');
    expect(await app.client.ok('memberIcon', token)).toEqual(jpeg);
  });

  it('edits the nickname and contacts freely and the real name once', async () => {
    const { token } = await app.client.newMember();
    const { fields, ...empty } = await app.client.ok('memberProfile', token);
    expect(empty).toEqual({
      nickname: null,
      realName: null,
      realNameLocked: false,
      qqNum: null,
      whatsapp: null,
      facebook: null,
      telegram: null,
      zalo: null,
      line: null,
      idNumber: null,
      birthday: null,
      address: null,
      nationality: null,
      occupation: null,
      incomeSource: null,
    });
    // The demo brand shows every field, none required, each with its pattern.
    expect(Object.keys(fields ?? {})).toEqual(Object.keys(empty).slice(3));
    expect(fields?.zalo).toMatchObject({ enabled: true, required: false, patternId: 6, minLength: 9 });
    const updated = await app.client.ok('updateMemberProfile', token, {
      nickname: '  Lucky Star ',
      realName: 'Maria  Santos',
      telegram: '@maria_s',
    });
    expect(updated).toMatchObject({
      nickname: 'Lucky Star',
      realName: 'Maria Santos',
      realNameLocked: true,
      telegram: '@maria_s',
    });
    expect((await app.client.ok('memberInfo', token)).nickname).toBe('Lucky Star');
    expect(await app.client.refused('updateMemberProfile', token, { realName: 'Someone Else' })).toBe(
      'profile.realname.locked',
    );
    // Sending the same real name again is harmless; contacts clear with an empty value.
    expect(
      await app.client.ok('updateMemberProfile', token, {
        realName: 'Maria Santos',
        telegram: '',
        whatsapp: '639175550',
      }),
    ).toMatchObject({ realName: 'Maria Santos', telegram: null, whatsapp: '639175550' });

    const other = await app.client.newMember();
    expect(await app.client.refused('updateMemberProfile', other.token, { realName: 'R2-D2' })).toBe(
      'profile.realname.invalid',
    );
    expect(await app.client.refused('updateMemberProfile', other.token, { nickname: 'x' })).toBe(
      'profile.nickname.invalid',
    );
    expect(await app.client.refused('updateMemberProfile', other.token, { line: '<script>' })).toBe(
      'profile.contact.invalid',
    );
    // Nothing of a refused update was written.
    expect(
      await app.client.refused('updateMemberProfile', other.token, { nickname: 'Fine Name', line: '<b>' }),
    ).toBe('profile.contact.invalid');
    expect((await app.client.ok('memberProfile', other.token)).nickname).toBeNull();
  });

  it('keeps the spec profile fields by the brand field settings: shown, required, pattern, 18+', async () => {
    const { token } = await app.client.newMember();
    const details = {
      qqNum: '12345678',
      facebook: 'maria.santos',
      zalo: '0912345678',
      idNumber: 'P1234567A',
      birthday: '1990-04-25',
      address: '12 Rizal Avenue, Manila',
      nationality: 'Filipino',
      occupation: 'Teacher',
      incomeSource: 'Salary',
    };
    expect(await app.client.ok('updateMemberProfile', token, details)).toMatchObject(details);
    expect(await app.client.ok('memberProfile', token)).toMatchObject(details);

    // Each field's own pattern and bounds, and no one under 18 (the clock is the server's).
    const now = new Date();
    const minor = `${now.getUTCFullYear() - 17}-01-01`;
    for (const [field, value] of [
      ['qqNum', '12ab'],
      ['zalo', '12345'],
      ['idNumber', 'ID-12'],
      ['birthday', '1990-02-30'],
      ['birthday', '25-04-1990'],
      ['birthday', minor],
      ['nationality', 'Filipino 2'],
      ['address', 'x'],
    ] as const)
      expect(await app.client.refused('updateMemberProfile', token, { [field]: value }), field).toBe(
        'profile.contact.invalid',
      );
    expect(await app.client.ok('memberProfile', token)).toMatchObject(details);

    // The operator makes Zalo required and hides the address: the profile says so and the server
    // holds the member to it.
    await app.client.operator('/__operator/profile-field', { field: 'zalo', required: true });
    await app.client.operator('/__operator/profile-field', { field: 'address', enabled: false });
    try {
      const profile = await app.client.ok('memberProfile', token);
      expect(profile.fields?.zalo?.required).toBe(true);
      expect(profile.fields).not.toHaveProperty('address');
      expect(profile).not.toHaveProperty('address');
      expect(await app.client.refused('updateMemberProfile', token, { zalo: '' })).toBe(
        'profile.contact.invalid',
      );
      expect(await app.client.refused('updateMemberProfile', token, { address: '9 Other Street' })).toBe(
        'profile.field.hidden',
      );
      expect(await app.client.ok('updateMemberProfile', token, { zalo: '0987654321' })).toMatchObject({
        zalo: '0987654321',
      });
      // A field left out stays as it is, required or not.
      expect(await app.client.ok('updateMemberProfile', token, { nickname: 'Maria' })).toMatchObject({
        nickname: 'Maria',
        zalo: '0987654321',
      });
    } finally {
      await app.client.operator('/__operator/profile-field', { field: 'zalo', required: false });
      await app.client.operator('/__operator/profile-field', { field: 'address', enabled: true });
    }
    // Shown again, the stored address is still there.
    expect((await app.client.ok('memberProfile', token)).address).toBe(details.address);
  });

  it('refuses trial accounts', async () => {
    const trial = await app.client.wire.call('/wps/session/login/freeplay', {
      json: { os: 'test', platform: 'W' },
    });
    const token = (trial.body.value as { token: string }).token;
    expect(await app.client.refused('memberProfile', token)).toBe('account.trial.refused');
    expect(await app.client.refused('bindEmailCode', token, { email: 'trial@example.test' })).toBe(
      'account.trial.refused',
    );
  });
});
