import { Migration20261121000000Initial } from './Migration20261121000000Initial.js';
import { Migration20261121100000RatingScore } from './Migration20261121100000RatingScore.js';
import { Migration20261122000000Images } from './Migration20261122000000Images.js';
import { Migration20261123000000VeganFlagCount } from './Migration20261123000000VeganFlagCount.js';
import { Migration20261124000000Imports } from './Migration20261124000000Imports.js';
import { Migration20261125000000SortIndexes } from './Migration20261125000000SortIndexes.js';
import { Migration20261126000000AuthorStatsIndex } from './Migration20261126000000AuthorStatsIndex.js';
import { Migration20261127000000MailOutbox } from './Migration20261127000000MailOutbox.js';
import { Migration20261128000000CanonicalEmails } from './Migration20261128000000CanonicalEmails.js';
import { Migration20261129000000ContentKeyPerAuthor } from './Migration20261129000000ContentKeyPerAuthor.js';
import { Migration20261130000000TitleSearch } from './Migration20261130000000TitleSearch.js';
import { Migration20261130100000FeaturedScore } from './Migration20261130100000FeaturedScore.js';
import { Migration20261130200000VeganCheckRecount } from './Migration20261130200000VeganCheckRecount.js';
import { Migration20261201000000SearchIndex } from './Migration20261201000000SearchIndex.js';
import { Migration20261202000000SearchCuisine } from './Migration20261202000000SearchCuisine.js';
import { Migration20261203000000SearchCuisineTitles } from './Migration20261203000000SearchCuisineTitles.js';
import { Migration20261204000000ShoppingList } from './Migration20261204000000ShoppingList.js';
import { Migration20261205000000TotalMinutes } from './Migration20261205000000TotalMinutes.js';
import { Migration20261206000000IngredientReadings } from './Migration20261206000000IngredientReadings.js';
import { Migration20261207000000ReadingsVersionIndex } from './Migration20261207000000ReadingsVersionIndex.js';
import { Migration20261208000000FreeFrom } from './Migration20261208000000FreeFrom.js';
import { Migration20261209000000Pantry } from './Migration20261209000000Pantry.js';

/** Every migration in order. A new migration is added here as well as in this folder. */
export const MIGRATIONS = [
  { name: 'Migration20261121000000Initial', class: Migration20261121000000Initial },
  { name: 'Migration20261121100000RatingScore', class: Migration20261121100000RatingScore },
  { name: 'Migration20261122000000Images', class: Migration20261122000000Images },
  { name: 'Migration20261123000000VeganFlagCount', class: Migration20261123000000VeganFlagCount },
  { name: 'Migration20261124000000Imports', class: Migration20261124000000Imports },
  { name: 'Migration20261125000000SortIndexes', class: Migration20261125000000SortIndexes },
  { name: 'Migration20261126000000AuthorStatsIndex', class: Migration20261126000000AuthorStatsIndex },
  { name: 'Migration20261127000000MailOutbox', class: Migration20261127000000MailOutbox },
  { name: 'Migration20261128000000CanonicalEmails', class: Migration20261128000000CanonicalEmails },
  { name: 'Migration20261129000000ContentKeyPerAuthor', class: Migration20261129000000ContentKeyPerAuthor },
  { name: 'Migration20261130000000TitleSearch', class: Migration20261130000000TitleSearch },
  { name: 'Migration20261130100000FeaturedScore', class: Migration20261130100000FeaturedScore },
  { name: 'Migration20261130200000VeganCheckRecount', class: Migration20261130200000VeganCheckRecount },
  { name: 'Migration20261201000000SearchIndex', class: Migration20261201000000SearchIndex },
  { name: 'Migration20261202000000SearchCuisine', class: Migration20261202000000SearchCuisine },
  { name: 'Migration20261203000000SearchCuisineTitles', class: Migration20261203000000SearchCuisineTitles },
  { name: 'Migration20261204000000ShoppingList', class: Migration20261204000000ShoppingList },
  { name: 'Migration20261205000000TotalMinutes', class: Migration20261205000000TotalMinutes },
  { name: 'Migration20261206000000IngredientReadings', class: Migration20261206000000IngredientReadings },
  { name: 'Migration20261207000000ReadingsVersionIndex', class: Migration20261207000000ReadingsVersionIndex },
  { name: 'Migration20261208000000FreeFrom', class: Migration20261208000000FreeFrom },
  { name: 'Migration20261209000000Pantry', class: Migration20261209000000Pantry },
];
