import type { CookProfileDto } from '../cooks/index.js';

/** schema.org ProfilePage about a Person (what search engines read of a cook's profile). */
export function cookJsonLd(cook: CookProfileDto, url: string, image?: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    dateCreated: new Date(cook.memberSince).toISOString(),
    mainEntity: {
      '@type': 'Person',
      name: cook.name,
      url,
      ...(image ? { image } : {}),
      ...(cook.bio ? { description: cook.bio } : {}),
      interactionStatistic: [
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/FollowAction', userInteractionCount: cook.counts.followers },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/WriteAction', userInteractionCount: cook.counts.recipes },
      ],
    },
  };
}
