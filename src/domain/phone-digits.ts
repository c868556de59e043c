/**
 * What a phone field needs before its formatter (./phone-mask.ts, with libphonenumber-js's metadata)
 * has loaded: the digit limits, the digits of what was typed, their text without a mask, and a
 * country's dial code for the placeholder. No libphonenumber-js here, so a screen's first load can
 * show and fill a phone field and take the formatter later.
 */

export const PHONE_MIN_DIGITS = 11;
export const PHONE_MAX_DIGITS = 20;
/** The input's own limit: 20 characters of typed digits, as many as a phone may have. */
export const PHONE_INPUT_LIMIT = 20;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * The field's text while the formatter loads: '+' and the digits, which is also what the formatter
 * shows for digits no country's mask fits, so nothing typed meanwhile reads differently afterwards
 * but for the grouping.
 */
export function unmaskedPhone(value: string): string {
  const digits = digitsOnly(value).slice(0, PHONE_INPUT_LIMIT);
  return digits === '' ? '' : `+${digits}`;
}

/**
 * Every country's alpha2 followed by its dial code, as libphonenumber-js numbers them (a test holds
 * the two equal): a small part of what the whole metadata weighs.
 */
const DIAL_CODES =
  'AC247AD376AE971AF93AG1AI1AL355AM374AO244AR54AS1AT43AU61AW297AX358AZ994BA387BB1BD880BE32BF226BG359BH973BI257BJ229BL590BM1BN673BO591BQ599BR55BS1BT975BW267BY375BZ501CA1CC61CD243CF236CG242CH41CI225CK682CL56CM237CN86CO57CR506CU53CV238CW599CX61CY357CZ420DE49DJ253DK45DM1DO1DZ213EC593EE372EG20EH212ER291ES34ET251FI358FJ679FK500FM691FO298FR33GA241GB44GD1GE995GF594GG44GH233GI350GL299GM220GN224GP590GQ240GR30GT502GU1GW245GY592HK852HN504HR385HT509HU36ID62IE353IL972IM44IN91IO246IQ964IR98IS354IT39JE44JM1JO962JP81KE254KG996KH855KI686KM269KN1KP850KR82KW965KY1KZ7LA856LB961LC1LI423LK94LR231LS266LT370LU352LV371LY218MA212MC377MD373ME382MF590MG261MH692MK389ML223MM95MN976MO853MP1MQ596MR222MS1MT356MU230MV960MW265MX52MY60MZ258NA264NC687NE227NF672NG234NI505NL31NO47NP977NR674NU683NZ64OM968PA507PE51PF689PG675PH63PK92PL48PM508PR1PS970PT351PW680PY595QA974RE262RO40RS381RU7RW250SA966SB677SC248SD249SE46SG65SH290SI386SJ47SK421SL232SM378SN221SO252SR597SS211ST239SV503SX1SY963SZ268TA290TC1TD235TG228TH66TJ992TK690TL670TM993TN216TO676TR90TT1TV688TW886TZ255UA380UG256US1UY598UZ998VA39VC1VE58VG1VI1VN84VU678WF681WS685XK383YE967YT262ZA27ZM260ZW263';

/** The dial code of a configuration's alpha2 ('RU' → '7'); '' for an unknown country. */
export function dialCodeOf(alpha2: string | null | undefined): string {
  if (!alpha2 || !/^[A-Z]{2}$/.test(alpha2)) return '';
  // Two letters in a row are always one country's alpha2: a dial code's digits stand between them.
  return new RegExp(`${alpha2}(\\d+)`).exec(DIAL_CODES)?.[1] ?? '';
}
