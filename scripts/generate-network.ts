/**
 * A large clinic network file for the bench and the tests, valid for `npm run import` and the same bytes
 * on every run (a seeded PRNG, fixed word lists, no clock):
 *
 *   npm run network:generate -- --shape wide network-wide.json
 *   npm run network:generate -- --shape deep --clinics 3 --doctors-per-clinic 30 small.json
 *
 * - `wide`: 100 clinics, 30 doctors a clinic (3,000, each in one clinic, Monday to Saturday),
 *   100 services and 8 categories a clinic (10,000 and 800).
 * - `deep`: 5 clinics, 600 doctors on each one's staff (2,400 doctors: a sixth of them work in two or
 *   three clinics, their days shared out between them), 2,000 services and 40 categories a clinic, and
 *   long service lists per doctor.
 *
 * Logos are initials on a colour and doctors have no photo, so the file needs no pictures beside it.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NetworkFile } from '../server/import/network-file';

export type NetworkShape = 'wide' | 'deep';

export interface NetworkSize {
  clinics: number;
  /** Doctors on each clinic's staff (in `deep`, some of them also on other clinics'). */
  doctorsPerClinic: number;
  servicesPerClinic: number;
  categoriesPerClinic: number;
  /** How many of its clinic's services a doctor offers, at least and at most, per clinic it works in. */
  servicesPerDoctor: [number, number];
}

export const SHAPES: Record<NetworkShape, NetworkSize> = {
  wide: {
    clinics: 100,
    doctorsPerClinic: 30,
    servicesPerClinic: 100,
    categoriesPerClinic: 8,
    servicesPerDoctor: [6, 16],
  },
  deep: {
    clinics: 5,
    doctorsPerClinic: 600,
    servicesPerClinic: 2000,
    categoriesPerClinic: 40,
    servicesPerDoctor: [40, 120],
  },
};

export interface GenerateOptions extends Partial<NetworkSize> {
  shape: NetworkShape;
  seed?: number;
}

/** mulberry32: small, fast, and the same sequence on every platform. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  /** `count` distinct whole numbers below `n`, ascending. */
  const distinct = (count: number, n: number): number[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, n)) chosen.add(Math.floor(next() * n));
    return [...chosen].sort((x, y) => x - y);
  };
  return { next, int, pick, distinct };
}

/** A word list written as one text: entries separated by commas. */
const list = (text: string) => text.trim().split(/\s*,\s*/);
/** Pairs written `a/b`. */
const pairs = (text: string) => list(text).map((entry) => entry.split('/') as [string, string]);

// Surnames are the masculine form; the feminine one adds «а».
const SURNAMES = list(`
  Иванов, Смирнов, Кузнецов, Попов, Васильев, Петров, Соколов, Михайлов, Новиков, Фёдоров, Морозов,
  Волков, Алексеев, Лебедев, Семёнов, Егоров, Павлов, Козлов, Степанов, Николаев, Орлов, Андреев,
  Макаров, Никитин, Захаров, Зайцев, Соловьёв, Борисов, Яковлев, Григорьев, Романов, Воробьёв, Сергеев,
  Кузьмин, Фролов, Александров, Дмитриев, Королёв, Гусев, Киселёв, Ильин, Максимов, Поляков, Сорокин,
  Виноградов, Ковалёв, Белов, Медведев, Антонов, Тарасов, Жуков, Баранов, Филиппов, Комаров`);
const MALE_NAMES = list(`
  Александр, Алексей, Андрей, Антон, Артём, Борис, Вадим, Виктор, Владимир, Дмитрий, Евгений, Иван,
  Игорь, Илья, Кирилл, Максим, Михаил, Никита, Олег, Павел, Роман, Сергей, Степан, Юрий`);
const FEMALE_NAMES = list(`
  Анна, Алина, Валентина, Вера, Виктория, Галина, Дарья, Екатерина, Елена, Ирина, Ксения, Лариса,
  Людмила, Марина, Мария, Надежда, Наталья, Ольга, Полина, Светлана, Софья, Татьяна, Юлия`);
/** Patronymics: masculine/feminine. */
const PATRONYMICS = pairs(`
  Александрович/Александровна, Алексеевич/Алексеевна, Андреевич/Андреевна, Борисович/Борисовна,
  Викторович/Викторовна, Владимирович/Владимировна, Дмитриевич/Дмитриевна, Евгеньевич/Евгеньевна,
  Иванович/Ивановна, Игоревич/Игоревна, Михайлович/Михайловна, Николаевич/Николаевна,
  Олегович/Олеговна, Павлович/Павловна, Петрович/Петровна, Сергеевич/Сергеевна, Юрьевич/Юрьевна`);
/** Specialties with the genitive that service titles use («Приём кардиолога»). */
const SPECIALTIES = pairs(`
  Терапевт/терапевта, Педиатр/педиатра, Кардиолог/кардиолога, Невролог/невролога,
  Офтальмолог/офтальмолога, Оториноларинголог/оториноларинголога, Хирург/хирурга,
  Травматолог-ортопед/травматолога-ортопеда, Гинеколог/гинеколога, Уролог/уролога,
  Эндокринолог/эндокринолога, Гастроэнтеролог/гастроэнтеролога, Дерматолог/дерматолога,
  Аллерголог-иммунолог/аллерголога-иммунолога, Психотерапевт/психотерапевта,
  Стоматолог-терапевт/стоматолога-терапевта, Стоматолог-хирург/стоматолога-хирурга, Ортодонт/ортодонта,
  Ревматолог/ревматолога, Пульмонолог/пульмонолога, Нефролог/нефролога, Онколог/онколога,
  Маммолог/маммолога, Флеболог/флеболога, Физиотерапевт/физиотерапевта, Врач УЗИ/врача УЗИ,
  Гематолог/гематолога, Инфекционист/инфекциониста, Диетолог/диетолога, Логопед/логопеда`);
const CATEGORY_BASES = list(`
  Приём врача, Диагностика, Анализы, Ультразвуковая диагностика, Функциональная диагностика,
  Стоматология, Физиотерапия, Процедурный кабинет, Массаж, Вакцинация, Справки и комиссии, Эндоскопия,
  Рентгенология, Косметология, Программы наблюдения, Хирургия`);
const CATEGORY_QUALIFIERS = ['', ...list('для детей, для взрослых, на дому, выходного дня')];
const PROCEDURES = list(`
  УЗИ, Анализ, Исследование, Обследование, Рентгенография, Компьютерная томография,
  Магнитно-резонансная томография, Пункция, Удаление, Лечение, Промывание, Инъекция в, Электрофорез на,
  Массаж, Перевязка`);
const OBJECTS = list(`
  щитовидной железы, брюшной полости, почек, сердца, сосудов шеи, коленного сустава, плечевого сустава,
  позвоночника, молочных желёз, предстательной железы, органов малого таза, лимфоузлов,
  вен нижних конечностей, пазух носа, уха, зуба, кожи, крови, глаза, шейного отдела, грудного отдела,
  поясничного отдела, мягких тканей, лёгких, желудка`);
const SERVICE_QUALIFIERS = ['', '', ...list('первичное, повторное, с описанием, срочно, детям, на дому')];
const CITIES = list(`
  Москва, Тверь, Ярославль, Владимир, Калуга, Тула, Рязань, Иваново, Кострома, Смоленск, Брянск, Орёл,
  Липецк, Воронеж, Курск, Белгород, Нижний Новгород, Казань`);
const STREETS = list(`
  ул. Ленина, пр. Мира, ул. Гагарина, ул. Советская, ул. Пушкина, ул. Садовая, ул. Лесная, ул. Школьная,
  ул. Молодёжная, пр. Победы, ул. Чехова, ул. Кирова, наб. Речная, ул. Набережная, ул. Заводская,
  ул. Южная, ул. Полевая, ул. Первомайская`);
const BRAND = 'Здоровье';
const COLOURS = list('#00796B, #3FAECA, #5C6BC0, #C2185B, #EF6C00, #2E7D32, #6D4C41, #455A64');
const DURATIONS = [10, 15, 20, 30, 40, 45, 60, 90];
const SLOTS = [15, 20, 30];
/** A doctor's day: one or two intervals. */
const SHIFTS: readonly (readonly [string, string][])[] = [
  [['08:00', '14:00']],
  [['14:00', '20:00']],
  [
    ['09:00', '13:00'],
    ['14:00', '18:00'],
  ],
  [['10:00', '16:00']],
];
const MONDAY_TO_SATURDAY = [1, 2, 3, 4, 5, 6];

type Clinic = NetworkFile['clinics'][number];
type Category = NetworkFile['categories'][number];
type Service = NetworkFile['services'][number];
type Doctor = NetworkFile['doctors'][number];
type Hours = Doctor['hours'][number];

const pad = (n: number) => String(n).padStart(2, '0');

/** Which clinics (0-based) each doctor works in: `perClinic` doctors on each clinic's staff. */
function staffing(shape: NetworkShape, clinics: number, perClinic: number): number[][] {
  const doctors: number[][] = [];
  // In `deep`, a fifteenth of a staff's places go to doctors of two clinics and a fifteenth to doctors of
  // three: each clinic is first, second (and third) for as many of them, so every staff is `perClinic`.
  const pairs = shape === 'deep' && clinics >= 2 ? Math.floor(perClinic / 15) : 0;
  const triples = shape === 'deep' && clinics >= 3 ? Math.floor(perClinic / 15) : 0;
  const singles = perClinic - 2 * pairs - 3 * triples;
  for (let c = 0; c < clinics; c++) for (let i = 0; i < singles; i++) doctors.push([c]);
  for (let p = 0; p < clinics * pairs; p++) doctors.push([p % clinics, (p + 1) % clinics]);
  for (let t = 0; t < clinics * triples; t++)
    doctors.push([t % clinics, (t + 1) % clinics, (t + 2) % clinics]);
  return doctors;
}

/** Monday to Saturday: days shared out between the doctor's clinics, Saturday split when several. */
function weekOf(clinicIds: number[], shift: number, slotMinutes: number): Hours[] {
  const hours: Hours[] = [];
  for (const weekday of MONDAY_TO_SATURDAY) {
    if (weekday === 6 && clinicIds.length > 1) {
      hours.push({ clinic: clinicIds[0]!, weekday, start: '09:00', end: '13:00', slotMinutes });
      hours.push({ clinic: clinicIds[1]!, weekday, start: '14:00', end: '18:00', slotMinutes });
      continue;
    }
    const clinic = clinicIds[(weekday - 1) % clinicIds.length]!;
    for (const [start, end] of SHIFTS[(shift + weekday) % SHIFTS.length]!) {
      hours.push({ clinic, weekday, start, end, slotMinutes });
    }
  }
  return hours;
}

export function generateNetwork(options: GenerateOptions): NetworkFile {
  const size: NetworkSize = { ...SHAPES[options.shape], ...definedOnly(options) };
  const random = prng(options.seed ?? 20_260_101);
  const { clinics: clinicCount, doctorsPerClinic, servicesPerClinic, categoriesPerClinic } = size;

  const clinics: Clinic[] = [];
  for (let c = 0; c < clinicCount; c++) {
    const id = c + 1;
    clinics.push({
      id,
      title: `Клиника «${BRAND}» №${id}`,
      city: CITIES[c % CITIES.length]!,
      shortAddress: `${random.pick(STREETS)}, ${random.int(1, 150)}`,
      timeZone: 'Europe/Moscow',
      email: `clinic${id}@zdorovie.example`,
      phone1: `+7 (495) ${random.int(100, 999)}-${pad(random.int(0, 99))}-${pad(random.int(0, 99))}`,
      phone2: null,
      site: 'https://zdorovie.example',
      informationAboutClinic: `Многопрофильная клиника сети «${BRAND}».`,
      doctorsAvailable: true,
      servicesAvailable: true,
      showInformationAboutClinic: true,
      logo: { initials: `З${id % 100}`.slice(0, 3), colour: COLOURS[c % COLOURS.length]! },
    });
  }

  const specialties = SPECIALTIES.map(([title], i) => ({ id: i + 1, title }));

  const categories: Category[] = [];
  const services: Service[] = [];
  /** By clinic index: its service ids in order. */
  const servicesOf: number[][] = [];
  for (let c = 0; c < clinicCount; c++) {
    const firstCategory = categories.length + 1;
    for (let k = 0; k < categoriesPerClinic; k++) {
      const base = CATEGORY_BASES[k % CATEGORY_BASES.length]!;
      const qualifier =
        CATEGORY_QUALIFIERS[Math.floor(k / CATEGORY_BASES.length) % CATEGORY_QUALIFIERS.length];
      const round = Math.floor(k / (CATEGORY_BASES.length * CATEGORY_QUALIFIERS.length));
      categories.push({
        id: categories.length + 1,
        clinic: c + 1,
        title: [base, qualifier, round > 0 ? `(${round + 1})` : ''].filter(Boolean).join(' '),
        description: null,
        position: k + 1,
      });
    }
    const ids: number[] = [];
    for (let k = 0; k < servicesPerClinic; k++) {
      const id = services.length + 1;
      const title =
        k % 3 === 0
          ? `Приём ${random.pick(SPECIALTIES)[1]} ${random.pick(['первичный', 'повторный', 'на дому'])}`
          : [random.pick(PROCEDURES), random.pick(OBJECTS), random.pick(SERVICE_QUALIFIERS)]
              .filter(Boolean)
              .join(' ');
      services.push({
        id,
        clinic: c + 1,
        category: firstCategory + (k % categoriesPerClinic),
        title,
        priceMinor: random.int(10, 300) * 5000,
        durationMinutes: random.pick(DURATIONS),
        informationAboutService: random.next() < 0.2 ? 'Подготовка не требуется.' : null,
      });
      ids.push(id);
    }
    servicesOf.push(ids);
  }

  const staff = staffing(options.shape, clinicCount, doctorsPerClinic);
  /** Per clinic, how many doctors are on its staff so far: the n-th one is sure to offer every n-th service. */
  const placed = new Array<number>(clinicCount).fill(0);
  const doctors = staff.map((clinicIndexes, i): Doctor => {
    const female = random.next() < 0.55;
    const surname = random.pick(SURNAMES);
    const [patronymicMale, patronymicFemale] = random.pick(PATRONYMICS);
    const chosen = new Set<number>();
    for (const c of clinicIndexes) {
      const list = servicesOf[c]!;
      const n = placed[c]!++;
      // Every service has a doctor: the staff's n-th doctor offers services n, n + staff, n + 2·staff…
      for (let k = n; k < list.length; k += doctorsPerClinic) chosen.add(list[k]!);
      const [least, most] = size.servicesPerDoctor;
      for (const k of random.distinct(random.int(least, most), list.length)) chosen.add(list[k]!);
    }
    const clinicIds = clinicIndexes.map((c) => c + 1);
    const roll = random.next();
    const daysOff = random.distinct(random.int(0, 3), 365).map((day) => {
      const date = new Date(Date.UTC(2027, 0, 1 + day));
      return { date: date.toISOString().slice(0, 10), reason: random.pick(['отпуск', 'обучение', null]) };
    });
    return {
      id: i + 1,
      surname: female ? `${surname}а` : surname,
      name: random.pick(female ? FEMALE_NAMES : MALE_NAMES),
      secondName: female ? patronymicFemale : patronymicMale,
      sex: female ? 'female' : 'male',
      availability: roll < 0.9 ? 1 : roll < 0.96 ? 3 : roll < 0.98 ? 2 : 4,
      informationAboutDoctor: random.next() < 0.5 ? `Стаж ${random.int(2, 35)} лет.` : null,
      photo: null,
      specialties: random.distinct(random.int(1, 2), SPECIALTIES.length).map((k) => k + 1),
      clinics: clinicIds,
      services: [...chosen].sort((a, b) => a - b),
      hours: weekOf(clinicIds, random.int(0, SHIFTS.length - 1), random.pick(SLOTS)),
      daysOff,
    };
  });

  return {
    configuration: {
      serviceProtocolsAvailable: true,
      serviceAttachmentsAvailable: true,
      serviceResultsAvailable: true,
      currencySymbol: '₽',
      currencySymbolPosition: 'after',
      alpha2: 'RU',
      endUserLicenseAgreement: `Пользовательское соглашение сети клиник «${BRAND}».`,
      privacyPolicy: `Политика обработки персональных данных сети клиник «${BRAND}».`,
      userMustCheckBoxToAgreeToPrivacyPolicy: true,
      availableTransports: { sms: true, whatsapp: false, flash_call: true },
      priorities: { sms: 2, whatsapp: 0, flash_call: 1 },
      waitingTime: 60,
      colourScheme: { partsColor: '#00796B' },
      apiBase: '/api',
      timeZone: 'Europe/Moscow',
      videoConferenceDomain: 'meet.jit.si',
    },
    clinics,
    specialties,
    categories,
    services,
    doctors,
  };
}

function definedOnly(options: GenerateOptions): Partial<NetworkSize> {
  const out: Partial<NetworkSize> = {};
  for (const key of ['clinics', 'doctorsPerClinic', 'servicesPerClinic', 'categoriesPerClinic'] as const) {
    if (options[key] !== undefined) out[key] = options[key];
  }
  if (options.servicesPerDoctor) out.servicesPerDoctor = options.servicesPerDoctor;
  return out;
}

/** The file's text: one line per entry, so a diff of two versions stays readable. */
export function networkText(network: NetworkFile): string {
  const lines = ['{', `"configuration": ${JSON.stringify(network.configuration)},`];
  const lists = ['clinics', 'specialties', 'categories', 'services', 'doctors'] as const;
  lists.forEach((key, i) => {
    const entries = network[key].map((entry) => JSON.stringify(entry));
    lines.push(`"${key}": [`, entries.join(',\n'), i === lists.length - 1 ? ']' : '],');
  });
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

const USAGE =
  'usage: npm run network:generate -- --shape wide|deep OUT.json [--clinics N] [--doctors-per-clinic N] ' +
  '[--services-per-clinic N] [--categories-per-clinic N] [--seed N]';

function main(args: string[]): number {
  const flags = new Map<string, string>();
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) flags.set(arg.slice(2), args[++i] ?? '');
    else files.push(arg);
  }
  const shape = flags.get('shape');
  const number = (name: string) => {
    const value = flags.get(name);
    return value === undefined ? undefined : Number(value);
  };
  const known = [
    'shape',
    'clinics',
    'doctors-per-clinic',
    'services-per-clinic',
    'categories-per-clinic',
    'seed',
  ];
  const numbers = [...flags].filter(([name]) => name !== 'shape');
  if (
    (shape !== 'wide' && shape !== 'deep') ||
    files.length !== 1 ||
    [...flags.keys()].some((name) => !known.includes(name)) ||
    numbers.some(([, value]) => !/^\d+$/.test(value) || Number(value) < 1)
  ) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const network = generateNetwork({
    shape,
    clinics: number('clinics'),
    doctorsPerClinic: number('doctors-per-clinic'),
    servicesPerClinic: number('services-per-clinic'),
    categoriesPerClinic: number('categories-per-clinic'),
    seed: number('seed'),
  });
  const text = networkText(network);
  writeFileSync(files[0]!, text);
  process.stdout.write(
    `${files[0]}: ${network.clinics.length} clinics, ${network.categories.length} categories, ` +
      `${network.services.length} services, ${network.doctors.length} doctors, ` +
      `${Buffer.byteLength(text)} bytes\n`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exit(main(process.argv.slice(2)));
}
