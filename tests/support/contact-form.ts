import type { Page } from '@playwright/test';

import type { messages } from '@/scripts/site-facts';

export type ContactValues = {
  topic?: 'support' | 'sales';
  country: string;
  message: string;
  name: string;
  email: string;
};

/**
 * Fills in the contact form on the page open (a support request unless `topic` says otherwise),
 * leaving the consent box and the button alone. `typed`: the message is typed key by key, as the
 * draft's keystroke handlers see it.
 */
export async function fillContactFields(
  page: Page,
  f: ReturnType<typeof messages>['forms'],
  { topic = 'support', country, message, name, email }: ContactValues,
  { typed = false } = {},
): Promise<void> {
  await page.getByLabel(f.fields.topic.label).selectOption(topic);
  await page.getByLabel(f.fields.country.label).selectOption(country);
  const messageField = page.getByLabel(f.fields.message.label);
  await (typed ? messageField.pressSequentially(message) : messageField.fill(message));
  await page.getByLabel(f.fields.name.label).fill(name);
  await page.getByLabel(f.fields.email.label).fill(email);
}
