import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAYAAACM/rhtAAAARUlEQVR4nO3OMREAIAAAIeMYx9i20hTeOzCwM/aa52ejDggK1gFBwTogKFgHBAXrgKBgHRAUrAOCgnVAULAOCArWAcHXLo6dCpPHtnFFAAAAAElFTkSuQmCC',
  'base64',
);

test('feedback: category, text, screenshots, sent with the app environment', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/en-US/user/feedback');
  await expect(page.getByTestId('feedback-form')).toBeVisible();
  await expect(page.getByTestId('help-questions').locator('details')).toHaveCount(4);
  await expect(page.getByTestId('help-agents').getByRole('button')).toHaveCount(2);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByRole('alert')).toContainText('at least 5 characters');

  await page.getByText('Payment', { exact: true }).click();
  await page.getByTestId('feedback-text').fill('My deposit did not arrive after 10 minutes.');
  const files = Array.from({ length: 4 }, (_, i) => ({ name: `s${i}.png`, mimeType: 'image/png', buffer: PNG }));
  await page.getByTestId('feedback-file').setInputFiles(files);
  await expect(page.getByTestId('feedback-thumb')).toHaveCount(3);
  await expect(page.getByTestId('feedback-file')).toHaveCount(0);
  await page.getByLabel('Contact (optional)').fill('linh@example.com');
  await page.getByTestId('help-agents').getByRole('button').first().click();
  await expect(page.getByTestId('help-agent-info')).toBeVisible();
  await screenshot(page, 'locales-feedback-filled');
  await expectAccessible(page);

  const sent = page.waitForRequest((req) => req.url().endsWith('/svc/feedback/api/feedback/submit'));
  await page.getByTestId('feedback-submit').click();
  const body = JSON.parse((await sent).postData() ?? '{}');
  expect(body).toMatchObject({ category: 'payment', contact: 'linh@example.com' });
  expect(body.images).toHaveLength(3);
  expect(body.env).toMatchObject({ platform: 'h5', locale: 'en-US', screen: expect.stringMatching(/^\d+x\d+$/) });
  await expect(page.getByTestId('toast')).toContainText('feedback has been sent');
  await expect(page.getByTestId('feedback-text')).toHaveValue('');
  console.errors.splice(0, console.errors.length, ...console.errors.filter((e) => !e.includes('400')));
  console.expectNone();
});

test('feedback page in vi-VN is translated', async ({ page }) => {
  await page.goto('/vi-VN/user/feedback');
  await expect(page.getByRole('button', { name: 'Gửi góp ý' })).toBeVisible();
  await expect(page).toHaveTitle('Góp ý');
  await expect(page.getByTestId('help-questions')).toContainText('đăng nhập');
  await screenshot(page, 'locales-feedback-vi-VN');
});
