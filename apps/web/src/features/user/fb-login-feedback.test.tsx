import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { navigate } from '../../app/router/history.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import FbLoginFeedbackPage from './fb-login-feedback-page.tsx';

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const show = (search: string) => {
  navigate(`/en-US/user/fb-login-feedback${search}`, { replace: true });
  const route = { locale: 'en-US', route: undefined, params: {}, path: '/user/fb-login-feedback' } as const;
  return render(
    <RouteContext.Provider value={route}>
      <FbLoginFeedbackPage />
    </RouteContext.Provider>,
  );
};

beforeAll(() => {
  for (const ns of ['common', 'user', 'feedback']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
afterEach(cleanup);

describe('/user/fb-login-feedback', () => {
  it('says why the login failed, what to try, and offers the other ways in', () => {
    show('?reason=email&code=190&backUrl=%2Fwallet');
    expect(screen.getByTestId('fb-reason').textContent).toContain('did not share an email');
    expect(screen.getByText('Error code: 190')).toBeTruthy();
    expect(screen.getByText(/Add an email or phone number/)).toBeTruthy();
    expect(screen.getByTestId('fb-other-login').getAttribute('href')).toBe('/en-US/user/login-home?backUrl=%2Fwallet');
    expect(screen.getByTestId('fb-phone-login').getAttribute('href')).toBe(
      '/en-US/user/login?mode=code&backUrl=%2Fwallet',
    );
  });

  it('an unknown or missing reason reads as unknown; a code is cleaned before it is shown', () => {
    show('?reason=%3Cscript%3E&code=%3Cb%3E12%3C%2Fb%3E');
    expect(screen.getByTestId('fb-reason').textContent).toBe('Something went wrong between Facebook and us.');
    expect(screen.getByText('Error code: b12b')).toBeTruthy();
  });

  it('the report form starts as an account problem', () => {
    show('?reason=cancelled');
    const category = messages('feedback').category as Messages;
    const account = screen.getByRole('radio', { name: category.account as string });
    expect((account as HTMLInputElement).checked).toBe(true);
  });
});
