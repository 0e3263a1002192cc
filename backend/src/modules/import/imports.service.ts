import { EntityManager } from '@mikro-orm/mariadb';
import { InjectQueue } from '@nestjs/bullmq';
import { BadRequestException, Injectable, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { IMPORT_LIMITS, QUEUES, type ImportJobs } from '@plantry/shared';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../common/auth/principal.js';
import { csvFileOf, INVALID_FILE } from './csv-upload.interceptor.js';
import { SNIFF_BYTES } from './csv-source.js';
import type { ImportDto, ImportListDto, ImportPreviewDto, ImportReportDto, ImportStartedDto } from './dto/import.dto.js';
import { CsvImport } from './entities/csv-import.entity.js';
import { ImportProblem } from './entities/import-problem.entity.js';
import { missingColumnsMessage } from './import-columns.js';
import { ImportFiles } from './import-files.js';
import { previewOf, readHead } from './import-preview.js';
import { problemsCsv } from './problems-csv.js';
import { traced } from '../../infrastructure/queue/traced.js';

export const IMPORT_NOT_FOUND = 'Import not found';

const toDto = (row: CsvImport): ImportDto => ({
  jobId: row.id,
  fileName: row.fileName,
  fileSize: row.fileSize,
  dryRun: row.dryRun,
  state: row.state,
  rowsTotal: row.rowsTotal,
  rowsDone: row.rowsDone,
  created: row.created,
  skipped: row.skipped,
  failed: row.failed,
  flagged: row.flagged,
  imagesFailed: row.imagesFailed,
  problemCount: row.problemCount,
  message: row.message,
  createdAt: row.createdAt,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt,
});

const problemOf = ({ rowNumber, column, reason }: ImportProblem) => ({ rowNumber, column, reason });

/** A file that is not CSV, in words: 400 'Invalid File: ...'. */
const notCsv = (problem: string) => new BadRequestException(`${INVALID_FILE} (${problem})`);

/**
 * CSV imports on the API's side: checks an upload (its type, its content and its columns) before
 * keeping it and queueing the import worker; reports progress and problems.
 */
@Injectable()
export class ImportsService implements OnApplicationBootstrap {
  constructor(
    private readonly em: EntityManager,
    private readonly files: ImportFiles,
    @InjectQueue(QUEUES.import) private readonly queue: Queue<ImportJobs['run']>,
  ) {}

  /** An upload cut off mid-request (the API stopped) leaves its file behind: gone after a day. */
  async onApplicationBootstrap(): Promise<void> {
    await this.files.sweepIncoming(24 * 3600_000);
  }

  /** Keeps the uploaded file and queues its import; the upload is removed when it is refused. */
  async start(admin: Principal, file: Express.Multer.File | undefined, dryRun: boolean): Promise<ImportStartedDto> {
    let kept: string | undefined;
    try {
      const upload = csvFileOf(file);
      const head = readHead(await this.files.head(upload.path, SNIFF_BYTES), 0, upload.size <= SNIFF_BYTES);
      if ('problem' in head) throw notCsv(head.problem);
      if (head.map.missing.length) throw new BadRequestException(missingColumnsMessage(head.map.missing));
      const id = randomUUID();
      await this.files.keep(upload.path, id);
      kept = id;
      const em = this.em.fork();
      em.create(CsvImport, { id, admin: admin.id, fileName: upload.originalname.slice(0, 255), fileSize: upload.size, dryRun });
      await em.flush();
      await this.queue.add('run', traced({ importId: id }), { jobId: id }).catch(async (error: unknown) => {
        await em.nativeDelete(CsvImport, { id });
        throw error;
      });
      return { message: dryRun ? 'Dry run started: the file is being checked' : 'Import started', jobId: id };
    } catch (error) {
      await (kept ? this.files.remove(kept) : file && this.files.discardUpload(file.path));
      throw error;
    }
  }

  /** The start of a file as it will be read (no upload is kept). */
  async preview(file: Express.Multer.File | undefined): Promise<ImportPreviewDto> {
    const upload = csvFileOf(file);
    const head = readHead(upload.buffer, IMPORT_LIMITS.previewRows, upload.size < IMPORT_LIMITS.previewBytes);
    if ('problem' in head) throw notCsv(head.problem);
    return previewOf(head);
  }

  async list(): Promise<ImportListDto> {
    const rows = await this.em.fork().find(CsvImport, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: IMPORT_LIMITS.historySize });
    return { items: rows.map(toDto) };
  }

  async report(id: string): Promise<ImportReportDto> {
    const em = this.em.fork();
    const row = await this.found(em, id);
    const problems = await em.find(ImportProblem, { csvImport: id }, { orderBy: { id: 'asc' }, limit: IMPORT_LIMITS.problemsShown });
    return { ...toDto(row), problems: problems.map(problemOf) };
  }

  /** Every kept problem of an import as CSV text, for the admin to fix the file. */
  async problemsFile(id: string): Promise<{ fileName: string; text: string }> {
    const em = this.em.fork();
    const row = await this.found(em, id);
    const problems = await em.find(ImportProblem, { csvImport: id }, { orderBy: { id: 'asc' } });
    return {
      fileName: `${row.fileName.replace(/\.\w+$/, '').replace(/[^\w.-]+/g, '_') || 'import'}-problems.csv`,
      text: problemsCsv(problems.map(problemOf)),
    };
  }

  private async found(em: EntityManager, id: string): Promise<CsvImport> {
    const row = /^[0-9a-f-]{36}$/.test(id) ? await em.findOne(CsvImport, id) : null;
    if (!row) throw new NotFoundException(IMPORT_NOT_FOUND);
    return row;
  }
}
