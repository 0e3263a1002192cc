import { PrimaryKeyProp, type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';

/**
 * A member following a cook: one row a pair. The primary key (follower first) answers "whom do I
 * follow" and the Following feed; the second index counts a cook's followers.
 */
@Entity({ tableName: 'follows' })
@Index({ properties: ['cook', 'createdAt'] })
export class Follow {
  [PrimaryKeyProp]?: ['follower', 'cook'];

  @ManyToOne({ entity: () => User, ref: true, primary: true, deleteRule: 'cascade' })
  follower!: Ref<User>;

  @ManyToOne({ entity: () => User, ref: true, primary: true, deleteRule: 'cascade' })
  cook!: Ref<User>;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
