import type { Db } from '../../db/client.ts';
import { investProducts } from '../../db/schema/index.ts';

/**
 * Invest demo products (docs/invest.md): in every market a flexible savings product and two fixed terms, named the
 * way that market's savings products are. Runs once: nothing is made when any product exists.
 */
const U = 1_000_000n;
const NAMES: Record<string, [string, string, string]> = {
  vn: ['Tiết kiệm linh hoạt', 'Kỳ hạn 7 ngày', 'Kỳ hạn 30 ngày'],
  id: ['Tabungan Fleksibel', 'Deposito 7 Hari', 'Deposito 30 Hari'],
  br: ['Poupança Flexível', 'CDB 7 dias', 'CDB 30 dias'],
  th: ['ออมทรัพย์ยืดหยุ่น', 'ฝากประจำ 7 วัน', 'ฝากประจำ 30 วัน'],
  ph: ['Flexible Savings', '7-Day Time Deposit', '30-Day Time Deposit'],
  my: ['Simpanan Fleksibel', 'Simpanan Tetap 7 Hari', 'Simpanan Tetap 30 Hari'],
  ru: ['Гибкий вклад', 'Вклад на 7 дней', 'Вклад на 30 дней'],
  mx: ['Ahorro Flexible', 'Pagaré 7 días', 'Pagaré 30 días'],
  in: ['Flexi Savings', '7-Day Fixed Deposit', '30-Day Fixed Deposit'],
  uz: ['Moslashuvchan omonat', '7 kunlik omonat', '30 kunlik omonat'],
  kz: ['Икемді салым', '7 күндік салым', '30 күндік салым'],
};

export async function seedInvest(db: Db) {
  const [any] = await db.select({ id: investProducts.id }).from(investProducts).limit(1);
  if (any) return;
  const rows = Object.entries(NAMES).flatMap(([market, [flex, week, month]]) => [
    { market, name: flex, kind: 'flexible', aprBps: 350, termDays: 0, penaltyBps: 0, sort: 1 },
    { market, name: week, kind: 'fixed', aprBps: 600, termDays: 7, penaltyBps: 100, sort: 2 },
    { market, name: month, kind: 'fixed', aprBps: 900, termDays: 30, penaltyBps: 200, sort: 3 },
  ]);
  await db
    .insert(investProducts)
    .values(rows.map((r) => ({ ...r, minAmount: 1n * U, perUserCap: 5_000n * U, totalCap: 200_000n * U })));
}
