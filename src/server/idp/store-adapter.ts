import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Store } from '#server/store/db';
import { idpRecord } from '#server/store/schema';

/**
 * oidc-provider's storage (sessions, interactions, codes, grants, refresh tokens) in the store
 * (drizzle/0006_idp_records.sql) rather than the provider's memory: every gateway on the store sees
 * the same sign-ins, and they survive a restart. Expired rows are never answered and are removed as
 * new ones are written.
 */
export class StoreAdapter implements Adapter {
  constructor(private readonly store: Store, private readonly model: string) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const columns = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      uid: payload.uid ?? null,
      userCode: payload.userCode ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.store.tx((tx) => tx.insert(idpRecord).values({ model: this.model, id, ...columns }).onConflictDoUpdate({ target: [idpRecord.model, idpRecord.id], set: columns }));
    // housekeeping, on its own: two gateways clearing the same rows must not fail a sign-in
    await this.store.tx((tx) => tx.delete(idpRecord).where(lt(idpRecord.expiresAt, new Date()))).catch(() => undefined);
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const live = or(isNull(idpRecord.expiresAt), gt(idpRecord.expiresAt, new Date()));
    const [row] = await this.store.read((db) => db.select({ payload: idpRecord.payload }).from(idpRecord).where(and(eq(idpRecord.model, this.model), condition, live)).limit(1));
    return row?.payload as AdapterPayload | undefined;
  }

  find(id: string) {
    return this.findWhere(eq(idpRecord.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(idpRecord.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(idpRecord.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    const consumed = sql`jsonb_set(${idpRecord.payload}, '{consumed}', to_jsonb(${Math.floor(Date.now() / 1000)}::int))`;
    await this.store.tx((tx) => tx.update(idpRecord).set({ payload: consumed }).where(and(eq(idpRecord.model, this.model), eq(idpRecord.id, id))));
  }

  async destroy(id: string): Promise<void> {
    await this.store.tx((tx) => tx.delete(idpRecord).where(and(eq(idpRecord.model, this.model), eq(idpRecord.id, id))));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.store.tx((tx) => tx.delete(idpRecord).where(eq(idpRecord.grantId, grantId)));
  }
}
