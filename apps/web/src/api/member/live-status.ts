/**
 * Whether a live events stream is open (ADR 0037). Kept apart from the stream's code, which
 * loads only after sign-in, so the header's badge can read it without pulling that code in.
 */
let live = false;

export function isLiveConnected(): boolean {
  return live;
}

export function setLiveConnected(value: boolean) {
  live = value;
}
