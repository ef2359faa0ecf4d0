import type { ReactNode } from 'react';

/**
 * The accepted payment methods as one image. Simple drawn marks in each network's colours, not copies of their
 * logos, so nothing is fetched and nothing needs a licence.
 */
export const PAYMENT_METHODS = ['Visa', 'Mastercard', 'Meeza', 'valU', 'Cash on delivery'] as const;

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function Tile({ x, children }: { x: number; children: ReactNode }) {
  return (
    <g transform={`translate(${x} 0)`}>
      <rect x="0.5" y="0.5" width="63" height="39" rx="7" fill="#fff" stroke="#d2d2d7" />
      {children}
    </g>
  );
}

export function PaymentMethods() {
  return (
    <svg
      className="payment-methods"
      role="img"
      aria-label={`We accept ${PAYMENT_METHODS.join(', ')}`}
      viewBox="0 0 352 40"
      width="352"
      height="40"
    >
      <Tile x={0}>
        <text
          x="32"
          y="26"
          textAnchor="middle"
          fontFamily={FONT}
          fontSize="17"
          fontWeight="800"
          fontStyle="italic"
          fill="#1a1f71"
          letterSpacing="0.5"
        >
          VISA
        </text>
      </Tile>
      <Tile x={72}>
        <circle cx="26" cy="20" r="11" fill="#eb001b" />
        <circle cx="38" cy="20" r="11" fill="#f79e1b" fillOpacity="0.9" />
        <path d="M32 10.8a11 11 0 0 1 0 18.4 11 11 0 0 1 0-18.4Z" fill="#ff5f00" />
      </Tile>
      <Tile x={144}>
        <text
          x="32"
          y="25"
          textAnchor="middle"
          fontFamily={FONT}
          fontSize="15"
          fontWeight="700"
          fill="#0b6e4f"
        >
          meeza
        </text>
        <path d="M14 30h36" stroke="#d4a017" strokeWidth="2" strokeLinecap="round" />
      </Tile>
      <Tile x={216}>
        <text
          x="32"
          y="26"
          textAnchor="middle"
          fontFamily={FONT}
          fontSize="17"
          fontWeight="800"
          fill="#00a19a"
        >
          val<tspan fill="#1d1d1f">U</tspan>
        </text>
      </Tile>
      <Tile x={288}>
        <rect x="13" y="11" width="38" height="18" rx="3" fill="#e8f5e9" stroke="#2e7d32" strokeWidth="1.4" />
        <circle cx="32" cy="20" r="4.5" fill="none" stroke="#2e7d32" strokeWidth="1.4" />
        <text
          x="32"
          y="37"
          textAnchor="middle"
          fontFamily={FONT}
          fontSize="7"
          fontWeight="700"
          fill="#1d1d1f"
        >
          CASH
        </text>
      </Tile>
    </svg>
  );
}
