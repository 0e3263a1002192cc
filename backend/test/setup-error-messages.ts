import { untranslatedErrorMessages } from './support/error-messages.js';

// Each test file fails when its API sent an error message the translated catalog lacks
// (backend/src/common/i18n/api-messages/): add it there, in English, Spanish and German.
afterAll(() => {
  expect(untranslatedErrorMessages()).toEqual([]);
});
