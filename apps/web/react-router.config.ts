import type { Config } from '@react-router/dev/config';

// Server rendering: public pages arrive with their data in the HTML (DESIGN section 1, ADR 0002).
export default {
  appDirectory: 'app',
  ssr: true,
  // WEB_BUILD_DIR lets two checkouts or parallel test runs build side by side; the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
