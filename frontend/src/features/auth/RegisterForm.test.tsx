import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderApp, type Reply, type Routes } from '../../test/renderApp';
import { findToast } from '../../test/toasts';

const question = (text: string): Reply => ({ status: 200, body: { question: text } });
const registered: Reply = { status: 201, body: { message: 'Registration successful. Please check your email.' } };

async function openRegister(routes: Routes) {
  const app = renderApp('/auth', { routes });
  await app.events.click(await screen.findByRole('tab', { name: 'Register' }));
  // The Login tab's form stays in the page, hidden: look inside the Register tab only.
  return { ...app, form: within(await screen.findByRole('tabpanel', { name: 'Register' })) };
}

async function fillIn({ events, form }: Awaited<ReturnType<typeof openRegister>>, answer = '12') {
  await events.type(form.getByLabelText('First Name'), ' Ana ');
  await events.type(form.getByLabelText('Last Name'), 'Silva');
  await events.type(form.getByLabelText('Email'), 'ana@example.com');
  await events.type(form.getByLabelText('Password'), 'long-enough');
  await events.type(await form.findByLabelText(/Security check/), answer);
}

const createAccount = () => screen.getByRole('button', { name: 'Create Account' });

describe('auth page: register', () => {
  it('keeps Create Account disabled until a question has loaded', async () => {
    await openRegister({ 'GET /api/captcha': 'pending' });
    expect(await screen.findByLabelText('Security check: Loading a question...')).toBeInTheDocument();
    expect(createAccount()).toBeDisabled();
  });

  it('asks the security question in the answer box label, and then allows registering', async () => {
    await openRegister({ 'GET /api/captcha': question('What is 7 + 5?') });
    expect(await screen.findByLabelText('Security check: What is 7 + 5?')).toBeInTheDocument();
    expect(createAccount()).toBeEnabled();
  });

  it('says when no question could be loaded', async () => {
    await openRegister({ 'GET /api/captcha': failure(500, 'Internal server error') });
    expect(await screen.findByLabelText('Security check: Could not load a question. Try New.')).toBeInTheDocument();
    expect(createAccount()).toBeDisabled();
  });

  it('checks every field before calling the server', async () => {
    const app = await openRegister({ 'GET /api/captcha': question('What is 7 + 5?') });
    await screen.findByLabelText('Security check: What is 7 + 5?');
    await app.events.type(app.form.getByLabelText('Email'), 'ana@');
    await app.events.type(app.form.getByLabelText('Password'), '1234567');
    await app.events.type(screen.getByLabelText(/Security check/), '-3');
    await app.events.click(createAccount());

    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email',
      'Password must be at least 8 characters',
      'Please solve the math problem',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(app.countOf('POST /api/register')).toBe(0);
  });

  it('asks to solve the math problem when the answer is empty', async () => {
    const app = await openRegister({ 'GET /api/captcha': question('What is 7 + 5?') });
    await screen.findByLabelText('Security check: What is 7 + 5?');
    await app.events.click(createAccount());
    expect(await screen.findByText('Please solve the math problem')).toBeInTheDocument();
  });

  it('gets a new question with New and clears the answer', async () => {
    const app = await openRegister({ 'GET /api/captcha': [question('What is 7 + 5?'), question('What is 3 × 4?')] });
    await app.events.type(await screen.findByLabelText('Security check: What is 7 + 5?'), '12');
    await app.events.click(screen.getByRole('button', { name: 'New question' }));

    expect(await screen.findByLabelText('Security check: What is 3 × 4?')).toHaveValue('');
    expect(app.countOf('GET /api/captcha')).toBe(2);
  });

  it('says Creating account... while registering', async () => {
    const app = await openRegister({ 'GET /api/captcha': question('What is 7 + 5?'), 'POST /api/register': 'pending' });
    await fillIn(app);
    await app.events.click(createAccount());
    expect(await screen.findByRole('button', { name: /Creating account\.\.\./ })).toBeInTheDocument();
  });

  it('registers with trimmed names and a numeric answer, then asks to check the email', async () => {
    const app = await openRegister({ 'GET /api/captcha': question('What is 7 + 5?'), 'POST /api/register': registered });
    await fillIn(app);
    await app.events.click(createAccount());

    expect(await screen.findByRole('heading', { level: 2, name: 'Check Your Email!' })).toHaveFocus();
    expect(app.bodiesOf('POST /api/register')).toEqual([
      { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', password: 'long-enough', captcha: 12 },
    ]);
    const panel = screen.getByRole('heading', { name: 'Check Your Email!' }).parentElement!;
    expect(panel).toHaveTextContent('We sent a verification email to ana@example.com.');
    expect(panel).toHaveTextContent('Your account is not active until you click the activation button in that email.');
    expect(panel).toHaveTextContent("Can't find it? Check your spam or junk folder.");
    expect(screen.queryByRole('tab', { name: 'Login' })).not.toBeInTheDocument();
  });

  it.each([
    ['a wrong answer', failure(400, 'Incorrect answer to the security question. Please try again.')],
    ['a taken email', failure(409, 'Email already registered')],
    ['field messages', failure(400, ['Password must be at least 8 characters', 'Last name is required'])],
  ])('reports %s under Registration failed and asks a new question', async (_case, reply) => {
    const app = await openRegister({
      'GET /api/captcha': [question('What is 7 + 5?'), question('What is 9 - 2?')],
      'POST /api/register': reply,
    });
    await fillIn(app, '13');
    await app.events.click(createAccount());

    const { message } = (reply as { body: { message: string | string[] } }).body;
    expect(await findToast('Registration failed')).toEqual({
      description: Array.isArray(message) ? message.join(' ') : message,
      kind: 'error',
    });
    expect(await screen.findByLabelText('Security check: What is 9 - 2?')).toHaveValue('');
    expect(app.countOf('GET /api/captcha')).toBe(2);
    expect(screen.getByLabelText('First Name')).toHaveValue(' Ana ');
  });

  it('asks a fresh question when the form is shown again after registering', async () => {
    const app = await openRegister({
      'GET /api/captcha': [question('What is 7 + 5?'), question('What is 2 + 2?'), question('What is 6 + 1?')],
      'POST /api/register': registered,
    });
    await fillIn(app);
    await app.events.click(createAccount());
    await app.events.click(await screen.findByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();

    await app.events.click(screen.getByRole('tab', { name: 'Register' }));
    // One question after the success (the used one is dropped), one more as the form shows again.
    expect(await screen.findByLabelText('Security check: What is 6 + 1?')).toBeInTheDocument();
    expect(app.countOf('GET /api/captcha')).toBe(3);
  });
});

describe('auth page: Check Your Email!', () => {
  async function registerAnd(resend: Reply) {
    const app = await openRegister({
      'GET /api/captcha': question('What is 7 + 5?'),
      'POST /api/register': registered,
      'POST /api/resend-verification': resend,
    });
    await fillIn(app);
    await app.events.click(createAccount());
    const panel = within((await screen.findByRole('heading', { name: 'Check Your Email!' })).parentElement!);
    await app.events.click(panel.getByRole('button', { name: 'Resend Verification Email' }));
    return app;
  }

  it('says Sending... while the email is resent', async () => {
    await registerAnd('pending');
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
  });

  it('resends to the entered address and shows the server message', async () => {
    const app = await registerAnd({ status: 200, body: { message: 'If that account needs activating, a new link is on its way.' } });
    expect(await findToast('Verification Email Sent')).toEqual({
      description: 'If that account needs activating, a new link is on its way.',
      kind: 'success',
    });
    expect(app.bodiesOf('POST /api/resend-verification')).toEqual([{ email: 'ana@example.com' }]);
  });

  it('falls back to its own words when the server gives none', async () => {
    await registerAnd({ status: 200, body: { message: '' } });
    expect(await findToast('Verification Email Sent')).toEqual({
      description: 'Please check your email for the verification link.',
      kind: 'success',
    });
  });

  it('reports a failure with the server message', async () => {
    await registerAnd(failure(429, 'Too many requests. Please try again later.'));
    expect(await findToast('Failed to send email')).toEqual({
      description: 'Too many requests. Please try again later.',
      kind: 'error',
    });
  });
});
