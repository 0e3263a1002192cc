/** What the passkey endpoints answer, as the person reads it. */
export const PASSKEY_MESSAGES = {
  nameRequired: 'Give the passkey a name (at most 60 characters), like "Laptop" or "Phone"',
  challengeGone: 'This passkey request has expired or was already used. Please try again.',
  wrongOrigin: 'This passkey answer was made for another web address than this site. Please use Plantry at its own address.',
  wrongRpId: 'This passkey belongs to another site than this one.',
  notVerified: 'The passkey could not be checked. Please try again.',
  unknownPasskey: 'This passkey is not known here. Sign in with your password, then add it on your profile.',
  counterRegression: 'This passkey answered with an old signature count, which a copied key would do. Sign in another way and remove it.',
  alreadyAdded: 'This passkey is already added to an account.',
  tooMany: 'You have the most passkeys an account can have. Remove one before adding another.',
  signInAgain: 'For your safety, adding a passkey needs a recent sign-in. Please log out, sign in again and add it within 10 minutes.',
  notFound: 'Passkey not found',
};
