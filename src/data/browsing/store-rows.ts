/**
 * The schema fields every per-clinic list row shares: `{clinicId}:{id}` as key, the clinic, and the
 * position in that clinic's last answer (indexed with the clinic, so a clinic's rows come sorted).
 */
export const clinicRowProperties = {
  id: { type: 'string', maxLength: 40 },
  clinicId: { type: 'integer', minimum: 1, maximum: 1_000_000_000, multipleOf: 1 },
  order: { type: 'integer', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
} as const;
export const clinicRowIndexes = [['clinicId', 'order']];
