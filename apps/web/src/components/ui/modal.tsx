import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Called on Escape; omit it for dialogs that must be answered (role, nickname). */
  onDismiss?: () => void;
  description?: string;
}

/** The native <dialog> gives focus trapping and the dialog role for free. */
export function Modal({ open, title, children, footer, onDismiss, description }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="modal-description">
              {description}
            </p>
          )}
          <div className="modal-body">{children}</div>
          {footer && <div className="modal-footer">{footer}</div>}
        </>
      )}
    </dialog>
  );
}
