/** The accounts limits; the spec leaves the hourly value unsaid, these are ours. */
export interface AccountLimits {
  /** How long a code may be used. */
  codeTtlMs: number;
  /** Wrong tries a code survives (at most 5, so a 4-digit code resists guessing). */
  codeAttempts: number;
  /** Codes sent per phone per clock hour. */
  messagesPerPhonePerHour: number;
  /** Codes sent per client address per clock hour. */
  messagesPerAddressPerHour: number;
  /** Failed logins per phone per clock hour before login answers 429 (guessing passwords online). */
  failedLoginsPerPhonePerHour: number;
  /** Failed logins per client address per clock hour. */
  failedLoginsPerAddressPerHour: number;
  /**
   * Wrong codes per phone over 24 hours. With 4-digit codes (the spec's), 5 tries a code and 5 codes
   * an hour, a patient's account could otherwise take ~600 guesses a day (about 6 % to break it).
   */
  failedCodeChecksPerPhonePerDay: number;
  /** Answers that say whether a phone has an account (registration, recovery) per address per hour. */
  phoneLookupsPerAddressPerHour: number;
}

export const DEFAULT_LIMITS: AccountLimits = {
  codeTtlMs: 5 * 60_000,
  codeAttempts: 5,
  messagesPerPhonePerHour: 5,
  messagesPerAddressPerHour: 20,
  failedLoginsPerPhonePerHour: 10,
  failedLoginsPerAddressPerHour: 30,
  failedCodeChecksPerPhonePerDay: 20,
  phoneLookupsPerAddressPerHour: 30,
};
