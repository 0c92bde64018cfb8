/**
 * Operator routes name the permission they need (`config: { permission: 'points.review' }`);
 * the back-office role model turns it into a roles × permissions check. Until then the
 * existing operator guard on each route decides.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: string;
  }
}

export {};
