import type { Config } from '@react-router/dev/config';

// Server rendering: public pages arrive with their data in the HTML (ADR 0002).
export default {
  appDirectory: 'app',
  ssr: true,
  // WEB_BUILD_DIR lets two checkouts or parallel test runs build side by side; the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Each page carries the manifest of its own routes; the routes its links lead to are fetched from /__manifest
  // after hydration, as JSON. The whole manifest of some thirty routes ('initial') was a 1.9 KB gzipped script on
  // every page, which the home page's 100 KB budget cannot hold (ADR 0020). Measured side by side on React 18 at
  // Lighthouse's phone settings, discovery did not lengthen the main thread: home TBT 108-129 ms lazy, 150 ms initial.
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
