/**
 * One clinic of the network, for its own pages: such a page brings only its clinic, not the list
 * (src/api/first-screen-embed.ts), and draws with it while the worker fetches the whole list. Apart from
 * ./clinics.ts, whose list it reads, so that a test standing in for the list stands in for this too.
 */
import { useEffect } from 'react';
import type { Clinic } from '../../api';
import { sameValue } from '../../domain/same-value';
import type { ViewState } from '../../data';
import { embeddedClinics } from '../state/first-screen';
import { useClinics } from './clinics';
import { getWorkerApi } from './worker-client';

export interface KnownClinic {
  /** The clinic, from the whole list once the worker has it, else from the clinics the page brought. */
  clinic: Clinic | undefined;
  /** The whole list's view: its data stays null while only the page's part of the list is known. */
  view: ViewState<Clinic[]>;
  /** How many clinics the network has (0 while unknown). */
  count: number;
}

/** Asked once per page load: the list stored here is older than the clinic the page brought. */
let listAskedFor = false;

export function useClinic(clinicId: number | null): KnownClinic {
  const view = useClinics();
  const whole = view.data;
  const brought = embeddedClinics();
  const find = (clinics: readonly Clinic[] | undefined) =>
    clinicId === null ? undefined : clinics?.find((item) => item.id === clinicId);
  const fromList = find(whole ?? undefined);
  const fromPage = find(brought?.clinics);
  // The page read its clinic after the list stored here was read, and they differ: a clinic added or
  // changed since (an import). The page's is shown, where the older list would send the patient away
  // from a clinic it does not know yet or show its sections as they were; and the list is fetched anew.
  const newer =
    whole !== null &&
    fromPage !== undefined &&
    brought !== null &&
    brought.at > (view.updatedAt ?? 0) &&
    !sameValue(fromPage, fromList);
  useEffect(() => {
    if (!newer || listAskedFor) return;
    listAskedFor = true;
    getWorkerApi()
      .refresh({ view: 'clinics', params: {} })
      .catch((error: unknown) => console.error('[priyom] refreshing the clinics failed', error));
  }, [newer]);
  return {
    clinic: newer || whole === null ? fromPage : fromList,
    view,
    count: whole?.length ?? brought?.count ?? 0,
  };
}
