import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IMPORT_STATES, type ImportState } from '@plantry/shared';
import { IsBoolean, IsOptional } from 'class-validator';
import { QueryBoolean } from '../../../common/dto/normalise.js';
import { VeganFlagDto } from '../../recipes/index.js';
import { IMPORT_FIELDS, type ImportField } from '../import-columns.js';

/** The text fields of POST /api/admin/import-csv. */
export class ImportCsvBodyDto {
  /** true: read and check every row, report what an import would do, and write no recipe. */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}

/** The form of POST /api/admin/import-csv, as documented. */
export class ImportCsvFormDto extends ImportCsvBodyDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'The CSV file (UTF-8, comma, semicolon or tab separated, at most 100 MB).',
  })
  csvFile!: unknown;
}

/** The form of POST /api/admin/import-csv/preview. */
export class ImportPreviewFormDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The start of the CSV file (at most 1 MB): the header and a few rows.' })
  csvFile!: unknown;
}

export class ImportStartedDto {
  message!: string;
  /** Follow the import at GET /api/admin/imports/{jobId}. */
  jobId!: string;
}

/** Why a row failed (or lost its image). */
export class ImportProblemDto {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  rowNumber!: number;
  column!: string;
  reason!: string;
}

export class ImportDto {
  jobId!: string;
  fileName!: string;
  fileSize!: number;
  dryRun!: boolean;
  @ApiProperty({ enum: IMPORT_STATES })
  state!: ImportState;
  /** Rows with content; null until the worker has counted them. */
  rowsTotal!: number | null;
  rowsDone!: number;
  /** Recipes created (in a dry run: that would be created). */
  created!: number;
  /** Rows whose recipe already exists (same title and ingredients). */
  skipped!: number;
  failed!: number;
  /** Of the created, how many the vegan check flags for review. */
  flagged!: number;
  /** Created recipes whose image could not be fetched or read. */
  imagesFailed!: number;
  /** Problems found in all; the first ones are in `problems`, all of them in the CSV download. */
  problemCount!: number;
  /** Why the whole file failed, when it did. */
  message!: string | null;
  createdAt!: Date;
  startedAt!: Date | null;
  finishedAt!: Date | null;
}

export class ImportReportDto extends ImportDto {
  /** The first problems, in row order. */
  problems!: ImportProblemDto[];
}

export class ImportListDto {
  items!: ImportDto[];
}

/** How one field is read from the file. */
export class ImportColumnDto {
  @ApiProperty({ enum: IMPORT_FIELDS })
  field!: ImportField;
  required!: boolean;
  /** The file's header read for it; null when the file has none. */
  header!: string | null;
  /** Header names accepted for it, best first. */
  accepted!: string[];
}

/** A recipe as a row will be imported. */
export class ImportedRecipeDto {
  title!: string;
  description!: string;
  ingredients!: string[];
  instructions!: string[];
  tags!: string[];
  cuisine?: string;
  imageUrl?: string;
  /** Ingredient lines the vegan check flags: imported, and marked for review. */
  veganFlags!: VeganFlagDto[];
}

export class ImportPreviewRowDto {
  rowNumber!: number;
  recipe?: ImportedRecipeDto;
  problems?: ImportProblemDto[];
}

export class ImportPreviewDto {
  @ApiProperty({ enum: [',', ';', '\t'] })
  delimiter!: string;
  columns!: ImportColumnDto[];
  /** Set when required columns are missing: the file would fail as a whole. */
  problem!: string | null;
  rows!: ImportPreviewRowDto[];
}
