/**
 * The code part of registration and recovery: the transport buttons by
 * descending priority ('or' between, the first primary), 'Retry' on the one used, the shared countdown
 * ('Wait N seconds', buttons disabled), and, once a request has succeeded, the code field (for a flash
 * call, the calling number's last four digits).
 */
import { Button, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { spokenOnly } from '../../common/spoken-only';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { runtimeKey, useTranslation } from '../../i18n';
import type { ConfirmationCodeType } from '../../../api/accounts';
import { type CodeTransport, CODE_INPUT_LIMIT, codeRules, phoneRules } from '../../../domain/account-rules';
import { useAccountCommands } from '../../live/session';
import type { ErrorEntry } from '../../shell/ErrorList';
import { startCountdown, startServerCountdown, useCodeCountdown } from './code-countdown';
import { bindField, serverErrors } from './field-rules';
import { TextField } from './fields';
import { focusIfLost } from './focus-if-lost';
import { type CodeForm, patch, sameForms } from './forms-state';
import type { AccountsConfig } from './use-accounts-config';

const isTooEarly = (entry: ErrorEntry) =>
  (typeof entry === 'string' ? entry : entry.key).endsWith('.request_timeout');

const useStyles = makeStyles({
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px',
  },
  legend: { padding: 0, marginBottom: '8px', fontWeight: theme.fontWeightSemibold },
  buttons: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  or: { color: theme.colorNeutralForeground3 },
  wait: { margin: 0, color: theme.colorNeutralForeground3 },
  // Read by a screen reader, not shown: the visible countdown says the same every second.
  spoken: spokenOnly,
  error: { margin: 0, color: theme.colorPaletteRedForeground1 },
});

export function CodeSection({
  form,
  type,
  config,
  blocked,
  onCodeChange,
}: {
  form: { value: CodeForm };
  type: ConfirmationCodeType;
  config: AccountsConfig;
  /** Other fields the request needs are invalid (the surname, for registration). */
  blocked: boolean;
  onCodeChange?: (code: string) => void;
}) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const commands = useAccountCommands();
  const { secondsLeft, until } = useCodeCountdown(config.waitingTime);
  // The wait is said once, when it starts: a live text that changed every second was read every
  // second for as long as the wait lasts (up to a quarter of an hour), over the code being typed.
  const waiting = secondsLeft > 0;
  const [spokenWait, setSpokenWait] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new wait and its end are spoken, not each second
  useEffect(() => {
    setSpokenWait(waiting ? t('accounts.code.wait', { count: secondsLeft }) : '');
  }, [until, waiting]);
  const state = form.value;
  const phoneValid = phoneRules(state.phone.value).length === 0;
  const disabled = !phoneValid || blocked || state.codePending || secondsLeft > 0;

  const request = async (transport: CodeTransport) => {
    const phone = state.phone.value;
    patch(form, { codePending: true, formErrors: [] });
    const open = sameForms();
    const result = await commands.sendCode({ phone, type, transport });
    if (result.ok) {
      startCountdown(config.waitingTime);
      // The code went out whatever the patient did meanwhile (the wait above holds); the form it was
      // asked from is gone if they left the panel.
      if (!open()) return;
      // The transport is taken only once a code is on its way: a refused request shows no code field.
      patch(form, {
        transport,
        codePending: false,
        sentTo: phone,
        codeRequestId: result.value.codeRequestId,
        code: { value: '', errors: null },
      });
    } else {
      let errors = serverErrors(result.error.errors, ['phone'], { waitingTime: config.waitingTime });
      // Too early (a code was asked for on another device or tab): the live countdown from the server's
      // remaining wait replaces the fixed "wait N seconds", which would name the full wait and go stale.
      if (errors.some(isTooEarly) && startServerCountdown(result.error.retryAfter)) {
        errors = errors.filter((entry) => !isTooEarly(entry));
      }
      if (open()) patch(form, { codePending: false, formErrors: errors });
    }
  };

  // A code on its way: its field takes the focus the pressed button, now waiting, gave up.
  const codeRef = useRef<HTMLInputElement>(null);
  const codeRequestId = state.codeRequestId;
  useEffect(() => {
    if (codeRequestId !== null) focusIfLost(codeRef.current);
  }, [codeRequestId]);

  const transport = state.transport;
  const code = bindField(
    () => form.value.code,
    (field) => patch(form, { code: field }),
    (value) => codeRules(value, transport),
  );
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('accounts.code.heading')}</legend>
        {config.buttons.map((button) => (
          <span key={button.transport} className={styles.buttons}>
            {button.orBefore && <span className={styles.or}>{t('accounts.code.or')}</span>}
            <Button
              appearance={button.primary ? 'primary' : 'outline'}
              disabledFocusable={disabled}
              data-testid={`code-${button.transport}`}
              onClick={() => void request(button.transport)}
            >
              {state.sentTo !== null && transport === button.transport
                ? t('accounts.code.retry')
                : t(`accounts.code.${button.transport}`)}
            </Button>
          </span>
        ))}
      </fieldset>
      <p className={styles.wait} data-testid="code-wait">
        {secondsLeft > 0 ? t('accounts.code.wait', { count: secondsLeft }) : ''}
      </p>
      <p className={styles.spoken} aria-live="polite" data-testid="code-wait-spoken">
        {spokenWait}
      </p>
      {transport === null && state.code.errors?.length ? (
        // No code field yet: 'choose a transport' shows under the buttons.
        <p className={styles.error} role="alert" data-testid="code-transport-error">
          {state.code.errors.map((error) => t(runtimeKey(error.key))).join(' ')}
        </p>
      ) : null}
      {transport !== null && state.sentTo !== null && (
        <TextField
          {...code}
          label={t(transport === 'flash_call' ? 'accounts.fields.codeFlashCall' : 'accounts.fields.code')}
          maxLength={CODE_INPUT_LIMIT}
          inputMode="numeric"
          autoComplete="one-time-code"
          testId="code"
          inputRef={codeRef}
          required
          onChange={(value) => {
            code.onChange(value);
            onCodeChange?.(value);
          }}
        />
      )}
    </>
  );
}
