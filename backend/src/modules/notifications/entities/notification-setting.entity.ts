import { PrimaryKeyProp, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { NotificationKind } from '@plantry/shared';
import { User } from '../../users/entities/user.entity.js';

/** A member's choice for one kind of notification; a kind without a row is on, in the app and by email. */
@Entity({ tableName: 'notification_settings' })
export class NotificationSetting {
  [PrimaryKeyProp]?: ['user', 'kind'];

  @ManyToOne({ entity: () => User, ref: true, primary: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @PrimaryKey({ type: 'string', length: 16 })
  kind!: NotificationKind;

  @Property({ type: 'boolean' })
  inApp!: boolean;

  @Property({ type: 'boolean' })
  byEmail!: boolean;
}
