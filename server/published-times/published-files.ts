/**
 * The published files of one read (published-network.ts): `Location.ndjson`, `Schedule.ndjson` and, per
 * clinic that shows doctors and per week (Monday to Sunday) holding published days,
 * `Slot/{clinicId}/{monday}.ndjson`. A file's text, written for the portal's address, is made when
 * asked for. The manifest needs to know which files changed, so it takes every file's fingerprint once
 * per read: a large network's slot texts are hundreds of megabytes, their fingerprints a walk over the
 * same slots. A fingerprint leaves the address out (it is the same in every text a read writes for
 * it), so a request under another host name costs no walk of its own.
 */
import { createHash } from 'node:crypto';
import { addDays, isoWeekday } from '../../src/domain/time-zone';
import { groupRows } from '../browsing/browsing-store';
import { textEtag } from '../http/json-answer';
import { eachUpcomingSlot, type GridSlot, type ScheduleData } from '../schedule/schedule-engine';
import { daySpans, locationOf, ndjson, type SpanWriter, scheduleOf, slotWriter } from './fhir-resources';
import type { PublishedNetwork } from './published-network';

export type ResourceType = 'Location' | 'Schedule' | 'Slot';

export interface PublishedFile {
  type: ResourceType;
  /** Its path under the manifest's folder. */
  path: string;
  /** The file, its links starting with `base` (the portal's address, no trailing slash). */
  text(base: string): string;
  /**
   * Equal whenever the texts for one address are: a slot file's is the hash of what its text is written
   * from (the clinic, the zone, and each slot as numbers), not of the text.
   */
  fingerprint(): string;
}

/** The Monday of a date's week. */
const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

export const slotFilePath = (clinicId: number, monday: string) => `Slot/${clinicId}/${monday}.ndjson`;

/** A small file whose fingerprint is the hash of its text for an empty address. */
function wholeFile(type: ResourceType, path: string, text: (base: string) => string): PublishedFile {
  return { type, path, text, fingerprint: () => textEtag(text('')) };
}

/** Every file of the read, in the manifest's order: locations, schedules, then slots by clinic and week. */
export function publishedFiles(network: PublishedNetwork): PublishedFile[] {
  const files: PublishedFile[] = [
    wholeFile('Location', 'Location.ndjson', () =>
      ndjson(network.clinics.map((clinic) => locationOf(clinic, network.country))),
    ),
    wholeFile('Schedule', 'Schedule.ndjson', (base) =>
      ndjson([...network.schedules.values()].flat().map((item) => scheduleOf(item, base))),
    ),
  ];
  const weeks = groupRows(network.dates, mondayOf, (date) => date);
  // The zone's offsets are read once per day, not once per doctor-day.
  const spans = new Map(network.dates.map((date) => [date, daySpans(date, network.timeZone)]));
  for (const clinic of network.clinics) {
    const schedules = network.schedules.get(clinic.id);
    const hours = network.hours.get(clinic.id);
    if (!schedules || !hours) continue;
    const data: ScheduleData = { ...hours, ...network.busy };
    for (const [monday, dates] of weeks) {
      /** Each doctor-day of the file, by date then doctor, and its slots: the one walk both forms take. */
      const walk = (day: (date: string, doctorId: number) => (slot: GridSlot, free: boolean) => void) => {
        for (const date of dates)
          for (const { doctorId } of schedules)
            eachUpcomingSlot(data, doctorId, date, network.now, day(date, doctorId));
      };
      files.push({
        type: 'Slot',
        path: slotFilePath(clinic.id, monday),
        text: (base) => {
          let text = '';
          walk((date, doctorId) => {
            const span = spans.get(date) as SpanWriter;
            const writer = slotWriter({
              base,
              clinicId: clinic.id,
              doctorId,
              date,
              phone: clinic.phone1,
              span,
            });
            return (slot, free) => {
              text += writer.line(slot.start, slot.minutes, free);
            };
          });
          return text;
        },
        fingerprint: () => {
          const numbers = numberHash();
          walk((date, doctorId) => {
            numbers.push(Date.parse(date) / DAY_MS);
            numbers.push(-doctorId);
            return (slot, free) => numbers.push(slot.start * 4096 + slot.minutes * 2 + (free ? 1 : 0));
          });
          return numbers.digest(JSON.stringify([clinic.id, clinic.phone1, network.timeZone]));
        },
      });
    }
  }
  return files;
}

const DAY_MS = 86_400_000;

/** Whole numbers hashed together after a text, in one buffer reused from file to file. */
let scratch = new Int32Array(1 << 16);
function numberHash() {
  let length = 0;
  return {
    push(value: number) {
      if (length === scratch.length) {
        const grown = new Int32Array(scratch.length * 2);
        grown.set(scratch);
        scratch = grown;
      }
      scratch[length++] = value;
    },
    digest(head: string) {
      return createHash('sha1').update(head).update(scratch.subarray(0, length)).digest('base64url');
    },
  };
}

export interface FileVersion {
  fingerprint: string;
  /** When the file was first seen with this text: the start of the read that gave it. */
  changedAt: number;
}

/**
 * What this instance has seen of each file: a file whose fingerprint differs from the last read's (or
 * that is new) changed at the new read's start. An instance knows nothing before its first read, so
 * that read counts every file as changed then: `_since` gives too much rather than too little, which
 * the standard allows (a client must take a full set).
 */
export interface VersionBook {
  versions(at: number, fingerprints: ReadonlyMap<string, string>): Map<string, FileVersion>;
}

export function createVersionBook(): VersionBook {
  let last: { at: number; files: Map<string, FileVersion> } | null = null;
  return {
    versions(at, fingerprints) {
      const out = new Map<string, FileVersion>();
      for (const [path, fingerprint] of fingerprints) {
        const before = last?.files.get(path);
        out.set(path, before?.fingerprint === fingerprint ? before : { fingerprint, changedAt: at });
      }
      // A read older than the last one recorded (its versions asked late) is answered, not recorded.
      if (!last || last.at <= at) last = { at, files: out };
      return out;
    },
  };
}
