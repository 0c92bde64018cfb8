/** Icons of the game cards and menus (decorative; the control carries the label). */
export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function FlameIcon() {
  return (
    <svg className="icon icon--flame" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.5c.6 3.2 4.8 5.4 4.8 10.2a4.8 4.8 0 0 1-9.6 0c0-2.2 1-3.6 2.2-4.8.2 1.6.9 2.6 1.9 3 .1-3.6.2-5.8.7-8.4z"
        fill="currentColor"
      />
    </svg>
  );
}
