/**
 * The last line: anything that throws outside the routes' own boundary (RouteError) — the theme, the
 * router — shows a translated message and a reload instead of a blank page. It sits above the
 * FluentProvider, so it uses plain elements and inline styles only.
 */
import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from '../i18n';

export function AppError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => console.error('[priyom] the app failed', error), [error]);
  return (
    <div
      role="alert"
      data-testid="app-error"
      style={{
        maxWidth: '500px',
        margin: '48px auto',
        padding: '0 16px',
        display: 'grid',
        gap: '12px',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1 style={{ margin: 0, fontSize: '20px' }}>{t('errors.appFailed')}</h1>
      <button
        type="button"
        style={{ justifySelf: 'start', padding: '8px 16px', font: 'inherit', cursor: 'pointer' }}
        onClick={() => window.location.reload()}
      >
        {t('errors.reload')}
      </button>
    </div>
  );
}

interface State {
  failed: boolean;
  error: unknown;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <AppError error={this.state.error} /> : this.props.children;
  }
}
