/**
 * scripts/generate-network.ts: a small network of each shape passes the import's own checks, loads into
 * SQLite, and is the same bytes on every run.
 */
import { describe, expect, it } from 'vitest';
import { generateNetwork, type NetworkShape, networkText, SHAPES } from '../../scripts/generate-network';
import { checkNetworkFile } from '../../server/import/check-network';
import { readPictures } from '../../server/import/picture-files';
import { writeNetwork } from '../../server/import/write-network';
import { openMigratedDatabase } from '../server/harness';

const SMALL = {
  wide: { clinics: 3 },
  deep: { clinics: 3, doctorsPerClinic: 30, servicesPerClinic: 60, categoriesPerClinic: 5 },
} as const;

const small = (shape: NetworkShape) => networkText(generateNetwork({ shape, ...SMALL[shape] }));

describe.each(['wide', 'deep'] as const)('the %s network generator', (shape) => {
  it('writes a file the import accepts, with every doctor Monday to Saturday', () => {
    // As the import reads it: parsed from the text.
    const checked = checkNetworkFile(JSON.parse(small(shape)));
    if (!checked.ok) expect.fail(checked.error.slice(0, 20).join('\n'));
    const { value: file } = checked;
    expect(readPictures(file, '.').errors).toEqual([]);

    expect(file.clinics).toHaveLength(3);
    const staff = new Map<number, number>();
    for (const doctor of file.doctors) for (const c of doctor.clinics) staff.set(c, (staff.get(c) ?? 0) + 1);
    const perClinic = shape === 'wide' ? SHAPES.wide.doctorsPerClinic : SMALL.deep.doctorsPerClinic;
    expect([...staff.values()]).toEqual([perClinic, perClinic, perClinic]);
    for (const doctor of file.doctors) {
      expect(new Set(doctor.hours.map((h) => h.weekday))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    }
    // Every service has a doctor.
    const offered = new Set(file.doctors.flatMap((doctor) => doctor.services));
    expect(file.services.every((service) => offered.has(service.id))).toBe(true);
    if (shape === 'deep') expect(file.doctors.some((doctor) => doctor.clinics.length === 3)).toBe(true);
  });

  it('gives the same bytes on every run, and other bytes for another seed', () => {
    expect(small(shape)).toBe(small(shape));
    expect(networkText(generateNetwork({ shape, ...SMALL[shape], seed: 7 }))).not.toBe(small(shape));
  });

  it('loads into SQLite', async () => {
    const database = await openMigratedDatabase('sqlite');
    try {
      const checked = checkNetworkFile(JSON.parse(small(shape)));
      if (!checked.ok) throw new Error(checked.error.join('\n'));
      const { pictures } = readPictures(checked.value, '.');
      const summary = await writeNetwork(database.db, checked.value, pictures);
      expect(summary.written).toMatchObject({
        clinics: 3,
        services: checked.value.services.length,
        doctors: checked.value.doctors.length,
      });
      const hours = await database.db
        .selectFrom('doctor_working_hours')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(hours.n)).toBe(checked.value.doctors.reduce((n, doctor) => n + doctor.hours.length, 0));
    } finally {
      await database.close();
    }
  });
});
