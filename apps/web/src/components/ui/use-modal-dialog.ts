import { useLayoutEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

export interface ModalDialog {
  ref: RefObject<HTMLDialogElement | null>;
  /** Spread on the <dialog>. */
  dialogProps: { onCancel: (event: SyntheticEvent) => void; onClose: () => void };
  /** For the dialog's own close button. */
  close: () => void;
}

/**
 * A native <dialog> in modal mode, open while mounted: the page behind it is inert (focus stays
 * inside), it sits in the top layer, and focus returns to whatever opened it when it unmounts.
 * `onClose` is called for Escape and for `close()`; the parent unmounts the dialog.
 */
export function useModalDialog(onClose: () => void): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return {
    ref,
    dialogProps: {
      // Escape fires `cancel`: let the parent close it, so its state stays the one truth.
      onCancel: (event) => {
        event.preventDefault();
        onCloseRef.current();
      },
      // A close the browser made by itself (e.g. a repeated Escape); ignore the one our cleanup causes.
      onClose: () => {
        if (!ref.current?.open) onCloseRef.current();
      },
    },
    close: () => onCloseRef.current(),
  };
}
