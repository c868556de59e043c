/**
 * Draws the widget: a floating button that opens the portal in a drawer over the clinic's page.
 *
 * - Everything lives in one closed shadow root on one host element: the page's styles and scripts
 *   cannot reach inside, and nothing of ours reaches the page (no global style, no attribute set on
 *   the page's own elements).
 * - The drawer is a native modal <dialog>: screen readers hear a dialog with the button's label as its
 *   name, the page behind it is inert (focus stays in the drawer), Escape and the close button close it,
 *   and focus goes back to the button.
 * - The portal is an iframe, loaded on the first open (a page view costs the clinic's visitors nothing
 *   more than this script) and kept afterwards, so reopening shows where the visitor was.
 * - Escape pressed inside the portal reaches the portal's document, not this page: the portal passes it
 *   up as a message, accepted only from that iframe and the portal's origin.
 * - A browser that refuses the framed portal its storage (a private window, third-party cookies
 *   blocked) leaves it unable to work; the portal says so, and the drawer then offers it in a new tab.
 */
import { widgetMessageType } from '../domain/widget-messages';
import { WORDS, type WidgetOptions } from './options';
import { widgetCss } from './styles';

export interface WidgetControls {
  open(): void;
  close(): void;
}

/** `portal`: the portal's base address (where widget.js was loaded from), ending in '/'. */
export function mountWidget(doc: Document, portal: URL, options: WidgetOptions): WidgetControls {
  const host = doc.createElement('priyom-widget');
  const root = host.attachShadow({ mode: 'closed' });
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') => {
    const element = doc.createElement(tag);
    element.className = className;
    element.textContent = text;
    return element;
  };
  addStyles(doc, root, widgetCss(options));

  const words = WORDS[options.lang];
  const address = new URL(options.path.replace(/^\//, ''), portal).href;
  const button = make('button', 'open', options.label);
  button.type = 'button';
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-expanded', 'false');

  const drawer = make('dialog', 'drawer');
  const titleId = 'priyom-widget-title';
  drawer.setAttribute('aria-labelledby', titleId);
  const bar = make('div', 'bar');
  const title = make('h2', 'title', options.label);
  title.id = titleId;
  const newTab = make('a', '', '↗');
  newTab.href = address;
  newTab.target = '_blank';
  newTab.rel = 'noopener';
  newTab.setAttribute('aria-label', words.newTab);
  newTab.title = words.newTab;
  const close = make('button', '', '×');
  close.type = 'button';
  close.setAttribute('aria-label', words.close);
  close.title = words.close;
  close.autofocus = true;
  bar.append(title, newTab, close);
  drawer.append(bar);
  root.append(button, drawer);

  let frame: HTMLIFrameElement | null = null;
  const open = () => {
    if (drawer.open) return;
    if (!frame) {
      frame = make('iframe', 'frame');
      frame.title = options.label;
      frame.src = address;
      drawer.append(frame);
    }
    drawer.showModal();
    button.setAttribute('aria-expanded', 'true');
  };
  const closed = () => {
    button.setAttribute('aria-expanded', 'false');
    button.focus();
  };
  // At once, not on the close event, which comes a task later.
  const shut = () => {
    if (!drawer.open) return;
    drawer.close();
    closed();
  };
  button.addEventListener('click', open);
  close.addEventListener('click', shut);
  // Escape on this page closes the dialog itself; focus goes back to the button then too.
  drawer.addEventListener('close', closed);
  // A click on the dimmed page beside the drawer (the backdrop counts as the dialog) closes it.
  drawer.addEventListener('click', (event) => {
    if (event.target !== drawer) return;
    const box = drawer.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) shut();
  });
  const offerTab = () => {
    if (!frame || frame.hidden) return;
    frame.hidden = true;
    const notice = make('div', 'notice');
    const link = make('a', 'tab', words.openTab);
    link.href = address;
    link.target = '_blank';
    link.rel = 'noopener';
    notice.append(make('p', '', words.denied), link);
    drawer.append(notice);
    if (drawer.open) link.focus();
  };
  doc.defaultView?.addEventListener('message', (event) => {
    if (!frame || event.source !== frame.contentWindow || event.origin !== portal.origin) return;
    const type = widgetMessageType(event.data);
    if (type === 'priyom:escape') shut();
    else if (type === 'priyom:storage-denied') offerTab();
  });
  doc.body.append(host);
  return { open, close: shut };
}

/** A constructed sheet where there is one: a page whose CSP forbids inline styles still allows it. */
function addStyles(doc: Document, root: ShadowRoot, css: string): void {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (view && 'adoptedStyleSheets' in root && 'replaceSync' in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = css;
  root.append(style);
}
