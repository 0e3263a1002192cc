/** The import module's door: the admin endpoints (API) and the import worker. */
export { ImportModule } from './import.module.js';
export { ImportProcessor } from './import.processor.js';
export { ImportWorkerModule } from './import-worker.module.js';
