/**
 * Checks of published SMART Scheduling Links files: the shapes of the standard's own examples (its
 * manifest, Location, Schedule and Slot, written here with values of ours, structure as the
 * specification gives it) and the FHIR R4 rules each resource must keep (its known elements, the id
 * and instant formats, the Slot's required elements and status codes, an extension's one value).
 * Each check returns the problems it found; an empty list passes.
 */

export const EXAMPLE_MANIFEST = {
  transactionTime: '2030-01-01T00:00:00Z',
  request: 'https://portal.example/api/fhir/$bulk-publish',
  output: [{ type: 'Location', url: 'https://portal.example/api/fhir/Location.ndjson' }],
  error: [],
};

export const EXAMPLE_LOCATION = {
  resourceType: 'Location',
  id: '123',
  name: 'Clinic on Main Street',
  telecom: [{ system: 'phone', value: '000-000-0000' }],
  address: { line: ['1 Main St'], city: 'Springfield', state: 'XX', postalCode: '00000' },
};

export const EXAMPLE_SCHEDULE = {
  resourceType: 'Schedule',
  id: '456',
  serviceType: [{ coding: [{ system: 'http://example.org/service-type', code: '1', display: 'Visit' }] }],
  actor: [{ reference: 'Location/123' }],
};

export const EXAMPLE_SLOT = {
  resourceType: 'Slot',
  id: '789',
  schedule: { reference: 'Schedule/456' },
  status: 'free',
  start: '2030-01-01T10:00:00-05:00',
  end: '2030-01-01T10:20:00-05:00',
  extension: [
    {
      url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link',
      valueUrl: 'https://portal.example/book?slot=1',
    },
  ],
};

/**
 * Where `value` lacks the example's structure: every field the example has, of the same JSON type (an
 * array: each example element's shape matched by some element of ours), except the paths in `absent`.
 */
export function shapeProblems(
  value: unknown,
  example: unknown,
  absent: readonly string[] = [],
  at = '',
): string[] {
  if (absent.includes(at)) return [];
  const kind = (item: unknown) => (item === null ? 'null' : Array.isArray(item) ? 'array' : typeof item);
  if (kind(value) !== kind(example))
    return [`${at || '(root)'}: ${kind(value)}, the example has ${kind(example)}`];
  if (Array.isArray(example)) {
    const items = value as unknown[];
    return example.flatMap((wanted, index) =>
      items.some((item) => shapeProblems(item, wanted, absent, `${at}[]`).length === 0)
        ? []
        : [`${at}[${index}]: no element has the example's shape`],
    );
  }
  if (kind(example) !== 'object') return [];
  return Object.entries(example as Record<string, unknown>).flatMap(([key, wanted]) =>
    shapeProblems((value as Record<string, unknown>)[key], wanted, absent, at ? `${at}.${key}` : key),
  );
}

/** FHIR R4's id and instant formats (the specification's regular expressions). */
export const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
export const FHIR_INSTANT =
  /^([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)-(0[1-9]|1[0-2])-(0[1-9]|[1-2][0-9]|3[0-1])T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\.[0-9]{1,9})?(Z|(\+|-)((0[0-9]|1[0-3]):[0-5][0-9]|14:00))$/;

const DOMAIN_RESOURCE = [
  'resourceType',
  'id',
  'meta',
  'implicitRules',
  'language',
  'text',
  'contained',
  'extension',
  'modifierExtension',
];
/** The elements FHIR R4 defines on each resource (beyond these, JSON is not that resource). */
const ELEMENTS: Record<string, readonly string[]> = {
  Location: [
    ...DOMAIN_RESOURCE,
    'identifier',
    'status',
    'operationalStatus',
    'name',
    'alias',
    'description',
    'mode',
    'type',
    'telecom',
    'address',
    'physicalType',
    'position',
    'managingOrganization',
    'partOf',
    'hoursOfOperation',
    'availabilityExceptions',
    'endpoint',
  ],
  Schedule: [
    ...DOMAIN_RESOURCE,
    'identifier',
    'active',
    'serviceCategory',
    'serviceType',
    'specialty',
    'actor',
    'planningHorizon',
    'comment',
  ],
  Slot: [
    ...DOMAIN_RESOURCE,
    'identifier',
    'serviceCategory',
    'serviceType',
    'specialty',
    'appointmentType',
    'schedule',
    'status',
    'start',
    'end',
    'overbooked',
    'comment',
  ],
};
const SLOT_STATUSES = ['busy', 'free', 'busy-unavailable', 'busy-tentative', 'entered-in-error'];
const TELECOM_SYSTEMS = ['phone', 'fax', 'email', 'pager', 'url', 'sms', 'other'];

type Resource = Record<string, unknown>;

/** What a resource breaks of FHIR R4's rules for its type. */
export function fhirProblems(resource: Resource): string[] {
  const type = String(resource.resourceType);
  const where = `${type}/${String(resource.id)}`;
  const problems: string[] = [];
  const known = ELEMENTS[type];
  if (!known) return [`${where}: not a Location, Schedule or Slot`];
  for (const key of Object.keys(resource))
    if (!known.includes(key)) problems.push(`${where}: ${key} is no element of ${type}`);
  if (typeof resource.id !== 'string' || !FHIR_ID.test(resource.id)) problems.push(`${where}: bad id`);
  for (const extension of (resource.extension as Resource[] | undefined) ?? []) {
    const values = Object.keys(extension).filter((key) => key.startsWith('value'));
    if (typeof extension.url !== 'string' || values.length !== 1)
      problems.push(`${where}: an extension needs a url and exactly one value`);
  }
  if (type === 'Slot') {
    const schedule = resource.schedule as Resource | undefined;
    if (typeof schedule?.reference !== 'string') problems.push(`${where}: no schedule reference`);
    if (!SLOT_STATUSES.includes(String(resource.status))) problems.push(`${where}: bad status`);
    for (const key of ['start', 'end'])
      if (typeof resource[key] !== 'string' || !FHIR_INSTANT.test(resource[key] as string))
        problems.push(`${where}: ${key} is not an instant`);
    if (Date.parse(String(resource.start)) >= Date.parse(String(resource.end)))
      problems.push(`${where}: start is not before end`);
  }
  if (type === 'Schedule' && !Array.isArray(resource.actor)) problems.push(`${where}: no actor`);
  if (type === 'Location') {
    for (const point of (resource.telecom as Resource[] | undefined) ?? [])
      if (!TELECOM_SYSTEMS.includes(String(point.system))) problems.push(`${where}: bad telecom system`);
    if (!['active', 'suspended', 'inactive', undefined].includes(resource.status as string))
      problems.push(`${where}: bad status`);
  }
  return problems;
}

/** The lines of an NDJSON text as objects (every line must be one; the last ends with a newline). */
export function ndjsonLines(text: string): Resource[] {
  if (text === '') return [];
  if (!text.endsWith('\n')) throw new Error('an NDJSON file ends with a newline');
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as Resource);
}
