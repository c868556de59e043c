/** What the main thread takes from index.html's blocks (src/app/state/configuration.ts, first-screen.ts). */
import { describe, expect, it } from 'vitest';
import { encodeEmbeddedConfiguration } from '../../src/api/configuration-embed';
import { encodeFirstScreen, FIRST_SCREEN_PLACEHOLDER } from '../../src/api/first-screen-embed';
import { parseEmbeddedConfiguration } from '../../src/app/state/configuration';
import { readFirstScreen } from '../../src/app/state/first-screen';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';

describe('embedded blocks on the main thread', () => {
  it('takes the configuration the server encoded, and nothing that is not an object', () => {
    expect(parseEmbeddedConfiguration(encodeEmbeddedConfiguration(DEMO_CONFIGURATION))).toEqual(
      DEMO_CONFIGURATION,
    );
    expect(parseEmbeddedConfiguration(null)).toBeNull();
    expect(parseEmbeddedConfiguration('__PRIYOM_CONFIGURATION__')).toBeNull();
    expect(parseEmbeddedConfiguration('%%%not base64')).toBeNull();
    expect(parseEmbeddedConfiguration(btoa('[1,2]'))).toBeNull();
    expect(parseEmbeddedConfiguration(btoa('"text"'))).toBeNull();
  });

  it('takes a first screen with its time and list, and nothing else', () => {
    const first = { at: 1_700_000_000_000, clinics: [] };
    expect(readFirstScreen(encodeFirstScreen(first))).toEqual(first);
    expect(readFirstScreen(FIRST_SCREEN_PLACEHOLDER)).toBeNull();
    expect(readFirstScreen('')).toBeNull();
    expect(readFirstScreen('{"at":"soon","clinics":[]}')).toBeNull();
    expect(readFirstScreen('{"at":1}')).toBeNull();
    expect(readFirstScreen('{broken')).toBeNull();
  });
});
