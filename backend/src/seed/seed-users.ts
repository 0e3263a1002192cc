import type { EntityManager } from '@mikro-orm/mariadb';
import type { Role } from '@plantry/shared';
import { hashPassword } from '../common/auth/password-hashing.js';
import type { AppConfig } from '../config/app-config.js';
import { User } from '../modules/users/entities/user.entity.js';
import type { SeedAuthor } from './recipes.data.js';

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

/**
 * Demo people (the home cooks who wrote the seed recipes, or the members who review them) with
 * this role, by key. They have no password, so nobody can sign in as them.
 */
export async function seedDemoPeople(em: EntityManager, people: readonly SeedAuthor[], role: Role): Promise<Map<string, User>> {
  const existing = new Map((await em.find(User, { email: { $in: people.map((a) => a.email) } })).map((u) => [u.email, u]));
  const users = new Map<string, User>();
  for (const person of people) {
    const user =
      existing.get(person.email) ??
      em.create(User, { email: person.email, firstName: person.firstName, lastName: person.lastName, role, emailVerified: true });
    users.set(person.key, user);
  }
  return users;
}
