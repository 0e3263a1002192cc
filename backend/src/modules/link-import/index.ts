// The link import's door (issue 25): a recipe page read into a draft for the editor.
export { LinkImportModule } from './link-import.module.js';
export { LinkImportProcessor } from './link-import.processor.js';
export { LinkImportWorkerModule } from './link-import-worker.module.js';
export { readRecipePage, type PageReading } from './read-recipe-page.js';
