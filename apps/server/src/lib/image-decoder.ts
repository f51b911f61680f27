/**
 * Decoding and re-encoding uploaded images happens on a small pool of worker threads
 * (image-decode-worker.ts), not on the event loop: a several-megapixel picture takes the pure-JS
 * decoders seconds, during which no other request would be answered. Each job has a time limit;
 * a thread that runs over it or dies is replaced and the upload refused with a clear message. The
 * queue is bounded: past it uploads answer busy (503, Retry-After) instead of piling up memory.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { busyError } from '../db/retry.ts'
import type { UploadKind } from '../modules/backoffice/bo-content-uploads.ts'
import type { EncodedIcon, IconFailure } from '../modules/member-centre/icon-image.ts'
import { IconError } from '../modules/member-centre/icon-image.ts'
import { AppError } from './errors.ts'

/** An image the decoding thread gave up on (too slow, or the thread died on it). */
export const IMAGE_UNPROCESSABLE = 'image_unprocessable'

type Job = { kind: 'icon'; bytes: Uint8Array } | { kind: 'upload'; upload: UploadKind; bytes: Uint8Array }
export type ImageJob = Job & { id: number }

export type ImageJobAnswer =
  | { id: number; ok: true; icon?: EncodedIcon; size?: { width: number; height: number } | null }
  | { id: number; ok: false; reason: IconFailure }

// Under tsx (dev, tests) the worker is this folder's .ts file; the production bundle emits it as
// image-decode-worker.mjs beside server.mjs.
const workerUrl = new URL(`./image-decode-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.mjs'}`, import.meta.url)

/** A heap cap of its own: a decompression bomb ends the thread, not the server. */
const WORKER_OPTIONS = { resourceLimits: { maxOldGenerationSizeMb: 256 } }

function spawnWorker(): Worker {
  if (!workerUrl.pathname.endsWith('.ts')) return new Worker(workerUrl, WORKER_OPTIONS)
  // Node 20 does not hand tsx's loader to worker threads (`--import tsx` in execArgv fails with
  // an unknown .ts extension), so the thread registers it before loading the file.
  // require.resolve finds the CommonJS build; the thread imports its ES module twin.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href
  const boot = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(workerUrl.href)}) })`
  return new Worker(boot, { ...WORKER_OPTIONS, eval: true })
}

/** Jobs waiting per thread before uploads answer busy. */
const QUEUE_PER_WORKER = 8
/** A thread that has not loaded its decoders by then is taken for broken. */
const STARTUP_MS = 30_000

interface Pending {
  job: ImageJob
  resolve(answer: ImageJobAnswer): void
  reject(err: Error): void
}

interface Slot {
  worker: Worker | null
  /** The thread has loaded its decoders; the time limit then counts decoding only. */
  ready: boolean
  running: (Pending & { timer: NodeJS.Timeout }) | null
}

export interface ImageDecoderOptions {
  workers: number
  timeoutMs: number
}

const unprocessable = () => new AppError(422, IMAGE_UNPROCESSABLE)

export function createImageDecoder({ workers, timeoutMs }: ImageDecoderOptions) {
  const slots: Slot[] = Array.from({ length: Math.max(1, workers) }, () => ({
    worker: null,
    ready: false,
    running: null,
  }))
  const queue: Pending[] = []
  const queueMax = slots.length * QUEUE_PER_WORKER
  let nextId = 1
  let closed = false

  /** Ends the slot's thread; the next job starts a fresh one. */
  function discard(slot: Slot) {
    const w = slot.worker
    slot.worker = null
    slot.ready = false
    if (w) {
      w.removeAllListeners()
      // An error after the thread is dropped has no one left to tell.
      w.on('error', () => {})
      void w.terminate()
    }
  }

  function finish(slot: Slot, settle: (p: Pending) => void) {
    const running = slot.running
    if (!running) return
    clearTimeout(running.timer)
    slot.running = null
    slot.worker?.unref()
    settle(running)
    pump()
  }

  /** Threads start with their first job: most instances never see an upload, and tests build many apps. */
  function start(slot: Slot): Worker {
    const w = spawnWorker()
    slot.worker = w
    const died = () => {
      if (slot.worker !== w) return
      clearTimeout(starting)
      const started = slot.ready
      discard(slot)
      // A thread that cannot even start (a missing file in a broken deployment) would fail every
      // job the same way: the waiting ones are refused instead of starting thread after thread.
      if (!started) for (const p of queue.splice(0)) p.reject(unprocessable())
      finish(slot, (p) => p.reject(unprocessable()))
    }
    const starting = setTimeout(died, STARTUP_MS)
    w.on('message', (answer: ImageJobAnswer | 'ready') => {
      if (slot.worker !== w) return
      if (answer === 'ready') {
        clearTimeout(starting)
        slot.ready = true
        w.unref()
        pump()
      } else if (slot.running?.job.id === answer.id) finish(slot, (p) => p.resolve(answer))
    })
    w.on('error', died)
    w.on('exit', died)
    return w
  }

  function pump() {
    if (closed) return
    for (const slot of slots) {
      if (slot.running || !queue.length) continue
      if (!slot.worker) start(slot)
      const w = slot.worker
      if (!w || !slot.ready) continue
      const pending = queue.shift() as Pending
      w.ref()
      const timer = setTimeout(() => {
        discard(slot)
        finish(slot, (p) => p.reject(unprocessable()))
      }, timeoutMs)
      slot.running = { ...pending, timer }
      w.postMessage(pending.job)
    }
  }

  function submit(job: Job): Promise<ImageJobAnswer> {
    if (closed || queue.length >= queueMax) return Promise.reject(busyError())
    return new Promise((resolve, reject) => {
      queue.push({ job: { ...job, id: nextId++ }, resolve, reject })
      pump()
    })
  }

  return {
    /** The head icon re-encoded (icon-image.ts); throws IconError with what the member should be told. */
    async reencodeIcon(bytes: Buffer): Promise<EncodedIcon> {
      const answer = await submit({ kind: 'icon', bytes })
      if (!answer.ok) throw new IconError(answer.reason)
      const icon = answer.icon as EncodedIcon
      return { ...icon, bytes: Buffer.from(icon.bytes.buffer, icon.bytes.byteOffset, icon.bytes.byteLength) }
    },
    /** A back-office upload's pixel size after reading it through; null when it does not decode. */
    async uploadSize(bytes: Buffer, upload: UploadKind): Promise<{ width: number; height: number } | null> {
      const answer = await submit({ kind: 'upload', upload, bytes })
      return answer.ok ? (answer.size ?? null) : null
    },
    async close() {
      closed = true
      for (const p of queue.splice(0)) p.reject(busyError())
      for (const slot of slots) {
        const running = slot.running
        discard(slot)
        if (running) finish(slot, (p) => p.reject(busyError()))
      }
    },
  }
}
export type ImageDecoder = ReturnType<typeof createImageDecoder>
