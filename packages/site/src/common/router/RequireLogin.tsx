import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../stores/session.ts';
import { requireLogin } from './guards.ts';

/**
 * A page that needs a session (the launched game): guests get the login popup on the home page.
 * Used inside the page module, so that it is off every other page's start path.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(session);
  useEffect(() => {
    if (!token) requireLogin();
  }, [token]);
  return token ? children : <Navigate to="/index" replace />;
}
