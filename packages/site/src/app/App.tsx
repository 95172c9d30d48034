import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes.tsx';

function Routes() {
  return useRoutes(routes);
}

/** Declarative routing: the data router's loaders are unused and would double the router's weight. */
export function App() {
  return (
    <BrowserRouter>
      <Routes />
    </BrowserRouter>
  );
}
