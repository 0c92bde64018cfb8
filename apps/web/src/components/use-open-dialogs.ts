/**
 * Whether any modal dialog is on screen. Every dialog of the site is components/modal.tsx,
 * portalled into <body> with aria-modal, so watching <body>'s children is enough; code that
 * must not pop up over another dialog (the after-login notices) waits on this.
 */
import { useSyncExternalStore } from 'react';

const OPEN_DIALOG = '[role="dialog"][aria-modal="true"]';

export function anyDialogOpen(): boolean {
  return document.body.querySelector(OPEN_DIALOG) !== null;
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, anyDialogOpen, () => false);
}
