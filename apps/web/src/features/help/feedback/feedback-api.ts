/** Member feedback (PUT /wps/feedback and the member's list; ADR 0034). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { myFeedbackResponse, type FeedbackType } from '@wl/contract/feedback/feedback';
import { apiRequest } from '../../../api/client';

export const FEEDBACK_PAGE_SIZE = 5;

export const myFeedbackQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['feedback', token, pageNo] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/feedback',
        query: { pageNo, pageSize: FEEDBACK_PAGE_SIZE },
        value: myFeedbackResponse,
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function sendFeedback(body: { questionType: FeedbackType; content: string }) {
  return apiRequest({
    method: 'PUT',
    path: '/wps/feedback',
    body,
    value: z.object({ id: z.string() }),
  });
}
