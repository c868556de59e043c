/**
 * The doctor avatar's address, as src/api/browsing.ts (AVATAR_SIZE, avatarPath) names it. Restated here
 * because a value import of that module from a screen pulls the contract's runtime (defineCall) into
 * the start page's bundle, which shares src/api/contract.ts through src/api/clinics.ts;
 * tests/app/browsing-avatar.test.ts holds the two equal.
 */
export const AVATAR_SIZE = 'thumb100';
export const avatarPath = (avatar: string) => `/clinics/doctors/${encodeURIComponent(avatar)}/avatar.image`;
