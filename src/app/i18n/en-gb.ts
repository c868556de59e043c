/** English (United Kingdom). Plural keys follow Intl.PluralRules('en-GB'): _one, _other. */
import type { Resources } from './ru';

type Plain<T> = { [K in keyof T]: T[K] extends string ? string : Plain<T[K]> };
/** Russian has _few and _many forms that English does not use. */
type WithoutRussianPlurals<T> = {
  [K in keyof T as K extends `${string}_few` | `${string}_many` ? never : K]: T[K] extends string
    ? string
    : WithoutRussianPlurals<T[K]>;
};

export const enGb: WithoutRussianPlurals<Plain<Resources>> = {
  app: { name: 'Priyom' },
  common: {
    loading: 'Loading…',
    refresh: 'Refresh',
    dataFrom: 'Data as of {{date}}',
    dataOffline: 'Saved data',
    refreshFailed: 'Could not refresh the data, please try later',
    refreshOffline: 'No connection: showing saved data',
  },
  shell: {
    skipToContent: 'Skip to content',
    languageEnglish: 'English version',
    languageRussian: 'Русская версия',
  },
  header: {
    back: 'Back',
    install: 'Install the app',
    login: 'Log in',
    openClinic: '{{title}}: open the clinic page',
  },
  menu: {
    open: 'Open the menu',
    title: 'Menu',
    close: 'Close the menu',
    profile: 'Profile',
    changeAccount: 'Change account',
    switching: 'Switching…',
    appointments: 'My appointments',
    results: 'Results',
    install: 'Install the app',
    logout: 'Log out',
    login: 'Log in',
  },
  scroll: { up: 'Back to top', upShort: 'Top', down: 'Back to where you were' },
  snackbar: {
    region: 'Notifications',
    close: 'Close',
    closeItem: 'Close the notification: {{message}}',
    changeAccount: 'Change account',
  },
  errors: {
    listLabel: 'Errors',
    dismiss: 'Click to dismiss',
    dismissItem: 'Dismiss: {{message}}',
    unexpected_error: 'An unexpected error occurred',
    try_to_use_the_service_later: 'Error, try to use the service later',
    screenFailed: 'The page could not be opened',
    appFailed: 'The application could not start. Please reload the page.',
    reload: 'Reload',
  },
  routes: {
    root: 'Clinics',
    authorization: 'Log in',
    'end-user-license-agreement': 'Licence agreement',
    'privacy-policy': 'Privacy policy',
    'client-profile': 'Profile',
    'change-password': 'Change password',
    appointments: 'My appointments',
    'service-results': 'Results',
    call: 'Specialist consultation',
    'confirm-appointment': 'Appointment confirmation',
    'client-feedback': 'Feedback',
    'external-client-feedback': 'Feedback',
    'clinic-menu': 'Clinic menu',
    clinic: 'About the clinic',
    'service-categories': 'Service categories',
    services: 'Services',
    service: 'Service',
    doctors: 'Specialists',
    doctor: 'Specialist',
    specialties: 'Specialties',
  },
  placeholder: { soon: 'This section is coming soon.' },
  clinics: {
    heading: 'Choose a clinic',
    empty: 'No clinics have been added yet',
    info: 'About {{title}}',
    email: 'E-mail',
    phone: 'Phone',
    loadFailedOffline: 'Could not load the list of clinics. Please check your internet connection.',
    loadFailedServer: 'Could not load the list of clinics: the server is not responding. Please try later.',
  },
  clinicMenu: {
    information: 'About the clinic',
    specialists: 'Choose a specialist',
    services: 'Choose a service',
    specialties: 'Choose a specialty',
    specialistsCount_one: '{{count}} specialist',
    specialistsCount_other: '{{count}} specialists',
    servicesCount_one: '{{count}} service',
    servicesCount_other: '{{count}} services',
    specialtiesCount_one: '{{count}} specialty',
    specialtiesCount_other: '{{count}} specialties',
  },
};
