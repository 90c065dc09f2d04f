/** The site's mark: a maple leaf on a gold coin, inline SVG. */
export default function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="site-logo-coin" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#ffe3a3" />
          <stop offset="0.55" stopColor="#f7a928" />
          <stop offset="1" stopColor="#c46a00" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="url(#site-logo-coin)" stroke="#7a3d00" strokeWidth="2" />
      <path
        d="M32 10l4 9 6-3-2 10 8-3-3 7 6 2-10 7 2 5-9-2v10h-4V42l-9 2 2-5-10-7 6-2-3-7 8 3-2-10 6 3z"
        fill="#d7261e"
        stroke="#7a1410"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
