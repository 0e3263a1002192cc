import { contactEmail, passwordResetEmail, verificationEmail } from './templates.js';

describe('email templates', () => {
  it('put the link in both parts, and greet nobody by name at an unproved address', () => {
    const email = verificationEmail('http://localhost:3000/verify-email?token=abc', 'en');
    expect(email.subject).toBe('Activate your Plantry account');
    expect(email.text).toContain('Hi,');
    expect(email.text).toContain('Activate My Account: http://localhost:3000/verify-email?token=abc');
    expect(email.html).toContain('href="http://localhost:3000/verify-email?token=abc"');
  });

  it('say how long a reset link works, greeting a verified member by name', () => {
    const email = passwordResetEmail(null, 'http://x/reset-password?token=t', 'en');
    expect(email.text).toContain('Hi,');
    expect(email.text).toContain('1 hour and only once');
    expect(passwordResetEmail('Ana', 'http://x/reset-password?token=t', 'en').text).toContain('Hi Ana,');
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

  it('write the reader’s language: its words, its lang and its link texts', () => {
    const spanish = passwordResetEmail('Ana', 'http://x/reset-password?token=t', 'es');
    expect(spanish.subject).toBe('Restablece tu contraseña de Plantry');
    expect(spanish.text).toContain('Hola, Ana:');
    expect(spanish.text).toContain('Elegir una contraseña nueva: http://x/reset-password?token=t');
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('O copia este enlace en tu navegador:');
    const german = verificationEmail('http://x/verify-email?token=t', 'de');
    expect(german.subject).toBe('Aktiviere dein Plantry-Konto');
    expect(german.text).toContain('Mein Konto aktivieren: http://x/verify-email?token=t');
    expect(german.html).toContain('<html lang="de">');
  });

  it('put a hostile name into a translated greeting as text: no markup, placeholders or patterns', () => {
    const name = `<b>{{name}}</b> $t(email.unsubscribe) $& $\` "q"`;
    const email = passwordResetEmail(name, 'http://x/r', 'de');
    expect(email.text).toContain(`Hallo ${name},`);
    expect(email.html).toContain('Hallo &lt;b&gt;{{name}}&lt;/b&gt; $t(email.unsubscribe) $&amp; $` &quot;q&quot;,');
  });
});
