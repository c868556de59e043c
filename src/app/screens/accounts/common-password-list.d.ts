/** The common passwords, lower-cased, one a line (vite-plugins/common-passwords.ts writes it). */
declare module 'virtual:common-passwords' {
  const list: string;
  export default list;
}
