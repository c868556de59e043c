// @vitest-environment jsdom
/**
 * The header's buttons carry Fluent's restore-focus target attribute written out (so the start page need
 * not load tabster); it must stay what Fluent's own hook returns.
 */
import { FluentProvider, useRestoreFocusTarget, webLightTheme } from '@fluentui/react-components';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RESTORE_FOCUS_TARGET } from '../../src/app/shell/restore-focus';

describe('restore-focus target', () => {
  it("equals Fluent's useRestoreFocusTarget()", async () => {
    const { result, unmount } = renderHook(() => useRestoreFocusTarget(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <FluentProvider theme={webLightTheme}>{children}</FluentProvider>
      ),
    });
    expect(result.current).toEqual(RESTORE_FOCUS_TARGET);
    // Let tabster (created by the hook) see its mutations while jsdom is still there.
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
