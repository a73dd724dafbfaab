import { registerServiceWorker } from '../lib/service-worker.ts';
import { BUSINESS_LOGIN_KEY, REDIRECT_KEY, readSession, removeSession, writeSession } from '../lib/session-storage.ts';
import { checkFields, type FieldErrors, landingPath, requestSignIn } from './sign-in.ts';

/**
 * The sign-in page (login.html): its form is drawn by the HTML itself, and this script only checks it, sends it and
 * goes on to the back-office, so that a phone shows the page as soon as the HTML is there (decision 066).
 */
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('sign-in');
const email = byId<HTMLInputElement>('email');
const password = byId<HTMLInputElement>('password');
const reveal = byId<HTMLButtonElement>('reveal');
const submit = byId<HTMLButtonElement>('submit');
const failure = byId<HTMLDivElement>('failure');

// Saved by the back-office when a signed-out person opened one of its addresses: say where they are going.
const saved = readSession<string>(REDIRECT_KEY);
if (typeof saved === 'string' && saved) {
  const note = byId<HTMLDivElement>('continue-note');
  note.querySelector('strong')!.textContent = saved;
  note.hidden = false;
}

const showFieldError = (input: HTMLInputElement, message: string | null) => {
  const text = byId<HTMLParagraphElement>(`${input.id}-error`);
  text.textContent = message ?? '';
  text.hidden = !message;
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
};

const showFieldErrors = (errors: FieldErrors) => {
  showFieldError(email, errors.email);
  showFieldError(password, errors.password);
};

const showFailure = (message: string | null) => {
  failure.querySelector('span')!.textContent = message ?? '';
  failure.hidden = !message;
};

const setSending = (sending: boolean) => {
  submit.disabled = sending;
  submit.toggleAttribute('data-loading', sending);
  submit.setAttribute('aria-busy', String(sending));
};

// A field's message goes as soon as what it asked for is written, as the back-office's forms do.
for (const input of [email, password]) {
  input.addEventListener('input', () => {
    if (input.getAttribute('aria-invalid') !== 'true') return;
    const errors = checkFields(email.value, password.value);
    showFieldError(input, input === email ? errors.email : errors.password);
  });
}

reveal.addEventListener('click', () => {
  const shown = password.type === 'password';
  password.type = shown ? 'text' : 'password';
  reveal.setAttribute('aria-pressed', String(shown));
});

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (submit.disabled) return;
  const errors = checkFields(email.value, password.value);
  showFieldErrors(errors);
  if (errors.email || errors.password) {
    (errors.email ? email : password).focus();
    return;
  }
  showFailure(null);
  setSending(true);
  const answer = await requestSignIn(email.value, password.value);
  if (!answer.ok) {
    setSending(false);
    showFailure(answer.message);
    return;
  }
  // The back-office's record of the session (seed section 3); the page it opens also carries it from the server.
  writeSession(BUSINESS_LOGIN_KEY, answer.session);
  const target = landingPath(readSession<string>(REDIRECT_KEY), answer.session);
  removeSession(REDIRECT_KEY);
  window.location.replace(target);
});

// Often a phone's first page of the back-office: the offline page and the install work from here on.
registerServiceWorker();

// Until this script runs the button is off (the HTML's): a form sent without it would carry nothing the API reads.
submit.disabled = false;
submit.removeAttribute('aria-disabled');
