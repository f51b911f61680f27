/** The demo merchant's invite-a-friend reward (decision 038, amendment "referral reward"). */
import type { promotions } from '../schema.ts'

type PromotionSeed = Omit<typeof promotions.$inferInsert, 'id' | 'merchantId' | 'createdAt'>

export function demoReferral(): PromotionSeed {
  return {
    kind: 'REFERRAL',
    category: 'DAILY',
    titles: {
      CN: '邀请好友，得 20.00',
      EN: 'Invite a friend, get 20.00',
      ES: 'Invita a un amigo y recibe 20.00',
      HI: 'दोस्त को बुलाएँ, 20.00 पाएँ',
      ID: 'Ajak teman, dapatkan 20.00',
      JA: '友達招待で 20.00 獲得',
      KM: 'អញ្ជើញមិត្តភក្តិ ទទួលបាន 20.00',
      KO: '친구 초대하고 20.00 받기',
      MS: 'Jemput rakan, dapat 20.00',
      MY: 'သူငယ်ချင်းကို ဖိတ်ခေါ်ပြီး 20.00 ရယူပါ',
      'PT-BR': 'Indique um amigo e ganhe 20.00',
      PT: 'Convide um amigo e receba 20.00',
      TA: 'நண்பரை அழையுங்கள், 20.00 பெறுங்கள்',
      TH: 'ชวนเพื่อน รับ 20.00',
      TW: '邀請好友，得 20.00',
      TY: 'Mag-imbita ng kaibigan, makakuha ng 20.00',
      UR: 'دوست کو مدعو کریں، 20.00 پائیں',
      VI: 'Mời bạn bè, nhận 20.00',
    },
    rules: {
      CN: '<p>分享您的邀请链接。每位通过该链接注册、并在 30 天内首次存款不少于 <b>100.00</b> 的好友，您将自动获得 <b>20.00</b> 现金。每周最多 10 位好友。与您使用同一网络或设备的好友及试玩账户不计入。</p>',
      EN: '<p>Share your invite link. For each friend who registers with it and, within 30 days, makes a first deposit of at least <b>100.00</b>, you receive <b>20.00</b> in cash, paid automatically. Up to 10 friends a week. Friends on your own network or device, and trial accounts, do not count.</p>',
      ES: '<p>Comparte tu enlace de invitación. Por cada amigo que se registre con él y, en un plazo de 30 días, haga un primer depósito de al menos <b>100.00</b>, recibes <b>20.00</b> en efectivo, que se pagan automáticamente. Hasta 10 amigos por semana. No cuentan los amigos de tu misma red o dispositivo ni las cuentas de prueba.</p>',
      HI: '<p>अपना इनवाइट लिंक शेयर करें। हर उस दोस्त के लिए जो इससे रजिस्टर करे और 30 दिनों के भीतर कम से कम <b>100.00</b> की पहली जमा करे, आपको <b>20.00</b> नकद मिलते हैं, जो अपने-आप दिए जाते हैं। हर सप्ताह अधिकतम 10 दोस्त। आपके अपने नेटवर्क या डिवाइस पर मौजूद दोस्त और ट्रायल खाते नहीं गिने जाते।</p>',
      ID: '<p>Bagikan link undangan Anda. Untuk setiap teman yang mendaftar melalui link tersebut dan, dalam 30 hari, melakukan deposit pertama minimal <b>100.00</b>, Anda menerima <b>20.00</b> uang tunai yang dibayarkan otomatis. Maksimal 10 teman per minggu. Teman yang memakai jaringan atau perangkat yang sama dengan Anda, serta akun uji coba, tidak dihitung.</p>',
      JA: '<p>招待リンクをシェアしましょう。そのリンクから登録し、30日以内に <b>100.00</b> 以上の初回入金をした友達1人につき、現金 <b>20.00</b> が自動で支払われます。1週間に最大10人まで。あなたと同じネットワークや端末を使う友達、およびお試しアカウントは対象外です。</p>',
      KM: '<p>ចែករំលែកតំណអញ្ជើញរបស់អ្នក។ សម្រាប់មិត្តភក្តិម្នាក់ៗដែលចុះឈ្មោះតាមតំណនេះ ហើយដាក់ប្រាក់លើកដំបូងយ៉ាងតិច <b>100.00</b> ក្នុងរយៈពេល 30 ថ្ងៃ អ្នកនឹងទទួលបានសាច់ប្រាក់ <b>20.00</b> ដោយស្វ័យប្រវត្តិ។ រហូតដល់ 10 នាក់ក្នុងមួយសប្តាហ៍។ មិត្តភក្តិដែលប្រើបណ្តាញ ឬឧបករណ៍តែមួយជាមួយអ្នក និងគណនីសាកល្បង មិនត្រូវបានរាប់ទេ។</p>',
      KO: '<p>초대 링크를 공유하세요. 이 링크로 가입하고 30일 이내에 <b>100.00</b> 이상 첫 입금을 한 친구 1명마다 현금 <b>20.00</b>이 자동으로 지급됩니다. 주당 최대 10명까지입니다. 회원님과 같은 네트워크나 기기를 사용하는 친구 및 체험 계정은 포함되지 않습니다.</p>',
      MS: '<p>Kongsi pautan jemputan anda. Bagi setiap rakan yang mendaftar melaluinya dan, dalam tempoh 30 hari, membuat deposit pertama sekurang-kurangnya <b>100.00</b>, anda menerima <b>20.00</b> tunai, dibayar secara automatik. Sehingga 10 rakan seminggu. Rakan pada rangkaian atau peranti anda sendiri, dan akaun percubaan, tidak dikira.</p>',
      MY: '<p>သင့်ဖိတ်ခေါ်လင့်ခ်ကို မျှဝေပါ။ ၎င်းဖြင့် စာရင်းသွင်းပြီး ရက် 30 အတွင်း အနည်းဆုံး <b>100.00</b> ပထမဆုံးအကြိမ် ငွေသွင်းသော သူငယ်ချင်းတစ်ဦးစီအတွက် ငွေသား <b>20.00</b> ကို အလိုအလျောက် ရရှိပါမည်။ တစ်ပတ်လျှင် သူငယ်ချင်း အများဆုံး 10 ဦး။ သင်နှင့် တူညီသော ကွန်ရက် သို့မဟုတ် စက်ပစ္စည်းကို အသုံးပြုသော သူငယ်ချင်းများနှင့် စမ်းသပ်အကောင့်များကို ထည့်မတွက်ပါ။</p>',
      'PT-BR':
        '<p>Compartilhe seu link de convite. Para cada amigo que se cadastrar com ele e, em até 30 dias, fizer um primeiro depósito de pelo menos <b>100.00</b>, você recebe <b>20.00</b> em dinheiro, pagos automaticamente. Até 10 amigos por semana. Amigos na sua própria rede ou dispositivo e contas de teste não contam.</p>',
      PT: '<p>Partilhe o seu link de convite. Por cada amigo que se registe com ele e, no prazo de 30 dias, faça um primeiro depósito de pelo menos <b>100.00</b>, recebe <b>20.00</b> em dinheiro, pagos automaticamente. Até 10 amigos por semana. Não contam os amigos na sua própria rede ou dispositivo, nem as contas de jogo grátis.</p>',
      TA: '<p>உங்கள் அழைப்பு இணைப்பைப் பகிருங்கள். அதன் மூலம் பதிவுசெய்து, 30 நாட்களுக்குள் குறைந்தது <b>100.00</b> முதல் வைப்பு செய்யும் ஒவ்வொரு நண்பருக்கும், உங்களுக்கு <b>20.00</b> பணம் தானாக வழங்கப்படும். வாரத்திற்கு அதிகபட்சம் 10 நண்பர்கள். உங்கள் சொந்த நெட்வொர்க் அல்லது சாதனத்தில் உள்ள நண்பர்களும் சோதனைக் கணக்குகளும் கணக்கில் கொள்ளப்படாது.</p>',
      TH: '<p>แชร์ลิงก์ชวนเพื่อนของคุณ สำหรับเพื่อนแต่ละคนที่สมัครผ่านลิงก์นี้และฝากเงินครั้งแรกอย่างน้อย <b>100.00</b> ภายใน 30 วัน คุณจะได้รับเงินสด <b>20.00</b> โดยอัตโนมัติ สูงสุด 10 คนต่อสัปดาห์ เพื่อนที่ใช้เครือข่ายหรืออุปกรณ์เดียวกับคุณ รวมถึงบัญชีทดลองเล่น จะไม่นับรวม</p>',
      TW: '<p>分享您的邀請連結。每位透過該連結註冊、並在 30 天內首次存款不少於 <b>100.00</b> 的好友，您將自動獲得 <b>20.00</b> 現金。每週最多 10 位好友。與您使用同一網路或裝置的好友及試玩帳戶不計入。</p>',
      TY: '<p>Ibahagi ang iyong invite link. Sa bawat kaibigang magrehistro gamit ito at, sa loob ng 30 araw, ay magdeposito sa unang pagkakataon ng hindi bababa sa <b>100.00</b>, makakatanggap ka ng <b>20.00</b> na cash, awtomatikong ibinibigay. Hanggang 10 kaibigan bawat linggo. Hindi bilang ang mga kaibigan sa iyong sariling network o device, at ang mga trial account.</p>',
      UR: '<p>اپنا دعوتی لنک شیئر کریں۔ ہر اس دوست کے لیے جو اس سے رجسٹر کرے اور 30 دن کے اندر کم از کم <b>100.00</b> کا پہلا ڈپازٹ کرے، آپ کو <b>20.00</b> نقد ملتے ہیں، جو خود بخود ادا کیے جاتے ہیں۔ ہر ہفتے زیادہ سے زیادہ 10 دوست۔ آپ کے اپنے نیٹ ورک یا ڈیوائس پر موجود دوست اور ٹرائل اکاؤنٹس شمار نہیں ہوتے۔</p>',
      VI: '<p>Chia sẻ link mời của bạn. Với mỗi người bạn đăng ký qua link này và trong vòng 30 ngày nạp tiền lần đầu tối thiểu <b>100.00</b>, bạn nhận <b>20.00</b> tiền mặt, được trả tự động. Tối đa 10 người bạn mỗi tuần. Bạn bè dùng cùng mạng hoặc thiết bị với bạn và tài khoản chơi thử không được tính.</p>',
    },
    imageUrl: '/cdn/banners/referral.svg',
    startAt: new Date('2026-01-01T00:00:00Z'),
    endAt: new Date('2030-01-01T00:00:00Z'),
    claimMode: 'claim',
    reward: { amountMinor: '2000', firstDepositMinor: '10000', withinDays: 30, maxFriendsPerWeek: 10 },
    sort: 5,
  }
}
