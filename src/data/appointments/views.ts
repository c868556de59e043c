/**
 * The appointments views, merged into the worker's views by ../views.ts: one resource per page of the
 * client's list (lifetime `appointments`, ../sync/ttl.ts), fetched with the session's bearer token and
 * stored as a private local document named by its key (./appointment-pages.ts).
 */
import { map } from 'rxjs/operators';
import { type Appointment, listAppointments } from '../../api/appointments';
import type { PriyomDatabase } from '../database';
import { privateKeys, rememberPrivateKey } from '../session/private-data';
import { type Resource, lifetimeMs } from '../sync/ttl';
import type { ViewDef, ViewDeps } from '../views';
import {
  APPOINTMENT_PAGE_PREFIX,
  type AppointmentPageParams,
  type StoredAppointmentPage,
  appointmentPageKey,
} from './appointment-pages';
import type { AppointmentsViews } from './view-types';

export type AppointmentsViewDefs = { [V in keyof AppointmentsViews]: ViewDef<V> };

export function createAppointmentsViews(deps: ViewDeps): AppointmentsViewDefs {
  const { db, api } = deps;
  const loginId = deps.loginId ?? (async () => null);
  const resources = new Map<string, Resource<Appointment[]>>();
  /** Whose answer each page's last fetch was (a store of another login's answer is dropped). */
  const fetchedFor = new Map<string, string>();

  const pageResource = (params: AppointmentPageParams): Resource<Appointment[]> => {
    const key = appointmentPageKey(params);
    let resource = resources.get(key);
    if (!resource) {
      resource = {
        key,
        lifetimeMs: lifetimeMs('appointments'),
        async fetch() {
          const before = await loginId();
          if (before === null) return { ok: false, kind: 'server', status: 401 };
          const result = await api.call(listAppointments, {
            payload: { offset: params.offset, limit: params.limit },
          });
          fetchedFor.set(key, before);
          // A logout or a switch while the request was out: its answer belongs to nobody now.
          if ((await loginId()) !== before) return { ok: false, kind: 'server', status: 401 };
          return result.ok ? { ok: true, data: result.data.appointments } : result;
        },
        async store(appointments) {
          if ((await loginId()) !== fetchedFor.get(key)) return;
          await rememberPrivateKey(db, key);
          await db.upsertLocal<StoredAppointmentPage>(key, { appointments });
        },
      };
      resources.set(key, resource);
    }
    return resource;
  };

  return {
    appointmentPage: {
      resource: pageResource,
      data$: (params) =>
        db
          .getLocal$<StoredAppointmentPage>(appointmentPageKey(params))
          .pipe(
            map((doc) =>
              doc && !doc.deleted ? (doc.toMutableJSON().data as StoredAppointmentPage).appointments : null,
            ),
          ),
    },
  };
}

/**
 * Applies a cancel made here to every stored page holding the appointment (every tab's list follows):
 * its status becomes cancelled by client, or, when an administrator deleted it, it leaves the list.
 */
export async function applyCancel(
  db: PriyomDatabase,
  appointmentId: number,
  outcome: 'cancelled' | 'deleted',
): Promise<void> {
  for (const key of await privateKeys(db)) {
    if (!key.startsWith(APPOINTMENT_PAGE_PREFIX)) continue;
    const doc = await db.getLocal<StoredAppointmentPage>(key);
    if (!doc) continue;
    const { appointments } = doc.toMutableJSON().data as StoredAppointmentPage;
    if (!appointments.some((appointment) => appointment.id === appointmentId)) continue;
    const next =
      outcome === 'deleted'
        ? appointments.filter((appointment) => appointment.id !== appointmentId)
        : appointments.map((appointment) =>
            appointment.id === appointmentId ? { ...appointment, status: 4 as const } : appointment,
          );
    await db.upsertLocal<StoredAppointmentPage>(key, { appointments: next });
  }
}
