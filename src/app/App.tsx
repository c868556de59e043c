/**
 * The root component: the Fluent theme from the clinic network's colour scheme around the router, all
 * behind the app's last error boundary (a blank page is never the answer).
 */
import { FluentProvider } from '@fluentui/react-components';
import { useRenderer_unstable as useRenderer } from '@griffel/react';
import { type ComponentType, type ReactNode, useEffect, useLayoutEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { resolveColourScheme } from '../domain/colour-scheme';
import { AppRouter } from './routes/router';
import { AppErrorBoundary } from './shell/AppErrorBoundary';
import { useConfiguration } from './live/use-configuration';
import { schemeVariables, themeFor } from './theme/theme';
import { insertWaitingStyles } from './theme/waiting-styles';
// The schedule's time buttons are drawn by the server before their chunk loads: their sheet is the page's.
import './common/time-button-styles';

type RouterComponent = ComponentType<{ children: ReactNode }>;

interface AppProps {
  /** The browser's router, or the server's, which draws one address. */
  Router?: RouterComponent;
  /**
   * Called once after the first commit (hydrating, when the server drew the page), when every part has
   * run its effects: the signals the screens read are followed from then on.
   */
  onMounted?: () => void;
}

export function App({ Router = BrowserRouter, onMounted }: AppProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit.
  useEffect(() => onMounted?.(), []);
  return (
    <AppErrorBoundary>
      <ThemedApp Router={Router} />
    </AppErrorBoundary>
  );
}

function ThemedApp({ Router }: { Router: RouterComponent }) {
  const configuration = useConfiguration();
  // The view re-emits equal objects; key the memo on content, not identity.
  const schemeKey = JSON.stringify(configuration?.colourScheme ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: schemeKey stands for the scheme's content.
  const scheme = useMemo(() => resolveColourScheme(configuration?.colourScheme), [schemeKey]);
  const theme = useMemo(() => themeFor(scheme), [scheme]);

  useLayoutEffect(() => {
    // On :root, before the first paint, so the shell, portals (drawer, popovers) and the browser
    // chrome all see the scheme. (No class or style on FluentProvider: Fluent copies its classes onto
    // every portal's mount node.)
    const root = document.documentElement;
    for (const [name, value] of Object.entries(schemeVariables(scheme))) root.style.setProperty(name, value);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', scheme.primaryColor);
  }, [scheme]);

  return (
    <FluentProvider theme={theme}>
      <FirstScreenStyles />
      <Router>
        <AppRouter />
      </Router>
    </FluentProvider>
  );
}

/**
 * The first screen's Fluent rules (./theme/waiting-styles.ts), put in during the first render: a
 * component of its own, so React's time-sliced render gives them a slice of their own rather than a
 * part of the commit. It renders nothing.
 */
function FirstScreenStyles() {
  insertWaitingStyles(useRenderer());
  return null;
}
