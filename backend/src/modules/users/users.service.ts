import { EntityManager } from '@mikro-orm/mariadb';
import { BadRequestException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Role } from '@plantry/shared';
import { verify } from 'argon2';
import { LRUCache } from 'lru-cache';
import { hashPassword } from '../../common/auth/password-hashing.js';
import { RedisSessionStore } from '../../common/auth/redis-session-store.js';
import type { Principal } from '../../common/auth/principal.js';
import { canonicalEmail } from '../../common/email-address.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import type { AdminUserDto, AdminUserPageDto, AdminUsersQueryDto, UpdateUserDto } from './dto/admin-user.dto.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import type { UserDto } from './dto/user.dto.js';
import { User } from './entities/user.entity.js';
import { toAdminUserDto, toUserDto } from './user.mapper.js';
import { UsersRepository } from './users.repository.js';
import type { WeekCounts } from '../../common/weekly-counts.js';
import type { Language } from '../../common/i18n/index.js';

export const ADMIN_NOT_SUSPENDED = 'An admin account cannot be suspended';
export const USER_NOT_FOUND = 'User not found';
export const NOTHING_TO_CHANGE = 'Send role or emailVerified to change';
export const OWN_ROLE = 'You cannot remove your own admin role';
export const OWN_VERIFICATION = 'You cannot mark your own email as not verified';

/** An account found by its email, as sign-in and the emailed links need it. */
export interface EmailAccount {
  id: number;
  email: string;
  firstName: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
  /** The language of their emails. */
  language: Language;
}

/** What anyone may see of a member: their cook profile's person. */
export interface PublicProfile {
  id: number;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  createdAt: Date;
}

/** A person's names as a provider gives them, if it does. */
export interface PersonNames {
  firstName?: string;
  lastName?: string;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The language they registered in (English when not told). */
  language?: Language;
}

/**
 * How long a process keeps a signed-in account under one version at most: the bound for a change
 * made behind the application (in SQL) or whose new version Redis refused.
 */
export const ACCOUNT_KEPT_MS = 3_000;

/** A hash of nothing anyone knows, so that an unknown email costs as much as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * Accounts: the one owner of the users table. Other modules get plain values (UserDto, Principal,
 * EmailAccount), never the entity, and change accounts only through these methods.
 */
@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);
  /** Signed-in accounts by id and version ('12:Zk3…'); a deleted account is never kept. */
  private readonly accounts = new LRUCache<string, UserDto>({ max: 20_000, ttl: ACCOUNT_KEPT_MS });

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly events: DomainEventBus,
    private readonly sessions: RedisSessionStore,
  ) {}

  /** The account as its owner sees it, read afresh (a deleted account is null). */
  signedIn(id: number): Promise<UserDto | null> {
    return this.users.account(id);
  }

  /**
   * The account of a request's session at `version` (read with the session): kept in this process
   * under that version, which every change of the account replaces once committed (accountChanged),
   * so that a changed role or a deleted account counts at the next request in every process; at
   * most ACCOUNT_KEPT_MS for a change made behind the application. Without a version it is read
   * afresh, and given one.
   */
  async sessionAccount(id: number, version: string | undefined): Promise<UserDto | null> {
    const key = `${id}:${version}`;
    const kept = version ? this.accounts.get(key) : undefined;
    if (kept) return kept;
    const account = await this.users.account(id);
    if (account && version) this.accounts.set(key, account);
    else if (account)
      await this.sessions.stampAccount(id).catch((error: Error) => this.logger.warn(`Account version not set: ${error.message}`));
    return account;
  }

  /**
   * Call after the commit of any change to an account (its name, role, verification, password, or
   * its removal): every process reads it afresh at its next request. A refused version leaves the
   * change to ACCOUNT_KEPT_MS; the change itself stands.
   */
  async accountChanged(id: number): Promise<void> {
    await this.sessions.accountChanged(id).catch((error: Error) => this.logger.warn(`Account version not replaced: ${error.message}`));
  }

  /** The role of an account, or null when there is none (outside any request's context). */
  async roleOf(id: number): Promise<Role | null> {
    return (await this.em.fork().findOne(User, { id }, { fields: ['role'] }))?.role ?? null;
  }

  /** The account of an address, in any of its spellings (canonicalEmail); none for text that is no address. */
  async accountByEmail(email: string): Promise<EmailAccount | null> {
    const user = await this.byEmail(email);
    return user
      ? {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          emailVerified: user.emailVerified,
          hasPassword: !!user.passwordHash,
          language: user.language,
        }
      : null;
  }

  /**
   * The account with this email and password, or null; takes as long for an unknown email or an
   * account without a password (a decoy hash is checked).
   */
  async authenticate(email: string, password: string): Promise<UserDto | null> {
    const user = await this.byEmail(email);
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    const stored = user?.passwordHash ?? (await decoyHash);
    const matches = await verify(stored, password).catch(() => false);
    return matches && user?.passwordHash ? toUserDto(user) : null;
  }

  private async byEmail(email: string): Promise<User | null> {
    const canonical = canonicalEmail(email);
    return canonical ? this.em.fork().findOne(User, { email: canonical }, { populate: ['passwordHash'] }) : null;
  }

  /** A new, unverified 'registered' account, written in the caller's transaction; answers its id. */
  async createAccount(tx: EntityManager, account: NewAccount): Promise<number> {
    const user = tx.create(User, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      ...(account.language ? { language: account.language } : {}),
    });
    await tx.flush();
    return user.id;
  }

  /** Remembers the language the member switched to, for the emails they get. */
  async setLanguage(id: number, language: Language): Promise<void> {
    await this.em.fork().nativeUpdate(User, { id }, { language });
  }

  /** A verified account without a password, for a member who signs in with a provider that vouched for the address. */
  async createProviderAccount(
    tx: EntityManager,
    account: Omit<NewAccount, 'password' | 'firstName' | 'lastName'> & PersonNames,
  ): Promise<number> {
    const user = tx.create(User, { ...account, emailVerified: true });
    await tx.flush();
    return user.id;
  }

  /** Marks the account's address verified in the caller's transaction (then accountChanged); answers whether it was not yet. */
  async markVerified(tx: EntityManager, id: number): Promise<boolean> {
    const user = await tx.findOne(User, { id });
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    const activated = !user.emailVerified;
    user.emailVerified = true;
    await tx.flush();
    return activated;
  }

  /** Sets a new password in the caller's transaction (then accountChanged); following the emailed link proved the address too. */
  async setPassword(tx: EntityManager, id: number, password: string): Promise<void> {
    const user = await tx.findOne(User, { id });
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    user.passwordHash = await hashPassword(password);
    user.emailVerified = true;
    await tx.flush();
  }

  async updateProfile(id: number, profile: UpdateProfileDto): Promise<UserDto> {
    const user = await this.change(id, (u) => {
      Object.assign(u, { firstName: profile.firstName, lastName: profile.lastName });
      if (profile.bio !== undefined) u.bio = profile.bio || null;
    });
    await this.events.publish('member.renamed', { userId: id });
    return user;
  }

  /**
   * Sets or removes (null) the member's picture; answers the account and the picture it replaced,
   * which the caller discards. Cards, reviews and profiles show it: 'member.renamed'.
   */
  async setAvatar(id: number, url: string | null): Promise<{ user: UserDto; replaced: string | null }> {
    let replaced: string | null = null;
    const user = await this.change(id, (u) => {
      replaced = u.profileImageUrl;
      u.profileImageUrl = url;
    });
    await this.events.publish('member.renamed', { userId: id });
    return { user, replaced };
  }

  /**
   * Moderation hides a profile: its bio and picture go (answers the picture, which the caller
   * discards, and the bio as it was, for the audit log).
   */
  async clearProfile(id: number): Promise<{ bio: string | null; picture: string | null }> {
    const before = { bio: null as string | null, picture: null as string | null };
    await this.change(id, (u) => {
      Object.assign(before, { bio: u.bio, picture: u.profileImageUrl });
      Object.assign(u, { bio: null, profileImageUrl: null });
    });
    await this.events.publish('member.renamed', { userId: id });
    return before;
  }

  /** Suspends the account until then (null lifts it): its sessions end at their next request. Never an admin's. */
  async suspend(id: number, until: Date | null): Promise<void> {
    await this.change(id, (u) => {
      if (u.role === 'admin') throw new ForbiddenException(ADMIN_NOT_SUSPENDED);
      u.suspendedUntil = until;
    });
  }

  /** What anyone may see of a member on their cook profile (never their email), or null. */
  publicProfile(id: number): Promise<PublicProfile | null> {
    return this.users.publicProfile(id);
  }

  /** A registered member becomes a home cook; nobody else changes their own role. */
  async becomeHomeCook(id: number): Promise<UserDto> {
    return this.change(id, (user) => {
      if (user.role !== 'registered') throw new ForbiddenException('Only registered members can become home cooks');
      user.role = 'home_cook';
    });
  }

  private async change(id: number, apply: (user: User) => void): Promise<UserDto> {
    const em = this.em.fork();
    const user = await em.findOne(User, { id });
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    apply(user);
    await em.flush();
    await this.accountChanged(id);
    return toUserDto(user);
  }

  count(): Promise<number> {
    return this.em.fork().count(User);
  }

  /** Sign-ups since `since`, by week (the admin dashboard's trends). */
  joinedPerWeek(since: Date): Promise<WeekCounts> {
    return this.users.joinedPerWeek(since);
  }

  /** User Management: one sorted page of members, found by part of their name or email. */
  async adminPage(query: AdminUsersQueryDto): Promise<AdminUserPageDto> {
    const { ids, total } = await this.users.adminPage(query);
    const users = new Map((await this.em.fork().find(User, { id: { $in: ids } })).map((user) => [user.id, user]));
    const items = ids.flatMap((id) => users.get(id) ?? []).map(toAdminUserDto);
    return { items, total, limit: query.limit, offset: query.offset };
  }

  /** An admin changes a member's role or verification; never their own admin role or verification. */
  async adminUpdate(admin: Principal, id: number, change: UpdateUserDto): Promise<AdminUserDto> {
    if (change.role === undefined && change.emailVerified === undefined) throw new BadRequestException(NOTHING_TO_CHANGE);
    if (id === admin.id && change.role !== undefined && change.role !== 'admin') throw new ForbiddenException(OWN_ROLE);
    if (id === admin.id && change.emailVerified === false) throw new ForbiddenException(OWN_VERIFICATION);
    const em = this.em.fork();
    const user = await em.findOne(User, { id });
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    em.assign(user, change, { ignoreUndefined: true });
    await em.flush();
    await this.accountChanged(id);
    return toAdminUserDto(user);
  }

  /** Inside the caller's transaction: locks the member's row, so that nothing of theirs is added meanwhile. */
  async lockForRemoval(tx: EntityManager, id: number): Promise<void> {
    if ((await this.users.lock(tx, [id])).length === 0) throw new NotFoundException(USER_NOT_FOUND);
  }

  /**
   * Inside the caller's transaction: locks the member's row, so that the writes of one member to
   * what is theirs alone (their shopping list) take turns, and none runs beside their account's
   * removal. False when the account is gone.
   */
  async lockMember(tx: EntityManager, id: number): Promise<boolean> {
    return (await this.users.lock(tx, [id])).length > 0;
  }

  /**
   * Inside the caller's transaction: deletes the member's row (their tokens and follows go with
   * it); then accountChanged. Answers their picture's URL, to discard after the commit.
   */
  async remove(tx: EntityManager, id: number): Promise<string | null> {
    return this.users.remove(tx, id);
  }

  /** Inside the caller's transaction: locks the rows of these authors, whose recipe counts will move. */
  async lockRecipeCounts(tx: EntityManager, ids: readonly number[]): Promise<void> {
    await this.users.lock(tx, ids);
  }

  /** Inside the caller's transaction: moves an author's count of recipes (RecipeCounters). */
  async moveRecipeCount(tx: EntityManager, id: number, delta: number): Promise<void> {
    await this.users.moveRecipeCount(tx, id, delta);
  }
}
