/** The browsing area's strings (clinic information, services, doctors, specialties), loaded with its chunks. */
import { CLINIC_SITE_RU, FIRST_PAINT_RU } from '../../../domain/first-paint-text';
import { addAreaTranslations } from '../../i18n/areas';

const ru = {
  browsing: {
    info: 'Подробнее: {{title}}',
    noDescription: 'Описания пока нет',
    clinic: {
      site: CLINIC_SITE_RU,
      email: 'Эл. почта',
      phones: 'Телефоны',
      logo: 'Логотип клиники',
    },
    categories: {
      heading: FIRST_PAINT_RU.categoriesHeading,
      all: FIRST_PAINT_RU.servicesAll,
      servicesCount_one: FIRST_PAINT_RU.clinicMenu.servicesCount_one,
      servicesCount_few: FIRST_PAINT_RU.clinicMenu.servicesCount_few,
      servicesCount_many: FIRST_PAINT_RU.clinicMenu.servicesCount_many,
      servicesCount_other: FIRST_PAINT_RU.clinicMenu.servicesCount_other,
    },
    services: {
      heading: 'Услуги',
      search: FIRST_PAINT_RU.servicesSearch,
      empty: 'Услуги не найдены',
      loadingMore: 'Загружаем ещё услуги',
      more: 'Показать ещё',
      loadMoreFailed: 'Не удалось загрузить продолжение списка',
      retry: 'Повторить',
    },
    service: {
      price: 'Стоимость',
      about: FIRST_PAINT_RU.serviceAbout,
      close: 'Закрыть',
      specialists_one: FIRST_PAINT_RU.serviceSpecialists_one,
      specialists_few: FIRST_PAINT_RU.serviceSpecialists_few,
      specialists_many: FIRST_PAINT_RU.serviceSpecialists_many,
      specialists_other: FIRST_PAINT_RU.serviceSpecialists_other,
      schedule: 'Расписание',
    },
    doctors: {
      heading: FIRST_PAINT_RU.doctorsHeading,
      empty: 'Специалисты не найдены',
      avatar: 'Фото: {{name}}',
      noPhoto: 'Нет фото: {{name}}',
      onlyWithService: FIRST_PAINT_RU.doctorsOnlyWithService,
    },
    doctor: {
      about: FIRST_PAINT_RU.doctorAbout,
      services: 'Услуги специалиста',
      schedule: 'Расписание',
      scheduleLater: 'Расписание появится здесь',
      selectedService: 'Выбранная услуга: {{title}}',
      closeService: 'Закрыть выбранную услугу и вернуться к услугам',
      chooseService: 'Выберите услугу, чтобы увидеть свободное время',
      notFound: 'Специалист не найден',
    },
    specialties: {
      heading: FIRST_PAINT_RU.specialtiesHeading,
      empty: 'Специальности не найдены',
      doctorsCount_one: FIRST_PAINT_RU.clinicMenu.specialistsCount_one,
      doctorsCount_few: FIRST_PAINT_RU.clinicMenu.specialistsCount_few,
      doctorsCount_many: FIRST_PAINT_RU.clinicMenu.specialistsCount_many,
      doctorsCount_other: FIRST_PAINT_RU.clinicMenu.specialistsCount_other,
    },
  },
};

const en = {
  browsing: {
    info: 'More about {{title}}',
    noDescription: 'No description yet',
    clinic: {
      site: 'Website',
      email: 'E-mail',
      phones: 'Phones',
      logo: 'Clinic logo',
    },
    categories: {
      heading: 'Choose a service category',
      all: 'All services',
      servicesCount_one: '{{count}} service',
      servicesCount_other: '{{count}} services',
    },
    services: {
      heading: 'Services',
      search: 'Search services by title',
      empty: 'No services found',
      loadingMore: 'Loading more services',
      more: 'Show more',
      loadMoreFailed: 'The rest of the list could not be loaded',
      retry: 'Try again',
    },
    service: {
      price: 'Price',
      about: 'About the service',
      close: 'Close',
      specialists_one: 'Specialist providing the service',
      specialists_other: 'Specialists providing the service',
      schedule: 'Schedule',
    },
    doctors: {
      heading: 'Choose a specialist',
      empty: 'No specialists found',
      avatar: 'Photo: {{name}}',
      noPhoto: 'No photo: {{name}}',
      onlyWithService: 'Booked with a service',
    },
    doctor: {
      about: 'About the specialist',
      services: 'Services of the specialist',
      schedule: 'Schedule',
      scheduleLater: 'The schedule will show here',
      selectedService: 'Selected service: {{title}}',
      closeService: 'Close the selected service and go back to the services',
      chooseService: 'Choose a service to see free times',
      notFound: 'Specialist not found',
    },
    specialties: {
      heading: 'Choose a specialty',
      empty: 'No specialties found',
      doctorsCount_one: '{{count}} specialist',
      doctorsCount_other: '{{count}} specialists',
    },
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module '../../i18n/keys' {
  interface AreaTrees {
    browsing: typeof ru;
  }
}
