import { Migration20261121000000Initial } from './Migration20261121000000Initial.js';

/** Every migration in order. A new migration is added here as well as in this folder. */
export const MIGRATIONS = [
  { name: 'Migration20261121000000Initial', class: Migration20261121000000Initial },
];
