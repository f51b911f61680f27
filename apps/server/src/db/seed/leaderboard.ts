/** The demo merchant's weekly slots leaderboard (decision 038, amendment "leaderboard"). */
import type { promotions } from '../schema.ts'

type PromotionSeed = Omit<typeof promotions.$inferInsert, 'id' | 'merchantId' | 'createdAt'>

export function demoLeaderboard(): PromotionSeed {
  return {
    kind: 'LEADERBOARD',
    category: 'SLOTS',
    titles: {
      CN: '每周老虎机排行榜',
      EN: 'Weekly slots leaderboard',
      ES: 'Clasificación semanal de tragamonedas',
      HI: 'साप्ताहिक स्लॉट्स लीडरबोर्ड',
      ID: 'Papan peringkat slot mingguan',
      JA: '週間スロットランキング',
      KM: 'តារាងចំណាត់ថ្នាក់ស្លុតប្រចាំសប្តាហ៍',
      KO: '주간 슬롯 랭킹',
      MS: 'Papan pendahulu slot mingguan',
      MY: 'အပတ်စဉ် စလော့ အဆင့်စာရင်း',
      'PT-BR': 'Ranking semanal de slots',
      PT: 'Classificação semanal de slots',
      TA: 'வாராந்திர ஸ்லாட்ஸ் லீடர்போர்டு',
      TH: 'กระดานอันดับสล็อตประจำสัปดาห์',
      TW: '每週老虎機排行榜',
      TY: 'Lingguhang leaderboard ng slot',
      UR: 'ہفتہ وار سلاٹس لیڈر بورڈ',
      VI: 'Bảng xếp hạng nổ hũ hằng tuần',
    },
    rules: {
      CN: '<p>参加后，本周在老虎机投注。按投注额排名前 5 位分别获得 <b>500.00</b>、<b>300.00</b>、<b>200.00</b>、<b>100.00</b> 和 <b>50.00</b> 现金，于每周日午夜结束后的周一发放。投注从参加时起计算；投注满 <b>10.00</b> 才能上榜；投注额相同时，先达到者排名靠前。</p>',
      EN: '<p>Join, then bet in slots this week. The top 5 by turnover win <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> and <b>50.00</b> in cash, paid on Monday after the week ends at midnight. Bets count from the moment you join; you need <b>10.00</b> to rank; on a tie, whoever reached the amount first ranks higher.</p>',
      ES: '<p>Únete y apuesta en tragamonedas esta semana. Los 5 primeros por volumen de apuestas ganan <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> y <b>50.00</b> en efectivo, que se pagan el lunes, después de que la semana termine a medianoche. Las apuestas cuentan desde el momento en que te unes; necesitas <b>10.00</b> para entrar en la clasificación; en caso de empate, queda por delante quien alcanzó primero esa cantidad.</p>',
      HI: '<p>शामिल हों, फिर इस सप्ताह स्लॉट्स में दांव लगाएँ। टर्नओवर के आधार पर शीर्ष 5 खिलाड़ी <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> और <b>50.00</b> नकद जीतते हैं, जो आधी रात को सप्ताह खत्म होने के बाद सोमवार को दिए जाते हैं। दांव आपके शामिल होने के समय से गिने जाते हैं; रैंक पाने के लिए आपको <b>10.00</b> चाहिए; बराबरी होने पर, जो पहले उस राशि तक पहुँचा, उसकी रैंक ऊपर होती है।</p>',
      ID: '<p>Gabung, lalu pasang taruhan di slot minggu ini. 5 teratas berdasarkan total taruhan memenangkan <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b>, dan <b>50.00</b> uang tunai, dibayarkan hari Senin setelah minggu berakhir tengah malam. Taruhan dihitung sejak Anda bergabung; Anda perlu <b>10.00</b> untuk masuk peringkat; jika seri, yang lebih dulu mencapai jumlah tersebut berada di peringkat lebih tinggi.</p>',
      JA: '<p>参加後、今週スロットでベットしてください。ベット額の上位5名に現金 <b>500.00</b>、<b>300.00</b>、<b>200.00</b>、<b>100.00</b>、<b>50.00</b> が贈られ、深夜0時に週が終わった後の月曜日に支払われます。ベットは参加した時点から集計されます。ランク入りには <b>10.00</b> が必要です。ベット額が同じ場合は、先にその額に達した方が上位になります。</p>',
      KM: '<p>ចូលរួម បន្ទាប់មកភ្នាល់លើស្លុតក្នុងសប្តាហ៍នេះ។ អ្នកឈរលំដាប់កំពូលទាំង 5 តាមទឹកប្រាក់ភ្នាល់ នឹងឈ្នះសាច់ប្រាក់ <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> និង <b>50.00</b> ដែលនឹងផ្តល់ជូននៅថ្ងៃច័ន្ទ បន្ទាប់ពីសប្តាហ៍បញ្ចប់នៅពាក់កណ្តាលអធ្រាត្រ។ ការភ្នាល់រាប់ចាប់ពីពេលអ្នកចូលរួម; អ្នកត្រូវការ <b>10.00</b> ដើម្បីជាប់ចំណាត់ថ្នាក់; ក្នុងករណីស្មើគ្នា អ្នកដែលឈានដល់ចំនួននោះមុន នឹងជាប់ចំណាត់ថ្នាក់ខ្ពស់ជាង។</p>',
      KO: '<p>참여한 후 이번 주에 슬롯에서 베팅하세요. 베팅액 기준 상위 5명은 현금 <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b>, <b>50.00</b>을 받으며, 상금은 한 주가 자정에 끝난 뒤 월요일에 지급됩니다. 베팅은 참여한 때부터 집계되며, 순위에 오르려면 <b>10.00</b>이 필요합니다. 베팅액이 같으면 그 금액에 먼저 도달한 사람이 더 높은 순위가 됩니다.</p>',
      MS: '<p>Sertai, kemudian bertaruh dalam slot minggu ini. 5 teratas mengikut jumlah pertaruhan memenangi <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> dan <b>50.00</b> tunai, dibayar pada hari Isnin selepas minggu berakhir pada tengah malam. Pertaruhan dikira sejak anda menyertai; anda memerlukan <b>10.00</b> untuk layak berkedudukan; jika seri, sesiapa yang mencapai jumlah itu dahulu mendapat kedudukan lebih tinggi.</p>',
      MY: '<p>ပါဝင်ပြီးနောက် ဤအပတ်အတွင်း စလော့တွင် လောင်းပါ။ လောင်းကြေးစုစုပေါင်းအလိုက် ထိပ်ဆုံး 5 ဦးသည် ငွေသား <b>500.00</b>၊ <b>300.00</b>၊ <b>200.00</b>၊ <b>100.00</b> နှင့် <b>50.00</b> ကို ရရှိမည်ဖြစ်ပြီး အပတ်သည် သန်းခေါင်ယံတွင် ပြီးဆုံးပြီးနောက် တနင်္လာနေ့တွင် ပေးအပ်ပါမည်။ လောင်းကြေးများကို သင်ပါဝင်သည့်အချိန်မှစ၍ ရေတွက်သည်။ အဆင့်ဝင်ရန် <b>10.00</b> လိုအပ်သည်။ တူညီပါက ထိုပမာဏသို့ အရင်ရောက်သူက အဆင့်ပိုမြင့်သည်။</p>',
      'PT-BR':
        '<p>Participe e aposte em slots nesta semana. Os 5 primeiros em volume de apostas ganham <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> e <b>50.00</b> em dinheiro, pagos na segunda-feira, depois que a semana termina à meia-noite. As apostas contam a partir do momento em que você participa; você precisa de <b>10.00</b> para entrar no ranking; em caso de empate, fica na frente quem atingiu o valor primeiro.</p>',
      PT: '<p>Adira e aposte em slots esta semana. Os 5 primeiros em volume de apostas ganham <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> e <b>50.00</b> em dinheiro, pagos na segunda-feira, depois de a semana terminar à meia-noite. As apostas contam a partir do momento em que adere; precisa de <b>10.00</b> para entrar na classificação; em caso de empate, fica à frente quem atingiu o valor primeiro.</p>',
      TA: '<p>சேருங்கள், பிறகு இந்த வாரம் ஸ்லாட்ஸில் பந்தயம் கட்டுங்கள். பந்தயத் தொகையின் அடிப்படையில் முதல் 5 இடங்களைப் பெறுபவர்கள் <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> மற்றும் <b>50.00</b> பணத்தை வெல்வார்கள்; இது நள்ளிரவில் வாரம் முடிந்த பிறகு திங்கட்கிழமை வழங்கப்படும். நீங்கள் சேர்ந்த நேரத்திலிருந்து பந்தயங்கள் கணக்கிடப்படும்; தரவரிசையில் இடம்பெற <b>10.00</b> தேவை; சமநிலை ஏற்பட்டால், அந்தத் தொகையை முதலில் எட்டியவர் உயர்ந்த இடம் பெறுவார்.</p>',
      TH: '<p>เข้าร่วม แล้วเดิมพันสล็อตในสัปดาห์นี้ 5 อันดับแรกตามยอดเดิมพันจะได้รับเงินสด <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> และ <b>50.00</b> จ่ายในวันจันทร์หลังจากสัปดาห์สิ้นสุดเวลาเที่ยงคืน ยอดเดิมพันนับตั้งแต่เข้าร่วม ต้องมียอดเดิมพัน <b>10.00</b> จึงจะติดอันดับ หากยอดเท่ากัน ผู้ที่ทำยอดถึงก่อนจะได้อันดับสูงกว่า</p>',
      TW: '<p>參加後，本週在老虎機投注。按投注額排名前 5 位分別獲得 <b>500.00</b>、<b>300.00</b>、<b>200.00</b>、<b>100.00</b> 和 <b>50.00</b> 現金，於每週日午夜結束後的週一發放。投注從參加時起計算；投注滿 <b>10.00</b> 才能上榜；投注額相同時，先達到者排名靠前。</p>',
      TY: '<p>Sumali, pagkatapos ay tumaya sa slot ngayong linggo. Ang nangungunang 5 ayon sa taya ay mananalo ng <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> at <b>50.00</b> na cash, ibinibigay sa Lunes pagkatapos matapos ang linggo sa hatinggabi. Bilang ang taya mula nang sumali ka; kailangan mo ng <b>10.00</b> para mapasama sa ranggo; kapag tabla, mas mataas ang unang nakaabot sa halaga.</p>',
      UR: '<p>شامل ہوں، پھر اس ہفتے سلاٹس میں شرط لگائیں۔ ٹرن اوور کے لحاظ سے سرفہرست 5 کھلاڑی <b>500.00</b>، <b>300.00</b>، <b>200.00</b>، <b>100.00</b> اور <b>50.00</b> نقد جیتتے ہیں، جو آدھی رات کو ہفتہ ختم ہونے کے بعد پیر کو ادا کیے جاتے ہیں۔ شرطیں آپ کے شامل ہونے کے وقت سے گنی جاتی ہیں؛ درجہ پانے کے لیے آپ کو <b>10.00</b> درکار ہیں؛ برابری کی صورت میں، جو پہلے اس رقم تک پہنچا اس کا درجہ اوپر ہوتا ہے۔</p>',
      VI: '<p>Tham gia, sau đó cược vào nổ hũ trong tuần này. 5 người có doanh thu cược cao nhất nhận <b>500.00</b>, <b>300.00</b>, <b>200.00</b>, <b>100.00</b> và <b>50.00</b> tiền mặt, được trả vào thứ Hai sau khi tuần kết thúc lúc nửa đêm. Cược được tính từ lúc bạn tham gia; bạn cần <b>10.00</b> để được xếp hạng; nếu bằng nhau, ai đạt mức đó trước sẽ xếp hạng cao hơn.</p>',
    },
    imageUrl: '/cdn/banners/leaderboard.svg',
    startAt: new Date('2026-01-01T00:00:00Z'),
    endAt: new Date('2030-01-01T00:00:00Z'),
    claimMode: 'join_claim',
    reward: {
      amountMinor: '115000',
      gameType: 'RNG',
      prizesMinor: ['50000', '30000', '20000', '10000', '5000'],
      minTurnoverMinor: '1000',
    },
    sort: 3,
  }
}
