import type { EntityManager } from '@mikro-orm/mariadb';
import { hashPassword } from '../../../common/auth/password-hashing.js';
import type { AppConfig } from '../../../config/app-config.js';
import { User } from '../../../modules/users/entities/user.entity.js';
import { SEED_AUTHORS } from './recipes.data.js';

/**
 * The development admin (ADMIN_EMAIL / ADMIN_PASSWORD, verified) and the demo home cooks who wrote
 * the seed recipes. Demo cooks have no password, so nobody can sign in as them.
 */
export async function seedUsers(em: EntityManager, admin: AppConfig['admin']): Promise<Map<string, User>> {
  const emails = [admin.email, ...SEED_AUTHORS.map((a) => a.email)];
  const existing = new Map((await em.find(User, { email: { $in: emails } })).map((u) => [u.email, u]));
  if (!existing.has(admin.email)) {
    em.create(User, {
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      firstName: 'Plantry',
      lastName: 'Admin',
      role: 'admin',
      emailVerified: true,
    });
  }
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
