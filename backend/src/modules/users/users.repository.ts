import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import type { AdminUserSort, Role, SortOrder } from '@plantry/shared';
import { containing, orderBy } from '../../common/dto/admin-list-query.dto.js';
import { fromSqlDate } from '../../common/sql-date.js';
import type { UserDto } from './dto/user.dto.js';
import type { PublicProfile } from './users.service.js';
import { weeklyCounts, type WeekCounts } from '../../common/weekly-counts.js';

interface AccountRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: Role;
  profile_image_url: string | null;
  bio: string | null;
  email_verified: number | boolean;
  suspended_until: Date | string | null;
  created_at: Date | string;
}

const USER_ORDER: Record<AdminUserSort, string> = {
  name: 'first_name',
  email: 'email',
  role: 'role',
  emailVerified: 'email_verified',
  recipeCount: 'recipe_count',
  createdAt: 'created_at',
};

/** The users table's statements that the ORM's unit of work does not express. */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  /** Sign-ups since `since`, by week. */
  joinedPerWeek(since: Date): Promise<WeekCounts> {
    return weeklyCounts(this.em, 'users', since);
  }

  /**
   * The account as its owner sees it, by primary key in one plain statement: every signed-in
   * request reads it afresh, and the ORM's entity and identity map cost more than the query
   * (docs/decisions/performance.md).
   */
  async account(id: number): Promise<UserDto | null> {
    const [row] = await this.em
      .getConnection()
      .execute<AccountRow[]>(
        `select id, first_name, last_name, email, role, profile_image_url, bio, email_verified, suspended_until, created_at from users where id = ?`,
        [id],
      );
    if (!row) return null;
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      role: row.role,
      profileImageUrl: row.profile_image_url,
      bio: row.bio,
      emailVerified: Boolean(row.email_verified),
      suspendedUntil: row.suspended_until === null ? null : fromSqlDate(row.suspended_until),
      createdAt: fromSqlDate(row.created_at),
    };
  }

  /** What anyone may see of a member (never their email), by primary key. */
  async publicProfile(id: number): Promise<PublicProfile | null> {
    const [row] = await this.em
      .getConnection()
      .execute<AccountRow[]>('select id, first_name, last_name, profile_image_url, bio, created_at from users where id = ?', [id]);
    return row
      ? {
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          bio: row.bio,
          profileImageUrl: row.profile_image_url,
          createdAt: fromSqlDate(row.created_at),
        }
      : null;
  }

  /** One sorted page of member ids found by part of their name or email, and how many there are. */
  async adminPage(query: {
    search?: string;
    sortBy: AdminUserSort;
    order: SortOrder;
    limit: number;
    offset: number;
  }): Promise<{ ids: number[]; total: number }> {
    const where = query.search ? "where concat_ws(' ', first_name, last_name) like ? or email like ?" : '';
    // Emails are stored in lower case and compared byte for byte (canonicalEmail).
    const params = query.search ? [containing(query.search), containing(query.search.toLowerCase())] : [];
    const em = this.em.fork();
    const [ids, [{ total }]] = await Promise.all([
      em.execute<{ id: number }[]>(
        `select id from users ${where} order by ${orderBy(USER_ORDER, query.sortBy, query.order)} limit ? offset ?`,
        [...params, query.limit, query.offset],
      ),
      em.execute<{ total: number }[]>(`select count(*) as total from users ${where}`, params),
    ]);
    return { ids: ids.map((row) => row.id), total: Number(total) };
  }

  /** Locks these members' rows in the caller's transaction, in id order; answers the ids that exist. */
  async lock(tx: EntityManager, ids: readonly number[]): Promise<number[]> {
    const found: number[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      const [row] = await tx.execute<{ id: number }[]>('select id from users where id = ? for update', [id]);
      if (row) found.push(row.id);
    }
    return found;
  }

  /** Moves a member's count of recipes by `delta`, never below zero. */
  async moveRecipeCount(tx: EntityManager, id: number, delta: number): Promise<void> {
    if (delta === 0) return;
    const to = delta > 0 ? `recipe_count + ${delta}` : `greatest(recipe_count, ${-delta}) - ${-delta}`;
    await tx.execute(`update users set recipe_count = ${to} where id = ?`, [id], 'run');
  }

  /** Deletes the member's row; answers their picture's URL, for the caller to discard after the commit. */
  async remove(tx: EntityManager, id: number): Promise<string | null> {
    const [row] = await tx.execute<{ profile_image_url: string | null }[]>('select profile_image_url from users where id = ?', [id]);
    await tx.execute('delete from users where id = ?', [id], 'run');
    return row?.profile_image_url ?? null;
  }
}
