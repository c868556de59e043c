/**
 * A doctor's or a service's page, the service categories and a services list carry their data
 * (src/api/first-page-embed.ts): the API's own answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FIRST_PAGE_ELEMENT_ID, FirstPageSchema } from '../../src/api/first-page-embed';
import { SERVER_PAGE_SIZE } from '../../src/api/first-page-services';
import { DIALECTS, openTestApp, type TestApp } from './harness';

function embedded(page: string) {
  const text = new RegExp(
    `<script id="${FIRST_PAGE_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(page)?.[1];
  if (!text) return null;
  try {
    return v.parse(FirstPageSchema, JSON.parse(text));
  } catch {
    return null;
  }
}

describe.each(DIALECTS)('index.html with the first page on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });
  const html = async (path: string) =>
    (await t.app.request(path, { headers: { accept: 'text/html' } })).text();
  const api = async (path: string) => (await t.app.request(`/api${path}`)).json();

  it('a doctor page carries its clinic’s doctors and the doctor’s first range, as the API answers them', async () => {
    const first = embedded(await html('/clinic/1/doctor/1'));
    const { doctors } = (await (await t.app.request('/api/clinics/doctors/list')).json()) as {
      doctors: Array<{ clinicIds: number[] }>;
    };
    const ofClinic = doctors.filter((doctor) => doctor.clinicIds.includes(1));
    expect(ofClinic.length).toBeLessThan(doctors.length);
    expect(first?.doctors).toEqual(ofClinic);
    expect(first?.doctorsOf).toBe(1);
    // The clinic's doctors page and a service's page: the same clinic's rows, not the network's.
    expect(embedded(await html('/clinic/2/doctors'))?.doctors).toEqual(
      doctors.filter((doctor) => doctor.clinicIds.includes(2)),
    );
    expect(embedded(await html('/clinic/1/service/72'))).toMatchObject({ doctors: ofClinic, doctorsOf: 1 });
    expect(first?.schedule).toMatchObject({ clinicId: 1, doctorIds: [1], entryTypeId: null });
    const answer = await t.app.request('/api/clinics/1/doctors-schedule', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ doctorIds: [1], entryTypeId: null, date: first?.schedule?.date }),
    });
    expect(first?.schedule?.days).toEqual(await answer.json());
  });

  it('a service page carries the service; an unknown one and other pages carry nothing', async () => {
    const first = embedded(await html('/clinic/1/service/72'));
    expect(first?.service).toEqual({
      clinicId: 1,
      service: await (await t.app.request('/api/clinics/1/service/72')).json(),
    });
    expect(first?.schedule).toMatchObject({ clinicId: 1, doctorIds: [], entryTypeId: 72 });
    expect(embedded(await html('/clinic/1/service/999999'))).toBeNull();
    expect(embedded(await html('/clinic/1/menu'))).toBeNull();
  });

  it('the service categories carry the clinic’s categories as the API answers them', async () => {
    const first = embedded(await html('/clinic/1/services'));
    const categories = await api('/clinics/1/service-categories/list');
    expect(first?.serviceCategories).toEqual({ clinicId: 1, categories });
    expect(first?.servicePage).toBeUndefined();
  });

  it('a services list carries its first page at the server’s size and the categories that head it', async () => {
    const first = embedded(await html('/clinic/1/services/101'));
    const query = `offset=0&limit=${SERVER_PAGE_SIZE}&categoryId=101`;
    const services = await api(`/clinics/1/services/list?${query}`);
    expect(first?.servicePage).toEqual({
      clinicId: 1,
      categoryId: 101,
      limit: SERVER_PAGE_SIZE,
      services,
    });
    expect(first?.serviceCategories?.clinicId).toBe(1);
    const all = embedded(await html('/clinic/1/services/all'));
    expect(all?.servicePage).toMatchObject({ clinicId: 1, categoryId: null, limit: SERVER_PAGE_SIZE });
    expect(all?.servicePage?.services).toHaveLength(SERVER_PAGE_SIZE);
    expect(embedded(await html('/clinic/999/services/101'))).toBeNull();
  });
});
