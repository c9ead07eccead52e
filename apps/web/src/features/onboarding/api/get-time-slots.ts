import { TimeSlotsResponseSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/AreaGroups/GetAvailableTimeSlots?areaId&siteSurveyDate */
export const getTimeSlots = (areaId: string, date: string, signal?: AbortSignal) =>
  api.get(
    `/AreaGroups/GetAvailableTimeSlots?${new URLSearchParams({ areaId, siteSurveyDate: date })}`,
    { schema: TimeSlotsResponseSchema, signal },
  );

export const useTimeSlots = (areaId: string | undefined, date: string) =>
  useQuery(
    queryOptions({
      queryKey: ['time-slots', areaId, date],
      queryFn: ({ signal }) => getTimeSlots(areaId!, date, signal),
      enabled: !!areaId && !!date,
      staleTime: 0,
    }),
  );
