/** Notices as an accordion: one title opens its sanitised content, another click closes it. */
import { useEffect, useId, useRef, useState } from 'react';
import type { Notice } from '@wl/contract/system/get-announcements';
import { SanitizedHtml } from './sanitized-html';
import { ChevronDownIcon } from './icons';
import './notice-list.css';

export function NoticeList(props: { notices: Notice[]; initialIndex: number | null }) {
  const [expanded, setExpanded] = useState<number | null>(props.initialIndex);
  const baseId = useId();
  const openRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    openRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return (
    <ul className="notice-list">
      {props.notices.map((notice, index) => {
        const open = expanded === index;
        const panelId = `${baseId}-${index}`;
        return (
          <li key={notice.id} className="notice-list__item" ref={open ? openRef : undefined}>
            <h3 className="notice-list__heading">
              <button
                type="button"
                className="notice-list__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setExpanded(open ? null : index)}
              >
                <span>{notice.title}</span>
                <ChevronDownIcon className="icon notice-list__chevron" />
              </button>
            </h3>
            <div id={panelId} className="notice-list__panel" hidden={!open}>
              {open ? <SanitizedHtml html={notice.content} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
