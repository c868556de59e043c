/**
 * The page's inline stylesheets back in full. A page the server drew comes with only the style rules
 * and theme variables its markup uses (server/http/page-styles.ts), each such <style> marked; the build
 * keeps every inline <style>'s full text in a file the page's loader names (vite-plugins/page-styles.ts).
 * Each marked element gets its full text back in place, before the app hydrates: a later screen, a
 * dialog or the app's own first render may use any rule, and where the elements stand decides which
 * of two rules wins (Griffel puts its run-time <style> elements among them in its buckets' order).
 */
import { PAGE_STYLE_ATTRIBUTE, PAGE_STYLES_ATTRIBUTE, PRUNED_ATTRIBUTE } from '../../api/page-styles';

/** Puts the full texts back; resolves without them when the file cannot be read (the page stays as drawn). */
export async function restoreFullStyles(page: Document = document): Promise<void> {
  const pruned = page.querySelectorAll<HTMLStyleElement>(`style[${PRUNED_ATTRIBUTE}]`);
  const address = page.querySelector(`[${PAGE_STYLES_ATTRIBUTE}]`)?.getAttribute(PAGE_STYLES_ATTRIBUTE);
  if (pruned.length === 0 || !address) return;
  let texts: unknown;
  try {
    const answer = await fetch(address);
    if (!answer.ok) throw new Error(`${address}: ${answer.status}`);
    texts = await answer.json();
  } catch (error) {
    console.warn('the page keeps only its own styles:', error);
    return;
  }
  if (!Array.isArray(texts)) return;
  for (const style of pruned) {
    const text: unknown = texts[Number(style.getAttribute(PAGE_STYLE_ATTRIBUTE))];
    if (typeof text !== 'string') continue;
    style.textContent = text;
    style.removeAttribute(PRUNED_ATTRIBUTE);
  }
}
