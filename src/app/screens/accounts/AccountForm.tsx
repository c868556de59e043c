/**
 * The frame of each authorization form: a <form> named by its heading, the general error list above the
 * fields (one entry dismissed per click), and Enter's implicit submit routed to `onSubmit`.
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { type ReactNode, useId } from 'react';
import { type ErrorEntry, ErrorList } from '../../shell/ErrorList';
import { withoutEntry } from './field-rules';

const useStyles = makeStyles({
  form: { display: 'grid', gap: '12px' },
  heading: { margin: 0, fontSize: theme.fontSizeBase400, fontWeight: theme.fontWeightSemibold },
});

export function AccountForm({
  heading,
  errors,
  onErrorsChange,
  onSubmit,
  children,
}: {
  heading: string;
  errors: readonly ErrorEntry[];
  onErrorsChange: (errors: ErrorEntry[]) => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  const id = useId();
  return (
    <form
      className={styles.form}
      aria-labelledby={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ErrorList errors={errors} onRemove={(_, index) => onErrorsChange(withoutEntry(errors, index))} />
      {children}
    </form>
  );
}
