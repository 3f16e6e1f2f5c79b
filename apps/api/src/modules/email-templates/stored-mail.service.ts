import type { EmailTemplateKey } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import { definitionOf } from '../../jobs/mail/catalog.js';
import { mailBudget, renderTemplate, type RenderedMail } from '../../jobs/mail/render.js';
import type { TemplateMailJob } from '../../jobs/mail/templates.js';
import {
  currentVersion,
  findVersionByKey,
  type TemplateTexts,
} from './email-templates.repository.js';

/**
 * Versions never change once written, so each is read once per database handle (a version
 * number names different texts in different databases, and apps in one process, as in the
 * tests, must not share them).
 */
const versionsByDb = new WeakMap<object, Map<string, Promise<TemplateTexts | undefined>>>();

export function currentTemplateVersion(
  db: Executor,
  key: EmailTemplateKey,
): Promise<number | undefined> {
  return currentVersion(db, key);
}

/**
 * The mail of a queued job, rendered from the template version it was queued with (the
 * current one for a job queued without). The shipped text stands in if the version is gone.
 */
export async function renderStoredMail(db: Executor, job: TemplateMailJob): Promise<RenderedMail> {
  let texts: TemplateTexts | undefined;
  if (job.version === undefined) {
    texts = await findVersionByKey(db, job.key, undefined);
  } else {
    const id = `${job.key}:${job.version}`;
    const versions = versionsByDb.get(db) ?? new Map();
    versionsByDb.set(db, versions);
    let cached = versions.get(id);
    if (!cached) {
      cached = findVersionByKey(db, job.key, job.version);
      versions.set(id, cached);
      cached.catch(() => versions.delete(id));
    }
    texts = await cached;
  }
  const text = (texts ?? definitionOf(job.key).defaults)[job.lang];
  return renderTemplate(text, job.lang, job.values, mailBudget(job.values));
}
