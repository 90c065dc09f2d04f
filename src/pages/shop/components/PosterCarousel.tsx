/**
 * The shop's posters (antd Carousel, loaded lazily by the page): fading slides, each a
 * labelled group ("Slide 1 of 3: title"), with previous / next and a pause button; autoplay
 * stops while the pointer or focus is on it and for visitors who ask for reduced motion.
 * Links of hidden slides are taken out of the tab order. A picture that cannot load leaves
 * a painted sunset with the title.
 */
import { Link } from '@umijs/max';
import { Carousel } from 'antd';
import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import { useRef, useState, type ReactNode } from 'react';
import type { ShopPoster } from '@/services/shop';
import { useT } from '@/lib/useT';
import styles from '../shop.module.css';

type CarouselRef = { next: () => void; prev: () => void; goTo: (n: number) => void };

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
      onError={() => setFailed(true)}
    />
  );
}

export default function PosterCarousel({ posters }: { posters: ShopPoster[] }) {
  const t = useT();
  const ref = useRef<CarouselRef>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const many = posters.length > 1;

  const slide = (poster: ShopPoster, index: number) => {
    const active = index === current;
    const body: ReactNode = (
      <>
        <PosterPicture poster={poster} eager={index === 0} />
        <span className={styles.posterCaption}>{poster.title}</span>
      </>
    );
    const linkProps = { className: styles.posterLink, tabIndex: active ? undefined : -1, 'data-testid': 'shop-poster-link' };
    let content = <span className={styles.posterLink}>{body}</span>;
    if (poster.link && poster.link.startsWith('/')) content = <Link to={poster.link} {...linkProps}>{body}</Link>;
    else if (poster.link) content = <a href={poster.link} rel="noopener noreferrer" target="_blank" {...linkProps}>{body}</a>;
    return (
      <div key={poster.id}>
        <div
          className={styles.posterSlide}
          role="group"
          aria-roledescription="slide"
          aria-label={t('shop.posters.slide', { index: index + 1, total: posters.length, title: poster.title })}
          data-testid="shop-poster"
        >
          {content}
        </div>
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
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      {many && (
        <div className={styles.posterControls}>
          <button type="button" className={styles.posterControl} onClick={() => ref.current?.prev()} aria-label={t('shop.posters.previous')} data-testid="shop-poster-prev">
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
          <button type="button" className={styles.posterControl} onClick={() => ref.current?.next()} aria-label={t('shop.posters.next')} data-testid="shop-poster-next">
            <RightOutlined aria-hidden="true" />
          </button>
        </div>
      )}
      <div aria-live={paused ? 'polite' : 'off'}>
        <Carousel
          ref={ref as never}
          effect="fade"
          autoplay={many && !paused && !hovered}
          autoplaySpeed={6000}
          dots={many}
          beforeChange={(_from, to) => setCurrent(to)}
          accessibility={false}
        >
          {posters.map(slide)}
        </Carousel>
      </div>
    </section>
  );
}
