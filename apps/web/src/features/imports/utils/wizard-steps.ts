import type { ImportStatus } from '@mutabaa/shared';

export const WIZARD_STEPS = ['upload', 'map', 'check', 'import'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const STEP_OF_STATUS: Record<ImportStatus, WizardStep> = {
  uploaded: 'map',
  checking: 'check',
  checked: 'check',
  importing: 'import',
  completed: 'import',
  failed: 'import',
  cancelled: 'import',
};

/** The step an import's status has reached. */
export function stepOfStatus(status: ImportStatus): WizardStep {
  return STEP_OF_STATUS[status];
}

/** A checked import may go back to its mapping; a running or finished one may not. */
export const canRemap = (status: ImportStatus) => status === 'uploaded' || status === 'checked';

/**
 * The step shown: the upload without an import, else the step of its status, except that a
 * checked import shows its mapping again when the user went back to it.
 */
export function shownStep(status: ImportStatus | undefined, backToMapping: boolean): WizardStep {
  if (status === undefined) return 'upload';
  if (backToMapping && canRemap(status)) return 'map';
  return stepOfStatus(status);
}

/** The wizard's state in the address bar: the import open and whether its mapping is. */
export type WizardParams = { id?: number; backToMapping: boolean };

export function wizardParamsFromUrl(params: URLSearchParams): WizardParams {
  const id = Number(params.get('id'));
  return {
    id: Number.isSafeInteger(id) && id > 0 ? id : undefined,
    backToMapping: params.get('step') === 'map',
  };
}

export function wizardParamsToUrl(params: WizardParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.id !== undefined) {
    url.set('id', String(params.id));
    if (params.backToMapping) url.set('step', 'map');
  }
  return url;
}
