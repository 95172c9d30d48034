import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from '.';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the asked number of text lines', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
  });

  it('takes a shape and size', () => {
    const { container } = render(<Skeleton shape="circle" width="48px" height="48px" />);
    expect(container.firstElementChild).toHaveAttribute('data-shape', 'circle');
    expect(container.firstElementChild).toHaveStyle({ width: '48px', height: '48px' });
  });
});
