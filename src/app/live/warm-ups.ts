/**
 * What a screen's first render would build the first time, built ahead in a task of its own: the
 * page's first Intl formatter of a kind loads its locale or zone data (the clinic's time zone for the
 * free times; the price format for a services list), and inside the render it
 * lengthened the page's longest task. A screen's module names the ones it needs (`warmUps`); the router
 * runs them, each in a task, after the screen's chunk has loaded.
 */
import { preparePriceFormat } from '../../domain/browsing-lists';
import { FALLBACK_TIME_ZONE, prepareTimeZone } from '../../domain/time-zone';
import { i18n } from '../i18n';
import { embeddedConfiguration } from '../state/configuration';

export const warmClinicTimeZone = (): void =>
  prepareTimeZone(embeddedConfiguration.value?.timeZone ?? FALLBACK_TIME_ZONE);

export const warmPriceFormat = (): void => preparePriceFormat(i18n.language);
