import { expect, type Page } from '@playwright/test';

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest email to `to` whose subject matches, read from the demo mailbox's API. */
export async function emailTo(page: Page, to: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect(async () => {
    const response = await page.request.get('/api/dev/mailbox');
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    found = messages.find((message) => message.to === to && subject.test(message.subject));
    expect(found, `an email to ${to} about ${subject}`).toBeDefined();
  }).toPass({ timeout: 5_000 });
  return found!;
}

/** The link an email carries (Burrow's emails are plain text, one link on its own line). */
export function linkIn(message: MailboxMessage): string {
  const link = message.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in “${message.subject}”`);
  return link;
}
