/** The seo module's door: page heads for the pages the server writes, and serving the built frontend. */
export { PageHeadService } from './page-head.service.js';
export { SeoModule } from './seo.module.js';
export { SERVER_FILES, serveFrontend } from './serve-frontend.js';
