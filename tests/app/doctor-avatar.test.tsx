// @vitest-environment jsdom
/**
 * A doctor's avatar: the picture when there is one; otherwise, or when it fails to load, the default
 * avatar for the doctor's sex (true or null male, false female) from the scheme's static images, which
 * ship in public/ as small labelled SVGs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Doctor } from '../../src/api/browsing';
import { i18n } from '../../src/app/i18n';
import { DoctorAvatar } from '../../src/app/screens/browsing/DoctorAvatar';
import '../../src/app/screens/browsing/browsing-strings';
import { withBothLanguages } from './both-languages';
import { testDoctor } from './support/doctor';

vi.mock('../../src/app/live/configuration', async () =>
  (await import('./support/live-configuration')).liveConfiguration(),
);
vi.mock('../../src/app/live/clinics', () => ({ useRefresh: () => async () => ({ ok: true }) }));

// Under jsdom, URL is jsdom's, which readFileSync does not take: files are read by path.
const file = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

withBothLanguages();

const MALE = '/images/default/doctor-male.svg';
const FEMALE = '/images/default/doctor-female.svg';

function shownImage(doctor: Doctor): HTMLImageElement | null {
  render(<DoctorAvatar doctor={doctor} size={48} />);
  return screen.getByTestId('doctor-avatar').querySelector('img');
}

describe("a doctor's avatar", () => {
  it.each([
    [true, MALE],
    [null, MALE],
    [false, FEMALE],
  ] as const)('with no picture shows the default for sex %o (%s)', async (sex, address) => {
    await i18n.changeLanguage('ru');
    const image = shownImage(testDoctor({ sex, avatars: {} }));
    expect(image?.getAttribute('src')).toBe(address);
    expect(image?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('img', { name: 'Нет фото: Иванов Иван Иванович' })).toBeTruthy();
    // No letters drawn beside or under it.
    expect(screen.getByTestId('doctor-avatar').textContent).toBe('');
  });

  it('shows the picture, and the default for the sex once the picture fails to load', async () => {
    await i18n.changeLanguage('en-gb');
    const image = shownImage(testDoctor({ sex: false, avatars: { thumb100: 'a1b2' } }));
    expect(image?.getAttribute('src')).toBe('/api/clinics/doctors/a1b2/avatar.image');
    expect(screen.getByRole('img', { name: 'Photo: Иванов Иван Иванович' })).toBeTruthy();
    fireEvent.error(image!);
    const fallback = screen.getByTestId('doctor-avatar').querySelector('img');
    expect(fallback?.getAttribute('src')).toBe(FEMALE);
    expect(screen.getByRole('img', { name: 'No photo: Иванов Иван Иванович' })).toBeTruthy();
    // Should the default fail too, the named empty circle stays, with no broken image in it.
    fireEvent.error(fallback!);
    expect(screen.getByTestId('doctor-avatar').querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'No photo: Иванов Иван Иванович' })).toBeTruthy();
  });
});

describe('the default avatars', () => {
  it.each([MALE, FEMALE])('%s ships in public/ as a small SVG with a name of its own', (address) => {
    const svg = file(`../../public${address}`);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100" role="img">/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    expect(Buffer.byteLength(svg)).toBeLessThan(600);
  });
});
