/**
 * The key a page address is matched by, as the site's router matches it: any case, trailing
 * slashes ignored. The server's first-page hints and the web's route table both read paths
 * through it, so a spelling the site opens is a spelling the server recognises.
 */
export function routeKey(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}
