/**
 * The attribute Fluent's useRestoreFocusTarget() returns (tabster's restorer target), written out so the
 * header's buttons can carry it without loading tabster: tabster arrives with the first overlay that
 * opens (the menu dropdown or drawer, the clinic info popover), scans the page, and from then on gives
 * focus back to the last such target when an overlay closes. tests/app/restore-focus.test.tsx checks it
 * against Fluent's own hook.
 */
export const RESTORE_FOCUS_TARGET = { 'data-tabster': '{"restorer":{"type":1}}' } as const;
