import { data } from 'react-router';
import { adminOrderReturn, returnDecisionRequest } from '@shop/contract/order-returns';
import type { ReturnDecisionOutcome, ReturnPanelData } from '#web/features/admin/order-return-panel.tsx';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import type { Route } from './+types/admin-order-return';

/**
 * The order page's return section reads and decides through here (features/admin/order-return-panel.tsx), so the
 * order page itself stays as it is: its loader and action know nothing of returns.
 */

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const result = await staffApi(args).request(`/api/admin/orders/${args.params.id}/return`, adminOrderReturn);
  const answer: ReturnPanelData = result.ok
    ? { ok: true, csrf: session.csrf_token, value: result.body.data }
    : { ok: false, message: result.message };
  return data(answer, {
    status: result.ok ? 200 : result.status,
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const values = formText(form, ['decision', 'note'] as const);
  const checked = returnDecisionRequest.safeParse(values);
  if (!checked.success) {
    return data<ReturnDecisionOutcome>(
      { fields: fieldMessages(checked.error), note: values.note },
      { status: 400 },
    );
  }
  const result = await staffApi(args, { csrf: postedCsrf(form) }).post(
    `/api/admin/orders/${args.params.id}/return`,
    adminOrderReturn,
    checked.data,
  );
  if (!result.ok)
    return data<ReturnDecisionOutcome>(
      { failure: result.message, note: values.note },
      { status: result.status },
    );
  return data<ReturnDecisionOutcome>({ notice: result.body.message_en, value: result.body.data });
}
