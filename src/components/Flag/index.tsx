/** Small inline SVG flags for the language picker (no external images, no emoji fonts). */
import type { Lang } from '../../../locales/lang';

export default function Flag({ lang, size = 18 }: { lang: Lang; size?: number }) {
  const w = size;
  const h = Math.round((size * 2) / 3);
  const common = { width: w, height: h, role: 'img', 'aria-hidden': true, style: { borderRadius: 2, display: 'inline-block', verticalAlign: 'middle', boxShadow: '0 0 0 1px rgba(0,0,0,0.15)' } } as const;
  if (lang === 'zh-TW') {
    return (
      <svg {...common} viewBox="0 0 30 20" data-flag="zh-TW">
        <rect width="30" height="20" fill="#fe0000" />
        <rect width="15" height="10" fill="#000095" />
        <circle cx="7.5" cy="5" r="3.4" fill="#fff" />
        <circle cx="7.5" cy="5" r="1.9" fill="#000095" />
        <circle cx="7.5" cy="5" r="1.5" fill="#fff" />
      </svg>
    );
  }
  return (
    <svg {...common} viewBox="0 0 38 20" data-flag="en-US">
      <rect width="38" height="20" fill="#b22234" />
      {[1, 3, 5, 7, 9, 11].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="38" height={20 / 13} fill="#fff" />
      ))}
      <rect width="15.2" height={(20 * 7) / 13} fill="#3c3b6e" />
    </svg>
  );
}
