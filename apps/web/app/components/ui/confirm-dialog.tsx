import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal question with one main action (the checkout's price-change acceptance and its payment-error notice).
 * Escape or the secondary button cancels. Focus starts on the main action.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'neutral',
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'neutral' | 'error';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`confirm-dialog${tone === 'error' ? ' confirm-dialog--error' : ''}`}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-body"
      role={tone === 'error' ? 'alertdialog' : 'dialog'}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="confirm-dialog-title" className="confirm-dialog__title">
        {title}
      </h2>
      <div id="confirm-dialog-body" className="confirm-dialog__body">
        {children}
      </div>
      <div className="confirm-dialog__actions">
        {cancelLabel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
        ) : null}
        <button type="button" className="button button--primary" autoFocus onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
