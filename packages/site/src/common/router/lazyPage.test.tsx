import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage, loadPage, type PageModule } from './lazyPage.tsx';

const pageSaying = (text: string) => (): Promise<PageModule> =>
  Promise.resolve({ Component: () => <p>{text}</p> });

describe('lazyPage', () => {
  it('renders a page loaded ahead at once, without the loading spinner', async () => {
    const load = pageSaying('Loaded ahead');
    await loadPage(load);
    render(lazyPage(load));
    expect(screen.getByText('Loaded ahead')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the spinner until a page not loaded yet arrives', async () => {
    render(lazyPage(pageSaying('Loaded on visit')));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('Loaded on visit')).toBeInTheDocument();
  });
});
