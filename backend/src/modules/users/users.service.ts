import { EntityManager } from '@mikro-orm/mariadb';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { hash, verify } from 'argon2';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { User } from './entities/user.entity.js';

const ARGON2ID = 2;

/** A hash of nothing anyone knows, so that an unknown email costs as much as a wrong password. */
let decoyHash: Promise<string> | undefined;

@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: email.trim().toLowerCase() }, { populate: ['passwordHash'] });
  }

  hashPassword(password: string): Promise<string> {
    return hash(password, { type: ARGON2ID });
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
    return user;
  }

  /** A registered member becomes a home cook; nobody else changes their own role. */
  async becomeHomeCook(user: User): Promise<User> {
    if (user.role !== 'registered') throw new ForbiddenException('Only registered members can become home cooks');
    user.role = 'home_cook';
    await this.em.flush();
    return user;
  }
}
