import type { Messages } from '@lingui/core';

/** One catalog from the catalogs of every folder (their message ids never collide: each is a hash of its text). */
export const mergeCatalogs = (catalogs: Record<string, Messages>): Messages => Object.assign({}, ...Object.values(catalogs));
