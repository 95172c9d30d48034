import { useCallback, useState } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { platform } from '../../common/api/platform.ts';
import { reportError } from '../../common/feedback/reportError.ts';
import { currentLanguage, platformLanguage } from '../../common/i18n/index.ts';
import { requireRealAccount } from '../../common/router/guards.ts';
import { closeModal, openModal } from '../../common/stores/modals.ts';
import { session } from '../../common/stores/session.ts';
import { type LaunchTarget, launchStep } from './launch.ts';
import { startPlaying } from './playing.ts';

/** Router state of a page a lobby opened a game in: the game's name and the lobby's address. */
export interface LaunchedFrom {
  title: string;
  returnTo: string;
}

export interface LaunchContext {
  navigate: NavigateFunction;
  /** Where the game page's back action returns to. */
  returnTo: string;
  /** Told the target being launched, then null once the launch call has answered. */
  onPending?: (code: string | null) => void;
}

/**
 * Carries out the launch rules: login popup, trial warning, lottery routes, popup game list, or
 * the launch call and then /game with the game URL in client state.
 */
export async function launchGame(target: LaunchTarget, context: LaunchContext): Promise<void> {
  const { navigate, returnTo, onPending } = context;
  const step = launchStep(target, {
    loggedIn: Boolean(session.token),
    trial: session.isTrial,
    language: platformLanguage(currentLanguage()),
  });
  switch (step.kind) {
    case 'login':
      // After the login (or the free trial) the player lands in this game, not on the home page.
      openModal('loginPopupModal', { onSignedIn: () => void launchGame(target, context) });
      return;
    case 'trialWarning':
      requireRealAccount(); // shows the 'need true account' warning
      return;
    case 'route':
      closeModal();
      // The lottery page names the game and offers the way back (e.g. to /elott) from this.
      navigate(step.to, { state: { title: target.title, returnTo } satisfies LaunchedFrom });
      return;
    case 'popup':
      openModal('gamePopup', { vendor: step.vendor, title: step.title });
      return;
    case 'launch': {
      onPending?.(target.code);
      try {
        const { content } = await platform.call('launchGame', step.request);
        closeModal();
        startPlaying({ url: content.game_url, title: step.title, returnTo });
        navigate('/game');
      } catch (error) {
        reportError(error);
      } finally {
        onPending?.(null);
      }
    }
  }
}

/** launchGame from a page; `pending` names the target being launched, so its button can show progress. */
export function useLaunch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  const launch = useCallback(
    (target: LaunchTarget) =>
      launchGame(target, { navigate, returnTo: pathname + search, onPending: setPending }),
    [navigate, pathname, search],
  );
  return { launch, pending };
}
