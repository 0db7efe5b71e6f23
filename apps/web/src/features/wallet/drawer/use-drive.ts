import { wallet } from '@arcadia/contract';
import { useEffect } from 'react';
import { api } from '../../../api/client.ts';
import { useQuery } from '../../../app/query/use-query.ts';
import { getHost } from '../../../hosts/host.ts';
import { useSession } from '../../../session/session-store.ts';
import { walletKeys } from '../queries.ts';

/** The Drive adapter and its flows load only when a flow offers Drive (keys/drive, its own chunk). */
const loadDrive = () => import('../keys/drive/index.ts');

/**
 * Whether the backup and recovery flows offer Google Drive: in the native app when its bridge has
 * `driveFile`, elsewhere when the server has a Google client id (get_goole_drive_info answers `google`).
 * Also the server's record of where the last Drive backup is.
 */
export function useDriveOption() {
  const userId = useSession((s) => s.userId);
  const native = getHost().can('driveFile');
  const info = useQuery({
    queryKey: [...walletKeys.all(userId), 'drive'],
    queryFn: ({ signal }) => api(wallet.getGooleDriveInfo, {}, { signal }),
    enabled: userId > 0,
  });
  const google = info.data?.google ?? null;
  const available = native || Boolean(google);
  useEffect(() => {
    // Load the adapter (and Google's script) while the player types, so the tap opens the popup at once.
    if (available) void loadDrive().then((drive) => drive.prepareDrive(google));
  }, [available, google]);
  const open = async () => {
    const module = await loadDrive();
    const drive = module.openDrive(google);
    if (!drive) throw new module.DriveError('unavailable', 'Drive is not configured');
    return { module, drive };
  };
  return { available, recordedFileId: info.data?.file_id ?? null, open, refetch: info.refetch };
}
