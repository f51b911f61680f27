/**
 * The deployment files (Dockerfile, compose.yaml, deploy/Caddyfile) against each other and against
 * the code they run, without Docker: a renamed setting, a moved build output or a replica the proxy
 * does not know about fails here instead of at the first deploy.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// Resolvable from the root through vite and @fastify/swagger, not a direct dependency (yet).
import { parseDocument } from 'yaml'
import { loadConfig } from '../apps/server/src/config.ts'

const root = new URL('../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')
const exists = (path: string) => existsSync(new URL(path, root))

// Read by Node or libraries rather than by config.ts.
const RUNTIME_ENV = new Set(['NODE_ENV', 'NODE_OPTIONS', 'TZ'])

// ---- compose ------------------------------------------------------------------------------------

type Service = {
  image?: string
  build?: string | { context?: string; target?: string }
  command?: string[] | string
  profiles?: string[]
  environment?: Record<string, string | number | boolean | null> | string[]
  depends_on?: string[] | Record<string, { condition?: string }>
  stop_grace_period?: string
  networks?: string[] | Record<string, unknown>
  volumes?: string[]
  ports?: string[]
}
type Compose = {
  services: Record<string, Service>
  networks?: Record<string, { internal?: boolean; ipam?: { config?: { subnet?: string }[] } } | null>
}

function parseCompose(text: string): Compose {
  // Compose files use YAML 1.1 merge keys (<<) for the shared replica settings.
  const doc = parseDocument(text, { merge: true })
  if (doc.errors.length) throw new Error(doc.errors.map((e) => e.message).join('\n'))
  return doc.toJS() as Compose
}

/**
 * Compose's variable substitution with nothing set in the environment: `${X:-d}` and `${X-d}` give
 * d, `${X:?msg}` (a required secret) gives `required`, `$$` is a dollar sign.
 */
function interpolate(value: string, required = 'required-value-for-the-test-0123456789abcdef'): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (m, _n, op) => {
      if (m === '$$') return '$'
      if (op === ':-' || op === '-') return m.slice(m.indexOf(op) + op.length, -1)
      if (op === ':?' || op === '?') return required
      return ''
    },
  )
}

function envOf(service: Service): Record<string, string> {
  const env = service.environment ?? {}
  const pairs = Array.isArray(env)
    ? env.map((line) => [line.split('=')[0] ?? '', line.slice(line.indexOf('=') + 1)] as const)
    : Object.entries(env).map(([k, v]) => [k, v == null ? '' : String(v)] as const)
  return Object.fromEntries(pairs.map(([k, v]) => [k, interpolate(v)]))
}

const dependsOn = (s: Service) =>
  Array.isArray(s.depends_on)
    ? Object.fromEntries(s.depends_on.map((n) => [n, { condition: 'service_started' }]))
    : (s.depends_on ?? {})
const networksOf = (s: Service) => (Array.isArray(s.networks) ? s.networks : Object.keys(s.networks ?? {}))
const commandOf = (s: Service) => (typeof s.command === 'string' ? s.command.split(/\s+/) : (s.command ?? []))

function seconds(duration: string): number {
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)]
  if (!parts.length || parts.map((p) => p[0]).join('') !== duration) throw new Error(`not a duration: ${duration}`)
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600 } as const
  return parts.reduce((sum, p) => sum + Number(p[1]) * unit[p[2] as keyof typeof unit], 0)
}

// ---- Dockerfile -----------------------------------------------------------------------------------

type Instruction = { op: string; args: string }
type Stage = { name: string | undefined; from: string; instructions: Instruction[] }

function parseDockerfile(text: string) {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
  const args: Record<string, string> = {}
  const stages: Stage[] = []
  for (const line of lines) {
    const [, op = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? []
    const upper = op.toUpperCase()
    if (upper === 'ARG' && !stages.length) {
      const [k = '', v = ''] = rest.split('=')
      args[k] = v
    } else if (upper === 'FROM') {
      const [image = '', as, name] = rest.split(/\s+/)
      const resolved = image.replace(/\$\{?([A-Za-z_]\w*)\}?/g, (_m, k: string) => args[k] ?? '')
      stages.push({ name: as?.toUpperCase() === 'AS' ? name : undefined, from: resolved, instructions: [] })
    } else {
      const stage = stages.at(-1)
      if (!stage) throw new Error(`${op} before the first FROM`)
      stage.instructions.push({ op: upper, args: rest })
    }
  }
  return stages
}

/** COPY's sources (all words but the last, flags dropped) and its --from. */
function copyOf(i: Instruction) {
  const words = i.args.split(/\s+/)
  const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length)
  const paths = words.filter((w) => !w.startsWith('--'))
  return { from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' }
}

/** Whether a .dockerignore pattern keeps a path out of the build context (the forms used here). */
function ignored(path: string, patterns: string[]): boolean {
  const segments = path.replace(/\/+$/, '').split('/')
  return patterns.some((p) => {
    if (p.startsWith('**/')) return segments.includes(p.slice(3))
    return path === p || path.startsWith(`${p}/`)
  })
}

// ---- Caddyfile -------------------------------------------------------------------------------------

function reverseProxy(text: string) {
  const body = /reverse_proxy\s+([^{\n]*)\{([\s\S]*?)\n\t\}/.exec(text)
  if (!body) throw new Error('no reverse_proxy block in the Caddyfile')
  const upstreams = (body[1] ?? '').trim().split(/\s+/).filter(Boolean)
  const directive = (name: string) => new RegExp(`^\\s*${name}\\s+(\\S+)`, 'm').exec(body[2] ?? '')?.[1]
  return { upstreams, directive }
}

// ---- the files -----------------------------------------------------------------------------------

const compose = parseCompose(read('compose.yaml'))
const stages = parseDockerfile(read('Dockerfile'))
const runtime = stages.at(-1) as Stage
const caddyfile = read('deploy/Caddyfile')
const configSource = read('apps/server/src/config.ts')
const schemaKeys = new Set(
  [
    ...(/const schema = z\.object\(\{([\s\S]*?)\n\}\)/.exec(configSource)?.[1] ?? '').matchAll(
      /^ {2}([A-Z][A-Z0-9_]*):/gm,
    ),
  ].map((m) => m[1]),
)
const defaults = loadConfig({})
const serverPackage = JSON.parse(read('apps/server/package.json')) as { scripts?: Record<string, string> }
const rootPackage = JSON.parse(read('package.json')) as { workspaces: string[]; scripts: Record<string, string> }
// The root build script, and the text of a repository script it runs (node scripts/build.mjs).
const rootBuildScript = rootPackage.scripts.build ?? ''
const rootBuild = [
  rootBuildScript,
  ...[...rootBuildScript.matchAll(/\bnode\s+(\S+\.m?js)\b/g)]
    .map((m) => m[1] ?? '')
    .filter(exists)
    .map(read),
].join('\n')
// The server bundle is built by another change landing beside this one; until the server package
// has a build script there is no apps/server/dist to look at.
const serverBuildLanded = Boolean(serverPackage.scripts?.build)

const services = Object.entries(compose.services)
const parlorImage = compose.services['parlor-1']?.image
const parlorServices = services.filter(([, s]) => s.image === parlorImage)
// Replicas run the image's own CMD; one-shot jobs (migrate, seed) override it.
const replicas = parlorServices.filter(([, s]) => !s.command)
const proxy = services.find(([, s]) => /^(caddy|nginx)(:|$)/.test(s.image ?? ''))

describe('compose.yaml', () => {
  it('has PostgreSQL 16/17 and Redis 7 with health checks', () => {
    const pg = compose.services.postgres
    const redis = compose.services.redis
    expect(pg?.image).toMatch(/^postgres:1[67]([.-]|$)/)
    expect(redis?.image).toMatch(/^redis:7([.-]|$)/)
    expect(pg).toHaveProperty('healthcheck.test')
    expect(redis).toHaveProperty('healthcheck.test')
    expect(pg?.volumes?.some((v) => v.endsWith(':/var/lib/postgresql/data'))).toBe(true)
  })

  it('runs at least two replicas of one image, built from this repository, behind a proxy', () => {
    expect(parlorImage).toBeTruthy()
    expect(replicas.length).toBeGreaterThanOrEqual(2)
    const builds = new Set(parlorServices.map(([, s]) => JSON.stringify(s.build)))
    expect(builds.size).toBe(1)
    expect(proxy, 'a caddy or nginx service').toBeTruthy()
    expect(proxy?.[1].ports?.length).toBeGreaterThan(0)
    // Nothing but the proxy is reachable from outside.
    for (const [name, s] of services) if (s !== proxy?.[1]) expect(s.ports, name).toBeUndefined()
  })

  it('starts replicas only on a healthy database and Redis and after the migration job', () => {
    for (const [name, s] of replicas) {
      const deps = dependsOn(s)
      expect(deps.postgres?.condition, name).toBe('service_healthy')
      expect(deps.redis?.condition, name).toBe('service_healthy')
      expect(deps.migrate?.condition, name).toBe('service_completed_successfully')
      const env = envOf(s)
      expect(env.DATABASE_URL, name).toMatch(/^postgres(ql)?:\/\/[^@]+@postgres:5432\//)
      expect(env.REDIS_URL, name).toBe('redis://redis:6379')
    }
    expect(commandOf(compose.services.migrate ?? {})).toEqual(['node', 'apps/server/dist/migrate.mjs'])
  })

  it('sets only settings the server knows, with values it accepts', () => {
    expect(schemaKeys.size).toBeGreaterThan(40)
    for (const [name, s] of parlorServices) {
      const env = envOf(s)
      for (const key of Object.keys(env)) {
        const known = schemaKeys.has(key) || RUNTIME_ENV.has(key)
        expect(known, `${name}: ${key} is not in apps/server/src/config.ts`).toBe(true)
      }
      expect(() => loadConfig(env), name).not.toThrow()
    }
  })

  it('requires its secrets instead of defaulting them', () => {
    const text = read('compose.yaml')
    for (const secret of ['POSTGRES_PASSWORD', 'PARLOR_METRICS_TOKEN'])
      expect(text, secret).toMatch(new RegExp(`\\$\\{${secret}:\\?`))
    expect(text).not.toMatch(/\$\{(POSTGRES_PASSWORD|PARLOR_METRICS_TOKEN|PARLOR_ADMIN_TOKEN):?-/)
  })

  it('trusts X-Forwarded-For from the proxy network only', () => {
    const proxyNetworks = networksOf(proxy?.[1] ?? {})
    expect(proxyNetworks).toHaveLength(1)
    const subnet = interpolate(compose.networks?.[proxyNetworks[0] ?? '']?.ipam?.config?.[0]?.subnet ?? '')
    expect(subnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/)
    for (const [name, s] of replicas) {
      expect(envOf(s).PARLOR_TRUSTED_PROXIES, name).toBe(subnet)
      expect(networksOf(s), name).toContain(proxyNetworks[0])
    }
    // The data stores are on a network the proxy is not on.
    for (const store of ['postgres', 'redis'])
      for (const n of networksOf(compose.services[store] ?? {})) expect(proxyNetworks).not.toContain(n)
  })

  it('keeps replicas serving until the proxy has seen them go unready, and stops them only after the grace', () => {
    const { directive } = reverseProxy(caddyfile)
    const noticed = seconds(directive('health_interval') ?? '30s') * Number(directive('health_fails') ?? 1)
    for (const [name, s] of replicas) {
      const env = envOf(s)
      const drain = Number(env.PARLOR_SHUTDOWN_DRAIN_MS) / 1000
      const grace = Number(env.PARLOR_SHUTDOWN_GRACE_MS) / 1000
      expect(drain, `${name}: drain past the proxy's health checks`).toBeGreaterThan(noticed)
      expect(grace, name).toBeGreaterThan(drain)
      expect(seconds(s.stop_grace_period ?? '10s'), name).toBeGreaterThan(grace)
    }
  })

  it('runs only server entry points the build makes', () => {
    const entries = parlorServices.map(([, s]) => commandOf(s)).filter((c) => c.length)
    for (const command of entries) {
      expect(command[0]).toBe('node')
      expect(command[1]).toMatch(/^apps\/server\/dist\/[\w-]+\.mjs$/)
      if (serverBuildLanded && exists('apps/server/dist')) expect(exists(command[1] ?? ''), command[1]).toBe(true)
    }
  })

  it('mounts the Caddyfile that exists', () => {
    const mount = proxy?.[1].volumes?.find((v) => v.includes('Caddyfile'))
    expect(mount?.split(':')[0]).toBe('./deploy/Caddyfile')
  })
})

describe('Dockerfile', () => {
  it('builds on Node 24 and runs as a non-root user', () => {
    for (const s of stages) {
      const fromStage = stages.some((t) => t.name === s.from)
      if (!fromStage) expect(s.from, `stage ${s.name}`).toMatch(/^node:24([.-]|$)/)
    }
    const user = runtime.instructions.filter((i) => i.op === 'USER').at(-1)?.args
    expect(user).toBeTruthy()
    expect(user).not.toMatch(/^(root|0)(:|$)/)
  })

  it('starts node on the server bundle directly, stops with SIGTERM and checks /health', () => {
    const last = (op: string) => runtime.instructions.filter((i) => i.op === op).at(-1)?.args
    expect(JSON.parse(last('CMD') ?? 'null')).toEqual(['node', 'apps/server/dist/server.mjs'])
    expect(last('ENTRYPOINT')).toBeUndefined()
    expect(last('STOPSIGNAL')).toBe('SIGTERM')
    expect(last('HEALTHCHECK')).toMatch(/CMD \["node",.*\/health/)
    expect(last('EXPOSE')).toBe(String(defaults.port))
  })

  it('never leaves out optional dependencies (the native binaries come as optional packages)', () => {
    for (const s of stages)
      for (const i of s.instructions) if (i.op === 'RUN') expect(i.args).not.toMatch(/--omit[= ]optional|--no-optional/)
  })

  it('copies every workspace manifest before npm ci, as the lockfile requires', () => {
    const workspaces = rootPackage.workspaces.flatMap((glob) => {
      const dir = glob.replace(/\/\*$/, '')
      return glob.endsWith('/*') ? listDirs(dir).map((d) => `${dir}/${d}`) : [dir]
    })
    for (const s of stages.filter((t) => t.instructions.some((i) => /npm ci/.test(i.args)))) {
      const copied = s.instructions.filter((i) => i.op === 'COPY').flatMap((i) => copyOf(i).sources)
      for (const w of workspaces) expect(copied, `stage ${s.name}`).toContain(`${w}/package.json`)
    }
  })

  it('copies only what exists: sources from the repository, outputs of npm run build', () => {
    const dockerignore = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
    const buildStages = new Set(stages.map((s) => s.name).filter(Boolean))
    for (const s of stages)
      for (const i of s.instructions.filter((x) => x.op === 'COPY')) {
        const { from, sources } = copyOf(i)
        for (const src of sources) {
          if (!from) {
            if (src === '.') continue
            expect(exists(src), `${src} in the repository`).toBe(true)
            expect(ignored(src, dockerignore), `${src} is left out by .dockerignore`).toBe(false)
            continue
          }
          expect(buildStages.has(from), `--from=${from}`).toBe(true)
          if (from !== 'build') continue
          const path = src.replace(/^\/app\//, '')
          const workspace = /^((?:apps|packages)\/[^/]+)\/dist(\/|$)/.exec(path)?.[1]
          if (!workspace) throw new Error(`${src}: the build stage's outputs are workspaces' dist folders`)
          const pkg = JSON.parse(read(`${workspace}/package.json`)) as {
            name: string
            scripts?: Record<string, string>
          }
          if (workspace === 'apps/server' && !serverBuildLanded) continue
          expect(pkg.scripts?.build, `${workspace} has a build script`).toBeTruthy()
          const buildsIt = [pkg.name, workspace, '--workspaces', '-ws '].some((w) => rootBuild.includes(w))
          expect(buildsIt, `npm run build builds ${pkg.name}: ${rootBuildScript}`).toBe(true)
          // npm test builds before vitest runs; a lone vitest run may come before any build.
          if (exists(`${workspace}/dist`)) expect(exists(path), `${path} after npm run build`).toBe(true)
        }
      }
  })
})

describe('deploy/Caddyfile', () => {
  const { upstreams, directive } = reverseProxy(caddyfile)

  it('balances over exactly the compose replicas, on the port the server listens on', () => {
    const names = upstreams.map((u) => u.split(':')[0])
    expect(names.sort()).toEqual(replicas.map(([n]) => n).sort())
    for (const u of upstreams) expect(u.split(':')[1]).toBe(String(defaults.port))
    for (const [name, s] of replicas) expect(envOf(s).PORT ?? String(defaults.port), name).toBe(String(defaults.port))
  })

  it('routes on /ready, round robin', () => {
    expect(directive('health_uri')).toBe('/ready')
    expect(directive('lb_policy')).toBe('round_robin')
  })

  it('reads its site address from the variable compose sets', () => {
    const site = /^\{\$([A-Z_]+)(?::[^}]*)?\}\s*\{/m.exec(caddyfile)?.[1]
    expect(site).toBeTruthy()
    expect(Object.keys(envOf(proxy?.[1] ?? {}))).toContain(site)
  })
})

function listDirs(dir: string): string[] {
  return readdirSync(new URL(`${dir}/`, root), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(new URL(`${dir}/${d.name}/package.json`, root)))
    .map((d) => d.name)
}
