import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RightBar } from '.';

const downloads = [
  { kind: 'ios' as const, qrText: 'https://play.example/down?os=ios' },
  { kind: 'lite' as const, qrText: 'https://play.example/down?os=lite' },
  { kind: 'android' as const, qrText: 'https://play.example/down?os=android' },
];

describe('RightBar', () => {
  it('opens customer service and links the social page and e-mail', async () => {
    const onCustomerService = vi.fn();
    render(
      <RightBar
        onCustomerService={onCustomerService}
        socialHref="https://social.example/playsite"
        email="help@play.example"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(onCustomerService).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Follow us' })).toHaveAttribute(
      'href',
      'https://social.example/playsite',
    );
    expect(screen.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', 'mailto:help@play.example');
  });

  it('shows unread customer-service answers as a badge that screen readers hear with the button', () => {
    const { rerender } = render(
      <RightBar
        onCustomerService={() => undefined}
        customerServiceUnread={{ count: 0, label: 'Unread answers: 0' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    rerender(
      <RightBar
        onCustomerService={() => undefined}
        customerServiceUnread={{ count: 2, label: 'Unread answers: 2' }}
      />,
    );
    const button = screen.getByRole('button', { name: /Customer service/ });
    expect(button).toHaveTextContent('Unread answers: 2');
    expect(button.querySelector('[data-badge="count"]')).toHaveTextContent('2');
  });

  it('shows a QR code per app that leads to /down', () => {
    render(<RightBar downloads={downloads} />);
    for (const name of ['iOS app', 'Lite app', 'Android app']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', '/down');
      expect(link.querySelector('svg[role="img"]')).not.toBeNull();
    }
  });

  it('leaves out what is not configured', () => {
    render(<RightBar downloads={downloads.filter((d) => d.kind !== 'lite')} />);
    expect(screen.queryByRole('link', { name: 'Lite app' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
  });
});
