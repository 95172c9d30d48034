import { useState } from 'react';
import { Button } from 'react-aria-components';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { brands, defaultBrand } from '../../theme/brands';
import { ConfirmDialog, Dialog, Modal, type ModalProps } from '.';

// Overlays render into <body>, so the brand class goes there (as the site does on <html>).
beforeAll(async () => {
  document.body.classList.add(brands[defaultBrand]!.className);
  await page.viewport(1280, 900);
});

type Harness = Omit<ModalProps, 'title' | 'children' | 'trigger'>;

/** A page with a focusable element before the trigger, so focus return can be seen. */
function Page(props: Harness) {
  return (
    <>
      <button type="button">Before</button>
      <Modal {...props} title="Sign in" trigger={<Button>Open sign in</Button>}>
        <label>
          Username <input />
        </label>
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

const dialog = (name = 'Sign in') => page.getByRole('dialog', { name });

describe('Modal', () => {
  it('opens from its trigger, moves focus in, traps Tab and returns focus on Escape', async () => {
    const screen = await render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Open sign in' });
    await trigger.click();
    await expect.element(dialog()).toBeVisible();
    expect(dialog().element().contains(document.activeElement)).toBe(true);

    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog().element().contains(document.activeElement)).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes from the close button', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<Page defaultOpen onOpenChange={onOpenChange} />);
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('lets an async before-close hook veto closing, then allow it', async () => {
    let allow = false;
    const onBeforeClose = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return allow;
    });
    await render(<Page defaultOpen onBeforeClose={onBeforeClose} />);
    await expect.element(dialog()).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(onBeforeClose).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await expect.element(dialog()).toBeVisible();

    allow = true;
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onBeforeClose).toHaveBeenCalledTimes(2);
  });

  it('lets a before-open hook veto opening and reports the veto', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<Page onBeforeOpen={async () => false} onOpenChange={onOpenChange} />);
    await screen.getByRole('button', { name: 'Open sign in' }).click();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('waits for an async before-open hook, then shows', async () => {
    let release: (ok: boolean) => void = () => {};
    const screen = await render(
      <Page onBeforeOpen={() => new Promise<boolean>((resolve) => (release = resolve))} />,
    );
    await screen.getByRole('button', { name: 'Open sign in' }).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.element(dialog()).not.toBeInTheDocument();
    release(true);
    await expect.element(dialog()).toBeVisible();
  });

  it('is opened and closed by a controlling parent', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Show notice
          </button>
          <Modal isOpen={open} onOpenChange={setOpen} title="Notice">
            Welcome back
          </Modal>
        </>
      );
    }
    const screen = await render(<Controlled />);
    await screen.getByRole('button', { name: 'Show notice' }).click();
    await expect.element(dialog('Notice')).toHaveTextContent('Welcome back');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog('Notice')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Show notice' })).toHaveFocus();
  });

  it('locks page scrolling while open unless told not to', async () => {
    const { unmount } = await render(<Page defaultOpen />);
    await expect.element(dialog()).toBeVisible();
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await unmount();
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');

    await render(<Page defaultOpen lockScroll={false} />);
    await expect.element(dialog()).toBeVisible();
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  });

  it('closes on a press outside only when dismissable', async () => {
    await render(<Page defaultOpen isDismissable={false} />);
    await userEvent.click(document.body, { position: { x: 2, y: 2 } });
    await expect.element(dialog()).toBeVisible();
  });

  it('draws the side placement over the full viewport height', async () => {
    await render(
      <Modal defaultOpen placement="side" title="Member centre">
        Menu
      </Modal>,
    );
    await expect.element(dialog('Member centre')).toBeVisible();
    // Measure where the panel rests, after its slide-in.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    const panel = dialog('Member centre').element().getBoundingClientRect();
    expect(Math.round(panel.height)).toBe(window.innerHeight);
    expect(Math.round(panel.right)).toBe(document.documentElement.clientWidth);
  });

  it('takes its sizes from the theme: modal 600 × 300 minimum, dialog 400 wide', async () => {
    await render(
      <Modal defaultOpen title="Wide">
        a
      </Modal>,
    );
    const wide = dialog('Wide').element().getBoundingClientRect();
    expect([wide.width, wide.height >= 300]).toEqual([600, true]);
    await page.getByRole('button', { name: 'Close' }).click();
    await render(
      <Dialog defaultOpen title="Narrow">
        b
      </Dialog>,
    );
    expect(dialog('Narrow').element().getBoundingClientRect().width).toBe(400);
  });

  it('sizes the service and VIP support windows', async () => {
    await render(
      <Modal defaultOpen title="Live chat" size="service">
        chat
      </Modal>,
    );
    const chat = dialog('Live chat').element().getBoundingClientRect();
    expect([chat.width, chat.height]).toEqual([440, 500]);
  });
});

describe('Dialog', () => {
  it('has a single CLOSE button that closes it', async () => {
    await render(
      <Dialog defaultOpen title="Game maintenance">
        This game is under maintenance.
      </Dialog>,
    );
    const buttons = dialog('Game maintenance').getByRole('button');
    expect(buttons.elements()).toHaveLength(1);
    await page.getByRole('button', { name: 'CLOSE' }).click();
    await expect.element(dialog('Game maintenance')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('asks, shows the confirm as pending while it runs, then closes', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await render(
      <ConfirmDialog
        defaultOpen
        title="Log out"
        message="Do you want to log out?"
        confirmLabel="Log out"
        onConfirm={onConfirm}
      />,
    );
    const alert = page.getByRole('alertdialog', { name: 'Log out' });
    await expect.element(alert).toHaveAccessibleDescription('Do you want to log out?');
    const confirm = alert.getByRole('button', { name: 'Log out' });
    await confirm.click();
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect.element(confirm).toHaveAttribute('data-pending', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(alert).toBeVisible();
    finish();
    await expect.element(alert).not.toBeInTheDocument();
  });

  it('stays open when the confirm action fails, and cancels', async () => {
    const onCancel = vi.fn();
    await render(
      <ConfirmDialog
        defaultOpen
        title="Real account needed"
        message="Register a real account to deposit."
        confirmLabel="Register"
        cancelLabel="Not now"
        onConfirm={() => Promise.reject(new Error('offline'))}
        onCancel={onCancel}
      />,
    );
    const alert = page.getByRole('alertdialog', { name: 'Real account needed' });
    await alert.getByRole('button', { name: 'Register' }).click();
    await expect.element(alert.getByRole('button', { name: 'Register' })).not.toHaveAttribute('data-pending');
    await expect.element(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Not now' }).click();
    await expect.element(alert).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
