/**
 * Every /ops route names the permission it needs (`config.permission`, e.g. 'contracts.edit');
 * the back-office turns it into a roles × permissions check. This declares the field.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: string;
  }
}

export {};
