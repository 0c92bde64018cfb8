import type { Sql } from '../../db/db';

export interface PaymentChannel {
  id: bigint;
  merchantId: bigint;
  typeCode: string;
  kind: 'bank_transfer' | 'gateway';
  vendorId: string;
  vendorName: string;
  mcsBankCode: string;
  banks: { bankCode: string; bankType: string }[];
  minMinor: bigint;
  maxMinor: bigint;
  fixedAmountsMinor: bigint[];
  gatewayCode: string | null;
  gatewaySecret: string | null;
  payee: { name: string; account: string; bank: string } | null;
}

interface Row {
  id: bigint;
  merchant_id: bigint;
  type_code: string;
  kind: PaymentChannel['kind'];
  vendor_id: string;
  vendor_name: string;
  mcs_bank_code: string;
  banks: PaymentChannel['banks'];
  min_minor: bigint;
  max_minor: bigint;
  fixed_amounts_minor: bigint[];
  gateway_code: string | null;
  gateway_secret: string | null;
  payee_name: string | null;
  payee_account: string | null;
  payee_bank: string | null;
}

const toChannel = (r: Row): PaymentChannel => ({
  id: r.id,
  merchantId: r.merchant_id,
  typeCode: r.type_code,
  kind: r.kind,
  vendorId: r.vendor_id,
  vendorName: r.vendor_name,
  mcsBankCode: r.mcs_bank_code,
  banks: r.banks,
  minMinor: r.min_minor,
  maxMinor: r.max_minor,
  fixedAmountsMinor: (r.fixed_amounts_minor ?? []).map((v) => BigInt(v)),
  gatewayCode: r.gateway_code,
  gatewaySecret: r.gateway_secret,
  payee: r.payee_account
    ? { name: r.payee_name ?? '', account: r.payee_account, bank: r.payee_bank ?? '' }
    : null,
});

export async function selectEnabledChannels(
  sql: Sql,
  merchantId: bigint,
): Promise<PaymentChannel[]> {
  const r = await sql.query<Row>(
    `SELECT * FROM payment_channels WHERE merchant_id = $1 AND enabled ORDER BY sort, id`,
    [merchantId],
  );
  return r.rows.map(toChannel);
}

export async function selectChannel(
  sql: Sql,
  merchantId: bigint,
  vendorId: string,
): Promise<PaymentChannel | null> {
  const r = await sql.query<Row>(
    'SELECT * FROM payment_channels WHERE merchant_id = $1 AND vendor_id = $2 AND enabled',
    [merchantId, vendorId],
  );
  return r.rows[0] ? toChannel(r.rows[0]) : null;
}

export async function selectChannelById(sql: Sql, id: bigint): Promise<PaymentChannel | null> {
  const r = await sql.query<Row>('SELECT * FROM payment_channels WHERE id = $1', [id]);
  return r.rows[0] ? toChannel(r.rows[0]) : null;
}
