/**
 * Which component renders each route. The start page is part of the main bundle; every other screen is
 * lazy-loaded so the first paint stays small.
 */
import { type ComponentType, createElement } from 'react';
import { matchRoute, type RouteName } from '../../domain/routes';
import ClinicsList from '../screens/clinics/ClinicsList';
import { useLoggedIn } from '../live/logged-in';
import { nextTask } from '../tasks';
import { LazyBoundary } from './LazyBoundary';
import { type LazyPart, lazyPart } from './lazy-part';
import type { ScreenProps } from './screen-props';

export type { ScreenProps };

/**
 * A screen's module; `watchEarly` asks the worker for the data its first render shows and resolves
 * when that render can show it (../live/early-pages.ts); `preloadParts` loads the lazy parts its first
 * render shows (see lazy-part.ts), and `warmUps` builds what that render would otherwise build the
 * first time (../live/warm-ups.ts).
 */
type ScreenModule = {
  default: ComponentType<ScreenProps>;
  watchEarly?: () => Promise<void>;
  preloadParts?: () => Promise<unknown>;
  warmUps?: readonly (() => void)[];
};

/**
 * A lazy screen that a load ahead (preloadScreen) renders at once, with the parts its module names,
 * so the first screen of a page load replaces the page's own HTML in one commit, without a spinner.
 */
const lazyScreen = (load: () => Promise<ScreenModule>) =>
  Object.assign(
    lazyPart(async (): Promise<{ default: ComponentType<ScreenProps> }> => {
      const module = await load();
      // Its data asked for now, beside its parts, not once it has mounted: its first commit then shows
      // the rows rather than a skeleton they replace a moment later.
      await Promise.all([module.watchEarly?.(), module.preloadParts?.()]);
      // Each in a task of its own, before the render that would pay for it inside its own.
      for (const warmUp of module.warmUps ?? []) {
        await nextTask();
        warmUp();
      }
      return module;
    }),
    { fetchChunk: load },
  );

const ClinicMenu = lazyScreen(() => import('../screens/clinics/ClinicMenu'));
const ClinicInfo = lazyScreen(() => import('../screens/browsing/ClinicInfo'));
const ServiceCategories = lazyScreen(() => import('../screens/browsing/ServiceCategories'));
const Services = lazyScreen(() => import('../screens/browsing/Services'));
const ServiceScreen = lazyScreen(() => import('../screens/browsing/ServiceScreen'));
const Doctors = lazyScreen(() => import('../screens/browsing/Doctors'));
const DoctorScreen = lazyScreen(() => import('../screens/browsing/DoctorScreen'));
const Specialties = lazyScreen(() => import('../screens/browsing/Specialties'));
const Authorization = lazyScreen(() => import('../screens/accounts/AuthorizationScreen'));
const Agreement = lazyScreen(() => import('../screens/accounts/AgreementScreen'));
const Profile = lazyScreen(() => import('../screens/accounts/ProfileScreen'));
const ChangePassword = lazyScreen(() => import('../screens/accounts/ChangePasswordScreen'));
const ConfirmAppointment = lazyScreen(() => import('../screens/links/ConfirmAppointmentScreen'));
const Feedback = lazyScreen(() => import('../screens/links/FeedbackScreen'));
const Call = lazyScreen(() => import('../screens/links/CallScreen'));
const WaitlistOffer = lazyScreen(() => import('../screens/waitlist/WaitlistOfferScreen'));
const Appointments = lazyScreen(() => import('../screens/appointments/AppointmentsScreen'));
const Results = lazyScreen(() => import('../screens/results/ResultsScreen'));

export const SCREENS: Record<RouteName, ComponentType<ScreenProps>> = {
  root: ClinicsList,
  authorization: Authorization,
  'end-user-license-agreement': Agreement,
  'privacy-policy': Agreement,
  'client-profile': Profile,
  'change-password': ChangePassword,
  appointments: Appointments,
  'service-results': Results,
  call: Call,
  'confirm-appointment': ConfirmAppointment,
  'client-feedback': Feedback,
  'external-client-feedback': Feedback,
  'waitlist-offer': WaitlistOffer,
  'clinic-menu': ClinicMenu,
  clinic: ClinicInfo,
  'service-categories': ServiceCategories,
  services: Services,
  service: ServiceScreen,
  doctors: Doctors,
  doctor: DoctorScreen,
  specialties: Specialties,
};

/**
 * Starts fetching the chunk of `pathname`'s screen, with the imports it names, and nothing more: the
 * boot's first step, long before the load ahead below, which also asks for the screen's data and must
 * wait for the session to know whose.
 */
export function fetchScreen(pathname: string): void {
  const screen = screenOf(pathname) as { fetchChunk?: () => Promise<unknown> } | undefined;
  // A failure here is the load ahead's to meet, which tries the chunk again at a fresh address.
  screen?.fetchChunk?.().catch(() => undefined);
}

/**
 * Loads the screen of `pathname` when it is a lazy one (nothing to do for the start page or an
 * unknown path). Resolves either way, also when the chunk fails to load: the screen's own Suspense
 * and error boundary then take over.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const screen = screenOf(pathname) as Partial<LazyPart<ScreenProps>> | undefined;
  await screen?.preload?.().catch(() => undefined);
}

function screenOf(pathname: string): ComponentType<ScreenProps> | undefined {
  const match = matchRoute(pathname);
  return match ? SCREENS[match.route.name] : undefined;
}

const WaitlistNotice = lazyPart(() => import('../screens/waitlist/WaitlistNotice'));

/**
 * In every tab while someone is logged in: a freed time held for them shows as a snackbar. Absent while
 * the app hydrates a page the server drew (for anyone, so logged out), as the header's buttons are.
 */
export function WaitlistNoticeHost() {
  if (!useLoggedIn()) return null;
  return createElement(LazyBoundary, null, createElement(WaitlistNotice));
}
