/**
 * The demo network's doctors and specialties: fixed tables plus names drawn from small arrays by a
 * seeded generator, so every fresh start shows the same people. Every availability value (1 to 4)
 * occurs. The Arbat clinic (3, no services) has only doctors bookable directly; the Kazan
 * clinic (4) books only through services (availability 3 and 4), the demo's services-only clinic.
 */
import { DoctorAvailability } from '../../src/api';

export interface DemoSpecialty {
  id: number;
  title: string;
  /** "Приём {genitive}" names the consultation services. */
  genitive: string;
  /** Price of a first consultation in roubles. */
  price: number;
}

export const DEMO_SPECIALTIES: readonly DemoSpecialty[] = [
  { id: 1, title: 'Терапевт', genitive: 'терапевта', price: 2400 },
  { id: 2, title: 'Кардиолог', genitive: 'кардиолога', price: 3200 },
  { id: 3, title: 'Невролог', genitive: 'невролога', price: 3000 },
  { id: 4, title: 'Акушер-гинеколог', genitive: 'акушера-гинеколога', price: 3100 },
  { id: 5, title: 'Уролог', genitive: 'уролога', price: 2900 },
  { id: 6, title: 'Эндокринолог', genitive: 'эндокринолога', price: 3100 },
  { id: 7, title: 'Гастроэнтеролог', genitive: 'гастроэнтеролога', price: 3000 },
  { id: 8, title: 'Оториноларинголог', genitive: 'оториноларинголога', price: 2700 },
  { id: 9, title: 'Офтальмолог', genitive: 'офтальмолога', price: 2600 },
  { id: 10, title: 'Дерматовенеролог', genitive: 'дерматовенеролога', price: 2800 },
  { id: 11, title: 'Педиатр', genitive: 'педиатра', price: 2300 },
  { id: 12, title: 'Стоматолог', genitive: 'стоматолога', price: 1500 },
  { id: 13, title: 'Хирург', genitive: 'хирурга', price: 2600 },
  { id: 14, title: 'Травматолог-ортопед', genitive: 'травматолога-ортопеда', price: 2900 },
  { id: 15, title: 'Врач ультразвуковой диагностики', genitive: 'врача УЗИ', price: 2200 },
  { id: 16, title: 'Детский невролог', genitive: 'детского невролога', price: 3000 },
];

export interface DemoDoctor {
  id: number;
  surname: string;
  name: string;
  secondName: string | null;
  /** true male, false female, null unknown. */
  sex: boolean | null;
  specialtyIds: number[];
  clinicIds: number[];
  availability: 1 | 2 | 3 | 4;
  informationAboutDoctor: string | null;
  avatarBackground: string;
}

const { AVAILABLE: A, NOT_AVAILABLE: N, AVAILABLE_ONLY_WITH_THE_SERVICE: S } = DoctorAvailability;
const H = DoctorAvailability.NOT_DISPLAYED_AVAILABLE_ONLY_WITH_THE_SERVICE;

/** [specialtyIds, clinicIds, availability] per doctor, ids 1.. in order. */
const PLAN: ReadonlyArray<[number[], number[], 1 | 2 | 3 | 4]> = [
  [[1], [1], A],
  [[1, 7], [1], A],
  [[2], [1], A],
  [[2, 15], [1], S],
  [[3], [1], A],
  [[3], [1], N],
  [[4], [1, 2], A],
  [[4, 15], [1], H],
  [[5], [1], A],
  [[6], [1], A],
  [[7], [1], S],
  [[8], [1, 2], A],
  [[9], [1, 2], A],
  [[10], [1], A],
  [[13], [1], A],
  [[14], [1], A],
  [[15], [1, 2], S],
  [[1], [1], H],
  [[10], [1], N],
  [[2], [1], A],
  [[11], [2], A],
  [[11], [2], A],
  [[12], [2], A],
  [[12], [2], S],
  [[8], [2], A],
  [[9], [2], N],
  [[1], [2], A],
  [[15], [2], H],
  [[2], [3], A],
  [[2, 1], [3], A],
  [[6], [3], A],
  [[7], [3], A],
  [[1], [3], N],
  [[6], [3], A],
  [[11], [4], S],
  [[11], [4], S],
  [[16], [4], S],
  [[13], [4], H],
  [[14], [4], S],
  [[9], [4], H],
  [[11, 16], [4], N],
  [[3], [1, 3], A],
];

const SURNAMES = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Андреев',
  'Макаров',
  'Никитин',
  'Захаров',
  'Зайцев',
  'Соловьёв',
  'Борисов',
  'Яковлев',
  'Григорьев',
  'Романов',
  'Воробьёв',
  'Сергеев',
  'Фролов',
  'Александров',
  'Дмитриев',
  'Королёв',
  'Гусев',
  'Киселёв',
  'Ильин',
  'Максимов',
  'Поляков',
  'Сорокин',
  'Виноградов',
  'Ковалёв',
  'Белов',
  'Медведев',
  'Антонов',
];
const MALE_NAMES = [
  'Алексей',
  'Андрей',
  'Дмитрий',
  'Сергей',
  'Игорь',
  'Михаил',
  'Николай',
  'Павел',
  'Олег',
  'Виктор',
  'Евгений',
  'Константин',
  'Артём',
  'Илья',
];
const FEMALE_NAMES = [
  'Анна',
  'Елена',
  'Ольга',
  'Наталья',
  'Татьяна',
  'Ирина',
  'Мария',
  'Екатерина',
  'Светлана',
  'Юлия',
  'Марина',
  'Ксения',
  'Дарья',
  'Вера',
];
/** [male, female] patronymics. */
const PATRONYMICS: ReadonlyArray<[string, string]> = [
  ['Александрович', 'Александровна'],
  ['Сергеевич', 'Сергеевна'],
  ['Игоревич', 'Игоревна'],
  ['Викторович', 'Викторовна'],
  ['Андреевич', 'Андреевна'],
  ['Михайлович', 'Михайловна'],
  ['Николаевич', 'Николаевна'],
  ['Владимирович', 'Владимировна'],
  ['Петрович', 'Петровна'],
  ['Юрьевич', 'Юрьевна'],
];
const BACKGROUNDS = ['#3FAECA', '#2190AC', '#7A5BB5', '#E0704F', '#4CAF7A', '#C9577A', '#5C7CBA', '#B08A3E'];

/** mulberry32: a tiny seeded generator; the demo needs repeatability, not quality. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const femaleSurname = (surname: string) =>
  surname.endsWith('ий') ? `${surname.slice(0, -2)}ая` : `${surname}а`;

function buildDoctors(): DemoDoctor[] {
  const random = seededRandom(20261123);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return PLAN.map(([specialtyIds, clinicIds, availability], index) => {
    const id = index + 1;
    // Doctor 9 has no recorded sex (the male default avatar), doctor 31 no patronymic.
    const sex = id === 9 ? null : random() < 0.45;
    const male = sex !== false;
    // A stride coprime with the array length gives every doctor a different surname.
    const base = SURNAMES[(index * 7) % SURNAMES.length]!;
    const years = 4 + Math.floor(random() * 26);
    const specialty = DEMO_SPECIALTIES.find((item) => item.id === specialtyIds[0])!;
    return {
      id,
      surname: male ? base : femaleSurname(base),
      name: pick(male ? MALE_NAMES : FEMALE_NAMES),
      secondName: id === 31 ? null : pick(PATRONYMICS)[male ? 0 : 1],
      sex,
      specialtyIds,
      clinicIds,
      availability,
      informationAboutDoctor:
        id % 5 === 0
          ? null
          : `${specialty.title}, стаж ${years} лет. ` +
            'Окончил(а) Первый Санкт-Петербургский государственный медицинский университет им. И. П. Павлова, ' +
            'регулярно проходит повышение квалификации.',
      avatarBackground: BACKGROUNDS[index % BACKGROUNDS.length]!,
    };
  });
}

export const DEMO_DOCTORS: readonly DemoDoctor[] = buildDoctors();

export const doctorFullName = (doctor: Pick<DemoDoctor, 'surname' | 'name' | 'secondName'>) =>
  [doctor.surname, doctor.name, doctor.secondName].filter(Boolean).join(' ');
