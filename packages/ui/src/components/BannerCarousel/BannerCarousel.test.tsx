import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '.';

const slides = ['Welcome bonus', 'Weekly cashback', 'VIP club'].map((alt, i) => ({
  id: String(i),
  alt,
  imageSrc: `/banners/${i}.jpg`,
  width: 1200,
  height: 400,
}));

function visibleSlide() {
  return screen.getByRole('group');
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances on its own and stops with the rotation control', () => {
    render(<BannerCarousel slides={slides} intervalMs={1000} />);
    expect(visibleSlide()).toHaveAccessibleName('Slide 1 of 3');
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlide()).toHaveAccessibleName('Slide 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlide()).toHaveAccessibleName('Slide 2 of 3');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });

  it('moves with the previous/next buttons, the slide picker and arrow keys', () => {
    render(<BannerCarousel slides={slides} autoPlay={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveAccessibleName('Slide 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveAccessibleName('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2 of 3' }));
    expect(visibleSlide()).toHaveAccessibleName('Slide 2 of 3');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'ArrowRight' });
    expect(visibleSlide()).toHaveAccessibleName('Slide 3 of 3');
    expect(screen.getByRole('img', { name: 'VIP club' })).toBeVisible();
  });

  it('does not rotate when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<BannerCarousel slides={slides} intervalMs={1000} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('loads only the first image eagerly', () => {
    render(<BannerCarousel slides={slides} autoPlay={false} />);
    const images = document.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '1200');
  });
});
