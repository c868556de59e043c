/** The widget's data attributes: the spec's defaults, each one configurable, and nothing unsafe let in. */
import { describe, expect, it } from 'vitest';
import { readOptions } from '../../src/widget/options';

// What CSS.supports('color', …) answers in a browser, for the values used here.
const COLOURS = new Set(['#03a9f4', 'white', 'red', '#123', 'rgb(1, 2, 3)', 'black']);
const isColour = (value: string) => COLOURS.has(value);

describe('widget options', () => {
  it('defaults: Онлайн запись, z-index 1024, drawer 500, button 100, font 16, offsets 50, #03a9f4 on white', () => {
    expect(readOptions({}, isColour)).toEqual({
      label: 'Онлайн запись',
      lang: 'ru',
      path: '/',
      zIndex: 1024,
      drawerWidth: 500,
      buttonSize: 100,
      fontSize: 16,
      offsetX: 50,
      offsetY: 50,
      colour: '#03a9f4',
      textColour: 'white',
    });
  });

  it('reads every attribute (data-z-index arrives as zIndex) and preselects a clinic', () => {
    expect(
      readOptions(
        {
          label: ' Записаться ',
          lang: 'en',
          clinic: '3',
          zIndex: '5000',
          drawerWidth: '640',
          buttonSize: '80',
          fontSize: '14',
          offsetX: '10',
          offsetY: '20',
          color: 'rgb(1, 2, 3)',
          textColor: 'black',
        },
        isColour,
      ),
    ).toEqual({
      label: 'Записаться',
      lang: 'en',
      path: '/clinic/3/menu',
      zIndex: 5000,
      drawerWidth: 640,
      buttonSize: 80,
      fontSize: 14,
      offsetX: 10,
      offsetY: 20,
      colour: 'rgb(1, 2, 3)',
      textColour: 'black',
    });
    expect(readOptions({ lang: 'en' }, isColour).label).toBe('Book online');
    // data-offset sets both; a specific one wins.
    expect(readOptions({ offset: '0', offsetY: '30' }, isColour)).toMatchObject({ offsetX: 0, offsetY: 30 });
  });

  it.each([
    ['zIndex', '-1'],
    ['zIndex', '1e3'],
    ['drawerWidth', '100'],
    ['buttonSize', '9999'],
    ['fontSize', '16px'],
    ['offsetX', ' '],
  ])('a bad %s (%j) keeps the default', (key, value) => {
    const defaults = readOptions({}, isColour) as unknown as Record<string, unknown>;
    const read = readOptions({ [key]: value }, isColour) as unknown as Record<string, unknown>;
    expect(read[key]).toBe(defaults[key]);
  });

  it('refuses colours the browser does not take, and anything that could end a CSS declaration', () => {
    expect(readOptions({ color: 'not-a-colour' }, isColour).colour).toBe('#03a9f4');
    expect(readOptions({ color: 'red;}*{display:none' }, () => true).colour).toBe('#03a9f4');
    expect(readOptions({ textColor: 'red}</style>' }, () => true).textColour).toBe('white');
  });

  it('a clinic that is not a plain id opens the start page, never another address', () => {
    for (const clinic of ['0', '1/../../evil', '//evil.example', 'abc', '01'])
      expect(readOptions({ clinic }, isColour).path).toBe('/');
  });
});
