import type { Config } from '@react-router/dev/config';

// Server rendering: public pages arrive with their data in the HTML (DESIGN section 1, ADR 0002).
export default {
  appDirectory: 'app',
  ssr: true,
  // WEB_BUILD_DIR lets two checkouts or parallel test runs build side by side; the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // The shop has some thirty routes: their manifest rides in each page (about 2 KB compressed) instead of being
  // discovered link by link after hydration, which scanned every link on the page and fetched /__manifest in the
  // same task as the page's effects, a long task on a phone's CPU (Lighthouse TBT).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
