import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { brand } from '../common/brand/index.ts';
import { session } from '../common/stores/session.ts';
import { accessRedirect } from './access.ts';

/** Logged-in-only brands send guests to /login from every other page (a social sign-in's way back keeps its query). */
export function AccessRule() {
  const { token } = useSnapshot(session);
  const { pathname, search } = useLocation();
  const to = accessRedirect(pathname, brand.loggedInOnly, token, search);
  return to ? <Navigate to={to} replace /> : <Outlet />;
}
