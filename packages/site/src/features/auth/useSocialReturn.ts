import { useEffect } from 'react';

/** Back from a social sign-in provider (/index?socialCallback=…): its code loads only then. */
export function useSocialReturn() {
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('socialCallback')) return;
    import('./socialReturn.ts').then((social) => social.completeSocialSignIn()).catch(() => undefined);
  }, []);
}
