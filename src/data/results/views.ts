/** The service results views, merged into the worker's views by ../views.ts (private pages). */
import { type ServiceResult, listServiceResults } from '../../api/results';
import { privatePage$, privatePageResource } from '../session/private-pages';
import { type Resource, lifetimeMs } from '../sync/ttl';
import type { ViewDef, ViewDeps } from '../view-def';
import { type ResultPageParams, resultPageKey } from './result-pages';
import type { ResultsViews } from './view-types';

export type ResultsViewDefs = { [V in keyof ResultsViews]: ViewDef<V> };

export function createResultsViews(deps: ViewDeps): ResultsViewDefs {
  const { db, api } = deps;
  const loginId = deps.loginId ?? (async () => null);
  const resources = new Map<string, Resource<ServiceResult[]>>();

  const pageResource = (params: ResultPageParams): Resource<ServiceResult[]> => {
    const key = resultPageKey(params);
    let resource = resources.get(key);
    if (!resource) {
      resource = privatePageResource<ServiceResult>({ db, loginId }, key, lifetimeMs('results'), async () => {
        const result = await api.call(listServiceResults, { payload: params });
        return result.ok ? { ok: true, data: result.data.results } : result;
      });
      resources.set(key, resource);
    }
    return resource;
  };

  return {
    resultPage: {
      resource: pageResource,
      data$: (params) => privatePage$<ServiceResult>(db, resultPageKey(params)),
    },
  };
}
