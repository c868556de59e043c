/** Demo clinic logos: a coloured rounded square with the clinic's initials, as a small SVG. */
import { contentImageId, type NewImage } from '../images/images-store';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

export function logoSvg(initials: string, background: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">',
    `<rect width="100" height="100" rx="22" ry="22" fill="${escapeXml(background)}"/>`,
    '<text x="50" y="50" dy="0.35em" text-anchor="middle" fill="#ffffff"',
    ' font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="40" font-weight="600">',
    escapeXml(initials),
    '</text></svg>',
  ].join('');
}

export function logoImage(initials: string, background: string): NewImage {
  const bytes = Buffer.from(logoSvg(initials, background), 'utf8');
  return { id: contentImageId('logo', bytes), mimeType: 'image/svg+xml', bytes };
}
