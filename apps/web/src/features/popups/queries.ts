import { popups, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useQuery } from '../../app/query/use-query.ts';

export type PlayerPopup = ResponseOf<typeof popups.popupsDetail>['popup'];

const popupKeys = {
  detail: (id: number) => ['popups', 'detail', id] as const,
};

/** One live popup for /buildDialog/<id>; visitors too. */
export function usePopupDetailQuery(id: number) {
  return useQuery({
    queryKey: popupKeys.detail(id),
    queryFn: () => api(popups.popupsDetail, { id }, { silent: true }),
    enabled: id > 0,
  });
}
