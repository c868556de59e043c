/**
 * The clinic's day the demo seed dates its data by (appointments and results so many days from today):
 * a copy of a seeded database stands for a fresh seed only on the day it was seeded.
 */
import { localMoment } from '../../src/domain/time-zone';
import { DEMO_CONFIGURATION } from './demo-configuration';

export const seedDay = (): string => localMoment(Date.now(), DEMO_CONFIGURATION.timeZone).date;
