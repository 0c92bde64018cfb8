import type { TFunction } from 'i18next';
import type { InboxMessage } from '@wl/contract/inbox/list-inbox';

/**
 * A system message reads in the member's language: its kind has translated text with the
 * message's values put in; the text stored by the producer is the fallback for kinds this
 * site does not know. An operator's message is shown as the operator wrote it.
 */
export function messageText(t: TFunction, m: InboxMessage): { title: string; body: string } {
  if (m.kind === 'operator') return { title: m.title, body: m.body };
  return {
    title: t(`inbox.kinds.${m.kind}.title`, { ...m.params, defaultValue: m.title }),
    body: t(`inbox.kinds.${m.kind}.body`, { ...m.params, defaultValue: m.body }),
  };
}
