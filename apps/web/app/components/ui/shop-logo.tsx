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
  /**
   * 'service': the service centre's mark, shown in the header on /Maintenance only: a blue badge, and "SERVICE"
   * under the name, which keeps it as narrow as the shop's own logo so the smallest phones still fit the header.
   */
  variant?: 'shop' | 'service';
}) {
  const service = variant === 'service';
  const width = 40 + Math.ceil(name.length * (service ? 10 : 10.6));
  const viewHeight = service ? 40 : 32;
  // The badge sits in the middle of the logo's height.
  const top = (viewHeight - 28) / 2;
  return (
    <svg
      className="shop-logo"
      role="img"
      aria-label={service ? `${name} Service` : name}
      data-variant={variant}
      viewBox={`0 0 ${width} ${viewHeight}`}
      height={service ? height * 1.2 : height}
      width={((service ? height * 1.2 : height) / viewHeight) * width}
    >
      <rect x="1" y={top} width="28" height="28" rx="8" fill={service ? '#0066cc' : '#1d1d1f'} />
      <circle cx="15" cy={top + 14} r="7" fill="none" stroke="#fff" strokeWidth="2.4" />
      <circle
        cx="21.5"
        cy={top + 7.5}
        r="3.2"
        fill={service ? '#ffffff' : 'var(--accent, #0066cc)'}
        stroke={service ? '#0066cc' : '#1d1d1f'}
        strokeWidth="1.4"
      />
      <text
        x="38"
        y={service ? 19 : 22.5}
        fontFamily="-apple-system, BlinkMacSystemFont, 'SF Pro Display', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
        fontSize={service ? 18 : 19}
        fontWeight="650"
        letterSpacing="-0.4"
        fill="currentColor"
      >
        {name}
        {service ? (
          <tspan x="38.5" y="35" fontSize="11.5" fontWeight="700" letterSpacing="1.2" fill="#0066cc">
            SERVICE
          </tspan>
        ) : null}
      </text>
    </svg>
  );
}
