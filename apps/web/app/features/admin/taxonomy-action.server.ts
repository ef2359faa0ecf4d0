import { data } from 'react-router';
import { createTaxonomyRequest, taxonomyEntry, updateTaxonomyRequest } from '@shop/contract/admin-taxonomy';
import { postedCsrf, staffApi } from '#web/features/admin/staff-api.server.ts';
import type { TaxonomyOutcome } from './taxonomy-forms.tsx';

type Args = Parameters<typeof staffApi>[0];

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/**
 * The categories and brands pages' one action: add an entry, or rename, move or show/hide one. The page checks the
 * input with the contract first (the message goes beside the field), then the API decides, roles included.
 */
export async function taxonomyAction(args: Args) {
  const form = await args.request.formData();
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const formKey = text(form, 'form') ?? '';
  const name = text(form, 'name');
  const nameAr = text(form, 'name_ar');
  const refuse = (outcome: TaxonomyOutcome, status: number) =>
    data<TaxonomyOutcome>({ form: formKey, value: name, ...outcome }, { status });

  if (text(form, 'intent') === 'create') {
    const groupId = text(form, 'group_id');
    const checked = createTaxonomyRequest.safeParse({
      kind: text(form, 'kind'),
      name,
      ...(nameAr ? { name_ar: nameAr } : {}),
      category_id: text(form, 'category_id') || undefined,
      group_id: groupId ? groupId : null,
    });
    if (!checked.success) return refuse({ fieldError: checked.error.issues[0]?.message }, 400);
    const result = await api.post('/api/admin/taxonomy', taxonomyEntry, checked.data);
    if (!result.ok) return refuse({ fieldError: result.message }, result.status);
    return data<TaxonomyOutcome>({ notice: result.body.message_en });
  }

  const active = text(form, 'active');
  const checked = updateTaxonomyRequest.safeParse({
    ...(name !== undefined ? { name } : {}),
    ...(nameAr !== undefined ? { name_ar: nameAr } : {}),
    ...(active !== undefined ? { active: active === '1' } : {}),
    ...(text(form, 'move') ? { move: text(form, 'move') } : {}),
  });
  if (!checked.success) return refuse({ fieldError: checked.error.issues[0]?.message }, 400);
  const path = `/api/admin/taxonomy/${encodeURIComponent(text(form, 'kind') ?? '')}/${encodeURIComponent(text(form, 'id') ?? '')}`;
  const result = await api.post(path, taxonomyEntry, checked.data, 'PATCH');
  if (!result.ok)
    return refuse(
      name !== undefined ? { fieldError: result.message } : { failure: result.message },
      result.status,
    );
  return data<TaxonomyOutcome>({ notice: result.body.message_en });
}
