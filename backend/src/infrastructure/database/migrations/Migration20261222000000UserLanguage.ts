import { Migration } from '@mikro-orm/migrations';

/**
 * Languages (issue 25, docs/decisions/languages.md): the language each member reads the
 * site in, for their emails; English for every existing account.
 */
export class Migration20261222000000UserLanguage extends Migration {
  override up(): void {
    this.addSql("alter table `users` add `language` enum('en','es','de') not null default 'en' after `email_verified`");
  }

  override down(): void {
    this.addSql('alter table `users` drop column `language`');
  }
}
