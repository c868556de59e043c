/** The browsing area's strings (clinic information, services, doctors, specialties), loaded with its chunks. */
import { addAreaTranslations } from '../../i18n/areas';

const ru = {
  browsing: {
    info: 'Подробнее: {{title}}',
    noDescription: 'Описания пока нет',
    clinic: {
      site: 'Сайт',
      email: 'Эл. почта',
      phones: 'Телефоны',
      logo: 'Логотип клиники',
    },
    categories: {
      heading: 'Выберите категорию услуг',
      all: 'Все услуги',
      servicesCount_one: '{{count}} услуга',
      servicesCount_few: '{{count}} услуги',
      servicesCount_many: '{{count}} услуг',
      servicesCount_other: '{{count}} услуги',
    },
    services: {
      heading: 'Услуги',
      search: 'Поиск услуги по названию',
      empty: 'Услуги не найдены',
      loadingMore: 'Загружаем ещё услуги',
      more: 'Показать ещё',
      loadMoreFailed: 'Не удалось загрузить продолжение списка',
      retry: 'Повторить',
    },
    service: {
      price: 'Стоимость',
      about: 'Информация об услуге',
      close: 'Закрыть',
      specialist: 'Специалист, оказывающий услугу',
      specialists: 'Специалисты, оказывающие услугу',
      schedule: 'Расписание',
    },
    doctors: {
      heading: 'Выберите специалиста',
      empty: 'Специалисты не найдены',
      avatar: 'Фото: {{name}}',
      noPhoto: 'Нет фото: {{name}}',
      onlyWithService: 'Запись на услугу',
    },
    doctor: {
      about: 'Информация о специалисте',
      services: 'Услуги специалиста',
      schedule: 'Расписание',
      scheduleLater: 'Расписание появится здесь',
      selectedService: 'Выбранная услуга: {{title}}',
      closeService: 'Закрыть выбранную услугу и вернуться к услугам',
      chooseService: 'Выберите услугу, чтобы увидеть свободное время',
      notFound: 'Специалист не найден',
    },
    specialties: {
      heading: 'Выберите специальность',
      empty: 'Специальности не найдены',
      doctorsCount_one: '{{count}} специалист',
      doctorsCount_few: '{{count}} специалиста',
      doctorsCount_many: '{{count}} специалистов',
      doctorsCount_other: '{{count}} специалиста',
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
      specialist: 'Specialist providing the service',
      specialists: 'Specialists providing the service',
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

/**
 * A service's link to its specialists, chosen by whether there is one rather than by plural rules: the
 * text names no number, and Russian rules read 21 or 101 as 'one'.
 */
export const specialistsLinkKey = (count: number) =>
  count === 1 ? ('browsing.service.specialist' as const) : ('browsing.service.specialists' as const);

declare module '../../i18n/keys' {
  interface AreaTrees {
    browsing: typeof ru;
  }
}
