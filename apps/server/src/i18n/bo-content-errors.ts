/** Error codes of the back office's games, vendors, uploads, content, promotions, rebate rate and VIP level calls. */
export const BoContentErrorCode = {
  gameNotFound: 'bo_game_not_found',
  vendorNotFound: 'bo_vendor_not_found',
  invalidMinBet: 'bo_invalid_min_bet',
  announcementNotFound: 'bo_announcement_not_found',
  helpNotFound: 'bo_help_not_found',
  titleRequired: 'bo_title_required',
  invalidSchedule: 'bo_invalid_schedule',
  uploadMissing: 'bo_upload_missing',
  uploadType: 'bo_upload_type',
  uploadTooLarge: 'bo_upload_too_large',
  uploadCorrupt: 'bo_upload_corrupt',
  promotionNotFound: 'bo_promotion_not_found',
  promotionKindFixed: 'bo_promotion_kind_fixed',
  rebateRateTwice: 'bo_rebate_rate_twice',
  vipLevelOrder: 'bo_vip_level_order',
  vipThresholdOrder: 'bo_vip_threshold_order',
  vipLevelHeld: 'bo_vip_level_held',
  /** A promotion's team audience names an account that is not one of the merchant's agents. */
  audienceAgentUnknown: 'bo_audience_agent_unknown',
  applicationNotFound: 'bo_application_not_found',
  /** Another operator approved or rejected the claim first. */
  applicationDecided: 'bo_application_decided',
} as const
