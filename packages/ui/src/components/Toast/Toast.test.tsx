import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createToastQueue, showToast, ToastRegion } from '.';

describe('ToastRegion', () => {
  it('announces a toast in a named region and dismisses it', async () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { title: 'Saved', description: 'Your profile is up to date.', tone: 'positive' }, 0);
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog');
    expect(within(toast).getByRole('alert')).toHaveTextContent('SavedYour profile is up to date.');
    expect(toast).toHaveAttribute('data-tone', 'positive');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows no more than the maximum at once', () => {
    const queue = createToastQueue({ maxVisibleToasts: 2 });
    render(<ToastRegion queue={queue} />);
    act(() => {
      for (const title of ['One', 'Two', 'Three']) showToast(queue, { title }, 0);
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
  });
});
