/**
 * The demo merchant's cashier: two sandbox gateway channels, a manual bank transfer with its
 * receiving account, deposit promotions, and the withdrawal limits and banks. Amounts in minor
 * units of PHP. The sandbox channels work once PARLOR_PAYMENT_SANDBOX_URL names a running sandbox.
 */
import type { Tx } from '../client.ts'
import { cashierSettings, depositPromotions, paymentChannels } from '../schema.ts'

const php = (major: number) => BigInt(major) * 100n

export async function seedCashier(tx: Tx, merchantId: number) {
  await tx.insert(paymentChannels).values([
    {
      merchantId,
      code: 'sandbox_card',
      kind: 'gateway',
      variant: 'card',
      provider: 'sandbox',
      names: { EN: 'Sandbox card', TY: 'Sandbox card', CN: '沙盒银行卡' },
      minMinor: php(100),
      maxMinor: php(50_000),
      feeBp: 0,
      quickAmounts: [100, 300, 500, 1000, 5000],
      displayOrder: 1,
    },
    {
      merchantId,
      code: 'sandbox_qr',
      kind: 'gateway',
      variant: 'qr',
      provider: 'sandbox',
      names: { EN: 'Sandbox QR', TY: 'Sandbox QR', CN: '沙盒扫码' },
      minMinor: php(50),
      maxMinor: php(20_000),
      feeBp: 0,
      quickAmounts: [50, 100, 200, 500, 1000],
      displayOrder: 2,
    },
    {
      merchantId,
      code: 'bank_transfer',
      kind: 'manual',
      variant: 'bank',
      provider: 'manual',
      names: { EN: 'Bank transfer', TY: 'Bank transfer', CN: '银行转账' },
      minMinor: php(500),
      maxMinor: php(100_000),
      feeBp: 0,
      quickAmounts: [500, 1000, 5000, 10_000],
      displayOrder: 3,
      account: {
        bankName: 'BDO Unibank',
        accountName: 'Parlor Demo Inc.',
        accountNumber: '0012 3456 7890',
        branch: 'Makati Ayala',
      },
    },
  ])
  await tx.insert(depositPromotions).values([
    {
      merchantId,
      names: { EN: 'First deposit bonus 100%', TY: 'Unang deposito bonus 100%', CN: '首存优惠 100%' },
      descriptions: {
        EN: 'Double your first deposit: 100% bonus up to ₱500, released to cash once you bet 10× deposit plus bonus.',
        TY: 'Doblehin ang iyong unang deposito: 100% bonus hanggang ₱500, magiging cash kapag nakataya ka na ng 10× ng deposito at bonus.',
        CN: '首存翻倍：100% 奖金，最高 ₱500；投注达到（存款＋奖金）的 10 倍后转为现金。',
      },
      depositOrdinal: 1,
      bonusBp: 10_000,
      maxBonusMinor: php(500),
      minDepositMinor: php(100),
      turnoverMultiple: 10,
    },
    {
      merchantId,
      names: { EN: 'Second deposit bonus 50%', TY: 'Ikalawang deposito bonus 50%', CN: '二存优惠 50%' },
      descriptions: {
        EN: '50% bonus on your second deposit, up to ₱1,000, released to cash once you bet 8× deposit plus bonus.',
        TY: '50% bonus sa iyong ikalawang deposito, hanggang ₱1,000, magiging cash kapag nakataya ka na ng 8× ng deposito at bonus.',
        CN: '第二笔存款 50% 奖金，最高 ₱1,000；投注达到（存款＋奖金）的 8 倍后转为现金。',
      },
      depositOrdinal: 2,
      bonusBp: 5_000,
      maxBonusMinor: php(1_000),
      minDepositMinor: php(200),
      turnoverMultiple: 8,
    },
    {
      merchantId,
      names: { EN: 'Reload bonus 5%', TY: 'Reload bonus 5%', CN: '续存优惠 5%' },
      descriptions: {
        EN: '5% on any deposit, up to ₱500, released to cash once you bet 3× deposit plus bonus.',
        TY: '5% sa anumang deposito, hanggang ₱500, magiging cash kapag nakataya ka na ng 3× ng deposito at bonus.',
        CN: '任意存款 5% 奖金，最高 ₱500；投注达到（存款＋奖金）的 3 倍后转为现金。',
      },
      depositOrdinal: null,
      bonusBp: 500,
      maxBonusMinor: php(500),
      minDepositMinor: php(100),
      turnoverMultiple: 3,
    },
  ])
  await tx.insert(cashierSettings).values({
    merchantId,
    withdrawMinMinor: php(100),
    withdrawMaxMinor: php(50_000),
    dailyCount: 5,
    dailyAmountMinor: php(100_000),
    turnoverPercent: 100,
    banks: [
      { code: 'BDO', name: 'BDO Unibank' },
      { code: 'BPI', name: 'Bank of the Philippine Islands' },
      { code: 'METROBANK', name: 'Metrobank' },
      { code: 'LANDBANK', name: 'Land Bank of the Philippines' },
      { code: 'GCASH', name: 'GCash' },
      { code: 'MAYA', name: 'Maya' },
    ],
  })
}
