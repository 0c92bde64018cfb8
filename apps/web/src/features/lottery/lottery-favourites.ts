/**
 * Lottery favourites, saved locally per user name (spec §4 "Local storage: lottery favourites
 * per username"). A visitor's favourites are kept under the empty name.
 */
const KEY_PREFIX = 'lottery_favourites:';

function keyOf(username: string | null): string {
  return `${KEY_PREFIX}${username ?? ''}`;
}

export function loadFavourites(username: string | null, storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds or removes `gameId` for `username`; returns the new list. */
export function toggleFavourite(
  username: string | null,
  gameId: string,
  storage: Storage = localStorage,
): string[] {
  const current = loadFavourites(username, storage);
  const next = current.includes(gameId)
    ? current.filter((g) => g !== gameId)
    : [...current, gameId];
  try {
    storage.setItem(keyOf(username), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the toggle still shows for this visit.
  }
  return next;
}
