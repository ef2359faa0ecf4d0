import type { z } from 'zod';
import { MAX_UPLOAD_BYTES, mediaMessages } from '@shop/contract/admin-media';
import type { staffApi } from './staff-api.server.ts';

/** The file field of every picture form. */
export const PICTURE_FIELD = 'picture';

/** Room for the form's other fields and the multipart boundaries around the file. */
const FORM_OVERHEAD = 64 * 1024;

export type PictureForm =
  { ok: true; form: FormData; bytes: Uint8Array | null } | { ok: false; status: number; message: string };

/**
 * A picture form's post (multipart, or plain fields for the forms that send no file). A body declared larger than an
 * upload may be is refused before it is read, so the page's server never holds more than one picture in memory.
 */
export async function readPictureForm(request: Request): Promise<PictureForm> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_UPLOAD_BYTES + FORM_OVERHEAD)
    return { ok: false, status: 413, message: mediaMessages.tooLarge };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, status: 400, message: 'The form could not be read. Reload the page and try again.' };
  }
  const file = form.get(PICTURE_FIELD);
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
  return { ok: true, form, bytes };
}

/** Sends a picture's bytes to the API as the staff member of the page (the API reads the type from the bytes). */
export function sendPicture<S extends z.ZodType>(
  api: ReturnType<typeof staffApi>,
  method: 'POST' | 'PUT',
  path: string,
  schema: S,
  bytes: Uint8Array,
) {
  return api.request(path, schema, {
    method,
    body: bytes as BodyInit,
    headers: { 'content-type': 'application/octet-stream' },
  });
}
