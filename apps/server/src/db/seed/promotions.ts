/** The demo merchant's promotions (decision 038): a daily check-in, a weekly slots mission, a weekly slots leaderboard and an invite-a-friend reward, live for years. */
import type { promotions, vipLevels } from '../schema.ts'
import { demoLeaderboard } from './leaderboard.ts'
import { demoRaffle } from './raffle.ts'
import { demoReferral } from './referral.ts'

type PromotionSeed = Omit<typeof promotions.$inferInsert, 'id' | 'merchantId' | 'createdAt'>

/** Fixed so repeated seeds match. */
const START = new Date('2026-01-01T00:00:00Z')
const END = new Date('2030-01-01T00:00:00Z')

export function demoPromotions(): PromotionSeed[] {
  return [
    {
      kind: 'DAILY_CHECKIN',
      category: 'DAILY',
      titles: {
        CN: '每日签到',
        EN: 'Daily check-in',
        ES: 'Check-in diario',
        HI: 'दैनिक चेक-इन',
        ID: 'Check-in harian',
        JA: '毎日チェックイン',
        KM: 'ចុះវត្តមានប្រចាំថ្ងៃ',
        KO: '매일 출석체크',
        MS: 'Daftar masuk harian',
        MY: 'နေ့စဉ် ချက်အင်',
        'PT-BR': 'Check-in diário',
        PT: 'Check-in diário',
        TA: 'தினசரி செக்-இன்',
        TH: 'เช็กอินรายวัน',
        TW: '每日簽到',
        TY: 'Araw-araw na check-in',
        UR: 'روزانہ چیک اِن',
        VI: 'Điểm danh hằng ngày',
      },
      rules: {
        CN: '<p>每天签到一次，即可获得 <b>5.00</b> 现金。新的一天从午夜开始。</p>',
        EN: '<p>Check in once a day and receive <b>5.00</b> in cash. A new day starts at midnight.</p>',
        ES: '<p>Haz check-in una vez al día y recibe <b>5.00</b> en efectivo. Cada nuevo día empieza a medianoche.</p>',
        HI: '<p>दिन में एक बार चेक-इन करें और <b>5.00</b> नकद पाएँ। नया दिन आधी रात से शुरू होता है।</p>',
        ID: '<p>Check-in sekali sehari dan terima <b>5.00</b> uang tunai. Hari baru dimulai tengah malam.</p>',
        JA: '<p>1日1回チェックインすると、現金 <b>5.00</b> を受け取れます。新しい1日は午前0時に始まります。</p>',
        KM: '<p>ចុះវត្តមានម្តងក្នុងមួយថ្ងៃ ហើយទទួលបានសាច់ប្រាក់ <b>5.00</b>។ ថ្ងៃថ្មីចាប់ផ្តើមនៅពាក់កណ្តាលអធ្រាត្រ។</p>',
        KO: '<p>하루에 한 번 출석체크하면 현금 <b>5.00</b>을 받습니다. 새로운 하루는 자정에 시작됩니다.</p>',
        MS: '<p>Daftar masuk sekali sehari dan terima <b>5.00</b> tunai. Hari baharu bermula pada tengah malam.</p>',
        MY: '<p>တစ်ရက်လျှင် တစ်ကြိမ် ချက်အင်လုပ်ပြီး ငွေသား <b>5.00</b> ရယူပါ။ ရက်သစ်သည် သန်းခေါင်ယံတွင် စတင်သည်။</p>',
        'PT-BR':
          '<p>Faça check-in uma vez por dia e receba <b>5.00</b> em dinheiro. Um novo dia começa à meia-noite.</p>',
        PT: '<p>Faça check-in uma vez por dia e receba <b>5.00</b> em dinheiro. Cada novo dia começa à meia-noite.</p>',
        TA: '<p>தினமும் ஒருமுறை செக்-இன் செய்து <b>5.00</b> பணத்தைப் பெறுங்கள். புதிய நாள் நள்ளிரவில் தொடங்குகிறது.</p>',
        TH: '<p>เช็กอินวันละครั้งเพื่อรับเงินสด <b>5.00</b> วันใหม่เริ่มต้นเวลาเที่ยงคืน</p>',
        TW: '<p>每天簽到一次，即可獲得 <b>5.00</b> 現金。新的一天從午夜開始。</p>',
        TY: '<p>Mag-check in isang beses bawat araw at makatanggap ng <b>5.00</b> na cash. Nagsisimula ang bagong araw sa hatinggabi.</p>',
        UR: '<p>دن میں ایک بار چیک اِن کریں اور <b>5.00</b> نقد حاصل کریں۔ نیا دن آدھی رات سے شروع ہوتا ہے۔</p>',
        VI: '<p>Điểm danh mỗi ngày một lần để nhận <b>5.00</b> tiền mặt. Ngày mới bắt đầu lúc nửa đêm.</p>',
      },
      imageUrl: '/cdn/banners/checkin.svg',
      startAt: START,
      endAt: END,
      claimMode: 'claim',
      reward: { amountMinor: '500' },
      sort: 1,
    },
    {
      kind: 'MISSION',
      category: 'SLOTS',
      titles: {
        CN: '每周老虎机任务',
        EN: 'Weekly slots mission',
        ES: 'Misión semanal de tragamonedas',
        HI: 'साप्ताहिक स्लॉट्स मिशन',
        ID: 'Misi slot mingguan',
        JA: '週間スロットミッション',
        KM: 'បេសកកម្មស្លុតប្រចាំសប្តាហ៍',
        KO: '주간 슬롯 미션',
        MS: 'Misi slot mingguan',
        MY: 'အပတ်စဉ် စလော့ မစ်ရှင်',
        'PT-BR': 'Missão semanal de slots',
        PT: 'Missão semanal de slots',
        TA: 'வாராந்திர ஸ்லாட்ஸ் மிஷன்',
        TH: 'ภารกิจสล็อตประจำสัปดาห์',
        TW: '每週老虎機任務',
        TY: 'Lingguhang misyon sa slot',
        UR: 'ہفتہ وار سلاٹس مشن',
        VI: 'Nhiệm vụ nổ hũ hằng tuần',
      },
      rules: {
        CN: '<p>参加后，本周在老虎机投注 <b>100.00</b>，即可领取 <b>10.00</b> 现金。投注从参加时起计算；每周于周日午夜结束。</p>',
        EN: '<p>Join, then bet <b>100.00</b> in slots this week and claim <b>10.00</b> in cash. Bets count from the moment you join; the week ends on Sunday at midnight.</p>',
        ES: '<p>Únete y apuesta <b>100.00</b> en tragamonedas esta semana para reclamar <b>10.00</b> en efectivo. Las apuestas cuentan desde el momento en que te unes; la semana termina el domingo a medianoche.</p>',
        HI: '<p>शामिल हों, फिर इस सप्ताह स्लॉट्स में <b>100.00</b> का दांव लगाएँ और <b>10.00</b> नकद क्लेम करें। दांव आपके शामिल होने के समय से गिने जाते हैं; सप्ताह रविवार आधी रात को समाप्त होता है।</p>',
        ID: '<p>Gabung, lalu pasang taruhan <b>100.00</b> di slot minggu ini dan klaim <b>10.00</b> uang tunai. Taruhan dihitung sejak Anda bergabung; minggu berakhir hari Minggu tengah malam.</p>',
        JA: '<p>参加後、今週スロットで <b>100.00</b> ベットすると、現金 <b>10.00</b> を受け取れます。ベットは参加した時点から集計され、1週間は日曜日の深夜0時に終了します。</p>',
        KM: '<p>ចូលរួម បន្ទាប់មកភ្នាល់ <b>100.00</b> លើស្លុតក្នុងសប្តាហ៍នេះ ហើយទទួលយកសាច់ប្រាក់ <b>10.00</b>។ ការភ្នាល់រាប់ចាប់ពីពេលអ្នកចូលរួម; សប្តាហ៍បញ្ចប់នៅពាក់កណ្តាលអធ្រាត្រថ្ងៃអាទិត្យ។</p>',
        KO: '<p>참여한 후 이번 주에 슬롯에서 <b>100.00</b>을 베팅하면 현금 <b>10.00</b>을 받을 수 있습니다. 베팅은 참여한 때부터 집계되며, 한 주는 일요일 자정에 끝납니다.</p>',
        MS: '<p>Sertai, kemudian bertaruh <b>100.00</b> dalam slot minggu ini dan tuntut <b>10.00</b> tunai. Pertaruhan dikira sejak anda menyertai; minggu berakhir pada hari Ahad tengah malam.</p>',
        MY: '<p>ပါဝင်ပြီးနောက် ဤအပတ်အတွင်း စလော့တွင် <b>100.00</b> လောင်းပြီး ငွေသား <b>10.00</b> ကို ရယူပါ။ လောင်းကြေးများကို သင်ပါဝင်သည့်အချိန်မှစ၍ ရေတွက်သည်။ အပတ်သည် တနင်္ဂနွေနေ့ သန်းခေါင်ယံတွင် ပြီးဆုံးသည်။</p>',
        'PT-BR':
          '<p>Participe e aposte <b>100.00</b> em slots nesta semana para resgatar <b>10.00</b> em dinheiro. As apostas contam a partir do momento em que você participa; a semana termina no domingo à meia-noite.</p>',
        PT: '<p>Adira e aposte <b>100.00</b> em slots esta semana para reclamar <b>10.00</b> em dinheiro. As apostas contam a partir do momento em que adere; a semana termina no domingo à meia-noite.</p>',
        TA: '<p>சேருங்கள், பிறகு இந்த வாரம் ஸ்லாட்ஸில் <b>100.00</b> பந்தயம் கட்டி <b>10.00</b> பணத்தைப் பெறுங்கள். நீங்கள் சேர்ந்த நேரத்திலிருந்து பந்தயங்கள் கணக்கிடப்படும்; வாரம் ஞாயிற்றுக்கிழமை நள்ளிரவில் முடிவடைகிறது.</p>',
        TH: '<p>เข้าร่วม แล้วเดิมพันสล็อตให้ครบ <b>100.00</b> ภายในสัปดาห์นี้ เพื่อรับเงินสด <b>10.00</b> ยอดเดิมพันนับตั้งแต่เข้าร่วม สัปดาห์สิ้นสุดเวลาเที่ยงคืนวันอาทิตย์</p>',
        TW: '<p>參加後，本週在老虎機投注 <b>100.00</b>，即可領取 <b>10.00</b> 現金。投注從參加時起計算；每週於週日午夜結束。</p>',
        TY: '<p>Sumali, pagkatapos ay tumaya ng <b>100.00</b> sa slot ngayong linggo at kunin ang <b>10.00</b> na cash. Bilang ang taya mula nang sumali ka; natatapos ang linggo sa Linggo ng hatinggabi.</p>',
        UR: '<p>شامل ہوں، پھر اس ہفتے سلاٹس میں <b>100.00</b> کی شرط لگائیں اور <b>10.00</b> نقد حاصل کریں۔ شرطیں آپ کے شامل ہونے کے وقت سے گنی جاتی ہیں؛ ہفتہ اتوار کی آدھی رات کو ختم ہوتا ہے۔</p>',
        VI: '<p>Tham gia, sau đó cược <b>100.00</b> vào nổ hũ trong tuần này để nhận <b>10.00</b> tiền mặt. Cược được tính từ lúc bạn tham gia; tuần kết thúc lúc nửa đêm Chủ nhật.</p>',
      },
      imageUrl: '/cdn/banners/mission.svg',
      startAt: START,
      endAt: END,
      claimMode: 'join_claim',
      reward: { amountMinor: '1000', gameType: 'RNG', targetMinor: '10000' },
      sort: 2,
    },
    demoLeaderboard(),
    demoRaffle(),
    demoReferral(),
  ]
}

/**
 * The demo merchant's house rebate rates (decision 042), basis points of turnover: what members
 * without a rate from their agent are paid each day on their stakes.
 */
export const DEMO_REBATE_BP: Record<string, number> = {
  RNG: 100,
  LIVE: 60,
  FISH: 80,
  PVP: 50,
  SPORTS: 50,
  ESPORTS: 50,
  ELOTT: 50,
  LOTT: 50,
  COCKFIGHT: 50,
}

export const demoRebateRates = (merchantId: number) =>
  Object.entries(DEMO_REBATE_BP).map(([productType, rateBp]) => ({ merchantId, productType, rateBp }))

const php = (major: number) => BigInt(major) * 100n

/**
 * The demo merchant's VIP levels (decision 042): everyone starts at VIP 1; the upper levels ask
 * for turnover, then deposits too, and from VIP 4 some play in the last 30 days to keep them.
 * From VIP 2 a birthday bonus is paid each year to members who set their date of birth.
 */
export function demoVipLevels(merchantId: number): (typeof vipLevels.$inferInsert)[] {
  const level = (
    n: number,
    turnover: number,
    deposit: number,
    keep: number,
    bonus: number,
    rebateBonusBp: number,
    withdrawMax: number,
    withdrawCount: number,
    birthday: number,
  ) => ({
    merchantId,
    level: n,
    name: `VIP ${n}`,
    turnoverMinor: php(turnover),
    depositMinor: php(deposit),
    keepTurnoverMinor: php(keep),
    upgradeBonusMinor: php(bonus),
    rebateBonusBp,
    withdrawDailyMaxMinor: php(withdrawMax),
    withdrawDailyCount: withdrawCount,
    birthdayBonusMinor: php(birthday),
  })
  return [
    level(1, 0, 0, 0, 0, 0, 20_000, 3, 0),
    level(2, 200, 0, 0, 8, 10, 50_000, 5, 18),
    level(3, 2_000, 1_000, 0, 38, 20, 100_000, 8, 58),
    level(4, 10_000, 5_000, 1_000, 88, 30, 200_000, 10, 128),
    level(5, 50_000, 20_000, 5_000, 288, 50, 500_000, 20, 388),
  ]
}
