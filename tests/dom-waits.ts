/**
 * How long the DOM tests' findBy and waitFor wait. Testing Library's default is one second, and a
 * screen's first render in a test file imports its lazy chunk: on a loaded machine (CI runs the build,
 * lint and the type-check beside the suites on two cores) that took longer, and tests that wait for a
 * screen failed with nothing wrong but the wait. A test whose screen never shows still fails, later.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
