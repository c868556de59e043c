/**
 * Every modal of Fluent's the app renders gives the page back to screen readers when it leaves
 * (src/app/common/page-back-from-dialog.ts). Fluent's focus manager marks the app's root aria-hidden while
 * a modal is open and can end before it takes the mark off; a closed dialog then left the whole app
 * hidden from screen readers until a reload. A dialog written later without the hook would bring that
 * back in whichever screen first closes it, so a file that renders one must call the hook, or use a
 * component that does (RequestDialog), or be named below with the reason it needs none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph';

/** Fluent's modal parts: a dialog's surface and the overlay drawer. */
const MODAL_PART = /\b(DialogSurface|OverlayDrawer)\b/;
const USES_HOOK = /\busePageBackFromDialog\(\)/;

/** Modals that need no hook, each with the reason. */
const NEEDS_NONE: Record<string, string> = {
  // Mounted once it first opens and never unmounted after, so the focus manager it uses does not end
  // when it closes and takes its mark off as it should (checked in a browser: no mark is left).
  'src/app/shell/menu/MenuDrawer.tsx': 'stays mounted once opened',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('modal dialogs', () => {
  const modals = sourceFiles(join(ROOT, 'src'))
    .filter((file) => MODAL_PART.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file));

  it('are found where the app renders them', () => {
    // The three that render a surface of their own today, and the drawer: a search that found none
    // would pass the next test without reading anything.
    expect(modals).toEqual(
      expect.arrayContaining([
        'src/app/common/RequestDialog.tsx',
        'src/app/screens/browsing/DescriptionSurface.tsx',
        'src/app/screens/results/FilesDialog.tsx',
        'src/app/shell/menu/MenuDrawer.tsx',
      ]),
    );
  });

  it('give the page back to screen readers when they leave', () => {
    const without = modals.filter(
      (file) => !(file in NEEDS_NONE) && !USES_HOOK.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(without, 'render a Fluent modal without usePageBackFromDialog()').toEqual([]);
  });
});
