/** Running as an installed web app (iOS home-screen shell or a PWA window). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true
}

/**
 * An iPhone-like shell with a home indicator (screen height 812 and up): the bottom menu needs
 * the taller 1.7rem bar there (storefront §Shell behaviour).
 */
export function isTallStandaloneShell(): boolean {
  return isStandalone() && window.screen.height >= 812
}

export function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent)
}
