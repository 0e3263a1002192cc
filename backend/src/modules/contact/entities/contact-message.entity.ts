import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'contact_messages' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['handledAt', 'createdAt'] })
export class ContactMessage {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 255 })
  email!: string;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'datetime', length: 3, nullable: true })
  handledAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
