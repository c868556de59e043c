import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { stringTemplate } from '../../src/app/i18n/string-template';

describe('stringTemplate', () => {
  it('fills a string as i18next does, in either language and with placeholders at either end', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'ru',
      fallbackLng: 'ru',
      interpolation: { escapeValue: false },
      resources: {
        ru: {
          translation: { slot: '{{day}}, {{date}}, {{time}}{{doctor}}: записаться', edge: '{{a}} и {{b}}' },
        },
        'en-GB': { translation: { slot: '{{day}}, {{date}}, {{time}}{{doctor}}: book' } },
      },
    });
    const values = { day: 'Today', date: '1 Dec', time: '09:30', doctor: ', Dr <Smith> & co' };
    for (const language of ['ru', 'en-GB']) {
      const t = i18n.getFixedT(language) as unknown as TFunction & ((key: string, values: object) => string);
      const fill = stringTemplate(t, 'slot', ['day', 'date', 'time', 'doctor']);
      expect(fill(values)).toBe(t('slot', values));
      expect(fill({ ...values, doctor: '' })).toBe(t('slot', { ...values, doctor: '' }));
    }
    const t = i18n.getFixedT('en-GB') as unknown as TFunction;
    // A key only the fallback language has.
    expect(stringTemplate(t, 'edge', ['a', 'b'])({ a: '1', b: '2' })).toBe('1 и 2');
  });
});
