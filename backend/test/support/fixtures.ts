import type { EntityManager } from '@mikro-orm/mariadb';
import type { Role } from '@plantry/shared';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/common/auth/password-hashing.js';
import { Cuisine } from '../../src/modules/cuisines/entities/cuisine.entity.js';
import { RecipeTag } from '../../src/modules/recipes/entities/recipe-tag.entity.js';
import { Recipe } from '../../src/modules/recipes/entities/recipe.entity.js';
import { recipeContentKey } from '../../src/modules/recipes/recipe-content-key.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import type { Agent } from './accounts.js';
import { uniqueEmail } from './mail-catcher.js';

export const MEMBER_PASSWORD = 'fixture-password-1';
let passwordHash: Promise<string> | undefined;

/** A verified member with a known password, straight into the database. */
export async function createMember(
  em: EntityManager,
  role: Role = 'home_cook',
  names = { firstName: 'Fia', lastName: 'Tester' },
): Promise<User> {
  // Hashed as the app hashes passwords, so that signing in costs what it costs real members.
  passwordHash ??= hashPassword(MEMBER_PASSWORD);
  const user = em.create(User, { email: uniqueEmail(role), passwordHash: await passwordHash, role, emailVerified: true, ...names });
  await em.flush();
  return user;
}

export async function signInAs(agent: Agent, user: User): Promise<Agent> {
  await agent.post('/api/login').send({ email: user.email, password: MEMBER_PASSWORD }).expect(200);
  return agent;
}

export interface RecipeFixture {
  title: string;
  author: User;
  cuisine?: Cuisine | null;
  description?: string;
  ingredients?: string[];
  tags?: string[];
  isApproved?: boolean;
  createdAt?: Date;
  reviewCount?: number;
  avgRating?: number;
  favoriteCount?: number;
  featuredImage?: string | null;
  prepMinutes?: number | null;
  cookMinutes?: number | null;
}

/** A recipe with its tags, counters set directly (reviews and favourites come with their own issue). */
export async function createRecipe(em: EntityManager, fixture: RecipeFixture): Promise<Recipe> {
  const recipe = newRecipe(em, fixture);
  await em.flush();
  return recipe;
}

/** `count` recipes like `fixture` (titles numbered), written in one flush. */
export async function createRecipes(em: EntityManager, count: number, fixture: RecipeFixture): Promise<Recipe[]> {
  const recipes = Array.from({ length: count }, (_, i) => newRecipe(em, { ...fixture, title: `${fixture.title} ${i + 1}` }));
  await em.flush();
  return recipes;
}

function newRecipe(em: EntityManager, fixture: RecipeFixture): Recipe {
  const ingredients = fixture.ingredients ?? ['1 cup water'];
  const recipe = em.create(Recipe, {
    title: fixture.title,
    description: fixture.description ?? 'A test recipe.',
    ingredients,
    instructions: ['Cook it.'],
    tags: fixture.tags ?? [],
    author: fixture.author,
    cuisine: fixture.cuisine ?? null,
    isApproved: fixture.isApproved ?? true,
    contentKey: recipeContentKey(`${fixture.title} ${randomUUID()}`, ingredients),
    createdAt: fixture.createdAt ?? new Date(),
    reviewCount: fixture.reviewCount ?? 0,
    avgRating: (fixture.avgRating ?? 0).toFixed(2),
    favoriteCount: fixture.favoriteCount ?? 0,
    featuredImage: fixture.featuredImage ?? null,
    prepMinutes: fixture.prepMinutes ?? null,
    cookMinutes: fixture.cookMinutes ?? null,
  });
  for (const tag of fixture.tags ?? []) em.create(RecipeTag, { recipe, tag });
  // Counters stay in step, as the recipe write side keeps them.
  fixture.author.recipeCount += 1;
  if (fixture.cuisine && recipe.isApproved) fixture.cuisine.recipeCount += 1;
  return recipe;
}
