/**
 * When a screen throws (a bug, or no IndexedDB at all): a translated message and a reload, in place of
 * the whole shell. Like react-router's own route error boundary, it clears on the next navigation.
 */
import { Button, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from '../i18n';
import { type Location, useLocation } from 'react-router-dom';
import { forgetFailedParts } from './lazy-part';

const useStyles = makeStyles({
  box: { maxWidth: '500px', margin: '48px auto', padding: '0 16px', display: 'grid', gap: '12px' },
  heading: { margin: 0, fontSize: theme.fontSizeBase500 },
});

export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const styles = useStyles();
  useEffect(() => {
    console.error('[priyom] screen failed', error);
    // A screen whose chunk failed loads anew on the next navigation to it.
    forgetFailedParts();
  }, [error]);
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.heading}>{t('errors.screenFailed')}</h1>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  failed: boolean;
  error: unknown;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A navigation gives the screens another chance.
    return props.location === state.location
      ? null
      : { location: props.location, failed: false, error: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
