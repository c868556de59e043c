/**
 * The one-way arrows between the code's layers, as data: docs/architecture.md ("The one-way arrows")
 * says the same in words. A layer's own files may always import each other; libraries are not ours.
 */

export interface Layer {
  name: string;
  /** Root-relative folder or file; the longest matching prefix names a file's layer. */
  path: string;
  /** The other layers it may import. */
  mayImport: string[];
}

/** What of the data layer the service worker may bundle: plain IndexedDB and fetch, no RxDB. */
const SW_SHARED = [
  'api',
  'domain',
  'sw records',
  'sw queue records',
  'sw renewal',
  'sw queue store',
  'sw replay',
  'sw old outcomes',
];

export const LAYERS: Layer[] = [
  // Pure rules sit under everything: statuses, time zones, routes depend on nothing of ours.
  { name: 'domain', path: 'src/domain/', mayImport: [] },
  // The wire contract takes what it shares with the rules from them (the status numbers, time zones).
  { name: 'api', path: 'src/api/', mayImport: ['domain'] },
  {
    name: 'data',
    path: 'src/data/',
    mayImport: SW_SHARED,
  },
  // Plain IndexedDB records the data worker writes and the service worker reads (the token mirror, the
  // offline queue's outcomes): the service worker reaches them without opening the database.
  { name: 'sw records', path: 'src/data/account/token-mirror.ts', mayImport: ['api', 'domain'] },
  { name: 'sw queue records', path: 'src/data/offline/queue-records.ts', mayImport: ['api', 'domain'] },
  // The token pair's renewal, written once for the data worker and the service worker.
  { name: 'sw renewal', path: 'src/data/account/renewal.ts', mayImport: ['api', 'domain', 'sw records'] },
  // The offline queue's one store and its replay, for both runtimes (src/data/offline/README.md).
  {
    name: 'sw queue store',
    path: 'src/data/offline/action-store.ts',
    mayImport: ['api', 'domain', 'sw queue records'],
  },
  // The previous version's outcome store, which the service worker takes over once in charge.
  {
    name: 'sw old outcomes',
    path: 'src/data/offline/old-outcomes.ts',
    mayImport: ['api', 'domain', 'sw queue records', 'sw queue store'],
  },
  {
    name: 'sw replay',
    path: 'src/data/offline/replay.ts',
    mayImport: ['api', 'domain', 'sw records', 'sw queue records', 'sw renewal', 'sw queue store'],
  },
  // The data layer's public face: what the worker entries and the tab may see of it.
  {
    name: 'data entry',
    path: 'src/data/index.ts',
    mayImport: ['data', 'data worker entry', 'api', 'domain'],
  },
  // What the worker entries build the API from. It is apart from index.ts because the tab imports
  // index.ts: a value re-exported there would drag the worker's code into the tab's bundle.
  { name: 'data worker entry', path: 'src/data/worker-api.ts', mayImport: ['data', 'api', 'domain'] },
  { name: 'worker', path: 'src/worker/', mayImport: ['data entry', 'data worker entry', 'api', 'domain'] },
  // The service worker never opens the database: it runs before and without the data worker.
  {
    name: 'sw',
    path: 'src/sw/',
    mayImport: SW_SHARED,
  },
  { name: 'app', path: 'src/app/', mayImport: ['data entry', 'api', 'domain'] },
  // The booking widget runs on clinic sites, apart from the app: it shares only the pure rules.
  { name: 'widget', path: 'src/widget/', mayImport: ['domain'] },
  // The server shares the contract and the rules with the browser, nothing of the browser's code.
  { name: 'server', path: 'server/', mayImport: ['api', 'domain'] },
];

/**
 * What the tab may take from the data entry at run time: anything else it takes would pull the
 * worker's code (RxDB, the sync) into the tab's bundle, so it imports types only.
 */
export const APP_RUNTIME_FROM_DATA = ['tabLockName'];

/** Files only the build or the runtime starts: importing one would run its wiring twice. */
export const ENTRIES = [
  'src/app/main.tsx',
  'src/worker/data-worker.ts',
  'src/sw/sw.ts',
  'src/widget/widget.ts',
  'server/main.ts',
  'server/import-main.ts',
];

/** The parts of src/app, each with the parts it must never import and why. */
export interface AppPart {
  name: string;
  path: string;
  mayNotImport: string[];
  why: string;
}

const UNDER_SCREENS = 'screens sit on top of it; what screens share lives in common/';
export const APP_PARTS: AppPart[] = [
  { name: 'screens', path: 'src/app/screens/', mayNotImport: [], why: '' },
  // routes/screens.ts is the one door into screens/<area> (SCREENS_ROUTE_TABLE below).
  { name: 'routes', path: 'src/app/routes/', mayNotImport: ['common'], why: UNDER_SCREENS },
  { name: 'common', path: 'src/app/common/', mayNotImport: ['screens'], why: UNDER_SCREENS },
  { name: 'shell', path: 'src/app/shell/', mayNotImport: ['screens', 'common'], why: UNDER_SCREENS },
  {
    name: 'live',
    path: 'src/app/live/',
    mayNotImport: ['screens', 'common', 'shell', 'routes'],
    why: 'hooks and commands over the worker hold no UI',
  },
  {
    name: 'state',
    path: 'src/app/state/',
    mayNotImport: ['screens', 'common', 'shell', 'routes', 'live'],
    why: 'signals only: live/ feeds them from the worker, never the other way round',
  },
  {
    name: 'i18n',
    path: 'src/app/i18n/',
    mayNotImport: ['screens', 'common', 'shell', 'routes', 'live'],
    why: 'translations hold no UI and no data',
  },
  ...['theme', 'pwa', 'analytics', 'embed', 'vendor'].map((name) => ({
    name,
    path: `src/app/${name}/`,
    mayNotImport: ['screens', 'common', 'shell', 'routes', 'live', 'state', 'i18n'],
    why: 'the leaves the rest stands on: tokens, install and service worker, the analytics sink, the widget frame, shims',
  })),
];

/** A screens/<area> folder is imported by its own area and by the lazy route table only. */
export const SCREENS_ROUTE_TABLE = 'src/app/routes/screens.ts';

/** Where one area embeds another's public widget, and why it is not in common/. */
export const SCREEN_EMBEDS: { from: string; to: string; why: string }[] = [
  {
    from: 'src/app/screens/browsing/',
    to: 'src/app/screens/booking/BookingSchedule.tsx',
    why: "a doctor's and a service's page show booking's schedule, as its own lazy chunk",
  },
  {
    from: 'src/app/screens/booking/CreateAppointmentDialog.tsx',
    to: 'src/app/screens/accounts/AuthorizationPanel.tsx',
    why: 'booking signs the visitor in with the accounts panel, as its own lazy chunk',
  },
  {
    from: 'src/app/screens/booking/CreateAppointmentDialog.tsx',
    to: 'src/app/screens/accounts/panel-context.ts',
    why: "the accounts panel's hand-over, loaded with that panel",
  },
  {
    from: 'src/app/screens/booking/BookingSchedule.tsx',
    to: 'src/app/screens/waitlist/WaitlistAsk.tsx',
    why: 'the schedule offers the waitlist (its own lazy chunk) when a day is full or after a booking',
  },
  {
    from: 'src/app/screens/booking/BookingSchedule.tsx',
    to: 'src/app/screens/waitlist/ask-rules.ts',
    why: 'the rule saying when the schedule offers the waitlist, a few lines kept out of the lazy chunk',
  },
  {
    from: 'src/app/screens/appointments/AppointmentsScreen.tsx',
    to: 'src/app/screens/booking/MoveDialog.tsx',
    why: "moving an appointment shows booking's schedule of the same doctor, as its own lazy chunk",
  },
  {
    from: 'src/app/screens/links/ConfirmAppointmentScreen.tsx',
    to: 'src/app/screens/booking/MoveDialog.tsx',
    why: "the confirmation link moves its appointment on booking's schedule, as its own lazy chunk",
  },
  {
    from: 'src/app/screens/appointments/AppointmentsScreen.tsx',
    to: 'src/app/screens/waitlist/WaitlistList.tsx',
    why: "the appointments screen lists the patient's waitlist requests and held offers",
  },
  {
    from: 'src/app/screens/waitlist/WaitlistAskDialog.tsx',
    to: 'src/app/screens/accounts/AuthorizationPanel.tsx',
    why: 'joining the waitlist signs the visitor in with the accounts panel, as booking does, lazily',
  },
  {
    from: 'src/app/screens/waitlist/WaitlistAskDialog.tsx',
    to: 'src/app/screens/accounts/panel-context.ts',
    why: "the accounts panel's hand-over (who entered, said as anywhere else), loaded with that panel",
  },
];
