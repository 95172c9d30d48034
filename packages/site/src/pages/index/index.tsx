import { BannerCarousel, Marquee } from '@playsite/ui';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { openModal } from '../../stores/modals.ts';
import { notices } from '../../stores/notices.ts';
import { PageShell } from '../shell/index.ts';

// Loaded after the page itself, so the home route's initial JavaScript stays small.
const HomeSections = lazy(() => import('../../lobby/HomeSections.tsx'));

/**
 * True once the browser has a quiet moment after the page appeared: the sections below the banner
 * wait for it, so the banner (the page's largest paint) never queues behind their rendering.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (!('requestIdleCallback' in window)) {
      const id = setTimeout(show, 200);
      return () => clearTimeout(id);
    }
    const id = window.requestIdleCallback(show, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return ready;
}

/** Banners are drawn at this size; the carousel keeps the aspect ratio. */
const bannerSize = { width: 1200, height: 400 };

export function Component() {
  const { t } = useTranslation();
  // Not deferred: the first banner is the page's largest paint and must not wait for other work.
  const { value } = useSnapshot(notices);
  const showSections = useAfterFirstPaint();
  const marquee = (value.player ?? []).map((n) => ({ id: String(n.id), text: n.title }));
  const slides = (value.banners ?? []).flatMap((banner) =>
    banner.image
      ? [
          {
            id: String(banner.id),
            imageSrc: banner.image,
            alt: banner.title,
            href: banner.url,
            ...bannerSize,
          },
        ]
      : [],
  );
  return (
    <PageShell page="index">
      {marquee.length > 0 ? (
        <Marquee
          items={marquee}
          onItemPress={() => openModal('noticeModal')}
          labels={{ region: t('home.announcements'), pause: t('home.pauseAnnouncements') }}
        />
      ) : null}
      {slides.length > 0 ? (
        <BannerCarousel
          slides={slides}
          labels={{
            carousel: t('home.banners'),
            previous: t('home.previousSlide'),
            next: t('home.nextSlide'),
            pause: t('home.pauseSlides'),
            play: t('home.playSlides'),
            slide: t('home.slide'),
          }}
        />
      ) : null}
      {showSections ? (
        <Suspense fallback={null}>
          <HomeSections />
        </Suspense>
      ) : null}
    </PageShell>
  );
}
