import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSelector } from '.';
import { storyLanguages } from './LanguageSelector.fixtures';

const meta = {
  title: 'Components/LanguageSelector',
  component: LanguageSelector,
  args: { languages: storyLanguages, value: 'en', onChange: fn() },
} satisfies Meta<typeof LanguageSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <LanguageSelector
        {...args}
        value={value}
        onChange={(code) => {
          setValue(code);
          args.onChange(code);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitemradio', { name: '日本語' }));
    await expect(args.onChange).toHaveBeenCalledWith('ja');
  },
};

export const SingleLanguageRendersNothing: Story = {
  args: { languages: storyLanguages.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Translated: Story = { args: { value: 'th', label: 'ภาษา' } };
