import { pickLanguage, type Language } from '@mutabaa/shared';
import type { FastifyInstance } from 'fastify';
import { translate, type MessageKey, type MessageParams } from '../i18n/translate.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer, from Accept-Language (the web app sends the stored one). */
    lang: Language;
    t(key: MessageKey, params?: MessageParams): string;
  }
}

/** Server messages follow Accept-Language (ar, en); without one, English as the client's default. */
export function i18nPlugin(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en');
  app.decorateRequest(
    't',
    function (this: { lang: Language }, key: MessageKey, params?: MessageParams) {
      return translate(this.lang, key, params);
    },
  );
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language'], 'en');
  });
}
