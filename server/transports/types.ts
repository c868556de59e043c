/**
 * Code delivery behind one interface (accounts spec §3, §8): sms, whatsapp and flash_call. A transport
 * is handed the 4-digit code the server drew and answers the code the patient will actually see: the
 * same code for a message; for a flash call the last four digits of the number that called, which is
 * what the patient types (§5).
 */
import type { ConfirmationCodeType, Transport } from '../../src/api';
import type { Outbox } from './outbox';

export interface CodeDelivery {
  /** Digits only. */
  phone: string;
  type: ConfirmationCodeType;
  code: string;
}

export type DeliveryResult =
  | { ok: true; code: string }
  /** sending_error: not delivered; timeout_error: WhatsApp only, the provider gave up (§8). */
  | { ok: false; error: 'sending_error' | 'timeout_error' };

export interface CodeTransport {
  readonly name: Transport;
  deliver(delivery: CodeDelivery): Promise<DeliveryResult>;
  /** A text message (reminders with links); absent where the channel carries no text (flash_call). */
  sendText?(phone: string, text: string): Promise<boolean>;
}

/** Places a call from a number whose last four digits are the code; answers the calling number. */
export type FlashCaller = (phone: string, code: string) => Promise<string | null>;
/** Sends one text message; answers false when the provider refused it. */
export type MessageSender = (phone: string, text: string) => Promise<boolean>;

export interface TransportSet {
  byName: Record<Transport, CodeTransport>;
  /** Present only while the dev outbox stands in for every transport (GET /api/dev/outbox). */
  outbox: Outbox | null;
}
