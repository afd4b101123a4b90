import { type RefObject, useEffect } from 'react';

/**
 * Closes a popup on Escape and on a pointer press outside of it (and outside the button that opens
 * it). Escape gives the focus back to that button.
 */
export const useDismiss = (
  open: boolean,
  close: () => void,
  refs: { readonly popup: RefObject<HTMLElement | null>; readonly trigger: RefObject<HTMLElement | null> },
): void => {
  const { popup, trigger } = refs;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent): void => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (popup.current?.contains(target) || trigger.current?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, popup, trigger]);
};
