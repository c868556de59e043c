/**
 * Registration and recovery survive a reload of the tab: the stage, the chosen transport, the phone the
 * code went to and what was typed (never a password) are kept in this tab's session storage, as the
 * router's state is, so the code field and its countdown (kept apart, in local storage) come back where
 * they were instead of stranding the user until the countdown ends.
 */
import type { CodeTransport } from '../../../domain/account-rules';
import { readJson, STORAGE_KEYS, sessionStore, writeJson } from '../../state/storage';

export interface SavedCode {
  phone: string;
  code: string;
  transport: CodeTransport | null;
  sentTo: string | null;
  /** The id the server gave with the code: the check must bring it back (an old value finds no code). */
  codeRequestId: string | null;
  stage: 1 | 2;
}
export interface SavedForms {
  active: 'login' | 'registration' | 'recovery';
  registration: SavedCode & { name: string; surname: string; agreed: boolean };
  recovery: SavedCode;
}

const TRANSPORTS: readonly string[] = ['sms', 'whatsapp', 'flash_call'];
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readCode(raw: unknown): SavedCode | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const transport = TRANSPORTS.includes(text(value.transport)) ? (value.transport as CodeTransport) : null;
  const sentTo = typeof value.sentTo === 'string' ? value.sentTo : null;
  return {
    phone: text(value.phone),
    code: text(value.code),
    // A transport without the phone its code went to (or the reverse) is no code on its way.
    transport: sentTo === null ? null : transport,
    sentTo: transport === null ? null : sentTo,
    codeRequestId: transport !== null && typeof value.codeRequestId === 'string' ? value.codeRequestId : null,
    stage: value.stage === 2 ? 2 : 1,
  };
}

/** What this tab kept, checked field by field; null when nothing (readable) was kept. */
export function readSavedForms(): SavedForms | null {
  const raw = readJson(sessionStore(), STORAGE_KEYS.accountForms);
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const registration = readCode(value.registration);
  const recovery = readCode(value.recovery);
  if (!registration || !recovery) return null;
  const extra = value.registration as Record<string, unknown>;
  const active = value.active === 'registration' || value.active === 'recovery' ? value.active : 'login';
  return {
    active,
    registration: {
      ...registration,
      name: text(extra.name),
      surname: text(extra.surname),
      agreed: extra.agreed === true,
    },
    recovery,
  };
}

export function saveForms(saved: SavedForms): void {
  writeJson(sessionStore(), STORAGE_KEYS.accountForms, saved);
}
