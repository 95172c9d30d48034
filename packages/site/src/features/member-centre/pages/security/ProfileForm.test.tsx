import type { Profile, RegisterSettings } from '@playsite/api';
import { shownField as field } from '@playsite/rules/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { platform } from '../../../../common/api/platform.ts';
import { i18n, initI18n } from '../../../../common/i18n/index.ts';
import { ProfileForm } from './ProfileForm.tsx';

/** The brand shows QQ (required), Zalo and birthday; the other profile fields are off. */
const fields: RegisterSettings = {
  qqNum: { ...field('^[0-9]+$', 6, 5, 12), required: true },
  zalo: field('^[0-9]+$', 6, 9, 11),
  birthday: field('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 11, 10, 10),
};

const profile: Profile = {
  nickname: 'Lucky',
  realName: null,
  realNameLocked: false,
  qqNum: null,
  zalo: '0912345678',
  birthday: null,
  fields,
};

describe('ProfileForm', () => {
  beforeAll(async () => {
    await initI18n();
    await i18n.loadNamespaces(['wallet', 'forms', 'errors']);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the fields the settings enable, with the Zalo bonus hint, and checks them by their rules', async () => {
    const call = vi.spyOn(platform, 'call').mockImplementation(async (_name, body) => ({
      ...profile,
      ...(body as object),
    }));
    const done = vi.fn();
    const user = userEvent.setup();
    render(<ProfileForm profile={profile} onDone={done} />);

    const qq = screen.getByRole('textbox', { name: /^QQ/ });
    expect(qq).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Zalo/ })).toHaveValue('0912345678');
    expect(screen.getByText('Bind Zalo for a bonus of up to 131K')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Birthday/ })).toBeInTheDocument();
    // Fields the settings leave off are not shown.
    expect(screen.queryByRole('textbox', { name: /^Telegram/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Address/ })).toBeNull();

    const save = screen.getByRole('button', { name: 'Save profile' });
    await user.click(save);
    expect(await screen.findByText('This field cannot be empty')).toBeVisible();
    await user.type(qq, '12ab');
    await user.type(
      screen.getByRole('textbox', { name: /^Birthday/ }),
      `${new Date().getFullYear() - 10}-01-01`,
    );
    await user.click(save);
    expect(await screen.findByText('Digits only, 5–12 characters')).toBeVisible();
    expect(screen.getByText('You must be at least 18 years old')).toBeVisible();
    expect(call).not.toHaveBeenCalled();

    await user.clear(qq);
    await user.type(qq, '12345678');
    const birthday = screen.getByRole('textbox', { name: /^Birthday/ });
    await user.clear(birthday);
    await user.type(birthday, '1990-04-25');
    await user.click(save);
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('updateMemberProfile', {
      nickname: 'Lucky',
      qqNum: '12345678',
      zalo: '0912345678',
      birthday: '1990-04-25',
    });
  });
});
