import { useEffect, useRef } from 'react';

/**
 * A radio choice the shopper made before the page was interactive. The server's HTML has working radio buttons, so a
 * tap before hydration checks one in the browser; React's first render still holds the choice the server rendered,
 * and its next update of the group would check that one again, silently undoing the tap. On mount the group's checked
 * radio, as the browser has it, is compared with the rendered choice: a different one is the shopper's, and is chosen
 * again through the same handler a click after hydration would call.
 */
export function useEarlyChoice(
  group: string,
  rendered: string | null,
  choose: (value: string) => void,
): void {
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current) return;
    looked.current = true;
    const checked = document.querySelector<HTMLInputElement>(
      `input[type="radio"][name="${CSS.escape(group)}"]:checked`,
    );
    if (checked && checked.value !== rendered) choose(checked.value);
    // Only the first render can differ from what the browser shows; later renders follow the shopper's clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
