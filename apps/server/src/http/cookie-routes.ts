import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/**
 * Registers the routes that read or set cookies in a child context that alone has
 * @fastify/cookie: the captcha cookie is the platform's only one (set by the captcha, read by
 * login and registration), and the plugin's two hooks ran on every request of every route
 * when it was registered on the app (issue 14). The child inherits the app's hooks, error
 * handler and route options like any other plugin.
 */
export function cookieRoutes(app: FastifyInstance, routes: (scoped: FastifyInstance) => void) {
  // Awaited by the app's `ready`, as every plugin registration is.
  void app.register(async (scoped) => {
    await scoped.register(cookie);
    routes(scoped);
  });
}
