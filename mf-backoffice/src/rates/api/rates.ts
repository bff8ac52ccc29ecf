// GET /staff/hotels (the hotels the member manages; an admin's by name), GET and PUT
// /staff/hotels/:id/room-types/:roomTypeId/nights (hotel managers for their hotels, admins): a month of a room
// type's nights and one change to a range of them; POST /staff/hotels/:id/nights-import, a file of rates. A change
// reads the nights and the audit log again. GET and PATCH /staff/hotels/:id: the hotel's own details.
import type {
  StaffHotelDetails,
  StaffHotelDetailsChange,
  StaffManagedHotel,
  StaffNightsChange,
  StaffNightsChanged,
  StaffNightsImport,
  StaffNightsImported,
  StaffRoomTypeNights,
} from '@rahi/shared-contracts/api';
import { useStaffMutation, useStaffQuery } from '../../api/staff-query';

const nightsPath = (hotelId: number, roomTypeId: number) =>
  `/staff/hotels/${hotelId}/room-types/${roomTypeId}/nights`;

export const useManagedHotels = (q: string) =>
  useStaffQuery<StaffManagedHotel[]>(`/staff/hotels${q ? `?q=${encodeURIComponent(q)}` : ''}`);

export const useNights = (hotelId: number | null, roomTypeId: number | null, from: string, to: string) =>
  useStaffQuery<StaffRoomTypeNights>(
    hotelId && roomTypeId ? `${nightsPath(hotelId, roomTypeId)}?from=${from}&to=${to}` : null,
  );

export const useChangeNights = (hotelId: number, roomTypeId: number) =>
  useStaffMutation<StaffNightsChange, StaffNightsChanged>({
    endPoint: nightsPath(hotelId, roomTypeId),
    method: 'PUT',
    invalidates: [nightsPath(hotelId, roomTypeId), '/staff/audit-log'],
  });

export const useImportNights = (hotelId: number) =>
  useStaffMutation<StaffNightsImport, StaffNightsImported>({
    endPoint: `/staff/hotels/${hotelId}/nights-import`,
    invalidates: [`/staff/hotels/${hotelId}/room-types/`, '/staff/audit-log'],
  });

export const useHotelDetails = (hotelId: number) =>
  useStaffQuery<StaffHotelDetails>(`/staff/hotels/${hotelId}`);

export const useChangeHotelDetails = (hotelId: number) =>
  useStaffMutation<StaffHotelDetailsChange, StaffHotelDetails>({
    endPoint: `/staff/hotels/${hotelId}`,
    method: 'PATCH',
    invalidates: [`/staff/hotels/${hotelId}`, '/staff/audit-log'],
  });
