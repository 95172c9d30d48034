import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '.';

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
const pageNames = () =>
  within(nav())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Pagination', () => {
  it('is a named navigation landmark marking the current page', () => {
    render(<Pagination pageCount={10} page={5} />);
    expect(pageNames()).toEqual(['', '1', '…More pages', '4', '5', '6', '…More pages', '10', '']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('moves with previous and next and disables them at the ends', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pageCount={3} defaultPage={1} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('jumps to a pressed page and does not report the current page again', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pageCount={20} page={1} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange.mock.calls).toEqual([[20]]);
  });

  it('offers first and last buttons when asked and can hide previous/next', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pageCount={9} page={4} showFirstLast hidePrevNext onPageChange={onPageChange} />);
    expect(screen.queryByRole('button', { name: 'Previous page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange.mock.calls).toEqual([[9], [1]]);
  });

  it('takes page range, margin pages and labels', () => {
    render(
      <Pagination
        pageCount={30}
        page={15}
        pageRange={5}
        marginPages={2}
        labels={{ navigation: 'Notices pages', page: 'Go to {page}' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Notices pages' })).toBeInTheDocument();
    const pages = screen.getAllByRole('button', { name: /^Go to/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '13', '14', '15', '16', '17', '29', '30']);
  });

  it('renders nothing without pages', () => {
    const { container } = render(<Pagination pageCount={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
