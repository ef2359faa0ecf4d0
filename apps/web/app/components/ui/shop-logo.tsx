/**
 * The shop's wordmark, drawn from the shop name in the settings so a renamed shop needs no new artwork.
 * The width is estimated from the name (system fonts differ by a few pixels, the spare room absorbs it).
 */
export function ShopLogo({
  name,
  height = 30,
  variant = 'shop',
}: {
  name: string;
  height?: number;
  /** 'service': the service centre's mark (a blue badge and "Service"), shown in the header on /Maintenance only. */
  variant?: 'shop' | 'service';
}) {
  const label = variant === 'service' ? `${name} Service` : name;
  const textWidth = Math.ceil(label.length * 10.6);
  const width = 40 + textWidth;
  return (
    <svg
      className="shop-logo"
      role="img"
      aria-label={label}
      data-variant={variant}
      viewBox={`0 0 ${width} 32`}
      height={height}
      width={(height / 32) * width}
    >
      <rect x="1" y="2" width="28" height="28" rx="8" fill={variant === 'service' ? '#0066cc' : '#1d1d1f'} />
      <circle cx="15" cy="16" r="7" fill="none" stroke="#fff" strokeWidth="2.4" />
      <circle
        cx="21.5"
        cy="9.5"
        r="3.2"
        fill={variant === 'service' ? '#ffffff' : 'var(--accent, #0066cc)'}
        stroke={variant === 'service' ? '#0066cc' : '#1d1d1f'}
        strokeWidth="1.4"
      />
      <text
        x="38"
        y="22.5"
        fontFamily="-apple-system, BlinkMacSystemFont, 'SF Pro Display', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
        fontSize="19"
        fontWeight="650"
        letterSpacing="-0.4"
        fill="currentColor"
      >
        {label}
      </text>
    </svg>
  );
}
