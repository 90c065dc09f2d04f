/**
 * The shop's poster carousel: one slide shown at a time (the others hidden, their links out
 * of the tab order), autoplay every 6 s that stops on hover, on focus, on pause and for
 * reduced motion, previous / next / the dots / a swipe change the slide and wrap
 * around, and a swipe ending on a poster's link does not follow it.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../locales';
import type { ShopPoster } from '../../../src/services/shop';

const { default: PosterCarousel, POSTER_INTERVAL_MS } = await import('../../../src/pages/shop/components/PosterCarousel');

const posters: ShopPoster[] = [
  { id: 1, title: 'Winter outfits', image: '/images/a.svg', link: '/shop?category=Coat', order: 1 },
  { id: 2, title: 'Pets', image: '/images/b.svg', link: 'https://example.org/pets', order: 2 },
  { id: 3, title: 'Points weekend', image: '', link: null, order: 3 },
];
const t = (id: string, values?: Record<string, string | number>) => translate('zh-TW', id, values);

/** The index (from 1) of the slide shown now, and that only one is. */
function shownSlide(): number {
  const slides = screen.getAllByTestId('shop-poster');
  const shown = slides.flatMap((s, i) => (s.getAttribute('aria-hidden') === 'true' ? [] : [i + 1]));
  expect(shown).toHaveLength(1);
  return shown[0];
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as never;
}

// jsdom has no PointerEvent: without one, testing-library sends a plain Event (no clientX).
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class extends MouseEvent {} });

beforeEach(() => {
  vi.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('shop poster carousel', () => {
  it('shows one slide at a time and moves on every 6 s, wrapping around', () => {
    render(<PosterCarousel posters={posters} />);
    expect(shownSlide()).toBe(1);
    expect(screen.getAllByTestId('shop-poster')[0].getAttribute('aria-label')).toBe(t('shop.posters.slide', { index: 1, total: 3, title: 'Winter outfits' }));
    advance(POSTER_INTERVAL_MS - 10);
    expect(shownSlide()).toBe(1);
    advance(10);
    expect(shownSlide()).toBe(2);
    advance(POSTER_INTERVAL_MS);
    advance(POSTER_INTERVAL_MS);
    expect(shownSlide()).toBe(1);
  });

  it("takes hidden slides' links out of the tab order", () => {
    render(<PosterCarousel posters={posters} />);
    const links = screen.getAllByTestId('shop-poster-link');
    expect(links.map((a) => a.getAttribute('tabindex'))).toEqual([null, '-1']);
    fireEvent.click(screen.getByTestId('shop-poster-next'));
    expect(screen.getAllByTestId('shop-poster-link').map((a) => a.getAttribute('tabindex'))).toEqual(['-1', null]);
  });

  it('stops while paused, hovered or focused, and for reduced motion', () => {
    render(<PosterCarousel posters={posters} />);
    const pause = screen.getByTestId('shop-poster-pause');
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-label')).toBe(t('shop.posters.play'));
    advance(POSTER_INTERVAL_MS * 3);
    expect(shownSlide()).toBe(1);
    fireEvent.click(pause);
    const carousel = screen.getByTestId('shop-posters');
    fireEvent.mouseEnter(carousel);
    advance(POSTER_INTERVAL_MS * 3);
    expect(shownSlide()).toBe(1);
    fireEvent.mouseLeave(carousel);
    fireEvent.focus(screen.getAllByTestId('shop-poster-link')[0]);
    advance(POSTER_INTERVAL_MS * 3);
    expect(shownSlide()).toBe(1);
    fireEvent.blur(screen.getAllByTestId('shop-poster-link')[0]);
    advance(POSTER_INTERVAL_MS);
    expect(shownSlide()).toBe(2);
    cleanup();

    setReducedMotion(true);
    render(<PosterCarousel posters={posters} />);
    expect(screen.getByTestId('shop-poster-pause').getAttribute('aria-label')).toBe(t('shop.posters.play'));
    advance(POSTER_INTERVAL_MS * 3);
    expect(shownSlide()).toBe(1);
  });

  it('previous, next and the dots change the slide', () => {
    render(<PosterCarousel posters={posters} />);
    fireEvent.click(screen.getByTestId('shop-poster-prev'));
    expect(shownSlide()).toBe(3);
    fireEvent.click(screen.getByTestId('shop-poster-next'));
    expect(shownSlide()).toBe(1);
    const dots = screen.getAllByTestId('shop-poster-dot');
    expect(dots[1].getAttribute('aria-label')).toBe(t('shop.posters.goTo', { index: 2, title: 'Pets' }));
    fireEvent.click(dots[1]);
    expect(shownSlide()).toBe(2);
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('a swipe changes the slide; a swipe ending on a link does not follow it, a tap does', () => {
    render(<PosterCarousel posters={posters} />);
    fireEvent.click(screen.getAllByTestId('shop-poster-dot')[1]);
    // The second poster's link leads off the site: a plain link whose click nothing else stops.
    const link = screen.getAllByTestId('shop-poster-link')[1];
    const track = link.closest('[data-testid="shop-poster"]')!.parentElement!;
    fireEvent.pointerDown(link, { clientX: 300 });
    fireEvent.pointerUp(link, { clientX: 200 });
    expect(shownSlide()).toBe(3);
    expect(fireEvent.click(link)).toBe(false);
    fireEvent.pointerDown(track, { clientX: 100 });
    fireEvent.pointerUp(track, { clientX: 200 });
    expect(shownSlide()).toBe(2);
    // A tap (no travel) leaves the slide and lets the link work.
    fireEvent.pointerDown(link, { clientX: 100 });
    fireEvent.pointerUp(link, { clientX: 105 });
    expect(shownSlide()).toBe(2);
    expect(fireEvent.click(link)).toBe(true);
  });

  it('one poster: no controls, no dots, no autoplay', () => {
    render(<PosterCarousel posters={posters.slice(0, 1)} />);
    expect(screen.queryByTestId('shop-poster-next')).toBeNull();
    expect(screen.queryByTestId('shop-poster-dot')).toBeNull();
    advance(POSTER_INTERVAL_MS * 2);
    expect(shownSlide()).toBe(1);
  });
});
