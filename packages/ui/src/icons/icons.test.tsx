import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeIcon, iconNames, icons } from '.';

describe('icons', () => {
  it('are decorative (hidden) unless given a title', () => {
    const { container } = render(<HomeIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('take an accessible name from title', () => {
    render(<HomeIcon title="Home" />);
    expect(screen.getByRole('img', { name: 'Home' })).toBeInTheDocument();
  });

  it.each(iconNames)('%s draws something in currentColor', (name) => {
    const Icon = icons[name];
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg?.children.length).toBeGreaterThan(0);
    expect(svg).toHaveAttribute('data-icon', name);
  });
});
