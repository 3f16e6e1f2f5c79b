import type { Language, TBranding } from '@mutabaa/shared';
import { buffer } from 'node:stream/consumers';
import type { Executor } from '../../db/client.js';
import type { FileStore } from '../../lib/file-store/index.js';
import { findSettings } from '../settings/index.js';
import { presentBranding } from './branding.presenter.js';
import { openLogo } from './logo-files.js';
import { logoUrlFor } from './system.service.js';
import { BRANDING_READ_KEYS } from './settings.defaults.js';

const LOGO_PREFIX = logoUrlFor('');
const logos = new Map<string, Buffer>();

/**
 * The branding in `lang` and the uploaded logo's bytes (none when the logo is an address
 * elsewhere or missing): what a printed document shows at its top.
 */
export async function brandingWithLogo(
  db: Executor,
  files: FileStore,
  lang: Language,
): Promise<{ branding: TBranding; logo?: Buffer }> {
  const branding = presentBranding(await findSettings(db, BRANDING_READ_KEYS), lang);
  const url = branding.logo_url;
  if (!url.startsWith(LOGO_PREFIX)) return { branding };
  const name = url.slice(LOGO_PREFIX.length);
  // A logo's name is its content's hash: the bytes under a name never change.
  let logo = logos.get(name);
  if (!logo) {
    const stored = await openLogo(files, name);
    if (!stored) return { branding };
    logo = await buffer(stored.body);
    if (logos.size > 8) logos.clear();
    logos.set(name, logo);
  }
  return { branding, logo };
}
