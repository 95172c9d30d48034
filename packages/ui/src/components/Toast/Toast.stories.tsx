import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout';
import { Button } from '../Button';
import { createToastQueue, showToast, ToastRegion, type ToastTone, toastTones } from '.';

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  args: { queue: createToastQueue() },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

const messages: Record<ToastTone, { title: string; description: string }> = {
  info: { title: 'New notice', description: 'Maintenance tonight from 02:00 to 04:00.' },
  positive: { title: 'Transfer complete', description: 'Your wallet balance is updated.' },
  caution: { title: 'Session ending soon', description: 'You will be logged out in 2 minutes.' },
  critical: { title: 'Network link abnormal', description: 'Please try again.' },
};

/** Press a tone to show a toast; each is announced and can be dismissed. */
export const Playground: Story = {
  render: (args) => (
    <>
      <Inline gap="2">
        {toastTones.map((tone) => (
          <Button
            key={tone}
            variant="outline"
            onPress={() => showToast(args.queue, { ...messages[tone], tone })}
          >
            {`Show ${tone}`}
          </Button>
        ))}
      </Inline>
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show positive' }));
    const toast = await screen.findByRole('alertdialog');
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Transfer complete');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Every tone at once (kept until dismissed), for review and screenshots. */
export const StateMatrix: Story = {
  args: { queue: createToastQueue({ maxVisibleToasts: toastTones.length }) },
  render: (args) => {
    if (args.queue.visibleToasts.length === 0) {
      for (const tone of toastTones) showToast(args.queue, { ...messages[tone], tone }, 0);
    }
    return <ToastRegion {...args} />;
  },
};
