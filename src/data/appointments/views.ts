/**
 * The appointments views, merged into the worker's views by ../views.ts: one private page resource per
 * page of the client's list (lifetime `appointments`, ../sync/ttl.ts), fetched with the session's token
 * (../session/private-pages.ts).
 */
import { type Appointment, listAppointments } from '../../api/appointments';
import type { PriyomDatabase } from '../database';
import { editPrivatePages, privatePage$, privatePageResource } from '../session/private-pages';
import { type Resource, lifetimeMs } from '../sync/ttl';
import type { ViewDef, ViewDeps } from '../view-def';
import { APPOINTMENT_PAGE_PREFIX, type AppointmentPageParams, appointmentPageKey } from './appointment-pages';
import type { AppointmentsViews } from './view-types';

export type AppointmentsViewDefs = { [V in keyof AppointmentsViews]: ViewDef<V> };

export function createAppointmentsViews(deps: ViewDeps): AppointmentsViewDefs {
  const { db, api } = deps;
  const loginId = deps.loginId ?? (async () => null);
  const resources = new Map<string, Resource<Appointment[]>>();

  const pageResource = (params: AppointmentPageParams): Resource<Appointment[]> => {
    const key = appointmentPageKey(params);
    let resource = resources.get(key);
    if (!resource) {
      resource = privatePageResource<Appointment>(
        { db, loginId },
        key,
        lifetimeMs('appointments'),
        async () => {
          const result = await api.call(listAppointments, { payload: params });
          return result.ok ? { ok: true, data: result.data.appointments } : result;
        },
      );
      resources.set(key, resource);
    }
    return resource;
  };

  return {
    appointmentPage: {
      resource: pageResource,
      data$: (params) => privatePage$<Appointment>(db, appointmentPageKey(params)),
    },
  };
}

/**
 * Applies a cancel made here to every stored page holding the appointment (every tab's list follows):
 * its status becomes cancelled by client, or, when an administrator deleted it, it leaves the list.
 */
export function applyCancel(db: PriyomDatabase, appointmentId: number, outcome: 'cancelled' | 'deleted') {
  return editPrivatePages<Appointment>(db, APPOINTMENT_PAGE_PREFIX, (appointments) => {
    if (!appointments.some((appointment) => appointment.id === appointmentId)) return null;
    return outcome === 'deleted'
      ? appointments.filter((appointment) => appointment.id !== appointmentId)
      : appointments.map((appointment) =>
          appointment.id === appointmentId ? { ...appointment, status: 4 as const } : appointment,
        );
  });
}
