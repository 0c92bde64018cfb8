/**
 * "Login required before home" (whitelabel LOGINREQUIRED3): a visitor without a token may
 * reach only these paths; any other path goes to /login (spec §2).
 */
const GUEST_PATHS = new Set([
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/down',
]);

export function guardRedirect(input: {
  loginRequired: boolean;
  hasToken: boolean;
  pathname: string;
}): string | null {
  if (!input.loginRequired || input.hasToken) return null;
  const path = input.pathname.length > 1 ? input.pathname.replace(/\/+$/, '') : input.pathname;
  return GUEST_PATHS.has(path.toLowerCase()) ? null : '/login';
}
