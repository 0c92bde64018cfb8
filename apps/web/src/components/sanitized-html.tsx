import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** Renders back-office HTML after sanitising it (see sanitize.ts). */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
