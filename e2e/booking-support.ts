/** What the booking and offline specs share: a doctor whose schedule has free times to book. */
export interface DoctorRow {
  id: number;
  fullName: string;
  availability: number;
  clinicIds: number[];
}

/** A doctor of clinic 1 booked directly (availability 1) who has free times in the next 4 days. */
export async function bookableDoctor(url: string): Promise<DoctorRow> {
  const { doctors } = (await (await fetch(`${url}/api/clinics/doctors/list`)).json()) as {
    doctors: DoctorRow[];
  };
  const today = new Date().toISOString().slice(0, 10);
  for (const doctor of doctors.filter((row) => row.availability === 1 && row.clinicIds.includes(1))) {
    const answer = await fetch(`${url}/api/clinics/1/doctors-schedule`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ doctorIds: [doctor.id], entryTypeId: null, date: today }),
    });
    const { days } = (await answer.json()) as { days: { recordingPoints: Record<string, number[]> }[] };
    if (days.some((day) => Object.keys(day.recordingPoints).length > 1)) return doctor;
  }
  throw new Error('no bookable doctor with free times in clinic 1');
}
