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

export const SCREENS: Record<RouteName, ComponentType<ScreenProps>> = {
  root: ClinicsList,
  authorization: Placeholder,
  'end-user-license-agreement': Placeholder,
  'privacy-policy': Placeholder,
  'client-profile': Placeholder,
  'change-password': Placeholder,
  appointments: Placeholder,
  'service-results': Placeholder,
  call: Placeholder,
  'confirm-appointment': Placeholder,
  'client-feedback': Placeholder,
  'external-client-feedback': Placeholder,
  'clinic-menu': ClinicMenu,
  clinic: Placeholder,
  'service-categories': Placeholder,
  services: Placeholder,
  service: Placeholder,
  doctors: Placeholder,
  doctor: Placeholder,
  specialties: Placeholder,
};
