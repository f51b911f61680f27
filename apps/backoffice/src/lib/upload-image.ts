import { routes } from '@parlor/contract'
import { uploadFile } from '@/lib/api-client'

/** Stores a PNG, JPEG or WebP image for this merchant and answers its `/cdn/…` URL. */
export const uploadImage = async (merchant: string, file: File) =>
  (await uploadFile(routes.boUpload, { merchant }, file)).url
