import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button that opens a menu (WAI-ARIA menu button): opening focuses an item, arrows, Home and
 * End move between items, Escape closes and returns focus to the button, Tab or a click
 * elsewhere closes. The language menu and the account menu share it.
 */
export function useMenuButton(options: {
  /** Selects the menu's items inside the list, e.g. '[role=menuitem]'. */
  itemSelector: string;
  /** Which item gets focus when the menu opens (default: the first). */
  initialItem?: (items: HTMLElement[]) => HTMLElement | undefined;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { itemSelector, initialItem } = options;

  const items = useCallback(
    () => [...(listRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])],
    [itemSelector],
  );

  useEffect(() => {
    if (!open) return;
    const list = items();
    (initialItem?.(list) ?? list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // The initial item is chosen when the menu opens, not again while it stays open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, items]);

  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        closeToButton();
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
  };

  return { open, setOpen, closeToButton, buttonRef, listRef, rootRef, onMenuKeyDown };
}
