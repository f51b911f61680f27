/**
 * sessionStorage `PSW`: a password the session already holds (accounts-and-access §Change password
 * screen). Only a mobile sign-up that got the default password sets it, so its forced change does
 * not ask for an old password the member was never told. Cleared by a change and by sign-out
 * (sign-out clears all of sessionStorage).
 */
const KEY = 'PSW'

export const readHeldPassword = (): string | null => sessionStorage.getItem(KEY)
export const writeHeldPassword = (password: string) => sessionStorage.setItem(KEY, password)
export const clearHeldPassword = () => sessionStorage.removeItem(KEY)
