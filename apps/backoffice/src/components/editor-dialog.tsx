import { useEffect, useRef, type ReactNode } from 'react';
import './editor-form.css';

/**
 * An editor in a native modal dialog: the browser keeps focus inside it, Escape closes it and
 * focus returns to what opened it.
 */
export function EditorDialog(props: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="editor" aria-label={props.title} onClose={props.onClose}>
      <h2>{props.title}</h2>
      {props.children}
    </dialog>
  );
}
