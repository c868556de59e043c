/** A doctor of clinic 1 with a description, from the server's own list: their page has an 'about' dialog. */
import { expect } from '@playwright/test';
import type { RunningServer } from './harness';

export async function describedDoctorId(server: RunningServer): Promise<number> {
  const { doctors } = (await (await fetch(`${server.url}/api/clinics/doctors/list`)).json()) as {
    doctors: {
      id: number;
      availability: number;
      clinicIds: number[];
      informationAboutDoctor: string | null;
    }[];
  };
  const described = doctors.find(
    (doctor) => doctor.informationAboutDoctor && doctor.availability === 1 && doctor.clinicIds.includes(1),
  );
  expect(described, 'a described doctor of clinic 1').toBeDefined();
  return described!.id;
}
