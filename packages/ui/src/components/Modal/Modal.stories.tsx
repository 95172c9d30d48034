import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout';
import { Button } from '../Button';
import {
  CloseAction,
  ConfirmDialog,
  confirmDialogTones,
  Dialog,
  Modal,
  modalCloseButtons,
  modalPlacements,
  modalSizes,
} from '.';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  argTypes: {
    size: { control: 'inline-radio', options: modalSizes },
    placement: { control: 'inline-radio', options: modalPlacements },
  },
  args: {
    title: 'Sign in',
    children: 'Enter your username and password to continue.',
    trigger: <Button>Open</Button>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const openAndFind = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog', { name });
};

/** Opens from its trigger, traps focus, closes on Escape and gives focus back. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openAndFind(canvasElement, 'Sign in');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the trigger once the overlay has gone.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Open' })).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Sizes from the theme (docs/product.md § Modals): 600 × 300, service 440 × 500, VIP support 440 × 750. */
export const Sizes: Story = {
  render: (args) => (
    <Inline gap="4">
      {modalSizes.map((size) => (
        <Modal key={size} {...args} size={size} title={`Size ${size}`} trigger={<Button>{size}</Button>} />
      ))}
    </Inline>
  ),
};

/** The dialog variant: 400 wide with a single CLOSE button. */
export const SingleCloseDialog: Story = {
  render: () => (
    <Dialog title="Game maintenance" trigger={<Button>Open</Button>}>
      This game is under maintenance. Please try again later.
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openAndFind(canvasElement, 'Game maintenance');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Full-height side panel, the shell of the member centre. */
export const SidePanel: Story = {
  args: { placement: 'side', title: 'Member centre', children: 'Left menu and page content go here.' },
  play: async ({ canvasElement }) => {
    await openAndFind(canvasElement, 'Member centre');
  },
};

/**
 * A bottom sheet: phones' choices (the lobby's filters and sort) slide up from the bottom edge.
 * Do: give it a footer action that applies and closes. Don't: use it on desktop, where chips fit.
 */
export const BottomSheet: Story = {
  args: {
    placement: 'sheet',
    title: 'Filters',
    children: 'Category, sort and vendor choices go here.',
    footer: <CloseAction>Show games</CloseAction>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAndFind(canvasElement, 'Filters');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The sheet sits on the bottom edge of the screen once it has slid up.
    await waitFor(() =>
      expect(Math.abs(dialog.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThan(2),
    );
  },
};

/** `onBeforeClose` may veto: here it asks once before letting go. */
export const BeforeCloseVeto: Story = {
  render: (args) => {
    let asked = false;
    return (
      <Modal
        {...args}
        title="Unsaved changes"
        onBeforeClose={() => {
          const allow = asked;
          asked = true;
          return allow;
        }}
      >
        The first close attempt is refused; the second one closes.
      </Modal>
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAndFind(canvasElement, 'Unsaved changes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** `onBeforeOpen` may wait (e.g. for data) or veto by returning false. */
export const BeforeOpenVeto: Story = {
  args: { title: 'Never shown', onBeforeOpen: async () => false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The page keeps scrolling behind this one. */
export const WithoutScrollLock: Story = { args: { lockScroll: false, title: 'Scrollable page' } };

/** Confirmation that needs an answer: logout, "real account needed". */
export const Confirm: Story = {
  render: () => (
    <ConfirmDialog
      title="Log out"
      message="Do you want to log out?"
      confirmLabel="Log out"
      onConfirm={() => new Promise((resolve) => setTimeout(resolve, 600))}
      trigger={<Button>Open</Button>}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Log out' });
    await expect(alert).toHaveAccessibleDescription('Do you want to log out?');
    await userEvent.click(within(alert).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

/** Every confirm tone, open at once for review. */
export const ConfirmTones: Story = {
  render: () => (
    <Inline gap="4">
      {confirmDialogTones.map((tone) => (
        <ConfirmDialog
          key={tone}
          tone={tone}
          title={`Tone ${tone}`}
          message="A real account is needed for this. Register now?"
          confirmLabel="Register"
          cancelLabel="Not now"
          onConfirm={() => {}}
          trigger={<Button>{tone}</Button>}
        />
      ))}
    </Inline>
  ),
};

/** State matrix: every placement × close button; the first one is open for screenshots. */
export const StateMatrix: Story = {
  render: (args) => (
    <Inline gap="4">
      {modalPlacements.flatMap((placement) =>
        modalCloseButtons.map((closeButton, index) => (
          <Modal
            key={`${placement}-${closeButton}`}
            {...args}
            defaultOpen={placement === 'center' && index === 0}
            placement={placement}
            closeButton={closeButton}
            title={`${placement} / ${closeButton}`}
            trigger={<Button>{`${placement} / ${closeButton}`}</Button>}
          />
        )),
      )}
    </Inline>
  ),
};
