/**
 * The shop's wordmark, drawn from the shop name in the settings so a renamed shop needs no new artwork.
 * The width is estimated from the name (system fonts differ by a few pixels, the spare room absorbs it).
 */
export function ShopLogo({ name, height = 30 }: { name: string; height?: number }) {
  const textWidth = Math.ceil(name.length * 10.6);
  const width = 40 + textWidth;
  return (
    <svg
      className="shop-logo"
      role="img"
      aria-label={name}
      viewBox={`0 0 ${width} 32`}
      height={height}
      width={(height / 32) * width}
    >
      <rect x="1" y="2" width="28" height="28" rx="8" fill="#1d1d1f" />
      <circle cx="15" cy="16" r="7" fill="none" stroke="#fff" strokeWidth="2.4" />
      <circle cx="21.5" cy="9.5" r="3.2" fill="var(--accent, #0066cc)" stroke="#1d1d1f" strokeWidth="1.4" />
      <text
        x="38"
        y="22.5"
        fontFamily="-apple-system, BlinkMacSystemFont, 'SF Pro Display', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
        fontSize="19"
        fontWeight="650"
        letterSpacing="-0.4"
        fill="currentColor"
      >
        {name}
      </text>
    </svg>
  );
}
