import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAboutLinks, Footer } from '.';

describe('Footer', () => {
  it('shows the three steps register, play, win in order', () => {
    render(<Footer brandName="PlaySite" />);
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Register'),
      expect.stringContaining('Play'),
      expect.stringContaining('Win'),
    ]);
  });

  it('lists the seven about-links in the order of the spec', () => {
    const aboutLinks = defaultAboutLinks.map((link) => ({ ...link, href: `/help?topic=${link.id}` }));
    render(<Footer brandName="PlaySite" aboutLinks={aboutLinks} />);
    const about = screen.getByRole('navigation', { name: 'About' });
    expect(
      within(about)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'About Company',
      'Contact Us',
      'General Terms and Conditions',
      'Responsible Gaming',
      'Privacy Policy',
      'Affiliates',
      'Refund Policy',
    ]);
  });

  it('shows navigation items and the copyright line with year 2023 and the brand', () => {
    render(
      <Footer brandName="Golden Palace" navItems={[{ id: 'live', label: 'Live Casino', href: '/live' }]} />,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Games' })).getByRole('link', { name: 'Live Casino' }),
    ).toHaveAttribute('href', '/live');
    expect(screen.getByText('© 2023 Golden Palace. All rights reserved.')).toBeInTheDocument();
  });
});
