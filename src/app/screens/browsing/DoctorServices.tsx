/**
 * The doctor page's services list, a lazy part. Below the schedule, which fills a phone's first screen,
 * and not in the server's paint, it mounts once the page is idle after the first commit: its search
 * field, rows and info buttons made the first load's evaluation, the first commit and its style work the
 * doctor page's longest tasks. Until then a placeholder of the same height holds its place, so the line
 * under the panels is off a phone's screen from the first commit and nothing on screen moves when the
 * list arrives. A doctor booked only with a service shows the list first: then it loads at once, and the
 * chosen service's banner (a chunk of its own, shown after a tap) loads when the page is idle.
 * The idle state lives here, not in the panels: its change renders this part alone.
 */
import { makeStyles } from '@griffel/react';
import { useEffect } from 'react';
import type { Service } from '../../../api/browsing';
import { pageSize, skeletonRows } from '../../../domain/browsing-lists';
import { ListSkeleton } from '../../common/load-state/ListSkeleton';
import { useIdle } from '../../common/use-idle';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';

const ServiceList = lazyPart(() =>
  import('./ServiceList').then((module) => ({ default: module.ServiceList })),
);
export const SelectedService = lazyPart(() => import('./SelectedService'));

const useStyles = makeStyles({
  // The search field's place (Fluent's Input, 32 px, and the list's 12 px below it).
  searchPlace: { height: '32px', marginBottom: '12px' },
});

function ServicesPlaceholder({ quiet }: { quiet: boolean }) {
  const styles = useStyles();
  return (
    <div aria-hidden={quiet || undefined} data-testid="services-placeholder">
      <div className={styles.searchPlace} />
      <ListSkeleton rows={skeletonRows(pageSize(window.innerHeight, window.innerWidth, false))} />
    </div>
  );
}

export function DoctorServices({
  clinicId,
  doctorId,
  onPick,
  quiet,
}: {
  clinicId: number;
  doctorId: number;
  /** Set where the services lead (a doctor booked only with a service): choosing one shows the schedule. */
  onPick?: (service: Service) => void;
  /** Under the schedule while its skeleton already says the page is loading: said once. */
  quiet: boolean;
}) {
  const first = onPick !== undefined;
  const idle = useIdle();
  useEffect(() => {
    if (idle && first) void SelectedService.preload();
  }, [idle, first]);
  const placeholder = <ServicesPlaceholder quiet={quiet} />;
  if (!first && !idle) return placeholder;
  return (
    <LazyBoundary fallback={placeholder}>
      <ServiceList
        clinicId={clinicId}
        categoryId={null}
        doctorId={doctorId}
        listId={`doctor:${clinicId}:${doctorId}`}
        scroll="none"
        onPick={onPick}
        quietSkeleton={quiet}
      />
    </LazyBoundary>
  );
}
