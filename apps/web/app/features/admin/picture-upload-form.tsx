import { useId, useState, type FormEvent } from 'react';
import { Form, useRevalidator } from 'react-router';
import { HEADER_CSRF } from '@shop/contract/admin';
import { UPLOAD_ACCEPT } from '@shop/contract/admin-media';
import { FormMessage } from '#web/components/ui/form-message.tsx';

/**
 * One picture upload. Without JavaScript it is a plain multipart form post to the page's action, which forwards the
 * file to the API. With JavaScript the file goes straight to the API (the staff cookie and the page's CSRF token are
 * all it needs) so the upload's progress can be shown, and the page's data is reloaded when it is done.
 */
export function PictureUploadForm({
  csrf,
  intent,
  targetId,
  label,
  button,
  api,
  error,
  notice,
}: {
  csrf: string;
  /** The action's intent (add, replace, variant, category, brand). */
  intent: string;
  /** The record the picture is for (a product, a picture, a variant, a category, a brand). */
  targetId: number;
  label: string;
  button: string;
  /** The API call the script makes: method and path. */
  api: { method: 'POST' | 'PUT'; path: string };
  /** The action's refusal for this form, shown beside the field. */
  error?: string | undefined;
  notice?: string | undefined;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<{ error?: string; notice?: string } | null>(null);
  const shownError = answer ? answer.error : error;
  const shownNotice = answer ? answer.notice : notice;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('picture') as HTMLInputElement | null;
    const file = input?.files?.[0];
    // No file chosen: the plain post lets the page say so beside the field.
    if (!file || typeof XMLHttpRequest === 'undefined') return;
    event.preventDefault();
    const form = event.currentTarget;
    const request = new XMLHttpRequest();
    request.open(api.method, api.path);
    request.setRequestHeader(HEADER_CSRF, csrf);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
    };
    request.onload = () => {
      setProgress(null);
      let message = 'The upload failed. Try again.';
      try {
        message = (JSON.parse(request.responseText) as { message_en: string }).message_en;
      } catch {
        // Not the API's envelope (a proxy's error page): the general message stands.
      }
      if (request.status >= 200 && request.status < 300) {
        setAnswer({ notice: message });
        form.reset();
        void revalidator.revalidate();
      } else {
        setAnswer({ error: message });
      }
    };
    request.onerror = () => {
      setProgress(null);
      setAnswer({ error: 'The upload was cut off. Check the connection and try again.' });
    };
    setAnswer(null);
    setProgress(0);
    request.send(file);
  }

  const describedBy = [shownError ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <Form method="post" encType="multipart/form-data" className="picture-upload" onSubmit={onSubmit}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={targetId} />
      <div className="form-field">
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="form-field__input picture-upload__file"
          type="file"
          name="picture"
          accept={UPLOAD_ACCEPT}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
        />
        <p id={`${id}-hint`} className="form-field__hint">
          JPEG, PNG or WebP, up to 15 MB and 40 megapixels.
        </p>
        {shownError ? (
          <p id={`${id}-error`} className="form-field__error">
            {shownError}
          </p>
        ) : null}
      </div>
      {progress !== null ? (
        <p className="picture-upload__progress">
          <label htmlFor={`${id}-progress`}>Uploading: {progress}%</label>
          <progress id={`${id}-progress`} max={100} value={progress} />
        </p>
      ) : null}
      <FormMessage message={shownNotice} tone="success" />
      <button
        className="button button--secondary admin-small-button"
        type="submit"
        disabled={progress !== null}
      >
        {button}
      </button>
    </Form>
  );
}
