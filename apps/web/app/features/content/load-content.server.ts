import { data, type AppLoadContext } from 'react-router';
import { contentPage, type ContentPage } from '@shop/contract/content';
import type { LoadFailure } from '#web/lib/api-client.ts';
import { serverApi } from '#web/lib/api.server.ts';

/**
 * A content page for a loader. An unknown slug is a 404 with the page's own sentence for the ErrorBoundary;
 * maintenance and outages are answered as every other page answers them (loadApi).
 */
export async function loadContentPage(
  args: { context: AppLoadContext; request: Request },
  slug: string,
  notFound: string,
): Promise<ContentPage> {
  const api = serverApi(args);
  const path = `/api/customer/content/${encodeURIComponent(slug)}`;
  const result = await api.request(path, contentPage);
  if (result.ok) return result.body.data;
  if (!result.maintenance && (result.status === 404 || result.status === 400)) {
    throw data<LoadFailure>({ message: notFound }, { status: 404 });
  }
  return api.load(path, contentPage);
}
