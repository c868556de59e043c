/**
 * The widget's whole style sheet, inside its closed shadow root: no rule of ours reaches the clinic's
 * page, and no rule of the page reaches ours. Inherited properties would still flow in through the
 * shadow host (fonts, colours, letter spacing), so the host resets them all with an !important rule,
 * which beats the page's own !important ones on the host. Values are written in, not read from
 * custom properties, which inherit through the boundary too.
 */
import type { WidgetOptions } from './options';

const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif';

export function widgetCss(o: WidgetOptions): string {
  return `:host{all:initial!important;direction:ltr!important;unicode-bidi:normal!important}
*{box-sizing:border-box;font-family:${FONT}}
.open{position:fixed;right:${o.offsetX}px;bottom:${o.offsetY}px;z-index:${o.zIndex};display:flex;align-items:center;justify-content:center;width:${o.buttonSize}px;height:${o.buttonSize}px;margin:0;padding:8px;border:0;border-radius:50%;background:${o.colour};color:${o.textColour};font-size:${o.fontSize}px;font-weight:600;line-height:1.2;text-align:center;cursor:pointer;box-shadow:0 4px 12px rgba(0,0,0,.3);visibility:visible;opacity:1}
.open:focus-visible{outline:3px solid ${o.colour};outline-offset:4px}
.drawer{position:fixed;inset:0 0 0 auto;width:min(${o.drawerWidth}px,100vw);max-width:100vw;height:100%;max-height:100%;margin:0;padding:0;border:0;background:#fff;color:#202124;box-shadow:-4px 0 16px rgba(0,0,0,.3);overflow:hidden}
.drawer[open]{display:flex;flex-direction:column}
.drawer::backdrop{background:rgba(0,0,0,.4)}
@media (prefers-reduced-motion:no-preference){.drawer[open]{animation:slide .2s ease-out}}
@keyframes slide{from{transform:translateX(100%)}}
.bar{display:flex;flex:none;align-items:center;gap:4px;height:56px;padding:0 8px 0 16px;background:${o.colour};color:${o.textColour}}
.title{flex:1;margin:0;overflow:hidden;font-size:18px;font-weight:600;white-space:nowrap;text-overflow:ellipsis}
.bar a,.bar button{display:flex;align-items:center;justify-content:center;width:40px;height:40px;margin:0;padding:0;border:0;border-radius:50%;background:transparent;color:inherit;font-size:22px;line-height:1;text-decoration:none;cursor:pointer}
.bar a:hover,.bar button:hover{background:rgba(255,255,255,.2)}
.bar a:focus-visible,.bar button:focus-visible{outline:2px solid currentColor;outline-offset:-2px}
.frame{display:block;flex:1;width:100%;height:auto;border:0;background:#fff}
.frame[hidden]{display:none}
.notice{padding:24px 16px;font-size:16px;line-height:1.5;color:#202124}
.notice p{margin:0 0 16px}
.tab{display:inline-block;padding:10px 16px;border-radius:4px;background:${o.colour};color:${o.textColour};font-weight:600;text-decoration:none}
.tab:focus-visible{outline:3px solid ${o.colour};outline-offset:2px}`;
}
