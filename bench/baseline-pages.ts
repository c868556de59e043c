/**
 * The static baseline Lighthouse compares the app with: the start page and clinic 1's menu as plain
 * HTML with inline CSS and no JavaScript, built from the running app server's own data (its clinics
 * list and logo images) with the app's Russian texts, so both show the same content the same way.
 */
import { type Clinic, LOGO_SIZE, logotypePath } from '../src/api/clinics';
import { ru } from '../src/app/i18n/ru';
import { clinicMenuItems } from '../src/domain/clinic-menu-items';
import type { StaticFile } from './static-server';

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch] ?? ch);

const CSS = `
body{margin:0;font-family:"Segoe UI",system-ui,-apple-system,Roboto,"Helvetica Neue",sans-serif;font-size:14px;line-height:20px;color:#242424;background:#fafafa}
header{position:sticky;top:0;height:56px;display:flex;align-items:center;gap:4px;padding:0 8px;background:#3FAECA;color:#fff;box-shadow:0 0 2px rgba(0,0,0,.12),0 2px 4px rgba(0,0,0,.14)}
header .back{width:40px;text-align:center;font-size:24px}
header .title{flex-grow:1;min-width:0;padding:0 8px;font-size:20px;line-height:28px;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
header .login{padding:0 8px;font-weight:600}
main{box-sizing:border-box;width:100%;max-width:900px;margin:0 auto;padding:16px 12px 96px}
@media (max-width:500px){main{max-width:500px;padding:12px 8px 96px}}
h1{margin:4px 0 8px;font-size:20px;line-height:28px;font-weight:600}
ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}
a{display:flex;align-items:center;gap:12px;color:inherit;text-decoration:none;border-radius:6px;background:#fff;box-shadow:0 0 2px rgba(0,0,0,.12),0 1px 2px rgba(0,0,0,.14)}
.clinic{padding:10px 12px}
.menu{padding:14px 16px}
img{flex-shrink:0;width:42px;height:42px;object-fit:contain;border-radius:4px;background:#f0f0f0}
@media (max-width:900px){img{width:45px;height:45px}}
.texts{flex-grow:1;min-width:0;display:grid;gap:2px}
.name{font-weight:600;overflow-wrap:anywhere}
.small{color:#616161;font-size:12px;line-height:16px}
.chevron{color:#616161;font-size:20px}
footer{display:flex;justify-content:center;padding:24px 0 8px;color:#616161}`;

function page(title: string, header: { title: string; back: boolean }, body: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#3FAECA"><meta name="description" content="${escapeHtml(title)}">
<title>${escapeHtml(title)}</title><style>${CSS}</style></head>
<body><header>${header.back ? `<a class="back" href="/" aria-label="${ru.header.back}">‹</a>` : ''}
<div class="title">${escapeHtml(header.title)}</div><span class="login">${ru.header.login}</span></header>
<main>${body}<footer>${ru.shell.languageEnglish}</footer></main></body></html>
`;
}

const logoUrl = (clinic: Clinic) => {
  const logotype = clinic.logotypes[LOGO_SIZE];
  return logotype ? `/api${logotypePath(logotype)}` : null;
};

function clinicsList(clinics: readonly Clinic[]): string {
  const rows = clinics.map((clinic) => {
    const logo = logoUrl(clinic);
    const address = [clinic.address.city, clinic.shortAddress].filter(Boolean).join(', ');
    return `<li><a class="clinic" href="/clinic/${clinic.id}/menu">${
      logo ? `<img src="${logo}" alt="" width="42" height="42" loading="lazy" decoding="async">` : ''
    }<span class="texts"><span class="name">${escapeHtml(clinic.title)}</span><span class="small">${escapeHtml(address)}</span></span></a></li>`;
  });
  return page(
    ru.app.name,
    { title: ru.app.name, back: false },
    `<h1>${ru.clinics.heading}</h1><ul>${rows.join('')}</ul>`,
  );
}

const plurals = new Intl.PluralRules('ru');

/** The app's `t(key, { count })` for a pluralised clinic menu count, in Russian: "17 специалистов". */
function russianMenuCount(key: string, count: number): string {
  const name = key.replace(/^clinicMenu\./, '');
  const texts: Record<string, string> = ru.clinicMenu;
  const text = texts[`${name}_${plurals.select(count)}`] ?? texts[`${name}_other`] ?? name;
  return text.replace('{{count}}', String(count));
}

function clinicMenu(clinic: Clinic, clinicCount: number): string {
  const rows = clinicMenuItems(clinic).map(
    (item) =>
      `<li><a class="menu" href="#"><span class="texts"><span class="name">${ru.clinicMenu[item.id]}</span>${
        item.count ? `<span class="small">${russianMenuCount(item.count.key, item.count.value)}</span>` : ''
      }</span><span class="chevron" aria-hidden="true">›</span></a></li>`,
  );
  return page(
    `${clinic.title} · ${ru.app.name}`,
    { title: clinic.title, back: clinicCount > 1 },
    `<h1>${escapeHtml(clinic.title)}</h1><ul>${rows.join('')}</ul>`,
  );
}

/** The baseline's files by path: `/`, `/clinic/ID/menu` for `menuClinicId`, and the logos. */
export async function buildBaseline(appUrl: string, menuClinicId: number): Promise<Map<string, StaticFile>> {
  const answer = await fetch(`${appUrl}/api/clinics/list`);
  if (!answer.ok) throw new Error(`GET /api/clinics/list answered ${answer.status}`);
  const { clinics } = (await answer.json()) as { clinics: Clinic[] };
  const clinic = clinics.find((item) => item.id === menuClinicId);
  if (!clinic) throw new Error(`the seeded network has no clinic ${menuClinicId}`);
  const html = (text: string): StaticFile => ({ type: 'text/html; charset=utf-8', body: Buffer.from(text) });
  const files = new Map<string, StaticFile>([
    ['/', html(clinicsList(clinics))],
    [`/clinic/${clinic.id}/menu`, html(clinicMenu(clinic, clinics.length))],
  ]);
  for (const logo of clinics.map(logoUrl)) {
    if (!logo) continue;
    const image = await fetch(`${appUrl}${logo}`);
    if (!image.ok) throw new Error(`GET ${logo} answered ${image.status}`);
    files.set(logo, {
      type: image.headers.get('content-type') ?? 'application/octet-stream',
      body: Buffer.from(await image.arrayBuffer()),
    });
  }
  return files;
}
