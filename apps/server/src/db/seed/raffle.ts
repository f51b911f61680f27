/** The demo merchant's lucky draw (decision 038, amendment raffle): live for years, like its other promotions. */
import type { promotions } from '../schema.ts'

type PromotionSeed = Omit<typeof promotions.$inferInsert, 'id' | 'merchantId' | 'createdAt'>

export function demoRaffle(): PromotionSeed {
  return {
    kind: 'RAFFLE',
    category: 'SLOTS',
    titles: {
      CN: '幸运抽奖',
      EN: 'Lucky draw',
      ES: 'Sorteo',
      HI: 'लकी ड्रॉ',
      ID: 'Undian berhadiah',
      JA: '抽選会',
      KM: 'ការចាប់ឆ្នោតសំណាង',
      KO: '행운 추첨',
      MS: 'Cabutan bertuah',
      MY: 'ကံစမ်းမဲ',
      'PT-BR': 'Sorteio',
      PT: 'Sorteio',
      TA: 'அதிர்ஷ்டக் குலுக்கல்',
      TH: 'จับฉลากนำโชค',
      TW: '幸運抽獎',
      TY: 'Palabunutan',
      UR: 'لکی ڈرا',
      VI: 'Rút thăm may mắn',
    },
    rules: {
      CN: '<p>在老虎机每投注 <b>1.00</b> 可获得一张奖券（最多 100 张）。参加抽奖；结束时按奖券数抽出三名得主：现金 <b>500.00</b>、<b>200.00</b> 和 <b>100.00</b>。</p>',
      EN: '<p>Every <b>1.00</b> you bet in slots earns one ticket (up to 100). Enter the draw; at the end three winners are drawn, weighted by tickets: <b>500.00</b>, <b>200.00</b> and <b>100.00</b> in cash.</p>',
      ES: '<p>Cada <b>1.00</b> que apuestas en tragamonedas te da un boleto (hasta 100). Participa en el sorteo; al final se sortean tres ganadores, con más probabilidades cuantos más boletos tengas: <b>500.00</b>, <b>200.00</b> y <b>100.00</b> en efectivo.</p>',
      HI: '<p>स्लॉट्स में आपके हर <b>1.00</b> के दांव पर एक टिकट मिलता है (अधिकतम 100)। ड्रॉ में शामिल हों; अंत में टिकटों की संख्या के अनुपात में तीन विजेता चुने जाते हैं: <b>500.00</b>, <b>200.00</b> और <b>100.00</b> नकद।</p>',
      ID: '<p>Setiap taruhan <b>1.00</b> di slot memberi Anda satu tiket (maksimal 100). Ikuti undian; di akhir, tiga pemenang diundi dengan peluang sesuai jumlah tiket: <b>500.00</b>, <b>200.00</b>, dan <b>100.00</b> uang tunai.</p>',
      JA: '<p>スロットで <b>1.00</b> ベットするごとに抽選券が1枚もらえます（最大100枚）。抽選に参加すると、終了時に抽選券の枚数に応じた確率で3名の当選者が選ばれます：現金 <b>500.00</b>、<b>200.00</b>、<b>100.00</b>。</p>',
      KM: '<p>រាល់ការភ្នាល់ <b>1.00</b> លើស្លុត ទទួលបានសំបុត្រមួយសន្លឹក (រហូតដល់ 100)។ ចូលរួមការចាប់ឆ្នោត; នៅចុងបញ្ចប់ អ្នកឈ្នះបីនាក់នឹងត្រូវចាប់ឆ្នោត ដោយឱកាសអាស្រ័យលើចំនួនសំបុត្រ៖ សាច់ប្រាក់ <b>500.00</b>, <b>200.00</b> និង <b>100.00</b>។</p>',
      KO: '<p>슬롯에서 <b>1.00</b>을 베팅할 때마다 응모권 1장을 받습니다(최대 100장). 추첨에 참여하세요. 종료 시 응모권 수에 비례한 확률로 당첨자 3명을 뽑습니다: 현금 <b>500.00</b>, <b>200.00</b>, <b>100.00</b>.</p>',
      MS: '<p>Setiap <b>1.00</b> yang anda pertaruhkan dalam slot memberi satu tiket (sehingga 100). Sertai cabutan; pada akhirnya tiga pemenang dicabut dengan peluang mengikut bilangan tiket: <b>500.00</b>, <b>200.00</b> dan <b>100.00</b> tunai.</p>',
      MY: '<p>စလော့တွင် လောင်းသော <b>1.00</b> တိုင်းအတွက် လက်မှတ် တစ်စောင် ရရှိသည် (အများဆုံး 100)။ ကံစမ်းမဲတွင် ပါဝင်ပါ။ အဆုံးတွင် လက်မှတ်အရေအတွက်အလိုက် အခွင့်အလမ်းဖြင့် ဆုရှင် သုံးဦးကို မဲနှိုက်ရွေးချယ်ပါမည်- ငွေသား <b>500.00</b>၊ <b>200.00</b> နှင့် <b>100.00</b>။</p>',
      'PT-BR':
        '<p>Cada <b>1.00</b> apostado em slots vale um bilhete (até 100). Participe do sorteio; no final, três vencedores são sorteados, com mais chances para quem tem mais bilhetes: <b>500.00</b>, <b>200.00</b> e <b>100.00</b> em dinheiro.</p>',
      PT: '<p>Cada <b>1.00</b> que apostar em slots dá direito a um bilhete (até 100). Entre no sorteio; no final são sorteados três vencedores, com mais hipóteses para quem tem mais bilhetes: <b>500.00</b>, <b>200.00</b> e <b>100.00</b> em dinheiro.</p>',
      TA: '<p>ஸ்லாட்ஸில் நீங்கள் கட்டும் ஒவ்வொரு <b>1.00</b> பந்தயத்திற்கும் ஒரு டிக்கெட் கிடைக்கும் (அதிகபட்சம் 100). குலுக்கலில் பங்கேற்கவும்; முடிவில் டிக்கெட்டுகளின் எண்ணிக்கைக்கு ஏற்ற வாய்ப்புடன் மூன்று வெற்றியாளர்கள் தேர்ந்தெடுக்கப்படுவார்கள்: <b>500.00</b>, <b>200.00</b> மற்றும் <b>100.00</b> பணம்.</p>',
      TH: '<p>ทุกยอดเดิมพันสล็อต <b>1.00</b> ได้รับตั๋ว 1 ใบ (สูงสุด 100 ใบ) เข้าร่วมจับฉลาก เมื่อสิ้นสุดจะจับผู้โชคดีสามคน โดยผู้ที่มีตั๋วมากกว่ามีโอกาสมากกว่า: เงินสด <b>500.00</b>, <b>200.00</b> และ <b>100.00</b></p>',
      TW: '<p>在老虎機每投注 <b>1.00</b> 可獲得一張獎券（最多 100 張）。參加抽獎；結束時按獎券數抽出三名得主：現金 <b>500.00</b>、<b>200.00</b> 和 <b>100.00</b>。</p>',
      TY: '<p>Bawat <b>1.00</b> na taya mo sa slot ay may isang tiket (hanggang 100). Sumali sa draw; sa dulo, tatlong mananalo ang bubunutin ayon sa dami ng tiket: <b>500.00</b>, <b>200.00</b> at <b>100.00</b> na cash.</p>',
      UR: '<p>سلاٹس میں آپ کی ہر <b>1.00</b> کی شرط پر ایک ٹکٹ ملتا ہے (زیادہ سے زیادہ 100)۔ ڈرا میں شامل ہوں؛ آخر میں ٹکٹوں کی تعداد کے تناسب سے تین فاتح نکالے جاتے ہیں: <b>500.00</b>، <b>200.00</b> اور <b>100.00</b> نقد۔</p>',
      VI: '<p>Mỗi <b>1.00</b> bạn cược vào nổ hũ được một vé (tối đa 100). Tham gia rút thăm; khi kết thúc sẽ rút ra ba người trúng giải, càng nhiều vé càng nhiều cơ hội: <b>500.00</b>, <b>200.00</b> và <b>100.00</b> tiền mặt.</p>',
    },
    imageUrl: '/cdn/banners/raffle.svg',
    startAt: new Date('2026-01-01T00:00:00Z'),
    endAt: new Date('2030-01-01T00:00:00Z'),
    claimMode: 'raffle',
    reward: {
      amountMinor: '80000',
      ticketMinor: '100',
      maxTickets: 100,
      gameType: 'RNG',
      prizesMinor: ['50000', '20000', '10000'],
    },
    sort: 4,
  }
}
