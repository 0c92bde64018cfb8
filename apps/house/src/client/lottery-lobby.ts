/**
 * The lottery lobby: every game link carries the session fragment (#s=…) the page was opened
 * with, so the chosen lottery opens with the same session. The fragment never reaches a server.
 */
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lottery]')) {
  link.href = `${link.pathname}${link.search}${window.location.hash}`;
}
