import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import flagPlaceholderSrc from '../../assets/flag-placeholder.svg';
import { CountryCodePicker, flagUrl } from '.';

const countries = [
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'ID', countryDialingCode: '62' },
];

describe('flagUrl', () => {
  it('builds COUNTRY_FLAG/{countryCode}.png under the host, with or without a trailing slash', () => {
    expect(flagUrl('https://img.playsite.test', 'TH')).toBe('https://img.playsite.test/COUNTRY_FLAG/TH.png');
    expect(flagUrl('https://img.playsite.test//', 'ID')).toBe(
      'https://img.playsite.test/COUNTRY_FLAG/ID.png',
    );
  });
});

describe('CountryCodePicker flag', () => {
  it('loads the flag from the host and swaps to the local placeholder when it fails', () => {
    const { container } = render(
      <CountryCodePicker countries={countries} flagHost="https://img.playsite.test" />,
    );
    const flag = container.querySelector('img');
    expect(flag).toHaveAttribute('src', 'https://img.playsite.test/COUNTRY_FLAG/TH.png');
    expect(flag).toHaveAttribute('alt', '');
    if (flag) fireEvent.error(flag);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(flagPlaceholderSrc);
  });

  it('uses the placeholder without a host and names countries in the given language', () => {
    const { container } = render(<CountryCodePicker countries={countries} defaultValue="ID" locale="fr" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(flagPlaceholderSrc);
    expect(screen.getByRole('button')).toHaveAccessibleName('Country calling code: Indonésie +62');
  });

  it('is disabled without countries', () => {
    render(<CountryCodePicker countries={[]} />);
    expect(screen.getByRole('button', { name: 'Country calling code' })).toBeDisabled();
  });
});
