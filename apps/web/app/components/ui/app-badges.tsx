import type { ReactNode } from 'react';

/** Store badges in the usual black style, drawn here so the page loads nothing from elsewhere. */
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function Badge({ top, bottom, glyph }: { top: string; bottom: string; glyph: ReactNode }) {
  return (
    <svg viewBox="0 0 136 40" width="136" height="40" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="135" height="39" rx="8" fill="#000" stroke="#a6a6a6" />
      {glyph}
      {/* One text with a space between the lines, so the words read as the link's name does ("on the App"). */}
      <text fontFamily={FONT} fill="#fff">
        <tspan x="40" y="16" fontSize="8.5">
          {top}
        </tspan>{' '}
        <tspan x="40" y="31" fontSize="15" fontWeight="600" letterSpacing="-0.2">
          {bottom}
        </tspan>
      </text>
    </svg>
  );
}

export function AppBadges() {
  return (
    <ul className="app-badges" aria-label="Get the app">
      <li>
        <a
          className="app-badges__link"
          href="https://apps.apple.com/"
          rel="noopener noreferrer"
          aria-label="Download on the App Store"
        >
          <Badge
            top="Download on the"
            bottom="App Store"
            glyph={
              <g fill="#fff">
                <path d="M24.6 20.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-1.9c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8a4.8 4.8 0 0 0-4 2.4c-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4a9.8 9.8 0 0 0 1.3-2.8 4.3 4.3 0 0 1-2.4-3.8Z" />
                <path d="M22.2 13.4a4.3 4.3 0 0 0 1-3.1 4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3 3.6 3.6 0 0 0 2.9-1.4Z" />
              </g>
            }
          />
        </a>
      </li>
      <li>
        <a
          className="app-badges__link"
          href="https://play.google.com/store"
          rel="noopener noreferrer"
          aria-label="Get it on Google Play"
        >
          <Badge
            top="GET IT ON"
            bottom="Google Play"
            glyph={
              <g>
                <path d="M11 9.6v20.8c0 .5.3.8.6 1l11-11.4-11-11.4c-.3.2-.6.5-.6 1Z" fill="#00d7fe" />
                <path
                  d="m26.2 16.4-3.6-2.1-3.3 5.7 3.3 5.7 3.6-2.1c1.2-.7 1.2-2.5 0-3.2l.1-.1Z"
                  fill="#ffce00"
                />
                <path d="M22.6 20 11.6 31.4c.4.2.9.2 1.4-.1l13.2-7.6-3.6-3.7Z" fill="#ff3a44" />
                <path d="M22.6 20 26.2 16.3 13 8.7c-.5-.3-1-.3-1.4-.1L22.6 20Z" fill="#00f076" />
              </g>
            }
          />
        </a>
      </li>
    </ul>
  );
}
