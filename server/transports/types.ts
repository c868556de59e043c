/**
 * Code delivery behind one interface: sms, whatsapp and flash_call. A transport
 * is handed the 4-digit code the server drew and answers the code the patient will actually see: the
 * same code for a message; for a flash call the last four digits of the number that called, which is
 * what the patient types.
 */
import type { ConfirmationCodeType, Result, Transport } from '../../src/api';

export interface CodeDelivery {
  /** Digits only. */
  phone: string;
  type: ConfirmationCodeType;
  code: string;
}

/**
 * The code the patient will see, or why it was not sent: sending_error, not delivered; timeout_error,
 * WhatsApp only, the provider gave up. The reason becomes the patient's error list in auth/codes.ts.
 */
export type DeliveryResult = Result<string, 'sending_error' | 'timeout_error'>;

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

/** What the dev outbox (outbox.ts) kept of one "sent" code. */
export interface OutboxMessage {
  transport: Transport;
  type: ConfirmationCodeType;
  code: string;
  callerNumber: string | null;
  sentAt: string;
}

/** A text message "sent" (a reminder with its link). */
export interface OutboxText {
  transport: Transport;
  text: string;
  sentAt: string;
}

export interface Outbox {
  read(phone: string): OutboxMessage[];
  readTexts(phone: string): OutboxText[];
}
