/**
 * The doctors a page brought (src/app/state/first-page.ts), as the doctors view answers them: the
 * network's list serves the network's view whole and a clinic's view with the doctors who work there;
 * one clinic's doctors serve only that clinic's, since the service worker may answer another
 * route with this page, whose screen would otherwise show an empty or a wrong list until the worker answers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedDoctorsView, provideFirstPage } from '../../src/app/state/first-page';
import { testDoctor } from './support/doctor';

const doctors = [testDoctor({ id: 1, clinicIds: [1] })];
const network = [
  testDoctor({ id: 1, clinicIds: [1] }),
  testDoctor({ id: 2, clinicIds: [2, 1] }),
  testDoctor({ id: 3, clinicIds: [2] }),
];

describe('embeddedDoctorsView', () => {
  afterEach(() => provideFirstPage(null));

  it("offers one clinic's doctors to that clinic's screens only", () => {
    provideFirstPage({ at: 5, doctors, doctorsOf: 1 });
    expect(embeddedDoctorsView(1)?.data).toEqual(doctors);
    expect(embeddedDoctorsView(2)).toBeUndefined();
    expect(embeddedDoctorsView(null)).toBeUndefined();
  });

  it("offers the network's list whole to the network's view and in part to a clinic's", () => {
    provideFirstPage({ at: 5, doctors: network });
    expect(embeddedDoctorsView(null)?.data).toEqual(network);
    expect(embeddedDoctorsView(null)?.updatedAt).toBe(5);
    expect(embeddedDoctorsView(2)?.data?.map((doctor) => doctor.id)).toEqual([2, 3]);
    expect(embeddedDoctorsView(1)?.data?.map((doctor) => doctor.id)).toEqual([1, 2]);
    expect(embeddedDoctorsView(4)?.data).toEqual([]);
  });
});
