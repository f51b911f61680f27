/**
 * Leaving the app for a provider's hosted payment page. An object rather than a bare function so
 * tests can watch the departure (jsdom cannot navigate to another origin).
 */
export const browserWindow = {
  assign(url: string) {
    window.location.assign(url)
  },
}
