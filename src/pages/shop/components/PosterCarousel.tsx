/**
 * The shop's posters: fading slides, each a labelled group ("Slide 1 of 3: title"), with
 * previous / next, a pause button and a dot per slide; a swipe changes the slide too.
 * Autoplay (6 s a slide) stops while the pointer or focus is on it and for visitors who
 * ask for reduced motion. Hidden slides are hidden from assistive technology
 * and their links taken out of the tab order. A picture that cannot load leaves a painted
 * sunset with the title.
 *
 * Written for the shop rather than taken from antd's Carousel: that one brings react-slick
 * (about 13 KB gzip) for a fade between a handful of pictures.
 */
import { Link } from '@umijs/max';
import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import type { ShopPoster } from '@/services/shop';
import { useT } from '@/lib/useT';
import styles from '../shop.module.css';

/** How long a slide stays before the next one, and how far a swipe must go to count. */
export const POSTER_INTERVAL_MS = 6000;
const SWIPE_PX = 40;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function PosterPicture({ poster, eager }: { poster: ShopPoster; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!poster.image || failed) return <span className={styles.posterFallback} data-testid="shop-poster-fallback" />;
  return (
    <img
      src={poster.image}
      alt=""
      className={styles.posterImage}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}

export default function PosterCarousel({ posters }: { posters: ShopPoster[] }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeFrom = useRef<number | null>(null);
  const swiped = useRef(false);
  const count = posters.length;
  const many = count > 1;
  const shown = Math.min(current, count - 1);

  const go = (index: number) => setCurrent(((index % count) + count) % count);

  useEffect(() => {
    if (!many || paused || hovered || focused) return undefined;
    const timer = window.setTimeout(() => setCurrent((c) => (c + 1) % count), POSTER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [many, paused, hovered, focused, shown, count]);

  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || !many) return;
    const dx = event.clientX - from;
    if (!Number.isFinite(dx) || Math.abs(dx) < SWIPE_PX) return;
    swiped.current = true;
    go(dx < 0 ? shown + 1 : shown - 1);
  };
  /** A swipe that ends on a poster's link changes the slide; it does not follow the link. */
  const onClickCapture = (event: MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const slide = (poster: ShopPoster, index: number) => {
    const active = index === shown;
    const body: ReactNode = (
      <>
        <PosterPicture poster={poster} eager={index === 0} />
        <span className={styles.posterCaption}>{poster.title}</span>
      </>
    );
    const linkProps = { className: styles.posterLink, tabIndex: active ? undefined : -1, 'data-testid': 'shop-poster-link', draggable: false };
    let content = <span className={styles.posterLink}>{body}</span>;
    if (poster.link && poster.link.startsWith('/')) content = <Link to={poster.link} {...linkProps}>{body}</Link>;
    else if (poster.link) content = <a href={poster.link} rel="noopener noreferrer" target="_blank" {...linkProps}>{body}</a>;
    return (
      <div
        key={poster.id}
        className={active ? `${styles.posterSlide} ${styles.posterSlideActive}` : styles.posterSlide}
        role="group"
        aria-roledescription="slide"
        aria-label={t('shop.posters.slide', { index: index + 1, total: count, title: poster.title })}
        aria-hidden={active ? undefined : true}
        data-testid="shop-poster"
      >
        {content}
      </div>
    );
  };

  return (
    <section
      className={styles.posters}
      aria-roledescription="carousel"
      aria-label={t('shop.posters.label')}
      data-testid="shop-posters"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {many && (
        <div className={styles.posterControls}>
          <button type="button" className={styles.posterControl} onClick={() => go(shown - 1)} aria-label={t('shop.posters.previous')} data-testid="shop-poster-prev">
            <LeftOutlined aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.posterControl}
            onClick={() => setPaused((p) => !p)}
            aria-label={t(paused ? 'shop.posters.play' : 'shop.posters.pause')}
            data-testid="shop-poster-pause"
          >
            {paused ? <CaretRightOutlined aria-hidden="true" /> : <PauseOutlined aria-hidden="true" />}
          </button>
          <button type="button" className={styles.posterControl} onClick={() => go(shown + 1)} aria-label={t('shop.posters.next')} data-testid="shop-poster-next">
            <RightOutlined aria-hidden="true" />
          </button>
        </div>
      )}
      <div
        className={styles.posterTrack}
        aria-live={paused ? 'polite' : 'off'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onClickCapture={onClickCapture}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        {posters.map(slide)}
      </div>
      {many && (
        <div className={styles.posterDots}>
          {posters.map((poster, index) => (
            <button
              key={poster.id}
              type="button"
              className={styles.posterDot}
              aria-label={t('shop.posters.goTo', { index: index + 1, title: poster.title })}
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => go(index)}
              data-testid="shop-poster-dot"
            />
          ))}
        </div>
      )}
    </section>
  );
}
