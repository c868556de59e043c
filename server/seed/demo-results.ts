/**
 * The demo patients' service results: every client of the demo logins (79990000001 with its
 * linked profiles, 79990000002) gets a history over the past months — ready results with real PDF
 * protocols (demo-pdf.ts), image attachments (real PNGs, demo-png.ts), results with several files, one
 * complex result (kind 6) with three parts, one still in progress, one file with a blank title and no
 * mime type (shown with defaults). Linked profiles get a shorter history. Once per database behind its own
 * marker; dates count back from the seed's day, so a fresh seed always shows recent results.
 */
import type { Kysely } from 'kysely';
import { COMPLEX_RESULT_KIND, READY_RESULT_STATE } from '../../src/api';
import type { Database } from '../db/schema';
import { addDays, localMoment } from '../../src/domain/time-zone';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { claimSeedMarker } from './seed-marker';
import { DEMO_CONFIGURATION } from './demo-configuration';
import { DEJAVU_SANS, protocolPdf, readCyrillicFont } from './demo-pdf';
import { drawnOnce } from './drawn-files';
import { demoPng } from './demo-png';

export const RESULTS_SEED_MARKER_KEY = 'seed.demo.results';
const CLINIC = 'Клиника «Приём» на Невском';
const IN_PROGRESS_STATE = 1;

type Executor = readonly [surname: string, name: string, secondName: string | null];
type Values = readonly (readonly [string, string])[];

interface DemoResult {
  days: number;
  title: string;
  kind: number;
  state?: number;
  executor: Executor | null;
  /** A protocol: its values (a PDF), or null (a protocol with no PDF yet). */
  protocol?: Values | null;
  /** Image attachments: [title, hue]; a blank title and no mime type show the defaults. */
  images?: readonly (readonly [string, number])[];
  bareFile?: boolean;
  parts?: readonly DemoResult[];
}

const LAB: Executor = ['Лебедева', 'Ольга', 'Петровна'];
const RADIOLOGY: Executor = ['Кузнецов', 'Дмитрий', 'Олегович'];
const THERAPIST: Executor = ['Смирнова', 'Елена', null];

const PLAN: readonly DemoResult[] = [
  { days: -1, title: 'Посев на микрофлору', kind: 1, state: IN_PROGRESS_STATE, executor: LAB },
  {
    days: -3,
    title: 'Общий анализ крови',
    kind: 1,
    executor: LAB,
    protocol: [
      ['Гемоглобин', '136 г/л (120–150)'],
      ['Эритроциты', '4,6 × 10¹²/л (3,8–5,1)'],
      ['Лейкоциты', '6,2 × 10⁹/л (4,0–9,0)'],
      ['Тромбоциты', '248 × 10⁹/л (180–320)'],
      ['СОЭ', '9 мм/ч (2–15)'],
    ],
  },
  {
    days: -10,
    title: 'Комплексное обследование «Check-up»',
    kind: COMPLEX_RESULT_KIND,
    executor: THERAPIST,
    parts: [
      {
        days: -10,
        title: 'Биохимический анализ крови',
        kind: 1,
        executor: LAB,
        protocol: [
          ['Глюкоза', '5,1 ммоль/л (3,9–6,1)'],
          ['Холестерин общий', '4,8 ммоль/л (< 5,2)'],
          ['АЛТ', '21 Ед/л (< 35)'],
          ['Креатинин', '74 мкмоль/л (53–97)'],
        ],
      },
      {
        days: -10,
        title: 'Анализ мочи общий',
        kind: 1,
        executor: LAB,
        protocol: [
          ['Удельный вес', '1,018 (1,010–1,025)'],
          ['Белок', 'не обнаружен'],
          ['Лейкоциты', '1–2 в п/з'],
        ],
      },
      {
        days: -10,
        title: 'Электрокардиограмма',
        kind: 3,
        executor: THERAPIST,
        images: [['ЭКГ в покое', 10]],
      },
    ],
  },
  {
    days: -17,
    title: 'Рентгенография грудной клетки',
    kind: 3,
    executor: RADIOLOGY,
    images: [['Снимок, прямая проекция', 200]],
  },
  {
    days: -25,
    title: 'УЗИ органов брюшной полости',
    kind: 3,
    executor: RADIOLOGY,
    images: [
      ['Печень', 30],
      ['Желчный пузырь', 60],
    ],
    protocol: [
      ['Печень', 'не увеличена, структура однородная'],
      ['Желчный пузырь', 'без конкрементов'],
      ['Поджелудочная железа', 'без особенностей'],
    ],
  },
  {
    days: -38,
    title: 'Консультация терапевта',
    kind: 2,
    executor: THERAPIST,
    protocol: [
      ['Жалобы', 'нет'],
      ['Давление', '120/80 мм рт. ст.'],
      ['Заключение', 'здоров'],
    ],
  },
  { days: -52, title: 'Анализ крови на витамин D', kind: 1, executor: LAB, protocol: null, bareFile: true },
  {
    days: -66,
    title: 'Гормоны щитовидной железы',
    kind: 1,
    executor: LAB,
    protocol: [
      ['ТТГ', '1,9 мЕд/л (0,4–4,0)'],
      ['Т4 свободный', '14,2 пмоль/л (9–19)'],
    ],
  },
  {
    days: -90,
    title: 'МРТ коленного сустава',
    kind: 3,
    executor: RADIOLOGY,
    images: [
      ['Сагиттальная проекция', 120],
      ['Корональная проекция', 150],
      ['Аксиальная проекция', 180],
    ],
  },
  {
    days: -120,
    title: 'Липидный профиль',
    kind: 1,
    executor: LAB,
    protocol: [
      ['ЛПНП', '2,9 ммоль/л (< 3,0)'],
      ['ЛПВП', '1,4 ммоль/л (> 1,0)'],
      ['Триглицериды', '1,1 ммоль/л (< 1,7)'],
    ],
  },
];

/** A linked profile's shorter history: the titles it gets. */
const LINKED_PLAN = PLAN.filter((item) =>
  [
    'Посев на микрофлору',
    'Рентгенография грудной клетки',
    'Консультация терапевта',
    'Общий анализ крови',
  ].includes(item.title),
);

const executorName = (executor: Executor | null) =>
  executor ? executor.filter((part) => part !== null).join(' ') : '';
const dotted = (date: string) => date.split('-').reverse().join('.');

/** Every client of the demo logins, with whether it is the login's own profile. */
async function demoClients(db: Kysely<Database>): Promise<{ clientId: number; own: boolean }[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
    .select(['user_clients.client_id', 'user_clients.position'])
    .where(
      'users.phone',
      'in',
      DEMO_ACCOUNTS.map((account) => account.phone),
    )
    .orderBy('users.phone')
    .orderBy('user_clients.position')
    .execute();
  return rows.map((row) => ({ clientId: row.client_id, own: row.position === 0 }));
}

/** `drawnFiles`: a directory keeping the drawn protocols for later seeds (drawn-files.ts); null draws each. */
export async function seedDemoResults(
  db: Kysely<Database>,
  now = Date.now(),
  drawnFiles: string | null = null,
): Promise<boolean> {
  const done = await db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', RESULTS_SEED_MARKER_KEY)
    .executeTakeFirst();
  if (done) return false;
  const clients = await demoClients(db);
  if (clients.length === 0) return false;
  const today = localMoment(now, DEMO_CONFIGURATION.timeZone).date;
  const created = new Date(now).toISOString();
  // Files are made before the transaction (PDFs take a while); the same for every client.
  const font = readCyrillicFont();
  const pdfs = new Map<DemoResult, Uint8Array>();
  for (const item of PLAN.flatMap((entry) => [entry, ...(entry.parts ?? [])])) {
    if (!item.protocol) continue;
    const date = addDays(today, item.days);
    const text = {
      clinic: CLINIC,
      title: item.title,
      date: dotted(date),
      executor: executorName(item.executor),
      values: item.protocol,
    };
    const dated = new Date(`${date}T09:00:00.000Z`);
    const inputs = { text, font: font ? [DEJAVU_SANS, font.byteLength] : null, dated };
    pdfs.set(item, await drawnOnce(drawnFiles, inputs, () => protocolPdf(text, font, dated)));
  }

  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedMarker(trx, RESULTS_SEED_MARKER_KEY, today))) return false;
    const insert = async (clientId: number, item: DemoResult, complexId: number | null) => {
      const row = await trx
        .insertInto('service_results')
        .values({
          client_id: clientId,
          complex_id: complexId,
          date: addDays(today, item.days),
          title: item.title,
          kind: item.kind,
          state: item.state ?? READY_RESULT_STATE,
          executor_surname: item.executor?.[0] ?? null,
          executor_name: item.executor?.[1] ?? null,
          executor_second_name: item.executor?.[2] ?? null,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [title, hue] of item.images ?? []) {
        await trx
          .insertInto('service_result_attachments')
          .values({ result_id: row.id, title, mime_type: 'image/png', bytes: demoPng(160, 120, hue) })
          .execute();
      }
      if (item.bareFile) {
        await trx
          .insertInto('service_result_attachments')
          .values({ result_id: row.id, title: '  ', mime_type: null, bytes: demoPng(64, 64, 300) })
          .execute();
      }
      if (item.protocol !== undefined) {
        await trx
          .insertInto('service_result_protocols')
          .values({ result_id: row.id, title: `Протокол: ${item.title}`, pdf: pdfs.get(item) ?? null })
          .execute();
      }
      for (const part of item.parts ?? []) await insert(clientId, part, row.id);
    };
    for (const { clientId, own } of clients) {
      for (const item of own ? PLAN : LINKED_PLAN) await insert(clientId, item, null);
    }
    return true;
  });
}
