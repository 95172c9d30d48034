import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import flagPlaceholderSrc from '../../assets/flag-placeholder.svg';
import { type Country, CountryCodePicker, countryListCloseDelayMs } from '.';

const countries: Country[] = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const picker = () => page.getByRole('button', { name: /^Country calling code/ });

describe('CountryCodePicker', () => {
  it('shows the selected flag and +dialing code, named for assistive technology', async () => {
    await render(<CountryCodePicker countries={countries} defaultValue="VN" />);
    await expect.element(picker()).toHaveAccessibleName('Country calling code: Vietnam +84');
    await expect.element(picker()).toHaveTextContent('+84');
  });

  it('is used with the keyboard: open, arrow, Enter picks and returns focus', async () => {
    const onChange = vi.fn();
    await render(<CountryCodePicker countries={countries} onChange={onChange} />);
    await userEvent.tab();
    await expect.element(picker()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = page.getByRole('listbox', { name: 'Country calling code' });
    await expect.element(list).toBeVisible();
    await expect.element(page.getByRole('option', { name: '+63 Philippines' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ countryCode: 'VN', countryDialingCode: '84' });
    await expect.element(list).not.toBeInTheDocument();
    await expect.element(picker()).toHaveFocus();
    await expect.element(picker()).toHaveTextContent('+84');
  });

  it('closes on Escape and returns focus to the button', async () => {
    await render(<CountryCodePicker countries={countries} />);
    await picker().click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(picker()).toHaveFocus();
  });

  it('closes 200 ms after focus leaves it, not before', async () => {
    await render(
      <>
        <CountryCodePicker countries={countries} />
        <input aria-label="Mobile number" />
      </>,
    );
    await picker().click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    (page.getByRole('textbox', { name: 'Mobile number' }).element() as HTMLInputElement).focus();
    const left = performance.now();
    await sleep(countryListCloseDelayMs - 120);
    expect(page.getByRole('listbox').query()).not.toBeNull();
    await vi.waitFor(() => expect(page.getByRole('listbox').query()).toBeNull(), {
      timeout: 1000,
      interval: 5,
    });
    expect(performance.now() - left).toBeGreaterThanOrEqual(countryListCloseDelayMs - 5);
  });

  it('stays open when focus comes back within the delay', async () => {
    await render(
      <>
        <CountryCodePicker countries={countries} />
        <input aria-label="Mobile number" />
      </>,
    );
    await picker().click();
    const option = page.getByRole('option', { name: '+63 Philippines' });
    await expect.element(option).toHaveFocus();
    (page.getByRole('textbox', { name: 'Mobile number' }).element() as HTMLInputElement).focus();
    await sleep(50);
    (option.element() as HTMLElement).focus();
    await sleep(countryListCloseDelayMs + 100);
    await expect.element(page.getByRole('listbox')).toBeVisible();
  });

  it('loads flags from the host path and falls back to the local placeholder', async () => {
    await render(<CountryCodePicker countries={countries} flagHost="/no-such-image-host/" />);
    const flag = picker().element().querySelector('img');
    expect(flag).not.toBeNull();
    await vi.waitFor(() => expect(flag?.hasAttribute('data-fallback')).toBe(true));
    expect(flag?.getAttribute('src')).toBe(flagPlaceholderSrc);
  });
});
