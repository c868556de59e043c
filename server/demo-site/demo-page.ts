/**
 * The demo clinic site's files: a small page of a made-up clinic that embeds the booking widget the way
 * a real clinic would, with a button of its own that does something visible (so one can see the
 * widget leaves the page's scripts working), and the Content-Security-Policy a careful clinic would
 * send: its own files, plus the portal for the widget's script and its frame. No inline script or
 * style, so the widget is seen to need neither.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function demoSnippet(portalBase: string): string {
  return `<script src="${portalBase}/widget.js" data-clinic="1" async></script>`;
}

export function demoPage(portalBase: string): string {
  const snippet = demoSnippet(portalBase);
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Клиника «Добрый доктор» — демонстрационный сайт</title>
<link rel="stylesheet" href="/site.css">
</head>
<body>
<header class="site-header"><strong>Клиника «Добрый доктор»</strong><span>Демонстрационный сайт клиники</span></header>
<main>
<h1>Заботимся о вашем здоровье</h1>
<p>Этот сайт открыт с другого адреса, чем портал. Кнопка «Онлайн запись» в углу — виджет портала: он
открывает запись к врачу в панели поверх страницы.</p>
<section>
<h2>Обратный звонок</h2>
<p>Кнопка самого сайта: она работает и при открытом, и после закрытого виджета.</p>
<button id="callback" type="button">Заказать звонок</button>
<p id="callback-status" role="status"></p>
</section>
<section>
<h2>Как добавить виджет на свой сайт</h2>
<p>Одна строка перед <code>&lt;/body&gt;</code>; настройки — в атрибутах <code>data-…</code> (см. README портала):</p>
<pre><code>${escapeHtml(snippet)}</code></pre>
</section>
</main>
<script src="/site.js"></script>
${snippet}
</body>
</html>
`;
}

export const DEMO_SITE_SCRIPT = `(function () {
  var count = 0;
  var status = document.getElementById('callback-status');
  document.getElementById('callback').addEventListener('click', function () {
    count += 1;
    status.textContent = 'Заявка на звонок принята (' + count + ')';
  });
})();
`;

export const DEMO_SITE_STYLES = `body { margin: 0; font: 17px/1.5 Georgia, serif; color: #333; background: #fdf8f0; }
.site-header { display: flex; gap: 16px; align-items: baseline; padding: 16px 32px; background: #2e7d32; color: #fff; }
main { max-width: 720px; padding: 16px 32px 160px; }
h1, h2 { font-family: Georgia, serif; color: #2e7d32; }
#callback { padding: 10px 20px; border: 2px solid #2e7d32; border-radius: 4px; background: #fff; color: #2e7d32; font: inherit; cursor: pointer; }
#callback-status { min-height: 1.5em; font-weight: bold; }
pre { overflow: auto; padding: 12px; background: #fff; border: 1px solid #ddd; }
`;

/** The policy a clinic site that embeds the widget needs: the portal for the script and the frame. */
export function demoSitePolicy(portalOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${portalOrigin}`,
    "style-src 'self'",
    `frame-src ${portalOrigin}`,
    "img-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}
