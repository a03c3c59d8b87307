/**
 * Yup rules of a deal's steps, for the deal screen's forms and the API alike: shipping,
 * review, cancel, the chat, the creator's reports, and the deal and content lists'
 * filters. Messages are `validation:` keys with the limits as values.
 */
import { array, number, object } from 'yup';
import type { InferType } from 'yup';
import { WEB_URL } from '../campaigns/schema';
import { normalizeTrackingNumber, normalizeWebUrl, normalizing } from '../normalize';
import { oneOf, optionalChoices, storableString } from '../validation';
import {
  CANCEL_REASON_MAX,
  CANCEL_REASON_MIN,
  CARRIERS,
  DEAL_DELIVERIES,
  DEAL_MESSAGE_MAX,
  DEAL_SEARCH_MAX,
  DEAL_STATUSES,
  FEEDBACK_MAX,
  FEEDBACK_MIN,
  ORDER_NUMBER_MAX,
  ORDER_NUMBER_MIN,
  ORDER_TOTAL_MAX_CENTS,
  ORDER_TOTAL_MIN_CENTS,
  POST_URL_MAX,
  TIME_CODE_MAX_SECONDS,
  TIME_COMMENT_MAX,
  TIME_COMMENTS_MAX,
  TRACKING_NUMBER_MAX,
  TRACKING_NUMBER_MIN,
} from './rules';

/**
 * Trimmed text of min to max characters, required; `key` for every failure. Missing text
 * counts as empty rather than failing `required`, whose error carries no limits: the
 * message ("must have {{min}} to {{max}} characters") is then filled in every case.
 */
const text = (min: number, max: number, key: string) =>
  storableString()
    .trim()
    .default('')
    .test({
      name: 'lengthBetween',
      message: key,
      params: { min, max },
      test: (value) => value.length >= min && value.length <= max,
    });

/**
 * DealShip: the carrier and its tracking number (3 to 22, counted without the spaces
 * labels print it with: docs/product.md#as-typed).
 */
export const shipSchema = object({
  carrier: oneOf(CARRIERS, 'validation:carrierRequired'),
  tracking_number: text(
    TRACKING_NUMBER_MIN,
    TRACKING_NUMBER_MAX,
    'validation:trackingNumberLength',
  ).transform(normalizing(normalizeTrackingNumber)),
});

/** A comment pinned to a moment of a video (seconds from its start). */
export const timeCommentSchema = object({
  at_seconds: number()
    .typeError('validation:timeCodeRange')
    .required('validation:timeCodeRange')
    .min(0, 'validation:timeCodeRange')
    .max(TIME_CODE_MAX_SECONDS, 'validation:timeCodeRange'),
  text: text(1, TIME_COMMENT_MAX, 'validation:timeCommentLength'),
});

/** DealRequestRevision: feedback of 8 to 255, and up to 20 time-coded comments on a video. */
export const revisionSchema = object({
  feedback: text(FEEDBACK_MIN, FEEDBACK_MAX, 'validation:feedbackLength'),
  time_comments: array(timeCommentSchema)
    .max(TIME_COMMENTS_MAX, 'validation:timeCommentsMax')
    .default([]),
});

/** DealCancel and CreatorDealCancel: why, 8 to 255 (the other party reads it). */
export const cancelSchema = object({
  reason: text(CANCEL_REASON_MIN, CANCEL_REASON_MAX, 'validation:cancelReasonLength'),
});

/** A chat message: 1 to 2,000 characters of plain text. */
export const dealMessageSchema = object({
  text: text(1, DEAL_MESSAGE_MAX, 'validation:dealMessageLength'),
});

/**
 * CreatorDealReportPurchase: the creator's own purchase, its order number, its total (USD
 * cents, 1 cent to $10,000) and the receipt photo (an image id; the server checks it is
 * the creator's own upload).
 */
export const reportPurchaseSchema = object({
  order_number: text(ORDER_NUMBER_MIN, ORDER_NUMBER_MAX, 'validation:orderNumberLength'),
  order_total_cents: number()
    .typeError('validation:orderTotalRange')
    .required('validation:orderTotalRange')
    .integer('validation:orderTotalRange')
    .min(ORDER_TOTAL_MIN_CENTS, 'validation:orderTotalRange')
    .max(ORDER_TOTAL_MAX_CENTS, 'validation:orderTotalRange'),
  receipt_image_id: storableString().trim().required('validation:receiptRequired'),
});

/** CreatorDealReportPost: the published post's http(s) link. */
export const reportPostSchema = object({
  post_url: storableString()
    .trim()
    .transform(normalizing(normalizeWebUrl))
    .required('validation:postUrlInvalid')
    .max(POST_URL_MAX, 'validation:postUrlInvalid')
    .matches(WEB_URL, 'validation:postUrlInvalid'),
});

/** Deals(filter): every given part must hold; `search` is part of the creator's name. */
export const dealFilterSchema = object({
  campaign_id: storableString().trim().optional(),
  statuses: optionalChoices(DEAL_STATUSES, 'validation:dealFilterChoice'),
  deliveries: optionalChoices(DEAL_DELIVERIES, 'validation:dealFilterChoice'),
  search: storableString().trim().max(DEAL_SEARCH_MAX, 'validation:dealSearchLength').optional(),
});
export type DealFilterValues = InferType<typeof dealFilterSchema>;
