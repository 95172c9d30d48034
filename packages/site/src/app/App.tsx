import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes.tsx';
import { ScrollRestoration } from './scroll/ScrollRestoration.tsx';

function Routes() {
  return useRoutes(routes);
}

/** Declarative routing: data comes from the query layer (docs/adr/0006-data-layer.md); the data router would add 16 KB. */
export function App() {
  return (
    <BrowserRouter>
      <Routes />
      <ScrollRestoration />
    </BrowserRouter>
  );
}
