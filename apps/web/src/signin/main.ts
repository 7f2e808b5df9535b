/**
 * The sign-in page's own script (docs/architecture.md#the-sign-in-page). signin.html is painted before this runs;
 * this checks the fields as the app's forms do, signs in, stores the session where the app reads it and opens the
 * page asked for. It imports neither React nor antd nor zod: the phone downloads a few kilobytes, not the app.
 */
import '../ui/app.css';
import '../ui/kit/kit.css';
import './signin.css';
import { safeRedirectPath } from '../auth/guard';
import { saveSession } from '../auth/sessionStore';
import { msg } from '../messages';
import { auth as t } from '../pages/auth/messages';
import { paths } from '../paths';
import { readDark, storeDarkTheme } from '../ui/themeDocument';
import { whenIdle } from '../ui/whenIdle';
import { FIRST_USER_STATUS_URL, fieldErrorsOf, type SignInAnswer, signInRequest } from './signInRequest';

const byId = <E extends HTMLElement>(id: string) => document.getElementById(id) as E;

const form = byId<HTMLFormElement>('signin-form');
const email = byId<HTMLInputElement>('signin-email');
const password = byId<HTMLInputElement>('signin-password');
const submit = byId<HTMLButtonElement>('signin-submit');
const notice = byId<HTMLDivElement>('signin-notice');
const params = new URLSearchParams(location.search);
const target = safeRedirectPath(params.get('from'));

/** Validated on submit, then on every change (as antd's forms do once a field has been checked). */
let checked = false;
let busy = false;

function showFieldError(input: HTMLInputElement, text: string | undefined) {
  const box = byId<HTMLDivElement>(`${input.id}-error`);
  box.textContent = text ?? '';
  box.hidden = !text;
  input.setAttribute('aria-invalid', text ? 'true' : 'false');
  input.parentElement?.classList.toggle('kit-input-invalid', !!text);
}

function showNotice(text: string | null, kind: 'error' | 'info' = 'error') {
  notice.textContent = text ?? '';
  notice.hidden = !text;
  notice.className = `signin-alert signin-alert-${kind}`;
  notice.setAttribute('role', kind === 'error' ? 'alert' : 'status');
}

function emailProblem(): string | undefined {
  if (!email.value.trim()) return msg.validation.required(t.emailSubject);
  return email.validity.typeMismatch ? t.emailInvalid : undefined;
}

const passwordProblem = () => (password.value ? undefined : msg.validation.required(t.password));

function validate(): boolean {
  const problems = [emailProblem(), passwordProblem()];
  showFieldError(email, problems[0]);
  showFieldError(password, problems[1]);
  return !problems.some(Boolean);
}

function setBusy(on: boolean) {
  busy = on;
  submit.disabled = on;
  submit.setAttribute('aria-busy', String(on));
  email.readOnly = on;
  password.readOnly = on;
}

/** The server's answer as the page shows it: under the fields it names, else above the form. */
function showFailure(answer: Exclude<SignInAnswer, { ok: true }>) {
  const byField = fieldErrorsOf(answer.details);
  if (byField.email || byField.password) {
    showFieldError(email, byField.email);
    showFieldError(password, byField.password);
    showNotice(null);
  } else showNotice(answer.message || t.failed);
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (busy) return; // a second click while the first is on its way
  checked = true;
  if (!validate()) return;
  setBusy(true);
  showNotice(null);
  const answer = await signInRequest({ email: email.value.trim(), password: password.value });
  if (answer.ok && saveSession(answer.token, answer.name, answer.role)) {
    // the page stays busy while the app loads; back from there does not return to this form
    location.replace(target);
    return;
  }
  setBusy(false);
  if (answer.ok) showNotice(msg.errors.generic);
  else showFailure(answer);
});

for (const input of [email, password]) {
  input.addEventListener('input', () => {
    if (!checked) return;
    showFieldError(input, input === email ? emailProblem() : passwordProblem());
  });
}

// Şifremi unuttum: the app's form, with the address typed so far
byId<HTMLAnchorElement>('signin-forgot').addEventListener('click', (event) => {
  const typed = email.value.trim();
  if (!typed) return;
  event.preventDefault();
  location.assign(paths.login({ forgot: '1', email: typed }));
});

const reveal = byId<HTMLButtonElement>('signin-reveal');
reveal.addEventListener('click', () => {
  const show = password.type === 'password';
  password.type = show ? 'text' : 'password';
  reveal.setAttribute('aria-pressed', String(show));
  const label = show ? t.hidePassword : t.showPassword;
  reveal.setAttribute('aria-label', label);
  reveal.title = label;
});

const themeButton = byId<HTMLButtonElement>('signin-theme');
function showThemeButton(dark: boolean) {
  const label = dark ? msg.theme.toLight : msg.theme.toDark;
  themeButton.setAttribute('aria-pressed', String(dark));
  themeButton.setAttribute('aria-label', label);
  themeButton.title = label;
}
themeButton.addEventListener('click', () => {
  const dark = !readDark();
  storeDarkTheme(dark);
  showThemeButton(dark);
});
showThemeButton(readDark());

// back to this page from the app (the browser's page cache): not busy any more
window.addEventListener('pageshow', (event) => {
  if (event.persisted) setBusy(false);
});

const given = params.get('email');
if (given) email.value = given;
(given ? password : email).focus();
if (params.get('exists') === '1') showNotice(t.firstUserExists, 'info');

/**
 * An empty database: the app's first-admin form instead. Asked after the page has painted; it happens once in an
 * installation's life.
 */
void fetch(FIRST_USER_STATUS_URL)
  .then((res) => (res.ok ? res.json() : null))
  .then((status: { needsFirstUser?: boolean } | null) => {
    if (status?.needsFirstUser) location.replace(paths.login({ first: '1' }));
  })
  .catch(() => undefined);

/** While the dealer types, the app's files download in the background, so the page after sign-in opens at once. */
function prefetchApp() {
  const metas = document.querySelectorAll<HTMLMetaElement>('meta[name="app-prefetch"]');
  for (const href of [...metas].flatMap((m) => m.content.split(' ').filter(Boolean))) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.appendChild(link);
  }
}
window.addEventListener('load', () => whenIdle(prefetchApp, { fallback: 1000 }));
