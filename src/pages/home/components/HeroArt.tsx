/**
 * The home hero's game art: a sunset sky over layered hills, a mushroom house,
 * a slime and falling maple leaves. Pure SVG + CSS (no images, nothing external).
 */
import styles from '../home.module.css';

const LEAVES = [
  { x: 8, delay: 0, dur: 11, size: 1 },
  { x: 22, delay: 3, dur: 13, size: 0.7 },
  { x: 37, delay: 6, dur: 10, size: 0.9 },
  { x: 55, delay: 1.5, dur: 12, size: 0.6 },
  { x: 68, delay: 4.5, dur: 14, size: 1.1 },
  { x: 83, delay: 2, dur: 11.5, size: 0.8 },
  { x: 93, delay: 7, dur: 12.5, size: 0.65 },
];

function Leaf() {
  return (
    <svg viewBox="0 0 40 40" width="100%" height="100%" aria-hidden="true" focusable="false">
      <path
        d="M20 2l3.5 8.5 6-3.5-1.5 8 8-1-5 6.5 6 3-8.5 2.5 2 5.5-7-2.5-.5 8h-4l-.5-8-7 2.5 2-5.5L3 23.5l6-3-5-6.5 8 1-1.5-8 6 3.5z"
        fill="currentColor"
      />
      <path d="M20 14v25" stroke="rgba(0,0,0,.25)" strokeWidth="1.4" />
    </svg>
  );
}

export default function HeroArt({ label }: { label: string }) {
  return (
    <div className={styles.heroArt} role="img" aria-label={label}>
      <svg className={styles.heroScene} viewBox="0 0 1440 520" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
        <defs>
          <radialGradient id="hero-sun" cx="50%" cy="50%" r="50%">
            <stop offset="0%" stopColor="#fff6d5" />
            <stop offset="55%" stopColor="#ffd27a" />
            <stop offset="100%" stopColor="#ffb347" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="hero-hill-far" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#7a4fb0" />
            <stop offset="100%" stopColor="#3d2468" />
          </linearGradient>
          <linearGradient id="hero-hill-mid" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#3f8f5a" />
            <stop offset="100%" stopColor="#1f5a3a" />
          </linearGradient>
          <linearGradient id="hero-hill-near" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#5fbf5a" />
            <stop offset="100%" stopColor="#2b7a3a" />
          </linearGradient>
          <linearGradient id="hero-cap" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#ff7a45" />
            <stop offset="100%" stopColor="#d4380d" />
          </linearGradient>
        </defs>
        <circle cx="1080" cy="210" r="170" fill="url(#hero-sun)" />
        <g fill="#fff" opacity="0.55">
          <ellipse cx="1290" cy="70" rx="90" ry="20" />
          <ellipse cx="1340" cy="56" rx="56" ry="22" />
          <ellipse cx="1010" cy="118" rx="64" ry="14" />
        </g>
        <path d="M0 330 C180 250 320 300 470 260 S780 210 940 270 S1250 230 1440 280 V520 H0Z" fill="url(#hero-hill-far)" opacity="0.85" />
        <path d="M0 390 C160 330 300 370 450 345 S760 300 930 350 S1230 320 1440 360 V520 H0Z" fill="url(#hero-hill-mid)" />
        {/* floating platforms */}
        <g>
          <rect x="1180" y="250" width="130" height="14" rx="7" fill="#8c5a2b" />
          <rect x="1180" y="246" width="130" height="7" rx="3.5" fill="#73d13d" />
        </g>
        {/* mushroom house */}
        <g transform="translate(1160 330)">
          <rect x="22" y="50" width="56" height="62" rx="10" fill="#fff1d6" />
          <rect x="40" y="78" width="20" height="34" rx="9" fill="#8c5a2b" />
          <circle cx="34" cy="66" r="6" fill="#69c0ff" />
          <circle cx="66" cy="66" r="6" fill="#69c0ff" />
          <path d="M-8 58 C-8 0 108 0 108 58 Z" fill="url(#hero-cap)" />
          <circle cx="22" cy="30" r="9" fill="#fff" opacity="0.9" />
          <circle cx="60" cy="20" r="7" fill="#fff" opacity="0.9" />
          <circle cx="86" cy="40" r="6" fill="#fff" opacity="0.9" />
        </g>
        <path d="M0 440 C200 400 380 430 560 415 S900 390 1100 420 S1320 410 1440 425 V520 H0Z" fill="url(#hero-hill-near)" />
        {/* grass tufts */}
        <g fill="#237804">
          <path d="M90 470 l6 -18 l6 18z" />
          <path d="M620 460 l5 -16 l5 16z" />
          <path d="M980 468 l6 -20 l6 20z" />
          <path d="M1340 462 l5 -15 l5 15z" />
        </g>
      </svg>
      {/* The slime hops in a box of its own laid over the scene, its picture with the scene's
          viewBox and cropping, so it stands where it would in the scene. The browser moves an
          HTML box on the compositor; a shape moving inside the scene repainted the scene in
          every frame, and a moving <svg> still cost a style update in every frame, for as
          long as the page was open. */}
      <div className={styles.heroSlime} aria-hidden="true">
        <svg viewBox="0 0 1440 520" preserveAspectRatio="xMidYMax slice" width="100%" height="100%" focusable="false">
          <defs>
            <linearGradient id="hero-slime" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#95de64" />
              <stop offset="100%" stopColor="#389e0d" />
            </linearGradient>
          </defs>
          <g transform="translate(1215 186)">
            <path d="M0 36 C0 8 18 0 30 0 C42 0 60 8 60 36 Z" fill="url(#hero-slime)" />
            <circle cx="21" cy="20" r="4" fill="#1f1f1f" />
            <circle cx="39" cy="20" r="4" fill="#1f1f1f" />
            <path d="M24 28 Q30 33 36 28" stroke="#1f1f1f" strokeWidth="2.5" fill="none" strokeLinecap="round" />
          </g>
        </svg>
      </div>
      <div className={styles.heroLeaves} aria-hidden="true">
        {LEAVES.map((leaf, i) => (
          <span
            key={i}
            className={styles.heroLeaf}
            style={{
              left: `${leaf.x}%`,
              animationDelay: `${leaf.delay}s`,
              animationDuration: `${leaf.dur}s`,
              width: `${28 * leaf.size}px`,
              height: `${28 * leaf.size}px`,
            }}
          >
            <Leaf />
          </span>
        ))}
      </div>
    </div>
  );
}
