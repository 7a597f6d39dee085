/** docs/api.md "Common": app bootstrap data (/api/common/init). Uploads live in upload.routes.ts. */
import { APP_VERSION, APP_VERSION_CODE, COIN_TABLE, COINS, LIMITS } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { getSetting } from '../settings/settings.service.ts';
import { piSetting } from '../pi/index.ts';
import { coinNames } from '../texts/read-texts.ts';

export async function commonRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  post(
    app,
    '/api/common/init',
    { tags: ['common'], summary: 'App bootstrap: version, update, download links, map and coins' },
    async (request) => {
      const [version, versioncode, updateUrl, updateType, android, ios, center, inviteRequired, servers, names] =
        await Promise.all([
          getSetting(db, 'app_version'),
          getSetting(db, 'app_versioncode'),
          getSetting(db, 'app_update_url'),
          getSetting(db, 'app_update_type'),
          getSetting(db, 'download_android'),
          getSetting(db, 'download_ios'),
          getSetting(db, 'map_default_center'),
          getSetting(db, 'invite_required'),
          getSetting(db, 'servers'),
          coinNames(db, request.locale),
        ]);
      // docs/api.md "P2P in Pi mode": outside Pi mode the setting changes nothing.
      const offchainOff = Boolean(config.pi) && (await piSetting(db, 'pi_p2p_offchain_off'));
      const newer = versioncode > APP_VERSION_CODE && updateUrl;
      return ok(request, {
        version: version || APP_VERSION,
        versioncode,
        update: newer ? { type: updateType, url: updateUrl } : null,
        download: { android, ios },
        map: {
          tile_url: config.tileUrl,
          default_center: center,
          zoom: { min: LIMITS.map.zoomMin, max: LIMITS.map.zoomMax, default: LIMITS.map.zoomDefault },
        },
        coins: COINS.map((coin) => ({ coin, ...COIN_TABLE[coin], name: names[coin] })),
        invite_required: inviteRequired,
        servers,
        // Pi mode (docs/api.md "Pi app (Pi mode)"): the member app loads the Pi SDK only when enabled.
        pi: {
          enabled: Boolean(config.pi),
          sandbox: config.pi?.sandbox ?? false,
          network: config.pi?.network ?? null,
          p2p_offchain: !offchainOff,
        },
      });
    },
  );
}
