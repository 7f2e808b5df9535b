/**
 * Which address the static sign-in page answers (docs/architecture.md#the-sign-in-page): `/login` opens it unless the
 * app's own forms are asked for there, `?forgot=1` (Şifremi unuttum) or `?first=1` (the first admin account). The API
 * server (lib/spa.ts) and the web app's dev server (scripts/html-pages.ts) both serve by it.
 */
export function opensStaticSignIn(pathname: string, search: { has(name: string): boolean }): boolean {
  return pathname === '/login' && !search.has('forgot') && !search.has('first');
}
