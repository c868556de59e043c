/**
 * The doctors list, a clinic's specialties, a doctor's or a service's page as plain HTML inside #root, from the data the page
 * brings anyway (./first-page.ts): the header, then the list's rows, or the doctor's card or the
 * service's card and the first range of free times, so a patient who lands on the page from a link sees whom they book and when before any script
 * has loaded; React replaces it with the same boxes (src/app/boot.css holds the page's styles, the
 * texts are src/domain/first-paint-text.ts's). The times are not buttons here: booking needs the app.
 * Left out whenever the app's first render would show something else — a clinic or a doctor the
 * clinic does not show, a section the clinic hides, a doctor booked through a service first (the
 * services panel leads) — so React never replaces one page with another.
 */
import type { Doctor, Service, SpecialtyItem } from '../../src/api/browsing';
import type { Clinic } from '../../src/api/clinics';
import type { Configuration } from '../../src/api/configuration';
import type { FirstPage } from '../../src/api/first-page-embed';
import { sectionRedirect } from '../../src/domain/browsing-sections';
import {
  availabilityLabel,
  clinicDoctors,
  doctorContext,
  groupSpecialties,
  serviceSpecialists,
} from '../../src/domain/browsing-doctors';
import { formatPrice } from '../../src/domain/browsing-lists';
import { FIRST_PAINT_RU } from '../../src/domain/first-paint-text';
import { defaultAvatarPath } from '../../src/domain/default-avatar';
import { matchRoute } from '../../src/domain/routes';
import { dayHeader, type ScheduleDayInput, scheduleGrid, startPaging } from '../../src/domain/schedule-grid';
import { askedDay } from '../../src/domain/doctor-day';
import { doctorPath, specialistsPath, specialtyPath } from '../../src/domain/specialists-path';
import { clinicToday, FALLBACK_TIME_ZONE } from '../../src/domain/time-zone';
import { BACK_ARROW, colouredRoot, escapeHtml, ROOT, russianMenuCount } from './first-paint';
import { servicesBody } from './first-paint-services';

type PageConfiguration = Pick<
  Configuration,
  'apiBase' | 'colourScheme' | 'currencySymbol' | 'currencySymbolPosition' | 'timeZone'
>;

/** The doctor avatar's address (the app's src/app/screens/browsing/avatar-path.ts). */
const avatarUrl = (apiBase: string, avatar: string) =>
  `${apiBase}/clinics/doctors/${encodeURIComponent(avatar)}/avatar.image`;
const AVATAR_SIZE = 'thumb100';

const weekday = new Intl.DateTimeFormat('ru', { weekday: 'long', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const plurals = new Intl.PluralRules('ru');

const SPECIALISTS: Record<string, string> = {
  one: FIRST_PAINT_RU.serviceSpecialists_one,
  few: FIRST_PAINT_RU.serviceSpecialists_few,
  many: FIRST_PAINT_RU.serviceSpecialists_many,
};
const specialistsLabel = (count: number) =>
  SPECIALISTS[plurals.select(count)] ?? FIRST_PAINT_RU.serviceSpecialists_other;

function dayLabel(date: string, today: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  const { word } = dayHeader(date, today);
  const text =
    word === 'today'
      ? FIRST_PAINT_RU.scheduleToday
      : word === 'tomorrow'
        ? FIRST_PAINT_RU.scheduleTomorrow
        : weekday.format(at);
  return `<th scope="col"><span class="fp-day">${escapeHtml(text)}</span><span class="fp-date">${escapeHtml(dayMonth.format(at))}</span></th>`;
}

/** The schedule widget's boxes (ScheduleWidget.tsx): the paging bar's height, the day heads, the times. */
export function scheduleHtml(days: readonly ScheduleDayInput[], today: string): string {
  const grid = scheduleGrid(days);
  const body =
    days.length === 0 || grid.rows.length === 0
      ? `<p class="fp-empty">${FIRST_PAINT_RU.scheduleNoDays}</p>`
      : `<table class="fp-grid"><thead><tr>${grid.dates.map((date) => dayLabel(date, today)).join('')}</tr></thead><tbody>${grid.rows
          .map(
            (row) =>
              `<tr>${row.cells
                .map((cell) =>
                  cell
                    ? `<td><span class="fp-slot">${escapeHtml(cell.time)}</span></td>`
                    : '<td><span class="fp-dash">–</span></td>',
                )
                .join('')}</tr>`,
          )
          .join('')}</tbody></table>`;
  return `<div class="fp-widget"><div class="fp-bar"></div>${body}</div>`;
}

function doctorCard(doctor: Doctor, apiBase: string): string {
  const picture = doctorPicture(doctor, apiBase, 96);
  const name = [doctor.name, doctor.secondName].filter(Boolean).join(' ');
  const about = doctor.informationAboutDoctor
    ? `<span class="fp-about">${FIRST_PAINT_RU.doctorAbout}</span>`
    : '';
  return (
    `<article class="fp-card fp-doctor">${picture}<div class="fp-names">` +
    `<h1 class="fp-surname">${escapeHtml(doctor.surname)}<span class="fp-sub fp-block">${escapeHtml(name)}</span></h1>` +
    `<span class="fp-sub">${escapeHtml(doctor.specialties.map((specialty) => specialty.title).join(', '))}</span>` +
    `${about}</div></article>`
  );
}

/** The doctor's picture, or the default avatar for their sex, the same image the app's first render shows. */
function doctorPicture(doctor: Doctor, apiBase: string, size: 48 | 96): string {
  const avatar = doctor.avatars[AVATAR_SIZE];
  const small = size === 48 ? ' fp-avatar-48' : '';
  const src = avatar ? avatarUrl(apiBase, avatar) : defaultAvatarPath(doctor.sex);
  return `<img class="fp-avatar${small}" src="${escapeHtml(src)}" alt="" width="${size}" height="${size}" loading="lazy" decoding="async">`;
}

/**
 * The doctors list's rows (Doctors.tsx, DoctorRow.tsx): avatar, full name, specialties in pairs; null
 * for an empty list, which shows the app's own empty line.
 */
function doctorsList(clinic: Clinic, doctors: readonly Doctor[], apiBase: string): string | null {
  const shown = clinicDoctors(doctors, clinic);
  if (shown.length === 0) return null;
  const rows = shown.map((doctor) => {
    const groups = groupSpecialties(doctor.specialties.map((specialty) => specialty.title)).map(
      (pair) => `<span class="fp-block">${escapeHtml(pair.join(', '))}</span>`,
    );
    if (availabilityLabel(doctor.availability) === 'onlyWithService')
      groups.push(`<span class="fp-block">${FIRST_PAINT_RU.doctorsOnlyWithService}</span>`);
    return (
      `<li class="fp-row fp-doctor-row"><a class="fp-link fp-list-link" href="${escapeHtml(doctorPath(clinic.id, doctor.id))}">` +
      `${doctorPicture(doctor, apiBase, 48)}<span class="fp-texts fp-grow"><span class="fp-name">${escapeHtml(doctor.fullName)}</span>` +
      `<span class="fp-sub">${groups.join('')}</span></span></a></li>`
    );
  });
  return `<section><h1 class="fp-page-heading">${FIRST_PAINT_RU.doctorsHeading}</h1><ul class="fp-list fp-two">${rows.join('')}</ul></section>`;
}

/**
 * A clinic's specialties (Specialties.tsx): title and doctor count, a chevron, and the room of the
 * info button the app adds at the row's end; null for an empty list.
 */
function specialtiesList(clinic: Clinic, items: readonly SpecialtyItem[]): string | null {
  if (items.length === 0) return null;
  const rows = items.map(
    (item) =>
      `<li class="fp-row"><a class="fp-link fp-list-link" href="${escapeHtml(specialtyPath(clinic.id, item))}">` +
      `<span class="fp-texts fp-grow"><span class="fp-name">${escapeHtml(item.specialtyTitle)}</span>` +
      `<span class="fp-sub">${escapeHtml(russianMenuCount('specialistsCount', item.doctorsCount))}</span></span>` +
      `<span class="fp-chevron"></span></a></li>`,
  );
  return `<section><h1 class="fp-page-heading">${FIRST_PAINT_RU.specialtiesHeading}</h1><ul class="fp-list fp-two">${rows.join('')}</ul></section>`;
}

function serviceCard(
  service: Service,
  clinic: Clinic,
  doctors: readonly Doctor[] | undefined,
  configuration: PageConfiguration | null,
): string {
  const price = formatPrice(
    service.price,
    configuration?.currencySymbol ?? '',
    configuration?.currencySymbolPosition ?? '',
    'ru',
  );
  const about = service.informationAboutService
    ? `<span class="fp-about">${FIRST_PAINT_RU.serviceAbout}</span>`
    : '';
  const doctorIds =
    clinic.doctorsAvailable && doctors ? serviceSpecialists(service.doctorIds, doctors, clinic) : [];
  const specialists =
    doctorIds.length > 0
      ? `<a href="${escapeHtml(specialistsPath(clinic.id, doctorIds))}">${specialistsLabel(doctorIds.length)}</a>`
      : '';
  return (
    `<article class="fp-card fp-page-card"><h1 class="fp-page-heading">${escapeHtml(service.title)}</h1>` +
    `<span class="fp-price">${escapeHtml(price)}</span>${about}${specialists}</article>`
  );
}

/** The page's main part, or null when the app's first render would not show it. */
function pageBody(
  path: string,
  clinic: Clinic,
  data: FirstPage,
  configuration: PageConfiguration | null,
  search: string,
): string | null {
  const match = matchRoute(path);
  if (!match || sectionRedirect(match.route.name, clinic) !== null) return null;
  const range = data.schedule;
  const today = clinicToday(data.at, configuration?.timeZone ?? FALLBACK_TIME_ZONE);
  // Only the range the screen asks for first: from the clinic's today.
  const schedule = range && range.date === today ? scheduleHtml(range.days, today) : null;
  if (match.route.name === 'specialties' && data.specialties?.clinicId === clinic.id)
    return specialtiesList(clinic, data.specialties.specialties);
  // A filtered list (by specialty or by doctors) is left to the app: the query is not read here.
  if (match.route.name === 'doctors' && data.doctors && search === '')
    return doctorsList(clinic, data.doctors, configuration?.apiBase || '/api');
  if (match.route.name === 'doctor' && data.doctors) {
    const doctorId = Number(match.params.doctorId);
    const doctor = clinicDoctors(data.doctors, clinic, { doctorIds: [doctorId] })[0];
    if (!doctor || range?.doctorIds[0] !== doctorId) return null;
    const card = doctorCard(doctor, configuration?.apiBase || '/api');
    // A doctor booked through a service shows the services panel first, which the page does not bring;
    // a link to a later day opens the schedule there, a range the page does not bring either.
    const laterDay = startPaging(today, askedDay(search)).stack.length > 1;
    if (doctorContext(doctor, clinic) !== 'doctor' || schedule === null || laterDay) return card;
    return `${card}<section class="fp-schedule">${schedule}</section>`;
  }
  if (match.route.name === 'service' && data.service) {
    const { service } = data.service;
    if (data.service.clinicId !== clinic.id || service.id !== Number(match.params.serviceId)) return null;
    const card = serviceCard(service, clinic, data.doctors, configuration);
    if (schedule === null || range?.entryTypeId !== service.id) return card;
    return `${card}<section class="fp-schedule fp-service-schedule">${schedule}</section>`;
  }
  return servicesBody(match, clinic, data, configuration);
}

/**
 * index.html with a doctor's or a service's page in #root, or the page unchanged when the data does
 * not make that page (see above).
 */
export function withBookingPage(
  page: string,
  path: string,
  clinics: readonly Clinic[],
  data: FirstPage | null,
  configuration: PageConfiguration | null,
  /** The address's query ('' when none). */
  search = '',
): string {
  const clinicId = Number(matchRoute(path)?.params.clinicId);
  const clinic = clinics.find((item) => item.id === clinicId);
  if (!data || !clinic || !ROOT.test(page)) return page;
  const body = pageBody(path, clinic, data, configuration, search);
  return body === null ? page : withScreenBody(page, clinic.title, configuration, body);
}

/**
 * index.html with a screen's main part in #root under the header the app draws above it for a reader
 * not logged in: the return button, the title (the clinic's, or the screen's own), the login button.
 */
export function withScreenBody(
  page: string,
  title: string,
  configuration: Pick<Configuration, 'colourScheme'> | null,
  body: string,
): string {
  const painted =
    `${colouredRoot(configuration, true)}<header class="fp-header">${BACK_ARROW}` +
    `<span class="fp-title fp-clip">${escapeHtml(title)}</span><span class="fp-login">${FIRST_PAINT_RU.login}</span></header>` +
    `<main class="fp-body">${body}</main></div>`;
  return page.replace(ROOT, () => `<div id="root">${painted}</div>`);
}
