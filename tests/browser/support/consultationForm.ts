/** Filling in the consultation form as a visitor does, and reading what a server stored. */
import type { Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, ISLAND_ROOT_ID } from '../../../components/consultation-form/island';
import { requestsTool } from '../../support/requestsTool';
import { FIXTURE_E2E_DATA_DIR } from '../../support/fixtureSite';
import { content } from './site';

export const area = content.services.find((service) => service.name === 'family-law')!.frontmatter;

/** A unique visitor per test, so tests can find their own stored request. */
export function visitor(tag: string) {
  return {
    firstName: `Ada${tag}`,
    lastName: 'Lovelace',
    email: `ada.${tag.toLowerCase()}@example.com`,
    phone: '(416) 555-0199',
    description: `I would like advice about a separation agreement (${tag}).`,
  };
}

/** The request's values as fillForm fills them in, by field name. */
export function filledValues(v: ReturnType<typeof visitor>): Record<string, string> {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    legalServiceArea: area.formValue,
    problemDescription: v.description,
    urgencyLevel: 'urgent',
    contactMethod: 'email',
  };
}

export async function fillForm(page: Page, v: ReturnType<typeof visitor>) {
  const form = page.getByRole('form', { name: 'Book Your Free Consultation' });
  await form.getByLabel('First Name').fill(v.firstName);
  await form.getByLabel('Last Name').fill(v.lastName);
  await form.getByLabel('Email').fill(v.email);
  await form.getByLabel('Phone Number').fill(v.phone);
  await form.getByLabel('Legal Service Area').selectOption(area.formValue);
  await form.getByLabel('Brief Description').fill(v.description);
  await form.getByLabel('Urgency Level').selectOption('urgent');
  await form.getByLabel('Preferred Contact Method').selectOption('email');
  return form;
}

/** The stored requests, read with the firm's own tool from a server's DATA_DIR (the e2e server's by default). */
export async function storedRequests(dataDir = FIXTURE_E2E_DATA_DIR): Promise<string> {
  const { status, stdout, stderr } = await requestsTool({ DATA_DIR: dataDir }, 'export', '--format', 'json');
  if (status !== 0) throw new Error(`the firm's tool could not export: ${stderr}`);
  return stdout;
}

/** The stored request of one visitor, as the firm's tool exports it. */
export async function storedRequestOf(email: string): Promise<Record<string, unknown> | undefined> {
  const requests = JSON.parse(await storedRequests()) as Record<string, unknown>[];
  return requests.find((request) => request.email === email);
}

/** Opens the page of the form (/contact unless `url`) and waits for the form's code: resolves with the form. */
export async function openForm(page: Page, url = '/contact') {
  await page.goto(url);
  await waitForHydration(page);
  return page.getByRole('form', { name: 'Book Your Free Consultation' });
}

/** The form's code comes when the visitor first reaches for the form (pages/contact/+client.ts). */
export async function waitForHydration(page: Page) {
  await page.locator(`#${ISLAND_ROOT_ID}`).hover();
  await page.locator(`#${ISLAND_ROOT_ID} form[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}
