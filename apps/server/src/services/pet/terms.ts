import {
  DEFAULT_PET_TERMS,
  type PetTerms,
  type PetTermsWire,
  petTermsFromWire,
  petTermsToWire,
} from '@arcadia/contract/games/pets';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { type Exec, one } from '../../ledger/sql.ts';
import { fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';

/**
 * The pets' terms as operator settings (docs/pets.md, "Configuration"). DEFAULT_PET_TERMS (games/pets.ts) is version
 * 0; each save in the console appends a version to `pet_terms`. New draws and listings use the newest version; a pet
 * stores the version it was made under and earns, levels and is priced by it for good, and a listing stores its fee,
 * so a change never re-rates the past. Versions never change, so a server keeps them once read; the newest is
 * re-read after SETTINGS_TTL_MS (other servers see a change within that time, the saving server at once).
 */
export const SETTINGS_TTL_MS = 5_000;

export interface PetTermsStore {
  readonly defaults: PetTerms;
  /**
   * What new draws and listings use now. Inside a transaction pass it as `db`: a read on the pool would wait for a
   * second connection (PGlite has one).
   */
  current(db?: Exec): Promise<{ version: number; terms: PetTerms }>;
  /** A version's terms (0: the defaults); `db` as for current(). */
  of(version: number, db?: Exec): Promise<PetTerms>;
  forget(): void;
}

interface TermsRow {
  version: number | string;
  terms: PetTermsWire | string;
  created_at: string | Date;
  email: string | null;
}

const parse = (row: TermsRow): PetTerms => {
  const wire = (typeof row.terms === 'string' ? JSON.parse(row.terms) : row.terms) as PetTermsWire;
  const parsed = petTermsFromWire(wire);
  if ('errors' in parsed) throw new Error(`pet_terms version ${row.version} is invalid`);
  return parsed.terms;
};

async function newest(db: Exec): Promise<TermsRow | undefined> {
  return one<TermsRow>(
    db,
    sql`select t.version, t.terms, t.created_at, o.email
        from pet_terms t left join operators o on o.id = t.created_by order by t.version desc limit 1`,
  );
}

export function petTermsStore(db: Db, defaults: PetTerms = DEFAULT_PET_TERMS, ttlMs = SETTINGS_TTL_MS): PetTermsStore {
  const versions = new Map<number, PetTerms>([[0, defaults]]);
  let kept: { value: { version: number; terms: PetTerms }; at: number } | undefined;
  return {
    defaults,
    async current(on = db) {
      if (kept && Date.now() - kept.at < ttlMs) return kept.value;
      const row = await newest(on);
      const value = row ? { version: Number(row.version), terms: parse(row) } : { version: 0, terms: defaults };
      versions.set(value.version, value.terms);
      kept = { value, at: Date.now() };
      return value;
    },
    async of(version, on = db) {
      const known = versions.get(version);
      if (known) return known;
      const row = await one<TermsRow>(
        on,
        sql`select version, terms, created_at, null as email from pet_terms where version = ${version}`,
      );
      const terms = row ? parse(row) : defaults;
      versions.set(version, terms);
      return terms;
    },
    forget() {
      kept = undefined;
    },
  };
}

/** A version's terms through the store (a shorthand the services use). */
export const petTermsOf = (store: PetTermsStore, version: number, db?: Exec) => store.of(version, db);

/** Terms for several pets at once: version -> terms. */
export async function termsByVersion(store: PetTermsStore, versions: Iterable<number>) {
  const out = new Map<number, PetTerms>();
  for (const v of new Set(versions)) out.set(v, await store.of(v));
  return out;
}

export async function readPetTermsSettings(db: Exec, store: PetTermsStore) {
  const row = await newest(db);
  return {
    current: petTermsToWire(row ? parse(row) : store.defaults),
    version: row ? Number(row.version) : 0,
    defaults: petTermsToWire(store.defaults),
    updated_at: row ? Math.floor(new Date(row.created_at).getTime() / 1000) : null,
    updated_by_email: row ? (row.email ?? '') : null,
  };
}

/**
 * Saves the operator's terms as a new version: checked field by field (petTermsFromWire: a field error names each
 * wrong field, nothing is written), under a transaction lock so two saves at once make two ordered versions, each
 * audited (`pets.terms`) with its before and after in the same transaction. Terms equal to what applies write nothing.
 */
export async function savePetTerms(
  db: Db,
  store: PetTermsStore,
  input: PetTermsWire,
  operator: { id: number; ip: string },
  now = new Date(),
) {
  const parsed = petTermsFromWire(input);
  if ('errors' in parsed) throw fieldError(parsed.errors);
  const after = petTermsToWire(parsed.terms);
  const changed = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pets:terms'))`);
    const row = await newest(tx);
    const before = petTermsToWire(row ? parse(row) : store.defaults);
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    const version = (row ? Number(row.version) : 0) + 1;
    await tx.execute(
      sql`insert into pet_terms (version, terms, created_by, created_at)
          values (${version}, ${JSON.stringify(after)}::jsonb, ${operator.id}, ${now.toISOString()})`,
    );
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: 'pets.terms',
      target: `pets:terms:${version}`,
      before,
      after,
    });
    return true;
  });
  store.forget();
  return { settings: await readPetTermsSettings(db, store), changed };
}
