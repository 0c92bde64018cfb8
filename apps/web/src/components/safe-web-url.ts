/** Only web addresses are followed; javascript:, data: and other schemes are refused. */
export function safeWebUrl(text: string, base: string = window.location.origin): string | null {
  try {
    const url = new URL(text, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
