export * from './roles.js';
export * from './queues.js';
export * from './cuisines.js';
export * from './people.js';
export * from './limits.js';
export * from './recipe-input.js';
export * from './vegan-check.js';
export * from './admin.js';
