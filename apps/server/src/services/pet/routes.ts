import { pet } from '@arcadia/contract';
import { opsPetTerms, opsPetTermsSet } from '@arcadia/contract/ops/index';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { testClock } from '../../lib/test-clock.ts';
import { areaOpsDeps, operatorOf } from '../ops/area-deps.ts';
import { registerOpsCall } from '../ops/register-ops-call.ts';
import { backfillPetChain, hookPetTransfers, syncPetChain } from './chain.ts';
import { petGameInfo, petRace, petRaceHistory, rollNft, rollTable } from './games.ts';
import { buyPet, delistPet, listPet, petHistory, petMarket, rentPet, runPetReturns } from './market.ts';
import { myPets, type PetDeps, petAction, petDraw, petInfo, petRank, termsView } from './service.ts';
import { petTermsStore, readPetTermsSettings, savePetTerms } from './terms.ts';

/** Pets (issue 19, docs/pets.md): the players' calls under /svc/pet/petV2/. */
export async function petRoutes(app: FastifyInstance) {
  const clock = testClock('pets');
  const store = petTermsStore(app.db);
  const deps: PetDeps = { db: app.db, terms: store, nowMs: clock.nowMs };

  registerCall(app, pet.petTerms, async () => {
    const { version, terms } = await store.current();
    return termsView(terms, version);
  });
  registerCall(app, pet.petMine, async (_input, req) => myPets(deps, req.userId));
  registerCall(app, pet.petInfo, async (input) => petInfo(deps, input.pet_id));
  registerCall(app, pet.petRank, async (_input, req) => petRank(deps, req.userId || undefined, pet.PET_RANK_SIZE));
  registerCall(app, pet.petDraw, async (_input, req) => petDraw(deps, req.userId, requireKey(req)));
  registerCall(app, pet.petCollect, async (input, req) =>
    petAction(deps, req.userId, requireKey(req), 'collect', input.pet_id),
  );
  registerCall(app, pet.petLevelUp, async (input, req) =>
    petAction(deps, req.userId, requireKey(req), 'level_up', input.pet_id),
  );
  registerCall(app, pet.petSpeedUp, async (input, req) =>
    petAction(deps, req.userId, requireKey(req), 'speed_up', input.pet_id),
  );
  registerCall(app, pet.petBuff, async (input, req) =>
    petAction(deps, req.userId, requireKey(req), 'buff', input.pet_id),
  );
  registerCall(app, pet.petRestore, async (input, req) =>
    petAction(deps, req.userId, requireKey(req), 'restore', input.pet_id),
  );
  registerCall(app, pet.petMarket, async (input) => petMarket(deps, input.kind, input.page, pet.PET_MARKET_PAGE));
  registerCall(app, pet.petHistory, async (input, req) =>
    petHistory(deps, req.userId, input.page, pet.PET_HISTORY_PAGE),
  );
  registerCall(app, pet.petList, async (input, req) => listPet(deps, req.userId, requireKey(req), input));
  registerCall(app, pet.petDelist, async (input, req) => delistPet(deps, req.userId, input.listing_id));
  registerCall(app, pet.petBuy, async (input, req) => buyPet(deps, req.userId, requireKey(req), input.listing_id));
  registerCall(app, pet.petRent, async (input, req) => rentPet(deps, req.userId, requireKey(req), input.listing_id));

  const table = rollTable();
  registerCall(app, pet.rollTable, async () => table);
  registerCall(app, pet.rollNft, async (_input, req) => rollNft(deps, req.userId, requireKey(req)));
  registerCall(app, pet.petGameInfo, async (_input, req) => petGameInfo(deps, req.userId || undefined));
  registerCall(app, pet.petRace, async (input, req) => petRace(deps, req.userId, requireKey(req), input.pet_id));
  registerCall(app, pet.petRaceHistory, async (input, req) =>
    petRaceHistory(deps, req.userId, input.page, pet.PET_RACE_HISTORY_PAGE),
  );

  // The console's terms page (/ops/pets, permission games.pets): not a money move, so no re-authentication.
  const opsDeps = areaOpsDeps(app);
  registerOpsCall(app, opsDeps, opsPetTerms, async () => readPetTermsSettings(app.db, store));
  registerOpsCall(app, opsDeps, opsPetTermsSet, async (input, caller) =>
    savePetTerms(app.db, store, input, operatorOf(caller)),
  );

  // Pets on the chain (chain.ts): signed transfers are refused while rented or listed; pets made before are minted at
  // start; confirmed transfers move the owner (the job below, every few seconds).
  hookPetTransfers(clock.nowMs);
  app.addHook('onReady', async () => {
    await backfillPetChain(app.db);
  });

  // The rentals' return job: every few seconds on every process; each rental is claimed once (market.ts).
  if (RETURN_JOB_MS <= 0 || app.config.env === 'test') return;
  runEvery(app, {
    name: 'pet rentals returned',
    everyMs: RETURN_JOB_MS,
    run: async () => {
      const returned = await runPetReturns(deps);
      return returned > 0 ? { returned } : undefined;
    },
  });
  runEvery(app, {
    name: 'pet chain moves',
    everyMs: RETURN_JOB_MS,
    run: async () => {
      const moved = await syncPetChain(app.db, store, clock.nowMs());
      return moved > 0 ? { moved } : undefined;
    },
  });
}

const RETURN_JOB_MS = 2000;
