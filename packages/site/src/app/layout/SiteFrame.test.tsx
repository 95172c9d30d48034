import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../routes.tsx';
import { SiteFrame } from './SiteFrame.tsx';
import { SiteLayout } from './SiteLayout.tsx';

const hostMounts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../modals/ModalHost.tsx', () => ({
  ModalHost() {
    useEffect(() => {
      hostMounts.count += 1;
    }, []);
    return null;
  },
}));
vi.mock('./phone/PhoneTabBar.tsx', () => ({ default: () => null }));

/** The route objects whose element is of this component, anywhere in the tree. */
function routesOf(type: unknown, tree: RouteObject[]): RouteObject[] {
  return tree.flatMap((route) => [
    ...((route.element as { type?: unknown } | undefined)?.type === type ? [route] : []),
    ...routesOf(type, route.children ?? []),
  ]);
}

describe('SiteFrame', () => {
  it('holds both layouts in the site routes', () => {
    const [frame] = routesOf(SiteFrame, routes);
    expect(routesOf(SiteFrame, routes)).toHaveLength(1);
    expect(routesOf(SiteLayout, frame?.children ?? [])).toHaveLength(2);
    expect(routesOf(SiteLayout, routes)).toHaveLength(2);
  });

  // A modal open while the page moves from a full page to a lottery or game page keeps its host,
  // so it keeps what the visitor typed and its place in the address.
  it('keeps one modal host while the page moves between layouts', async () => {
    const layout = (name: string) => (
      <main aria-label={name}>
        <Outlet />
      </main>
    );
    const router = createMemoryRouter(
      [
        {
          element: <SiteFrame />,
          children: [
            { element: layout('full'), children: [{ path: '/index', element: 'lobby' }] },
            { element: layout('headerOnly'), children: [{ path: '/game', element: 'game' }] },
          ],
        },
      ],
      { initialEntries: ['/index'] },
    );
    const page = render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(hostMounts.count).toBe(1));
    await act(() => router.navigate('/game'));
    expect(page.getByRole('main', { name: 'headerOnly' })).toBeTruthy();
    await act(() => router.navigate('/index'));
    expect(page.getByRole('main', { name: 'full' })).toBeTruthy();
    expect(hostMounts.count).toBe(1);
  });
});
