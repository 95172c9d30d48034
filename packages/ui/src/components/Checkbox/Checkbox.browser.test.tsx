import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { brands, defaultBrand } from '../../theme/brands';
import { vars } from '../../theme/contract.css';
import { Checkbox } from '.';

/** The custom property behind a token (`var(--radius-indicator)` -> `--radius-indicator`). */
const propertyOf = (token: string) => token.replace(/^var\((--[^,)]+).*\)$/, '$1');

/**
 * Issue 38: a brand with a round indicator radius (`shape.indicator` 10 or more) drew its check
 * boxes as circles, which read as radio buttons. The box keeps square corners of at most a quarter
 * of its side, whatever the brand's radius.
 */
describe('Checkbox in a brand with a round indicator radius', () => {
  it.each(['0px', '4px', '12px', '999px'])(
    'stays a square box at an indicator radius of %s',
    async (radius) => {
      const screen = await render(
        <div
          className={brands[defaultBrand]?.className}
          style={{ [propertyOf(vars.radius.indicator)]: radius } as React.CSSProperties}
        >
          <Checkbox>Remember me</Checkbox>
        </div>,
      );
      const box = screen.container.querySelector('[aria-hidden]') as HTMLElement;
      const side = box.getBoundingClientRect().width;
      const corner = Number.parseFloat(getComputedStyle(box).borderTopLeftRadius);
      expect(side).toBeGreaterThan(10);
      expect(corner).toBeLessThanOrEqual(Math.min(Number.parseFloat(radius), side / 4) + 0.01);
      if (Number.parseFloat(radius) <= side / 4) expect(corner).toBeCloseTo(Number.parseFloat(radius), 1);
    },
  );
});
