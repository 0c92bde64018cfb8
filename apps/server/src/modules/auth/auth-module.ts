import type { AppModule } from '../../app';
import { cookieRoutes } from '../../http/cookie-routes';
import { captchaRoutes } from './captcha/captcha-routes';
import { smsRoutes } from './codes/sms-routes';
import { loginRoutes } from './login/login-routes';
import { oauthRoutes } from './oauth/oauth-routes';

/** Login (password, SMS, second step, free play), captcha and bot check, SMS codes, social sign-in. */
export const authModule: AppModule = {
  name: 'auth',
  routes(app, deps) {
    app.addHook('onClose', async () => deps.mail.close());
    cookieRoutes(app, (scoped) => {
      captchaRoutes(scoped, deps);
      loginRoutes(scoped, deps);
    });
    smsRoutes(app, deps);
    oauthRoutes(app, deps);
  },
};
