/** Schemes a clinic might configure: the default, pale, dark, saturated and mid-grey ones. */
export const SCHEMES = [
  {},
  { partsColor: '#fad24d', partsFontColor: '#ffffff' },
  { partsColor: '#1b2a4a', partsFontColor: '#ffffff', partsSecondaryColor: '#0d1526' },
  { partsColor: '#e53935', partsFontColor: '#ffffff', partsSecondaryColor: '#ff8a80' },
  { partsColor: '#777777', partsFontColor: '#777777', partsSecondaryFontColor: '#808080' },
  { partsColor: '#4caf50', partsFontColor: '#000000' },
  { partsColor: '#ffffff', partsFontColor: '#ffffff', partsSecondaryColor: '#000000' },
];
