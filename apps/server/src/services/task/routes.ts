import { Header, isLocale, task } from '@arcadia/contract';
import type { EnvContext } from '@arcadia/contract/calls/task/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { deviceIdOf, headerOf } from '../user/context.ts';
import { registerTaskArt } from './art.ts';
import * as catalogue from './catalogue-service.ts';

const DEFAULT_MARKET = 'vn';

/** The caller's locale: the `language` header, else Accept-Language's first, else en-US. */
export function localeOf(request: FastifyRequest): string {
  const language = headerOf(request, Header.LANGUAGE);
  if (isLocale(language)) return language;
  const first = headerOf(request, 'accept-language')?.split(',')[0]?.split(';')[0]?.trim();
  return isLocale(first) ? first : 'en-US';
}

/** The caller's market: envContext's country, else the Country-Code header, else vn. Lower-case country code. */
export function marketOf(request: FastifyRequest, env: EnvContext | undefined): string {
  for (const candidate of [env?.country, env?.country_code, headerOf(request, Header.COUNTRY_CODE)]) {
    const code = candidate?.toLowerCase();
    if (code && /^[a-z]{2}$/.test(code)) return code;
  }
  return DEFAULT_MARKET;
}

function contextOf(request: FastifyRequest, env: EnvContext | undefined): catalogue.CatalogueContext {
  return { locale: localeOf(request), market: marketOf(request, env), userId: request.userId };
}

/**
 * The task service's catalogue (issue 13, spec section 7): /cpl/init, /game_tab/{homepage,recommend,search},
 * /cpl/{list_son,product_list,product_detail}, and the products' artwork at /task-art/<slug>/<name>.svg.
 * Thin routes; the logic is in catalogue-service.ts, the SQL in catalogue-repo.ts.
 */
export async function taskRoutes(app: FastifyInstance) {
  const deps: catalogue.CatalogueDeps = { db: app.db };
  registerCall(app, task.taskCplInit, (input, req) => {
    const env = input.envContext;
    const deeplink = env?.deeplink_offer_task_id;
    return catalogue.init(deps, contextOf(req, env), {
      deviceId: deviceIdOf(req) ?? env?.did ?? '',
      env: env ?? {},
      deeplinkOfferId: deeplink ? Number(deeplink) : undefined,
    });
  });
  registerCall(app, task.taskHomepage, (input, req) =>
    catalogue.homepage(deps, contextOf(req, input.envContext), input),
  );
  registerCall(app, task.taskRecommend, (input, req) =>
    catalogue.recommend(deps, contextOf(req, input.envContext), input),
  );
  registerCall(app, task.taskSearch, (input, req) => catalogue.search(deps, contextOf(req, input.envContext), input));
  registerCall(app, task.taskProductList, (input, req) =>
    catalogue.productList(deps, contextOf(req, input.envContext), input),
  );
  registerCall(app, task.taskProductDetail, (input, req) =>
    catalogue.productDetail(deps, contextOf(req, input.envContext), input.ProductId),
  );
  registerCall(app, task.taskListSon, (input, req) =>
    catalogue.listSon(deps, contextOf(req, input.envContext), input.parent_id),
  );
  registerTaskArt(app);
}
