/** What the schedule gives the waitlist's offer and its join dialog. */
import type { AskSuggestion } from './ask-rules';

export interface WaitlistAskProps {
  clinicId: number;
  serviceId: number | null;
  suggestion: AskSuggestion;
  /** The clinic's today: the first day that may be asked for. */
  today: string;
}
