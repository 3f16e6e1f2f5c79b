import { useMutation } from '@tanstack/react-query';
import { updateSettings } from '../../../lib/system-settings';
import { adoptBranding } from './branding-cache';

/** Saves brand settings; the answer's branding shows at once, in this tab and the others. */
export function useUpdateBrandingSettings() {
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => adoptBranding(answer.branding),
  });
}
