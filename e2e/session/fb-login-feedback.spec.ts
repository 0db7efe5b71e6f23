import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

const SENT: Record<string, string> = { 'vi-VN': 'Góp ý đã được gửi', 'en-US': 'Your feedback has been sent' };

for (const locale of ['vi-VN', 'en-US']) {
  test(`a failed Facebook login explains itself, takes a report and offers another way in (${locale})`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto(`/${locale}/user/fb-login-feedback?reason=email&code=190`);
    await expect(page.getByTestId('fb-reason')).toBeVisible();
    await screenshot(page, `session/fb-login-feedback-${locale}`);
    await expectAccessible(page);

    await page.getByTestId('feedback-text').fill('Facebook asked for my email and then the app showed this page.');
    const sent = page.waitForResponse((r) => r.url().includes('/api/feedback/submit'));
    await page.getByTestId('feedback-submit').click();
    const answer = await (await sent).json();
    expect(answer.code).toBe(0);
    await expect(page.getByText(SENT[locale] as string)).toBeVisible();

    await page.getByTestId('fb-phone-login').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/user/login\\?mode=code`));
    console.expectNone();
  });
}
