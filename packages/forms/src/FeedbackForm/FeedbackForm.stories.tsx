import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackForm } from './FeedbackForm.tsx';

const meta = {
  title: 'Forms/FeedbackForm',
  component: FeedbackForm,
  args: { onSubmit: fn(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FeedbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const longEnough = 'My withdrawal from yesterday evening has not arrived in my bank account yet';

export const Feedback: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByRole('textbox', { name: 'Content' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(content).toHaveAccessibleDescription(/This field cannot be empty/);
    await userEvent.type(content, 'Not arrived');
    await expect(content).toHaveAccessibleDescription(/Enter content between 10 and 500 words/);
    await expect(content).toHaveAccessibleDescription(/Words: 2 \(between 10 and 500\)/);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(content);
    await userEvent.type(content, longEnough);
    await userEvent.click(canvas.getByRole('button', { name: /Question type/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Withdrawal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { questionType: 'withdrawal', content: longEnough },
        expect.anything(),
      ),
    );
  },
};

export const CustomBounds: Story = {
  args: {
    minWords: 2,
    maxWords: 5,
    questionTypes: [
      { value: 'bug', label: 'Bug report' },
      { value: 'idea', label: 'Idea' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByRole('textbox', { name: 'Content' });
    await userEvent.type(content, 'one two three four five six');
    await userEvent.tab();
    await expect(content).toHaveAccessibleDescription(/Enter content between 2 and 5 words/);
    await userEvent.clear(content);
    await userEvent.type(content, '入金できません');
    await expect(content).toHaveAccessibleDescription(/Words: 7/);
  },
};
