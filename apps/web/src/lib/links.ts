const EXTERNAL = /^https?:\/\//i

/** A link that leaves the app: opened in a new tab, never through the router. */
export const isExternalUrl = (url: string) => EXTERNAL.test(url)
