/**
 * The `aria-current` value of a navigation link: `page` on the page itself, `true` on a page
 * below it when the link stands for a whole section, nothing otherwise.
 */
export function currentState(
  pathname: string,
  paths: readonly string[],
  matchChildren: boolean,
): 'page' | 'true' | undefined {
  if (paths.includes(pathname)) return 'page';
  if (matchChildren && paths.some((path) => pathname.startsWith(`${path}/`))) return 'true';
  return undefined;
}
