import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FORM_ERROR } from '../kit/errors.ts';
import { demoImage, fileInput, oversizedJpeg } from '../testing/fixtures.ts';
import { applyBrand, WithForms } from '../testing/render.tsx';
import { ActivityApplyForm, type ActivityApplyFormProps } from './ActivityApplyForm.tsx';

const renderApply = (props: Partial<ActivityApplyFormProps> = {}, language = 'en') =>
  render(
    <WithForms language={language}>
      <ActivityApplyForm onSubmit={vi.fn(async () => undefined)} {...props} />
    </WithForms>,
  );
const upload = (files: File | File[]) => userEvent.upload(page.elementLocator(fileInput(document)), files);

describe('ActivityApplyForm', () => {
  beforeAll(() => applyBrand());

  it('counts the comment against 140 characters and refuses 141', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderApply({ onSubmit, activityName: 'Reload bonus' });
    await expect.element(page.getByText('Activity: Reload bonus')).toBeVisible();
    const comment = page.getByRole('textbox', { name: 'Comment' });
    await expect.element(comment).toHaveAccessibleDescription('0 of 140 characters');
    await userEvent.fill(comment, 'é'.repeat(141));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(comment).toHaveAccessibleDescription('141 of 140 characters Up to 140 characters');
    await expect.element(comment).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.fill(comment, 'é'.repeat(140));
    await page.getByRole('button', { name: 'Submit' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ comment: 'é'.repeat(140), images: [] }, expect.anything()),
    );
  });

  it('shows the problem of each image and sends only good ones', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderApply({ onSubmit });
    await upload([demoImage('receipt.png'), oversizedJpeg('scan.jpg')]);
    const group = page.getByRole('group', { name: 'Images' });
    await expect.element(group).toHaveAccessibleDescription(/Each image can be at most 5 MB/);
    await expect
      .element(page.getByRole('button', { name: 'Remove scan.jpg' }))
      .toHaveAccessibleDescription('Each image can be at most 5 MB');
    await expect
      .element(page.getByRole('button', { name: 'Remove receipt.png' }))
      .not.toHaveAccessibleDescription();
    // The preview is a real image decoded from the picked file.
    await vi.waitFor(() =>
      expect(page.getByRole('listitem').first().element().querySelector('img')?.naturalWidth).toBe(16),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(onSubmit).not.toHaveBeenCalled();

    await page.getByRole('button', { name: 'Remove scan.jpg' }).click();
    await expect.element(page.getByRole('button', { name: 'Remove receipt.png' })).toHaveFocus();
    await page.getByRole('button', { name: 'Submit' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          comment: '',
          images: [expect.objectContaining({ name: 'receipt.png' })],
        },
        expect.anything(),
      ),
    );
  });

  it('is operable from the keyboard: Tab reaches the comment, the drop zone (paste), the picker and the submit', async () => {
    await renderApply();
    await userEvent.tab();
    await expect.element(page.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Images: or drop images here' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Add images' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('speaks the language of the site, with the limits filled in', async () => {
    await renderApply({}, 'th');
    await upload([demoImage('a.png'), demoImage('b.png'), demoImage('c.png'), demoImage('d.png')]);
    await expect.element(page.getByText('PNG หรือ JPG ไม่เกิน 5 MB ต่อภาพ สูงสุด 3 ภาพ')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'ลบ a.png' })).toBeVisible();
    await vi.waitFor(() => expect(page.getByRole('listitem').elements()).toHaveLength(3));
  });

  it('keeps what the user entered when the server refuses', async () => {
    await renderApply({ onSubmit: async () => ({ [FORM_ERROR]: 'validation.submitFailed' }) });
    await userEvent.fill(page.getByRole('textbox', { name: 'Comment' }), 'Please check');
    await upload(demoImage('receipt.png'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Something went wrong, please try again');
    await expect.element(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Please check');
    await expect.element(page.getByText('receipt.png')).toBeVisible();
  });
});
