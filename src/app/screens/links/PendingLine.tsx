/**
 * A line a link screen fills once it has looked its link up (the appointment's date and time, the
 * doctor): a stencil of one line's height, drawn by the server too (server/http/react-page.ts), so the
 * text takes the line without moving anything below it.
 */
import { makeStyles } from '@griffel/react';
import { spokenOnly } from '../../common/spoken-only';

const useStyles = makeStyles({
  stencil: {
    display: 'inline-block',
    height: '12px',
    verticalAlign: 'middle',
    borderRadius: '4px',
    backgroundColor: 'var(--colorNeutralStencil1)',
  },
  when: { width: '55%' },
  doctor: { width: '70%' },
  // Read by screen readers, out of the layout, so the frame keeps the painted page's boxes.
  spoken: spokenOnly,
});

/** `spoken`: what a screen reader hears while the line is pending (the stencil itself is silent). */
export function PendingLine({ width, spoken }: { width: 'when' | 'doctor'; spoken?: string }) {
  const styles = useStyles();
  return (
    <p data-testid="link-pending">
      <span className={`${styles.stencil} ${styles[width]}`} aria-hidden="true" />
      {spoken ? (
        <span role="status" className={styles.spoken}>
          {spoken}
        </span>
      ) : null}
    </p>
  );
}
