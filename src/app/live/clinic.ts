/**
 * One clinic of the network, for its own pages: such a page brings only its clinic, not the list
 * (src/api/first-screen-embed.ts), and draws with it while the worker fetches the whole list. Apart from
 * ./clinics.ts, whose list it reads, so that a test standing in for the list stands in for this too.
 */
import type { Clinic } from '../../api';
import type { ViewState } from '../../data';
import { embeddedClinics } from '../state/first-screen';
import { useClinics } from './clinics';

export interface KnownClinic {
  /** The clinic, from the whole list once the worker has it, else from the clinics the page brought. */
  clinic: Clinic | undefined;
  /** The whole list's view: its data stays null while only the page's part of the list is known. */
  view: ViewState<Clinic[]>;
  /** How many clinics the network has (0 while unknown). */
  count: number;
}

export function useClinic(clinicId: number | null): KnownClinic {
  const view = useClinics();
  const whole = view.data;
  const brought = whole === null ? embeddedClinics() : null;
  const clinics = whole ?? brought?.clinics;
  return {
    clinic: clinicId === null ? undefined : clinics?.find((item) => item.id === clinicId),
    view,
    count: whole?.length ?? brought?.count ?? 0,
  };
}
