import { z } from 'zod';
import { domainRouteEntry } from './get-status';

/** GET /wps/system/domainRoute and /wps/system/routers */
export const getDomainRouteResponse = z.object({ domainList: z.array(domainRouteEntry) });
