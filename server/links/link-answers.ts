/** What the link calls share: the doctor's display name and the answers of a link that leads nowhere. */
import { errorBody, linkErrorKeys } from '../../src/api';

/** The doctor's name columns, for a query joined with doctors. */
export const DOCTOR_NAME = ['doctors.surname', 'doctors.name', 'doctors.second_name'] as const;

export const doctorFullName = (row: { surname: string; name: string; second_name: string | null }) =>
  [row.surname, row.name, row.second_name].filter(Boolean).join(' ');

export const outdatedBody = () => errorBody({ unexpectedErrors: [], formErrors: [linkErrorKeys.outdated] });

export const feedbackGoneBody = () =>
  errorBody({
    unexpectedErrors: [],
    formErrors: [],
    createClientFeedbackErrors: [linkErrorKeys.feedbackNotAvailable],
  });
