/**
 * Passwords refused at registration and on change whatever the merchant's rule says: the most
 * common ones in public breach corpora (lower-cased; compared case-insensitively). Keep it short
 * enough to ship to the browser; the server checks the same list.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty 12345 1234567890 1234567 111111 123123 abc123 000000
password1 1234 iloveyou 1q2w3e4r 987654321 qwertyuiop 123321 654321 666666 121212 7777777 555555 888888
1q2w3e4r5t 123qwe zxcvbnm 1qaz2wsx 123abc a123456 aa123456 abcd1234 asdfghjkl asdf1234 qwe123 password123
passw0rd p@ssw0rd p@ssword admin admin123 administrator welcome welcome1 welcome123 letmein monkey dragon
football baseball basketball soccer master shadow sunshine princess superman batman trustno1 hello123
charlie michael jennifer jordan23 starwars whatever freedom computer internet login loveme iloveu
qazwsx qazwsxedc 112233 11223344 147258369 159753 159357 12341234 123654 12344321 1111111 11111111
00000000 99999999 88888888 987654 123456a 123456abc abc12345 abcdef abcdefg abcdefgh asdfgh asdasd
zaq12wsx q1w2e3r4 q1w2e3r4t5 1234qwer qwer1234 1qazxsw2 password12 password1234 changeme secret secret123
test test123 test1234 guest guest123 demo demo123 default root toor user user123 pass pass123 pass1234
mypassword newpassword 11111 22222 33333 44444 55555 123456789a 987654321a 1234abcd a1b2c3d4 a1b2c3
iloveyou1 iloveyou2 lovely love123 loveyou mylove babygirl sweety angel angel123 flower hottie
killer pokemon naruto minecraft fortnite roblox google facebook instagram samsung iphone apple
blink182 liverpool chelsea arsenal manutd barcelona realmadrid juventus ginebra pldtwifi philippines
maganda mahalkita iloveyou123 manila cebu davao pilipinas`
    .split(/\s+/)
    .filter(Boolean),
)

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase())
}
