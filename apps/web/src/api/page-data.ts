/**
 * Data the server wrote into the page for the first screen (ADR 0051, 0056): JSON in a
 * `<script type="application/json">` before the entry script. Each is taken once — the element
 * goes with the first read — so a later call asks the API; the caller checks what it holds.
 */
export function takePageJson(id: string): unknown {
  const element = document.getElementById(id);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}

/** The `value` of a success envelope, else undefined. */
export function successValue(reply: unknown): unknown {
  if (typeof reply !== 'object' || reply === null) return undefined;
  const envelope = reply as { success?: unknown; value?: unknown };
  return envelope.success === true ? envelope.value : undefined;
}
