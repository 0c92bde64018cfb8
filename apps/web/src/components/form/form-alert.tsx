/** A form-level message (a failed call, a success): announced when it appears. */
import type { ReactNode } from 'react';
import './form.css';

export function FormAlert(props: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div
      className={`form-alert form-alert--${props.tone}`}
      role={props.tone === 'error' ? 'alert' : 'status'}
    >
      {props.children}
    </div>
  );
}

/** Moves focus to the first field whose id is in `ids`, in the given order. */
export function focusFirst(ids: readonly string[]) {
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el) {
      el.focus();
      return;
    }
  }
}
