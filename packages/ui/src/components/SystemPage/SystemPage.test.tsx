import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SystemPage } from '.';

describe('SystemPage', () => {
  it('shows the maintenance message and a Contact Us button', async () => {
    const onContactUs = vi.fn();
    render(<SystemPage kind="maintenance" onContactUs={onContactUs} />);
    expect(screen.getByRole('main')).toHaveTextContent('We are currently performing a system maintenance');
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(onContactUs).toHaveBeenCalledTimes(1);
  });

  it("shows the restriction message with the visitor's IP and country", () => {
    render(<SystemPage kind="region" ip="203.0.113.7" country="Atlantis" onContactUs={() => {}} />);
    expect(
      screen.getByText(
        'Due to restriction of your location or IP address, you are not allowed to access the site',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('IP').nextSibling).toHaveTextContent('203.0.113.7');
    expect(screen.getByText('Country').nextSibling).toHaveTextContent('Atlantis');
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('takes translated texts as props', () => {
    render(
      <SystemPage
        kind="maintenance"
        labels={{ maintenanceMessage: 'ระบบกำลังปรับปรุง', maintenanceTitle: 'ปิดปรับปรุง' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ปิดปรับปรุง' })).toBeInTheDocument();
    expect(screen.getByText('ระบบกำลังปรับปรุง')).toBeInTheDocument();
  });
});
