import { createContext, type ReactNode, useContext } from 'react';

type Navigate = (href: string) => void;

const NavigationContext = createContext<Navigate | undefined>(undefined);

/** The app's client-side router for ui links; without it they load the page like any link. */
export function NavigationProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavigationContext.Provider value={navigate}>{children}</NavigationContext.Provider>;
}

export function useNavigate(): Navigate | undefined {
  return useContext(NavigationContext);
}
