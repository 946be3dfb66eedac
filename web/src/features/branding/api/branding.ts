import type { BrandingChanges } from '@shared/schemas/branding';
import { callRoute } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

export { useBranding } from '../../../lib/branding';

export function useUpdateBranding() {
  return useRouteMutation('updateBranding', {
    mutationFn: (changes: BrandingChanges) => callRoute('updateBranding', { body: changes }),
    onSuccess: () => notifySuccess('Branding saved'),
    onError: failureToast('Failed to save the branding.'),
  });
}

/** The logo as a multipart upload (field `logo`): the route takes the file itself, not JSON. */
export function useUploadLogo() {
  return useRouteMutation('uploadBrandingLogo', {
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return callRoute('uploadBrandingLogo', { body: form });
    },
    onSuccess: () => notifySuccess('Logo uploaded'),
    onError: failureToast('Failed to upload the logo.'),
  });
}

export function useDeleteLogo() {
  return useRouteMutation('deleteBrandingLogo', {
    mutationFn: () => callRoute('deleteBrandingLogo'),
    onSuccess: () => notifySuccess('Logo removed'),
    onError: failureToast('Failed to remove the logo.'),
  });
}
