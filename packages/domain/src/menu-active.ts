/** docs/product.md#the-account-menu: a menu item is active when the path equals its URL or continues it after a slash. */
export function isMenuItemActive(currentPath: string, itemUrl: string): boolean {
  return currentPath === itemUrl || currentPath.startsWith(`${itemUrl}/`);
}
