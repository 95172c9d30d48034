import { type KeyboardEvent, useEffect, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { Link } from '../../navigation';
import * as styles from './BannerCarousel.css';
import { useReducedMotion } from './useReducedMotion';

export interface BannerSlide {
  id: string;
  imageSrc: string;
  /** Text alternative of the banner image. */
  alt: string;
  width: number;
  height: number;
  href?: string;
}

export interface BannerCarouselLabels {
  /** Accessible name of the carousel. */
  carousel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** `{index}` and `{count}` are replaced. */
  slide: string;
}

export const defaultBannerCarouselLabels: BannerCarouselLabels = {
  carousel: 'Featured promotions',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Stop automatic slide show',
  play: 'Start automatic slide show',
  slide: 'Slide {index} of {count}',
};

export interface BannerCarouselProps {
  slides: BannerSlide[];
  /** Milliseconds between automatic advances. */
  intervalMs?: number;
  /** Start rotating on its own (never when the user prefers reduced motion). */
  autoPlay?: boolean;
  /** Called when a slide without an href is pressed. */
  onSlidePress?: (slide: BannerSlide) => void;
  labels?: Partial<BannerCarouselLabels>;
}

const fillSlide = (template: string, index: number, count: number) =>
  template.replaceAll('{index}', String(index + 1)).replaceAll('{count}', String(count));

/**
 * Banner carousel (WAI-ARIA APG pattern): a rotation control, previous/next buttons, a slide
 * picker and arrow keys. Rotation stops while hovered or focused and for reduced motion.
 */
export function BannerCarousel({
  slides,
  intervalMs = 5000,
  autoPlay = true,
  onSlidePress,
  labels,
}: BannerCarouselProps) {
  const text = { ...defaultBannerCarouselLabels, ...labels };
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(autoPlay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const rotating = playing && !reducedMotion && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  if (count === 0) return null;
  const index = Math.min(current, count - 1);
  const go = (to: number) => setCurrent((to + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={text.carousel}
      className={styles.carousel}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === index;
          const image = (
            <img
              className={styles.image}
              src={slide.imageSrc}
              alt={slide.alt}
              width={slide.width}
              height={slide.height}
              loading={slideIndex === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          );
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel names each slide as a group; a fieldset is for form controls.
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fillSlide(text.slide, slideIndex, count)}
              className={styles.slide({ active })}
              hidden={!active}
            >
              {slide.href ? (
                <Link href={slide.href} className={styles.slideAction}>
                  {image}
                </Link>
              ) : onSlidePress ? (
                <button
                  type="button"
                  className={styles.slideAction}
                  onClick={() => onSlidePress(slide)}
                  aria-label={slide.alt}
                >
                  {image}
                </button>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? text.pause : text.play}
          >
            <span className={styles.playGlyph({ playing })} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(index - 1)}
            aria-label={text.previous}
          >
            <ChevronLeftIcon />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, slideIndex) => (
              <button
                type="button"
                key={slide.id}
                className={styles.dot}
                onClick={() => go(slideIndex)}
                aria-label={fillSlide(text.slide, slideIndex, count)}
                aria-current={slideIndex === index ? 'true' : undefined}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(index + 1)}
            aria-label={text.next}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}
