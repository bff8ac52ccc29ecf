// A hotel's photos: GET and PUT /staff/hotels/:id/photos through the proxy (the gallery, and its order: a photo
// left out is removed), and an upload as multipart form data to the gateway's POST /staff-uploads/hotels/:id/photos
// (the proxy carries JSON of at most 64 KiB; a photo may be 5 MB). An upload's refusal is shown where the file
// was chosen, not as a toast.
import type { HotelPhotoCategory } from '@rahi/shared-contracts';
import type { StaffHotelPhotos, StaffPhotoOrder } from '@rahi/shared-contracts/api';
import { STAFF_PHOTO_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { ApiError, invalidateApiReads, useMutation, useQueryClient } from '@rahi/shared-ui/query';
import { useSessionEndCheck, useStaffMutation, useStaffQuery } from '../../api/staff-query';

const photosPath = (hotelId: number) => `/staff/hotels/${hotelId}/photos`;

export const useHotelPhotos = (hotelId: number) => useStaffQuery<StaffHotelPhotos>(photosPath(hotelId));

export const useOrderPhotos = (hotelId: number) =>
  useStaffMutation<StaffPhotoOrder, StaffHotelPhotos>({
    endPoint: photosPath(hotelId),
    method: 'PUT',
    invalidates: [photosPath(hotelId), '/staff/audit-log'],
  });

export interface PhotoUpload {
  file: File;
  category: HotelPhotoCategory;
  alt: string;
}

type Envelope = { meta?: { status?: boolean; errors?: string[] }; data?: StaffHotelPhotos };

/** Sends one photo; the gallery and the audit log are read again after it. */
export function useUploadPhoto(hotelId: number) {
  const client = useQueryClient();
  const checkSessionEnd = useSessionEndCheck();
  const endPoint = `/staff-uploads/hotels/${hotelId}/photos`;
  return useMutation<StaffHotelPhotos, ApiError, PhotoUpload>({
    mutationFn: async ({ file, category, alt }) => {
      const form = new FormData();
      form.set('file', file);
      form.set('category', category);
      form.set('alt', alt);
      const response = await fetch(endPoint, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      }).catch(() => undefined);
      if (!response) throw new ApiError(0, [M.offline], endPoint);
      const envelope = (await response.json().catch(() => ({}))) as Envelope;
      if (response.status >= 400 || !envelope.meta?.status || !envelope.data)
        throw new ApiError(response.status, envelope.meta?.errors ?? [M.notSent], endPoint);
      return envelope.data;
    },
    onError: checkSessionEnd,
    onSuccess: () => invalidateApiReads(client, [photosPath(hotelId), '/staff/audit-log']),
  });
}
