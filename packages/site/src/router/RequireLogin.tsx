import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../stores/session.ts';
import { requireLogin } from './guards.ts';

/** Routes that need a session (game launch): guests get the login popup on the home page. */
export function RequireLogin() {
  const { token } = useSnapshot(session);
  useEffect(() => {
    if (!token) requireLogin();
  }, [token]);
  return token ? <Outlet /> : <Navigate to="/index" replace />;
}
