/**
 * The clinic's doctors' names an open info tip lists (the specialties' tips), read apart from the list: the
 * doctors list arrives after the list's first commit, and only the tips that show names render again
 * then, not every row. DoctorNames keeps the doctors' watch for the whole list (so a tip opened later
 * has them at once), and its children are the same elements when the names change, so React skips them.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useDoctors } from '../../live/browsing';

const NamesContext = createContext<ReadonlyMap<number, string>>(new Map());

export function DoctorNames({ clinicId, children }: { clinicId: number; children: ReactNode }) {
  const doctors = useDoctors(clinicId).data;
  const names = useMemo(() => new Map(doctors?.map((doctor) => [doctor.id, doctor.fullName])), [doctors]);
  return <NamesContext.Provider value={names}>{children}</NamesContext.Provider>;
}

/** The names of these doctors the list knows, one per line, in the order given. */
export function DoctorNameLines({ ids }: { ids: readonly number[] }) {
  const names = useContext(NamesContext);
  return ids
    .map((id) => names.get(id))
    .filter(Boolean)
    .map((name) => <span key={name}>{name}</span>);
}
