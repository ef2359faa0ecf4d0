import { useEffect, useId, useRef, useState } from 'react';

/**
 * The long description's editor: a plain textarea of HTML when the page has no JavaScript (and until it has), then a
 * small formatting toolbar over an editable area that posts the same field. It offers only what the server keeps
 * (paragraphs, sub-headings, bold, italic, lists); the server sanitises whatever arrives, so this is a convenience and
 * never the guard. Written here rather than pulled in as a library: six commands do not justify 100 kB of editor, and
 * the code lives in the editor's route only, so no storefront page ever loads it.
 */
const COMMANDS = [
  { label: 'Bold', text: 'B', run: () => document.execCommand('bold') },
  { label: 'Italic', text: 'I', run: () => document.execCommand('italic') },
  { label: 'Sub-heading', text: 'H', run: () => document.execCommand('formatBlock', false, 'h3') },
  { label: 'Paragraph', text: '¶', run: () => document.execCommand('formatBlock', false, 'p') },
  { label: 'Bulleted list', text: '•', run: () => document.execCommand('insertUnorderedList') },
  { label: 'Numbered list', text: '1.', run: () => document.execCommand('insertOrderedList') },
] as const;

export function RichTextField({
  label,
  name,
  defaultValue,
  error,
  disabled,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [html, setHtml] = useState(defaultValue);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (disabled) return;
    // Whatever was typed in the textarea before the page's script ran is kept.
    if (textarea.current) setHtml(textarea.current.value);
    setEnhanced(true);
  }, [disabled]);

  useEffect(() => {
    if (enhanced && area.current) area.current.innerHTML = html;
    // The editable area owns its content from here; writing it again on each keystroke would move the caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enhanced]);

  const described = error ? `${id}-error` : undefined;
  const errorLine = error ? (
    <p id={`${id}-error`} className="form-field__error">
      {error}
    </p>
  ) : null;

  if (!enhanced) {
    return (
      <div className="form-field">
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
        <textarea
          ref={textarea}
          id={id}
          name={name}
          className="form-field__input form-field__textarea rich-text__source"
          rows={8}
          defaultValue={defaultValue}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {errorLine}
      </div>
    );
  }

  return (
    <div className="form-field">
      <span id={`${id}-label`} className="form-field__label">
        {label}
      </span>
      <div
        className="rich-text__toolbar"
        role="toolbar"
        aria-label={`${label} formatting`}
        aria-controls={id}
      >
        {COMMANDS.map((command) => (
          <button
            key={command.label}
            type="button"
            className="rich-text__button"
            aria-label={command.label}
            title={command.label}
            // Keeps the selection in the text while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              area.current?.focus();
              command.run();
              setHtml(area.current?.innerHTML ?? '');
            }}
          >
            {command.text}
          </button>
        ))}
      </div>
      <div
        ref={area}
        id={id}
        className="form-field__input rich-text__area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        tabIndex={0}
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onInput={(event) => setHtml(event.currentTarget.innerHTML)}
      />
      <input type="hidden" name={name} value={html} />
      {errorLine}
    </div>
  );
}
