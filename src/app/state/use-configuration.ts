/** The configuration a component should use: the live view's once it has data, else the embedded one. */
import { useSignals } from '@preact/signals-react/runtime';
import type { Configuration } from '../../api/configuration';
import { useConfigurationView } from '../live/clinics';
import { embeddedConfiguration } from './configuration';

export function useConfiguration(): Configuration | null {
  useSignals();
  const view = useConfigurationView();
  return view.data ?? embeddedConfiguration.value;
}
