/**
 * The demo network's service categories and services: a catalogue of twelve categories, of which each
 * clinic offers some, at its own price level. Services are provided by the clinic's doctors of the
 * category's specialty (none for laboratory tests and nurse procedures). Clinic 3 offers no services.
 */
import { DEMO_DOCTORS, DEMO_SPECIALTIES } from './demo-doctors';

/** [title, price in roubles, minutes, description?] */
type Item = [string, number, number, string?];

interface CatalogueCategory {
  key: string;
  title: string;
  description: string | null;
  /** Doctors of this specialty provide the services; null: no doctor is named. */
  specialtyId: number | null;
  items: readonly Item[];
}

const LAB_DESCRIPTION =
  'Забор крови и другого биоматериала проводится в процедурном кабинете клиники ежедневно с 8:00 до 12:00. ' +
  'Большинство исследований выполняет собственная лаборатория клиники, результаты появляются в личном ' +
  'кабинете на следующий рабочий день, сложные исследования — через 3–5 рабочих дней. ' +
  'Кровь сдаётся натощак: после последнего приёма пищи должно пройти не менее 8 часов, можно пить ' +
  'негазированную воду. Накануне исключите алкоголь, жирную пищу и интенсивные физические нагрузки. ' +
  'Если вы принимаете лекарства, сообщите об этом медицинской сестре: некоторые препараты влияют на ' +
  'результаты. Для гормональных исследований женщинам важно указать день цикла. Дети сдают анализы в ' +
  'присутствии родителя или законного представителя. Подготовка к каждому исследованию описана в ' +
  'карточке услуги, а администраторы подскажут по телефону, как подготовиться, если остались вопросы.';

const CATALOGUE: readonly CatalogueCategory[] = [
  {
    key: 'lab',
    title: 'Лабораторные анализы',
    description: LAB_DESCRIPTION,
    specialtyId: null,
    items: [
      ['Общий анализ крови с лейкоцитарной формулой', 650, 10],
      ['Биохимический анализ крови, базовый', 1900, 10],
      ['Глюкоза крови', 300, 10],
      ['Гликированный гемоглобин (HbA1c)', 750, 10],
      ['Липидный профиль', 1200, 10],
      ['Тиреотропный гормон (ТТГ)', 550, 10],
      ['Свободный тироксин (Т4 свободный)', 550, 10],
      ['Ферритин', 700, 10],
      ['Витамин D (25-OH)', 2300, 10],
      ['Витамин B12', 900, 10],
      ['С-реактивный белок', 500, 10],
      ['Общий анализ мочи', 400, 10],
      ['Коагулограмма', 1300, 10],
      ['Антитела к SARS-CoV-2 (IgG)', 1100, 10],
      ['ПЦР-тест на COVID-19', 1500, 10, 'Результат в течение 24 часов в личном кабинете.'],
      ['Группа крови и резус-фактор', 700, 10],
      ['Мазок на флору', 600, 10],
      ['Анализ кала на скрытую кровь', 800, 10],
    ],
  },
  {
    key: 'ultrasound',
    title: 'Ультразвуковая диагностика',
    description: 'УЗИ на аппаратах экспертного класса; заключение выдаётся сразу после исследования.',
    specialtyId: 15,
    items: [
      [
        'УЗИ органов брюшной полости',
        2600,
        30,
        'Натощак, за 3 дня до исследования исключить газообразующие продукты.',
      ],
      ['УЗИ почек и надпочечников', 1900, 20],
      ['УЗИ щитовидной железы', 1800, 20],
      ['УЗИ молочных желёз', 2200, 20],
      ['УЗИ органов малого таза', 2400, 30],
      ['УЗИ мочевого пузыря', 1500, 20],
      ['УЗИ предстательной железы трансабдоминальное', 2000, 20],
      ['УЗИ мягких тканей', 1600, 20],
      ['УЗИ лимфатических узлов', 1600, 20],
      ['Дуплексное сканирование брахиоцефальных артерий', 3200, 40],
      ['Дуплексное сканирование вен нижних конечностей', 3400, 40],
      ['УЗИ коленного сустава', 2100, 30],
      ['Нейросонография', 2000, 20],
    ],
  },
  {
    key: 'function',
    title: 'Функциональная диагностика',
    description: 'Исследования сердца и сосудов с расшифровкой кардиологом.',
    specialtyId: 2,
    items: [
      ['Электрокардиография (ЭКГ) с расшифровкой', 1200, 20],
      ['Суточное мониторирование ЭКГ по Холтеру', 4500, 30],
      ['Суточное мониторирование артериального давления', 3800, 30],
      ['Эхокардиография (ЭхоКГ)', 4200, 40],
      ['Велоэргометрия', 4800, 60],
      ['Спирометрия', 1700, 30],
      ['Реовазография', 1500, 30],
    ],
  },
  {
    key: 'dental',
    title: 'Стоматология',
    description: 'Лечение, гигиена и профилактика для взрослых и детей.',
    specialtyId: 12,
    items: [
      ['Профессиональная гигиена полости рта', 6500, 60],
      ['Лечение кариеса, пломба из фотополимера', 5800, 60],
      ['Лечение пульпита, один канал', 7200, 90],
      ['Удаление зуба простое', 3500, 30],
      ['Удаление зуба мудрости', 8900, 60],
      ['Отбеливание зубов', 18000, 90],
      ['Прицельный рентгеновский снимок зуба', 450, 10],
      ['Фторирование зубов', 1600, 30],
      ['Герметизация фиссур', 2200, 30],
      ['Местная анестезия', 900, 10],
      ['Консультация ортодонта', 1800, 30],
    ],
  },
  {
    key: 'eyes',
    title: 'Офтальмология',
    description: 'Проверка зрения, подбор очков и контактных линз, диагностика глазного дна.',
    specialtyId: 9,
    items: [
      ['Проверка остроты зрения', 800, 15],
      ['Подбор очков', 1500, 30],
      ['Подбор контактных линз', 2200, 40],
      ['Измерение внутриглазного давления', 900, 15],
      ['Осмотр глазного дна с широким зрачком', 1400, 30],
      ['Компьютерная периметрия', 1600, 20],
      ['Удаление инородного тела из глаза', 2000, 20],
    ],
  },
  {
    key: 'ent',
    title: 'Оториноларингология',
    description: 'Диагностика и лечение заболеваний уха, горла и носа.',
    specialtyId: 8,
    items: [
      ['Промывание миндалин', 1400, 20],
      ['Удаление серной пробки', 1200, 20],
      ['Аудиометрия', 1600, 30],
      ['Эндоскопия ЛОР-органов', 2300, 20],
      ['Продувание слуховых труб', 900, 15],
      ['Промывание носа методом перемещения', 1100, 20],
      ['Тимпанометрия', 1300, 20],
    ],
  },
  {
    key: 'gyn',
    title: 'Гинекология',
    description: 'Профилактические осмотры, ведение беременности, лечение.',
    specialtyId: 4,
    items: [
      ['Кольпоскопия расширенная', 2800, 30],
      ['Взятие мазка на онкоцитологию', 900, 15],
      ['Установка внутриматочной спирали', 5500, 40],
      ['Ведение беременности, первый триместр', 32000, 30],
      ['УЗИ плода в первом триместре', 3500, 30],
      ['Гинекологический чек-ап', 9800, 90],
    ],
  },
  {
    key: 'procedures',
    title: 'Процедурный кабинет',
    description: null,
    specialtyId: null,
    items: [
      ['Внутримышечная инъекция', 400, 10],
      ['Внутривенная инъекция', 600, 15],
      ['Внутривенная капельная инфузия', 1500, 60],
      ['Перевязка простая', 700, 20],
      ['Снятие швов', 900, 20],
      ['Измерение артериального давления', 200, 10],
    ],
  },
  {
    key: 'vaccines',
    title: 'Вакцинация',
    description:
      'Прививки по национальному календарю и по эпидемическим показаниям; перед прививкой — осмотр педиатра.',
    specialtyId: 11,
    items: [
      ['Вакцинация против гриппа', 1400, 20],
      ['Вакцинация против клещевого энцефалита', 2100, 20],
      ['Вакцинация против кори, краснухи и паротита', 2600, 20],
      ['Вакцинация против гепатита B', 1300, 20],
      ['Вакцинация против пневмококковой инфекции', 4200, 20],
      ['Вакцинация против ветряной оспы', 5800, 20],
      ['Проба Манту', 700, 10],
    ],
  },
  {
    key: 'rehab',
    title: 'Массаж и ЛФК',
    description: 'Курсы массажа и лечебной физкультуры по назначению врача.',
    specialtyId: 14,
    items: [
      ['Массаж шейно-воротниковой зоны', 1800, 30],
      ['Массаж спины', 2400, 40],
      ['Общий массаж', 4200, 60],
      ['Лечебная физкультура, индивидуальное занятие', 2000, 45],
      ['Кинезиотейпирование', 1500, 20],
      ['Детский массаж', 1900, 30],
    ],
  },
  {
    key: 'papers',
    title: 'Справки и медосмотры',
    description: 'Справки для школы, бассейна, спорта, водительской комиссии и работы.',
    specialtyId: 1,
    items: [
      ['Справка в бассейн', 900, 15],
      ['Справка для занятий спортом', 1200, 20],
      ['Медицинская справка для водителей', 2900, 60],
      ['Предварительный медосмотр при приёме на работу', 3500, 90],
      ['Санаторно-курортная карта', 2500, 30],
      ['Справка в школу после болезни', 800, 15],
    ],
  },
];

/** Category keys per clinic, in display order (the consultations category always comes first). */
const CLINIC_CATEGORIES: Record<number, readonly string[]> = {
  1: ['consult', 'lab', 'ultrasound', 'function', 'eyes', 'ent', 'gyn', 'procedures', 'rehab', 'papers'],
  2: ['consult', 'lab', 'ultrasound', 'dental', 'eyes', 'ent', 'vaccines', 'papers'],
  3: [],
  4: ['consult', 'lab', 'vaccines', 'rehab', 'papers', 'eyes'],
};
/** Price level per clinic: Nevsky is the reference, Petrogradka and Kazan are cheaper. */
const PRICE_LEVEL: Record<number, number> = { 1: 1, 2: 0.9, 3: 1, 4: 0.8 };

export interface DemoCategory {
  id: number;
  clinicId: number;
  title: string;
  description: string | null;
  position: number;
}

export interface DemoService {
  id: number;
  clinicId: number;
  categoryId: number;
  title: string;
  /** Kopecks. */
  priceMinor: number;
  durationMinutes: number;
  informationAboutService: string | null;
  doctorIds: number[];
}

/** Doctors of the clinic and specialty who take bookings (any availability but NOT_AVAILABLE). */
function providers(clinicId: number, specialtyId: number | null): number[] {
  if (specialtyId === null) return [];
  return DEMO_DOCTORS.filter(
    (doctor) =>
      doctor.availability !== 2 &&
      doctor.clinicIds.includes(clinicId) &&
      doctor.specialtyIds.includes(specialtyId),
  ).map((doctor) => doctor.id);
}

function consultations(clinicId: number): CatalogueCategory {
  const specialtyIds = new Set(
    DEMO_DOCTORS.filter((doctor) => doctor.clinicIds.includes(clinicId)).flatMap(
      (doctor) => doctor.specialtyIds,
    ),
  );
  const items: Item[] = [];
  for (const specialty of DEMO_SPECIALTIES) {
    // Ultrasound doctors are booked through the ultrasound category, not for a consultation.
    if (specialty.id === 15 || !specialtyIds.has(specialty.id)) continue;
    if (providers(clinicId, specialty.id).length === 0) continue;
    items.push([`Приём ${specialty.genitive} первичный`, specialty.price, 30]);
    items.push([`Приём ${specialty.genitive} повторный`, Math.round(specialty.price * 0.8), 20]);
  }
  return {
    key: 'consult',
    title: 'Консультации специалистов',
    description: 'Первичный и повторный приём врачей клиники.',
    specialtyId: null,
    items,
  };
}

function build(): { categories: DemoCategory[]; services: DemoService[] } {
  const categories: DemoCategory[] = [];
  const services: DemoService[] = [];
  for (const clinicId of [1, 2, 3, 4]) {
    for (const [position, key] of CLINIC_CATEGORIES[clinicId]!.entries()) {
      const entry = key === 'consult' ? consultations(clinicId) : CATALOGUE.find((item) => item.key === key)!;
      const categoryId = clinicId * 100 + position + 1;
      categories.push({
        id: categoryId,
        clinicId,
        title: entry.title,
        description: entry.description,
        position,
      });
      for (const [title, price, minutes, description] of entry.items) {
        // Consultations name their specialty in the title; other categories use the category's.
        const specialty =
          key === 'consult'
            ? DEMO_SPECIALTIES.find((item) => title.startsWith(`Приём ${item.genitive} `))!.id
            : entry.specialtyId;
        // Rounded to 50 roubles, as a price list would be.
        const roubles = Math.round((price * PRICE_LEVEL[clinicId]!) / 50) * 50;
        services.push({
          id: services.length + 1,
          clinicId,
          categoryId,
          title,
          priceMinor: roubles * 100,
          durationMinutes: minutes,
          informationAboutService: description ?? null,
          doctorIds: providers(clinicId, specialty),
        });
      }
    }
  }
  return { categories, services };
}

const built = build();
export const DEMO_CATEGORIES: readonly DemoCategory[] = built.categories;
export const DEMO_SERVICES: readonly DemoService[] = built.services;
