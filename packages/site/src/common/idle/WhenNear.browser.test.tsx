import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { WhenNear } from './WhenNear.tsx';

describe('WhenNear', () => {
  it('renders what is far below the viewport only once the page scrolls towards it', async () => {
    const screen = await render(
      <>
        <div style={{ height: '300vh' }}>Long lobby</div>
        <WhenNear>
          <p>Footer links</p>
        </WhenNear>
      </>,
    );
    await expect.element(screen.getByText('Long lobby')).toBeVisible();
    // The page has painted and gone idle, and the footer is still not there.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.container.textContent).not.toContain('Footer links');
    window.scrollTo(0, document.body.scrollHeight);
    await expect.element(screen.getByText('Footer links')).toBeInTheDocument();
    window.scrollTo(0, 0);
  });

  it('renders what is in view once the page has painted', async () => {
    const screen = await render(
      <WhenNear>
        <p>Side bar</p>
      </WhenNear>,
    );
    await expect.element(screen.getByText('Side bar')).toBeVisible();
  });
});
