/** Built by vite-plugins/core-texts.ts from locales/ty.json. */
declare module 'virtual:parlor/core-texts' {
  const texts: Record<string, unknown>
  export default texts
}
