import { FetchFailedError, UnsafeUrlError } from '../../infrastructure/safe-fetch/safe-fetch.js';

import type { LinkedRecipeDto } from './dto/recipe-link.dto.js';

/** The page could not be made a draft, in words for the member (shown as is). */
export class LinkReadError extends Error {}

/** What a read job completes with: the draft, or why the page gave none. */
export type LinkReadResult = { recipe: LinkedRecipeDto } | { problem: string };

export const LINK_MESSAGES = {
  notAWebAddress: 'Please enter a web address starting with http:// or https://.',
  privateAddress: "That address leads to a private or local network, which Plantry never fetches. Paste the recipe's public web address.",
  notFound: 'This link import is over or was never started. Paste the address again.',
  noRecipe:
    'No recipe was found on that page. Plantry reads the recipe a site publishes for search engines (schema.org Recipe), and this page has none. You can copy the recipe in by hand.',
  failed: 'The page could not be read. Please try again.',
} as const;

/** What the safe fetcher's refusal or failure means for the member, with what they can do. */
export function fetchProblem(error: UnsafeUrlError | FetchFailedError, seconds: number): string {
  if (error instanceof UnsafeUrlError) {
    if (error.reason === 'private') return LINK_MESSAGES.privateAddress;
    return error.reason === 'not-web' ? LINK_MESSAGES.notAWebAddress : `That address cannot be imported: ${error.message}.`;
  }
  if (error.timedOut) return `The site did not answer within ${seconds} seconds. Try again later, or copy the recipe in by hand.`;
  const status = error.status;
  if (status === 401 || status === 403 || status === 429)
    return `The site refused to share that page with Plantry (it answered ${status}). Some sites block imports: copy the recipe in by hand.`;
  if (status === 404 || status === 410) return `The site has no page at that address (it answered ${status}). Check the address.`;
  if (status) return `The site could not give the page (it answered ${status}). Try again later.`;
  return `The page could not be fetched: ${error.message}.`;
}

/** Why the recipe's picture was left out of the draft (the draft itself is still made). */
export function pictureProblem(reason: string): string {
  return `The recipe's picture could not be brought over (${reason}). You can add a photo yourself.`;
}
