import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '.';

const languages = [
  { code: 'en', label: 'English' },
  { code: 'ja', label: '日本語' },
];

describe('Header', () => {
  it('links the logo home and shows the account and navigation slots', () => {
    render(
      <Header
        logo={<span>logo</span>}
        logoLabel="PlaySite home"
        account={<form aria-label="Log in" />}
        navigation={<nav aria-label="Main" />}
      />,
    );
    expect(screen.getByRole('link', { name: 'PlaySite home' })).toHaveAttribute('href', '/index');
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the language selector only with more than one language', () => {
    const { rerender } = render(
      <Header logo="L" logoLabel="Home" languages={languages} language="ja" onLanguageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Language: 日本語' })).toBeInTheDocument();
    rerender(
      <Header
        logo="L"
        logoLabel="Home"
        languages={languages.slice(0, 1)}
        language="en"
        onLanguageChange={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
  });
});
