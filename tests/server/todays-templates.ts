/**
 * The run's template databases (template-databases-setup.ts), when the run has them and they were seeded
 * on the clinic's present day: the seed dates its data by that day, so a copy made after midnight would
 * hold yesterday's demo. null: the caller migrates and seeds its own.
 */
import { inject } from 'vitest';
import { seedDay } from '../../server/seed/seed-day';
import type { TemplateDatabases } from './template-databases-setup';

export function todaysTemplates(): TemplateDatabases | null {
  const templates = inject('templateDatabases');
  return templates && templates.day === seedDay() ? templates : null;
}
