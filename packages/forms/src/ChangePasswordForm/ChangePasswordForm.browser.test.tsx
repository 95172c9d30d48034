import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { applyBrand, WithForms } from '../testing/render.tsx';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm.tsx';

const field = (label: RegExp) => page.getByLabelText(label);
const renderChange = (props: Partial<ChangePasswordFormProps> = {}) =>
  render(
    <WithForms>
      <ChangePasswordForm onSubmit={vi.fn(async () => undefined)} {...props} />
    </WithForms>,
  );

describe('ChangePasswordForm', () => {
  beforeAll(() => applyBrand());

  it('asks for the old password only when told to', async () => {
    await renderChange({ account: 'player01' });
    await expect.element(page.getByText('Account: player01')).toBeVisible();
    await expect.element(field(/^Current password/)).not.toBeInTheDocument();
  });

  it("refuses a confirmation that differs ('inconsistent twice'), then sends", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderChange({ onSubmit, askOldPassword: true });
    await userEvent.fill(field(/^Current password/), 'old123');
    await userEvent.fill(field(/^New password/), 'new12345');
    await userEvent.fill(field(/^Confirm new password/), 'new12346');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .element(field(/^Confirm new password/))
      .toHaveAccessibleDescription('The two entries do not match');
    await expect.element(field(/^Confirm new password/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.fill(field(/^Confirm new password/), 'new12345');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          oldPassword: 'old123',
          newPassword: 'new12345',
          confirmNewPassword: 'new12345',
        },
        expect.anything(),
      ),
    );
  });
});
