import { moderationEmail } from './moderation-email.js';

const HOSTILE = `</p><script>alert("x")</script> & $& $\` \u0007`;

describe('the email to the writer of moderated content', () => {
  it('names the content and the action, quotes the reason, and escapes every word of others', () => {
    const email = moderationEmail(
      'hide',
      { kind: 'review', title: HOSTILE, firstName: HOSTILE, language: 'en' },
      HOSTILE,
      null,
      'https://plantry.example/contact',
    );
    expect(email.subject).toBe('A message from the Plantry moderators');
    expect(email.text).toContain(`A moderator has hidden your review of “${HOSTILE}”: nobody else sees it now.`);
    expect(email.text).toContain(`The moderator’s reason: ${HOSTILE}`);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; $&amp; $`');
  });

  it.each([
    ['warn', 'recipe', 'A moderator has looked at your recipe “Dal” after members reported it. This is a warning'],
    ['delete', 'reply', 'A moderator has deleted your reply under a review of “Dal”.'],
    ['hide', 'profile', 'A moderator has hidden your profile: nobody else sees it now.'],
  ] as const)('says what a %s of a %s is', (action, kind, sentence) => {
    expect(
      moderationEmail(action, { kind, title: 'Dal', firstName: 'Wren', language: 'en' }, 'Rude', null, 'https://x/contact').text,
    ).toContain(sentence);
  });

  it('gives a suspension its end, in UTC', () => {
    const email = moderationEmail(
      'suspend',
      { kind: 'review', title: 'Dal', firstName: null, language: 'en' },
      'Repeated insults',
      new Date('2026-12-05T14:05:00Z'),
      'https://x/contact',
    );
    expect(email.text).toContain('Because of your review of “Dal”, your account is suspended until 5 December 2026 at 14:05 UTC.');
    expect(email.text.startsWith('About your content on Plantry\n\nHi,')).toBe(true);
  });

  it('writes to the member in their language, the date too, keeping the words of others as they are', () => {
    const email = moderationEmail(
      'suspend',
      { kind: 'recipe', title: HOSTILE, firstName: 'Wren', language: 'es' },
      HOSTILE,
      new Date('2026-12-05T14:05:00Z'),
      'https://x/contact',
    );
    expect(email.subject).toBe('Un mensaje de los moderadores de Plantry');
    expect(email.text).toContain(
      `Debido a tu receta «${HOSTILE}», tu cuenta está suspendida hasta el 5 de diciembre de 2026 a las 14:05 UTC.`,
    );
    expect(email.text).toContain(`Motivo del moderador: ${HOSTILE}`);
    expect(email.html).not.toContain('<script>');
    const german = moderationEmail('delete', { kind: 'review', title: 'Dal', firstName: null, language: 'de' }, 'x', null, 'https://x/c');
    expect(german.text).toContain('Ein Moderator hat deine Bewertung von „Dal“ gelöscht.');
  });
});
