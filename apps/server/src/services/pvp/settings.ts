import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { type Exec, one } from '../../ledger/sql.ts';
import { fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';
import { type PvpSettings, pvpSettingsFrom } from './duel.ts';
import { usdt } from './service.ts';

/**
 * PvP's match settings (docs/pvp.md, "Configuration"): the PVP_* environment settings are the defaults; an operator's
 * saved settings (table pvp_settings, one row) replace them. The service reads them through a store that keeps them
 * for a few seconds (other servers see a change within that time; the server that saved it at once). A match stores
 * the fee and grace it started with, so a change applies to new matches only.
 */

/** How long a server keeps the settings it read. */
export const SETTINGS_TTL_MS = 5_000;

interface SettingsRow {
  stakes: string;
  fee_bp: number;
  grace_seconds: number;
  updated_by: string | number;
  updated_at: string | Date;
  email: string | null;
}

/** The settings as the wire and the audit log show them: whole USDT stakes, fee and grace. */
export const wireOf = (s: PvpSettings) => ({
  stakes: s.stakes.map(usdt),
  fee_bp: s.feeBp,
  grace_seconds: s.graceSeconds,
});

const fromRow = (r: Pick<SettingsRow, 'stakes' | 'fee_bp' | 'grace_seconds'>): PvpSettings =>
  pvpSettingsFrom({
    PVP_STAKES_USDT: r.stakes,
    PVP_FEE_BP: Number(r.fee_bp),
    PVP_GRACE_SECONDS: Number(r.grace_seconds),
  });

async function settingsRow(db: Exec): Promise<SettingsRow | undefined> {
  return one<SettingsRow>(
    db,
    sql`select s.stakes, s.fee_bp, s.grace_seconds, s.updated_by, s.updated_at, o.email
        from pvp_settings s left join operators o on o.id = s.updated_by where s.id = 1`,
  );
}

export interface PvpSettingsStore {
  /** The environment's settings. */
  readonly defaults: PvpSettings;
  /** What new matches use now. */
  current(): Promise<PvpSettings>;
  /** Drops the kept copy (after a save on this server). */
  forget(): void;
}

export function pvpSettingsStore(db: Db, defaults: PvpSettings, ttlMs = SETTINGS_TTL_MS): PvpSettingsStore {
  let kept: { value: PvpSettings; at: number } | undefined;
  return {
    defaults,
    async current() {
      if (kept && Date.now() - kept.at < ttlMs) return kept.value;
      const row = await settingsRow(db);
      kept = { value: row ? fromRow(row) : defaults, at: Date.now() };
      return kept.value;
    },
    forget() {
      kept = undefined;
    },
  };
}

function view(defaults: PvpSettings, row: SettingsRow | undefined) {
  return {
    current: wireOf(row ? fromRow(row) : defaults),
    defaults: wireOf(defaults),
    updated_at: row ? Math.floor(new Date(row.updated_at).getTime() / 1000) : null,
    updated_by_email: row ? (row.email ?? '') : null,
  };
}

export async function readSettings(db: Db, defaults: PvpSettings) {
  return view(defaults, await settingsRow(db));
}

/**
 * Saves the operator's settings. Stakes are whole USDT amounts (the call's schema checks each), each once, kept
 * ascending. Under a transaction lock two operators at once make two ordered changes, each audited (`pvp.settings`)
 * with its own before and after in the same transaction; settings equal to what applies write nothing.
 */
export async function saveSettings(
  store: PvpSettingsStore,
  db: Db,
  input: { stakes: string[]; fee_bp: number; grace_seconds: number },
  operator: { id: number; ip: string },
  now = new Date(),
) {
  const whole = input.stakes.map((s) => Number(s.trim()));
  if (new Set(whole).size !== whole.length) throw fieldError({ stakes: ['Each stake only once'] });
  const stakes = [...whole].sort((a, b) => a - b).join(',');
  const next = fromRow({ stakes, fee_bp: input.fee_bp, grace_seconds: input.grace_seconds });
  const changed = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pvp:settings'))`);
    const row = await settingsRow(tx);
    const before = wireOf(row ? fromRow(row) : store.defaults);
    const after = wireOf(next);
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    await tx.execute(
      sql`insert into pvp_settings (id, stakes, fee_bp, grace_seconds, updated_by, updated_at)
          values (1, ${stakes}, ${input.fee_bp}, ${input.grace_seconds}, ${operator.id}, ${now.toISOString()})
          on conflict (id) do update set stakes = excluded.stakes, fee_bp = excluded.fee_bp,
            grace_seconds = excluded.grace_seconds, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    );
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: 'pvp.settings',
      target: 'pvp:settings',
      before,
      after,
    });
    return true;
  });
  store.forget();
  return { settings: await readSettings(db, store.defaults), changed };
}
