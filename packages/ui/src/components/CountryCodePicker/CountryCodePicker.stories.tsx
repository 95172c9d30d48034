import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout';
import { vars } from '../../theme';
import { type Country, CountryCodePicker, countryListCloseDelayMs } from '.';

const countries: Country[] = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'KR', countryDialingCode: '82' },
  { countryCode: 'JP', countryDialingCode: '81' },
];

const meta = {
  title: 'Components/CountryCodePicker',
  component: CountryCodePicker,
  args: { countries, onChange: fn() },
  decorators: [(Story) => <div style={{ minHeight: vars.modal.height }}>{Story()}</div>],
} satisfies Meta<typeof CountryCodePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: open with Enter, move with arrows, pick with Enter; focus returns to the button. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Country calling code/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('listbox', { name: 'Country calling code' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ countryCode: 'VN', countryDialingCode: '84' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveTextContent('+84');
  },
};

/** The list closes 200 ms after focus leaves the picker. */
export const ClosesAfterBlur: Story = {
  render: (args) => (
    <Inline gap="2" wrap={false}>
      <CountryCodePicker {...args} />
      <input
        aria-label="Mobile number"
        style={{ background: vars.color.background.input, color: vars.color.foreground.default }}
      />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Country calling code/ }));
    await canvas.findByRole('listbox');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Mobile number' }));
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull(), {
      timeout: countryListCloseDelayMs * 5,
    });
  },
};

/** Flags from a host that does not answer fall back to the local placeholder. */
export const FlagFallback: Story = { args: { flagHost: '/no-such-image-host', defaultValue: 'TH' } };

/** Country names follow the given language. */
export const ThaiNames: Story = { args: { locale: 'th', defaultValue: 'TH' } };

export const Disabled: Story = { args: { isDisabled: true } };

/** Closed, open, disabled and empty. */
export const StateMatrix: Story = {
  render: (args) => (
    <Inline gap="6" align="flex-start">
      <CountryCodePicker {...args} />
      <CountryCodePicker {...args} defaultValue="KR" isDisabled />
      <CountryCodePicker {...args} countries={[]} />
      <CountryCodePicker {...args} defaultValue="JP" label="Open picker" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Open picker/ }));
  },
};
