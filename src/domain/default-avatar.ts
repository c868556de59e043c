/**
 * A doctor's default avatar: the picture shown when the doctor has none, or when theirs fails to load.
 * Static images live under /images/{scheme}/, a folder per colour scheme, and both the app's avatar
 * and the server's first paint take the address from here, so the painted page and the app's first
 * render show the same picture.
 *
 * A network's colour scheme has no name: the configuration only overrides the default colours
 * (./colour-scheme.ts). The default avatars are drawn in the neutral greys of the empty avatar circle,
 * not in brand colours, so they suit every scheme and one folder, `default`, serves them all. A scheme
 * that ever needs drawings of its own gets a name and a folder of its own here.
 */
const IMAGE_SCHEME = 'default';

/** The address of a static image of the network's scheme (public/images/{scheme}/{file}). */
const staticImagePath = (file: string) => `/images/${IMAGE_SCHEME}/${file}`;

/** A doctor's sex as sent: true or null (unknown) give the male default avatar, false the female one. */
export const defaultAvatarPath = (sex: boolean | null) =>
  staticImagePath(sex === false ? 'doctor-female.svg' : 'doctor-male.svg');
