/** An error meant for the caller: rendered by the one error handler into the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    readonly params: Record<string, string> = {},
    readonly value: unknown = null,
  ) {
    super(errorCode)
    this.name = 'AppError'
  }
}
