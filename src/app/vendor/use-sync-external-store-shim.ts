/**
 * What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. @preact/signals-react
 * imports the shim (CommonJS, for React 17); vite.config.ts points it here, which keeps the shim and
 * its CommonJS wrapper out of the start page's bundle.
 */
export { useSyncExternalStore } from 'react';
