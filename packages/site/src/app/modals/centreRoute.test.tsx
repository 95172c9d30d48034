import { render, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh site: the modal store and the centre route as a first visit loads them. */
async function freshSite() {
  vi.resetModules();
  const store = await import('../../common/stores/modals.ts');
  const { useCentreRoute } = await import('./centreRoute.ts');
  function Host() {
    useCentreRoute();
    return null;
  }
  const mountHost = () =>
    render(
      <BrowserRouter>
        <Host />
      </BrowserRouter>,
    );
  return { ...store, mountHost };
}

describe('useCentreRoute', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/index');
  });

  // The header's Agent button pressed on a fresh visit while the host's code was still loading:
  // the address took the centre away again (agent.spec, under load).
  it('takes a centre page opened before the first host mounted into the address, and keeps it open', async () => {
    const { modals, openModal, mountHost } = await freshSite();
    openModal('agentCenter', { page: 'agentTeamOverview' });
    const host = mountHost();
    await waitFor(() => expect(window.location.search).toBe('?centre=agent/agentTeamOverview'));
    expect(modals.open).toBe('agentCenter');
    host.unmount();
  });

  it('lets the address close a centre page when a later host mounts on a page without one', async () => {
    const { modals, openModal, mountHost } = await freshSite();
    // The site's first host came and went (the layout changed), then the next one mounts.
    mountHost().unmount();
    openModal('memberCenter', { page: 'depositv2' });
    window.history.replaceState(null, '', '/game');
    const host = mountHost();
    await waitFor(() => expect(modals.open).toBeNull());
    expect(window.location.search).toBe('');
    host.unmount();
  });
});
