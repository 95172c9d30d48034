import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShell } from '.';

const regions = {
  header: <p>Header content</p>,
  aside: <p>Right bar content</p>,
  footer: <p>Footer content</p>,
};

describe('AppShell', () => {
  it('puts header, main, side menu and footer in landmarks', () => {
    render(
      <AppShell {...regions} labels={{ aside: 'Quick links' }}>
        <h1>Home page</h1>
      </AppShell>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Header content');
    expect(screen.getByRole('main')).toHaveTextContent('Home page');
    expect(screen.getByRole('complementary', { name: 'Quick links' })).toHaveTextContent('Right bar content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer content');
  });

  it('shows only the header in the header-only layout (lottery, /game)', () => {
    render(
      <AppShell {...regions} layout="headerOnly">
        <h1>Lottery</h1>
      </AppShell>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Lottery');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('offers a skip link to the main content', () => {
    render(
      <AppShell header="h" labels={{ skipToContent: 'Go to content' }} mainId="page">
        body
      </AppShell>,
    );
    expect(screen.getByRole('link', { name: 'Go to content' })).toHaveAttribute('href', '#page');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'page');
  });
});
