import { lazy, Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes.tsx';

// Needed from the first navigation on, not for the first paint: off the start-up path.
const ScrollRestoration = lazy(() =>
  import('./scroll/ScrollRestoration.tsx').then((m) => ({ default: m.ScrollRestoration })),
);

function Routes() {
  return useRoutes(routes);
}

/** Declarative routing: data comes from the query layer (docs/adr/0006-data-layer.md); the data router would add 16 KB. */
export function App() {
  return (
    <BrowserRouter>
      <Routes />
      <Suspense fallback={null}>
        <ScrollRestoration />
      </Suspense>
    </BrowserRouter>
  );
}
