import { Migration } from '@mikro-orm/migrations';
import { canonicalEmail } from '../../../common/email-address.js';

/**
 * Accounts are keyed on the canonical form of their email (common/email-address.ts), compared
 * byte for byte: the accent- and width-insensitive collation made `user@exámple.test` and
 * `user@example.test` one key, and `śec@…` sign in to `sec@…`. Stored addresses are rewritten in
 * their canonical form first; one whose canonical form another account already has, or which has
 * none, is left as it was (it still signs in by exactly that text).
 */
export class Migration20261128000000CanonicalEmails extends Migration {
  override async up(): Promise<void> {
    const rows = await this.execute('select id, email from users');
    const taken = new Set(rows.map((row) => String(row.email)));
    for (const { id, email } of rows as { id: number; email: string }[]) {
      const canonical = canonicalEmail(email);
      if (!canonical || canonical === email || taken.has(canonical)) continue;
      await this.execute('update users set email = ? where id = ?', [canonical, id]);
      taken.add(canonical);
    }
    this.addSql('alter table `users` modify `email` varchar(255) character set utf8mb4 collate utf8mb4_bin not null');
  }

  override down(): void {
    this.addSql('alter table `users` modify `email` varchar(255) character set utf8mb4 collate utf8mb4_unicode_ci not null');
  }
}
