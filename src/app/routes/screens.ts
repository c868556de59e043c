/**
 * Which component renders each route. The start page is part of the main bundle; every other screen is
 * lazy-loaded so the first paint stays small. Screens not built yet show a translated placeholder.
 */
import { type ComponentType, lazy } from 'react';
import type { RouteName } from '../../domain/routes';
import ClinicsList from '../screens/clinics/ClinicsList';
import type { ScreenProps } from './screen-props';

export type { ScreenProps };

const Placeholder = lazy(() => import('../screens/placeholder/PlaceholderScreen'));
const ClinicMenu = lazy(() => import('../screens/clinics/ClinicMenu'));
const ClinicInfo = lazy(() => import('../screens/browsing/ClinicInfo'));
const ServiceCategories = lazy(() => import('../screens/browsing/ServiceCategories'));
const Services = lazy(() => import('../screens/browsing/Services'));
const ServiceScreen = lazy(() => import('../screens/browsing/ServiceScreen'));
const Doctors = lazy(() => import('../screens/browsing/Doctors'));
const DoctorScreen = lazy(() => import('../screens/browsing/DoctorScreen'));
const Specialties = lazy(() => import('../screens/browsing/Specialties'));
const Authorization = lazy(() => import('../screens/accounts/AuthorizationScreen'));
const Agreement = lazy(() => import('../screens/accounts/AgreementScreen'));
const Profile = lazy(() => import('../screens/accounts/ProfileScreen'));
const ChangePassword = lazy(() => import('../screens/accounts/ChangePasswordScreen'));
const Appointments = lazy(() => import('../screens/appointments/AppointmentsScreen'));
const Results = lazy(() => import('../screens/results/ResultsScreen'));

export const SCREENS: Record<RouteName, ComponentType<ScreenProps>> = {
  root: ClinicsList,
  authorization: Authorization,
  'end-user-license-agreement': Agreement,
  'privacy-policy': Agreement,
  'client-profile': Profile,
  'change-password': ChangePassword,
  appointments: Appointments,
  'service-results': Results,
  call: Placeholder,
  'confirm-appointment': Placeholder,
  'client-feedback': Placeholder,
  'external-client-feedback': Placeholder,
  'clinic-menu': ClinicMenu,
  clinic: ClinicInfo,
  'service-categories': ServiceCategories,
  services: Services,
  service: ServiceScreen,
  doctors: Doctors,
  doctor: DoctorScreen,
  specialties: Specialties,
};
