import { lazy, Suspense } from 'react';
import { loadHomePage } from '../../home/lazy.ts';
import { OpenModalOnVisit } from '../OpenModalOnVisit.tsx';

const HomePage = lazy(() => loadHomePage().then((home) => ({ default: home.Component })));

/** /register (and /register.html): the home page with the registration modal open. */
export function Component() {
  return (
    <>
      <OpenModalOnVisit name="registerModal" />
      <Suspense fallback={null}>
        <HomePage />
      </Suspense>
    </>
  );
}
