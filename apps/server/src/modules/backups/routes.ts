import { backupsApi } from '@parca/contract';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import type { Backups } from './service.ts';

export function backupsRoutes(api: Api, _deps: Deps, backups: Backups) {
  serveArea(api, backupsApi, {
    listBackups: () => backups.status(),
    createBackup: () => backups.backupNow(),
    downloadBackup: (req, reply) => backups.send(req.params.name, reply),
  });
}
