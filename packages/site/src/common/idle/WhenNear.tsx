import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useIdleReady } from './useIdleReady.ts';

/** How far below the viewport a slot starts to load, so it is there when scrolled to. */
const nearMargin = '400px';

/**
 * Renders `children` (lazy parts beside or below the fold: the side bar, the footer) once the page
 * has painted and their place comes near the viewport. On a phone the side bar and the footer sit
 * under a long lobby, so their code and data wait until the visitor scrolls towards them.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const idle = useIdleReady();
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: `0px 0px ${nearMargin} 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near && idle) return <Suspense fallback={null}>{children}</Suspense>;
  return <div ref={place} />;
}
