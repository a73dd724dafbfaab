import { type ReactNode, useEffect, useId, useRef } from 'react';

type Props = { title: string; onClose: () => void; children: ReactNode; footer?: ReactNode; describedBy?: string };

/**
 * A modal sheet on the native <dialog>: showModal() makes the page behind inert (focus stays inside), Escape
 * closes it, focus returns to the button that opened it, and the title labels it. Mounted only while open.
 */
export const Sheet = ({ title, onClose, children, footer, describedBy }: Props) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal?.();
    document.documentElement.classList.add('sheet-open');
    return () => {
      document.documentElement.classList.remove('sheet-open');
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="sheet"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        // A tap on the dimmed backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === dialog.current) close.current();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close.current();
        }
      }}
    >
      <div className="sheet-panel">
        <header className="sheet-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Cerrar" onClick={() => close.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="sheet-body">{children}</div>
        {footer ? <footer className="sheet-footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
};
