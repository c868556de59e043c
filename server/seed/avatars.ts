/** Demo doctor avatars: a coloured circle with the doctor's initials, as a small SVG (like logos.ts). */
import { contentImageId, type NewImage } from '../images/images-store';
import { logoSvg } from './logos';

export function avatarImage(initials: string, background: string): NewImage {
  // The logo's rounded square with the radius of a circle.
  const svg = logoSvg(initials, background).replace('rx="22" ry="22"', 'rx="50" ry="50"');
  const bytes = Buffer.from(svg, 'utf8');
  return { id: contentImageId('avatar', bytes), mimeType: 'image/svg+xml', bytes };
}
