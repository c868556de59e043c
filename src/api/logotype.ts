/**
 * Where a clinic's logo is served, in the size the lists show. Apart from ./clinics.ts (which
 * re-exports it) so that the start page can build the address without the contract's schemas:
 * importing ./clinics.ts put the whole schema library in the start page's bundle.
 */
export const LOGO_SIZE = 'thumb100';
export const logotypePath = (logotype: string) => `/clinics/${encodeURIComponent(logotype)}/logotype.image`;
