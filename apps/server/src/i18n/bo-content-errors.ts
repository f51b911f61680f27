/** Error codes of the back office's games, vendors, uploads and content calls. */
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
} as const
