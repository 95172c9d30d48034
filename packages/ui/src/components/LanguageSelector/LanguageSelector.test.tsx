import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSelector } from '.';

const languages = [
  { code: 'en', label: 'English', lang: 'en' },
  { code: 'cn', label: '中文', lang: 'zh' },
  { code: 'th', label: 'ไทย', lang: 'th' },
];

describe('LanguageSelector', () => {
  it('renders nothing when the brand has one language', () => {
    const { container } = render(
      <LanguageSelector languages={[{ code: 'en', label: 'English' }]} value="en" onChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('names the current language and changes it from the menu', async () => {
    const onChange = vi.fn();
    render(<LanguageSelector languages={languages} value="en" onChange={onChange} label="Language" />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'ไทย' }));
    expect(onChange).toHaveBeenCalledWith('th');
  }, 20_000);
});
