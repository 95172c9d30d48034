import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from '.';

const items: TabItem[] = [
  { id: 'username', label: 'Username', content: <p>Username form</p> },
  { id: 'sms', label: 'SMS', content: <p>SMS form</p> },
  { id: 'email', label: 'E-mail', content: <p>E-mail form</p>, isDisabled: true },
];

describe('Tabs', () => {
  it('shows the first tab panel, named by its tab', () => {
    render(<Tabs label="Login method" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toHaveTextContent('Username form');
  });

  it('moves with arrow keys, skipping disabled tabs, and reports the selection', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs label="Login method" items={items} onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveFocus();
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange.mock.calls.map(([id]) => id)).toEqual(['sms', 'username', 'sms']);
  });

  it('keeps one tab in the Tab order, and a click selects', async () => {
    render(<Tabs label="Login method" items={items} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(screen.getByRole('tabpanel', { name: 'SMS' })).toHaveTextContent('SMS form');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows a controlled selection', () => {
    const { rerender } = render(<Tabs label="Login method" items={items} selectedId="sms" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');
    rerender(<Tabs label="Login method" items={items} selectedId="username" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Username form');
  });
});
