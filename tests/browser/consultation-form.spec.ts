import { expect, test, type Page } from '@playwright/test';
import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';
import { FAILURE_TEXTS } from '../../consultation-request/failures';
import { ISLAND_ROOT_ID } from '../../components/consultation-form/island';
import { en } from '../../messages/en';
import { expectNoAxeViolations } from './support/axe';
import { area, filledValues, fillForm, openForm, storedRequestOf, visitor } from './support/consultationForm';
import { holdRequests } from './support/settled';
import { content, expectEveryPhone } from './support/site';

const { phones, notices } = content.facts;
const URGENT_NOTE = 'For a matter that cannot wait';

/** The form's own elements: the notices of the notification area, the confirmation. */
const noticeArea = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const confirmation = (page: Page) => page.getByRole('status', { name: en.notices.success.title });

test('fill and send: "Sending...", the success notice, the confirmation focused, the request stored as English', async ({
  page,
}) => {
  const v = visitor('Success');
  await openForm(page);
  const form = await fillForm(page, v);
  // The form stays "Sending..." while the answer is held.
  const answers = await holdRequests(page, CONSULTATION_ENDPOINT);
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  answers.release();
  // The success notice, said once: in place of the form, with the focus.
  const done = confirmation(page);
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.querySelector('h3')?.textContent)).toBe(
    en.notices.success.title,
  );
  await expect(done).toContainText(en.notices.success.description);
  await expect(done).toContainText(`Thank you, ${v.firstName}.`);
  // What happens next, as the thank-you page says it.
  await expect(done.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(done.getByRole('listitem')).toHaveText([
    /^We read your request\./,
    /^We contact you\. By email, to arrange your free consultation/,
    /^Your free consultation\./,
  ]);
  await expect(done).toContainText('Please do not send confidential details until we confirm we can act for you.');
  await expectEveryPhone(done);
  await expect(form).toBeHidden();
  // No pop-up repeats it over the page.
  await expect(noticeArea(page)).not.toContainText(en.notices.success.title);
  expect(await storedRequestOf(v.email)).toMatchObject({ legalServiceArea: area.formValue, language: 'en' });

  // "Send another request" brings back the empty form, focus on its first field.
  await done.getByRole('button', { name: 'Send another request' }).click();
  await expect(done).toHaveCount(0);
  await expect(form.getByLabel('First Name')).toBeFocused();
  await expect(form.getByLabel('First Name')).toHaveValue('');
  await expect(form.getByLabel('Legal Service Area')).toHaveValue('');
  await expect(form.getByLabel('Brief Description')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Send Request' })).toBeEnabled();
});

test('a second click while sending sends nothing more', async ({ page }) => {
  await openForm(page);
  const form = await fillForm(page, visitor('Once'));
  const answers = await holdRequests(page, CONSULTATION_ENDPOINT);
  await form.getByRole('button', { name: 'Send Request' }).click();
  await form
    .locator('button[type="submit"]')
    .click({ force: true })
    .catch(() => undefined);
  answers.release();
  await expect(confirmation(page)).toContainText(en.notices.success.description);
  expect(answers.held()).toBe(1);
});

for (const failure of ['HTTP 500', 'success false', 'network error', 'unreadable answer'] as const) {
  test(`${failure}: the error notice, focus on the error in the form, the entries kept, the error logged`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await openForm(page);
    const v = visitor('Failure');
    const form = await fillForm(page, v);
    await page.route(CONSULTATION_ENDPOINT, (route) => {
      if (failure === 'network error') return route.abort('connectionreset');
      if (failure === 'HTTP 500') return route.fulfill({ status: 500, json: { success: false, error: 'boom' } });
      if (failure === 'success false') return route.fulfill({ status: 200, json: { success: false, error: 'no' } });
      return route.fulfill({ status: 200, contentType: 'application/json', body: '<html>' });
    });
    await form.getByRole('button', { name: 'Send Request' }).click();
    const alert = noticeArea(page).getByRole('alert');
    await expect(alert).toContainText(en.notices.error.title);
    await expect(alert).toContainText(en.notices.error.description);
    const inForm = form.getByRole('alert');
    await expect(inForm).toBeFocused();
    await expect(inForm).toContainText('Your request was not sent.');
    await expect(inForm).toContainText(en.notices.error.description);
    await expectEveryPhone(inForm);
    await expect(confirmation(page)).toHaveCount(0);
    await expect(form.getByLabel('First Name')).toHaveValue(v.firstName);
    await expect(form.getByLabel('Brief Description')).toHaveValue(v.description);
    expect(errors.join('\n')).toContain('Failed to send the consultation request');
  });
}

test('errors show under their fields, tied by aria-describedby; focus moves to the first', async ({ page }) => {
  const form = await openForm(page);
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByRole('button', { name: 'Send Request' }).click();
  const firstName = form.getByLabel('First Name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Enter your first name');
  await expect(form.getByLabel('Last Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter your e-mail address');
});

test('an e-mail address without a dot after @ is refused with what is missing', async ({ page }) => {
  const form = await openForm(page);
  await form.getByLabel('Email').fill('priya@gmail');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Enter the whole e-mail address: the part after @ needs a dot, such as gmail.com',
  );
});

test.describe('axe', () => {
  test.use({ bypassCSP: true });
  test('/contact passes axe, also while errors show', async ({ page }) => {
    await openForm(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('/contact passes axe with the urgent note, the send error and the confirmation', async ({ page }) => {
    await openForm(page);
    const form = await fillForm(page, visitor('Axe'));
    await form.getByLabel('Urgency Level').selectOption('immediate');
    await expect(form.getByText(URGENT_NOTE)).toBeVisible();
    let answer = 500;
    await page.route(CONSULTATION_ENDPOINT, (route) =>
      route.fulfill({ status: answer, json: answer === 200 ? { success: true } : { success: false, error: 'boom' } }),
    );
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(form.getByRole('alert')).toBeFocused();
    await expectNoAxeViolations(page);
    answer = 200;
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(confirmation(page)).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test('keyboard only: fill and send', async ({ page }) => {
  const v = visitor('Keyboard');
  await openForm(page);
  await page.getByLabel('First Name').focus();
  for (const typed of [v.firstName, v.lastName, v.email, v.phone]) {
    await page.keyboard.type(typed);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('End'); // the last practice area in a closed select
  await page.keyboard.press('Tab');
  await page.keyboard.type(v.description);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // the first level: immediate, so the note and its links appear
  for (const name of [...phones.map((phone) => phone.display), '911']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name, exact: true }).and(page.locator(':focus'))).toHaveCount(1);
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab'); // best time: optional, left as it is
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'privacy notice' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send Request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirmation(page)).toBeFocused();
  expect(await storedRequestOf(v.email)).toBeDefined();
});

test('notices: at most three at once, paused while hovered, closed by a swipe', async ({ page }) => {
  // The notices' timers run on the page's clock, which the test moves on instead of waiting.
  await page.clock.install();
  await openForm(page);
  await page.route(CONSULTATION_ENDPOINT, (route) => route.fulfill({ status: 503, json: { success: false } }));
  await fillForm(page, visitor('Notices'));
  const send = page.getByRole('button', { name: 'Send Request' });
  for (let i = 0; i < 4; i += 1) {
    await send.click();
    await expect(send).toBeEnabled();
  }
  const region = noticeArea(page);
  await expect(region.getByRole('alert')).toHaveCount(3);
  // F8 takes the keyboard to the notices; a notice's close button dismisses it.
  await page.keyboard.press('F8');
  await expect(region.getByRole('alert').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(region.getByRole('alert')).toHaveCount(2);
  await send.click();
  await expect(region.getByRole('alert')).toHaveCount(3);
  await region.hover();
  await page.clock.runFor(10_000);
  await expect(region.getByRole('alert')).toHaveCount(3);
  const notice = region.getByRole('alert').first();
  const box = (await notice.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(region.getByRole('alert')).toHaveCount(2);
  await page.mouse.move(0, 0);
  await page.clock.runFor(10_000);
  await expect(region.getByRole('alert')).toHaveCount(0);
});

test('the consent line sits right above the button, describes it and links to the privacy notice', async ({ page }) => {
  const form = await openForm(page);
  const button = form.getByRole('button', { name: 'Send Request' });
  const consent = form.getByText('By sending this form, you agree that we use the details you give');
  await expect(consent).toHaveText(
    'By sending this form, you agree that we use the details you give to answer your request, as our privacy notice explains.',
  );
  await expect(consent.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', notices.privacy);
  expect(await button.evaluate((b) => b.previousElementSibling?.id)).toBe(await consent.getAttribute('id'));
  await expect(button).toHaveAccessibleDescription(/as our privacy notice explains/);
  // The consent line is above the button, with nothing between them on screen.
  const [consentBox, buttonBox] = [(await consent.boundingBox())!, (await button.boundingBox())!];
  expect(consentBox.y + consentBox.height).toBeLessThanOrEqual(buttonBox.y);
  expect(buttonBox.y - (consentBox.y + consentBox.height)).toBeLessThan(32);
});

test('immediate urgency shows the note with every phone, announced; other levels hide it', async ({ page }) => {
  const form = await openForm(page);
  const urgency = form.getByLabel('Urgency Level');
  const note = form.getByText(URGENT_NOTE);
  await expect(note).toBeHidden();
  await urgency.selectOption('immediate');
  await expect(note).toBeVisible();
  await expect(note).toHaveText(
    `${URGENT_NOTE}, call us now: ${phones.map((p) => p.display).join(' or ')}. If you are in immediate danger, call 911.`,
  );
  await expectEveryPhone(note);
  await expect(note.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
  // Once hydrated the note is added to a polite live region, so it is announced as it appears.
  await expect(form.locator('[aria-live="polite"]').filter({ hasText: URGENT_NOTE })).toHaveCount(1);
  for (const level of ['urgent', 'moderate', 'low', ''] as const) {
    await urgency.selectOption(level);
    await expect(note).toBeHidden();
    await expect(form.locator('[aria-live="polite"]').filter({ hasText: URGENT_NOTE })).toHaveCount(0);
  }
});

test('HTTP 429 (rate limit): wait or call, never "try again", in the form and in the notice', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openForm(page);
  const form = await fillForm(page, visitor('Limited'));
  // The server's own answer when the limit is reached (server/intake/rateLimit.ts, responses.ts).
  await page.route(CONSULTATION_ENDPOINT, (route) =>
    route.fulfill({
      status: 429,
      headers: {
        'RateLimit-Policy': '"consultation";q=5;w=600',
        RateLimit: '"consultation";r=0;t=600',
        'Retry-After': '600',
      },
      json: { success: false, error: 'Too many requests from this connection; wait ten minutes, or call us' },
    }),
  );
  await form.getByRole('button', { name: 'Send Request' }).click();
  const inForm = form.getByRole('alert');
  await expect(inForm).toBeFocused();
  await expect(inForm).toContainText(FAILURE_TEXTS['rate-limited']);
  await expect(inForm).toContainText('wait ten minutes');
  await expectEveryPhone(inForm);
  const notice = noticeArea(page).getByRole('alert');
  // Resting the pointer on the notice keeps it open while it is read (it closes after 4 s).
  await notice.hover();
  await expect(notice).toContainText(en.notices.rateLimitedTitle);
  await expect(notice).toContainText(FAILURE_TEXTS['rate-limited']);
  await expect(notice).not.toContainText(en.notices.error.description);
  // Nowhere in the form area (the form, its error, the notices) is the visitor told to try again.
  await expect(page.locator(`#${ISLAND_ROOT_ID}`)).not.toContainText(/try again/i);
  await expect(noticeArea(page)).not.toContainText(/try again/i);
  await expect(notice).toBeVisible();
  expect(errors.join('\n')).toContain('HTTP 429');
});

test('the honeypot is hidden from sight, the tab order and assistive technology', async ({ page }) => {
  await page.goto('/contact');
  const honeypot = page.locator('input[name="bot-field"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator('[aria-hidden="true"]').filter({ has: honeypot })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: "Don't fill this out" })).toHaveCount(0);
  expect(await honeypot.evaluate((el) => el.getBoundingClientRect().right <= 0)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form posts and lands on /thank-you', async ({ page }) => {
    const v = visitor('NoScript');
    await page.goto('/contact');
    const form = await fillForm(page, v);
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
    expect(await storedRequestOf(v.email)).toBeDefined();
  });

  test('the consent line links to the privacy notice; immediate urgency shows the note by CSS alone', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Book Your Free Consultation' });
    await expect(form.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', notices.privacy);
    const urgency = form.getByLabel('Urgency Level');
    const note = form.getByText(URGENT_NOTE);
    await expect(note).toBeHidden();
    await urgency.selectOption('immediate');
    await expect(note).toBeVisible();
    await expectEveryPhone(note);
    for (const level of ['urgent', 'moderate', 'low', ''] as const) {
      await urgency.selectOption(level);
      await expect(note).toBeHidden();
    }
    await urgency.selectOption('immediate');
    await expect(note).toBeVisible();
  });

  test('an invalid request lands on a page that lists what to fix, above the form filled in with everything sent', async ({
    page,
  }) => {
    await page.goto('/contact');
    const v = visitor('Invalid');
    await fillForm(page, v);
    // The browser checks "required" itself; a description too short passes it but not the server.
    await page.getByLabel('Brief Description').fill('Too short');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your request');
    const list = page.locator('[data-form-errors] li');
    await expect(list).toHaveCount(1);
    await expect(list).toContainText('Brief Description');
    // The field's link leads to the field, on this page, with what was typed.
    await list.getByRole('link', { name: 'Brief Description' }).click();
    await expect(page).toHaveURL(/#problemDescription$/);
    const form = page.getByRole('form', { name: 'Book Your Free Consultation' });
    for (const [name, value] of Object.entries({ ...filledValues(v), problemDescription: 'Too short' })) {
      await expect(form.locator(`[name="${name}"]`), name).toHaveValue(value);
    }
    // Fixed, and sent again from here: the thank-you page.
    await form.getByLabel('Brief Description').fill(v.description);
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await storedRequestOf(v.email)).toBeDefined();
  });
});
