import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './config/app-config.js';

/**
 * The module walls of docs/architecture.md fail the lint when someone adds a reach-in: each case
 * lints a real file of the repository with one forbidden import added at its top.
 */
describe('module walls in the lint', () => {
  const eslint = new ESLint({
    cwd: REPO_ROOT,
    // The walls are plain import rules: the type-checked rules are not needed to see them.
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/await-thenable': 'off',
      },
    },
  });
  const lintWith = async (file: string, line: string) => {
    const path = join(REPO_ROOT, file);
    const [result] = await eslint.lintText(`${line}\n${readFileSync(path, 'utf8')}`, { filePath: path });
    return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
  };

  it.each([
    [
      'a module reaching into another module',
      'backend/src/modules/users/users.service.ts',
      "import { RecipeCache } from '../recipes/recipe-cache.js';",
    ],
    [
      "a module reaching for another module's entity",
      'backend/src/modules/reviews/reviews.service.ts',
      "import { Recipe } from '../recipes/entities/recipe.entity.js';",
    ],
    [
      "an entity reaching for another module's service",
      'backend/src/modules/recipes/entities/recipe.entity.ts',
      "import { UsersService } from '../../users/users.service.js';",
    ],
    ['common code importing a module', 'backend/src/common/html.ts', "import { SeoModule } from '../modules/seo/index.js';"],
    [
      'infrastructure importing a module',
      'backend/src/infrastructure/mail/templates.ts',
      "import { escapeHtml } from '../../modules/seo/page-head.service.js';",
    ],
    [
      'a composition root past a door',
      'backend/src/app.module.ts',
      "import { RecipesRepository } from './modules/recipes/recipes.repository.js';",
    ],
    [
      'frontend shared code importing a feature',
      'frontend/src/shared/ui/RecipeCard.tsx',
      "import { FavoriteToggle } from '../../features/favourites/FavoriteToggle';",
    ],
    [
      'frontend shared code importing the app',
      'frontend/src/shared/ui/RecipeCard.tsx',
      "import { AppProviders } from '../../app/AppProviders';",
    ],
  ])(
    'fails on %s',
    async (_what, file, line) => {
      expect(await lintWith(file, line)).toHaveLength(1);
    },
    30_000,
  );

  it.each([
    ['a module through a door', 'backend/src/modules/reviews/reviews.service.ts', "import { RecipesModule } from '../recipes/index.js';"],
    [
      'an entity relation',
      'backend/src/modules/recipes/entities/recipe.entity.ts',
      "import { Cuisine as C } from '../../cuisines/entities/cuisine.entity.js';",
    ],
  ])(
    'lets %s pass',
    async (_what, file, line) => {
      expect(await lintWith(file, line)).toEqual([]);
    },
    30_000,
  );
});
