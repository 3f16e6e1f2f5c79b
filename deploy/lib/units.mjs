// The systemd units in deploy/systemd/, checked offline by systemd-analyze: `verify` (syntax,
// directives, the executables) prints nothing for a clean unit, and `security` rates the
// sandbox.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, Skip } from './run.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const UNITS = resolve(here, '../systemd');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

/** Verifies mutabaa.service and an instance of mutabaa@.service copied into `tmp`. */
export function verifyUnits(tmp) {
  if (!existsSync(SYSTEMD_ANALYZE)) throw new Skip(`no ${SYSTEMD_ANALYZE}: not verified`);
  const dir = join(tmp, 'units');
  mkdirSync(dir);
  for (const unit of ['mutabaa.service', 'mutabaa@.service']) {
    copyFileSync(join(UNITS, unit), join(dir, unit));
  }
  // A template is verified through one of its instances.
  symlinkSync('mutabaa@.service', join(dir, 'mutabaa@8081.service'));
  const exposure = [];
  for (const unit of ['mutabaa.service', 'mutabaa@8081.service']) {
    const verified = spawnSync(SYSTEMD_ANALYZE, ['verify', join(dir, unit)], { encoding: 'utf8' });
    const said = `${verified.stdout}${verified.stderr}`.trim();
    check(verified.status === 0 && !said, `${unit}: ${said || `exit ${verified.status}`}`);
    const rated = spawnSync(SYSTEMD_ANALYZE, ['security', '--offline=yes', join(dir, unit)], {
      encoding: 'utf8',
    });
    const level = /Overall exposure level for \S+: ([\d.]+ \w+)/.exec(rated.stdout)?.[1];
    exposure.push(`${unit} exposure ${level ?? 'not rated'}`);
  }
  return `systemd-analyze verify: no findings; ${exposure.join(', ')}`;
}
