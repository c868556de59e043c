/**
 * The demo clinic network: four clinics in three cities. Fixed data, so every fresh start shows the
 * same network. The Kazan clinic hides its information page and the Arbat clinic books only by
 * doctor (no services), to exercise the clinic-menu rules.
 */
import type { Clinic } from '../../src/api';
import { type ClinicCounts, demoClinicCounts } from './demo-counts';

export interface DemoClinic {
  clinic: Omit<Clinic, 'logotypes'>;
  logo: { initials: string; background: string };
}

interface DemoClinicWithoutCounts {
  clinic: Omit<Clinic, 'logotypes' | keyof ClinicCounts>;
  logo: DemoClinic['logo'];
}

const CLINICS: readonly DemoClinicWithoutCounts[] = [
  {
    logo: { initials: 'ПН', background: '#3FAECA' },
    clinic: {
      id: 1,
      title: 'Клиника «Приём» на Невском',
      address: { city: 'Санкт-Петербург' },
      shortAddress: 'Невский пр., 88',
      email: 'nevsky@priyom-clinic.ru',
      phone1: '+7 (812) 555-12-34',
      phone2: '+7 (812) 555-12-35',
      notFormattedPhone1: '78125551234',
      notFormattedPhone2: '78125551235',
      site: 'https://nevsky.priyom-clinic.ru',
      informationAboutClinic:
        'Многопрофильная клиника в центре Петербурга, в пяти минутах от метро «Маяковская». ' +
        'Принимаем взрослых и детей: терапевты, кардиологи, неврологи, гинекологи и ещё десять специальностей. ' +
        'Собственная лаборатория выдаёт большинство анализов на следующий день, а результаты появляются в личном кабинете. ' +
        'Работаем ежедневно с 8:00 до 21:00.',
      doctorsAvailable: true,
      servicesAvailable: true,
      showInformationAboutClinic: true,
    },
  },
  {
    logo: { initials: 'ПП', background: '#2190AC' },
    clinic: {
      id: 2,
      title: 'Клиника «Приём» на Петроградской',
      address: { city: 'Санкт-Петербург' },
      shortAddress: 'Большой пр. П.С., 41',
      email: 'petrogradka@priyom-clinic.ru',
      phone1: '+7 (812) 555-47-10',
      phone2: '+7 (812) 555-47-11',
      notFormattedPhone1: '78125554710',
      notFormattedPhone2: '78125554711',
      site: 'https://petrogradka.priyom-clinic.ru',
      informationAboutClinic:
        'Семейная клиника на Петроградской стороне. ' +
        'Здесь ведут приём педиатры, ЛОР-врачи, офтальмологи и стоматологи, есть кабинет ультразвуковой диагностики. ' +
        'Для маленьких пациентов — отдельный вход и игровая зона.',
      doctorsAvailable: true,
      servicesAvailable: true,
      showInformationAboutClinic: true,
    },
  },
  {
    logo: { initials: 'ПА', background: '#7A5BB5' },
    clinic: {
      id: 3,
      title: 'Клиника «Приём» на Арбате',
      address: { city: 'Москва' },
      shortAddress: 'ул. Арбат, 24',
      email: 'arbat@priyom-clinic.ru',
      phone1: '+7 (495) 555-08-21',
      phone2: '+7 (495) 555-08-22',
      notFormattedPhone1: '74955550821',
      notFormattedPhone2: '74955550822',
      site: 'https://arbat.priyom-clinic.ru',
      informationAboutClinic:
        'Консультативный центр в историческом доме на Арбате. ' +
        'Запись ведётся к врачу: кардиологи, эндокринологи и гастроэнтерологи принимают очно и по видеосвязи. ' +
        'Ближайшие станции метро — «Смоленская» и «Арбатская».',
      doctorsAvailable: true,
      servicesAvailable: false,
      showInformationAboutClinic: true,
    },
  },
  {
    logo: { initials: 'ДК', background: '#E0704F' },
    clinic: {
      id: 4,
      title: 'Детская клиника «Приём» в Казани',
      address: { city: 'Казань' },
      shortAddress: 'ул. Баумана, 19',
      email: 'kazan@priyom-clinic.ru',
      phone1: '+7 (843) 555-36-90',
      phone2: '+7 (843) 555-36-91',
      notFormattedPhone1: '78435553690',
      notFormattedPhone2: '78435553691',
      site: 'https://kazan.priyom-clinic.ru',
      informationAboutClinic:
        'Детская клиника в центре Казани: педиатры, детские неврологи, хирурги и ортопеды. ' +
        'Вакцинация по национальному календарю и справки для школы и спортивных секций в день обращения.',
      doctorsAvailable: true,
      servicesAvailable: true,
      showInformationAboutClinic: false,
    },
  },
];

/** The counts are those of the seeded doctors and services (demo-counts.ts), never typed by hand. */
export const DEMO_CLINICS: readonly DemoClinic[] = CLINICS.map(({ clinic, logo }) => ({
  logo,
  clinic: { ...clinic, ...demoClinicCounts(clinic.id, clinic.servicesAvailable) },
}));
