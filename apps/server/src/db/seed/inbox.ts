/**
 * Demo messages and user agreements (decision 014). The demo member has two unread
 * messages and one read one, and every member of the demo merchant sees the welcome broadcast.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { inboxMessages, inboxReads, merchantAgreements, members } from '../schema.ts'

const AGREEMENT = {
  EN: `<h2>User agreement</h2>
<p>By opening an account with {merchant} you confirm that you are at least <b>{age} years old</b> and that online gaming is legal where you live.</p>
<h3>1. Your account</h3>
<p>One account per person. Keep your password to yourself; you are responsible for everything done with your account.</p>
<h3>2. Deposits and withdrawals</h3>
<p>Withdrawals are paid to the payee name on your account. We may ask for proof of identity before paying out.</p>
<h3>3. Fair play</h3>
<p>Bets placed through software robots, shared accounts or errors in a game may be voided.</p>
<h3>4. Responsible gaming</h3>
<p>Play for fun and within your means. Contact customer service at any time to pause or close your account.</p>`,
  TY: `<h2>Kasunduan ng user</h2>
<p>Sa pagbubukas ng account sa {merchant}, kinukumpirma mong ikaw ay hindi bababa sa <b>{age} taong gulang</b> at legal ang online gaming kung saan ka nakatira.</p>
<h3>1. Ang iyong account</h3>
<p>Isang account bawat tao. Huwag ibahagi ang password; ikaw ang mananagot sa lahat ng ginagawa sa iyong account.</p>
<h3>2. Deposito at withdrawal</h3>
<p>Ibinabayad ang withdrawal sa payee name ng iyong account. Maaari kaming humingi ng patunay ng pagkakakilanlan bago magbayad.</p>
<h3>3. Patas na laro</h3>
<p>Maaaring ipawalang-bisa ang mga taya mula sa software robot, pinagsasaluhang account o error sa laro.</p>
<h3>4. Responsableng paglalaro</h3>
<p>Maglaro para sa kasiyahan at ayon sa kakayahan. Makipag-ugnayan sa customer service anumang oras para i-pause o isara ang account.</p>`,
  CN: `<h2>用户协议</h2>
<p>在 {merchant} 开户即表示您确认已年满 <b>{age} 周岁</b>，且您所在地区允许在线游戏。</p>
<h3>1. 您的账户</h3><p>每人仅限一个账户。请妥善保管密码，账户内的一切操作由您负责。</p>
<h3>2. 存款与提款</h3><p>提款将支付至账户的收款人姓名。付款前我们可能要求身份证明。</p>
<h3>3. 公平游戏</h3><p>通过机器人软件、共用账户或游戏错误产生的投注可能被取消。</p>
<h3>4. 负责任博彩</h3><p>请量力而行。您可随时联系客服暂停或关闭账户。</p>`,
  TW: `<h2>用戶協議</h2>
<p>在 {merchant} 開戶即表示您確認已年滿 <b>{age} 歲</b>，且您所在地區允許線上遊戲。</p>
<h3>1. 您的帳戶</h3><p>每人僅限一個帳戶。請妥善保管密碼，帳戶內的一切操作由您負責。</p>
<h3>2. 存款與提款</h3><p>提款將支付至帳戶的收款人姓名。付款前我們可能要求身分證明。</p>
<h3>3. 公平遊戲</h3><p>透過機器人軟體、共用帳戶或遊戲錯誤產生的投注可能被取消。</p>
<h3>4. 負責任博彩</h3><p>請量力而行。您可隨時聯絡客服暫停或關閉帳戶。</p>`,
}

export async function seedAgreements(db: Db, merchantId: number, languages: readonly string[]): Promise<void> {
  const wanted = new Set([...languages, 'EN'])
  await db.insert(merchantAgreements).values(
    Object.entries(AGREEMENT)
      .filter(([language]) => wanted.has(language))
      .map(([language, content]) => ({ merchantId, language, content })),
  )
}

const day = (iso: string) => new Date(`${iso}T09:00:00Z`)

export async function seedInbox(db: Db, merchantId: number): Promise<void> {
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.username, ['demo', 'agent', 'lina'])))
  const id = (name: string) => rows.find((r) => r.username === name)?.id ?? null
  const demo = id('demo')
  if (demo === null) return
  const msg = (memberId: number | null, at: string, title: [string, string], content: [string, string]) => ({
    merchantId,
    memberId,
    createdAt: day(at),
    titles: { EN: title[0], TY: title[1] },
    contents: { EN: content[0], TY: content[1] },
  })
  const inserted = await db
    .insert(inboxMessages)
    .values([
      msg(
        null,
        '2026-02-01',
        ['Welcome to Parlor', 'Maligayang pagdating sa Parlor'],
        [
          '<p>Thanks for joining! Open <a href="/m/help">the help centre</a> any time you have a question.</p>',
          '<p>Salamat sa pagsali! Buksan ang <a href="/m/help">help centre</a> kapag may tanong ka.</p>',
        ],
      ),
      msg(
        demo,
        '2026-03-10',
        ['Your account is verified', 'Na-verify na ang iyong account'],
        [
          '<p>Your email <b>demo@example.com</b> is confirmed. Withdrawals are now open.</p>',
          '<p>Nakumpirma na ang email mong <b>demo@example.com</b>. Bukas na ang withdrawal.</p>',
        ],
      ),
      msg(
        demo,
        '2026-11-20',
        ['Weekend slots bonus', 'Bonus sa slots ngayong weekend'],
        [
          '<p>Play any slot this weekend and get <b>10% back</b> on net losses, paid on Monday.</p>',
          '<p>Maglaro ng kahit anong slot ngayong weekend at makakuha ng <b>10% balik</b> sa net na talo, ibabayad sa Lunes.</p>',
        ],
      ),
      msg(
        demo,
        '2026-11-24',
        ['Scheduled maintenance', 'Nakatakdang maintenance'],
        [
          '<p>Live casino will be offline on <b>28 November, 02:00–04:00 UTC</b> for maintenance.</p>',
          '<p>Offline ang live casino sa <b>28 Nobyembre, 02:00–04:00 UTC</b> para sa maintenance.</p>',
        ],
      ),
      ...(id('agent') === null
        ? []
        : [
            msg(
              id('agent'),
              '2026-11-22',
              ['New downline registered', 'May bagong downline'],
              [
                '<p>A new player joined with your affiliate code <b>AGENT01</b>.</p>',
                '<p>May bagong manlalaro na sumali gamit ang affiliate code mong <b>AGENT01</b>.</p>',
              ],
            ),
          ]),
    ])
    .returning({ id: inboxMessages.id, memberId: inboxMessages.memberId, createdAt: inboxMessages.createdAt })
  // demo has read the verification notice; the welcome broadcast and two newer ones stay unread.
  const verified = inserted.find((m) => m.memberId === demo && m.createdAt.getTime() === day('2026-03-10').getTime())
  if (verified) await db.insert(inboxReads).values({ memberId: demo, messageId: verified.id })
}

/** The one call from seed/index.ts: agreements for every merchant, messages where members exist. */
export async function seedInboxAndAgreements(db: Db, merchantId: number, languages: readonly string[]) {
  await seedAgreements(db, merchantId, languages)
  await seedInbox(db, merchantId)
}
