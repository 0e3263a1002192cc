import { EntityManager } from '@mikro-orm/mariadb';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminUserSort, Role } from '@plantry/shared';
import { verify } from 'argon2';
import { hashPassword } from '../../common/auth/password-hashing.js';
import { canonicalEmail } from '../../common/email-address.js';
import { containing, orderBy } from '../../common/dto/admin-list-query.dto.js';
import { RecipeCache } from '../recipes/recipe-cache.js';
import type { AdminUserPageDto, AdminUsersQueryDto, UpdateUserDto } from './dto/admin-user.dto.js';
import { toAdminUserDto } from './user.mapper.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { User } from './entities/user.entity.js';

export const USER_NOT_FOUND = 'User not found';
export const NOTHING_TO_CHANGE = 'Send role or emailVerified to change';
export const OWN_ROLE = 'You cannot remove your own admin role';
export const OWN_VERIFICATION = 'You cannot mark your own email as not verified';

const USER_ORDER: Record<AdminUserSort, string> = {
  name: 'first_name',
  email: 'email',
  role: 'role',
  emailVerified: 'email_verified',
  recipeCount: 'recipe_count',
  createdAt: 'created_at',
};

/** A hash of nothing anyone knows, so that an unknown email costs as much as a wrong password. */
let decoyHash: Promise<string> | undefined;

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: RecipeCache,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** The role of an account, or null when there is none (outside any request's context). */
  async roleOf(id: number): Promise<Role | null> {
    return (await this.em.fork().findOne(User, { id }, { fields: ['role'] }))?.role ?? null;
  }

  /** The account of an address, in any of its spellings (canonicalEmail); none for text that is no address. */
  async findByEmail(email: string): Promise<User | null> {
    const canonical = canonicalEmail(email);
    return canonical ? this.em.findOne(User, { email: canonical }, { populate: ['passwordHash'] }) : null;
  }

  hashPassword(password: string): Promise<string> {
    return hashPassword(password);
  }

  /** Whether the password is the user's; takes as long for an unknown user or one without a password. */
  async passwordMatches(user: User | null, password: string): Promise<boolean> {
    decoyHash ??= this.hashPassword(`decoy-${Math.random()}`);
    const stored = user?.passwordHash ?? (await decoyHash);
    const matches = await verify(stored, password).catch(() => false);
    return matches && !!user?.passwordHash;
  }

  async updateProfile(user: User, profile: UpdateProfileDto): Promise<User> {
    user.firstName = profile.firstName;
    user.lastName = profile.lastName;
    await this.em.flush();
    await this.cache.changed(); // recipe cards and reviews show their author's name
    return user;
  }

  /** A registered member becomes a home cook; nobody else changes their own role. */
  async becomeHomeCook(user: User): Promise<User> {
    if (user.role !== 'registered') throw new ForbiddenException('Only registered members can become home cooks');
    user.role = 'home_cook';
    await this.em.flush();
    return user;
  }

  count(): Promise<number> {
    return this.em.fork().count(User);
  }

  /** User Management: one sorted page of members, found by part of their name or email. */
  async adminPage(query: AdminUsersQueryDto): Promise<AdminUserPageDto> {
    const where = query.search ? "where concat_ws(' ', first_name, last_name) like ? or email like ?" : '';
    // Emails are stored in lower case and compared byte for byte (canonicalEmail).
    const params = query.search ? [containing(query.search), containing(query.search.toLowerCase())] : [];
    const em = this.em.fork();
    const [ids, [{ total }]] = await Promise.all([
      em.execute<{ id: number }[]>(`select id from users ${where} order by ${orderBy(USER_ORDER, query.sortBy, query.order)} limit ? offset ?`, [
        ...params,
        query.limit,
        query.offset,
      ]),
      em.execute<{ total: number }[]>(`select count(*) as total from users ${where}`, params),
    ]);
    const users = new Map((await em.find(User, { id: { $in: ids.map((row) => row.id) } })).map((user) => [user.id, user]));
    const items = ids.flatMap(({ id }) => users.get(id) ?? []).map(toAdminUserDto);
    return { items, total: Number(total), limit: query.limit, offset: query.offset };
  }

  /** An admin changes a member's role or verification; never their own admin role or verification. */
  async adminUpdate(admin: User, id: number, change: UpdateUserDto): Promise<User> {
    if (change.role === undefined && change.emailVerified === undefined) throw new BadRequestException(NOTHING_TO_CHANGE);
    if (id === admin.id && change.role !== undefined && change.role !== 'admin') throw new ForbiddenException(OWN_ROLE);
    if (id === admin.id && change.emailVerified === false) throw new ForbiddenException(OWN_VERIFICATION);
    const em = this.em.fork();
    const user = await em.findOne(User, { id });
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    em.assign(user, change, { ignoreUndefined: true });
    await em.flush();
    return user;
  }

  /** Inside the caller's transaction: locks the member's row, so that nothing of theirs is added meanwhile. */
  async lockForRemoval(tx: EntityManager, id: number): Promise<void> {
    const [row] = await tx.execute<{ id: number }[]>('select id from users where id = ? for update', [id]);
    if (!row) throw new NotFoundException(USER_NOT_FOUND);
  }

  /** Inside the caller's transaction: deletes the member's row (their tokens go with it). */
  async remove(tx: EntityManager, id: number): Promise<void> {
    await tx.execute('delete from users where id = ?', [id], 'run');
  }
}
