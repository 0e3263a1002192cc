import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type request from 'supertest';
import { REPO_ROOT } from '../../../src/config/app-config.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One operation of the API document, named as 'METHOD /path' ('PUT /api/recipes/{id}'). */
export interface DocumentedOperation {
  key: string;
  method: Method;
  path: string;
  /** The media types its request body may have ([] when it takes none). */
  bodyTypes: string[];
  /** The fields its request body documents, in any of its media types. */
  bodyFields: string[];
  /** Whether the document asks for the session cookie (its `security`). */
  signedIn: boolean;
}

type Schema = { $ref?: string; properties?: Record<string, unknown> };
interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: Schema }> }; security?: unknown[] }>>;
  components: { schemas: Record<string, Schema> };
}

/** The fields of an operation's request body, in any of its media types. */
function bodyFieldsOf(doc: OpenApiDocument, path: string, method: string): string[] {
  const fieldsOf = (schema?: Schema) =>
    Object.keys((schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema)?.properties ?? {});
  return Object.values(doc.paths[path]?.[method]?.requestBody?.content ?? {}).flatMap((content) => fieldsOf(content.schema));
}

/**
 * Every operation of GET /api/docs-json. The fields of DTOs without @ApiProperty come from the
 * Swagger compiler plugin, which `nest build` runs and the tests' compiler does not: they are read
 * from the committed contract (libs/contracts/openapi.json, exported from the build).
 */
export async function documentedOperations(anonymous: () => ReturnType<typeof request>): Promise<DocumentedOperation[]> {
  const res = await anonymous().get('/api/docs-json');
  if (res.status !== 200) throw new Error(`no API document: ${res.status}`);
  const doc = res.body as OpenApiDocument;
  const contract = JSON.parse(readFileSync(join(REPO_ROOT, 'libs/contracts/openapi.json'), 'utf8')) as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method as Method,
      path,
      bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
      bodyFields: [...new Set([...bodyFieldsOf(doc, path, method), ...bodyFieldsOf(contract, path, method)])],
      signedIn: (operation.security?.length ?? 0) > 0,
    })),
  );
}

export const isStateChanging = (op: { method: Method }) => op.method !== 'get';
