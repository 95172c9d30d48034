import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../../html';
import { type Notice, NoticeList } from '.';

const notices: Notice[] = Array.from({ length: 20 }, (_, i) => ({
  id: String(i + 1),
  title: `Notice ${i + 1}`,
  html: sanitizeHtml(`<p>Body of <strong>notice ${i + 1}</strong></p>`),
  date: '2023-05-01',
}));

const titles = () => screen.getAllByRole('button', { name: /^Notice \d+/ }).map((b) => b.textContent);

describe('NoticeList', () => {
  it('shows notices in pages of 9', async () => {
    const onPageChange = vi.fn();
    render(<NoticeList notices={notices} onPageChange={onPageChange} />);
    expect(titles()).toHaveLength(9);
    const pages = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(titles()).toHaveLength(2);
    expect(titles()[0]).toContain('Notice 19');
  }, 20_000);

  it('expands and collapses an entry to show its HTML content', async () => {
    render(<NoticeList notices={notices.slice(0, 2)} />);
    const trigger = screen.getByRole('button', { name: /Notice 1/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('notice 1')).not.toBeVisible();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('notice 1', { selector: 'strong' })).toBeVisible();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts each title in a heading of the given level', () => {
    render(<NoticeList notices={notices.slice(0, 1)} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: /Notice 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so when there are no notices', () => {
    render(<NoticeList notices={[]} labels={{ empty: 'Nothing here' }} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});
