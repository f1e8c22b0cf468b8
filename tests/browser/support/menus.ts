/** The header's two menus, found the way a visitor finds them: by their buttons and what they hold. */
import type { Locator, Page } from '@playwright/test';

/** The narrow screens' "Menu" button. */
export function menuButton(page: Page): Locator {
  return page.locator('header').getByRole('button', { name: 'Menu', exact: true });
}

/** The narrow screens' menu: the popover that holds a copy of the main navigation. */
export function siteMenu(page: Page): Locator {
  return page.locator('header [popover]').filter({ has: page.getByRole('navigation', { name: 'Menu', exact: true }) });
}

/** The wide screens' button beside "What We Do" that opens the practice areas. */
export function servicesButton(page: Page): Locator {
  return page.locator('header nav').getByRole('button', { name: /practice areas$/ });
}

/** The wide screens' menu of practice areas, under "What We Do". */
export function servicesMenu(page: Page): Locator {
  return page.locator('header nav [popover]');
}
