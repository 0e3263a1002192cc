import type { EntityManager } from '@mikro-orm/mariadb';
import { hashPassword } from '../common/auth/password-hashing.js';
import type { AppConfig } from '../config/app-config.js';
import { User } from '../modules/users/entities/user.entity.js';
import { SEED_AUTHORS } from './recipes.data.js';

/**
 * The first admin (ADMIN_EMAIL / ADMIN_PASSWORD, verified), when it is named and has no account
 * yet: an existing account is never changed. Answers whether it was made.
 */
export async function seedAdmin(em: EntityManager, admin: NonNullable<AppConfig['admin']>): Promise<boolean> {
  if (await em.count(User, { email: admin.email })) return false;
  em.create(User, {
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    firstName: 'Plantry',
    lastName: 'Admin',
    role: 'admin',
    emailVerified: true,
  });
  return true;
}

/** The demo home cooks who wrote the seed recipes. They have no password, so nobody can sign in as them. */
export async function seedDemoCooks(em: EntityManager): Promise<Map<string, User>> {
  const existing = new Map((await em.find(User, { email: { $in: SEED_AUTHORS.map((a) => a.email) } })).map((u) => [u.email, u]));
  const authors = new Map<string, User>();
  for (const author of SEED_AUTHORS) {
    const user =
      existing.get(author.email) ??
      em.create(User, {
        email: author.email,
        firstName: author.firstName,
        lastName: author.lastName,
        role: 'home_cook',
        emailVerified: true,
      });
    authors.set(author.key, user);
  }
  return authors;
}
