import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import { siteLinks } from '@wl/contract/content/ops-site-links';
import {
  opsSettings,
  registerFieldParams,
  saveLanguagesRequest,
  saveMaintenanceRequest,
  saveRegionRequest,
  saveRegisterFieldRequest,
  saveSwitchesRequest,
} from '@wl/contract/settings/ops-settings';
import { REGISTER_FIELDS } from '@wl/contract/system/register-settings';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import { findMerchantByCode } from '../merchants/merchant-store';
import { AppError } from '../../http/app-error';
import {
  saveConfigKeys,
  saveRegisterField,
  saveSwitches,
  type SettingsChange,
} from './save-settings';
import { siteSettingsOf } from './site-settings';
import { registerConfigOf, statusConfigOf, whitelabelOf } from './status-config';

const tags = ['back office', 'settings'];
const EDIT = { permission: 'settings.edit' };
const changed = z.object({}).passthrough();
const fieldOrder = (field: string) => (REGISTER_FIELDS as readonly string[]).indexOf(field);

/** The operator API for the site settings (see @wl/contract/settings/ops-settings). */
export function settingsOpsRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /** Runs a change, then forgets cached merchants so this node serves it at once. */
  const change = async <T>(r: FastifyRequest, run: (c: SettingsChange) => Promise<T>) => {
    const result = await run({
      db: deps.db,
      merchantId: r.merchant.id,
      operatorId: r.operatorSession!.operator.id,
      ip: r.ip,
    });
    await deps.merchants.invalidate();
    return ok(result);
  };

  typed.get('/ops/settings', {
    schema: { tags, response: { 200: envelope(opsSettings) } },
    config: { permission: 'settings.view' },
    handler: async (r) => {
      // Read fresh, not from the request's cached merchant: the editor shows what is stored.
      const m = await findMerchantByCode(deps.db, r.merchant.code);
      if (!m) throw new AppError('not_found');
      const status = statusConfigOf(m);
      const site = siteSettingsOf(m);
      return ok({
        // In the contract's field order (stored JSON keeps no order).
        registerFields: Object.entries(registerConfigOf(m))
          .sort(([a], [b]) => fieldOrder(a) - fieldOrder(b))
          .map(([field, rule]) => ({
            field,
            ...rule,
          })),
        switches: whitelabelOf(m),
        maintenance: { on: status.maintenance, end: status.maintenanceEnd },
        region: { allow: status.regionAllow, deny: status.regionDeny },
        languages: {
          defaultLanguage: site.defaultLanguage,
          supportedLanguages: site.supportedLanguages,
        },
      });
    },
  });

  typed.put('/ops/settings/register-fields/:field', {
    schema: { tags, params: registerFieldParams, body: saveRegisterFieldRequest },
    config: EDIT,
    handler: (r) => change(r, (c) => saveRegisterField(c, r.params.field, r.body)),
  });

  typed.put('/ops/settings/switches', {
    schema: { tags, body: saveSwitchesRequest, response: { 200: envelope(changed) } },
    config: EDIT,
    handler: (r) => change(r, (c) => saveSwitches(c, r.body.switches)),
  });

  typed.put('/ops/settings/maintenance', {
    schema: { tags, body: saveMaintenanceRequest },
    config: EDIT,
    handler: (r) =>
      change(r, (c) =>
        saveConfigKeys(c, 'status_config', 'maintenance_saved', {
          maintenance: r.body.on,
          maintenanceEnd: r.body.end,
        }),
      ),
  });

  typed.put('/ops/settings/region', {
    schema: { tags, body: saveRegionRequest },
    config: EDIT,
    handler: (r) =>
      change(r, (c) =>
        saveConfigKeys(c, 'status_config', 'region_saved', {
          regionAllow: r.body.allow,
          regionDeny: r.body.deny,
        }),
      ),
  });

  // Customer-service and app links are content: content operators keep them.
  typed.get('/ops/site-links', {
    schema: { tags, response: { 200: envelope(siteLinks) } },
    config: { permission: 'content.view' },
    handler: async (r) => {
      const m = await findMerchantByCode(deps.db, r.merchant.code);
      if (!m) throw new AppError('not_found');
      const status = statusConfigOf(m);
      return ok({ customerService: status.customerService, resources: status.resources });
    },
  });

  typed.put('/ops/site-links', {
    schema: { tags, body: siteLinks },
    config: { permission: 'content.edit' },
    handler: (r) =>
      change(r, (c) => saveConfigKeys(c, 'status_config', 'site_links_saved', r.body)),
  });

  typed.put('/ops/settings/languages', {
    schema: { tags, body: saveLanguagesRequest },
    config: EDIT,
    handler: (r) => change(r, (c) => saveConfigKeys(c, 'settings', 'languages_saved', r.body)),
  });
}
