/**
 * The image-decoding thread (image-decoder.ts starts it): pure-JS decoders take seconds on a large
 * picture, which on the server's own thread would hold up every other request. Jobs arrive one at
 * a time; each answer carries the job's id. The production bundle emits this file as
 * dist/image-decode-worker.mjs beside the server, so it imports only what decoding needs.
 */
import { parentPort } from 'node:worker_threads'
import { uploadSize } from '../modules/backoffice/bo-content-uploads.ts'
import { IconError, reencodeIcon } from '../modules/member-centre/icon-image.ts'
import type { ImageJob, ImageJobAnswer } from './image-decoder.ts'

const port = parentPort
if (!port) throw new Error('image-decode-worker runs as a worker thread')

/** Structured clone delivers a plain Uint8Array: the decoders want a Buffer over the same bytes. */
const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

function run(job: ImageJob): ImageJobAnswer {
  try {
    if (job.kind === 'icon') return { id: job.id, ok: true, icon: reencodeIcon(buffer(job.bytes)) }
    return { id: job.id, ok: true, size: uploadSize(buffer(job.bytes), job.upload) }
  } catch (err) {
    return { id: job.id, ok: false, reason: err instanceof IconError ? err.reason : 'corrupt' }
  }
}

port.on('message', (job: ImageJob) => {
  const answer = run(job)
  // Copied, not transferred: a small Buffer lives in Node's shared pool, which Node 22+ refuses to
  // hand to another thread, and an icon is small (at most 256 × 256, re-encoded).
  port.postMessage(answer)
})
// Loaded: from now on the server's time limit counts decoding only.
port.postMessage('ready')
