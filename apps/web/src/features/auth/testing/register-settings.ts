/** The seeded demo merchants' register settings, and the flags of theirs the auth screens read. */
export { demo2Register, demoRegister } from '@parlor/contract/demo-data'

/** `demo` has every flag on (seed merchants.ts). */
export const demoFlags = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  CHNGPASSVERIF3: true,
}
export const demo2Flags = {
  USERNAMEREG3: false,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: true,
  CHNGPASSVERIF3: false,
}
