/**
 * The first screen's Fluent rules are in before the commit that replaces the page's painted HTML:
 * Griffel would otherwise insert them rule by rule inside that commit (130–180 rules for a doctor
 * page's search box and links or the sign-in form's fields), a third of the commit's time on a phone.
 * An insertion happened inside the commit when the painted HTML is gone already (React clears it at the
 * start of its first commit) and the mutation observer has not yet seen it go (it runs once the
 * commit's task has finished).
 */
import { expect, test } from './harness';

// The doctor page only: the sign-in page is drawn by the server with the app's own components and
// hydrated, with no painted HTML for a commit to replace. Its hydration inserts again the Fluent rules
// the server sent (the browser's renderer has not read them from the page): a known cost, whose fix (a
// renderer that reads the page's rules) must come with the hydration code in a chunk of
// its own, since the start page's entry has no room for it.
for (const path of ['/clinic/1/doctor/1']) {
  test(`${path}: no style rule is inserted inside the first commit, the screen's are in before it`, async ({
    page,
    server,
  }) => {
    await page.addInitScript(() => {
      const seen = { before: 0, inCommit: 0, committed: false };
      (window as unknown as { rules: typeof seen }).rules = seen;
      const insert = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
        const painted = document.querySelector('#root .fp') !== null;
        // The provider's theme (the network's colours as CSS variables) is made at run time.
        if (rule.startsWith('.fui-FluentProvider')) return insert.call(this, rule, index);
        if (painted) seen.before += 1;
        else if (!seen.committed) seen.inCommit += 1;
        return insert.call(this, rule, index);
      };
      let wasPainted = false;
      new MutationObserver((_, observer) => {
        const painted = document.querySelector('#root .fp') !== null;
        wasPainted ||= painted;
        if (wasPainted && !painted) {
          seen.committed = true;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('main')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { rules: { committed: boolean } }).rules.committed),
      )
      .toBe(true);
    const rules = await page.evaluate(() => (window as unknown as { rules: object }).rules);
    expect(rules).toMatchObject({ inCommit: 0 });
    expect((rules as { before: number }).before).toBeGreaterThan(50);
  });
}
