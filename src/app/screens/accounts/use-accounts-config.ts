/**
 * What the accounts forms read from the configuration: the code buttons, the wait
 * between code requests, the country for masks and dial code, and the agreement texts and rule. Without
 * a configuration (the spec's empty context) no transport is offered and no agreement is asked.
 */
import type { Configuration } from '../../../api/configuration';
import { type CodeButton, codeButtons } from '../../../domain/code-transports';
import { dialCodeOf } from '../../../domain/phone-digits';
import { useConfiguration } from '../../live/use-configuration';

export interface AccountsConfig {
  buttons: CodeButton[];
  waitingTime: number;
  alpha2: string | undefined;
  dialCode: string;
  mustAgree: boolean;
  hasLicence: boolean;
  hasPrivacy: boolean;
}

export function accountsConfig(configuration: Configuration | null): AccountsConfig {
  return {
    buttons: configuration ? codeButtons(configuration) : [],
    waitingTime: configuration?.waitingTime ?? 0,
    alpha2: configuration?.alpha2,
    dialCode: dialCodeOf(configuration?.alpha2),
    mustAgree: configuration?.userMustCheckBoxToAgreeToPrivacyPolicy ?? false,
    hasLicence: Boolean(configuration?.endUserLicenseAgreement),
    hasPrivacy: Boolean(configuration?.privacyPolicy),
  };
}

export function useAccountsConfig(): AccountsConfig {
  return accountsConfig(useConfiguration());
}
