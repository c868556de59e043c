/**
 * The doctors a page brought (src/app/state/first-page.ts): the network's list serves any clinic's
 * screen; one clinic's doctors serve only that clinic's, since the service worker may answer another
 * route with this page, whose screen would otherwise show an empty or a wrong list until the worker answers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedDoctorsView, provideFirstPage } from '../../src/app/state/first-page';
import { testDoctor } from './support/doctor';

const doctors = [testDoctor({ id: 1, clinicIds: [1] })];

describe('embeddedDoctorsView', () => {
  afterEach(() => provideFirstPage(null));

  it("offers one clinic's doctors to that clinic's screens only", () => {
    provideFirstPage({ at: 5, doctors, doctorsOf: 1 });
    expect(embeddedDoctorsView(1)?.data).toEqual(doctors);
    expect(embeddedDoctorsView(2)).toBeUndefined();
    expect(embeddedDoctorsView(null)).toBeUndefined();
  });

  it("offers the network's list to every screen", () => {
    provideFirstPage({ at: 5, doctors });
    expect(embeddedDoctorsView(2)?.data).toEqual(doctors);
    expect(embeddedDoctorsView(null)?.updatedAt).toBe(5);
  });
});
