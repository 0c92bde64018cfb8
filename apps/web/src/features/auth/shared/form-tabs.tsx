/**
 * Tabs above an account form (user name / mobile; e-mail / phone). Arrow keys move between
 * tabs and select them, as the ARIA tabs pattern with automatic activation does.
 */
import { useRef, type KeyboardEvent } from 'react';

export function FormTabs<K extends string>(props: {
  label: string;
  tabs: { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  panelId: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = props.tabs.findIndex((t) => t.key === props.value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + props.tabs.length) % props.tabs.length;
    const tab = props.tabs[next];
    if (!tab) return;
    props.onChange(tab.key);
    refs.current[next]?.focus();
  };
  return (
    <div className="form-tabs" role="tablist" aria-label={props.label} onKeyDown={onKeyDown}>
      {props.tabs.map((tab, i) => (
        <button
          key={tab.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${props.panelId}-tab-${tab.key}`}
          aria-selected={tab.key === props.value}
          aria-controls={props.panelId}
          tabIndex={tab.key === props.value ? 0 : -1}
          className="form-tabs__tab"
          onClick={() => props.onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
