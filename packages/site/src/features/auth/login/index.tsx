import { lazy, Suspense } from 'react';
import { loadHomePage } from '../../home/lazy.ts';
import { OpenModalOnVisit } from '../OpenModalOnVisit.tsx';

const HomePage = lazy(() => loadHomePage().then((home) => ({ default: home.Component })));

/** /login: the home page with the login modal open. */
export function Component() {
  return (
    <>
      <OpenModalOnVisit name="loginPopupModal" />
      <Suspense fallback={null}>
        <HomePage />
      </Suspense>
    </>
  );
}
