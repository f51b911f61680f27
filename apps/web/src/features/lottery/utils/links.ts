import { paths } from '@/config/paths'

/** A drawn numero's verify page (results rows, order detail). */
export const verifyUrl = (gameCode: string, numero: string) =>
  `${paths.lotteryVerify.path}?${new URLSearchParams({ gameCode, numero })}`
