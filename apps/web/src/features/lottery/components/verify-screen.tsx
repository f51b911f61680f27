import {
  commitOf,
  deriveResult,
  type LotteryFamily,
  type LotteryGameDef,
  type LotteryNumero,
  lotteryGame,
} from '@parlor/contract'
import { DotLoading, ErrorBlock, Result } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { useDraw } from '../api/get-draw'
import { gameName, when } from '../utils/orders-texts'
import { ResultBalls } from './results-balls'
import { LoadProblem } from './load-problem'
import { VnPrizeTable } from './vn-prize-table'
import './verify-screen.css'

interface Check {
  /** SHA-256 of the published seed equals the commitment published before the numero opened. */
  commitOk: boolean
  /** The result this browser derives from the seed, or null when the seed is not a valid one. */
  derived: string[] | null
  resultOk: boolean
}

/** Recomputes the commitment and the result here, with the same functions the server draws with. */
async function verify(family: LotteryFamily, draw: LotteryNumero & { seed: string }): Promise<Check> {
  try {
    const [commit, derived] = await Promise.all([
      commitOf(draw.seed),
      deriveResult(family, draw.seed, draw.gameCode, draw.numero),
    ])
    const published = draw.result ?? []
    return {
      commitOk: commit === draw.commitHash.toLowerCase(),
      derived,
      resultOk: derived.length === published.length && derived.every((n, i) => n === published[i]),
    }
  } catch {
    // A malformed seed cannot have produced anything.
    return { commitOk: false, derived: null, resultOk: false }
  }
}

function useVerification(family: LotteryFamily, draw: LotteryNumero | undefined) {
  const [check, setCheck] = useState<Check | null>(null)
  const seed = draw?.seed ?? null
  useEffect(() => {
    setCheck(null)
    if (!draw || seed === null) return
    let live = true
    void verify(family, { ...draw, seed }).then((c) => {
      if (live) setCheck(c)
    })
    return () => {
      live = false
    }
  }, [family, draw, seed])
  return check
}

function Field({ label, children, mono = false }: { label: string; children: React.ReactNode; mono?: boolean }) {
  return (
    <div className="verify__field">
      <dt>{label}</dt>
      <dd className={mono ? 'verify__mono' : undefined}>{children}</dd>
    </div>
  )
}

function CheckLine({ ok, text }: { ok: boolean; text: string }) {
  return (
    <li className={ok ? 'verify__check verify__check--ok' : 'verify__check verify__check--bad'}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span> {text}
    </li>
  )
}

function Verdict({ game, draw }: { game: LotteryGameDef; draw: LotteryNumero }) {
  const { t } = useTranslation()
  const check = useVerification(game.family, draw)
  if (draw.seed === null)
    return (
      <p className="verify__pending" data-testid="lottery-verify-pending">
        {t('lottery.verify.seedLater', { time: when(draw.drawsAt) })}
      </p>
    )
  if (!check)
    return (
      <div className="verify__pending" role="status">
        <DotLoading /> {t('lottery.verify.checking')}
      </div>
    )
  const ok = check.commitOk && check.resultOk
  return (
    <div data-testid={ok ? 'lottery-verify-ok' : 'lottery-verify-mismatch'}>
      <Result
        status={ok ? 'success' : 'error'}
        title={t(ok ? 'lottery.verify.ok' : 'lottery.verify.mismatch')}
        description={t(ok ? 'lottery.verify.okHint' : 'lottery.verify.mismatchHint')}
      />
      <ul className="verify__checks">
        <CheckLine
          ok={check.commitOk}
          text={t(check.commitOk ? 'lottery.verify.commitOk' : 'lottery.verify.commitBad')}
        />
        <CheckLine
          ok={check.resultOk}
          text={t(check.resultOk ? 'lottery.verify.resultOk' : 'lottery.verify.resultBad')}
        />
      </ul>
      {!check.resultOk && check.derived && (
        <dl className="verify__fields">
          <Field label={t('lottery.verify.derived')}>
            <ResultBalls family={game.family} result={check.derived} small />
          </Field>
        </dl>
      )}
    </div>
  )
}

function DrawDetails({ game, draw }: { game: LotteryGameDef; draw: LotteryNumero }) {
  const { t } = useTranslation()
  return (
    <>
      <dl className="verify__fields">
        <Field label={t('lottery.verify.numero')}>{draw.numero}</Field>
        <Field label={t('lottery.verify.drawsAt')}>{when(draw.drawsAt)}</Field>
        <Field label={t('lottery.verify.commit')} mono>
          <span data-testid="lottery-verify-commit">{draw.commitHash}</span>
        </Field>
        {draw.seed !== null && (
          <Field label={t('lottery.verify.seed')} mono>
            <span data-testid="lottery-verify-seed">{draw.seed}</span>
          </Field>
        )}
        {draw.result && (
          <Field label={t('lottery.verify.result')}>
            <ResultBalls family={game.family} result={draw.result} small />
          </Field>
        )}
      </dl>
      {game.family === 'VN' && draw.result && <VnPrizeTable result={draw.result} />}
    </>
  )
}

function Verify({ game, numero }: { game: LotteryGameDef; numero: string }) {
  const { t } = useTranslation()
  const draw = useDraw(game.code, numero)
  return (
    <section className="verify" aria-label={t('screens.lotteryVerify')}>
      <h1 className="verify__title">
        {gameName(t, game.code)} · {numero}
      </h1>
      <div className="verify__how">
        <p>{t('lottery.verify.how1')}</p>
        <p>{t('lottery.verify.how2')}</p>
      </div>
      {draw.isPending ? (
        <div className="verify__pending">
          <DotLoading />
        </div>
      ) : draw.isError ? (
        <LoadProblem
          className="verify__problem"
          title={
            isApiError(draw.error) && draw.error.status === 404
              ? t('lottery.verify.notFound')
              : t('lottery.verify.loadFailed')
          }
          error={draw.error}
          onRetry={() => void draw.refetch()}
        />
      ) : (
        <>
          <Verdict game={game} draw={draw.data} />
          <DrawDetails game={game} draw={draw.data} />
        </>
      )}
      <p className="verify__back">
        <Link to={`${paths.lotteryResults.path}?gameCode=${encodeURIComponent(game.code)}`}>
          {t('lottery.verify.allResults')}
        </Link>
      </p>
    </section>
  )
}

/**
 * `/m/lotteryVerify?gameCode=X&numero=N`: the numero's commitment, and after the draw its seed and
 * result, checked in this browser: anyone can confirm the result was fixed before betting opened.
 */
export function VerifyScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const game = lotteryGame(params.get('gameCode') ?? '')
  const numero = params.get('numero') ?? ''
  if (!game || !/^\d{8}(-\d{4})?$/.test(numero))
    return (
      <ErrorBlock
        status="empty"
        title={t('lottery.verify.notFound')}
        description={t('lottery.results.unknownGameHint')}
      />
    )
  return <Verify game={game} numero={numero} />
}
