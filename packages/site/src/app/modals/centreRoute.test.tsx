import { render, waitFor } from '@testing-library/react';
import { act } from 'react';
import { BrowserRouter, type NavigateFunction, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh site: the modal store and the centre route as a first visit loads them. */
async function freshSite() {
  vi.resetModules();
  const store = await import('../../common/stores/modals.ts');
  const { useCentreRoute } = await import('./centreRoute.ts');
  const router: { navigate?: NavigateFunction } = {};
  function Host() {
    useCentreRoute();
    router.navigate = useNavigate();
    return null;
  }
  const mountHost = () =>
    render(
      <BrowserRouter>
        <Host />
      </BrowserRouter>,
    );
  return { ...store, mountHost, router };
}

describe('useCentreRoute', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/index');
  });

  // The header's Agent button pressed on a fresh visit while the host's code was still loading:
  // the address took the centre away again (agent.spec, under load).
  it('takes a centre page opened before the host mounted into the address, and keeps it open', async () => {
    const { modals, openModal, mountHost } = await freshSite();
    openModal('agentCenter', { page: 'agentTeamOverview' });
    const host = mountHost();
    await waitFor(() => expect(window.location.search).toBe('?centre=agent/agentTeamOverview'));
    expect(modals.open).toBe('agentCenter');
    host.unmount();
  });

  // The router hands out a new navigate function for each pathname: the host must not take the
  // open centre for a new one and push it back into the address the link just left.
  it('closes the centre when a link leaves for another page', async () => {
    const { modals, openModal, mountHost, router } = await freshSite();
    const host = mountHost();
    act(() => openModal('memberCenter', { page: 'depositv2' }));
    await waitFor(() => expect(window.location.search).toBe('?centre=member/depositv2'));
    await act(() => router.navigate?.('/rng'));
    await waitFor(() => expect(modals.open).toBeNull());
    expect(window.location.pathname + window.location.search).toBe('/rng');
    host.unmount();
  });
});
