import { contactEmail, passwordResetEmail, verificationEmail } from './templates.js';

describe('email templates', () => {
  it('put the link in both parts, and greet nobody by name at an unproved address', () => {
    const email = verificationEmail('http://localhost:3000/verify-email?token=abc');
    expect(email.subject).toBe('Activate your Plantry account');
    expect(email.text).toContain('Hi,');
    expect(email.text).toContain('Activate My Account: http://localhost:3000/verify-email?token=abc');
    expect(email.html).toContain('href="http://localhost:3000/verify-email?token=abc"');
  });

  it('say how long a reset link works, greeting a verified member by name', () => {
    const email = passwordResetEmail(null, 'http://x/reset-password?token=t');
    expect(email.text).toContain('Hi,');
    expect(email.text).toContain('1 hour and only once');
    expect(passwordResetEmail('Ana', 'http://x/reset-password?token=t').text).toContain('Hi Ana,');
  });

  it("escape the sender's text in HTML and keep it readable in text", () => {
    const email = contactEmail({
      name: '<img src=x onerror=alert(1)>',
      email: 'a@b.co',
      subject: 'Hi & "bye"',
      message: 'Line one\n\n<b>Line two</b>',
    });
    expect(email.subject).toBe('[Contact] Hi & "bye"');
    expect(email.html).not.toMatch(/<img|<b>Line/);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.text).toContain('<b>Line two</b>');
  });
});
