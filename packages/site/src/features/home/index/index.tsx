import { BannerCarousel, Marquee } from '@playsite/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useIdleReady } from '../../../common/idle/useIdleReady.ts';
import { PageShell } from '../../../common/page/index.ts';
import { openModal } from '../../../common/stores/modals.ts';
import { notices } from '../../notices/index.ts';

// Loaded after the page itself, so the home route's initial JavaScript stays small.
const HomeSections = lazy(() => import('../HomeSections.tsx'));

/** Banners are drawn at this size; the carousel keeps the aspect ratio. */
const bannerSize = { width: 1200, height: 400 };

export function Component() {
  const { t } = useTranslation();
  // Not deferred: the first banner is the page's largest paint and must not wait for other work.
  const { value } = useSnapshot(notices);
  // Below the banner (the largest paint): rendered once the page has painted.
  const showSections = useIdleReady();
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
    <PageShell page="index" isTitleHidden>
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
