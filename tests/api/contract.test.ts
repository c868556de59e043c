/**
 * The wire contract rejects malformed answers field by field, and accepts the well-formed one.
 * (The data worker relies on this: a rejected answer never reaches the local database.)
 */
import { describe, expect, test } from 'vitest';
import {
  ClinicSchema,
  ConfigurationSchema,
  ContractError,
  buildPath,
  getDoctorsSchedule,
  listAppointments,
  listClinics,
  listRelatedProtocols,
  listServiceCategories,
  listServiceResults,
  listServices,
  listSpecialties,
  OFFLINE_ERROR,
  mergeErrorLists,
  parseWith,
} from '../../src/api';
import { decodeEmbeddedConfiguration, encodeEmbeddedConfiguration } from '../../src/api/configuration-embed';
import { STATUS } from '../../src/domain/appointment-status';

const clinic = {
  id: 1,
  title: 'Клиника «Приём» на Невском',
  address: { city: 'Санкт-Петербург' },
  shortAddress: 'Невский пр., 88',
  email: 'nevsky@priyom-clinic.ru',
  phone1: '+7 (812) 555-12-34',
  phone2: null,
  notFormattedPhone1: '78125551234',
  notFormattedPhone2: null,
  site: 'https://priyom-clinic.ru',
  informationAboutClinic: 'Многопрофильная клиника.',
  logotypes: { thumb100: 'logo-1' },
  doctorsAvailable: true,
  servicesAvailable: true,
  showInformationAboutClinic: true,
  doctorsCount: 24,
  servicesCount: 186,
  specialtiesCount: 14,
  onlineRecordingCategoriesCount: 9,
};

const configuration = {
  serviceProtocolsAvailable: true,
  serviceAttachmentsAvailable: true,
  serviceResultsAvailable: true,
  currencySymbol: '₽',
  currencySymbolPosition: 'after',
  alpha2: 'RU',
  endUserLicenseAgreement: 'Текст соглашения',
  privacyPolicy: null,
  userMustCheckBoxToAgreeToPrivacyPolicy: true,
  availableTransports: { sms: true, whatsapp: false, flash_call: true },
  priorities: { sms: 3, whatsapp: 2, flash_call: 1 },
  waitingTime: 60,
  colourScheme: { partsColor: '#112233' },
  apiBase: '/api',
  timeZone: 'Europe/Moscow',
  videoConferenceDomain: 'meet.jit.si',
};

describe('Clinic', () => {
  test('a well-formed clinic passes', () => {
    expect(parseWith(ClinicSchema, clinic, 'clinic')).toEqual(clinic);
  });

  test.each([
    ['id as a string', { id: '1' }, 'id'],
    ['id zero', { id: 0 }, 'id'],
    ['fractional id', { id: 1.5 }, 'id'],
    ['empty title', { title: '' }, 'title'],
    ['address without city', { address: {} }, 'address.city'],
    ['a flag as 0/1', { doctorsAvailable: 1 }, 'doctorsAvailable'],
    ['a negative count', { servicesCount: -1 }, 'servicesCount'],
    ['logotypes not a map of strings', { logotypes: { thumb100: 7 } }, 'logotypes.thumb100'],
    ['e-mail missing (must be null, not absent)', { email: undefined }, 'email'],
  ])('rejects %s', (_, change, path) => {
    const broken = { ...clinic, ...change };
    expect(() => parseWith(ClinicSchema, broken, 'clinic')).toThrow(ContractError);
    try {
      parseWith(ClinicSchema, broken, 'clinic');
    } catch (error) {
      expect((error as ContractError).issues.join('\n')).toContain(`${path}:`);
    }
  });

  test('a contract error names the path and the expected shape, never the received value', () => {
    const secret = 'Иванова +79991234567 token-abc';
    try {
      parseWith(
        ClinicSchema,
        { ...clinic, title: 42, address: { city: 7 }, email: secret, id: secret },
        'clinic',
      );
      expect.unreachable('the value breaks the contract');
    } catch (error) {
      const text = `${(error as ContractError).message}\n${(error as ContractError).issues.join('\n')}`;
      expect(text).toContain('id: expected');
      expect(text).not.toContain(secret);
      expect(text).not.toContain('42');
      expect(text).not.toMatch(/Received/i);
    }
  });

  test('the list answer must be an object with a clinics array', () => {
    expect(() => parseWith(listClinics.answer, [clinic], 'list')).toThrow(ContractError);
    expect(parseWith(listClinics.answer, { clinics: [clinic] }, 'list').clinics).toHaveLength(1);
  });
});

/** A well-formed item of each list call's answer, keyed by the field that once wrapped its list. */
const listItems = {
  categories: [listServiceCategories, { id: 1, title: 'Анализы', description: '', servicesCount: 3 }],
  services: [listServices, { id: 2, title: 'Приём терапевта', price: 1500, doctorIds: [1] }],
  specialties: [
    listSpecialties,
    { specialtyId: 3, specialtyTitle: 'Терапевт', doctorsCount: 1, doctorIds: [1] },
  ],
  days: [getDoctorsSchedule, { date: '2030-01-08', recordingPoints: { '09:00': [1] } }],
  appointments: [
    listAppointments,
    {
      id: 4,
      date: '2030-01-08',
      time: '09:00',
      status: STATUS.NEED_APPROVAL,
      doctorId: 1,
      clinicId: 1,
      duration: 30,
      services: [],
      feedbackKey: null,
      clinic: { title: clinic.title, shortAddress: clinic.shortAddress },
      doctor: { fullName: 'Иванов Иван' },
    },
  ],
  results: [
    listServiceResults,
    {
      id: 5,
      title: 'Анализ крови',
      kind: 1,
      state: 2,
      date: '2030-01-05',
      executor: null,
      complexId: null,
      children: [],
      attachments: [],
      protocolId: null,
      protocols: [],
      hasProtocols: false,
      meta: {
        formattedDate: '05.01.2030',
        filesCount: 0,
        protocolAvailable: false,
        attachmentsAvailable: false,
        multipleFiles: false,
      },
    },
  ],
  protocols: [listRelatedProtocols, { id: 6, title: 'Протокол' }],
} as const;

describe('list answers', () => {
  test.each(Object.entries(listItems))(
    '%s: the answer is the array itself, not an object holding it',
    (name, [call, item]) => {
      expect(parseWith(call.answer, [item], name)).toEqual([item]);
      expect(parseWith(call.answer, [], name)).toEqual([]);
      expect(() => parseWith(call.answer, { [name]: [item] }, name)).toThrow(ContractError);
    },
  );
});

describe('Configuration', () => {
  test('a well-formed configuration passes', () => {
    expect(parseWith(ConfigurationSchema, configuration, 'configuration')).toEqual(configuration);
  });

  test.each([
    ['a lower-case country code', { alpha2: 'ru' }],
    ['a transport missing', { availableTransports: { sms: true, whatsapp: true } }],
    ['a priority that is not a number', { priorities: { sms: '3', whatsapp: 2, flash_call: 1 } }],
    ['a fractional waiting time', { waitingTime: 1.5 }],
    ['a colour that is not #rrggbb', { colourScheme: { partsColor: 'red' } }],
  ])('rejects %s', (_, change) => {
    expect(() => parseWith(ConfigurationSchema, { ...configuration, ...change }, 'configuration')).toThrow(
      ContractError,
    );
  });

  test('travels through index.html and back (JSON → URL-encoded → base64)', () => {
    const encoded = encodeEmbeddedConfiguration(configuration);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(atob(encoded)).toContain('%D0%'); // the URL-encoded Cyrillic of the texts
    expect(decodeEmbeddedConfiguration(encoded)).toEqual(configuration);
  });

  test.each([
    ['nothing', ''],
    ['the unfilled placeholder', '__PRIYOM_CONFIGURATION__'],
    ['not base64', '%%%'],
    ['base64 of broken JSON', btoa('%7B')],
  ])('an unreadable block (%s) gives the empty context', (_, text) => {
    expect(decodeEmbeddedConfiguration(text)).toBeNull();
  });
});

describe('helpers', () => {
  test('buildPath fills and encodes placeholders, and refuses a missing one', () => {
    expect(buildPath('/clinics/{logotype}/logotype.image', { logotype: 'a/b' })).toBe(
      '/clinics/a%2Fb/logotype.image',
    );
    expect(() => buildPath('/clinics/{clinicId}/service/{serviceId}', { clinicId: 1 })).toThrow(/serviceId/);
  });

  test('error lists merge without duplicates; unexpected errors read as "try later"; nothing → generic', () => {
    const body = { unexpectedErrors: ['db down'], formErrors: ['a', 'b'], phone: ['a'] };
    expect(mergeErrorLists(body, ['unexpectedErrors', 'formErrors', 'phone'])).toEqual([
      'errors.try_to_use_the_service_later',
      'a',
      'b',
    ]);
    expect(mergeErrorLists({}, ['formErrors'])).toEqual(['errors.unexpected_error']);
  });

  test('no network keeps its own words: it is not folded into "try later"', () => {
    expect(
      mergeErrorLists({ unexpectedErrors: [OFFLINE_ERROR] }, ['unexpectedErrors', 'formErrors']),
    ).toEqual([OFFLINE_ERROR]);
  });
});
