/** Renders the app's router (or a stand-in) at a path and hands back a probe into the router. */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { AppRouter } from '../../../src/app/routes/router';

/** What a test reads and drives: the router's location and last action, and navigate(). */
export interface RouterProbe {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

export function renderAt(path: string, extra?: ReactNode): RouterProbe {
  const probe = {} as RouterProbe;
  function Probe() {
    probe.state = { location: useLocation(), historyAction: useNavigationType() };
    probe.navigate = useNavigate();
    return null;
  }
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        {extra ?? <AppRouter />}
      </MemoryRouter>
    </FluentProvider>,
  );
  return probe;
}
