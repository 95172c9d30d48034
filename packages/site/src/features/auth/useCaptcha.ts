import { useCallback, useState } from 'react';
import { loadCaptcha } from './submit.ts';

/** The captcha image, shown on demand (after the server asks for it) and refreshed by the field. */
export function useCaptcha(initiallyShown = false) {
  const [shown, setShown] = useState(initiallyShown);
  const [image, setImage] = useState<string>();
  const refresh = useCallback(() => {
    loadCaptcha().then(setImage);
  }, []);
  const show = useCallback(() => {
    setShown(true);
    refresh();
  }, [refresh]);
  return { shown, image, refresh, show };
}
