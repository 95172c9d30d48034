import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoImage, fileInput, oversizedJpeg } from '../testing/fixtures.ts';
import { ActivityApplyForm } from './ActivityApplyForm.tsx';

const meta = {
  title: 'Forms/ActivityApplyForm',
  component: ActivityApplyForm,
  args: { onSubmit: fn(async () => undefined), activityName: 'Weekend reload bonus' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ActivityApplyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Apply: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const comment = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(141));
    await userEvent.upload(fileInput(canvasElement), oversizedJpeg());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(comment).toHaveAccessibleDescription(/Up to 140 characters/);
    await expect(canvas.getByRole('group', { name: 'Images' })).toHaveAccessibleDescription(
      /Each image can be at most 5 MB/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(comment);
    await userEvent.type(comment, ' Deposited 500 at 10:00 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove holiday.jpg' }));
    await userEvent.upload(fileInput(canvasElement), demoImage('receipt.png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          comment: 'Deposited 500 at 10:00',
          images: [expect.objectContaining({ name: 'receipt.png' })],
        },
        expect.anything(),
      ),
    );
  },
};

export const ThreeImagesAtMost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      demoImage('one.png'),
      demoImage('two.png'),
      demoImage('three.png'),
      demoImage('four.png'),
    ]);
    await expect(await canvas.findByText('At most 3 images')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { activityName: undefined } };
