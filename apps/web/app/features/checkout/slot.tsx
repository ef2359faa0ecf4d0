import type { ReactNode } from 'react';

/** Stands for an element inside a translated sentence: the sentence is formatted with it, then split around it. */
export const SLOT = '\u0000';

/**
 * A translated sentence with one element inside it (a bold total, a link) where the language puts it:
 * `withSlot(t('checkout.promoSaves', { code: SLOT, amount }), <strong>{code}</strong>)`.
 */
export function withSlot(sentence: string, element: ReactNode): ReactNode {
  const at = sentence.indexOf(SLOT);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      {element}
      {sentence.slice(at + SLOT.length)}
    </>
  );
}
