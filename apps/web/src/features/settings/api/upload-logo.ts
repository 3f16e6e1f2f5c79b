import { useMutation } from '@tanstack/react-query';
import { ZLogoUploadResponse } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { adoptBranding } from './branding-cache';

/** POST /system/upload-logo/ as multipart with the `logo` file. */
export async function uploadLogo(file: File) {
  const body = new FormData();
  body.append('logo', file);
  return ZLogoUploadResponse.parse(await api.post('/system/upload-logo/', body));
}

export function useUploadLogo() {
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (answer) => adoptBranding(answer.branding),
  });
}
