/**
 * Where a lazy part (./lazy-part.ts) is shown: Suspense while its chunk loads and, should the chunk
 * still fail after its retries, a short message with a retry in the part's place — the rest of the
 * page keeps working, where an error thrown past this point would reach the app-wide error screen.
 * The retry mounts the part again, which loads its chunk anew.
 */
import { Button, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from '../i18n';
import { forgetFailedParts } from './lazy-part';

const useStyles = makeStyles({
  box: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px',
    color: theme.colorNeutralForeground1,
  },
});

function PartFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  useEffect(() => console.error('[priyom] a part of the page failed to load', error), [error]);
  return (
    <span className={styles.box} role="alert" data-testid="part-failed">
      {t('errors.partFailed')}
      <Button size="small" onClick={retry} data-testid="part-retry">
        {t('errors.retryPart')}
      </Button>
    </span>
  );
}

interface State {
  error: unknown;
  failed: boolean;
  attempt: number;
}

export class LazyBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { error: null, failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  private readonly retry = () => {
    forgetFailedParts();
    this.setState((state) => ({ error: null, failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return <PartFailed error={this.state.error} retry={this.retry} />;
    return (
      <Suspense key={this.state.attempt} fallback={this.props.fallback ?? null}>
        {this.props.children}
      </Suspense>
    );
  }
}
