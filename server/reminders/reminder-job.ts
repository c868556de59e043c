/**
 * The reminder job: a confirmation message with a short link some time before an appointment waiting
 * for approval, and a feedback message with a short link once a visit is serviced or paid (its feedback
 * key is made here too). Each message is claimed in the database before it is sent and marked sent by
 * its claimer (claim.ts), so it goes out once across instances and restarts. A message whose send failed
 * is given back and tried again on a later run. The clock and the transport are arguments: tests run
 * `runOnce` themselves.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { AppointmentStatus } from '../../src/api';
import type { Database, DialectName } from '../db/schema';
import { appointmentsWithDoctor } from '../links/access-keys';
import { feedbackKeysWithDoctor, issueFeedbackKeys } from '../links/feedback';
import { doctorFullName } from '../links/link-answers';
import { iso } from '../links/link-keys';
import { appointmentPath, feedbackPath, shortLinkPath, shortLinkTo } from '../links/short-links';
import type { Logger } from '../logger';
import { addDays, localMoment } from '../../src/domain/time-zone';
import { changeUntil, type NoticeSettings, noticeMinutes } from '../appointments/change-notice';
import type { CodeTransport } from '../transports/types';
import { type Claimer, claimDue, type ReminderTable, settleClaim } from './claim';
import { clientPhone, confirmationText, feedbackText } from './reminder-messages';

export interface ReminderJobDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Sends the texts; one without sendText sends nothing. */
  transport: CodeTransport;
  now: () => number;
  /**
   * The network's time zone (appointment times are clinic-local) and the clinics' notice for changes
   * online, read from the configuration at each run.
   */
  settings: () => Promise<NoticeSettings>;
  /**
   * How long before the last moment the visit may still be changed online (its start, less the
   * clinic's notice) the confirmation message goes out: its link offers a move and a cancel.
   */
  leadMinutes: number;
  /** The app's public address, without a trailing slash. */
  publicBaseUrl: string;
  logger?: Logger;
  instanceId?: string;
  staleMs?: number;
  batch?: number;
}

/** Visits older than this many days are not asked about. */
const FEEDBACK_ASKED_DAYS = 7;

export type ReminderRun = {
  confirmations: number;
  feedbacks: number;
};

interface Due {
  rowId: number | string;
  clientId: number;
  text: (url: string) => string;
  /** The path the short link leads to, and until when. */
  target: string;
  expiresAt: string;
}

export function createReminderJob(deps: ReminderJobDeps) {
  const { db, now, transport } = deps;
  const claimer: Claimer = {
    dialect: deps.dialect,
    instanceId: deps.instanceId ?? randomUUID(),
    staleMs: deps.staleMs ?? 10 * 60_000,
    batch: deps.batch ?? 50,
  };

  /** Sends each claimed message; answers how many went out. */
  async function deliver(table: ReminderTable, due: readonly Due[]): Promise<number> {
    let sent = 0;
    for (const message of due) {
      const at = now();
      const phone = await clientPhone(db, message.clientId);
      if (phone === null) {
        // Nobody to write to: settled, so it is not looked at again.
        await settleClaim(db, table, message.rowId, claimer, at);
        continue;
      }
      const key = await shortLinkTo(db, message.target, { at, expiresAt: message.expiresAt });
      const text = message.text(`${deps.publicBaseUrl}${shortLinkPath(key)}`);
      const ok = (await transport.sendText?.(phone, text).catch(() => false)) ?? false;
      await settleClaim(db, table, message.rowId, claimer, ok ? now() : null);
      if (ok) sent++;
      else deps.logger?.warn({ table, transport: transport.name }, 'reminder not sent; tried again later');
    }
    return sent;
  }

  async function confirmations(at: number, settings: NoticeSettings): Promise<number> {
    const from = localMoment(at, settings.timeZone);
    const due = sql<boolean>`status = ${AppointmentStatus.NEED_APPROVAL} and deleted_at is null
      and client_access_key is not null
      and (date > ${from.date} or (date = ${from.date} and time > ${from.time}))
      and ${withinLead(settings, at, deps.leadMinutes)}`;
    const ids = await claimDue<number>(db, 'appointments', due, claimer, at);
    if (ids.length === 0) return 0;
    const rows = await appointmentsWithDoctor(db)
      .select('appointments.clinic_id')
      .where('appointments.id', 'in', ids)
      .execute();
    const nowText = `${from.date} ${from.time}`;
    return deliver(
      'appointments',
      rows.map((row) => ({
        rowId: row.id,
        clientId: row.client_id,
        // Booked inside the notice already: the link can only confirm, and the text does not offer more.
        text: (url) =>
          confirmationText(doctorFullName(row), row.date, row.time, url, {
            changeable:
              changeUntil(settings, { clinicId: row.clinic_id, date: row.date, time: row.time }) > nowText,
          }),
        target: appointmentPath(row.client_access_key ?? ''),
        expiresAt: row.client_access_key_expires_at ?? iso(at + deps.leadMinutes * 60_000),
      })),
    );
  }

  async function feedbacks(at: number): Promise<number> {
    const due = sql<boolean>`used_at is null and expires_at > ${iso(at)}`;
    const keys = await claimDue<string>(db, 'feedback_keys', due, claimer, at);
    if (keys.length === 0) return 0;
    const rows = await feedbackKeysWithDoctor(db).where('feedback_keys.key', 'in', keys).execute();
    return deliver(
      'feedback_keys',
      rows.map((row) => ({
        rowId: row.key,
        clientId: row.client_id,
        text: (url) => feedbackText(doctorFullName(row), url),
        target: feedbackPath(row.key),
        expiresAt: row.expires_at,
      })),
    );
  }

  return {
    instanceId: claimer.instanceId,
    /** One pass: feedback keys for new visits, then every message due now. */
    async runOnce(): Promise<ReminderRun> {
      const at = now();
      const settings = await deps.settings();
      const today = localMoment(at, settings.timeZone).date;
      await issueFeedbackKeys(db, at, { since: addDays(today, -FEEDBACK_ASKED_DAYS) });
      return { confirmations: await confirmations(at, settings), feedbacks: await feedbacks(at) };
    },
  };
}

export type ReminderJob = ReturnType<typeof createReminderJob>;

/**
 * Runs a job every interval (never two passes at once); stop() waits for a pass under way. A pass that
 * counted anything is logged under the job's name.
 */
export function startReminderJob(
  job: { runOnce(): Promise<Record<string, number>> },
  intervalMs: number,
  logger: Logger,
  name = 'reminders',
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    running = job
      .runOnce()
      .then(
        (run) => {
          if (Object.values(run).some((count) => count > 0)) logger.info(run, `${name} pass`);
        },
        (error) => logger.error({ err: error }, `${name} pass failed`),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(pass, intervalMs);
      });
  };
  pass();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Whether a visit is due its confirmation message: it starts by now, the lead and its clinic's notice.
 * Clinics are grouped by the notice they have (their own, else the network's).
 */
function withinLead(settings: NoticeSettings, at: number, leadMinutes: number) {
  const startsBy = (notice: number) => {
    const to = localMoment(at + (leadMinutes + notice) * 60_000, settings.timeZone);
    return sql<boolean>`(date < ${to.date} or (date = ${to.date} and time <= ${to.time}))`;
  };
  const own = Object.keys(settings.onlineChangeNoticeMinutesByClinic ?? {}).map(Number);
  const byNotice = new Map<number, number[]>();
  for (const clinicId of own) {
    const notice = noticeMinutes(settings, clinicId);
    byNotice.set(notice, [...(byNotice.get(notice) ?? []), clinicId]);
  }
  const network = startsBy(settings.onlineChangeNoticeMinutes ?? 0);
  const others =
    own.length === 0 ? network : sql<boolean>`(clinic_id not in (${sql.join(own)}) and ${network})`;
  const groups = [...byNotice].map(
    ([notice, clinics]) => sql<boolean>`(clinic_id in (${sql.join(clinics)}) and ${startsBy(notice)})`,
  );
  return sql<boolean>`(${sql.join([others, ...groups], sql` or `)})`;
}
