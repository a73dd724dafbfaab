import { customerPhoneKey, ERASED_CUSTOMER_NAME } from '@backoffice/shared';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  coupons,
  couponUses,
  customers,
  errands,
  loginFailures,
  orders,
  ratings,
  rejections,
  storefrontTokens,
  whatsappOutbox,
  whatsappUnreachable,
} from '../../db/schema/index.ts';
import type { OrderLine } from '../../db/schema/orders.ts';
import { notFound } from '../../errors.ts';

const ERASED_ADDRESS = 'Dirección eliminada';

/**
 * The company's orders placed with this phone. The phone is stored as typed, so the last ten digits narrow the
 * rows in SQL and customerPhoneKey decides: "33 1234 5678" and "+52 1 33 1234 5678" are the same customer.
 */
const ordersOfPhone = async (db: Db, companyId: string, phone: string) => {
  const lastDigits = phone.replace(/\D/g, '').slice(-10);
  const candidates = await db
    .select({ id: orders.id, phone: sql<string>`${orders.customer}->>'phone'` })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        like(sql`regexp_replace(${orders.customer}->>'phone', '\\D', '', 'g')`, `%${lastDigits}`),
      ),
    );
  return candidates.filter((order) => customerPhoneKey(order.phone ?? '') === phone).map((order) => order.id);
};

const withoutLineNotes = (lines: OrderLine[]) => lines.map(({ notes: _notes, ...line }) => line);

/**
 * A customer's request to delete their data (decision 052): in one transaction their orders keep their amounts,
 * lines and statuses for the reports but lose name, phone, address, location and notes; the errands of those
 * orders lose the drop-off and the customer; the WhatsApp messages, the rating comments, the rejection comments,
 * the tracking links, the coupon uses' phone and the rate-limit counters of the phone go; then the book entry.
 */
export const eraseCustomer = async (db: Db, companyId: string, id: string) => {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  if (!customer) throw notFound('No encontramos ese cliente.');
  const orderIds = await ordersOfPhone(db, companyId, customer.phone);
  await db.transaction(async (tx) => {
    if (orderIds.length > 0) {
      const lines = await tx
        .select({ id: orders.id, products: orders.products, coupon: orders.coupon })
        .from(orders)
        .where(inArray(orders.id, orderIds));
      for (const order of lines) {
        await tx
          .update(orders)
          .set({
            customer: { name: ERASED_CUSTOMER_NAME, phone: '', address: '' },
            products: withoutLineNotes(order.products),
            notes: null,
            version: sql`${orders.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(orders.id, order.id));
      }
      await tx
        .update(errands)
        .set({ customer: null, dropoff: { address: ERASED_ADDRESS }, notes: null, updatedAt: new Date() })
        .where(inArray(errands.orderId, orderIds));
      await tx.delete(whatsappOutbox).where(inArray(whatsappOutbox.orderId, orderIds));
      await tx.update(ratings).set({ comment: null }).where(inArray(ratings.orderId, orderIds));
      await tx.update(rejections).set({ comment: null }).where(inArray(rejections.orderId, orderIds));
      await tx.delete(storefrontTokens).where(inArray(storefrontTokens.orderId, orderIds));
      // coupon_uses is indexed by coupon only (decision 051): the orders' uses are found through their codes' coupons
      // (any company's with that text; the order ids keep it to these orders), not by a scan of every use.
      const codes = [...new Set(lines.map((order) => order.coupon).filter((code): code is string => Boolean(code)))];
      if (codes.length > 0) {
        await tx
          .update(couponUses)
          .set({ phone: '' })
          .where(
            and(
              inArray(
                couponUses.couponId,
                tx.select({ id: coupons.id }).from(coupons).where(inArray(coupons.code, codes)),
              ),
              inArray(couponUses.orderId, orderIds),
            ),
          );
      }
    }
    const [company] = await tx
      .select({ partnerId: companies.partnerId })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (company) {
      await tx
        .delete(whatsappUnreachable)
        .where(
          and(eq(whatsappUnreachable.partnerId, company.partnerId), eq(whatsappUnreachable.phone, customer.phone)),
        );
    }
    await tx.delete(loginFailures).where(eq(loginFailures.key, `storefront:phone:${customer.phone}`));
    await tx.delete(customers).where(eq(customers.id, customer.id));
  });
  return { orders: orderIds.length };
};
