import { useEffect, useEffectEvent } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { subscribe } from 'valtio';
import { loadMember } from '../../common/account/member.ts';
import { type Centre, parseCentre, sameCentre, withCentre } from '../../common/router/centreAddress.ts';
import { requireAgent, requireRealAccount } from '../../common/router/guards.ts';
import { closeModal, type ModalPayloads, modals, openModal } from '../../common/stores/modals.ts';
import { session } from '../../common/stores/session.ts';

/** The centre page the modal store shows, if a centre is open. */
function shownCentre(): Centre | null {
  if (modals.open === 'memberCenter' && modals.payload) {
    return { name: 'memberCenter', page: (modals.payload as ModalPayloads['memberCenter']).page };
  }
  if (modals.open === 'agentCenter' && modals.payload) {
    return { name: 'agentCenter', page: (modals.payload as ModalPayloads['agentCenter']).page };
  }
  return null;
}

function show(centre: Centre) {
  if (centre.name === 'memberCenter') openModal('memberCenter', { page: centre.page });
  else openModal('agentCenter', { page: centre.page });
}

/**
 * How many centre pages this entry of the history is above the page behind the overlay (the
 * browser's own history state: the address the router holds may not have caught up yet).
 */
function depth(): number {
  const state = window.history.state as { usr?: { centreDepth?: number } } | null;
  return state?.usr?.centreDepth ?? 0;
}

/** The history entry the admission check last ran for: each entry is checked once. */
let checkedEntry: string | undefined;
const entryKey = () => (window.history.state as { key?: string } | null)?.key;

const here = (search: string) => ({ pathname: window.location.pathname, search, hash: window.location.hash });

/** Guests log in first (and the page opens then); trial accounts and non-agents are refused by the guards. */
async function admitted(centre: Centre): Promise<boolean> {
  if (!session.token) {
    openModal('loginPopupModal', { onSignedIn: () => show(centre) });
    return false;
  }
  // After a reload only the token is known: who it is (agent, trial) comes with the member info.
  if (session.type === null) await loadMember();
  return centre.name === 'agentCenter' ? requireAgent() : requireRealAccount();
}

/** The address → the store: a link, a bookmark, back and forward. */
function followAddress(search: string, navigate: NavigateFunction) {
  const wanted = parseCentre(search);
  if (sameCentre(wanted, shownCentre())) return;
  if (!wanted) {
    checkedEntry = undefined;
    closeModal('memberCenter');
    closeModal('agentCenter');
    return;
  }
  if (depth() === 0) {
    // Came from outside (a link, a reload of a shared address): the page goes below the overlay
    // in history, so back closes the overlay like it does for one opened here.
    // The address's next render (a new history entry, so a new location key) opens the page.
    navigate(here(withCentre(search, null)), { replace: true });
    navigate(here(search), { state: { centreDepth: 1 } });
    return;
  }
  // The router's render and the browser's popstate can both report one entry: a refusal must go back once.
  const entry = entryKey();
  if (entry !== undefined && entry === checkedEntry) return;
  checkedEntry = entry;
  void admitted(wanted).then((ok) => {
    if (!sameCentre(parseCentre(window.location.search), wanted)) return;
    if (!ok) return leave(navigate);
    checkedEntry = undefined;
    show(wanted);
  });
}

/** Takes the centre out of the address: back to the page below the overlay. */
function leave(navigate: NavigateFunction) {
  const above = depth();
  if (above > 0) navigate(-above);
  else navigate(here(withCentre(window.location.search, null)), { replace: true });
}

/**
 * The store → the address: the header, the menus and the close button open and close centre pages.
 * A centre page opened before the host mounted (the header's button, pressed while the host's code
 * was still loading) goes into the address too, instead of the address closing it.
 */
function followStore(navigate: NavigateFunction): () => void {
  let previous: Centre | null = null;
  const follow = () => {
    const now = shownCentre();
    if (sameCentre(previous, now)) return;
    previous = now;
    const search = window.location.search;
    if (sameCentre(parseCentre(search), now)) return;
    if (now) navigate(here(withCentre(search, now)), { state: { centreDepth: depth() + 1 } });
    else leave(navigate);
  };
  follow();
  return subscribe(modals, follow);
}

/**
 * Keeps the centre overlays and the address in step (common/router/centreAddress.ts): opening a
 * centre page pushes its address, back closes it or returns to the centre page before, closing
 * the overlay goes back to the page below it, and an address with a centre page opens it (guests
 * after logging in).
 */
export function useCentreRoute() {
  const { key } = useLocation();
  // The router makes a new navigate function for each pathname; the store is followed from the
  // host's mount on, so a new one must not resubscribe (and take the store's centre for new).
  const navigate = useEffectEvent(useNavigate());
  useEffect(() => followStore(navigate), []);
  // A link to a centre page (the router's location) and back and forward (the browser's event):
  // the router renders locations in a transition, so a push and the back right after it can fold
  // into one render whose address did not change, while the store did. Each history entry has its
  // own key: a replace and a push folded into one render of the same address still run this.
  useEffect(() => followAddress(window.location.search, navigate), [key]);
  useEffect(() => {
    const onPop = () => followAddress(window.location.search, navigate);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}
