import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../components/Button';
import { FilterChips } from '../components/FilterChips';
import { TextField } from '../components/TextField';

/** The native widgets expose react-aria's data-* states (docs/adr/0005-design-system-api.md). */
describe('native widgets: react-aria data states', () => {
  it('Button: hovered, pressed, focus-visible by keyboard only, disabled', async () => {
    const screen = await render(
      <>
        <Button>Deposit</Button>
        <Button isDisabled>Withdraw</Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Deposit' }).element();
    await userEvent.hover(button);
    expect(button).toHaveAttribute('data-hovered', 'true');
    await userEvent.click(button);
    expect(button).not.toHaveAttribute('data-focus-visible');
    await userEvent.unhover(button);
    expect(button).not.toHaveAttribute('data-hovered');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Tab}');
    expect(button).toHaveAttribute('data-focus-visible', 'true');
    expect(screen.getByRole('button', { name: 'Withdraw' }).element()).toHaveAttribute(
      'data-disabled',
      'true',
    );
  });

  it('TextField: invalid, disabled and focus-visible on the input', async () => {
    const screen = await render(
      <>
        <TextField label="Username" errorMessage="Required" />
        <TextField label="Code" isDisabled />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' }).element();
    expect(input).toHaveAttribute('data-invalid', 'true');
    await userEvent.keyboard('{Tab}');
    expect(input).toHaveAttribute('data-focus-visible', 'true');
    expect(screen.getByRole('textbox', { name: 'Code' }).element()).toHaveAttribute('data-disabled', 'true');
  });

  it('FilterChips: a chip is hovered and disabled like a react-aria radio', async () => {
    const screen = await render(
      <FilterChips
        label="Vendor"
        chips={[
          { id: '', label: 'All' },
          { id: 'x', label: 'Closed', isDisabled: true },
        ]}
        selectedId=""
        onChange={() => {}}
      />,
    );
    const all = screen.getByText('All').element();
    await userEvent.hover(all);
    expect(all).toHaveAttribute('data-hovered', 'true');
    expect(screen.getByText('Closed').element()).toHaveAttribute('data-disabled', 'true');
  });
});
