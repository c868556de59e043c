/**
 * The skeleton and the failure, as the chunk of their own they are built into, for the start page: its
 * clinics come in the page itself, so those two are seldom shown there, and their code then stays out of
 * the start page's bundle, which every visit pays for (the age line under the list shows on every visit:
 * it stays in). Screens that load later import ./load-state/NoDataYet directly.
 */
import { lazyNamed } from '../routes/lazy-part';

export const LazyNoDataYet = lazyNamed(() => import('./load-state/NoDataYet'), 'NoDataYet');
