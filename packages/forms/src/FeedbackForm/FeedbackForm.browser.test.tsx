import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { applyBrand, WithForms } from '../testing/render.tsx';
import { FeedbackForm, type FeedbackFormProps } from './FeedbackForm.tsx';

const renderFeedback = (props: Partial<FeedbackFormProps> = {}, language = 'en') =>
  render(
    <WithForms language={language}>
      <FeedbackForm onSubmit={vi.fn(async () => undefined)} {...props} />
    </WithForms>,
  );

describe('FeedbackForm', () => {
  beforeAll(() => applyBrand());

  it('asks for a type and enough words, focusing the first problem', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderFeedback({ onSubmit, minWords: 3, maxWords: 6 });
    const content = page.getByRole('textbox', { name: 'Content' });
    await userEvent.fill(content, 'too short');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(page.getByRole('button', { name: /Question type/ })).toHaveFocus();
    await expect.element(content).toHaveAccessibleDescription(/Enter content between 3 and 6 words/);
    await expect.element(content).toHaveAccessibleDescription(/Words: 2 \(between 3 and 6\)/);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.fill(content, 'one two three four five six seven');
    await expect.element(content).toHaveAccessibleDescription(/Words: 7/);
    await expect.element(content).toHaveAccessibleDescription(/Enter content between 3 and 6 words/);
    await userEvent.fill(content, '  the deposit did not arrive  ');
    await page.getByRole('button', { name: /Question type/ }).click();
    await page.getByRole('option', { name: 'Deposit' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          questionType: 'deposit',
          content: 'the deposit did not arrive',
        },
        expect.anything(),
      ),
    );
  });

  it('defaults to 10–500 words and counts Chinese by character, in Chinese', async () => {
    await renderFeedback({}, 'cn');
    const content = page.getByRole('textbox', { name: '内容' });
    await userEvent.fill(content, '存款没有到账');
    await page.getByRole('button', { name: '提交' }).click();
    await expect.element(content).toHaveAccessibleDescription(/请输入 10 到 500 个字的内容/);
    await expect.element(content).toHaveAccessibleDescription(/字数：6/);
    await userEvent.fill(content, '我昨天的存款到现在还没有到账');
    await expect.element(content).not.toHaveAccessibleDescription(/请输入/);
  });

  it("offers the platform's question types when given", async () => {
    await renderFeedback({ questionTypes: [{ value: 'vip', label: 'VIP service' }] });
    await page.getByRole('button', { name: /Question type/ }).click();
    await expect.element(page.getByRole('option', { name: 'VIP service' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'Deposit' })).not.toBeInTheDocument();
  });
});
