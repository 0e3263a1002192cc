import { type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CsvImport } from './csv-import.entity.js';

/** Why one row of an import failed, or lost its image: the row as a spreadsheet numbers it, the column, the reason. */
@Entity({ tableName: 'import_problems' })
export class ImportProblem {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => CsvImport, ref: true, deleteRule: 'cascade' })
  csvImport!: Ref<CsvImport>;

  @Property({ type: 'integer', unsigned: true })
  rowNumber!: number;

  @Property({ type: 'string', length: 100 })
  column!: string;

  @Property({ type: 'string', length: 500 })
  reason!: string;
}
