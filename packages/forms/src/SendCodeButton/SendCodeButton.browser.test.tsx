import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { applyBrand, WithForms } from '../testing/render.tsx';
import { SEND_CODE_THROTTLE_MS, SendCodeButton, type SendCodeButtonProps } from './SendCodeButton.tsx';

const renderButton = (props: SendCodeButtonProps) =>
  render(
    <WithForms>
      <SendCodeButton {...props} />
    </WithForms>,
  );

const sendCode = () => page.getByRole('button', { name: 'Send code' });

describe('SendCodeButton', () => {
  beforeAll(() => applyBrand());

  it('drops a second request within 1000 ms of the last one, and sends again after', async () => {
    const onSend = vi.fn(async () => false as const);
    await renderButton({ onSend });
    await sendCode().click();
    await sendCode().click();
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, SEND_CODE_THROTTLE_MS));
    await sendCode().click();
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
  });

  it('counts down the seconds the server gave once a code is sent', async () => {
    const onSent = vi.fn();
    await renderButton({ onSend: async () => 90, onSent });
    await sendCode().click();
    await expect.element(page.getByRole('button', { name: /Resend in 90 s/ })).toBeDisabled();
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('sends nothing, and does not start the throttle, while canSend refuses', async () => {
    const onSend = vi.fn(async () => 60);
    let valid = false;
    await renderButton({ onSend, canSend: () => valid });
    await sendCode().click();
    expect(onSend).not.toHaveBeenCalled();
    valid = true;
    await sendCode().click();
    await expect.element(page.getByRole('button', { name: /Resend in 60 s/ })).toBeDisabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
