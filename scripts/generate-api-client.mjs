// Generates the frontend's RTK Query endpoints from an OpenAPI document.
//   node scripts/generate-api-client.mjs <openapi.json> <output.ts>
// The output must sit in frontend/src/api/ (it imports ./baseApi).
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { resolve } from 'node:path';

const [schemaFile, outputFile] = process.argv.slice(2).map((p) => resolve(p));
if (!schemaFile || !outputFile) {
  console.error('usage: node scripts/generate-api-client.mjs <openapi.json> <output.ts>');
  process.exit(2);
}
// Relative to the working folder, so that the generated import is './baseApi'.
process.chdir(resolve(import.meta.dirname, '../frontend/src/api'));
await generateEndpoints({
  schemaFile,
  apiFile: './baseApi.ts',
  apiImport: 'baseApi',
  outputFile,
  exportName: 'plantryApi',
  hooks: true,
});
