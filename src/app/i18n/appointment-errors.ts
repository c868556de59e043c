/**
 * The appointment error keys (src/api/booking.ts), which several areas' calls answer with: booking,
 * cancelling or moving from the appointments list, confirming, moving or cancelling by a personal link, taking a held
 * waitlist offer. Each screen that makes one of those calls imports this module, so the words come with
 * its chunk and a refusal never shows as its bare key; kept out of any one area's strings so a link
 * screen does not carry the whole booking area for seven sentences.
 */
import { addAreaTranslations } from './areas';

addAreaTranslations({
  ru: {
    errors: {
      appointments: {
        you_must_select_the_service_that_will_be_provided: 'Выберите услугу, которую окажет специалист',
        recording_for_the_service_is_not_available: 'Запись на эту услугу недоступна',
        recording_point_not_available: 'Выбранное время записи уже недоступно',
        appointments_limit_exceeded_today: 'Лимит записей на сегодня исчерпан',
        appointment_has_been_deleted: 'Запись удалена администратором',
        appointment_status_changed_cancel_request_rejected: 'Статус записи изменился, отмена невозможна',
        appointment_status_changed_confirm_request_rejected:
          'Статус записи изменился, подтверждение невозможно',
        appointment_status_changed_move_request_rejected: 'Статус записи изменился, перенос невозможен',
        too_late_to_change_online: 'Отменить или перенести запись онлайн уже нельзя: позвоните в клинику',
      },
    },
  },
  'en-gb': {
    errors: {
      appointments: {
        you_must_select_the_service_that_will_be_provided: 'Select the service the specialist will provide',
        recording_for_the_service_is_not_available: 'Booking for this service is not available',
        recording_point_not_available: 'Selected recording time is no longer available',
        appointments_limit_exceeded_today: 'Limit of entries for today is exhausted',
        appointment_has_been_deleted: 'Appointment has been removed by the administrator',
        appointment_status_changed_cancel_request_rejected:
          'The appointment’s status changed: it cannot be cancelled',
        appointment_status_changed_confirm_request_rejected:
          'The appointment’s status changed: it cannot be confirmed',
        appointment_status_changed_move_request_rejected:
          'The appointment’s status changed: it cannot be moved',
        too_late_to_change_online: 'It is too late to cancel or move it online: please call the clinic',
      },
    },
  },
});
