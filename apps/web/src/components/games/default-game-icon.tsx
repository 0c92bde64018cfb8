/** The default game icon shown when a game's artwork fails to load (spec §2, reference §6.2). */
export function DefaultGameIcon({ label }: { label: string }) {
  return (
    <svg
      className="default-game-icon"
      viewBox="0 0 64 64"
      role="img"
      aria-label={label}
      data-testid="default-game-icon"
    >
      <rect x="4" y="14" width="56" height="36" rx="18" fill="currentColor" opacity="0.18" />
      <path
        d="M20 26v12M14 32h12"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="42" cy="28" r="3.5" fill="currentColor" />
      <circle cx="49" cy="35" r="3.5" fill="currentColor" />
    </svg>
  );
}
