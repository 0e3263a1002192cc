import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderApp, type Reply } from '../../test/renderApp';
import { findToast } from '../../test/toasts';

const SEND = 'POST /api/contact';
const THANKS = "Message sent successfully! We'll get back to you within 24 hours.";

async function openContact(reply?: Reply) {
  const app = renderApp('/contact', { routes: reply ? { [SEND]: reply } : {} });
  expect(await screen.findByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
  // The form's code comes once the page has painted.
  expect(await screen.findByLabelText('Name')).toBeInTheDocument();
  return app;
}

async function write(app: ReturnType<typeof renderApp>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    if (value) await app.events.type(screen.getByLabelText(label), value);
  }
  await app.events.click(screen.getByRole('button', { name: 'Send Message' }));
}

const aMessage = {
  Name: ' Ana Silva ',
  Email: 'ana@example.com',
  Subject: 'Recipe idea',
  Message: 'Could you add a section for quick lunches?',
};

describe('contact', () => {
  it('asks for name, email, subject and a message in a text area', async () => {
    await openContact();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toBeInTheDocument();
  });

  it('checks every field (lengths once trimmed) before sending', async () => {
    const app = await openContact({ status: 201, body: { message: THANKS } });
    await write(app, { Name: ' A ', Email: 'ana@', Subject: 'Hi  ', Message: 'Too short' });
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(app.countOf(SEND)).toBe(0);
  });

  it('says Sending... while the message goes out', async () => {
    const app = await openContact('pending');
    await write(app, aMessage);
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
  });

  it('sends the trimmed message, thanks, and offers an empty form for another', async () => {
    const app = await openContact({ status: 201, body: { message: THANKS } });
    await write(app, aMessage);

    expect(await findToast(THANKS)).toEqual({ description: null, kind: 'success' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank You!' })).toHaveFocus();
    expect(app.bodiesOf(SEND)).toEqual([
      {
        name: 'Ana Silva',
        email: 'ana@example.com',
        subject: 'Recipe idea',
        message: 'Could you add a section for quick lunches?',
      },
    ]);
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    await app.events.click(screen.getByRole('button', { name: 'Send Another Message' }));
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(await screen.findByLabelText(label)).toHaveValue('');
    }
    // The focus goes to the new form, not back to the top of the page.
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).not.toBeInTheDocument();
  });

  it('reports a failure with the server message and keeps the message', async () => {
    const app = await openContact(failure(429, 'Too many requests. Please try again later.'));
    await write(app, aMessage);
    expect(await findToast('Failed to send message')).toEqual({
      description: 'Too many requests. Please try again later.',
      kind: 'error',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('Could you add a section for quick lunches?');
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).not.toBeInTheDocument();
  });
});
