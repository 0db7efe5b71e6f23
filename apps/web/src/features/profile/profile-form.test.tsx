import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { addMessages, type Messages, setLocale, translate } from '../../i18n/i18n.ts';
import { editTarget } from './edit-page.tsx';
import { pictureProblem } from './image-picker.tsx';
import { PictureError, pictureProblemOf } from './picture-file.ts';
import { checkProfileForm, cleanValues, ProfileForm, problemsFromError } from './profile-form.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileLinks } from './profile-links.tsx';
import { ProfileShowcase } from './showcase.tsx';

/** The profile forms and what they render from players' text (issue 22). */

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const t = (key: string, vars?: Record<string, string | number>) => translate('en-US', 'profile', key, vars);

beforeAll(() => {
  for (const ns of ['common', 'ui', 'profile']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
afterEach(cleanup);

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submit = (testId = 'profile-form') =>
  act(async () => {
    fireEvent.submit(screen.getByTestId(testId));
  });

describe('checkProfileForm', () => {
  it('asks for a name and holds the contract’s lengths', () => {
    expect(checkProfileForm({ name: '', intro: '', links: [] }, t)).toEqual({ name: 'Enter a name.' });
    expect(checkProfileForm({ name: 'x'.repeat(41), intro: 'y'.repeat(301), links: [] }, t)).toEqual({
      name: 'At most 40 characters.',
      intro: 'At most 300 characters.',
    });
    expect(checkProfileForm({ name: '', intro: '', links: [] }, t, { withName: false })).toEqual({});
  });

  it('takes only full http(s) links', () => {
    const links = [
      { label: 'ok', url: 'https://example.com' },
      { label: 'bad', url: 'javascript:alert(1)' },
      { label: 'data', url: 'data:text/html,hi' },
      { label: 'relative', url: '/wallet' },
      { label: 'l'.repeat(31), url: 'http://example.org' },
    ];
    expect(checkProfileForm({ name: 'A', intro: '', links }, t)).toEqual({
      'links.1.url': 'Enter a full link starting with https:// or http://.',
      'links.2.url': 'Enter a full link starting with https:// or http://.',
      'links.3.url': 'Enter a full link starting with https:// or http://.',
      'links.4.label': 'At most 30 characters.',
    });
  });

  it('trims and drops empty link rows before sending', () => {
    expect(
      cleanValues({
        name: '  Linh ',
        intro: ' hi\n',
        links: [
          { label: ' ', url: ' ' },
          { label: ' Blog ', url: ' https://a.example ' },
        ],
      }),
    ).toEqual({ name: 'Linh', intro: 'hi', links: [{ label: 'Blog', url: 'https://a.example' }] });
  });

  it('puts the server’s refusals under the fields they name, in the player’s language', () => {
    const refused = new ApiError('business', 'Some fields are not valid.', 400, 4000, {
      name: ['Enter a name'],
      'links.0.url': ['Must be an http or https link'],
    });
    expect(problemsFromError(refused, t)).toEqual({
      fields: { name: 'This name cannot be used.', 'links.0.url': 'Check this link.' },
    });
    const full = new ApiError('business', 'At most 5 profiles.', 409, 4090, { reason: 'too_many_profiles', max: 5 });
    expect(problemsFromError(full, t).form).toBe('You have the most profiles allowed (5). Delete one to make another.');
    expect(problemsFromError(new ApiError('FETCH_ERROR', 'offline', 0), t).form).toBe(
      'Could not save. Check your connection and try again.',
    );
  });
});

describe('ProfileForm', () => {
  it('refuses an empty name and a javascript: link without sending', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <ProfileForm
        initial={{ name: '', intro: '', links: [] }}
        submitLabel="Save"
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByTestId('profile-link-add'));
    type(screen.getByLabelText('Link 1 address'), 'javascript:alert(1)');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(screen.getByText('Enter a full link starting with https:// or http://.')).toBeTruthy();
    expect(field('profile-name-input').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends trimmed values and shows a refusal from the server under its field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('business', 'Some fields are not valid.', 400, 4000, { 'links.0.url': ['bad'] });
    });
    render(
      <ProfileForm
        initial={{ name: 'Linh', intro: '', links: [{ label: 'Blog', url: 'https://a.example' }] }}
        submitLabel="Save"
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    type(field('profile-name-input'), '  Linh Tran  ');
    type(field('profile-intro-input'), ' <script>alert(1)</script> ');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Linh Tran',
      intro: '<script>alert(1)</script>',
      links: [{ label: 'Blog', url: 'https://a.example' }],
    });
    expect(screen.getByText('Check this link.')).toBeTruthy();
  });

  it('has no name field or links when asked (setup, create), and at most five link rows', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <ProfileForm
        initial={{ name: 'kept', intro: '', links: [] }}
        withName={false}
        submitLabel="Save"
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByTestId('profile-name-input')).toBeNull();
    for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByTestId('profile-link-add'));
    expect(screen.getAllByTestId('profile-link-row')).toHaveLength(5);
    expect(screen.queryByTestId('profile-link-add')).toBeNull();
    await submit();
    // Empty rows are dropped; the name is not checked.
    expect(onSubmit).toHaveBeenCalledWith({ name: 'kept', intro: '', links: [] });
  });
});

describe('what players wrote, rendered', () => {
  const XSS = '<img src=x onerror="window.__owned=1">';

  it('renders names and intros as text, never as markup', () => {
    const { container } = render(
      <ProfileHeader
        profile={{
          name: XSS,
          intro: '<script>window.__owned=2</script>\nline two',
          avatar_url: '',
          background_url: '',
        }}
        counts={{ posts: 3, followers: 12_400, following: 7 }}
      />,
    );
    expect(screen.getByTestId('profile-name').textContent).toBe(XSS);
    expect(screen.getByTestId('profile-intro').textContent).toContain('<script>');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByTestId('profile-counts').textContent).toContain('12.4K');
  });

  it('shows no counts when no service counts them', () => {
    render(<ProfileHeader profile={{ name: 'A', intro: '', avatar_url: '', background_url: '' }} counts={null} />);
    expect(screen.queryByTestId('profile-counts')).toBeNull();
  });

  it('opens links outside with rel="noopener nofollow ugc" and drops anything but http(s)', () => {
    render(
      <ProfileLinks
        links={[
          { label: '', url: 'https://www.example.com/me' },
          { label: '<b>Bold</b>', url: 'http://b.example' },
          { label: 'evil', url: 'javascript:alert(1)' },
        ]}
      />,
    );
    const anchors = screen.getAllByRole('link');
    expect(anchors).toHaveLength(2);
    for (const a of anchors) {
      expect(a.getAttribute('rel')).toBe('noopener nofollow ugc');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    expect(anchors[0]?.textContent).toBe('example.com');
    expect(anchors[1]?.textContent).toBe('<b>Bold</b>');
    expect(screen.queryByText('evil')).toBeNull();
  });

  it('shows the honours-and-pets section only when there is something to show', () => {
    const { container } = render(<ProfileShowcase showcase={{ honours: [], pets: [], loading: false }} />);
    expect(container.innerHTML).toBe('');
    cleanup();
    render(
      <ProfileShowcase
        showcase={{ honours: [{ id: 'h1', name: 'Top 10', image: '/img/x.png' }], pets: [], loading: false }}
      />,
    );
    expect(screen.getByTestId('profile-showcase').textContent).toContain('Top 10');
    expect(screen.queryByText('Pets')).toBeNull();
  });
});

describe('pictures and paths', () => {
  it('refuses other file types on the device and names the server’s refusals', () => {
    expect(pictureProblemOf({ type: 'image/gif', size: 10 })).toBe('type');
    expect(pictureProblemOf({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(pictureProblemOf({ type: 'image/jpeg', size: 30 * 1024 * 1024 })).toBe('size');
    expect(pictureProblemOf({ type: 'image/webp', size: 1000 })).toBeUndefined();
    const refused = (message: string) =>
      new ApiError('business', 'Some fields are not valid.', 400, 4000, { img: [message] });
    expect(pictureProblem(refused('Must be a PNG, JPEG or WebP image'))).toBe('type');
    expect(pictureProblem(refused('The image is larger than 2 MB'))).toBe('size');
    expect(pictureProblem(refused('The image has too many pixels (at most 24 megapixels)'))).toBe('pixels');
    expect(pictureProblem(refused('The image could not be read'))).toBe('read');
    expect(pictureProblem(new PictureError('type'))).toBe('type');
    expect(pictureProblem(new ApiError('FETCH_ERROR', 'offline', 0))).toBe('network');
  });

  it('reads /profile/edit/<rest>', () => {
    expect(editTarget('')).toEqual({ kind: 'info' });
    expect(editTarget('info')).toEqual({ kind: 'info' });
    expect(editTarget('post')).toEqual({ kind: 'post' });
    expect(editTarget('post/42')).toEqual({ kind: 'post', postId: '42' });
    expect(editTarget('post/../../x')).toEqual({ kind: 'none' });
    expect(editTarget('settings')).toEqual({ kind: 'none' });
  });
});
