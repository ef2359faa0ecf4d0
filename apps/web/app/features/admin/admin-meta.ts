import type { MetaDescriptor } from 'react-router';

/** Back-office pages: a plain title, and never indexed. */
export function adminMeta(page: string): MetaDescriptor[] {
  return [{ title: `${page} | Back office` }, { name: 'robots', content: 'noindex, nofollow' }];
}
