import type { Config } from '@react-router/dev/config';

// Server rendering: public pages arrive with their data in the HTML (DESIGN section 1, ADR 0002).
export default {
  appDirectory: 'app',
  ssr: true,
} satisfies Config;
