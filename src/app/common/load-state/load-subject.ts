/** What a screen loads, named in its load-state wording and on its refresh button. */
import type { Resources } from '../../i18n/ru';

export type LoadSubject = keyof Resources['common']['subjects'];
