import { createRequire as __bizpilotCreateRequire } from 'node:module';
const require = __bizpilotCreateRequire(import.meta.url);
var LM = Object.create;
var um = Object.defineProperty;
var zM = Object.getOwnPropertyDescriptor;
var MM = Object.getOwnPropertyNames;
var UM = Object.getPrototypeOf,
  FM = Object.prototype.hasOwnProperty;
var p = (t, e, r) => () => {
  if (r) throw r[0];
  try {
    return t && (e = t((t = 0))), e;
  } catch (o) {
    throw ((r = [o]), o);
  }
};
var Ws = (t, e) => () => {
    try {
      return e || t((e = { exports: {} }).exports, e), e.exports;
    } catch (r) {
      throw ((e = 0), r);
    }
  },
  He = (t, e) => {
    for (var r in e) um(t, r, { get: e[r], enumerable: !0 });
  },
  BM = (t, e, r, o) => {
    if ((e && typeof e == 'object') || typeof e == 'function')
      for (const n of MM(e))
        !FM.call(t, n) && n !== r && um(t, n, { get: () => e[n], enumerable: !(o = zM(e, n)) || o.enumerable });
    return t;
  };
var VM = (t, e, r) => (
  (r = t != null ? LM(UM(t)) : {}), BM(e || !t || !t.__esModule ? um(r, 'default', { value: t, enumerable: !0 }) : r, t)
);
var Ro,
  xf,
  bu,
  _f,
  Ef,
  hi,
  gi = p(() => {
    (Ro = {
      REQUEST_ID: Symbol.for('_AWS_LAMBDA_REQUEST_ID'),
      X_RAY_TRACE_ID: Symbol.for('_AWS_LAMBDA_X_RAY_TRACE_ID'),
      TENANT_ID: Symbol.for('_AWS_LAMBDA_TENANT_ID'),
      TRACEPARENT: Symbol.for('_AWS_LAMBDA_TRACEPARENT'),
      TRACESTATE: Symbol.for('_AWS_LAMBDA_TRACESTATE'),
      BAGGAGE: Symbol.for('_AWS_LAMBDA_BAGGAGE'),
    }),
      (xf = ['true', '1'].includes(process.env?.AWS_LAMBDA_NODEJS_NO_GLOBAL_AWSLAMBDA ?? ''));
    xf || (globalThis.awslambda = globalThis.awslambda || {});
    (bu = class {
      static PROTECTED_KEYS = Ro;
      isProtectedKey(e) {
        return Object.values(Ro).includes(e);
      }
      getRequestId() {
        return this.get(Ro.REQUEST_ID) ?? '-';
      }
      getXRayTraceId() {
        return this.get(Ro.X_RAY_TRACE_ID);
      }
      getTenantId() {
        return this.get(Ro.TENANT_ID);
      }
      getTraceparent() {
        return this.get(Ro.TRACEPARENT);
      }
      getTracestate() {
        return this.get(Ro.TRACESTATE);
      }
      getBaggage() {
        return this.get(Ro.BAGGAGE);
      }
    }),
      (_f = class extends bu {
        currentContext;
        getContext() {
          return this.currentContext;
        }
        hasContext() {
          return this.currentContext !== void 0;
        }
        get(e) {
          return this.currentContext?.[e];
        }
        set(e, r) {
          if (this.isProtectedKey(e)) throw new Error(`Cannot modify protected Lambda context field: ${String(e)}`);
          (this.currentContext = this.currentContext || {}), (this.currentContext[e] = r);
        }
        run(e, r) {
          return (this.currentContext = e), r();
        }
      }),
      (Ef = class t extends bu {
        als;
        static async create() {
          const e = new t(),
            r = await import('node:async_hooks');
          return (e.als = new r.AsyncLocalStorage()), e;
        }
        getContext() {
          return this.als.getStore();
        }
        hasContext() {
          return this.als.getStore() !== void 0;
        }
        get(e) {
          return this.als.getStore()?.[e];
        }
        set(e, r) {
          if (this.isProtectedKey(e)) throw new Error(`Cannot modify protected Lambda context field: ${String(e)}`);
          const o = this.als.getStore();
          if (!o) throw new Error('No context available');
          o[e] = r;
        }
        run(e, r) {
          return this.als.run(e, r);
        }
      });
    ((t) => {
      let e = null;
      async function r(o) {
        return (
          e ||
            (e = (async () => {
              const s = o === !0 || 'AWS_LAMBDA_MAX_CONCURRENCY' in process.env ? await Ef.create() : new _f();
              return !xf && globalThis.awslambda?.InvokeStore
                ? globalThis.awslambda.InvokeStore
                : (!xf && globalThis.awslambda && (globalThis.awslambda.InvokeStore = s), s);
            })()),
          e
        );
      }
      (t.getInstanceAsync = r),
        (t._testing =
          process.env.AWS_LAMBDA_BENCHMARK_MODE === '1'
            ? {
                reset: () => {
                  (e = null),
                    globalThis.awslambda?.InvokeStore && delete globalThis.awslambda.InvokeStore,
                    (globalThis.awslambda = { InvokeStore: void 0 });
                },
              }
            : void 0);
    })(hi || (hi = {}));
  });
var un,
  Po,
  ds,
  UI,
  FI,
  Cf = p(() => {
    (un = (t, e) => {
      const r = [];
      if ((t && r.push(t), e)) for (const o of e) r.push(o);
      return r;
    }),
      (Po = (t, e) => `${t || 'anonymous'}${e && e.length > 0 ? ` (a.k.a. ${e.join(',')})` : ''}`),
      (ds = () => {
        let t = [],
          e = [],
          r = !1,
          o = new Set(),
          n = (d) =>
            d.sort((m, f) => UI[f.step] - UI[m.step] || FI[f.priority || 'normal'] - FI[m.priority || 'normal']),
          s = (d) => {
            let m = !1,
              f = (h) => {
                const g = un(h.name, h.aliases);
                if (g.includes(d)) {
                  m = !0;
                  for (const y of g) o.delete(y);
                  return !1;
                }
                return !0;
              };
            return (t = t.filter(f)), (e = e.filter(f)), m;
          },
          i = (d) => {
            let m = !1,
              f = (h) => {
                if (h.middleware === d) {
                  m = !0;
                  for (const g of un(h.name, h.aliases)) o.delete(g);
                  return !1;
                }
                return !0;
              };
            return (t = t.filter(f)), (e = e.filter(f)), m;
          },
          a = (d) => (
            t.forEach((m) => {
              d.add(m.middleware, { ...m });
            }),
            e.forEach((m) => {
              d.addRelativeTo(m.middleware, { ...m });
            }),
            d.identifyOnResolve?.(l.identifyOnResolve()),
            d
          ),
          c = (d) => {
            const m = [];
            return (
              d.before.forEach((f) => {
                f.before.length === 0 && f.after.length === 0 ? m.push(f) : m.push(...c(f));
              }),
              m.push(d),
              d.after.reverse().forEach((f) => {
                f.before.length === 0 && f.after.length === 0 ? m.push(f) : m.push(...c(f));
              }),
              m
            );
          },
          u = (d = !1) => {
            const m = [],
              f = [],
              h = {};
            return (
              t.forEach((y) => {
                const S = { ...y, before: [], after: [] };
                for (const x of un(S.name, S.aliases)) h[x] = S;
                m.push(S);
              }),
              e.forEach((y) => {
                const S = { ...y, before: [], after: [] };
                for (const x of un(S.name, S.aliases)) h[x] = S;
                f.push(S);
              }),
              f.forEach((y) => {
                if (y.toMiddleware) {
                  const S = h[y.toMiddleware];
                  if (S === void 0) {
                    if (d) return;
                    throw new Error(
                      `${y.toMiddleware} is not found when adding ${Po(y.name, y.aliases)} middleware ${y.relation} ${y.toMiddleware}`,
                    );
                  }
                  y.relation === 'after' && S.after.push(y), y.relation === 'before' && S.before.push(y);
                }
              }),
              n(m)
                .map(c)
                .reduce((y, S) => (y.push(...S), y), [])
            );
          },
          l = {
            add: (d, m = {}) => {
              const { name: f, override: h, aliases: g } = m,
                y = { step: 'initialize', priority: 'normal', middleware: d, ...m },
                S = un(f, g);
              if (S.length > 0) {
                if (S.some((x) => o.has(x))) {
                  if (!h) throw new Error(`Duplicate middleware name '${Po(f, g)}'`);
                  for (const x of S) {
                    const b = t.findIndex((I) => I.name === x || I.aliases?.some((A) => A === x));
                    if (b === -1) continue;
                    const w = t[b];
                    if (w.step !== y.step || y.priority !== w.priority)
                      throw new Error(
                        `"${Po(w.name, w.aliases)}" middleware with ${w.priority} priority in ${w.step} step cannot be overridden by "${Po(f, g)}" middleware with ${y.priority} priority in ${y.step} step.`,
                      );
                    t.splice(b, 1);
                  }
                }
                for (const x of S) o.add(x);
              }
              t.push(y);
            },
            addRelativeTo: (d, m) => {
              const { name: f, override: h, aliases: g } = m,
                y = { middleware: d, ...m },
                S = un(f, g);
              if (S.length > 0) {
                if (S.some((x) => o.has(x))) {
                  if (!h) throw new Error(`Duplicate middleware name '${Po(f, g)}'`);
                  for (const x of S) {
                    const b = e.findIndex((I) => I.name === x || I.aliases?.some((A) => A === x));
                    if (b === -1) continue;
                    const w = e[b];
                    if (w.toMiddleware !== y.toMiddleware || w.relation !== y.relation)
                      throw new Error(
                        `"${Po(w.name, w.aliases)}" middleware ${w.relation} "${w.toMiddleware}" middleware cannot be overridden by "${Po(f, g)}" middleware ${y.relation} "${y.toMiddleware}" middleware.`,
                      );
                    e.splice(b, 1);
                  }
                }
                for (const x of S) o.add(x);
              }
              e.push(y);
            },
            clone: () => a(ds()),
            use: (d) => {
              d.applyToStack(l);
            },
            remove: (d) => (typeof d == 'string' ? s(d) : i(d)),
            removeByTag: (d) => {
              let m = !1,
                f = (h) => {
                  const { tags: g, name: y, aliases: S } = h;
                  if (g && g.includes(d)) {
                    const x = un(y, S);
                    for (const b of x) o.delete(b);
                    return (m = !0), !1;
                  }
                  return !0;
                };
              return (t = t.filter(f)), (e = e.filter(f)), m;
            },
            concat: (d) => {
              const m = a(ds());
              return m.use(d), m.identifyOnResolve(r || m.identifyOnResolve() || (d.identifyOnResolve?.() ?? !1)), m;
            },
            applyToStack: a,
            identify: () =>
              u(!0).map((d) => {
                const m = d.step ?? d.relation + ' ' + d.toMiddleware;
                return Po(d.name, d.aliases) + ' - ' + m;
              }),
            identifyOnResolve(d) {
              return typeof d == 'boolean' && (r = d), r;
            },
            resolve: (d, m) => {
              for (const f of u()
                .map((h) => h.middleware)
                .reverse())
                d = f(d, m);
              return r && console.log(l.identify()), d;
            },
          };
        return l;
      }),
      (UI = { initialize: 5, serialize: 4, build: 3, finalizeRequest: 2, deserialize: 1 }),
      (FI = { high: 3, normal: 2, low: 1 });
  });
var ln,
  BI = p(() => {
    ((t) => {
      (t.HTTP = 'http'), (t.HTTPS = 'https');
    })(ln || (ln = {}));
  });
var co,
  VI = p(() => {
    ((t) => {
      (t.MD5 = 'md5'), (t.CRC32 = 'crc32'), (t.CRC32C = 'crc32c'), (t.SHA1 = 'sha1'), (t.SHA256 = 'sha256');
    })(co || (co = {}));
  });
var jI = p(() => {
  VI();
});
var rr,
  HI = p(() => {
    rr = '__smithy_context';
  });
var Fr,
  GI = p(() => {
    ((t) => {
      (t.PROFILE = 'profile'), (t.SSO_SESSION = 'sso-session'), (t.SERVICES = 'services');
    })(Fr || (Fr = {}));
  });
var Br = p(() => {
  BI();
  jI();
  HI();
  GI();
});
var me,
  KI = p(() => {
    Br();
    me = (t) => t[rr] || (t[rr] = {});
  });
function P(t, e) {
  return Object.hasOwn(t, e);
}
var Rf = p(() => {});
function WB(t) {
  return Object.keys(t).reduce((e, r) => {
    const o = t[r];
    return { ...e, [r]: Array.isArray(o) ? [...o] : o };
  }, {});
}
var Z,
  ZI = p(() => {
    Z = class t {
      method;
      protocol;
      hostname;
      port;
      path;
      query;
      headers;
      username;
      password;
      fragment;
      body;
      constructor(e) {
        (this.method = e.method || 'GET'),
          (this.hostname = e.hostname || 'localhost'),
          (this.port = e.port),
          (this.query = e.query || {}),
          (this.headers = e.headers || {}),
          (this.body = e.body),
          (this.protocol = e.protocol ? (e.protocol.slice(-1) !== ':' ? `${e.protocol}:` : e.protocol) : 'https:'),
          (this.path = e.path ? (e.path.charAt(0) !== '/' ? `/${e.path}` : e.path) : '/'),
          (this.username = e.username),
          (this.password = e.password),
          (this.fragment = e.fragment);
      }
      static clone(e) {
        const r = new t({ ...e, headers: { ...e.headers } });
        return r.query && (r.query = WB(r.query)), r;
      }
      static isInstance(e) {
        if (!e) return !1;
        const r = e;
        return (
          'method' in r &&
          'protocol' in r &&
          'hostname' in r &&
          'path' in r &&
          typeof r.query == 'object' &&
          typeof r.headers == 'object'
        );
      }
      clone() {
        return t.clone(this);
      }
    };
  });
var Qe,
  WI = p(() => {
    Qe = class {
      statusCode;
      reason;
      headers;
      body;
      constructor(e) {
        (this.statusCode = e.statusCode),
          (this.reason = e.reason),
          (this.headers = e.headers || {}),
          (this.body = e.body);
      }
      static isInstance(e) {
        if (!e) return !1;
        const r = e;
        return typeof r.statusCode == 'number' && typeof r.headers == 'object';
      }
    };
  });
var qB,
  Vr,
  qI = p(() => {
    (qB = /^(?!.*-$)(?!-)[a-zA-Z0-9-]{1,63}$/),
      (Vr = (t, e = !1) => {
        if (!e) return qB.test(t);
        const r = t.split('.');
        for (const o of r) if (!Vr(o)) return !1;
        return !0;
      });
  });
function Pf(t) {
  return /^[a-z0-9][a-z0-9.-]*[a-z0-9]$/.test(t);
}
var JI = p(() => {});
var ee,
  YI = p(() => {
    ee = (t) => {
      if (typeof t == 'function') return t;
      const e = Promise.resolve(t);
      return () => e;
    };
  });
function XI(t) {
  const e = {};
  if (((t = t.replace(/^\?/, '')), t))
    for (const r of t.split('&')) {
      let [o, n = null] = r.split('=');
      (o = decodeURIComponent(o)),
        n && (n = decodeURIComponent(n)),
        o in e ? (Array.isArray(e[o]) ? e[o].push(n) : (e[o] = [e[o], n])) : (e[o] = n);
    }
  return e;
}
var QI = p(() => {});
var Ce,
  Of = p(() => {
    QI();
    Ce = (t) => {
      if (typeof t == 'string') return Ce(new URL(t));
      let { hostname: e, pathname: r, port: o, protocol: n, search: s } = t,
        i;
      return s && (i = XI(s)), { hostname: e, port: o ? parseInt(o) : void 0, protocol: n, path: r, query: i };
    };
  });
var Oo,
  eT = p(() => {
    Rf();
    Of();
    Oo = (t) => {
      if (typeof t == 'object') {
        if ('url' in t) {
          const e = Ce(t.url);
          if (t.headers) {
            e.headers = {};
            for (const r in t.headers) P(t.headers, r) && (e.headers[r.toLowerCase()] = t.headers[r].join(', '));
          }
          return e;
        }
        return t;
      }
      return Ce(t);
    };
  });
var Q = p(() => {
  KI();
  Rf();
  ZI();
  WI();
  qI();
  JI();
  YI();
  Of();
  eT();
});
var Re,
  tT = p(() => {
    Cf();
    Re = class {
      config;
      middlewareStack = ds();
      initConfig;
      handlers;
      constructor(e) {
        this.config = e;
        const { protocol: r, protocolSettings: o } = e;
        o && typeof r == 'function' && (e.protocol = new r(o));
      }
      send(e, r, o) {
        let n = typeof r != 'function' ? r : void 0,
          s = typeof r == 'function' ? r : o,
          i = n === void 0 && this.config.cacheMiddleware === !0,
          a;
        if (i) {
          this.handlers || (this.handlers = new WeakMap());
          const c = this.handlers;
          c.has(e.constructor)
            ? (a = c.get(e.constructor))
            : ((a = e.resolveMiddleware(this.middlewareStack, this.config, n)), c.set(e.constructor, a));
        } else delete this.handlers, (a = e.resolveMiddleware(this.middlewareStack, this.config, n));
        if (s)
          a(e)
            .then(
              (c) => s(null, c.output),
              (c) => s(c),
            )
            .catch(() => {});
        else return a(e).then((c) => c.output);
      }
      destroy() {
        this.config?.requestHandler?.destroy?.(), delete this.handlers;
      }
    };
  });
var uo,
  kf = p(() => {
    uo = (t) => (typeof t == 'function' ? t() : t);
  });
var Pu,
  Nf = p(() => {
    Pu = (t, e, r, o, n) => ({ name: e, namespace: t, traits: r, input: o, output: n });
  });
var rT,
  Df,
  oT = p(() => {
    Q();
    Nf();
    (rT = (t) => (e, r) => async (o) => {
      const { response: n } = await e(o),
        { operationSchema: s } = me(r),
        [, i, a, c, u, l] = s ?? [];
      try {
        const d = await t.protocol.deserializeResponse(Pu(i, a, c, u, l), { ...t, ...r }, n);
        return { response: n, output: d };
      } catch (d) {
        if (
          (Object.defineProperty(d, '$response', { value: n, enumerable: !1, writable: !1, configurable: !1 }),
          !('$metadata' in d))
        ) {
          const m =
            'Deserialization error: to see the raw response, inspect the hidden field {error}.$response on this object.';
          try {
            d.message +=
              `
  ` + m;
          } catch {
            !r.logger || r.logger?.constructor?.name === 'NoOpLogger' ? console.warn(m) : r.logger?.warn?.(m);
          }
          typeof d.$responseBodyText < 'u' && d.$response && (d.$response.body = d.$responseBodyText);
          try {
            if (Qe.isInstance(n)) {
              const { headers: f = {}, statusCode: h } = n,
                g = Object.entries(f);
              d.$metadata = {
                httpStatusCode: h,
                requestId: Df(/^x-[\w-]+-request-?id$/, g),
                extendedRequestId: Df(/^x-[\w-]+-id-2$/, g),
                cfId: Df(/^x-[\w-]+-cf-id$/, g),
              };
            }
          } catch {}
        }
        throw d;
      }
    }),
      (Df = (t, e) => (e.find(([r]) => r.match(t)) || [void 0, void 0])[1]);
  });
var nT,
  sT = p(() => {
    Q();
    Nf();
    nT = (t) => (e, r) => async (o) => {
      const { operationSchema: n } = me(r),
        [, s, i, a, c, u] = n ?? [],
        l = r.endpointV2 ? async () => Oo(r.endpointV2) : t.endpoint,
        d = await t.protocol.serializeRequest(Pu(s, i, a, c, u), o.input, { ...t, ...r, endpoint: l });
      return e({ ...o, request: d });
    };
  });
function or(t) {
  return {
    applyToStack: (e) => {
      e.add(nT(t), aT), e.add(rT(t), iT), t.protocol.setSerdeContext(t);
    },
  };
}
var iT,
  aT,
  cT = p(() => {
    oT();
    sT();
    (iT = { name: 'deserializerMiddleware', step: 'deserialize', tags: ['DESERIALIZER'], override: !0 }),
      (aT = { name: 'serializerMiddleware', step: 'serialize', tags: ['SERIALIZER'], override: !0 });
  });
function ko(t) {
  if (typeof t == 'object') return t;
  if (((t = t | 0), Ou[t])) return Ou[t];
  let e = {},
    r = 0;
  for (const o of [
    'httpLabel',
    'idempotent',
    'idempotencyToken',
    'sensitive',
    'httpPayload',
    'httpResponseCode',
    'httpQueryParams',
  ])
    ((t >> r++) & 1) === 1 && (e[o] = 1);
  return (Ou[t] = e);
}
var Ou,
  $f = p(() => {
    Ou = [];
  });
function Ai(t, e) {
  if (t instanceof L) return Object.assign(t, { memberName: e, _isMemberSchema: !0 });
  const r = L;
  return new r(t, e);
}
var vi,
  ku,
  Nu,
  L,
  Lf,
  uT,
  lT = p(() => {
    kf();
    $f();
    (vi = { it: Symbol.for('@smithy/nor-struct-it'), ns: Symbol.for('@smithy/ns') }),
      (ku = []),
      (Nu = {}),
      (L = class t {
        ref;
        memberName;
        static symbol = Symbol.for('@smithy/nor');
        symbol = t.symbol;
        name;
        schema;
        _isMemberSchema;
        traits;
        memberTraits;
        normalizedTraits;
        constructor(e, r) {
          (this.ref = e), (this.memberName = r);
          let o = [],
            n = e,
            s = e;
          for (this._isMemberSchema = !1; Lf(n); ) o.push(n[1]), (n = n[0]), (s = uo(n)), (this._isMemberSchema = !0);
          if (o.length > 0) {
            this.memberTraits = {};
            for (let i = o.length - 1; i >= 0; --i) {
              const a = o[i];
              Object.assign(this.memberTraits, ko(a));
            }
          } else this.memberTraits = 0;
          if (s instanceof t) {
            const i = this.memberTraits;
            Object.assign(this, s),
              (this.memberTraits = Object.assign({}, i, s.getMemberTraits(), this.getMemberTraits())),
              (this.normalizedTraits = void 0),
              (this.memberName = r ?? s.memberName);
            return;
          }
          if (
            ((this.schema = uo(s)),
            uT(this.schema)
              ? ((this.name = `${this.schema[1]}#${this.schema[2]}`), (this.traits = this.schema[3]))
              : ((this.name = this.memberName ?? String(s)), (this.traits = 0)),
            this._isMemberSchema && !r)
          )
            throw new Error(
              `@smithy/core/schema - NormalizedSchema member init ${this.getName(!0)} missing member name.`,
            );
        }
        static [Symbol.hasInstance](e) {
          const r = this.prototype.isPrototypeOf(e);
          return !r && typeof e == 'object' && e !== null ? e.symbol === this.symbol : r;
        }
        static of(e) {
          const r = typeof e == 'function' || (typeof e == 'object' && e !== null);
          if (typeof e == 'number') {
            if (ku[e]) return ku[e];
          } else if (typeof e == 'string') {
            if (Nu[e]) return Nu[e];
          } else if (r && e[vi.ns]) return e[vi.ns];
          const o = uo(e);
          if (o instanceof t) return o;
          if (Lf(o)) {
            const [s, i] = o;
            if (s instanceof t) return Object.assign(s.getMergedTraits(), ko(i)), s;
            throw new Error(
              `@smithy/core/schema - may not init unwrapped member schema=${JSON.stringify(e, null, 2)}.`,
            );
          }
          const n = new t(o);
          return r ? (e[vi.ns] = n) : typeof o == 'string' ? (Nu[o] = n) : typeof o == 'number' ? (ku[o] = n) : n;
        }
        getSchema() {
          const e = this.schema;
          return Array.isArray(e) && e[0] === 0 ? e[4] : e;
        }
        getName(e = !1) {
          const { name: r } = this;
          return !e && r && r.includes('#') ? r.split('#')[1] : r || void 0;
        }
        getMemberName() {
          return this.memberName;
        }
        isMemberSchema() {
          return this._isMemberSchema;
        }
        isListSchema() {
          const e = this.getSchema();
          return typeof e == 'number' ? e >= 64 && e < 128 : e[0] === 1;
        }
        isMapSchema() {
          const e = this.getSchema();
          return typeof e == 'number' ? e >= 128 && e <= 255 : e[0] === 2;
        }
        isStructSchema() {
          const e = this.getSchema();
          if (typeof e != 'object') return !1;
          const r = e[0];
          return r === 3 || r === -3 || r === 4;
        }
        isUnionSchema() {
          const e = this.getSchema();
          return typeof e != 'object' ? !1 : e[0] === 4;
        }
        isBlobSchema() {
          const e = this.getSchema();
          return e === 21 || e === 42;
        }
        isTimestampSchema() {
          const e = this.getSchema();
          return typeof e == 'number' && e >= 4 && e <= 7;
        }
        isUnitSchema() {
          return this.getSchema() === 'unit';
        }
        isDocumentSchema() {
          return this.getSchema() === 15;
        }
        isStringSchema() {
          return this.getSchema() === 0;
        }
        isBooleanSchema() {
          return this.getSchema() === 2;
        }
        isNumericSchema() {
          return this.getSchema() === 1;
        }
        isBigIntegerSchema() {
          return this.getSchema() === 17;
        }
        isBigDecimalSchema() {
          return this.getSchema() === 19;
        }
        isStreaming() {
          const { streaming: e } = this.getMergedTraits();
          return !!e || this.getSchema() === 42;
        }
        isIdempotencyToken() {
          return !!this.getMergedTraits().idempotencyToken;
        }
        getMergedTraits() {
          return (
            this.normalizedTraits ?? (this.normalizedTraits = { ...this.getOwnTraits(), ...this.getMemberTraits() })
          );
        }
        getMemberTraits() {
          return ko(this.memberTraits);
        }
        getOwnTraits() {
          return ko(this.traits);
        }
        getKeySchema() {
          const [e, r] = [this.isDocumentSchema(), this.isMapSchema()];
          if (!e && !r) throw new Error(`@smithy/core/schema - cannot get key for non-map: ${this.getName(!0)}`);
          const o = this.getSchema(),
            n = e ? 15 : (o[4] ?? 0);
          return Ai([n, 0], 'key');
        }
        getValueSchema() {
          const e = this.getSchema(),
            [r, o, n] = [this.isDocumentSchema(), this.isMapSchema(), this.isListSchema()],
            s = typeof e == 'number' ? 63 & e : e && typeof e == 'object' && (o || n) ? e[3 + e[0]] : r ? 15 : void 0;
          if (s != null) return Ai([s, 0], o ? 'value' : 'member');
          throw new Error(`@smithy/core/schema - ${this.getName(!0)} has no value member.`);
        }
        getMemberSchema(e) {
          const r = this.getSchema();
          if (this.isStructSchema() && r[4].includes(e)) {
            const o = r[4].indexOf(e),
              n = r[5][o];
            return Ai(Lf(n) ? n : [n, 0], e);
          }
          if (this.isDocumentSchema()) return Ai([15, 0], e);
          throw new Error(`@smithy/core/schema - ${this.getName(!0)} has no member=${e}.`);
        }
        getMemberSchemas() {
          const e = {};
          try {
            for (const [r, o] of this.structIterator()) e[r] = o;
          } catch {}
          return e;
        }
        getEventStreamMember() {
          if (this.isStructSchema()) {
            for (const [e, r] of this.structIterator()) if (r.isStreaming() && r.isStructSchema()) return e;
          }
          return '';
        }
        *structIterator() {
          if (this.isUnitSchema()) return;
          if (!this.isStructSchema()) throw new Error('@smithy/core/schema - cannot iterate non-struct schema.');
          let e = this.getSchema(),
            r = e[4].length,
            o = e[vi.it];
          if (o && r === o.length) {
            yield* o;
            return;
          }
          o = Array(r);
          for (let n = 0; n < r; ++n) {
            const s = e[4][n],
              i = Ai([e[5][n], 0], s);
            yield (o[n] = [s, i]);
          }
          e[vi.it] = o;
        }
      });
    (Lf = (t) => Array.isArray(t) && t.length === 2), (uT = (t) => Array.isArray(t) && t.length >= 5);
  });
var ce,
  pT = p(() => {
    ce = class t {
      namespace;
      schemas;
      exceptions;
      static registries = new Map();
      constructor(e, r = new Map(), o = new Map()) {
        (this.namespace = e),
          (this.schemas = r),
          (this.exceptions = o),
          t.registries.has(e) || t.registries.set(e, this);
      }
      static for(e) {
        return t.registries.get(e) ?? new t(e);
      }
      copyFrom(e) {
        const { schemas: r, exceptions: o } = this;
        for (const [n, s] of e.schemas) r.has(n) || r.set(n, s);
        for (const [n, s] of e.exceptions) o.has(n) || o.set(n, s);
      }
      register(e, r) {
        const o = this.normalizeShapeId(e);
        for (const n of [this, t.for(o.split('#')[0])]) n.schemas.has(o) || n.schemas.set(o, r);
      }
      getSchema(e) {
        const r = this.normalizeShapeId(e);
        if (!this.schemas.has(r)) {
          if (!e.includes('#')) {
            const o = '#' + e,
              n = [];
            for (const [s, i] of this.schemas.entries()) s.endsWith(o) && n.push(i);
            if (n.length === 1) return n[0];
          }
          throw new Error(`@smithy/core/schema - schema not found for ${r}`);
        }
        return this.schemas.get(r);
      }
      registerError(e, r) {
        const o = e,
          n = o[1],
          s = n + '#' + o[2];
        r.hasOwnProperty?.('shapeId') || (r.shapeId = s);
        for (const i of [this, t.for(n)])
          !i.schemas.has(s) && !i.exceptions.has(o) && (i.schemas.set(s, o), i.exceptions.set(o, r));
      }
      getErrorCtor(e) {
        const r = e;
        return this.exceptions.has(r) ? this.exceptions.get(r) : t.for(r[1]).exceptions.get(r);
      }
      getBaseException() {
        for (const e of this.exceptions.keys())
          if (Array.isArray(e)) {
            const [, r, o] = e,
              n = r + '#' + o;
            if (n.startsWith('smithy.ts.sdk.synthetic.') && n.endsWith('ServiceException')) return e;
          }
      }
      find(e) {
        for (const r of this.schemas.values()) if (e(r)) return r;
      }
      clear() {
        this.schemas.clear(), this.exceptions.clear();
      }
      normalizeShapeId(e) {
        return e.includes('#') ? e : this.namespace + '#' + e;
      }
    };
  });
var oe = p(() => {
  kf();
  cT();
  lT();
  $f();
  pT();
});
function ms(t, e) {
  if (e == null) return e;
  const r = L.of(t);
  if (r.getMergedTraits().sensitive) return zf;
  if (r.isListSchema()) {
    const o = r.getValueSchema();
    if (o.getMergedTraits().sensitive) return zf;
    if (Array.isArray(e)) return e.map((n) => ms(o, n));
  } else if (r.isMapSchema()) {
    const o = r.getValueSchema();
    if (r.getKeySchema().getMergedTraits().sensitive || o.getMergedTraits().sensitive) return zf;
    if (typeof e == 'object') return Object.fromEntries(Object.entries(e).map(([n, s]) => [n, ms(o, s)]));
  } else if (r.isStructSchema() && typeof e == 'object') {
    const o = e,
      n = {};
    for (const [s, i] of r.structIterator()) o[s] != null && (n[s] = ms(i, o[s]));
    return n;
  }
  return e;
}
var zf,
  dT = p(() => {
    oe();
    zf = '***SensitiveInformation***';
  });
var mT,
  dt,
  Mf,
  Uf = p(() => {
    Br();
    Cf();
    dT();
    oe();
    (mT = Symbol.for('@smithy/op-event-stream')),
      (dt = class {
        middlewareStack = ds();
        schema;
        static classBuilder() {
          return new Mf();
        }
        resolveMiddlewareWithContext(
          e,
          r,
          o,
          {
            middlewareFn: n,
            clientName: s,
            commandName: i,
            inputFilterSensitiveLog: a,
            outputFilterSensitiveLog: c,
            smithyContext: u,
            additionalContext: l,
            CommandCtor: d,
          },
        ) {
          for (const I of n.bind(this)(d, e, r, o)) this.middlewareStack.use(I);
          let m = e.concat(this.middlewareStack),
            { logger: f } = r,
            h = l[rr],
            g = {
              logger: f,
              clientName: s,
              commandName: i,
              inputFilterSensitiveLog: a,
              outputFilterSensitiveLog: c,
              ...l,
              [rr]: {
                ...h,
                commandInstance: this,
                ...u,
                ...(o?.metricsRecorder === void 0 ? {} : { metricsRecorder: o.metricsRecorder }),
                ...(o?.abortSignal === void 0 ? {} : { abortSignal: o.abortSignal }),
              },
            },
            { requestHandler: y } = r,
            S = o ?? {};
          S.metricsRecorder && ((S = { ...S }), delete S.metricsRecorder);
          let x,
            b = this.schema,
            w = b?.[mT];
          if (w !== void 0) x = w;
          else if (b && Array.isArray(b) && b[0] === 9) {
            const [, , , , I, A] = b;
            x = b[mT] = !!(L.of(I).getEventStreamMember() || L.of(A).getEventStreamMember());
          }
          return x && (S = { isEventStream: x, ...S }), m.resolve((I) => y.handle(I.request, S), g);
        }
      }),
      (Mf = class {
        _init = () => {};
        _ep = {};
        _middlewareFn = () => [];
        _commandName = '';
        _clientName = '';
        _additionalContext = {};
        _smithyContext = {};
        _inputFilterSensitiveLog = void 0;
        _outputFilterSensitiveLog = void 0;
        _serializer = null;
        _deserializer = null;
        _operationSchema;
        init(e) {
          this._init = e;
        }
        ep(e) {
          return (this._ep = e), this;
        }
        m(e) {
          return (this._middlewareFn = e), this;
        }
        s(e, r, o = {}) {
          return (this._smithyContext = { service: e, operation: r, ...o }), this;
        }
        c(e = {}) {
          return (this._additionalContext = e), this;
        }
        n(e, r) {
          return (this._clientName = e), (this._commandName = r), this;
        }
        f(e = (o) => o, r = (o) => o) {
          return (this._inputFilterSensitiveLog = e), (this._outputFilterSensitiveLog = r), this;
        }
        ser(e) {
          return (this._serializer = e), this;
        }
        de(e) {
          return (this._deserializer = e), this;
        }
        sc(e) {
          return (this._operationSchema = e), (this._smithyContext.operationSchema = e), this;
        }
        build() {
          let e = this,
            r;
          return (r = class extends dt {
            input;
            static getEndpointParameterInstructions() {
              return e._ep;
            }
            constructor(...[o]) {
              super(), (this.input = o ?? {}), e._init(this), (this.schema = e._operationSchema);
            }
            resolveMiddleware(o, n, s) {
              const i = e._operationSchema,
                a = i?.[4] ?? i?.input,
                c = i?.[5] ?? i?.output;
              return this.resolveMiddlewareWithContext(o, n, s, {
                CommandCtor: r,
                middlewareFn: e._middlewareFn,
                clientName: e._clientName,
                commandName: e._commandName,
                inputFilterSensitiveLog: e._inputFilterSensitiveLog ?? (i ? ms.bind(null, a) : (u) => u),
                outputFilterSensitiveLog: e._outputFilterSensitiveLog ?? (i ? ms.bind(null, c) : (u) => u),
                smithyContext: e._smithyContext,
                additionalContext: e._additionalContext,
              });
            }
            serialize = e._serializer;
            deserialize = e._deserializer;
          });
        }
      });
  });
var lo,
  fT = p(() => {
    lo = (t, e, r) => {
      for (const [s, i] of Object.entries(t)) {
        const a = async function (u, l, d) {
            const m = new i(u);
            if (typeof l == 'function') this.send(m, l);
            else if (typeof d == 'function') {
              if (typeof l != 'object') throw new Error(`Expected http options but got ${typeof l}`);
              this.send(m, l || {}, d);
            } else return this.send(m, l);
          },
          c = (s[0].toLowerCase() + s.slice(1)).replace(/Command$/, '');
        e.prototype[c] = a;
      }
      const { paginators: o = {}, waiters: n = {} } = r ?? {};
      for (const [s, i] of Object.entries(o))
        e.prototype[s] === void 0 &&
          (e.prototype[s] = function (a = {}, c, ...u) {
            return i({ ...c, client: this }, a, ...u);
          });
      for (const [s, i] of Object.entries(n))
        e.prototype[s] === void 0 &&
          (e.prototype[s] = async function (a = {}, c, ...u) {
            let l = c;
            return typeof c == 'number' && (l = { maxWaitTime: c }), i({ ...l, client: this }, a, ...u);
          });
    };
  });
var wt,
  Du,
  hT = p(() => {
    (wt = class t extends Error {
      static shapeId = 'smithy.ts.sdk.synthetic.nonamespace.client#ServiceException';
      $fault;
      $response;
      $retryable;
      $metadata;
      constructor(e) {
        super(e.message),
          Object.setPrototypeOf(this, Object.getPrototypeOf(this).constructor.prototype),
          (this.name = e.name),
          (this.$fault = e.$fault),
          (this.$metadata = e.$metadata);
      }
      static isInstance(e) {
        if (!e) return !1;
        const r = e;
        return (
          t.prototype.isPrototypeOf(r) ||
          (!!r.$fault && !!r.$metadata && (r.$fault === 'client' || r.$fault === 'server'))
        );
      }
      static [Symbol.hasInstance](e) {
        if (!e) return !1;
        const r = e;
        if (this === t) return t.isInstance(e);
        if (t.isInstance(e)) {
          if (this.prototype.isPrototypeOf(e)) return !0;
          let o = Object.hasOwn(this, 'shapeId') ? this.shapeId : void 0,
            n = !1;
          if (o) {
            let i = Object.getPrototypeOf(r);
            for (; i && i !== Object.prototype; ) {
              const a = i.constructor,
                c = a !== t && Object.hasOwn(a, 'shapeId') ? a?.shapeId : void 0;
              if (c && ((n = !0), c === o)) return !0;
              i = Object.getPrototypeOf(i);
            }
          }
          if (o && n) return !1;
          const s = this.name;
          if (s && s.length >= 6) {
            if (r.name === s) return !0;
            let i = Object.getPrototypeOf(r);
            for (; i && i !== Object.prototype; ) {
              const a = i.constructor?.name;
              if (a && a !== 'Error' && a === s) return !0;
              i = Object.getPrototypeOf(i);
            }
          }
        }
        return !1;
      }
    }),
      (Du = (t, e = {}) => {
        Object.entries(e)
          .filter(([, o]) => o !== void 0)
          .forEach(([o, n]) => {
            (t[o] == null || t[o] === '') && (t[o] = n);
          });
        const r = t.message || t.Message || 'UnknownError';
        return (t.message = r), delete t.Message, t;
      });
  });
var nr,
  gT = p(() => {
    nr = (t) => {
      switch (t) {
        case 'standard':
          return { retryMode: 'standard', connectionTimeout: 3100 };
        case 'in-region':
          return { retryMode: 'standard', connectionTimeout: 1100 };
        case 'cross-region':
          return { retryMode: 'standard', connectionTimeout: 3100 };
        case 'mobile':
          return { retryMode: 'standard', connectionTimeout: 3e4 };
        default:
          return {};
      }
    };
  });
var yT,
  sr,
  ST = p(() => {
    (yT = !1),
      (sr = (t) => {
        t && !yT && parseInt(t.substring(1, t.indexOf('.'))) < 16 && (yT = !0);
      });
  });
var xT,
  _T,
  ET,
  bT = p(() => {
    Q();
    Br();
    (xT = Object.values(co)),
      (_T = (t) => {
        const e = [];
        for (const r in co) {
          if (!P(co, r)) continue;
          const o = co[r];
          t[o] !== void 0 && e.push({ algorithmId: () => o, checksumConstructor: () => t[o] });
        }
        for (const [r, o] of Object.entries(t.checksumAlgorithms ?? {}))
          e.push({ algorithmId: () => r, checksumConstructor: () => o });
        return {
          addChecksumAlgorithm(r) {
            t.checksumAlgorithms = t.checksumAlgorithms ?? {};
            const o = r.algorithmId(),
              n = r.checksumConstructor();
            xT.includes(o) ? (t.checksumAlgorithms[o.toUpperCase()] = n) : (t.checksumAlgorithms[o] = n), e.push(r);
          },
          checksumAlgorithms() {
            return e;
          },
        };
      }),
      (ET = (t) => {
        const e = {};
        return (
          t.checksumAlgorithms().forEach((r) => {
            const o = r.algorithmId();
            xT.includes(o) && (e[o] = r.checksumConstructor());
          }),
          e
        );
      });
  });
var wT,
  IT,
  TT = p(() => {
    (wT = (t) => ({
      setRetryStrategy(e) {
        t.retryStrategy = e;
      },
      retryStrategy() {
        return t.retryStrategy;
      },
    })),
      (IT = (t) => {
        const e = {};
        return (e.retryStrategy = t.retryStrategy()), e;
      });
  });
var ir,
  ar,
  vT = p(() => {
    bT();
    TT();
    (ir = (t) => Object.assign(_T(t), wT(t))), (ar = (t) => Object.assign(ET(t), IT(t)));
  });
var $u,
  AT = p(() => {
    Q();
    $u = (t) => {
      const e = '#text';
      for (const r in t)
        P(t, r) &&
          (t[r][e] !== void 0 ? (t[r] = t[r][e]) : typeof t[r] == 'object' && t[r] !== null && (t[r] = $u(t[r])));
      return t;
    };
  });
var et,
  CT = p(() => {
    et = class {
      trace() {}
      debug() {}
      info() {}
      warn() {}
      error() {}
    };
  });
function cr(t, e, r, o) {
  return (s, i, a, c, u = {}) => {
    const l = Object.assign({}, t, s);
    return dt
      .classBuilder()
      .ep(l)
      .m(function (d, m, f, h) {
        const g = i.call(this, d, m, f, h);
        return g.unshift(o(f, d.getEndpointParameterInstructions())), g;
      })
      .s(e, a, u)
      .n(r, a.charAt(0).toUpperCase() + a.slice(1) + 'Command')
      .sc(c)
      .build();
  };
}
var RT = p(() => {
  Uf();
});
var O = p(() => {
  Q();
  Q();
  tT();
  Uf();
  fT();
  gT();
  ST();
  hT();
  vT();
  AT();
  CT();
  RT();
});
var Lu,
  ur,
  PT = p(() => {
    (Lu = { warningEmitted: !1 }),
      (ur = (t) => {
        if (t && !Lu.warningEmitted) {
          if (process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED === 'true') {
            Lu.warningEmitted = !0;
            return;
          }
          const e = parseInt(t.substring(1, t.indexOf('.'))),
            r = 22;
          e < r &&
            ((Lu.warningEmitted = !0),
            process.emitWarning(`NodeVersionSupportWarning: The AWS SDK for JavaScript (v3)
versions published after the first week of January 2027
will require node >=${r}. You are running node ${t}.

To continue receiving updates to AWS services, bug fixes,
and security updates please upgrade to node >=${r}.

More information can be found at: https://a.co/c895JFp`));
        }
      });
  });
function j(t, e, r) {
  return t.$source || (t.$source = {}), (t.$source[e] = r), t;
}
var OT = p(() => {});
function It(t, e, r) {
  t.__aws_sdk_context
    ? t.__aws_sdk_context.features || (t.__aws_sdk_context.features = {})
    : (t.__aws_sdk_context = { features: {} }),
    (t.__aws_sdk_context.features[e] = r);
}
var Ff = p(() => {});
var JB,
  lr,
  kT = p(() => {
    (JB = () => typeof process == 'object' && process?.env?.AWS_ENABLE_DEFAULT_SOCKET_TIMEOUT_2026 === 'true'),
      (lr = (t, e) => {
        if (JB() && typeof t?.handle != 'function') return e;
      });
  });
var Ci,
  Bf = p(() => {
    Ci = (t) =>
      (typeof ArrayBuffer == 'function' && t instanceof ArrayBuffer) ||
      Object.prototype.toString.call(t) === '[object ArrayBuffer]';
  });
var fs,
  zu,
  hs = p(() => {
    Bf();
    (fs = (t, e = 0, r = t.byteLength - e) => {
      if (!Ci(t)) throw new TypeError(`The "input" argument must be ArrayBuffer. Received type ${typeof t} (${t})`);
      return Buffer.from(t, e, r);
    }),
      (zu = (t, e) => {
        if (typeof t != 'string')
          throw new TypeError(`The "input" argument must be of type string. Received type ${typeof t} (${t})`);
        return e ? Buffer.from(t, e) : Buffer.from(t);
      });
  });
var YB,
  Te,
  NT = p(() => {
    hs();
    (YB = /^[A-Za-z0-9+/]*={0,2}$/),
      (Te = (t) => {
        if ((t.length * 3) % 4 !== 0) throw new TypeError('Incorrect padding on base64 string.');
        if (!YB.exec(t)) throw new TypeError('Invalid base64 string.');
        const e = zu(t, 'base64');
        return new Uint8Array(e.buffer, e.byteOffset, e.byteLength);
      });
  });
var fe,
  Mu = p(() => {
    hs();
    fe = (t) => {
      const e = zu(t, 'utf8');
      return new Uint8Array(e.buffer, e.byteOffset, e.byteLength / Uint8Array.BYTES_PER_ELEMENT);
    };
  });
var _e,
  DT = p(() => {
    hs();
    Mu();
    _e = (t) => {
      let e;
      if (
        (typeof t == 'string' ? (e = fe(t)) : (e = t),
        typeof e != 'object' || typeof e.byteOffset != 'number' || typeof e.byteLength != 'number')
      )
        throw new Error('@smithy/util-base64: toBase64 encoder function only accepts string | Uint8Array.');
      return fs(e.buffer, e.byteOffset, e.byteLength).toString('base64');
    };
  });
function $T(t, e, r, o) {
  return class Uu extends Uint8Array {
    static fromString(s, i = 'utf-8') {
      if (typeof s == 'string') return i === 'base64' ? Uu.mutate(o(s)) : Uu.mutate(e(s));
      throw new Error(`Unsupported conversion from ${typeof s} to Uint8ArrayBlobAdapter.`);
    }
    static mutate(s) {
      return Object.setPrototypeOf(s, Uu.prototype), s;
    }
    transformToString(s = 'utf-8') {
      return s === 'base64' ? r(this) : t(this);
    }
  };
}
var LT = p(() => {});
var ue,
  zT = p(() => {
    hs();
    ue = (t) => {
      if (typeof t == 'string') return t;
      if (typeof t != 'object' || typeof t.byteOffset != 'number' || typeof t.byteLength != 'number')
        throw new Error('@smithy/util-utf8: toUtf8 encoder function only accepts string | Uint8Array.');
      return fs(t.buffer, t.byteOffset, t.byteLength).toString('utf8');
    };
  });
function MT(t) {
  return typeof crypto < 'u' && typeof crypto.randomUUID == 'function'
    ? () => crypto.randomUUID()
    : () => {
        const e = new Uint8Array(16);
        return (
          t(e),
          (e[6] = (e[6] & 15) | 64),
          (e[8] = (e[8] & 63) | 128),
          Ge[e[0]] +
            Ge[e[1]] +
            Ge[e[2]] +
            Ge[e[3]] +
            '-' +
            Ge[e[4]] +
            Ge[e[5]] +
            '-' +
            Ge[e[6]] +
            Ge[e[7]] +
            '-' +
            Ge[e[8]] +
            Ge[e[9]] +
            '-' +
            Ge[e[10]] +
            Ge[e[11]] +
            Ge[e[12]] +
            Ge[e[13]] +
            Ge[e[14]] +
            Ge[e[15]]
        );
      };
}
var Ge,
  UT = p(() => {
    Ge = Array.from({ length: 256 }, (t, e) => e.toString(16).padStart(2, '0'));
  });
var Vf,
  XB,
  FT,
  QB,
  BT,
  VT,
  jT,
  e2,
  HT,
  GT,
  t2,
  Fu,
  gs,
  KT,
  r2,
  o2,
  ZT = p(() => {
    (Vf = (t) => {
      if (t != null) {
        if (typeof t == 'string') {
          const e = parseFloat(t);
          if (!Number.isNaN(e))
            return String(e) !== String(t) && o2.warn(r2(`Expected number but observed string: ${t}`)), e;
        }
        if (typeof t == 'number') return t;
        throw new TypeError(`Expected number, got ${typeof t}: ${t}`);
      }
    }),
      (XB = Math.ceil(2 ** 127 * (2 - 2 ** -23))),
      (FT = (t) => {
        const e = Vf(t);
        if (e !== void 0 && !Number.isNaN(e) && e !== 1 / 0 && e !== -1 / 0 && Math.abs(e) > XB)
          throw new TypeError(`Expected 32-bit float, got ${t}`);
        return e;
      }),
      (QB = (t) => {
        if (t != null) {
          if (Number.isInteger(t) && !Number.isNaN(t)) return t;
          throw new TypeError(`Expected integer, got ${typeof t}: ${t}`);
        }
      }),
      (BT = (t) => jT(t, 16)),
      (VT = (t) => jT(t, 8)),
      (jT = (t, e) => {
        const r = QB(t);
        if (r !== void 0 && e2(r, e) !== r) throw new TypeError(`Expected ${e}-bit integer, got ${t}`);
        return r;
      }),
      (e2 = (t, e) => {
        switch (e) {
          case 32:
            return Int32Array.of(t)[0];
          case 16:
            return Int16Array.of(t)[0];
          case 8:
            return Int8Array.of(t)[0];
        }
      }),
      (HT = (t) => Vf(typeof t == 'string' ? Fu(t) : t)),
      (GT = (t) => FT(typeof t == 'string' ? Fu(t) : t)),
      (t2 = /(-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)|(-?Infinity)|(NaN)/g),
      (Fu = (t) => {
        const e = t.match(t2);
        if (e === null || e[0].length !== t.length) throw new TypeError('Expected real number, got implicit NaN');
        return parseFloat(t);
      }),
      (gs = (t) => BT(typeof t == 'string' ? Fu(t) : t)),
      (KT = (t) => VT(typeof t == 'string' ? Fu(t) : t)),
      (r2 = (t) =>
        String(new TypeError(t).stack || t)
          .split(`
`)
          .slice(0, 5)
          .filter((e) => !e.includes('stackTraceWarning'))
          .join(`
`)),
      (o2 = { warn: console.warn });
  });
function pn(t) {
  const e = t.getUTCFullYear(),
    r = t.getUTCMonth(),
    o = t.getUTCDay(),
    n = t.getUTCDate(),
    s = t.getUTCHours(),
    i = t.getUTCMinutes(),
    a = t.getUTCSeconds(),
    c = n < 10 ? `0${n}` : `${n}`,
    u = s < 10 ? `0${s}` : `${s}`,
    l = i < 10 ? `0${i}` : `${i}`,
    d = a < 10 ? `0${a}` : `${a}`;
  return `${n2[o]}, ${c} ${Hf[r]} ${e} ${u}:${l}:${d} GMT`;
}
var n2,
  Hf,
  s2,
  Gf,
  i2,
  Kf,
  a2,
  c2,
  u2,
  Pi,
  Zf,
  Ri,
  l2,
  p2,
  d2,
  jf,
  m2,
  f2,
  h2,
  jr,
  g2,
  y2,
  ys,
  WT = p(() => {
    ZT();
    (n2 = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']),
      (Hf = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    (s2 = new RegExp(/^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?[zZ]$/)),
      (Gf = (t) => {
        if (t == null) return;
        if (typeof t != 'string') throw new TypeError('RFC-3339 date-times must be expressed as strings');
        const e = s2.exec(t);
        if (!e) throw new TypeError('Invalid RFC-3339 date-time value');
        const [r, o, n, s, i, a, c, u] = e,
          l = gs(ys(o)),
          d = jr(n, 'month', 1, 12),
          m = jr(s, 'day', 1, 31);
        return Ri(l, d, m, { hours: i, minutes: a, seconds: c, fractionalMilliseconds: u });
      }),
      (i2 = new RegExp(/^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(([-+]\d{2}:\d{2})|[zZ])$/)),
      (Kf = (t) => {
        if (t == null) return;
        if (typeof t != 'string') throw new TypeError('RFC-3339 date-times must be expressed as strings');
        const e = i2.exec(t);
        if (!e) throw new TypeError('Invalid RFC-3339 date-time value');
        const [r, o, n, s, i, a, c, u, l] = e,
          d = gs(ys(o)),
          m = jr(n, 'month', 1, 12),
          f = jr(s, 'day', 1, 31),
          h = Ri(d, m, f, { hours: i, minutes: a, seconds: c, fractionalMilliseconds: u });
        return l.toUpperCase() != 'Z' && h.setTime(h.getTime() - y2(l)), h;
      }),
      (a2 = new RegExp(
        /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? GMT$/,
      )),
      (c2 = new RegExp(
        /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d{2}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? GMT$/,
      )),
      (u2 = new RegExp(
        /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ( [1-9]|\d{2}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? (\d{4})$/,
      )),
      (Pi = (t) => {
        if (t == null) return;
        if (typeof t != 'string') throw new TypeError('RFC-7231 date-times must be expressed as strings');
        let e = a2.exec(t);
        if (e) {
          const [r, o, n, s, i, a, c, u] = e;
          return Ri(gs(ys(s)), jf(n), jr(o, 'day', 1, 31), {
            hours: i,
            minutes: a,
            seconds: c,
            fractionalMilliseconds: u,
          });
        }
        if (((e = c2.exec(t)), e)) {
          const [r, o, n, s, i, a, c, u] = e;
          return d2(
            Ri(l2(s), jf(n), jr(o, 'day', 1, 31), { hours: i, minutes: a, seconds: c, fractionalMilliseconds: u }),
          );
        }
        if (((e = u2.exec(t)), e)) {
          const [r, o, n, s, i, a, c, u] = e;
          return Ri(gs(ys(u)), jf(o), jr(n.trimLeft(), 'day', 1, 31), {
            hours: s,
            minutes: i,
            seconds: a,
            fractionalMilliseconds: c,
          });
        }
        throw new TypeError('Invalid RFC-7231 date-time value');
      }),
      (Zf = (t) => {
        if (t == null) return;
        let e;
        if (typeof t == 'number') e = t;
        else if (typeof t == 'string') e = HT(t);
        else if (typeof t == 'object' && t.tag === 1) e = t.value;
        else
          throw new TypeError(
            'Epoch timestamps must be expressed as floating point numbers or their string representation',
          );
        if (Number.isNaN(e) || e === 1 / 0 || e === -1 / 0)
          throw new TypeError('Epoch timestamps must be valid, non-Infinite, non-NaN numerics');
        return new Date(Math.round(e * 1e3));
      }),
      (Ri = (t, e, r, o) => {
        const n = e - 1;
        return (
          f2(t, n, r),
          new Date(
            Date.UTC(
              t,
              n,
              r,
              jr(o.hours, 'hour', 0, 23),
              jr(o.minutes, 'minute', 0, 59),
              jr(o.seconds, 'seconds', 0, 60),
              g2(o.fractionalMilliseconds),
            ),
          )
        );
      }),
      (l2 = (t) => {
        const e = new Date().getUTCFullYear(),
          r = Math.floor(e / 100) * 100 + gs(ys(t));
        return r < e ? r + 100 : r;
      }),
      (p2 = 50 * 365 * 24 * 60 * 60 * 1e3),
      (d2 = (t) =>
        t.getTime() - new Date().getTime() > p2
          ? new Date(
              Date.UTC(
                t.getUTCFullYear() - 100,
                t.getUTCMonth(),
                t.getUTCDate(),
                t.getUTCHours(),
                t.getUTCMinutes(),
                t.getUTCSeconds(),
                t.getUTCMilliseconds(),
              ),
            )
          : t),
      (jf = (t) => {
        const e = Hf.indexOf(t);
        if (e < 0) throw new TypeError(`Invalid month: ${t}`);
        return e + 1;
      }),
      (m2 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]),
      (f2 = (t, e, r) => {
        let o = m2[e];
        if ((e === 1 && h2(t) && (o = 29), r > o)) throw new TypeError(`Invalid day for ${Hf[e]} in ${t}: ${r}`);
      }),
      (h2 = (t) => t % 4 === 0 && (t % 100 !== 0 || t % 400 === 0)),
      (jr = (t, e, r, o) => {
        const n = KT(ys(t));
        if (n < r || n > o) throw new TypeError(`${e} must be between ${r} and ${o}, inclusive`);
        return n;
      }),
      (g2 = (t) => (t == null ? 0 : GT('0.' + t) * 1e3)),
      (y2 = (t) => {
        let e = t[0],
          r = 1;
        if (e == '+') r = 1;
        else if (e == '-') r = -1;
        else throw new TypeError(`Offset direction, ${e}, must be "+" or "-"`);
        const o = Number(t.substring(1, 3)),
          n = Number(t.substring(4, 6));
        return r * (o * 60 + n) * 60 * 1e3;
      }),
      (ys = (t) => {
        let e = 0;
        for (; e < t.length - 1 && t.charAt(e) === '0'; ) e++;
        return e === 0 ? t : t.slice(e);
      });
  });
var tt,
  qT = p(() => {
    tt = (e) =>
      Object.assign(new String(e), {
        deserializeJSON() {
          return JSON.parse(String(e));
        },
        toString() {
          return String(e);
        },
        toJSON() {
          return String(e);
        },
      });
    tt.from = (t) =>
      t && typeof t == 'object' && (t instanceof tt || 'deserializeJSON' in t)
        ? t
        : typeof t == 'string' || Object.getPrototypeOf(t) === String.prototype
          ? tt(String(t))
          : tt(JSON.stringify(t));
    tt.fromObject = tt.from;
  });
function Wf(t) {
  return (t.includes(',') || t.includes('"')) && (t = `"${t.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`), t;
}
var JT = p(() => {});
function po(t, e, r) {
  const o = Number(t);
  if (o < e || o > r) throw new Error(`Value ${o} out of range [${e}, ${r}]`);
}
var qf,
  Jf,
  Yf,
  YT,
  XT,
  S2,
  x2,
  _2,
  E2,
  b2,
  w2,
  Xf,
  Qf,
  eh,
  QT = p(() => {
    (qf = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:[ne|u?r]?s?day)?'),
      (Jf = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'),
      (Yf = '(\\d?\\d):(\\d{2}):(\\d{2})(?:\\.(\\d+))?'),
      (YT = '(\\d?\\d)'),
      (XT = '(\\d{4})'),
      (S2 = new RegExp(/^(\d{4})-(\d\d)-(\d\d)[tT](\d\d):(\d\d):(\d\d)(\.(\d+))?(([-+]\d\d:\d\d)|[zZ])$/)),
      (x2 =
        /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (?:0[1-9]|[12]\d|3[01]) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [1-9]\d{3} (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d GMT$/),
      (_2 = new RegExp(`^${qf}, ${YT} ${Jf} ${XT} ${Yf} GMT$`)),
      (E2 = new RegExp(`^${qf}, ${YT}-${Jf}-(\\d\\d) ${Yf} GMT$`)),
      (b2 = new RegExp(`^${qf} ${Jf} ( [1-9]|\\d\\d) ${Yf} ${XT}$`)),
      (w2 = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']),
      (Xf = (t) => {
        if (t == null) return;
        let e = NaN;
        if (typeof t == 'number') e = t;
        else if (typeof t == 'string') {
          if (!/^-?\d*\.?\d+$/.test(t)) throw new TypeError('parseEpochTimestamp - numeric string invalid.');
          e = Number.parseFloat(t);
        } else typeof t == 'object' && t.tag === 1 && (e = t.value);
        if (isNaN(e) || Math.abs(e) === 1 / 0) throw new TypeError('Epoch timestamps must be valid finite numbers.');
        return new Date(Math.round(e * 1e3));
      }),
      (Qf = (t) => {
        if (t == null) return;
        if (typeof t != 'string') throw new TypeError('RFC3339 timestamps must be strings');
        const e = S2.exec(t);
        if (!e) throw new TypeError(`Invalid RFC3339 timestamp format ${t}`);
        const [, r, o, n, s, i, a, , c, u] = e;
        po(o, 1, 12), po(n, 1, 31), po(s, 0, 23), po(i, 0, 59), po(a, 0, 60);
        const l = new Date(
          Date.UTC(
            Number(r),
            Number(o) - 1,
            Number(n),
            Number(s),
            Number(i),
            Number(a),
            Number(c) ? Math.round(parseFloat(`0.${c}`) * 1e3) : 0,
          ),
        );
        if ((l.setUTCFullYear(Number(r)), u.toUpperCase() != 'Z')) {
          const [, d, m, f] = /([+-])(\d\d):(\d\d)/.exec(u) || [void 0, '+', 0, 0],
            h = d === '-' ? 1 : -1;
          l.setTime(l.getTime() + h * (Number(m) * 60 * 60 * 1e3 + Number(f) * 60 * 1e3));
        }
        return l;
      }),
      (eh = (t) => {
        if (t == null) return;
        if (typeof t != 'string') throw new TypeError('RFC7231 timestamps must be strings.');
        if (x2.test(t)) return new Date(t);
        let e, r, o, n, s, i, a, c;
        if (
          ((c = _2.exec(t))
            ? ([, e, r, o, n, s, i, a] = c)
            : (c = E2.exec(t))
              ? (([, e, r, o, n, s, i, a] = c), (o = (Number(o) + 1900).toString()))
              : (c = b2.exec(t)) && ([, r, e, n, s, i, a, o] = c),
          o && i)
        ) {
          const u = Date.UTC(
            Number(o),
            w2.indexOf(r),
            Number(e),
            Number(n),
            Number(s),
            Number(i),
            a ? Math.round(parseFloat(`0.${a}`) * 1e3) : 0,
          );
          po(e, 1, 31), po(n, 0, 23), po(s, 0, 59), po(i, 0, 60);
          const l = new Date(u);
          return l.setUTCFullYear(Number(o)), l;
        }
        throw new TypeError(`Invalid RFC7231 date-time value ${t}.`);
      });
  });
function th(t, e, r) {
  if (r <= 0 || !Number.isInteger(r)) throw new Error('Invalid number of delimiters (' + r + ') for splitEvery.');
  const o = t.split(e);
  if (r === 1) return o;
  let n = [],
    s = '';
  for (let i = 0; i < o.length; i++)
    s === '' ? (s = o[i]) : (s += e + o[i]), (i + 1) % r === 0 && (n.push(s), (s = ''));
  return s !== '' && n.push(s), n;
}
var ev = p(() => {});
var Oi,
  tv = p(() => {
    Oi = (t) => {
      let e = t.length,
        r = [],
        o = !1,
        n = !1,
        s = 0;
      for (let i = 0; i < e; ++i) {
        const a = t[i];
        switch (a) {
          case '"':
            n || (o = !o);
            break;
          case ',':
            o || (r.push(t.slice(s, i)), (s = i + 1));
            break;
          default:
        }
        n = a === '\\' && !n;
      }
      return (
        r.push(t.slice(s)),
        r.map((i) => {
          i = i.trim();
          const a = i.length;
          return a < 2
            ? i
            : i[0] === '"' && i[a - 1] === '"'
              ? ((i = i.slice(1, a - 1)), i.replace(/\\(["\\])/g, '$1'))
              : i.replace(/\\"/g, '"');
        })
      );
    };
  });
var rv,
  ve,
  ov = p(() => {
    (rv = /^-?((0|[1-9]\d*)(\.\d+)?|\.\d+)([eE][+-]?\d+)?$/),
      (ve = class t {
        string;
        type;
        constructor(e, r) {
          if (((this.string = e), (this.type = r), !rv.test(e)))
            throw new Error(
              `@smithy/core/serde - NumericValue string must conform to the Smithy bigDecimal format. Received: "${e}"`,
            );
        }
        toString() {
          return this.string;
        }
        static [Symbol.hasInstance](e) {
          if (!e || typeof e != 'object') return !1;
          const r = e;
          return t.prototype.isPrototypeOf(e) || (r.type === 'bigDecimal' && rv.test(r.string));
        }
      });
  });
function ki(t) {
  if (t.length % 2 !== 0) throw new Error('Hex encoded strings must have an even number length');
  const e = new Uint8Array(t.length / 2);
  for (let r = 0; r < t.length; r += 2) {
    const o = t.slice(r, r + 2).toLowerCase();
    if (o in rh) e[r / 2] = rh[o];
    else throw new Error(`Cannot decode unrecognized sequence ${o} as hexadecimal`);
  }
  return e;
}
function he(t) {
  let e = '';
  for (let r = 0; r < t.byteLength; r++) e += nv[t[r]];
  return e;
}
var nv,
  rh,
  oh = p(() => {
    (nv = {}), (rh = {});
    for (let t = 0; t < 256; t++) {
      let e = t.toString(16).toLowerCase();
      e.length === 1 && (e = `0${e}`), (nv[t] = e), (rh[e] = t);
    }
  });
import { ReadStream as I2, fstatSync as T2, lstatSync as v2 } from 'node:fs';
var pr,
  sv = p(() => {
    pr = (t) => {
      if (!t) return 0;
      if (typeof t == 'string') return Buffer.byteLength(t);
      if (typeof t.byteLength == 'number') return t.byteLength;
      if (typeof t.size == 'number') return t.size;
      if (typeof t.start == 'number' && typeof t.end == 'number') return t.end + 1 - t.start;
      if (t instanceof I2) {
        if (t.path != null) return v2(t.path).size;
        if (typeof t.fd == 'number') return T2(t.fd).size;
      }
      throw new Error(`Body Length computation failed for ${t}`);
    };
  });
var Tt,
  iv = p(() => {
    Mu();
    Tt = (t) =>
      t instanceof Uint8Array
        ? t
        : typeof t == 'string'
          ? fe(t)
          : ArrayBuffer.isView(t)
            ? new Uint8Array(t.buffer, t.byteOffset, t.byteLength / Uint8Array.BYTES_PER_ELEMENT)
            : new Uint8Array(t);
  });
function Bu(t, e) {
  if (e === void 0) {
    e = 0;
    for (const n of t) e += n.byteLength;
  }
  let r = new Uint8Array(e),
    o = 0;
  for (const n of t) r.set(n, o), (o += n.byteLength);
  return r;
}
var nh = p(() => {});
var Ke,
  Ni = p(() => {
    Ke = class t extends Error {
      name = 'ProviderError';
      tryNextLink;
      constructor(e, r = !0) {
        let o,
          n = !0;
        typeof r == 'boolean'
          ? ((o = void 0), (n = r))
          : r != null && typeof r == 'object' && ((o = r.logger), (n = r.tryNextLink ?? !0)),
          super(e),
          (this.tryNextLink = n),
          Object.setPrototypeOf(this, t.prototype),
          o?.debug?.(`@smithy/property-provider ${n ? '->' : '(!)'} ${e}`);
      }
      static from(e, r = !0) {
        return Object.assign(new this(e.message, r), e);
      }
    };
  });
var v,
  Vu = p(() => {
    Ni();
    v = class t extends Ke {
      name = 'CredentialsProviderError';
      constructor(e, r = !0) {
        super(e, r), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var vt,
  av = p(() => {
    Ni();
    vt = class t extends Ke {
      name = 'TokenProviderError';
      constructor(e, r = !0) {
        super(e, r), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var dn,
  sh = p(() => {
    Ni();
    dn =
      (...t) =>
      async () => {
        if (t.length === 0) throw new Ke('No providers in chain');
        let e;
        for (const r of t)
          try {
            return await r();
          } catch (o) {
            if (((e = o), o?.tryNextLink)) continue;
            throw o;
          }
        throw e;
      };
  });
var cv,
  uv = p(() => {
    cv = (t) => () => Promise.resolve(t);
  });
var ju,
  ih = p(() => {
    ju = (t, e, r) => {
      let o,
        n,
        s,
        i = !1,
        a = async () => {
          n || (n = t());
          try {
            (o = await n), (s = !0), (i = !1);
          } finally {
            n = void 0;
          }
          return o;
        };
      return e === void 0
        ? async (c) => ((!s || c?.forceRefresh) && (o = await a()), o)
        : async (c) => (
            (!s || c?.forceRefresh) && (o = await a()), i ? o : r && !r(o) ? ((i = !0), o) : (e(o) && (await a()), o)
          );
    };
  });
var At,
  Hu = p(() => {
    At = (t, e, r) => {
      if (e in t) {
        if (t[e] === 'true') return !0;
        if (t[e] === 'false') return !1;
        throw new Error(`Cannot load ${r} "${e}". Expected "true" or "false", got ${t[e]}.`);
      }
    };
  });
var rt,
  Gu = p(() => {
    ((t) => {
      (t.ENV = 'env'), (t.CONFIG = 'shared config entry');
    })(rt || (rt = {}));
  });
import { homedir as A2 } from 'node:os';
import { sep as C2 } from 'node:path';
var ah,
  R2,
  No,
  Di = p(() => {
    (ah = {}),
      (R2 = () => (process && process.geteuid ? `${process.geteuid()}` : 'DEFAULT')),
      (No = () => {
        const { HOME: t, USERPROFILE: e, HOMEPATH: r, HOMEDRIVE: o = `C:${C2}` } = process.env;
        if (t) return t;
        if (e) return e;
        if (r) return `${o}${r}`;
        const n = R2();
        return ah[n] || (ah[n] = A2()), ah[n];
      });
  });
var Ku,
  lv,
  ot,
  ch = p(() => {
    (Ku = 'AWS_PROFILE'), (lv = 'default'), (ot = (t) => t.profile || process.env[Ku] || lv);
  });
import { createHash as P2 } from 'node:crypto';
import { join as O2 } from 'node:path';
var $i,
  uh = p(() => {
    Di();
    $i = (t) => {
      const r = P2('sha1').update(t).digest('hex');
      return O2(No(), '.aws', 'sso', 'cache', `${r}.json`);
    };
  });
import { readFile as k2 } from 'node:fs/promises';
var Li,
  zi,
  lh = p(() => {
    uh();
    (Li = {}),
      (zi = async (t) => {
        if (Li[t]) return Li[t];
        const e = $i(t),
          r = await k2(e, 'utf8');
        return JSON.parse(r);
      });
  });
var pv,
  dv = p(() => {
    Br();
    pv = (t) =>
      Object.entries(t)
        .filter(([e]) => {
          const r = e.indexOf('.');
          return r === -1 ? !1 : Object.values(Fr).includes(e.substring(0, r));
        })
        .reduce(
          (e, [r, o]) => {
            const n = r.indexOf('.'),
              s = r.substring(0, n) === Fr.PROFILE ? r.substring(n + 1) : r;
            return (e[s] = o), e;
          },
          { ...(t.default && { default: t.default }) },
        );
  });
import { join as N2 } from 'node:path';
var D2,
  Zu,
  ph = p(() => {
    Di();
    (D2 = 'AWS_CONFIG_FILE'), (Zu = () => process.env[D2] || N2(No(), '.aws', 'config'));
  });
import { join as $2 } from 'node:path';
var L2,
  mv,
  fv = p(() => {
    Di();
    (L2 = 'AWS_SHARED_CREDENTIALS_FILE'), (mv = () => process.env[L2] || $2(No(), '.aws', 'credentials'));
  });
var z2,
  M2,
  Mi,
  dh = p(() => {
    Br();
    (z2 = /^([\w-]+)\s(["'])?([\w-@+.%:/]+)\2$/),
      (M2 = ['__proto__', 'profile __proto__']),
      (Mi = (t) => {
        let e = {},
          r,
          o;
        for (const n of t.split(/\r?\n/)) {
          const s = n.split(/(^|\s)[;#]/)[0].trim();
          if (s[0] === '[' && s[s.length - 1] === ']') {
            (r = void 0), (o = void 0);
            const a = s.substring(1, s.length - 1),
              c = z2.exec(a);
            if (c) {
              const [, u, , l] = c;
              Object.values(Fr).includes(u) && (r = [u, l].join('.'));
            } else r = a;
            if (M2.includes(a)) throw new Error(`Found invalid profile name "${a}"`);
          } else if (r) {
            const a = s.indexOf('=');
            if (![0, -1].includes(a)) {
              const [c, u] = [s.substring(0, a).trim(), s.substring(a + 1).trim()];
              if (u === '') o = c;
              else {
                o && n.trimStart() === n && (o = void 0), (e[r] = e[r] || {});
                const l = o ? [o, c].join('.') : c;
                e[r][l] = u;
              }
            }
          }
        }
        return e;
      });
  });
import { readFile as U2 } from 'node:fs/promises';
var mh,
  Ui,
  Fi,
  Wu = p(() => {
    (mh = {}),
      (Ui = {}),
      (Fi = (t, e) => (Ui[t] !== void 0 ? Ui[t] : ((!mh[t] || e?.ignoreCache) && (mh[t] = U2(t, 'utf8')), mh[t])));
  });
import { join as hv } from 'node:path';
var gv,
  qu,
  fh = p(() => {
    dv();
    ph();
    fv();
    Di();
    dh();
    Wu();
    (gv = () => ({})),
      (qu = async (t = {}) => {
        let { filepath: e = mv(), configFilepath: r = Zu() } = t,
          o = No(),
          n = '~/',
          s = e;
        e.startsWith(n) && (s = hv(o, e.slice(2)));
        let i = r;
        r.startsWith(n) && (i = hv(o, r.slice(2)));
        const a = await Promise.all([
          Fi(i, { ignoreCache: t.ignoreCache }).then(Mi).then(pv).catch(gv),
          Fi(s, { ignoreCache: t.ignoreCache }).then(Mi).catch(gv),
        ]);
        return { configFile: a[0], credentialsFile: a[1] };
      });
  });
var yv,
  Sv = p(() => {
    Br();
    yv = (t) =>
      Object.entries(t)
        .filter(([e]) => e.startsWith(Fr.SSO_SESSION + '.'))
        .reduce((e, [r, o]) => ({ ...e, [r.substring(r.indexOf('.') + 1)]: o }), {});
  });
var F2,
  Bi,
  xv = p(() => {
    ph();
    Sv();
    dh();
    Wu();
    (F2 = () => ({})),
      (Bi = async (t = {}) =>
        Fi(t.configFilepath ?? Zu())
          .then(Mi)
          .then(yv)
          .catch(F2));
  });
var _v,
  Ev = p(() => {
    _v = (...t) => {
      const e = {};
      for (const r of t) for (const [o, n] of Object.entries(r)) e[o] !== void 0 ? Object.assign(e[o], n) : (e[o] = n);
      return e;
    };
  });
var dr,
  bv = p(() => {
    fh();
    Ev();
    dr = async (t) => {
      const e = await qu(t);
      return _v(e.configFile, e.credentialsFile);
    };
  });
var Vi,
  wv = p(() => {
    lh();
    Wu();
    Vi = {
      getFileRecord() {
        return Ui;
      },
      interceptFile(t, e) {
        Ui[t] = Promise.resolve(e);
      },
      getTokenRecord() {
        return Li;
      },
      interceptToken(t, e) {
        Li[t] = e;
      },
    };
  });
function Ju(t) {
  try {
    const e = new Set(Array.from(t.match(/([A-Z_]){3,}/g) ?? []));
    return e.delete('CONFIG'), e.delete('CONFIG_PREFIX_SEPARATOR'), e.delete('ENV'), [...e].join(', ');
  } catch {
    return t;
  }
}
var hh = p(() => {});
var Iv,
  Tv = p(() => {
    Vu();
    hh();
    Iv = (t, e) => async () => {
      try {
        const r = t(process.env, e);
        if (r === void 0) throw new Error();
        return r;
      } catch (r) {
        throw new v(r.message || `Not found in ENV: ${Ju(t.toString())}`, { logger: e?.logger });
      }
    };
  });
var vv,
  Av = p(() => {
    Vu();
    ch();
    fh();
    hh();
    vv =
      (t, { preferredFile: e = 'config', ...r } = {}) =>
      async () => {
        const o = ot(r),
          { configFile: n, credentialsFile: s } = await qu(r),
          i = s[o] || {},
          a = n[o] || {},
          c = e === 'config' ? { ...i, ...a } : { ...a, ...i };
        try {
          const l = t(c, e === 'config' ? n : s);
          if (l === void 0) throw new Error();
          return l;
        } catch (u) {
          throw new v(u.message || `Not found in config files w/ profile [${o}]: ${Ju(t.toString())}`, {
            logger: r.logger,
          });
        }
      };
  });
var B2,
  Cv,
  Rv = p(() => {
    uv();
    (B2 = (t) => typeof t == 'function'), (Cv = (t) => (B2(t) ? async () => await t() : cv(t)));
  });
var C,
  gh = p(() => {
    sh();
    ih();
    Tv();
    Av();
    Rv();
    C = ({ environmentVariableSelector: t, configFileSelector: e, default: r }, o = {}) => {
      const { signingName: n, logger: s } = o;
      return ju(dn(Iv(t, { signingName: n, logger: s }), vv(e, o), Cv(r)));
    };
  });
var Pv,
  Ov,
  mr,
  kv = p(() => {
    Hu();
    Gu();
    (Pv = 'AWS_USE_DUALSTACK_ENDPOINT'),
      (Ov = 'use_dualstack_endpoint'),
      (mr = {
        environmentVariableSelector: (t) => At(t, Pv, rt.ENV),
        configFileSelector: (t) => At(t, Ov, rt.CONFIG),
        default: !1,
      });
  });
var Nv,
  Dv,
  fr,
  $v = p(() => {
    Hu();
    Gu();
    (Nv = 'AWS_USE_FIPS_ENDPOINT'),
      (Dv = 'use_fips_endpoint'),
      (fr = {
        environmentVariableSelector: (t) => At(t, Nv, rt.ENV),
        configFileSelector: (t) => At(t, Dv, rt.CONFIG),
        default: !1,
      });
  });
var Lv,
  yh,
  Sh,
  zv,
  Mv,
  Uv,
  Fv,
  Bv,
  Vv,
  xh = p(() => {
    (Lv = 'AWS_EXECUTION_ENV'),
      (yh = 'AWS_REGION'),
      (Sh = 'AWS_DEFAULT_REGION'),
      (zv = 'AWS_EC2_METADATA_DISABLED'),
      (Mv = ['in-region', 'cross-region', 'mobile', 'standard', 'legacy']),
      (Uv = '/latest/meta-data/placement/region'),
      (Fv = '/latest/api/token'),
      (Bv = 'x-aws-ec2-metadata-token'),
      (Vv = 'x-aws-ec2-metadata-token-ttl-seconds');
  });
var jv,
  V2,
  Kv,
  Yu,
  Hv,
  j2,
  Gv,
  _h = p(() => {
    xh();
    (jv = 1e3),
      (V2 = 6e4),
      (Kv = 0),
      (Yu = async () => {
        if (!process.env[zv] && !(Date.now() < Kv))
          try {
            const t = j2(),
              e = (await Gv({ ...t, path: Fv, method: 'PUT', headers: { [Vv]: '21600' } })).toString();
            return (await Gv({ ...t, path: Uv, method: 'GET', headers: { [Bv]: e } })).toString().trim() || Hv();
          } catch {
            return Hv();
          }
      }),
      (Hv = () => {
        Kv = Date.now() + V2;
      }),
      (j2 = () => {
        const t = process.env.AWS_EC2_METADATA_SERVICE_ENDPOINT;
        if (t) {
          const e = new URL(t);
          return { hostname: e.hostname.replace(/^\[(.+)]$/, '$1'), port: e.port ? Number(e.port) : void 0 };
        }
        return process.env.AWS_EC2_METADATA_SERVICE_ENDPOINT_MODE === 'IPv6'
          ? { hostname: 'fd00:ec2::254' }
          : { hostname: '169.254.169.254' };
      }),
      (Gv = async (t) => {
        const { request: e } = await import('node:http');
        return new Promise((r, o) => {
          const n = e({
            hostname: t.hostname,
            port: t.port,
            path: t.path,
            method: t.method,
            headers: t.headers,
            timeout: jv,
            signal: AbortSignal.timeout(jv),
          });
          n.on('error', (s) => {
            o(s), n.destroy();
          }),
            n.on('timeout', () => {
              o(new Error('TimeoutError from instance metadata service')), n.destroy();
            }),
            n.on('response', (s) => {
              const { statusCode: i = 400 } = s;
              if (i < 200 || i >= 300) {
                o(
                  Object.assign(new Error('Error response received from instance metadata service'), { statusCode: i }),
                ),
                  n.destroy();
                return;
              }
              const a = [];
              s.on('data', (c) => a.push(c)),
                s.on('end', () => {
                  r(Buffer.concat(a)), n.destroy();
                });
            }),
            n.end();
        });
      });
  });
var Zv,
  Wv,
  nt,
  Ct,
  Eh = p(() => {
    _h();
    (Zv = 'AWS_REGION'),
      (Wv = 'region'),
      (nt = {
        environmentVariableSelector: (t) => t[Zv],
        configFileSelector: (t) => t[Wv],
        default: async () => {
          const t = await Yu();
          if (t) return t;
          throw new Error('Region is missing');
        },
      }),
      (Ct = { preferredFile: 'credentials' });
  });
var qv,
  Jv,
  Yv = p(() => {
    Q();
    (qv = new Set()),
      (Jv = (t, e = Vr) => {
        if (!qv.has(t) && !e(t))
          if (t === '*')
            console.warn(
              '@smithy/config-resolver WARN - Please use the caller region instead of "*". See "sigv4a" in https://github.com/aws/aws-sdk-js-v3/blob/main/supplemental-docs/CLIENTS.md.',
            );
          else throw new Error(`Region not accepted: region="${t}" is not a valid hostname component.`);
        else qv.add(t);
      });
  });
var Xu,
  bh = p(() => {
    Xu = (t) => typeof t == 'string' && (t.startsWith('fips-') || t.endsWith('-fips'));
  });
var Xv,
  Qv = p(() => {
    bh();
    Xv = (t) =>
      Xu(t)
        ? ['fips-aws-global', 'aws-fips'].includes(t)
          ? 'us-east-1'
          : t.replace(/fips-(dkr-|prod-)?|-fips/, '')
        : t;
  });
var hr,
  eA = p(() => {
    Yv();
    Qv();
    bh();
    hr = (t) => {
      const { region: e, useFipsEndpoint: r } = t;
      if (!e) throw new Error('Region is missing');
      return Object.assign(t, {
        region: async () => {
          const o = typeof e == 'function' ? await e() : e,
            n = Xv(o);
          return Jv(n), n;
        },
        useFipsEndpoint: async () => {
          const o = typeof e == 'string' ? e : await e();
          return Xu(o) ? !0 : typeof r != 'function' ? Promise.resolve(!!r) : r();
        },
      });
    };
  });
var H2,
  G2,
  tA,
  rA = p(() => {
    (H2 = 'AWS_DEFAULTS_MODE'),
      (G2 = 'defaults_mode'),
      (tA = { environmentVariableSelector: (t) => t[H2], configFileSelector: (t) => t[G2], default: 'legacy' });
  });
var gr,
  K2,
  Z2,
  oA = p(() => {
    Eh();
    _h();
    gh();
    ih();
    xh();
    rA();
    (gr = ({ region: t = C(nt), defaultsMode: e = C(tA) } = {}) =>
      ju(async () => {
        const r = typeof e == 'function' ? await e() : e;
        switch (r?.toLowerCase()) {
          case 'auto':
            return K2(t);
          case 'in-region':
          case 'cross-region':
          case 'mobile':
          case 'standard':
          case 'legacy':
            return Promise.resolve(r?.toLocaleLowerCase());
          case void 0:
            return Promise.resolve('legacy');
          default:
            throw new Error(`Invalid parameter for "defaultsMode", expect ${Mv.join(', ')}, got ${r}`);
        }
      })),
      (K2 = async (t) => {
        if (t) {
          const e = typeof t == 'function' ? await t() : t,
            r = await Z2();
          return r ? (e === r ? 'in-region' : 'cross-region') : 'standard';
        }
        return 'standard';
      }),
      (Z2 = async () =>
        process.env[Lv] && (process.env[yh] || process.env[Sh]) ? (process.env[yh] ?? process.env[Sh]) : Yu());
  });
var z = p(() => {
  Ni();
  Vu();
  av();
  sh();
  Hu();
  Gu();
  ch();
  uh();
  lh();
  xv();
  bv();
  wv();
  gh();
  kv();
  $v();
  Eh();
  eA();
  oA();
});
var nA,
  sA,
  iA,
  aA = p(() => {
    (nA = 'AWS_ENDPOINT_URL'),
      (sA = 'endpoint_url'),
      (iA = (t) => ({
        environmentVariableSelector: (e) => {
          const r = t.split(' ').map((s) => s.toUpperCase()),
            o = e[[nA, ...r].join('_')];
          if (o) return o;
          const n = e[nA];
          if (n) return n;
        },
        configFileSelector: (e, r) => {
          if (e.services) {
            const n = ['services', e.services].join('.');
            if (!r || !r[n])
              throw new Error(
                `The services section "${e.services}" specified in the profile is not present in the shared configuration file.`,
              );
            const s = r[n],
              i = t.split(' ').map((c) => c.toLowerCase()),
              a = s[[i.join('_'), sA].join('.')];
            if (a) return a;
          }
          const o = e[sA];
          if (o) return o;
        },
        default: void 0,
      }));
  });
var W2,
  q2,
  cA,
  uA = p(() => {
    z();
    (W2 = 'AWS_IGNORE_CONFIGURED_ENDPOINT_URLS'),
      (q2 = 'ignore_configured_endpoint_urls'),
      (cA = {
        environmentVariableSelector: (t) => At(t, W2, rt.ENV),
        configFileSelector: (t) => At(t, q2, rt.CONFIG),
        default: !1,
      });
  });
var ji,
  lA = p(() => {
    z();
    aA();
    uA();
    ji = async (t) => {
      if (!(await C(cA)())) return C(iA(t ?? ''))();
    };
  });
var wh,
  J2,
  Y2,
  X2,
  pA,
  dA,
  mA = p(() => {
    (wh = async (t) => {
      const e = t?.Bucket || '';
      if (
        (typeof t.Bucket == 'string' &&
          (t.Bucket = e.replace(/#/g, encodeURIComponent('#')).replace(/\?/g, encodeURIComponent('?'))),
        dA(e))
      ) {
        if (t.ForcePathStyle === !0) throw new Error('Path-style addressing cannot be used with ARN buckets');
      } else
        (!pA(e) ||
          (e.indexOf('.') !== -1 && !String(t.Endpoint).startsWith('http:')) ||
          e.toLowerCase() !== e ||
          e.length < 3) &&
          (t.ForcePathStyle = !0);
      return t.DisableMultiRegionAccessPoints && ((t.disableMultiRegionAccessPoints = !0), (t.DisableMRAP = !0)), t;
    }),
      (J2 = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
      (Y2 = /(\d+\.){3}\d+/),
      (X2 = /\.\./),
      (pA = (t) => J2.test(t) && !Y2.test(t) && !X2.test(t)),
      (dA = (t) => {
        const [e, r, o, , , n] = t.split(':'),
          s = e === 'arn' && t.split(':').length >= 6,
          i = !!(s && r && o && n);
        if (s && !i) throw new Error(`Invalid ARN: ${t} was an invalid ARN.`);
        return i;
      });
  });
var fA = p(() => {
  mA();
});
var hA,
  gA = p(() => {
    hA = (t, e, r, o = !1) => {
      const n = async () => {
        let s;
        return (
          o ? (s = r.clientContextParams?.[t] ?? r[t] ?? r[e]) : (s = r[t] ?? r[e]), typeof s == 'function' ? s() : s
        );
      };
      return t === 'credentialScope' || e === 'CredentialScope'
        ? async () => {
            const s = typeof r.credentials == 'function' ? await r.credentials() : r.credentials;
            return s?.credentialScope ?? s?.CredentialScope;
          }
        : t === 'accountId' || e === 'AccountId'
          ? async () => {
              const s = typeof r.credentials == 'function' ? await r.credentials() : r.credentials;
              return s?.accountId ?? s?.AccountId;
            }
          : t === 'endpoint' || e === 'endpoint'
            ? async () => {
                if (r.isCustomEndpoint === !1) return;
                const s = await n();
                if (s && typeof s == 'object') {
                  if ('url' in s) return s.url.href;
                  if ('hostname' in s) {
                    const { protocol: i, hostname: a, port: c, path: u } = s;
                    return `${i}//${a}${c ? ':' + c : ''}${u}`;
                  }
                }
                return s;
              }
            : n;
    };
  });
var Ih = p(() => {
  Q();
});
function Qu(t) {
  return async (e, r, o, n) => {
    if (!o.isCustomEndpoint && !o.ignoreConfiguredEndpointUrls) {
      let a;
      o.serviceConfiguredEndpoint ? (a = await o.serviceConfiguredEndpoint()) : (a = await t(o.serviceId)),
        a &&
          ((o.endpoint = () => Promise.resolve(Oo(a))),
          (o.isCustomEndpoint = !0),
          n?.logger?.debug?.(`@smithy/core/endpoints - resolved endpoint from config: ${a}`));
    }
    const s = await el(e, r, o);
    if (typeof o.endpointProvider != 'function') throw new Error('config.endpointProvider is not set.');
    const i = o.endpointProvider(s, n);
    if (o.isCustomEndpoint && o.endpoint) {
      const a = await o.endpoint();
      if (a?.headers) {
        i.headers ??= {};
        for (const [c, u] of Object.entries(a.headers)) i.headers[c] = Array.isArray(u) ? u : [u];
      }
    }
    return i;
  };
}
var el,
  tl = p(() => {
    fA();
    gA();
    Ih();
    el = async (t, e, r) => {
      const o = {},
        n = e?.getEndpointParameterInstructions?.() || {};
      for (const [s, i] of Object.entries(n))
        switch (i.type) {
          case 'staticContextParams':
            o[s] = i.value;
            break;
          case 'contextParams':
            o[s] = t[i.name];
            break;
          case 'clientContextParams':
          case 'builtInParams':
            o[s] = await hA(i.name, s, r, i.type !== 'builtInParams')();
            break;
          case 'operationContextParams':
            o[s] = i.get(t);
            break;
          default:
            throw new Error('Unrecognized endpoint parameter instruction: ' + JSON.stringify(i));
        }
      return (
        Object.keys(n).length === 0 && Object.assign(o, r),
        String(r.serviceId).toLowerCase() === 's3' && (await wh(o)),
        o
      );
    };
  });
function Q2(t, e, r) {
  t.__smithy_context
    ? t.__smithy_context.features || (t.__smithy_context.features = {})
    : (t.__smithy_context = { features: {} }),
    (t.__smithy_context.features[e] = r);
}
function rl(t) {
  const e = Qu(t);
  return ({ config: r, instructions: o }) =>
    (n, s) =>
    async (i) => {
      r.isCustomEndpoint && Q2(s, 'ENDPOINT_OVERRIDE', 'N');
      const a = await e(
        i.input,
        {
          getEndpointParameterInstructions() {
            return o;
          },
        },
        { ...r },
        s,
      );
      (s.endpointV2 = a), (s.authSchemes = a.properties?.authSchemes);
      const c = s.authSchemes?.[0];
      if (c) {
        (s.signing_region = c.signingRegion), (s.signing_service = c.signingName);
        const l = me(s)?.selectedHttpAuthScheme?.httpAuthOption;
        l &&
          (l.signingProperties = Object.assign(
            l.signingProperties || {},
            {
              signing_region: c.signingRegion,
              signingRegion: c.signingRegion,
              signing_service: c.signingName,
              signingName: c.signingName,
              signingRegionSet: c.signingRegionSet,
            },
            c.properties,
          ));
      }
      return n({ ...i });
    };
}
var Th = p(() => {
  Q();
  tl();
});
function yA(t) {
  const e = rl(t);
  return (r, o) => ({
    applyToStack: (n) => {
      n.addRelativeTo(e({ config: r, instructions: o }), t3);
    },
  });
}
var e3,
  t3,
  SA = p(() => {
    Th();
    (e3 = { name: 'serializerMiddleware', step: 'serialize', tags: ['SERIALIZER'], override: !0 }),
      (t3 = {
        step: 'serialize',
        tags: ['ENDPOINT_PARAMETERS', 'ENDPOINT_V2', 'ENDPOINT'],
        name: 'endpointV2Middleware',
        override: !0,
        relation: 'before',
        toMiddleware: e3.name,
      });
  });
function xA(t) {
  return (e) => {
    let r = e.tls ?? !0,
      { endpoint: o, useDualstackEndpoint: n, useFipsEndpoint: s } = e,
      i = o != null ? async () => Oo(await ee(o)()) : void 0,
      c = Object.assign(e, {
        endpoint: i,
        tls: r,
        isCustomEndpoint: !!o,
        useDualstackEndpoint: ee(n ?? !1),
        useFipsEndpoint: ee(s ?? !1),
        ignoreConfiguredEndpointUrls: !!e.ignoreConfiguredEndpointUrls,
      }),
      u;
    return (c.serviceConfiguredEndpoint = async () => (e.serviceId && !u && (u = t(e.serviceId)), u)), c;
  };
}
var _A = p(() => {
  Q();
  Ih();
});
var Rt,
  EA = p(() => {
    Rt = class t {
      nodes;
      root;
      conditions;
      results;
      constructor(e, r, o, n) {
        (this.nodes = e), (this.root = r), (this.conditions = o), (this.results = n);
      }
      static from(e, r, o, n) {
        return new t(e, r, o, n);
      }
    };
  });
var Pt,
  bA = p(() => {
    Pt = class {
      capacity;
      data = new Map();
      parameters = [];
      constructor({ size: e, params: r }) {
        (this.capacity = e ?? 50), r && (this.parameters = r);
      }
      get(e, r) {
        const o = this.hash(e);
        if (o === !1) return r();
        if (!this.data.has(o)) {
          if (this.data.size > this.capacity + 10) {
            let n = this.data.keys(),
              s = 0;
            for (;;) {
              const { value: i, done: a } = n.next();
              if ((this.data.delete(i), a || ++s > 10)) break;
            }
          }
          this.data.set(o, r());
        }
        return this.data.get(o);
      }
      size() {
        return this.data.size;
      }
      hash(e) {
        let r = '',
          { parameters: o } = this;
        if (o.length === 0) return !1;
        for (const n of o) {
          const s = e[n],
            i = s == null ? '\0' : String(s);
          if (i.includes('|;')) return !1;
          r += i + '|;';
        }
        return r;
      }
    };
  });
var ye,
  wA = p(() => {
    ye = class extends Error {
      constructor(e) {
        super(e), (this.name = 'EndpointError');
      }
    };
  });
var mo = p(() => {
  wA();
});
var vh,
  IA = p(() => {
    vh = 'endpoints';
  });
function Ss(t) {
  return typeof t != 'object' || t == null
    ? t
    : 'ref' in t
      ? `$${Ss(t.ref)}`
      : 'fn' in t
        ? `${t.fn}(${(t.argv || []).map(Ss).join(', ')})`
        : JSON.stringify(t, null, 2);
}
var TA = p(() => {});
var vA = p(() => {
  IA();
  TA();
});
var st,
  Ah = p(() => {
    st = {};
  });
var Ch,
  AA = p(() => {
    Ch = (t, e) => t === e;
  });
function Rh(...t) {
  for (const e of t) if (e != null) return e;
}
var CA = p(() => {});
var RA,
  PA = p(() => {
    mo();
    RA = (t) => {
      const e = t.split('.'),
        r = [];
      for (const o of e) {
        const n = o.indexOf('[');
        if (n !== -1) {
          if (o.indexOf(']') !== o.length - 1) throw new ye(`Path: '${t}' does not end with ']'`);
          const s = o.slice(n + 1, -1);
          if (Number.isNaN(parseInt(s))) throw new ye(`Invalid array index: '${s}' in path: '${t}'`);
          n !== 0 && r.push(o.slice(0, n)), r.push(s);
        } else r.push(o);
      }
      return r;
    };
  });
var Hi,
  OA = p(() => {
    mo();
    PA();
    Hi = (t, e) =>
      RA(e).reduce((r, o) => {
        if (typeof r != 'object') throw new ye(`Index '${o}' in '${e}' not found in '${JSON.stringify(t)}'`);
        if (Array.isArray(r)) {
          const n = parseInt(o);
          return r[n < 0 ? r.length + n : n];
        }
        return r[o];
      }, t);
  });
var Ph,
  kA = p(() => {
    Ph = (t) => t != null;
  });
function Oh(t, e, r) {
  return t ? e : r;
}
var NA = p(() => {});
var kh,
  DA = p(() => {
    kh = (t) => !t;
  });
var r3,
  xs,
  Nh = p(() => {
    (r3 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)){3}$/),
      (xs = (t) => r3.test(t) || (t.startsWith('[') && t.endsWith(']')));
  });
var Dh,
  $h,
  $A = p(() => {
    Br();
    Nh();
    (Dh = { [ln.HTTP]: 80, [ln.HTTPS]: 443 }),
      ($h = (t) => {
        const e = (() => {
          try {
            if (t instanceof URL) return t;
            if (typeof t == 'object' && 'hostname' in t) {
              const { hostname: m, port: f, protocol: h = '', path: g = '', query: y = {} } = t,
                S = new URL(`${h}//${m}${f ? `:${f}` : ''}${g}`);
              return (
                (S.search = Object.entries(y)
                  .map(([x, b]) => `${x}=${b}`)
                  .join('&')),
                S
              );
            }
            return new URL(t);
          } catch {
            return null;
          }
        })();
        if (!e) return console.error(`Unable to parse ${JSON.stringify(t)} as a whatwg URL.`), null;
        const r = e.href,
          { host: o, hostname: n, pathname: s, protocol: i, search: a } = e;
        if (a) return null;
        const c = i.slice(0, -1);
        if (!Object.values(ln).includes(c)) return null;
        const u = xs(n),
          l = r.includes(`${o}:${Dh[c]}`) || (typeof t == 'string' && t.includes(`${o}:${Dh[c]}`)),
          d = `${o}${l ? `:${Dh[c]}` : ''}`;
        return { scheme: c, authority: d, path: s, normalizedPath: s.endsWith('/') ? s : `${s}/`, isIp: u };
      });
  });
function Lh(t, e, r) {
  if (r === 1) return [t];
  if (t === '') return [''];
  const o = t.split(e);
  return r === 0 ? o : o.slice(0, r - 1).concat(o.slice(1).join(e));
}
var LA = p(() => {});
var zh,
  zA = p(() => {
    zh = (t, e) => t === e;
  });
var Mh,
  MA = p(() => {
    Mh = (t, e, r, o) =>
      t == null || e >= r || t.length < r || /[^\u0000-\u007f]/.test(t)
        ? null
        : o
          ? t.substring(t.length - r, t.length - e)
          : t.substring(e, r);
  });
var Uh,
  UA = p(() => {
    Uh = (t) => encodeURIComponent(t).replace(/[!*'()]/g, (e) => `%${e.charCodeAt(0).toString(16).toUpperCase()}`);
  });
var Fh = p(() => {
  AA();
  CA();
  OA();
  kA();
  Q();
  NA();
  DA();
  $A();
  LA();
  zA();
  MA();
  UA();
});
var FA,
  BA = p(() => {
    Fh();
    FA = {
      booleanEquals: Ch,
      coalesce: Rh,
      getAttr: Hi,
      isSet: Ph,
      isValidHostLabel: Vr,
      ite: Oh,
      not: kh,
      parseURL: $h,
      split: Lh,
      stringEquals: zh,
      substring: Mh,
      uriEncode: Uh,
    };
  });
var ol,
  Bh = p(() => {
    Fh();
    ol = (t, e) => {
      let r = [],
        { referenceRecord: o, endpointParams: n } = e,
        s = 0;
      for (; s < t.length; ) {
        const i = t.indexOf('{', s);
        if (i === -1) {
          r.push(t.slice(s));
          break;
        }
        r.push(t.slice(s, i));
        const a = t.indexOf('}', i);
        if (a === -1) {
          r.push(t.slice(i));
          break;
        }
        t[i + 1] === '{' && t[a + 1] === '}' && (r.push(t.slice(i + 1, a)), (s = a + 2));
        const c = t.substring(i + 1, a);
        if (c.includes('#')) {
          const [u, l] = c.split('#');
          r.push(Hi(o[u] ?? n[u], l));
        } else r.push(o[c] ?? n[c]);
        s = a + 1;
      }
      return r.join('');
    };
  });
var VA,
  jA = p(() => {
    VA = ({ ref: t }, e) => e.referenceRecord[t] ?? e.endpointParams[t];
  });
var fn,
  nl,
  HA,
  Gi = p(() => {
    mo();
    Ah();
    BA();
    Bh();
    jA();
    (fn = (t, e, r) => {
      if (typeof t == 'string') return ol(t, r);
      if (t.fn) return HA.callFunction(t, r);
      if (t.ref) return VA(t, r);
      throw new ye(`'${e}': ${String(t)} is not a string, function or reference.`);
    }),
      (nl = ({ fn: t, argv: e }, r) => {
        const o = Array(e.length);
        for (let i = 0; i < o.length; ++i) {
          const a = e[i];
          typeof a == 'boolean' || typeof a == 'number' ? (o[i] = a) : (o[i] = HA.evaluateExpression(a, 'arg', r));
        }
        const n = t.indexOf('.');
        if (n !== -1) {
          const a = st[t.slice(0, n)]?.[t.slice(n + 1)];
          if (typeof a == 'function') return a(...o);
        }
        const s = FA[t];
        if (typeof s == 'function') return s(...o);
        throw new Error(`function ${t} not loaded in endpointFunctions.`);
      }),
      (HA = { evaluateExpression: fn, callFunction: nl });
  });
var GA = p(() => {
  Gi();
});
var KA,
  ZA = p(() => {
    vA();
    mo();
    GA();
    KA = (t, e) => {
      const { assign: r } = t;
      if (r && r in e.referenceRecord) throw new ye(`'${r}' is already defined in Reference Record.`);
      const o = nl(t, e);
      e.logger?.debug?.(`${vh} evaluateCondition: ${Ss(t)} = ${Ss(o)}`);
      const n = o === '' ? !0 : !!o;
      return r != null ? { result: n, toAssign: { name: r, value: o } } : { result: n };
    };
  });
var WA,
  qA = p(() => {
    mo();
    Gi();
    WA = (t, e) =>
      Object.entries(t ?? {}).reduce(
        (r, [o, n]) => (
          (r[o] = n.map((s) => {
            const i = fn(s, 'Header value entry', e);
            if (typeof i != 'string') throw new ye(`Header '${o}' value '${i}' is not a string`);
            return i;
          })),
          r
        ),
        {},
      );
  });
var Vh,
  JA,
  YA,
  XA = p(() => {
    mo();
    Bh();
    (Vh = (t, e) => Object.entries(t).reduce((r, [o, n]) => ((r[o] = YA.getEndpointProperty(n, e)), r), {})),
      (JA = (t, e) => {
        if (Array.isArray(t)) return t.map((r) => JA(r, e));
        switch (typeof t) {
          case 'string':
            return ol(t, e);
          case 'object':
            if (t === null) throw new ye(`Unexpected endpoint property: ${t}`);
            return YA.getEndpointProperties(t, e);
          case 'boolean':
            return t;
          default:
            throw new ye(`Unexpected endpoint property type: ${typeof t}`);
        }
      }),
      (YA = { getEndpointProperty: JA, getEndpointProperties: Vh });
  });
var QA,
  e0 = p(() => {
    mo();
    Gi();
    QA = (t, e) => {
      const r = fn(t, 'Endpoint URL', e);
      if (typeof r == 'string')
        try {
          return new URL(r);
        } catch (o) {
          throw (console.error(`Failed to construct URL with ${r}`, o), o);
        }
      throw new ye(`Endpoint URL must be a string, got ${typeof r}`);
    };
  });
var jh,
  yr,
  t0 = p(() => {
    mo();
    ZA();
    Gi();
    qA();
    XA();
    e0();
    (jh = 1e8),
      (yr = (t, e) => {
        let { nodes: r, root: o, results: n, conditions: s } = t,
          i = o,
          a = {},
          c = { referenceRecord: a, endpointParams: e.endpointParams, logger: e.logger };
        for (; i !== 1 && i !== -1 && i < jh; ) {
          const u = 3 * (Math.abs(i) - 1),
            [l, d, m] = [r[u], r[u + 1], r[u + 2]],
            [f, h, g] = s[l],
            y = KA({ fn: f, assign: g, argv: h }, c);
          if (y.toAssign) {
            const { name: S, value: x } = y.toAssign;
            a[S] = x;
          }
          i = i >= 0 === y.result ? d : m;
        }
        if (i >= jh) {
          const u = n[i - jh];
          if (u[0] === -1) {
            const [, f] = u;
            throw new ye(fn(f, 'Error', c));
          }
          const [l, d, m] = u;
          return { url: QA(l, c), properties: Vh(d, c), headers: WA(m ?? {}, c) };
        }
        throw new ye('No matching endpoint.');
      });
  });
var wre,
  Hr,
  Ire,
  Gr,
  le = p(() => {
    lA();
    tl();
    Th();
    SA();
    _A();
    EA();
    bA();
    t0();
    Nh();
    Q();
    Ah();
    tl();
    (wre = Qu(ji)), (Hr = xA(ji)), (Ire = rl(ji)), (Gr = yA(ji));
  });
var Ki,
  sl,
  il = p(() => {
    (Ki = (t) =>
      typeof ReadableStream == 'function' &&
      (t?.constructor?.name === ReadableStream.name || t instanceof ReadableStream)),
      (sl = (t) => typeof Blob == 'function' && (t?.constructor?.name === Blob.name || t instanceof Blob));
  });
var r0,
  o0 = p(() => {
    r0 = (t) => new TextEncoder().encode(t);
  });
var n0,
  $re,
  s0,
  al,
  Hh,
  i0,
  a0 = p(() => {
    (n0 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'),
      ($re = Object.entries(n0).reduce((t, [e, r]) => ((t[r] = Number(e)), t), {})),
      (s0 = n0.split('')),
      (al = 6),
      (Hh = 8),
      (i0 = 63);
  });
function c0(t) {
  let e;
  typeof t == 'string' ? (e = r0(t)) : (e = t);
  const r = typeof e == 'object' && typeof e.length == 'number',
    o = typeof e == 'object' && typeof e.byteOffset == 'number' && typeof e.byteLength == 'number';
  if (!r && !o) throw new Error('@smithy/util-base64: toBase64 encoder function only accepts string | Uint8Array.');
  let n = '';
  for (let s = 0; s < e.length; s += 3) {
    let i = 0,
      a = 0;
    for (let u = s, l = Math.min(s + 3, e.length); u < l; u++) (i |= e[u] << ((l - u - 1) * Hh)), (a += Hh);
    const c = Math.ceil(a / al);
    i <<= c * al - a;
    for (let u = 1; u <= c; u++) {
      const l = (c - u) * al;
      n += s0[(i & (i0 << l)) >> l];
    }
    n += '=='.slice(0, 4 - c);
  }
  return n;
}
var u0 = p(() => {
  o0();
  a0();
});
var l0,
  p0 = p(() => {
    l0 = (t) => {
      if (typeof t == 'string') return t;
      if (typeof t != 'object' || typeof t.byteOffset != 'number' || typeof t.byteLength != 'number')
        throw new Error('@smithy/util-utf8: toUtf8 encoder function only accepts string | Uint8Array.');
      return new TextDecoder('utf-8').decode(t);
    };
  });
async function Gh(t) {
  return t.arrayBuffer().then((e) => new Uint8Array(e));
}
async function Kh(t) {
  let e = [],
    r = t.getReader(),
    o = 0;
  for (;;) {
    const { done: n, value: s } = await r.read();
    if ((s && (e.push(s), (o += s.length)), n)) break;
  }
  return Bu(e, o);
}
var d0,
  Zh = p(() => {
    nh();
    il();
    d0 = async (t) => (sl(t) ? Gh(t) : Kh(t));
  });
var m0,
  h0,
  f0,
  g0 = p(() => {
    u0();
    oh();
    p0();
    Zh();
    il();
    (m0 = 'The stream has already been transformed.'),
      (h0 = (t) => {
        if (!f0(t) && !Ki(t)) {
          const n = t?.__proto__?.constructor?.name || t;
          throw new Error(`Unexpected stream implementation, expect Blob or ReadableStream, got ${n}`);
        }
        let e = !1,
          r = async () => {
            if (e) throw new Error(m0);
            return (e = !0), await d0(t);
          },
          o = (n) => {
            if (typeof n.stream != 'function')
              throw new Error(`Cannot transform payload Blob to web stream. Please make sure the Blob.stream() is polyfilled.
If you are using React Native, this API is not yet supported, see: https://react-native.canny.io/feature-requests/p/fetch-streaming-body`);
            return n.stream();
          };
        return Object.assign(t, {
          transformToByteArray: r,
          transformToString: async (n) => {
            const s = await r();
            if (n === 'base64') return c0(s);
            if (n === 'hex') return he(s);
            if (n === void 0 || n === 'utf8' || n === 'utf-8') return l0(s);
            if (typeof TextDecoder == 'function') return new TextDecoder(n).decode(s);
            throw new Error('TextDecoder is not available, please make sure polyfill is provided.');
          },
          transformToWebStream: () => {
            if (e) throw new Error(m0);
            if (((e = !0), f0(t))) return o(t);
            if (Ki(t)) return t;
            throw new Error(`Cannot transform payload to web stream, got ${t}`);
          },
        });
      }),
      (f0 = (t) => typeof Blob == 'function' && t instanceof Blob);
  });
import { Writable as o3 } from 'node:stream';
var mt,
  Wh,
  qh = p(() => {
    nh();
    Zh();
    il();
    (mt = (t) =>
      sl(t)
        ? Gh(t)
        : Ki(t)
          ? Kh(t)
          : new Promise((e, r) => {
              const o = new Wh(),
                n = t;
              n.pipe(o),
                n.on('error', (s) => {
                  o.end(), r(s);
                }),
                o.on('error', r),
                o.on('finish', function () {
                  const s = Bu(this.bufferedBytes);
                  e(s);
                });
            })),
      (Wh = class extends o3 {
        bufferedBytes = [];
        _write(e, r, o) {
          this.bufferedBytes.push(e), o();
        }
      });
  });
import { Readable as Jh } from 'node:stream';
var y0,
  Zi,
  S0 = p(() => {
    hs();
    g0();
    qh();
    (y0 = 'The stream has already been transformed.'),
      (Zi = (t) => {
        if (!(t instanceof Jh))
          try {
            return h0(t);
          } catch {
            const n = t?.__proto__?.constructor?.name || t;
            throw new Error(`Unexpected stream implementation, expect Stream.Readable instance, got ${n}`);
          }
        let e = !1,
          r = async () => {
            if (e) throw new Error(y0);
            return (e = !0), await mt(t);
          };
        return Object.assign(t, {
          transformToByteArray: r,
          transformToString: async (o) => {
            const n = await r();
            return o === void 0 || Buffer.isEncoding(o)
              ? fs(n.buffer, n.byteOffset, n.byteLength).toString(o)
              : new TextDecoder(o).decode(n);
          },
          transformToWebStream: () => {
            if (e) throw new Error(y0);
            if (t.readableFlowing !== null) throw new Error('The stream has been consumed by other callbacks.');
            if (typeof Jh.toWeb != 'function')
              throw new Error('Readable.toWeb() is not supported. Please ensure a polyfill is available.');
            return (e = !0), Jh.toWeb(t);
          },
        });
      });
  });
function fo(t) {
  Object.defineProperty(t, '__proto__', { value: void 0, writable: !0, enumerable: !0, configurable: !0 });
}
var x0 = p(() => {});
import { getRandomValues as n3 } from 'node:crypto';
var _s,
  s3,
  Yh,
  Es,
  N = p(() => {
    NT();
    DT();
    LT();
    Mu();
    zT();
    UT();
    WT();
    qT();
    JT();
    QT();
    ev();
    tv();
    ov();
    oh();
    sv();
    iv();
    Bf();
    S0();
    qh();
    Q();
    x0();
    (_s = class extends $T(ue, fe, _e, Te) {}), (s3 = n3), (Yh = MT(s3)), (Es = Yh);
  });
var Ze,
  bs = p(() => {
    N();
    Ze = async (t = new Uint8Array(), e) => {
      if (t instanceof Uint8Array) return _s.mutate(t);
      if (!t) return _s.mutate(new Uint8Array());
      const r = e.streamCollector(t);
      return _s.mutate(await r);
    };
  });
function hn(t) {
  return /^[\w.~-]+$/.test(t)
    ? t
    : encodeURIComponent(t).replace(/[!'()*]/g, (e) => '%' + e.charCodeAt(0).toString(16).toUpperCase());
}
var Xh = p(() => {});
var E0,
  ze,
  i3,
  a3,
  c3,
  u3,
  cl,
  _0,
  gn = p(() => {
    oe();
    N();
    (E0 = Symbol.for('@smithy/schema-x')),
      (ze = class t extends L {
        static identity = Symbol.for('@smithy/HttpBindingNormalizedSchema');
        identity = t.identity;
        bindings;
        constructor(e) {
          super(e);
        }
        static of(e) {
          const r = L.of(e);
          if (r.identity === t.identity) return r;
          const o = r.isMemberSchema() ? r : r.getSchema(),
            n = typeof o == 'object' && o !== null ? o : r;
          return (n[E0] ??= new t(r));
        }
        getHttpBindingLocation(e) {
          return e.httpPayload
            ? 36
            : e.httpLabel
              ? 33
              : e.httpHeader
                ? 38
                : typeof e.httpPrefixHeaders == 'string'
                  ? 39
                  : e.httpQuery
                    ? 34
                    : e.httpQueryParams
                      ? 35
                      : e.httpResponseCode
                        ? 37
                        : 32;
        }
        getHttpBindingValue(e, r, o = !1) {
          let n = this.getSchema(),
            s = typeof n == 'number' ? n & 255 : this.isListSchema() ? 64 : 255,
            i = e & 7,
            a = r.mediaType ? (r.mediaType === 'application/json' || r.mediaType.endsWith('+json') ? 2 : 1) : 0,
            c = r.streaming || s === 42 ? (this.isStructSchema() ? 2 : 1) : 0,
            u = s >= 4 && s <= 7 ? (i >= 6 ? 2 : i > 0 && i < 4 ? 1 : 0) : 0,
            l =
              s |
              (a << 8) |
              ((r.idempotencyToken ? 1 : 0) << 10) |
              (c << 11) |
              ((r.sparse ? 1 : 0) << 13) |
              (u << 14) |
              ((r.hostLabel ? 1 : 0) << 17) |
              ((e === 36 && typeof n != 'object' ? 1 : 0) << 18),
            d = s & 192,
            m = i & 2 && (d === 64 || (!o && i & 1)) ? this.getHttpBindingCollectionValue(e, r) : void 0,
            f = (m?.[1] ?? 0) & 255;
          return (l |= (i >= 6 && (f === 4 || f === 6) ? 1 : 0) << 16), [this, l, m];
        }
        getHttpBindingCollectionValue(e, r = this.getMergedTraits()) {
          const o = t.of(this.getValueSchema());
          return o.getHttpBindingValue(e, { ...o.getMergedTraits(), ...r }, !0);
        }
        getHttpBindings() {
          const e = this.getSchema();
          return typeof e != 'object' || e === null ? u3 : (this.bindings ??= i3(this));
        }
      }),
      (i3 = (t) => {
        const e = [],
          r = [],
          o = [],
          n = [],
          s = [],
          i = {},
          a = {},
          c = [],
          u = { headers: a, prefixHeaders: c },
          l = { request: { memberBindings: s, byName: i }, response: { bodyMemberNames: e, bindings: u } },
          { request: d, response: m } = l;
        for (const [f, h] of t.structIterator()) {
          const g = ze.of(h),
            y = g.getMergedTraits(),
            S = g.getHttpBindingLocation(y),
            x = y.httpHeader?.toLowerCase() ?? y.httpPrefixHeaders?.toLowerCase() ?? y.httpQuery,
            b = g.getHttpBindingValue(S, y),
            w = [f, b, S, x];
          f === '__proto__' && fo(i), (i[f] = w), (b[1] >> 10) & 1 && (d.hasIdempotency = !0), s.push(w);
          const I = S & 7;
          if ((I === 0 && (o.push(f), n.push(h)), (I & 4) === 0)) e.push(f), r.push(h);
          else if ((I & 6) === 4)
            if (I & 1) u.statusCode = w;
            else {
              u.payload = w;
              const A = b[1] & 255;
              d.contentTypeInstruction =
                y.mediaType ?? (A === 0 ? 'text/plain' : A === 21 || A === 42 ? 'application/octet-stream' : null);
            }
          else I & 1 ? ((d.hasPrefixHeaders = !0), c.push(w)) : (x === '__proto__' && fo(a), (a[x] = w));
        }
        return (
          d.contentTypeInstruction === void 0 && o.length && (d.contentTypeInstruction = null),
          (d.syntheticBodySchema = _0(t, o, n)),
          (m.syntheticBodySchema = _0(t, e, r)),
          l
        );
      }),
      (a3 = (t) => {
        let e = [],
          r = 0;
        for (const o of t.matchAll(/\{([^{}+]+)(\+)?\}/g))
          o.index > r && e.push([t.slice(r, o.index), 0]), e.push([o[1], o[2] ? 2 : 1]), (r = o.index + o[0].length);
        return e.length && r < t.length && e.push([t.slice(r), 0]), e.length ? e : void 0;
      }),
      (c3 = (t) => {
        const { http: e, endpoint: r } = ko(t.traits ?? {}),
          [o, n] = e?.[1].split('?') ?? [];
        return [e?.[0], o, n ? [...new URLSearchParams(n)] : [], o ? a3(o) : void 0, r?.[0]];
      }),
      (u3 = {
        request: { memberBindings: [], byName: {} },
        response: { bodyMemberNames: [], bindings: { headers: {}, prefixHeaders: [] } },
      }),
      (cl = (t) => (t[E0] ??= c3(t))),
      (_0 = (t, e, r) => {
        if (!e.length) return;
        const o = t.getSchema(),
          n = [3, o[1], o[2], t.getMergedTraits(), e, r],
          s = o[6],
          i = s && e.reduce((a, c) => a + (o[4].indexOf(c) < s ? 1 : 0), 0);
        return i && (n[6] = i), n;
      });
  });
var Kr,
  Wi = p(() => {
    Kr = class {
      serdeContext;
      setSerdeContext(e) {
        this.serdeContext = e;
      }
    };
  });
var b0,
  Qh,
  ul,
  w0 = p(() => {
    b0 = new Uint32Array(256);
    for (let t = 0; t < 256; ++t) {
      let e = t;
      for (let r = 0; r < 8; ++r) e = e & 1 ? 3988292384 ^ (e >>> 1) : e >>> 1;
      b0[t] = e >>> 0;
    }
    (Qh = 4294967295),
      (ul = class {
        digestLength = 4;
        checksum = Qh;
        update(e) {
          for (let r = 0; r < e.length; ++r) this.checksum = (this.checksum >>> 8) ^ b0[(this.checksum ^ e[r]) & 255];
        }
        digestSync() {
          return (this.checksum ^ Qh) >>> 0;
        }
        async digest() {
          const e = this.digestSync(),
            r = new Uint8Array(4);
          return new DataView(r.buffer).setUint32(0, e, !1), r;
        }
        reset() {
          this.checksum = Qh;
        }
      });
  });
import * as eg from 'node:zlib';
function l3(t) {
  return class {
    digestLength = 4;
    value = 0;
    update(r) {
      this.value = t(r, this.value);
    }
    digestSync() {
      return this.value >>> 0;
    }
    async digest() {
      const r = new Uint8Array(4);
      return new DataView(r.buffer).setUint32(0, this.digestSync(), !1), r;
    }
    reset() {
      this.value = 0;
    }
  };
}
var I0,
  ws,
  T0 = p(() => {
    w0();
    (I0 = typeof eg.crc32 == 'function' ? eg.crc32 : void 0), (ws = I0 ? l3(I0) : ul);
  });
var Me,
  v0,
  p3,
  ll,
  A0,
  d3,
  C0 = p(() => {
    N();
    (Me = 64),
      (v0 = 32),
      (p3 = 2 ** 53 - 1),
      (ll = class t {
        digestLength = v0;
        state = Int32Array.from(A0);
        w;
        buffer = new Uint8Array(64);
        bufferLength = 0;
        bytesHashed = 0;
        finished = !1;
        inner;
        outer;
        constructor(e) {
          if (e) {
            const r = t.normalizeKey(e);
            (this.inner = new t()), (this.outer = new t());
            const { inner: o, outer: n } = this,
              s = new Uint8Array(Me * 2);
            for (let i = 0; i < Me; ++i) (s[i] = 54 ^ r[i]), (s[i + Me] = 92 ^ r[i]);
            o.update(s.subarray(0, Me)), n.update(s.subarray(Me));
          }
        }
        update(e) {
          if (this.finished) throw new Error('Attempted to update an already finished HMAC.');
          if (this.inner) {
            this.inner.update(e);
            return;
          }
          let r = Tt(e),
            o = 0,
            { byteLength: n } = r;
          if (((this.bytesHashed += n), this.bytesHashed * 8 > p3))
            throw new Error('Cannot hash more than 2^53 - 1 bits');
          for (; n > 0; )
            (this.buffer[this.bufferLength++] = r[o++]),
              n--,
              this.bufferLength === Me && (this.hashBuffer(), (this.bufferLength = 0));
        }
        async digest() {
          const { inner: e, outer: r } = this;
          if (e && r) {
            if (this.finished) throw new Error('Attempted to digest an already finished HMAC.');
            this.finished = !0;
            const o = e.digestSync();
            return r.update(o), r.digestSync();
          }
          return this.digestSync();
        }
        reset() {
          (this.state = Int32Array.from(A0)),
            (this.buffer = new Uint8Array(64)),
            (this.bufferLength = 0),
            (this.bytesHashed = 0);
        }
        digestSync() {
          let e = this.state.slice(),
            r = this.buffer.slice(),
            o = this.bufferLength,
            n = this.bytesHashed * 8,
            s = new DataView(r.buffer, r.byteOffset, r.byteLength);
          if ((s.setUint8(o++, 128), (o - 1) % Me >= Me - 8)) {
            for (let a = o; a < Me; ++a) s.setUint8(a, 0);
            this.hashBufferWith(e, r), (o = 0);
          }
          for (let a = o; a < Me - 8; ++a) s.setUint8(a, 0);
          s.setUint32(Me - 8, Math.floor(n / 4294967296), !1), s.setUint32(Me - 4, n, !1), this.hashBufferWith(e, r);
          const i = new Uint8Array(v0);
          for (let a = 0; a < 8; ++a)
            (i[a * 4] = (e[a] >>> 24) & 255),
              (i[a * 4 + 1] = (e[a] >>> 16) & 255),
              (i[a * 4 + 2] = (e[a] >>> 8) & 255),
              (i[a * 4 + 3] = (e[a] >>> 0) & 255);
          return i;
        }
        static normalizeKey(e) {
          const r = Tt(e);
          if (r.byteLength > Me) {
            const o = new t();
            o.update(r);
            const n = o.digestSync(),
              s = new Uint8Array(Me);
            return s.set(n), s;
          }
          if (r.byteLength < Me) {
            const o = new Uint8Array(Me);
            return o.set(r), o;
          }
          return r;
        }
        hashBuffer() {
          this.hashBufferWith(this.state, this.buffer);
        }
        hashBufferWith(e, r) {
          let o = (this.w ??= new Int32Array(64)),
            n = e[0],
            s = e[1],
            i = e[2],
            a = e[3],
            c = e[4],
            u = e[5],
            l = e[6],
            d = e[7];
          for (let m = 0; m < Me; ++m) {
            if (m < 16)
              o[m] =
                ((r[m * 4] & 255) << 24) |
                ((r[m * 4 + 1] & 255) << 16) |
                ((r[m * 4 + 2] & 255) << 8) |
                (r[m * 4 + 3] & 255);
            else {
              let g = o[m - 2],
                y = ((g >>> 17) | (g << 15)) ^ ((g >>> 19) | (g << 13)) ^ (g >>> 10);
              g = o[m - 15];
              const S = ((g >>> 7) | (g << 25)) ^ ((g >>> 18) | (g << 14)) ^ (g >>> 3);
              o[m] = ((y + o[m - 7]) | 0) + ((S + o[m - 16]) | 0);
            }
            const f =
                ((((((c >>> 6) | (c << 26)) ^ ((c >>> 11) | (c << 21)) ^ ((c >>> 25) | (c << 7))) +
                  ((c & u) ^ (~c & l))) |
                  0) +
                  ((d + ((d3[m] + o[m]) | 0)) | 0)) |
                0,
              h =
                ((((n >>> 2) | (n << 30)) ^ ((n >>> 13) | (n << 19)) ^ ((n >>> 22) | (n << 10))) +
                  ((n & s) ^ (n & i) ^ (s & i))) |
                0;
            (d = l), (l = u), (u = c), (c = (a + f) | 0), (a = i), (i = s), (s = n), (n = (f + h) | 0);
          }
          (e[0] += n), (e[1] += s), (e[2] += i), (e[3] += a), (e[4] += c), (e[5] += u), (e[6] += l), (e[7] += d);
        }
      }),
      (A0 = new Int32Array([
        1779033703, 3144134277, 1013904242, 2773480762, 1359893119, 2600822924, 528734635, 1541459225,
      ])),
      (d3 = new Int32Array([
        1116352408, 1899447441, 3049323471, 3921009573, 961987163, 1508970993, 2453635748, 2870763221, 3624381080,
        310598401, 607225278, 1426881987, 1925078388, 2162078206, 2614888103, 3248222580, 3835390401, 4022224774,
        264347078, 604807628, 770255983, 1249150122, 1555081692, 1996064986, 2554220882, 2821834349, 2952996808,
        3210313671, 3336571891, 3584528711, 113926993, 338241895, 666307205, 773529912, 1294757372, 1396182291,
        1695183700, 1986661051, 2177026350, 2456956037, 2730485921, 2820302411, 3259730800, 3345764771, 3516065817,
        3600352804, 4094571909, 275423344, 430227734, 506948616, 659060556, 883997877, 958139571, 1322822218,
        1537002063, 1747873779, 1955562222, 2024104815, 2227730452, 2361852424, 2428436474, 2756734187, 3204031479,
        3329325298,
      ]));
  });
import { createHmac as m3, createHash as R0 } from 'node:crypto';
function h3() {
  return class {
    digestLength = 32;
    secret;
    hash;
    isHmac;
    finished = !1;
    constructor(e) {
      (this.secret = e), (this.isHmac = !!e), (this.hash = this.createHash());
    }
    update(e) {
      if (this.finished) throw new Error('Attempted to update an already finished hash.');
      this.hash.update(e);
    }
    async digest() {
      let e;
      return (
        this.isHmac ? ((this.finished = !0), (e = this.hash.digest())) : (e = this.hash.copy().digest()),
        new Uint8Array(e.buffer, e.byteOffset, e.byteLength)
      );
    }
    reset() {
      (this.hash = this.createHash()), (this.finished = !1);
    }
    createHash() {
      return this.secret ? m3('sha256', g3(this.secret)) : R0('sha256');
    }
  };
}
function g3(t) {
  return typeof t == 'string'
    ? t
    : ArrayBuffer.isView(t)
      ? Buffer.from(t.buffer, t.byteOffset, t.byteLength)
      : Buffer.from(t);
}
var f3,
  $t,
  P0 = p(() => {
    C0();
    (f3 = (() => {
      try {
        return R0('sha256'), !0;
      } catch {
        return !1;
      }
    })()),
      ($t = f3 ? h3() : ll);
  });
var Do = p(() => {
  T0();
  P0();
});
function O0(t) {
  for (let e = 0; e < 8; e++) t[e] ^= 255;
  for (let e = 7; e > -1 && (t[e]++, t[e] === 0); e--);
}
var $o,
  tg = p(() => {
    N();
    $o = class t {
      bytes;
      constructor(e) {
        if (((this.bytes = e), e.byteLength !== 8)) throw new Error('Int64 buffers must be exactly 8 bytes');
      }
      static fromNumber(e) {
        if (e > 9223372036854776e3 || e < -9223372036854776e3)
          throw new Error(`${e} is too large (or, if negative, too small) to represent as an Int64`);
        const r = new Uint8Array(8);
        for (let o = 7, n = Math.abs(Math.round(e)); o > -1 && n > 0; o--, n /= 256) r[o] = n;
        return e < 0 && O0(r), new t(r);
      }
      valueOf() {
        const e = this.bytes.slice(0),
          r = e[0] & 128;
        return r && O0(e), parseInt(he(e), 16) * (r ? -1 : 1);
      }
      toString() {
        return String(this.valueOf());
      }
    };
  });
var Is,
  k0,
  N0,
  y3,
  S3,
  x3,
  _3,
  E3,
  b3,
  w3,
  I3,
  T3,
  pl,
  rg = p(() => {
    Q();
    N();
    tg();
    Is = class {
      toUtf8;
      fromUtf8;
      constructor(e, r) {
        (this.toUtf8 = e), (this.fromUtf8 = r);
      }
      format(e) {
        const r = [];
        for (const s in e) {
          if (!P(e, s)) continue;
          const i = this.fromUtf8(s);
          if (i.byteLength > 255)
            throw new Error(`@smithy/core/event-streams - header name exceeds 255 bytes: ${i.byteLength}`);
          r.push(Uint8Array.from([i.byteLength]), i, this.formatHeaderValue(e[s]));
        }
        let o = new Uint8Array(r.reduce((s, i) => s + i.byteLength, 0)),
          n = 0;
        for (const s of r) o.set(s, n), (n += s.byteLength);
        return o;
      }
      formatHeaderValue(e) {
        switch (e.type) {
          case 'boolean':
            return Uint8Array.from([e.value ? 0 : 1]);
          case 'byte':
            return Uint8Array.from([2, e.value]);
          case 'short': {
            const r = new DataView(new ArrayBuffer(3));
            return r.setUint8(0, 3), r.setInt16(1, e.value, !1), new Uint8Array(r.buffer);
          }
          case 'integer': {
            const o = new DataView(new ArrayBuffer(5));
            return o.setUint8(0, 4), o.setInt32(1, e.value, !1), new Uint8Array(o.buffer);
          }
          case 'long': {
            const n = new Uint8Array(9);
            return (n[0] = 5), n.set(e.value.bytes, 1), n;
          }
          case 'binary': {
            if (e.value.byteLength > pl)
              throw new Error(
                `@smithy/core/event-streams - header value (binary) exceeds ${pl} bytes: ${e.value.byteLength}`,
              );
            const s = new DataView(new ArrayBuffer(3 + e.value.byteLength));
            s.setUint8(0, 6), s.setUint16(1, e.value.byteLength, !1);
            const i = new Uint8Array(s.buffer);
            return i.set(e.value, 3), i;
          }
          case 'string': {
            const a = this.fromUtf8(e.value);
            if (a.byteLength > pl)
              throw new Error(
                `@smithy/core/event-streams - header value (string) exceeds ${pl} bytes: ${a.byteLength}`,
              );
            const c = new DataView(new ArrayBuffer(3 + a.byteLength));
            c.setUint8(0, 7), c.setUint16(1, a.byteLength, !1);
            const u = new Uint8Array(c.buffer);
            return u.set(a, 3), u;
          }
          case 'timestamp': {
            const l = new Uint8Array(9);
            return (l[0] = 8), l.set($o.fromNumber(e.value.valueOf()).bytes, 1), l;
          }
          case 'uuid': {
            if (!T3.test(e.value)) throw new Error(`Invalid UUID received: ${e.value}`);
            const d = new Uint8Array(17);
            return (d[0] = 9), d.set(ki(e.value.replace(/-/g, '')), 1), d;
          }
        }
      }
      parse(e) {
        let r = {},
          o = 0;
        for (; o < e.byteLength; ) {
          const n = e.getUint8(o++),
            s = this.toUtf8(new Uint8Array(e.buffer, e.byteOffset + o, n));
          switch (((o += n), e.getUint8(o++))) {
            case 0:
              r[s] = { type: N0, value: !0 };
              break;
            case 1:
              r[s] = { type: N0, value: !1 };
              break;
            case 2:
              r[s] = { type: y3, value: e.getInt8(o++) };
              break;
            case 3:
              (r[s] = { type: S3, value: e.getInt16(o, !1) }), (o += 2);
              break;
            case 4:
              (r[s] = { type: x3, value: e.getInt32(o, !1) }), (o += 4);
              break;
            case 5:
              (r[s] = { type: _3, value: new $o(new Uint8Array(e.buffer, e.byteOffset + o, 8)) }), (o += 8);
              break;
            case 6: {
              const i = e.getUint16(o, !1);
              (o += 2), (r[s] = { type: E3, value: new Uint8Array(e.buffer, e.byteOffset + o, i) }), (o += i);
              break;
            }
            case 7: {
              const a = e.getUint16(o, !1);
              (o += 2),
                (r[s] = { type: b3, value: this.toUtf8(new Uint8Array(e.buffer, e.byteOffset + o, a)) }),
                (o += a);
              break;
            }
            case 8:
              (r[s] = { type: w3, value: new Date(new $o(new Uint8Array(e.buffer, e.byteOffset + o, 8)).valueOf()) }),
                (o += 8);
              break;
            case 9: {
              const c = new Uint8Array(e.buffer, e.byteOffset + o, 16);
              (o += 16),
                (r[s] = {
                  type: I3,
                  value: `${he(c.subarray(0, 4))}-${he(c.subarray(4, 6))}-${he(c.subarray(6, 8))}-${he(c.subarray(8, 10))}-${he(c.subarray(10))}`,
                });
              break;
            }
            default:
              throw new Error('Unrecognized header type tag');
          }
        }
        return r;
      }
    };
    ((t) => {
      (t[(t.boolTrue = 0)] = 'boolTrue'),
        (t[(t.boolFalse = 1)] = 'boolFalse'),
        (t[(t.byte = 2)] = 'byte'),
        (t[(t.short = 3)] = 'short'),
        (t[(t.integer = 4)] = 'integer'),
        (t[(t.long = 5)] = 'long'),
        (t[(t.byteArray = 6)] = 'byteArray'),
        (t[(t.string = 7)] = 'string'),
        (t[(t.timestamp = 8)] = 'timestamp'),
        (t[(t.uuid = 9)] = 'uuid');
    })(k0 || (k0 = {}));
    (N0 = 'boolean'),
      (y3 = 'byte'),
      (S3 = 'short'),
      (x3 = 'integer'),
      (_3 = 'long'),
      (E3 = 'binary'),
      (b3 = 'string'),
      (w3 = 'timestamp'),
      (I3 = 'uuid'),
      (T3 = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/),
      (pl = 32767);
  });
function $0({ byteLength: t, byteOffset: e, buffer: r }) {
  if (t < v3) throw new Error('Provided message too short to accommodate event stream message overhead');
  const o = new DataView(r, e, t),
    n = o.getUint32(0, !1);
  if (t !== n) throw new Error('Reported message length does not match received message length');
  const s = o.getUint32(D0, !1),
    i = o.getUint32(Lo, !1),
    a = o.getUint32(t - yn, !1),
    c = new ws();
  if ((c.update(new Uint8Array(r, e, Lo)), i !== c.digestSync()))
    throw new Error(
      `The prelude checksum specified in the message (${i}) does not match the calculated CRC32 checksum (${c.digestSync()})`,
    );
  if ((c.update(new Uint8Array(r, e + Lo, t - (Lo + yn))), a !== c.digestSync()))
    throw new Error(`The message checksum (${c.digestSync()}) did not match the expected value of ${a}`);
  return { headers: new DataView(r, e + Lo + yn, s), body: new Uint8Array(r, e + Lo + yn + s, n - s - (Lo + yn + yn)) };
}
var D0,
  Lo,
  yn,
  v3,
  L0 = p(() => {
    Do();
    (D0 = 4), (Lo = D0 * 2), (yn = 4), (v3 = Lo + yn * 2);
  });
var Ts,
  og = p(() => {
    Do();
    rg();
    L0();
    Ts = class {
      headerMarshaller;
      messageBuffer;
      isEndOfStream;
      constructor(e, r) {
        (this.headerMarshaller = new Is(e, r)), (this.messageBuffer = []), (this.isEndOfStream = !1);
      }
      feed(e) {
        this.messageBuffer.push(this.decode(e));
      }
      endOfStream() {
        this.isEndOfStream = !0;
      }
      getMessage() {
        const e = this.messageBuffer.pop(),
          r = this.isEndOfStream;
        return {
          getMessage() {
            return e;
          },
          isEndOfStream() {
            return r;
          },
        };
      }
      getAvailableMessages() {
        const e = this.messageBuffer;
        this.messageBuffer = [];
        const r = this.isEndOfStream;
        return {
          getMessages() {
            return e;
          },
          isEndOfStream() {
            return r;
          },
        };
      }
      encode({ headers: e, body: r }) {
        const o = this.headerMarshaller.format(e),
          n = o.byteLength + r.byteLength + 16,
          s = new Uint8Array(n),
          i = new DataView(s.buffer, s.byteOffset, s.byteLength),
          a = new ws();
        return (
          i.setUint32(0, n, !1),
          i.setUint32(4, o.byteLength, !1),
          a.update(s.subarray(0, 8)),
          i.setUint32(8, a.digestSync(), !1),
          s.set(o, 12),
          s.set(r, o.byteLength + 12),
          a.update(s.subarray(8, n - 4)),
          i.setUint32(n - 4, a.digestSync(), !1),
          s
        );
      }
      decode(e) {
        const { headers: r, body: o } = $0(e);
        return { headers: this.headerMarshaller.parse(r), body: o };
      }
      formatHeaders(e) {
        return this.headerMarshaller.format(e);
      }
    };
  });
var vs,
  ng = p(() => {
    vs = class {
      options;
      constructor(e) {
        this.options = e;
      }
      [Symbol.asyncIterator]() {
        return this.asyncIterator();
      }
      async *asyncIterator() {
        for await (const e of this.options.inputStream) yield this.options.decoder.decode(e);
      }
    };
  });
var As,
  sg = p(() => {
    As = class {
      options;
      constructor(e) {
        this.options = e;
      }
      [Symbol.asyncIterator]() {
        return this.asyncIterator();
      }
      async *asyncIterator() {
        for await (const e of this.options.messageStream) yield this.options.encoder.encode(e);
        this.options.includeEndFrame && (yield new Uint8Array(0));
      }
    };
  });
var Cs,
  ig = p(() => {
    Cs = class {
      options;
      constructor(e) {
        this.options = e;
      }
      [Symbol.asyncIterator]() {
        return this.asyncIterator();
      }
      async *asyncIterator() {
        for await (const e of this.options.messageStream) {
          const r = await this.options.deserializer(e);
          r !== void 0 && (yield r);
        }
      }
    };
  });
var Rs,
  ag = p(() => {
    Rs = class {
      options;
      constructor(e) {
        this.options = e;
      }
      [Symbol.asyncIterator]() {
        return this.asyncIterator();
      }
      async *asyncIterator() {
        for await (const e of this.options.inputStream) yield this.options.serializer(e);
      }
    };
  });
function dl(t) {
  let e = 0,
    r = 0,
    o = null,
    n = null,
    s = (a) => {
      if (typeof a != 'number')
        throw new Error('Attempted to allocate an event message where size was not a number: ' + a);
      (e = a), (r = 4), (o = new Uint8Array(a)), new DataView(o.buffer).setUint32(0, a, !1);
    },
    i = async function* () {
      const a = t[Symbol.asyncIterator]();
      for (;;) {
        const { value: c, done: u } = await a.next();
        if (u) {
          if (e)
            if (e === r) yield o;
            else throw new Error('Truncated event message received.');
          else return;
          return;
        }
        let l = c.length,
          d = 0;
        for (; d < l; ) {
          if (!o) {
            const f = l - d;
            n || (n = new Uint8Array(4));
            const h = Math.min(4 - r, f);
            if ((n.set(c.slice(d, d + h), r), (r += h), (d += h), r < 4)) break;
            s(new DataView(n.buffer).getUint32(0, !1)), (n = null);
          }
          const m = Math.min(e - r, l - d);
          o.set(c.slice(d, d + m), r), (r += m), (d += m), e && e === r && (yield o, (o = null), (e = 0), (r = 0));
        }
      }
    };
  return { [Symbol.asyncIterator]: i };
}
var cg = p(() => {});
function z0(t, e) {
  const r = qi(e.deserializer, e.toUtf8);
  return {
    [Symbol.asyncIterator]: async function* () {
      for await (const o of t) {
        const n = e.eventStreamCodec.decode(o),
          s = await r(n);
        s !== void 0 && (yield s);
      }
    },
  };
}
function qi(t, e) {
  return async (r) => {
    const { value: o } = r.headers[':message-type'];
    if (o === 'error') {
      const n = new Error(r.headers[':error-message'].value || 'UnknownError');
      throw ((n.name = r.headers[':error-code'].value), n);
    } else if (o === 'exception') {
      const n = r.headers[':exception-type'].value,
        s = { [n]: r },
        i = await t(s);
      if (i.$unknown) {
        const a = new Error(e(r.body));
        throw ((a.name = n), a);
      }
      throw i[n];
    } else if (o === 'event') {
      const n = { [r.headers[':event-type'].value]: r },
        s = await t(n);
      return s.$unknown ? void 0 : s;
    } else throw Error(`Unrecognizable event type: ${r.headers[':event-type'].value}`);
  };
}
var ug = p(() => {});
var Sn,
  M0,
  lg = p(() => {
    og();
    ng();
    sg();
    ig();
    ag();
    cg();
    ug();
    (Sn = class {
      eventStreamCodec;
      utfEncoder;
      constructor({ utf8Encoder: e, utf8Decoder: r }) {
        (this.eventStreamCodec = new Ts(e, r)), (this.utfEncoder = e);
      }
      deserialize(e, r) {
        const o = dl(e);
        return new Cs({
          messageStream: new vs({ inputStream: o, decoder: this.eventStreamCodec }),
          deserializer: qi(r, this.utfEncoder),
        });
      }
      serialize(e, r) {
        return new As({
          messageStream: new Rs({ inputStream: e, serializer: r }),
          encoder: this.eventStreamCodec,
          includeEndFrame: !0,
        });
      }
    }),
      (M0 = (t) => new Sn(t));
  });
import { Readable as A3 } from 'node:stream';
async function* C3(t) {
  let e = !1,
    r = !1,
    o = [];
  for (
    t.on('error', (n) => {
      if ((e || (e = !0), n)) throw n;
    }),
      t.on('data', (n) => {
        o.push(n);
      }),
      t.on('end', () => {
        e = !0;
      });
    !r;
  ) {
    const n = await new Promise((s) => setTimeout(() => s(o.shift()), 0));
    n && (yield n), (r = e && o.length === 0);
  }
}
var Ji,
  U0,
  F0 = p(() => {
    lg();
    (Ji = class {
      universalMarshaller;
      constructor({ utf8Encoder: e, utf8Decoder: r }) {
        this.universalMarshaller = new Sn({ utf8Decoder: r, utf8Encoder: e });
      }
      deserialize(e, r) {
        const o = typeof e[Symbol.asyncIterator] == 'function' ? e : C3(e);
        return this.universalMarshaller.deserialize(o, r);
      }
      serialize(e, r) {
        return A3.from(this.universalMarshaller.serialize(e, r));
      }
    }),
      (U0 = (t) => new Ji(t));
  });
var B0,
  V0,
  j0 = p(() => {
    (B0 = (t) => ({
      [Symbol.asyncIterator]: async function* () {
        const e = t.getReader();
        try {
          for (;;) {
            const { done: r, value: o } = await e.read();
            if (r) return;
            yield o;
          }
        } finally {
          e.releaseLock();
        }
      },
    })),
      (V0 = (t) => {
        const e = t[Symbol.asyncIterator]();
        return new ReadableStream({
          async pull(r) {
            const { done: o, value: n } = await e.next();
            if (o) return r.close();
            r.enqueue(n);
          },
        });
      });
  });
var H0,
  G0 = p(() => {
    H0 = (t) => Object.assign(t, { eventStreamMarshaller: t.eventStreamSerdeProvider(t) });
  });
var ml,
  K0 = p(() => {
    Q();
    oe();
    N();
    ml = class {
      marshaller;
      serializer;
      deserializer;
      serdeContext;
      defaultContentType;
      compositeErrorRegistry;
      constructor({
        marshaller: e,
        serializer: r,
        deserializer: o,
        serdeContext: n,
        defaultContentType: s,
        compositeErrorRegistry: i,
      }) {
        (this.marshaller = e),
          (this.serializer = r),
          (this.deserializer = o),
          (this.serdeContext = n),
          (this.defaultContentType = s),
          (this.compositeErrorRegistry = i);
      }
      async serializeEventStream({ eventStream: e, requestSchema: r, initialRequest: o, initialMessageType: n }) {
        const s = this.marshaller,
          i = r.getEventStreamMember(),
          a = r.getMemberSchema(i),
          c = this.serializer,
          u = this.defaultContentType,
          l = Symbol('initialRequestMarker'),
          d = {
            async *[Symbol.asyncIterator]() {
              if (o) {
                const m = {
                  ':event-type': { type: 'string', value: n ?? 'initial-request' },
                  ':message-type': { type: 'string', value: 'event' },
                  ':content-type': { type: 'string', value: u },
                };
                c.write(r, o);
                const f = c.flush();
                yield { [l]: !0, headers: m, body: f };
              }
              for await (const m of e) yield m;
            },
          };
        return s.serialize(d, (m) => {
          if (m[l]) return { headers: m.headers, body: m.body };
          let f = '';
          for (const b in m)
            if (P(m, b) && b !== '__type') {
              f = b;
              break;
            }
          const {
            additionalHeaders: h,
            body: g,
            eventType: y,
            explicitPayloadContentType: S,
          } = this.writeEventBody(f, a, m);
          return {
            headers: {
              ':event-type': { type: 'string', value: y },
              ':message-type': { type: 'string', value: 'event' },
              ':content-type': { type: 'string', value: S ?? u },
              ...h,
            },
            body: g,
          };
        });
      }
      async deserializeEventStream({
        response: e,
        responseSchema: r,
        initialResponseContainer: o,
        initialMessageType: n,
      }) {
        const s = this.marshaller,
          i = r.getEventStreamMember(),
          c = r.getMemberSchema(i).getMemberSchemas(),
          u = Symbol('initialResponseMarker'),
          l = s.deserialize(e.body, async (f) => {
            let h = '';
            for (const y in f)
              if (P(f, y) && y !== '__type') {
                h = y;
                break;
              }
            const g = f[h].body;
            if (h === (n ?? 'initial-response')) {
              const y = await this.deserializer.read(r, g);
              return delete y[i], { [u]: !0, ...y };
            } else if (h in c) {
              const y = c[h];
              if (y.isStructSchema()) {
                let S = {},
                  x = !1;
                for (const [b, w] of y.structIterator()) {
                  const { eventHeader: I, eventPayload: A } = w.getMergedTraits();
                  if (((x = x || !!(I || A)), A))
                    w.isBlobSchema()
                      ? (S[b] = g)
                      : w.isStringSchema()
                        ? (S[b] = (this.serdeContext?.utf8Encoder ?? ue)(g))
                        : w.isStructSchema() && (S[b] = await this.deserializer.read(w, g));
                  else if (I) {
                    const B = f[h].headers[b]?.value;
                    B != null &&
                      (w.isNumericSchema()
                        ? B && typeof B == 'object' && 'bytes' in B
                          ? (S[b] = BigInt(B.toString()))
                          : (S[b] = Number(B))
                        : (S[b] = B));
                  }
                }
                return { [h]: await this.readEventMember(y, g, x, S) };
              }
              return { [h]: await this.deserializer.read(y, g) };
            } else return { $unknown: f };
          }),
          d = l[Symbol.asyncIterator](),
          m = await d.next();
        if (m.done) return l;
        if (m.value?.[u]) {
          if (!r)
            throw new Error(
              '@smithy::core/protocols - initial-response event encountered in event stream but no response schema given.',
            );
          for (const f in m.value) P(m.value, f) && (o[f] = m.value[f]);
        }
        return {
          async *[Symbol.asyncIterator]() {
            for (m?.value?.[u] || (yield m.value); ; ) {
              const { done: f, value: h } = await d.next();
              if (f) break;
              yield h;
            }
          },
        };
      }
      async readEventMember(e, r, o, n) {
        let s,
          i = e.getSchema();
        if (Array.isArray(i) && i[0] === -3) {
          const c = i[1],
            u = ce.for(c);
          this.compositeErrorRegistry?.copyFrom(u), (s = (this.compositeErrorRegistry ?? u)?.getErrorCtor(i));
        }
        const a = o ? n : r.byteLength === 0 ? {} : await this.deserializer.read(e, r);
        if (s) {
          const c = a.message ?? a.Message ?? 'Unknown',
            u = {},
            l = e.getMergedTraits().error;
          return l && (u.$fault = l), Object.assign(new s({}), u, { message: c }, a);
        }
        return a;
      }
      writeEventBody(e, r, o) {
        let n = this.serializer,
          s = e,
          i = null,
          a,
          c = r.getSchema()[4].includes(e),
          u = {};
        if (c) {
          const m = r.getMemberSchema(e);
          if (m.isStructSchema()) {
            for (const [f, h] of m.structIterator()) {
              const { eventHeader: g, eventPayload: y } = h.getMergedTraits();
              if (y) i = f;
              else if (g) {
                let S = o[e][f],
                  x = 'binary';
                h.isNumericSchema()
                  ? (-2) ** 31 <= S && S <= 2 ** 31 - 1
                    ? (x = 'integer')
                    : (x = 'long')
                  : h.isTimestampSchema()
                    ? (x = 'timestamp')
                    : h.isStringSchema()
                      ? (x = 'string')
                      : h.isBooleanSchema() && (x = 'boolean'),
                  S != null && ((u[f] = { type: x, value: S }), delete o[e][f]);
              }
            }
            if (i !== null) {
              const f = m.getMemberSchema(i);
              f.isBlobSchema() ? (a = 'application/octet-stream') : f.isStringSchema() && (a = 'text/plain'),
                n.write(f, o[e][i]);
            } else n.write(m, o[e]);
          } else if (m.isUnitSchema()) n.write(m, {});
          else throw new Error('@smithy/core/event-streams - non-struct member not supported in event stream union.');
        } else {
          const [m, f] = o[e];
          (s = m), n.write(15, f);
        }
        const l = n.flush() ?? new Uint8Array();
        return {
          body: typeof l == 'string' ? (this.serdeContext?.utf8Decoder ?? fe)(l) : l,
          eventType: s,
          explicitPayloadContentType: a,
          additionalHeaders: u,
        };
      }
    };
  });
var Z0 = {};
He(Z0, {
  EventStreamCodec: () => Ts,
  EventStreamMarshaller: () => Ji,
  EventStreamSerde: () => ml,
  HeaderMarshaller: () => Is,
  Int64: () => $o,
  MessageDecoderStream: () => vs,
  MessageEncoderStream: () => As,
  SmithyMessageDecoderStream: () => Cs,
  SmithyMessageEncoderStream: () => Rs,
  UniversalEventStreamMarshaller: () => Sn,
  eventStreamSerdeProvider: () => U0,
  getChunkedStream: () => dl,
  getMessageUnmarshaller: () => qi,
  getUnmarshalledStream: () => z0,
  iterableToReadableStream: () => V0,
  readableStreamToIterable: () => B0,
  resolveEventStreamSerdeConfig: () => H0,
  universalEventStreamSerdeProvider: () => M0,
});
var W0 = p(() => {
  og();
  rg();
  tg();
  ng();
  sg();
  ig();
  ag();
  F0();
  j0();
  lg();
  cg();
  ug();
  G0();
  K0();
});
var Ps,
  pg = p(() => {
    Q();
    oe();
    Wi();
    gn();
    Ps = class extends Kr {
      options;
      compositeErrorRegistry;
      constructor(e) {
        super(), (this.options = e), (this.compositeErrorRegistry = new ce(e.defaultNamespace));
        for (const r of e.errorTypeRegistries ?? []) this.compositeErrorRegistry.copyFrom(r);
      }
      getRequestType() {
        return Z;
      }
      getResponseType() {
        return Qe;
      }
      setSerdeContext(e) {
        (this.serdeContext = e),
          this.serializer.setSerdeContext(e),
          this.deserializer.setSerdeContext(e),
          this.getPayloadCodec() && this.getPayloadCodec().setSerdeContext(e);
      }
      updateServiceEndpoint(e, r) {
        if ('url' in r) {
          (e.protocol = r.url.protocol),
            (e.hostname = r.url.hostname),
            (e.port = r.url.port ? Number(r.url.port) : void 0),
            (e.path = r.url.pathname),
            (e.fragment = r.url.hash || void 0),
            (e.username = r.url.username || void 0),
            (e.password = r.url.password || void 0),
            e.query || (e.query = {});
          for (const [o, n] of r.url.searchParams.entries()) e.query[o] = n;
          if (r.headers) for (const o in r.headers) P(r.headers, o) && (e.headers[o] = r.headers[o].join(', '));
          return e;
        } else {
          if (
            ((e.protocol = r.protocol),
            (e.hostname = r.hostname),
            (e.port = r.port ? Number(r.port) : void 0),
            (e.path = r.path),
            (e.query = { ...r.query }),
            r.headers)
          )
            for (const o in r.headers) P(r.headers, o) && (e.headers[o] = r.headers[o]);
          return e;
        }
      }
      setHostPrefix(e, r, o, n = cl(r)) {
        if (this.serdeContext?.disableHostPrefix) return;
        const s = n[4];
        if (typeof s != 'string') return;
        let i = s;
        for (const [a, [, c]] of ze.of(r.input).getHttpBindings().request.memberBindings) {
          if (!((c >> 17) & 1)) continue;
          const u = o[a];
          if (typeof u != 'string')
            throw new Error(`@smithy/core/schema - ${a} in input must be a string as hostLabel.`);
          i = i.replace(`{${a}}`, u);
        }
        if (((e.hostname = i + e.hostname), !Pf(e.hostname)))
          throw new Error(`[${e.hostname}] is not a valid hostname.`);
      }
      deserializeMetadata(e) {
        return {
          httpStatusCode: e.statusCode,
          requestId: e.headers['x-amzn-requestid'] ?? e.headers['x-amzn-request-id'] ?? e.headers['x-amz-request-id'],
          extendedRequestId: e.headers['x-amz-id-2'],
          cfId: e.headers['x-amz-cf-id'],
        };
      }
      resolveError(e, r, o) {
        let n = [-3, '', 'Error', 0, [], [], 0],
          s;
        for (const i of o)
          for (const a of r)
            try {
              a === '*' ? (s = i.getSchema(e)) : (s = i.getSchema(a + '#' + e));
              const c = i.getErrorCtor(s);
              if (c) return [s, c, 'modeled'];
              {
                const u = i.getBaseException();
                if (u) {
                  const l = i.getErrorCtor(u);
                  if (l) return [s, l, 'synthetic'];
                }
              }
            } catch {}
        for (const i of o) {
          const a = i.getBaseException();
          if (a) {
            const c = i.getErrorCtor(a);
            if (c) return [a, c, 'synthetic'];
          }
        }
        return [n, Error, 'native'];
      }
      async serializeEventStream({ eventStream: e, requestSchema: r, initialRequest: o }) {
        return (await this.loadEventStreamCapability()).serializeEventStream({
          eventStream: e,
          requestSchema: r,
          initialRequest: o,
        });
      }
      async deserializeEventStream({ response: e, responseSchema: r, initialResponseContainer: o }) {
        return (await this.loadEventStreamCapability()).deserializeEventStream({
          response: e,
          responseSchema: r,
          initialResponseContainer: o,
        });
      }
      async loadEventStreamCapability() {
        const { EventStreamSerde: e, eventStreamSerdeProvider: r } = await Promise.resolve().then(() => (W0(), Z0)),
          o = this.resolveEventStreamMarshaller(r);
        return new e({
          marshaller: o,
          serializer: this.serializer,
          deserializer: this.deserializer,
          serdeContext: this.serdeContext,
          defaultContentType: this.getDefaultContentType(),
          compositeErrorRegistry: this.compositeErrorRegistry,
        });
      }
      getDefaultContentType() {
        throw new Error(
          `@smithy/core/protocols - ${this.constructor.name} getDefaultContentType() implementation missing.`,
        );
      }
      async deserializeHttpMessage(e, r, o, n, s) {
        return [];
      }
      getEventStreamMarshaller() {
        const e = this.serdeContext;
        if (!e.eventStreamMarshaller)
          throw new Error('@smithy/core - HttpProtocol: eventStreamMarshaller missing in serdeContext.');
        return e.eventStreamMarshaller;
      }
      resolveEventStreamMarshaller(e) {
        const r = this.serdeContext;
        return r.eventStreamMarshaller ? r.eventStreamMarshaller : e(this.serdeContext);
      }
    };
  });
var Yi,
  q0 = p(() => {
    Q();
    N();
    gn();
    pg();
    bs();
    Xh();
    Yi = class extends Ps {
      async serializeRequest(e, r, o) {
        const n = r && typeof r == 'object' ? r : {},
          s = {},
          i = {},
          a = await o.endpoint(),
          c = ze.of(e?.input),
          u = c.getHttpBindings().request,
          l = cl(e),
          d = new Z({ query: s, headers: i });
        if (a) {
          this.updateServiceEndpoint(d, a), this.setHostPrefix(d, e, n, l);
          const [f, h, g] = l;
          if (f) {
            (d.method = f), (d.path = d.path === '/' ? h : d.path + h);
            for (const [y, S] of g) s[y] = S;
          }
        }
        d.query = s;
        const m = this.serializeHttpBindings(n, d, u, l);
        return m && (d.body = await this.serializeEventStream({ eventStream: m, requestSchema: c })), d;
      }
      serializeHttpBindings(e, r, o, n) {
        let s = this.serializer,
          i = typeof s.writeCodec == 'function' ? s : void 0,
          a = r.query,
          c = r.headers,
          u = o.syntheticBodySchema,
          l = !1,
          d,
          m,
          f,
          h = Object.getOwnPropertyNames(e),
          g = Object.getPrototypeOf(e),
          y =
            (g === Object.prototype || g === null) &&
            !o.hasIdempotency &&
            !o.hasPrefixHeaders &&
            h.length * 2 < o.memberBindings.length,
          S = y ? h.length : o.memberBindings.length;
        for (let w = 0; w < S; ++w) {
          const I = y ? (P(o.byName, h[w]) ? o.byName[h[w]] : void 0) : o.memberBindings[w];
          if (!I) continue;
          const A = I[1],
            B = I[0],
            Ve = A[0],
            xt = A[1],
            ne = A[2],
            Ee = I[2],
            je = I[3],
            De = e[B];
          if (!(De == null && !((xt >> 10) & 1)))
            if (Ee === 36) {
              const q = (xt >> 11) & 3;
              q
                ? q === 2
                  ? (m = De || void 0)
                  : (d = De)
                : (i ? i.writeCodec(Ve, De) : s.write(Ve, De), (d = s.flush()));
            } else if (Ee === 33 || Ee === 38) {
              const q = this.serializeHttpValue(A, De, Ee, i);
              Ee === 33 ? ((f ??= Object.create(null))[B] = q) : (c[je] = q);
            } else if (Ee === 39)
              for (const q in De) {
                if (!P(De, q)) continue;
                const Wt = je + q;
                c[Wt.toLowerCase()] = this.serializeHttpValue(
                  ne,
                  De[q],
                  38,
                  i,
                  i ? ne[0] : [ne[0], { httpHeader: Wt }],
                );
              }
            else (Ee & 62) === 34 ? this.serializeQuery(A, De, je, a, i) : (l = !0);
        }
        const x = n[1],
          b = n[3];
        return (
          x && b && r.path.endsWith(x) && (r.path = r.path.slice(0, -x.length) + this.serializePath(b, f, o)),
          l && u && (i ? i.writeCodec(u, e) : s.write(u, e), (d = s.flush())),
          (r.body = d),
          m
        );
      }
      serializeQuery(e, r, o, n, s) {
        const [i, a, c] = e,
          u = s ? void 0 : i.getMergedTraits();
        if (o === void 0) {
          for (const l in r)
            !P(r, l) ||
              l in n ||
              (s || Object.assign(c[0].getMergedTraits(), { ...u, httpQuery: l, httpQueryParams: void 0 }),
              this.serializeQuery(c, r[l], l, n, s));
          return;
        }
        if ((a & 192) === 64) {
          const l = [];
          for (const d of r) {
            const m = this.serializeHttpValue(c, d, 34, s, s ? c[0] : [c[0], u]);
            ((a >> 13) & 1 || m !== void 0) && l.push(m);
          }
          n[o] = l;
        } else n[o] = this.serializeHttpValue(e, r, 34, s, s ? i : [i, u]);
      }
      serializeHttpValue(e, r, o, n, s = e[0]) {
        const i = e[1],
          a = i & 255;
        return n && !(i & 1792) && (a <= 2 || a === 17 || a === 19)
          ? String(r)
          : (n ? n.writeHttpBinding(e, r, o) : this.serializer.write(s, r), this.serializer.flush());
      }
      serializePath(e, r, o) {
        let n = '';
        for (const [s, i] of e) {
          if (i === 0) {
            n += s;
            continue;
          }
          const a = r?.[s];
          if (a === void 0) {
            if (P(o.byName, s) && o.byName[s][2] === 33)
              throw new Error(`No value provided for input HTTP label: ${s}.`);
            n += `{${s}${i === 2 ? '+' : ''}}`;
          } else n += i === 2 ? a.split('/').map(hn).join('/') : hn(a);
        }
        return n;
      }
      async deserializeResponse(e, r, o) {
        const n = this.deserializer,
          s = typeof n.readCodec == 'function' ? n : void 0,
          i = ze.of(e.output),
          a = i.getHttpBindings().response,
          c = {};
        if (o.statusCode >= 300) {
          const l = await Ze(o.body, r);
          throw (
            (l.byteLength > 0 && Object.assign(c, await n.read(15, l)),
            await this.handleError(e, r, o, c, this.deserializeMetadata(o)),
            new Error('@smithy/core/protocols - HTTP Protocol error handler failed to throw.'))
          );
        }
        const u = await this.deserializeHttpMessage(i, r, o, c);
        if (u.length) {
          const l = await Ze(o.body, r);
          if (l.byteLength > 0) {
            const d = await (s ? s.readCodec(a.syntheticBodySchema, l) : n.read(a.syntheticBodySchema, l));
            for (const m of u) d[m] != null && (c[m] = d[m]);
          }
        } else a.bindings.payload || (await Ze(o.body, r));
        return (c.$metadata = this.deserializeMetadata(o)), c;
      }
      async deserializeHttpMessage(e, r, o, n, s) {
        const i = n instanceof Set ? s : n,
          a = this.deserializer,
          c = typeof a.readCodec == 'function' ? a : void 0,
          u = ze.of(e),
          {
            bodyMemberNames: l,
            bindings: { payload: d, statusCode: m, headers: f, prefixHeaders: h },
          } = u.getHttpBindings().response,
          g = o.headers;
        if (d) {
          const [y, S] = d,
            [x, b] = S,
            w = (b >> 11) & 3;
          if (w)
            w === 2
              ? (i[y] = await this.deserializeEventStream({ response: o, responseSchema: u }))
              : (i[y] = Zi(o.body));
          else if (o.body) {
            const I = await Ze(o.body, r);
            I.byteLength > 0 && (i[y] = await (c ? c.readPayload(S, I) : a.read(x, I)));
          }
        }
        for (const y in g) {
          if (!P(g, y)) continue;
          const S = y.toLowerCase(),
            x = g[y];
          S !== y && (delete g[y], (g[S] = x));
          const b = P(f, S) ? f[S] : void 0;
          if (!b) continue;
          const [w, [I, A, B], , Ve] = b;
          if (B) {
            const xt = (A >> 16) & 1 ? th(x, ',', 2) : Oi(x),
              ne = [];
            for (const Ee of xt)
              ne.push(c ? c.readHttpBinding(B, Ee.trim(), 38) : await a.read([B[0], { httpHeader: Ve }], Ee.trim()));
            i[w] = ne;
          } else i[w] = c ? c.readHttpBinding(b[1], x, 38) : await a.read(I, x);
        }
        for (const [y, [, , S], , x] of h) {
          i[y] = {};
          for (const b in g) {
            if (!P(g, b) || !b.startsWith(x)) continue;
            const w = g[b];
            i[y][b.slice(x.length)] = c ? c.readHttpBinding(S, w, 38) : await a.read([S[0], { httpHeader: b }], w);
          }
        }
        return m && (i[m[0]] = o.statusCode), l;
      }
    };
  });
var xn,
  J0 = p(() => {
    Q();
    oe();
    Q();
    pg();
    bs();
    xn = class extends Ps {
      async serializeRequest(e, r, o) {
        let n = this.serializer,
          s = {},
          i = {},
          a = await o.endpoint(),
          c = L.of(e?.input),
          u = c.getSchema(),
          l,
          d = r && typeof r == 'object' ? r : {},
          m = new Z({
            protocol: '',
            hostname: '',
            port: void 0,
            path: '/',
            fragment: void 0,
            query: s,
            headers: i,
            body: void 0,
          });
        if ((a && (this.updateServiceEndpoint(m, a), this.setHostPrefix(m, e, d)), d)) {
          const f = c.getEventStreamMember();
          if (f) {
            if (d[f]) {
              const h = {};
              for (const [g] of c.structIterator()) g !== f && d[g] != null && (h[g] = d[g]);
              l = await this.serializeEventStream({ eventStream: d[f], requestSchema: c, initialRequest: h });
            }
          } else n.write(u, d), (l = n.flush());
        }
        return (m.headers = Object.assign(m.headers, i)), (m.query = s), (m.body = l), (m.method = 'POST'), m;
      }
      async deserializeResponse(e, r, o) {
        const n = this.deserializer,
          s = L.of(e.output),
          i = {};
        if (this.isErrorResponse(o.statusCode)) {
          const c = await Ze(o.body, r);
          throw (
            (c.byteLength > 0 && Object.assign(i, await n.read(15, c)),
            await this.handleError(e, r, o, i, this.deserializeMetadata(o)),
            new Error('@smithy/core/protocols - RPC Protocol error handler failed to throw.'))
          );
        }
        for (const c in o.headers) {
          if (!P(o.headers, c)) continue;
          const u = o.headers[c];
          delete o.headers[c], (o.headers[c.toLowerCase()] = u);
        }
        const a = s.getEventStreamMember();
        if (a)
          i[a] = await this.deserializeEventStream({ response: o, responseSchema: s, initialResponseContainer: i });
        else {
          const c = await Ze(o.body, r);
          c.byteLength > 0 && Object.assign(i, await n.read(s, c));
        }
        return (i.$metadata = this.deserializeMetadata(o)), i;
      }
      isErrorResponse(e) {
        return e >= 300;
      }
    };
  });
var _n,
  dg = p(() => {
    N();
    gn();
    Wi();
    _n = class extends Kr {
      settings;
      constructor(e) {
        super(), (this.settings = e);
      }
      read(e, r) {
        const o = ze.of(e),
          n = o.getMergedTraits(),
          s = o.getHttpBindingLocation(n);
        return this.readHttpBinding(o.getHttpBindingValue(s, n), r, s);
      }
      readHttpBinding([e, r, o], n, s) {
        const i = r & 255;
        if ((i & 192) === 64)
          return (o ??= e.getHttpBindingCollectionValue(s)), Oi(n).map((a) => this.readHttpBinding(o, a, s));
        switch (i) {
          case 21:
          case 42:
            return (this.serdeContext?.base64Decoder ?? Te)(n);
          case 4:
          case 5:
          case 6:
          case 7: {
            const a = this.settings.httpBindings ? (r >> 14) & 3 : 0;
            switch (
              this.settings.timestampFormat.useTrait && i > 4 ? i : a ? a + 4 : this.settings.timestampFormat.default
            ) {
              case 5:
                return Qf(n);
              case 6:
                return eh(n);
              case 7:
                return Xf(n);
              default:
                return console.warn('Missing timestamp format, parsing value with Date constructor:', n), new Date(n);
            }
          }
          case 0: {
            const a = (r >> 8) & 3;
            if (!a) return n;
            let c = n;
            return (
              (s & 6) === 6 &&
                (c = (this.serdeContext?.utf8Encoder ?? ue)((this.serdeContext?.base64Decoder ?? Te)(c))),
              a === 2 ? tt.from(c) : c
            );
          }
          case 1:
            return Number(n);
          case 2:
            return n.toLowerCase() === 'true';
          case 17:
            return BigInt(n);
          case 19:
            return new ve(n, 'bigDecimal');
          default:
            return n;
        }
      }
    };
  });
var Xi,
  Y0 = p(() => {
    N();
    gn();
    Wi();
    dg();
    Xi = class extends Kr {
      codecDeserializer;
      stringDeserializer;
      constructor(e, r) {
        super(), (this.codecDeserializer = e), (this.stringDeserializer = new _n(r));
      }
      setSerdeContext(e) {
        this.stringDeserializer.setSerdeContext(e), this.codecDeserializer.setSerdeContext(e), (this.serdeContext = e);
      }
      read(e, r) {
        const o = ze.of(e),
          n = o.getMergedTraits();
        if (n.httpHeader || n.httpResponseCode) {
          const s = o.getHttpBindingValue(38, n);
          return this.readHttpBinding(s, r, 38);
        }
        return n.httpPayload ? this.readPayload(o.getHttpBindingValue(36, n), r) : this.readCodec(o, r);
      }
      readHttpBinding(e, r, o) {
        const n = typeof r == 'string' ? r : (this.serdeContext?.utf8Encoder ?? ue)(r);
        return this.stringDeserializer.readHttpBinding(e, n, o);
      }
      readPayload([e, r], o) {
        const n = r & 255;
        return n === 21 || n === 42
          ? typeof o == 'string'
            ? (this.serdeContext?.utf8Decoder ?? fe)(o)
            : o
          : n === 0
            ? typeof o == 'string'
              ? o
              : (this.serdeContext?.utf8Encoder ?? ue)(o)
            : this.readCodec(e, o);
      }
      readCodec(e, r) {
        return this.codecDeserializer.read(e, r);
      }
    };
  });
var fl,
  X0 = p(() => {
    N();
    gn();
    Wi();
    fl = class extends Kr {
      settings;
      stringBuffer = '';
      constructor(e) {
        super(), (this.settings = e);
      }
      write(e, r) {
        const o = ze.of(e),
          n = o.getMergedTraits(),
          s = o.getHttpBindingLocation(n);
        this.writeHttpBinding(o.getHttpBindingValue(s, n), r, s);
      }
      writeHttpBinding([e, r, o], n, s) {
        const i = r & 255;
        switch (typeof n) {
          case 'object':
            if (n === null) {
              this.stringBuffer = 'null';
              return;
            }
            if (i >= 4 && i <= 7) {
              if (!(n instanceof Date))
                throw new Error(
                  `@smithy/core/protocols - received non-Date value ${n} when schema expected Date in ${e.getName(!0)}`,
                );
              const u = this.settings.httpBindings ? (r >> 14) & 3 : 0;
              switch (
                this.settings.timestampFormat.useTrait && i > 4 ? i : u ? u + 4 : this.settings.timestampFormat.default
              ) {
                case 5:
                  this.stringBuffer = n.toISOString().replace('.000Z', 'Z');
                  break;
                case 6:
                  this.stringBuffer = pn(n);
                  break;
                case 7:
                  this.stringBuffer = String(n.getTime() / 1e3);
                  break;
                default:
                  console.warn('Missing timestamp format, using epoch seconds', n),
                    (this.stringBuffer = String(n.getTime() / 1e3));
              }
              return;
            }
            if ((i === 21 || i === 42) && 'byteLength' in n) {
              this.stringBuffer = (this.serdeContext?.base64Encoder ?? _e)(n);
              return;
            }
            if ((i & 192) === 64 && Array.isArray(n)) {
              o ??= e.getHttpBindingCollectionValue(s);
              let u = o[1] & 255,
                l = u >= 4 && u <= 7,
                d = '';
              for (const m of n) {
                this.writeHttpBinding(o, m, s);
                const f = this.flush();
                d && (d += ', '), (d += l ? f : Wf(f));
              }
              this.stringBuffer = d;
              return;
            }
            this.stringBuffer = JSON.stringify(n, null, 2);
            break;
          case 'string': {
            let a = (r >> 8) & 3,
              c = n;
            if ((a === 2 && (c = tt.from(c)), a && (s & 6) === 6)) {
              this.stringBuffer = (this.serdeContext?.base64Encoder ?? _e)(c.toString());
              return;
            }
            this.stringBuffer = n;
            break;
          }
          default:
            this.stringBuffer = (r >> 10) & 1 ? Es() : String(n);
        }
      }
      flush() {
        const e = this.stringBuffer;
        return (this.stringBuffer = ''), e;
      }
    };
  });
var Qi,
  Q0 = p(() => {
    gn();
    X0();
    Qi = class {
      codecSerializer;
      stringSerializer;
      buffer;
      constructor(e, r, o = new fl(r)) {
        (this.codecSerializer = e), (this.stringSerializer = o);
      }
      setSerdeContext(e) {
        this.codecSerializer.setSerdeContext(e), this.stringSerializer.setSerdeContext(e);
      }
      write(e, r) {
        const o = ze.of(e),
          n = o.getMergedTraits();
        if (n.httpHeader || n.httpLabel || n.httpQuery) {
          const s = o.getHttpBindingLocation(n);
          this.writeHttpBinding(o.getHttpBindingValue(s, n), r, s);
          return;
        }
        this.writeCodec(o, r);
      }
      writeHttpBinding(e, r, o) {
        this.stringSerializer.writeHttpBinding(e, r, o), (this.buffer = this.stringSerializer.flush());
      }
      writeCodec(e, r) {
        this.codecSerializer.write(e, r);
      }
      flush() {
        if (this.buffer !== void 0) {
          const e = this.buffer;
          return (this.buffer = void 0), e;
        }
        return this.codecSerializer.flush();
      }
    };
  });
function En(t, e) {
  if (e.timestampFormat.useTrait) {
    const a = t.getSchema();
    if (a === 5 || a === 6 || a === 7) return a;
  }
  const { httpLabel: r, httpPrefixHeaders: o, httpHeader: n, httpQuery: s } = t.getMergedTraits();
  return (e.httpBindings ? (typeof o == 'string' || n ? 6 : s || r ? 5 : void 0) : void 0) ?? e.timestampFormat.default;
}
var hl = p(() => {});
var Sr,
  xr,
  eC = p(() => {
    (Sr = (t) => (
      t.logger &&
        t.logger.constructor?.name !== 'NoOpLogger' &&
        t.requestHandler?.updateHttpClientConfig?.(Symbol.for('logger'), t.logger),
      t.defaultSocketTimeout &&
        t.requestHandler?.updateHttpClientConfig?.(Symbol.for('@smithy/defaultSocketTimeout'), t.defaultSocketTimeout),
      {
        setHttpHandler(e) {
          t.requestHandler = e;
        },
        httpHandler() {
          return t.requestHandler;
        },
        updateHttpClientConfig(e, r) {
          t.requestHandler?.updateHttpClientConfig(e, r);
        },
        httpHandlerConfigs() {
          return t.requestHandler.httpHandlerConfigs();
        },
      }
    )),
      (xr = (t) => ({ requestHandler: t.httpHandler() }));
  });
function rC(t) {
  return (e) => async (r) => {
    const o = r.request;
    if (Z.isInstance(o)) {
      const { body: n, headers: s } = o;
      if (
        n &&
        Object.keys(s)
          .map((i) => i.toLowerCase())
          .indexOf(tC) === -1
      )
        try {
          const i = t(n);
          i != null && (o.headers = { ...o.headers, [tC]: String(i) });
        } catch {}
    }
    return e({ ...r, request: o });
  };
}
var tC,
  oC,
  _r,
  nC = p(() => {
    Q();
    tC = 'content-length';
    (oC = {
      step: 'build',
      tags: ['SET_CONTENT_LENGTH', 'CONTENT_LENGTH'],
      name: 'contentLengthMiddleware',
      override: !0,
    }),
      (_r = (t) => ({
        applyToStack: (e) => {
          e.add(rC(t.bodyLengthChecker), oC);
        },
      }));
  });
var Er,
  R3,
  mg = p(() => {
    (Er = (t) => encodeURIComponent(t).replace(/[!'()*]/g, R3)),
      (R3 = (t) => `%${t.charCodeAt(0).toString(16).toUpperCase()}`);
  });
function fg(t) {
  const e = [];
  for (let r of Object.keys(t).sort()) {
    const o = t[r];
    if (((r = Er(r)), Array.isArray(o))) for (let n = 0, s = o.length; n < s; n++) e.push(`${r}=${Er(o[n])}`);
    else {
      let n = r;
      (o || typeof o == 'string') && (n += `=${Er(o)}`), e.push(n);
    }
  }
  return e.join('&');
}
var sC = p(() => {
  mg();
});
var zo,
  gl = p(() => {
    zo = class {
      serdeContext;
      setSerdeContext(e) {
        this.serdeContext = e;
      }
    };
  });
var yl,
  iC = p(() => {
    yl = class {
      from;
      to;
      keys;
      constructor(e, r) {
        (this.from = e), (this.to = r);
        const o = Object.keys(this.from),
          n = new Set(o);
        n.delete('__type'), (this.keys = n);
      }
      mark(e) {
        this.keys.delete(e);
      }
      hasUnknown() {
        return this.keys.size === 1 && Object.keys(this.to).length === 0;
      }
      writeUnknown() {
        if (this.hasUnknown()) {
          const e = this.keys.values().next().value,
            r = this.from[e];
          this.to.$unknown = [e, r];
        }
      }
    };
  });
function Sl() {
  if (ea === void 0)
    try {
      if (typeof Buffer != 'function') ea = !1;
      else {
        const t = JSON.parse(Buffer.from([123, 125]));
        ea = t !== null && typeof t == 'object';
      }
    } catch {
      ea = !1;
    }
  return ea;
}
var ea,
  hg = p(() => {});
function xl(t, e, r) {
  if (r?.source) {
    const o = r.source;
    if (typeof e == 'number')
      return e <= Number.MAX_SAFE_INTEGER && e >= Number.MIN_SAFE_INTEGER
        ? O3(o, e)
          ? e
          : new ve(o, 'bigDecimal')
        : P3(o)
          ? new ve(o, 'bigDecimal')
          : /[eE]/.test(o)
            ? k3(o)
            : BigInt(o);
  }
  return e;
}
function P3(t) {
  const e = t.indexOf('.');
  if (e === -1) return !1;
  const r = t.search(/[eE]/);
  if (r === -1) return !0;
  const o = r - e - 1;
  return parseInt(t.slice(r + 1), 10) < o;
}
function O3(t, e) {
  if (t === String(e) || Object.is(e, -0)) return !0;
  if (/[eE]/.test(t)) return gg(t) === gg(String(e));
  const r = t.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
    o = String(e);
  return r === o ? !0 : /[eE]/.test(o) ? r === gg(o) : !1;
}
function gg(t) {
  let e = t.startsWith('-'),
    r = e ? t.slice(1) : t,
    o = r.search(/[eE]/),
    n;
  if (o === -1) n = r;
  else {
    let s = parseInt(r.slice(o + 1), 10),
      i = r.slice(0, o),
      a = i.indexOf('.'),
      c,
      u;
    a === -1 ? ((c = i), (u = i.length)) : ((c = i.slice(0, a) + i.slice(a + 1)), (u = a)),
      (c = c.replace(/0+$/, '') || '0');
    const l = u + s;
    c === '0'
      ? (n = '0')
      : l <= 0
        ? (n = '0.' + '0'.repeat(-l) + c)
        : l >= c.length
          ? (n = c + '0'.repeat(l - c.length))
          : (n = c.slice(0, l) + '.' + c.slice(l));
  }
  return n.includes('.') && (n = n.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')), (e ? '-' : '') + n;
}
function k3(t) {
  let e = t.search(/[eE]/),
    r = parseInt(t.slice(e + 1), 10),
    o = t.startsWith('-'),
    n = t.slice(o ? 1 : 0, e),
    s = n.indexOf('.'),
    i,
    a;
  if (s === -1) (i = n), (a = r);
  else {
    i = n.slice(0, s) + n.slice(s + 1);
    const u = n.length - s - 1;
    a = r - u;
  }
  i = i.replace(/0+$/, '') || '0';
  const c = BigInt(i) * 10n ** BigInt(a + (n.replace('.', '').length - i.length));
  return o ? -c : c;
}
var yg = p(() => {
  N();
});
function El(t) {
  const e = L.of(t),
    r = e.getSchema();
  if (Array.isArray(r) && e.isStructSchema()) {
    if (Sg in r) return r[Sg];
    const o = _l(e, new Set());
    return (r[Sg] = o), o;
  }
  return _l(e, new Set());
}
function _l(t, e) {
  const r = t.getSchema();
  if (e.has(r)) return !1;
  if ((e.add(r), t.isBigIntegerSchema() || t.isBigDecimalSchema())) return !0;
  if (t.isStructSchema()) {
    for (const [, o] of t.structIterator()) if (_l(o, e)) return !0;
  } else if (t.isListSchema() || t.isMapSchema()) {
    if (_l(t.getValueSchema(), e)) return !0;
  } else if (t.isDocumentSchema()) return !0;
  return !1;
}
var Sg,
  xg = p(() => {
    oe();
    Sg = Symbol.for('@aws-sdk/reviver');
  });
var aC,
  cC = p(() => {
    bs();
    N();
    aC = (t, e) => Ze(t, e).then((r) => (e?.utf8Encoder ?? ue)(r));
  });
async function bl(t, e, r) {
  let o;
  if (Sl() && typeof t?.[Symbol.asyncIterator] == 'function') {
    const s = await Ze(t, e);
    typeof Buffer == 'function' &&
      (Buffer.isBuffer(s) ? (o = s) : (o = Buffer.from(s.buffer, s.byteOffset, s.byteLength)));
  }
  if ((o || (o = await aC(t, e)), o.length === 0)) return {};
  const n = r && El(r) ? xl : void 0;
  try {
    return JSON.parse(o, n);
  } catch (s) {
    throw (
      (s?.name === 'SyntaxError' &&
        Object.defineProperty(s, '$responseBodyText', { value: typeof o == 'string' ? o : o.toString('utf8') }),
      s)
    );
  }
}
var uC,
  _g,
  wl,
  Il,
  lC,
  Eg = p(() => {
    bs();
    cC();
    hg();
    yg();
    xg();
    (uC = (t, e) => Object.keys(t).find((r) => r.toLowerCase() === e.toLowerCase())),
      (_g = (t) => {
        let e = t;
        return (
          typeof e == 'number' && (e = e.toString()),
          e.indexOf(',') >= 0 && (e = e.split(',')[0]),
          e.indexOf(':') >= 0 && (e = e.split(':')[0]),
          e.indexOf('#') >= 0 && (e = e.split('#')[1]),
          e
        );
      }),
      (wl = (t, e) => lC(t, e, ['header', 'code', 'type'])),
      (Il = (t, e, r = !1) => lC(t, e, r ? ['code', 'header', 'type'] : ['type', 'code', 'header'])),
      (lC = ({ headers: t }, e, r) => {
        for (; r.length > 0; )
          switch (r.shift()) {
            case 'header': {
              const n = uC(t ?? {}, 'x-amzn-errortype');
              if (n !== void 0) return _g(t[n]);
              break;
            }
            case 'code': {
              const s = uC(e ?? {}, 'code');
              if (s && e[s] !== void 0) return _g(e[s]);
              break;
            }
            case 'type':
              if (e?.__type !== void 0) return _g(e.__type);
              break;
          }
      });
  });
var Mo,
  bg = p(() => {
    hl();
    oe();
    N();
    gl();
    iC();
    hg();
    yg();
    xg();
    Eg();
    Q();
    Mo = class extends zo {
      settings;
      constructor(e) {
        super(), (this.settings = e);
      }
      async read(e, r) {
        let o = El(e) ? xl : void 0,
          n;
        if (typeof r == 'string') {
          if (r.length === 0) return {};
          n = JSON.parse(r, o);
        } else if (r instanceof Uint8Array && Sl()) {
          if (r.byteLength === 0) return {};
          const s = Buffer.isBuffer(r) ? r : Buffer.from(r.buffer, r.byteOffset, r.byteLength);
          n = JSON.parse(s, o);
        } else n = await bl(r, this.serdeContext, e);
        return this._read(e, n);
      }
      readObject(e, r) {
        return this._read(e, r);
      }
      _read(e, r) {
        const o = r !== null && typeof r == 'object',
          n = L.of(e);
        if (o) {
          if (n.isStructSchema()) return this._readStruct(n, r);
          if (Array.isArray(r) && n.isListSchema()) {
            const i = n.getValueSchema();
            if (this.needsTransform(i)) for (let a = 0; a < r.length; ++a) r[a] = this._read(i, r[a]);
            return r;
          }
          if (n.isMapSchema()) {
            const i = n.getValueSchema(),
              a = r;
            if (this.needsTransform(i))
              for (const c in a) P(a, c) && (c === '__proto__' && fo(a), (a[c] = this._read(i, a[c])));
            return a;
          }
        }
        if (n.isBlobSchema() && typeof r == 'string') return Te(r);
        const s = n.getMergedTraits().mediaType;
        if (n.isStringSchema() && typeof r == 'string' && s)
          return s === 'application/json' || s.endsWith('+json') ? tt.from(r) : r;
        if (n.isTimestampSchema() && r != null)
          switch (En(n, this.settings)) {
            case 5:
              return Kf(r);
            case 6:
              return Pi(r);
            case 7:
              return Zf(r);
            default:
              return console.warn('Missing timestamp format, parsing value with Date constructor:', r), new Date(r);
          }
        if (n.isBigIntegerSchema() && (typeof r == 'number' || typeof r == 'string')) return BigInt(r);
        if (n.isBigDecimalSchema() && r != null) {
          if (r instanceof ve) return r;
          const i = r;
          return i.type === 'bigDecimal' && 'string' in i ? new ve(i.string, i.type) : new ve(String(r), 'bigDecimal');
        }
        if (n.isNumericSchema() && typeof r == 'string') {
          switch (r) {
            case 'Infinity':
              return 1 / 0;
            case '-Infinity':
              return -1 / 0;
            case 'NaN':
              return NaN;
          }
          return r;
        }
        if (n.isDocumentSchema() && o)
          if (Array.isArray(r))
            for (let i = 0; i < r.length; ++i) {
              const a = r[i];
              a instanceof ve || (r[i] = this._read(n, a));
            }
          else {
            const i = r;
            for (const a in i) {
              if (!P(i, a)) continue;
              a === '__proto__' && fo(i);
              const c = i[a];
              c instanceof ve || (i[a] = this._read(n, c));
            }
          }
        return r;
      }
      _readStruct(e, r) {
        let o = e.isUnionSchema(),
          n = {},
          s,
          i = typeof r.__type == 'string',
          { jsonName: a } = this.settings;
        a && i && (s = {});
        let c;
        o && (c = new yl(r, n));
        for (const [u, l] of e.structIterator()) {
          let d = u;
          a && ((d = l.getMergedTraits().jsonName ?? d), i && (s[d] = u)),
            o && c.mark(d),
            r[d] != null && (n[u] = this._read(l, r[d]));
        }
        if (o) c.writeUnknown();
        else if (i)
          for (const u in r) {
            if (!P(r, u)) continue;
            const l = r[u],
              d = a ? (s[u] ?? u) : u;
            d in n || (n[d] = l);
          }
        return n;
      }
      needsTransform(e) {
        return !!(
          e.isBlobSchema() ||
          e.isTimestampSchema() ||
          e.isBigIntegerSchema() ||
          e.isBigDecimalSchema() ||
          e.isNumericSchema() ||
          e.isDocumentSchema() ||
          e.isStructSchema() ||
          e.isListSchema() ||
          e.isMapSchema() ||
          (e.isStringSchema() && e.getMergedTraits().mediaType)
        );
      }
    };
  });
var Tl,
  pC,
  dC = p(() => {
    N();
    (Tl = class t extends Uint8Array {
      string = null;
      static allocUnsafe(e) {
        if (typeof Buffer == 'function') {
          const r = Buffer.allocUnsafe(e);
          return new t(r.buffer, r.byteOffset, r.byteLength);
        }
        return new t(e);
      }
      toString() {
        return this.s();
      }
      valueOf() {
        return this.s();
      }
      includes(e, r) {
        return typeof e == 'string' ? this.s().includes(e, r) : Uint8Array.prototype.includes.call(this, e, r);
      }
      indexOf(e, r) {
        return typeof e == 'string' ? this.s().indexOf(e, r) : Uint8Array.prototype.indexOf.call(this, e, r);
      }
      lastIndexOf(e, r) {
        if (typeof e == 'string') return this.s().lastIndexOf(e, r);
        const o = Uint8Array.prototype.lastIndexOf;
        return r !== void 0 ? o.call(this, e, r) : o.call(this, e);
      }
      startsWith(e, r) {
        return this.s().startsWith(e, r);
      }
      endsWith(e, r) {
        return this.s().endsWith(e, r);
      }
      match(e) {
        return this.s().match(e);
      }
      replace(e, r) {
        return this.s().replace(e, r);
      }
      search(e) {
        return this.s().search(e);
      }
      split(e, r) {
        return this.s().split(e, r);
      }
      substring(e, r) {
        return this.s().substring(e, r);
      }
      trim() {
        return this.s().trim();
      }
      trimStart() {
        return this.s().trimStart();
      }
      trimEnd() {
        return this.s().trimEnd();
      }
      charAt(e) {
        return this.s().charAt(e);
      }
      charCodeAt(e) {
        return this.s().charCodeAt(e);
      }
      padStart(e, r) {
        return this.s().padStart(e, r);
      }
      padEnd(e, r) {
        return this.s().padEnd(e, r);
      }
      repeat(e) {
        return this.s().repeat(e);
      }
      toUpperCase() {
        return this.s().toUpperCase();
      }
      toLowerCase() {
        return this.s().toLowerCase();
      }
      s() {
        if (this.string == null) {
          const e = Date.now();
          e > pC + 6e4 &&
            (console.warn(
              '@aws-sdk/core/protocols - WARN - JsonCodec2: you have called a string method on a Uint8Array request body. It has been automatically converted to string. In a future version this will throw an error.',
            ),
            (pC = e)),
            (this.string = ue(this));
        }
        return this.string;
      }
    }),
      (pC = 0);
  });
function wg(t) {
  return Tl.allocUnsafe(t);
}
var vl,
  mC,
  fC,
  N3,
  D3,
  Os,
  Al,
  Cl,
  hC,
  $3,
  L3,
  z3,
  Zr,
  gC,
  Uo,
  Ig = p(() => {
    hl();
    oe();
    N();
    gl();
    Q();
    dC();
    (vl = new TextEncoder()),
      (mC = 123),
      (fC = 125),
      (N3 = 91),
      (D3 = 93),
      (Os = 34),
      (Al = 58),
      (Cl = 44),
      (hC = 92),
      ($3 = new Uint8Array([116, 114, 117, 101])),
      (L3 = new Uint8Array([102, 97, 108, 115, 101])),
      (z3 = new Uint8Array([110, 117, 108, 108])),
      (Zr = new Array(128).fill(null));
    Zr[8] = 'b';
    Zr[9] = 't';
    Zr[10] = 'n';
    Zr[12] = 'f';
    Zr[13] = 'r';
    Zr[34] = '"';
    Zr[92] = '\\';
    for (let t = 0; t < 32; t++) Zr[t] === null && (Zr[t] = 'u00' + t.toString(16).padStart(2, '0'));
    gC = 2048;
    Uo = class t extends zo {
      settings;
      json;
      i = 0;
      rootSchema;
      rawValue;
      passthrough = !1;
      constructor(e) {
        super(), (this.settings = e), (this.json = wg(gC));
      }
      write(e, r) {
        (this.i = 0),
          (this.rawValue = r),
          (this.rootSchema = L.of(e)),
          (this.passthrough = this.rootSchema.isBlobSchema() || this.rootSchema.isStringSchema()),
          this.passthrough || this.writeValue(this.rootSchema, r, void 0);
      }
      writeDiscriminatedDocument(e, r) {
        (this.i = 0), (this.rootSchema = L.of(e));
        const o = this.rootSchema;
        if (o.isStructSchema() && r != null && typeof r == 'object') {
          this.writeValue(o, r, void 0);
          const n = `"__type":"${o.getName(!0) ?? 'Unknown'}",`,
            s = n.length;
          this.ensure(s),
            this.json.copyWithin(1 + s, 1, this.i),
            vl.encodeInto(n, this.json.subarray(1)),
            (this.i += s);
        } else this.writeValue(o, r, void 0);
      }
      flush() {
        this.rootSchema = void 0;
        const e = this.i;
        this.i = 0;
        const r = this.rawValue;
        if (((this.rawValue = void 0), e === 0)) return r;
        const o = this.json.subarray(0, e);
        return (this.json = wg(gC)), o;
      }
      ensure(e) {
        const { i: r, json: o } = this;
        if (r + e > o.length) {
          let n = o.length * 2;
          for (; n < r + e; ) n *= 2;
          const s = wg(n);
          s.set(this.json), (this.json = s);
        }
      }
      writeAscii(e) {
        const r = e.length;
        this.ensure(r);
        let { i: o, json: n } = this;
        for (let s = 0; s < r; ++s) (n[o] = e.charCodeAt(s)), (o += 1);
        this.i = o;
      }
      writeAsciiQuoted(e) {
        const r = e.length;
        this.ensure(r + 4);
        let { json: o, i: n } = this;
        o[n++] = Os;
        for (let s = 0; s < r; ++s) o[n++] = e.charCodeAt(s);
        (o[n++] = Os), (this.i = n);
      }
      writeJsonString(e) {
        const r = e.length;
        this.ensure(r * 3 + 2), (this.json[this.i++] = Os);
        for (let o = 0; o < r; ++o) {
          const n = e.charCodeAt(o);
          if (n > 34 && n < 92) this.json[this.i++] = n;
          else if (n < 128) {
            const s = Zr[n];
            if (s !== null) {
              this.ensure(s.length + 1 + (r - o - 1) * 3 + 1), (this.json[this.i++] = hC);
              for (let i = 0; i < s.length; i++) this.json[this.i++] = s.charCodeAt(i);
            } else this.json[this.i++] = n;
          } else if (n >= 55296 && n <= 56319) {
            const s = o + 1 < r ? e.charCodeAt(o + 1) : 0;
            if (s >= 56320 && s <= 57343) {
              this.ensure(4);
              const { written: i } = vl.encodeInto(e.substring(o, o + 2), this.json.subarray(this.i));
              (this.i += i), ++o;
            } else this.ensure(6 + (r - o - 1) * 3 + 1), this.writeUnicodeEscape(n);
          } else if (n >= 56320 && n <= 57343) this.ensure(6 + (r - o - 1) * 3 + 1), this.writeUnicodeEscape(n);
          else {
            let { i: s, json: i } = this;
            n < 2048
              ? ((i[s++] = 192 | (n >> 6)), (i[s++] = 128 | (n & 63)))
              : ((i[s++] = 224 | (n >> 12)), (i[s++] = 128 | ((n >> 6) & 63)), (i[s++] = 128 | (n & 63))),
              (this.i = s);
          }
        }
        this.json[this.i++] = Os;
      }
      writeUnicodeEscape(e) {
        let { json: r, i: o } = this;
        (r[o++] = hC), (r[o++] = 117);
        const n = e.toString(16).padStart(4, '0');
        for (let s = 0; s < 4; ++s) r[o++] = n.charCodeAt(s);
        this.i = o;
      }
      static B64 = (() => {
        const e = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
          r = new Uint8Array(64);
        for (let o = 0; o < 64; ++o) r[o] = e.charCodeAt(o);
        return r;
      })();
      writeBase64(e) {
        const r = Math.ceil(e.length / 3) * 4;
        this.ensure(r + 2);
        let o = this.json,
          n = t.B64,
          s = this.i;
        o[s++] = Os;
        const i = e.length,
          a = i % 3,
          c = i - a;
        for (let u = 0; u < c; u += 3) {
          const l = e[u],
            d = e[u + 1],
            m = e[u + 2];
          (o[s++] = n[l >> 2]),
            (o[s++] = n[((l & 3) << 4) | (d >> 4)]),
            (o[s++] = n[((d & 15) << 2) | (m >> 6)]),
            (o[s++] = n[m & 63]);
        }
        if (a === 2) {
          const u = e[c],
            l = e[c + 1];
          (o[s++] = n[u >> 2]), (o[s++] = n[((u & 3) << 4) | (l >> 4)]), (o[s++] = n[(l & 15) << 2]), (o[s++] = 61);
        } else if (a === 1) {
          const u = e[c];
          (o[s++] = n[u >> 2]), (o[s++] = n[(u & 3) << 4]), (o[s++] = 61), (o[s++] = 61);
        }
        (o[s++] = Os), (this.i = s);
      }
      writeValue(e, r, o) {
        if (r == null) {
          if (o?.isStructSchema()) {
            if (r === void 0 && L.of(e).isIdempotencyToken()) {
              this.writeAsciiQuoted(Es());
              return;
            }
            return;
          }
          this.ensure(4), this.json.set(z3, this.i), (this.i += 4);
          return;
        }
        const n = L.of(e),
          s = typeof r == 'object';
        if (n.isStringSchema()) {
          const i = n.getMergedTraits().mediaType;
          if (i && (i === 'application/json' || i.endsWith('+json'))) {
            this.writeJsonString(tt.from(r).toString());
            return;
          }
        }
        if (this.settings.bigNumberAsString && r != null && (n.isBigIntegerSchema() || n.isBigDecimalSchema())) {
          const i = r instanceof ve ? r.string : String(r);
          this.writeAsciiQuoted(i);
          return;
        }
        if (s) {
          if (n.isStructSchema()) {
            this.writeStruct(n, r);
            return;
          }
          if (Array.isArray(r) && (n.isListSchema() || n.isDocumentSchema())) {
            this.writeList(n, r, n.isDocumentSchema());
            return;
          }
          if (n.isMapSchema()) {
            this.writeMap(n, r, !1);
            return;
          }
          if (r instanceof Uint8Array && (n.isBlobSchema() || n.isDocumentSchema())) {
            this.writeBase64(r);
            return;
          }
          if (r instanceof Date && (n.isTimestampSchema() || n.isDocumentSchema())) {
            this.writeTimestamp(n, r);
            return;
          }
          if (r instanceof ve) {
            this.writeAscii(r.string);
            return;
          }
          if (n.isDocumentSchema()) {
            Array.isArray(r) ? this.writeList(n, r, !0) : this.writeMap(n, r, !0);
            return;
          }
          const i = JSON.stringify(r);
          this.writeAscii(i);
          return;
        }
        if (typeof r == 'string') {
          if (n.isBlobSchema()) {
            const i = (this.serdeContext?.base64Encoder ?? _e)(r);
            this.writeAsciiQuoted(i);
            return;
          }
          this.writeJsonString(r);
          return;
        }
        if (typeof r == 'number') {
          if (Math.abs(r) === 1 / 0 || Number.isNaN(r)) {
            this.writeAsciiQuoted(String(r));
            return;
          }
          const i = String(r);
          this.writeAscii(i);
          return;
        }
        if (typeof r == 'boolean') {
          this.ensure(5);
          let { i, json: a } = this;
          r ? (a.set($3, i), (i += 4)) : (a.set(L3, i), (i += 5)), (this.i = i);
          return;
        }
        if (typeof r == 'bigint') {
          this.writeAscii(r.toString());
          return;
        }
        this.writeAscii(String(r));
      }
      writeStruct(e, r) {
        this.ensure(2), (this.json[this.i++] = mC);
        let o = !1,
          n = typeof r.__type == 'string',
          s;
        n && (s = new Set());
        for (const [i, a] of e.structIterator()) {
          const c = r[i];
          if (c == null && !a.isIdempotencyToken()) continue;
          o && (this.ensure(1), (this.json[this.i++] = Cl)), (o = !0);
          const u = this.settings.jsonName ? (a.getMergedTraits().jsonName ?? i) : i;
          s && (s.add(i), s.add(u)), this.writeAsciiQuoted(u), (this.json[this.i++] = Al), this.writeValue(a, c, e);
        }
        if (!o && e.isUnionSchema()) {
          const { $unknown: i } = r;
          if (Array.isArray(i)) {
            const [a, c] = i;
            this.writeAsciiQuoted(a), this.ensure(1), (this.json[this.i++] = Al), this.writeValue(15, c, e);
          }
        } else if (n)
          for (const i in r) {
            if (s.has(i)) continue;
            s.add(i);
            const a = r[i];
            o && (this.ensure(1), (this.json[this.i++] = Cl)),
              (o = !0),
              this.writeAsciiQuoted(i),
              this.ensure(1),
              (this.json[this.i++] = Al),
              this.writeValue(15, a, void 0);
          }
        this.ensure(1), (this.json[this.i++] = fC);
      }
      writeList(e, r, o) {
        const n = !!e.getMergedTraits().sparse,
          s = e.getValueSchema();
        if (!o && (s.isStringSchema() || s.isNumericSchema() || s.isBooleanSchema())) {
          let a = !1;
          for (let u = 0; u < r.length; ++u) {
            const l = r[u];
            if (Number.isNaN(l) || l === 1 / 0 || l === -1 / 0 || (l == null && !n)) {
              a = !0;
              break;
            }
          }
          let c;
          if (!a) c = JSON.stringify(r);
          else {
            const u = [];
            for (let l = 0; l < r.length; ++l) {
              const d = r[l];
              (d == null && !n) || (Number.isNaN(d) || d === 1 / 0 || d === -1 / 0 ? u.push(String(d)) : u.push(d));
            }
            c = JSON.stringify(u);
          }
          this.ensure(c.length * 3), (this.i += vl.encodeInto(c, this.json.subarray(this.i)).written);
          return;
        }
        this.ensure(2), (this.json[this.i++] = N3);
        let i = !1;
        for (let a = 0; a < r.length; ++a) {
          const c = r[a];
          (o ? c === void 0 : c == null && !n) ||
            (i && (this.ensure(1), (this.json[this.i++] = Cl)), this.writeValue(s, c, void 0), (i = !0));
        }
        this.ensure(1), (this.json[this.i++] = D3);
      }
      writeMap(e, r, o) {
        const n = !!e.getMergedTraits().sparse,
          s = e.getValueSchema();
        if (!o && (s.isStringSchema() || s.isNumericSchema() || s.isBooleanSchema())) {
          let a;
          for (const u in r) {
            if (!P(r, u)) continue;
            const l = r[u];
            Number.isNaN(l) || l === 1 / 0 || l === -1 / 0
              ? (((a ??= {})[u] = l), (r[u] = String(l)))
              : l === null && !n && (((a ??= {})[u] = null), (r[u] = void 0));
          }
          const c = JSON.stringify(r);
          a && Object.assign(r, a),
            this.ensure(c.length * 3),
            (this.i += vl.encodeInto(c, this.json.subarray(this.i)).written);
          return;
        }
        this.ensure(2), (this.json[this.i++] = mC);
        let i = !0;
        for (const a in r) {
          if (!P(r, a)) continue;
          const c = r[a];
          (o ? c === void 0 : c == null && !n) ||
            (i || (this.ensure(1), (this.json[this.i++] = Cl)),
            (i = !1),
            this.writeJsonString(a),
            this.ensure(1),
            (this.json[this.i++] = Al),
            this.writeValue(s, c, void 0));
        }
        this.ensure(1), (this.json[this.i++] = fC);
      }
      writeTimestamp(e, r) {
        switch (En(e, this.settings)) {
          case 5: {
            const n = r.toISOString().replace('.000Z', 'Z');
            this.writeAsciiQuoted(n);
            return;
          }
          case 6: {
            this.writeAsciiQuoted(pn(r));
            return;
          }
          case 7: {
            const n = String(r.getTime() / 1e3);
            this.writeAscii(n);
            return;
          }
          default: {
            const n = String(r.getTime() / 1e3);
            this.writeAscii(n);
            return;
          }
        }
      }
    };
  });
var Wr,
  yC = p(() => {
    gl();
    bg();
    Ig();
    Wr = class extends zo {
      settings;
      constructor(e) {
        super(), (this.settings = e);
      }
      createSerializer() {
        const e = new Uo(this.settings);
        return e.setSerdeContext(this.serdeContext), e;
      }
      createDeserializer() {
        const e = new Mo(this.settings);
        return e.setSerdeContext(this.serdeContext), e;
      }
    };
  });
var U = p(() => {
  bs();
  Xh();
  q0();
  J0();
  dg();
  Y0();
  Q0();
  hl();
  Q();
  Q();
  eC();
  nC();
  mg();
  sC();
  Q();
  Eg();
  yC();
  Ig();
  bg();
});
var SC,
  xC,
  br,
  _C = p(() => {
    U();
    (SC = (t) => (e) => async (r) => {
      if (!Z.isInstance(r.request)) return e(r);
      const { request: o } = r,
        { handlerProtocol: n = '' } = t.requestHandler.metadata || {};
      if (n.indexOf('h2') >= 0 && !o.headers[':authority'])
        delete o.headers.host, (o.headers[':authority'] = o.hostname + (o.port ? ':' + o.port : ''));
      else if (!o.headers.host) {
        let s = o.hostname;
        o.port != null && (s += `:${o.port}`), (o.headers.host = s);
      }
      return e(r);
    }),
      (xC = { name: 'hostHeaderMiddleware', step: 'build', priority: 'low', tags: ['HOST'], override: !0 }),
      (br = (t) => ({
        applyToStack: (e) => {
          e.add(SC(t), xC);
        },
      }));
  });
var EC,
  bC,
  wr,
  wC = p(() => {
    (EC = () => (t, e) => async (r) => {
      try {
        const o = await t(r),
          { clientName: n, commandName: s, logger: i, dynamoDbDocumentClientOptions: a = {} } = e,
          { overrideInputFilterSensitiveLog: c, overrideOutputFilterSensitiveLog: u } = a,
          l = c ?? e.inputFilterSensitiveLog,
          d = u ?? e.outputFilterSensitiveLog,
          { $metadata: m, ...f } = o.output;
        return i?.info?.({ clientName: n, commandName: s, input: l(r.input), output: d(f), metadata: m }), o;
      } catch (o) {
        const { clientName: n, commandName: s, logger: i, dynamoDbDocumentClientOptions: a = {} } = e,
          { overrideInputFilterSensitiveLog: c } = a,
          u = c ?? e.inputFilterSensitiveLog;
        throw (i?.error?.({ clientName: n, commandName: s, input: u(r.input), error: o, metadata: o.$metadata }), o);
      }
    }),
      (bC = { name: 'loggerMiddleware', tags: ['LOGGER'], step: 'initialize', override: !0 }),
      (wr = (t) => ({
        applyToStack: (e) => {
          e.add(EC(), bC);
        },
      }));
  });
var IC,
  TC = p(() => {
    IC = {
      step: 'build',
      tags: ['RECURSION_DETECTION', 'TRACE_CONTEXT_PROPAGATION'],
      name: 'recursionDetectionMiddleware',
      override: !0,
      priority: 'low',
    };
  });
function B3(t) {
  for (const e of Object.keys(t)) {
    const r = e.toLowerCase();
    e !== r && (r === vg || r === vC || r === AC) && ((t[r] = t[e]), delete t[e]);
  }
}
var U3,
  F3,
  Tg,
  vg,
  vC,
  AC,
  CC,
  RC = p(() => {
    gi();
    U();
    (U3 = 'AWS_LAMBDA_FUNCTION_NAME'),
      (F3 = '_X_AMZN_TRACE_ID'),
      (Tg = 'X-Amzn-Trace-Id'),
      (vg = 'traceparent'),
      (vC = 'tracestate'),
      (AC = 'baggage'),
      (CC = () => (t) => async (e) => {
        const { request: r } = e;
        if (!Z.isInstance(r)) return t(e);
        let o;
        {
          const n = Object.keys(r.headers ?? {}).find((s) => s.toLowerCase() === Tg.toLowerCase()) ?? Tg;
          if (!Object.hasOwn(r.headers, n)) {
            const s = process.env[U3],
              i = process.env[F3];
            o ??= await hi.getInstanceAsync();
            const c = o?.getXRayTraceId() ?? i,
              u = (l) => typeof l == 'string' && l.length > 0;
            u(s) && u(c) && (r.headers[Tg] = c);
          }
        }
        if ((B3(r.headers), !r.headers[vg])) {
          const s = (o ??= await hi.getInstanceAsync())?.getTraceparent?.();
          if (s) {
            r.headers[vg] = s;
            const i = o?.getTracestate?.();
            i && (r.headers[vC] = i);
            const a = o?.getBaggage?.();
            a && (r.headers[AC] = a);
          }
        }
        return t(e);
      });
  });
var Ir,
  PC = p(() => {
    TC();
    RC();
    Ir = (t) => ({
      applyToStack: (e) => {
        e.add(CC(), IC);
      },
    });
  });
var OC,
  kC = p(() => {
    OC = (t, e) => {
      if (!e || e.length === 0) return t;
      const r = [];
      for (const o of e) for (const n of t) n.schemeId.split('#')[1] === o && r.push(n);
      for (const o of t) r.find(({ schemeId: n }) => n === o.schemeId) || r.push(o);
      return r;
    };
  });
function V3(t) {
  const e = new Map();
  for (const r of t) e.set(r.schemeId, r);
  return e;
}
var Ag,
  NC = p(() => {
    Q();
    kC();
    Ag = (t, e) => (r, o) => async (n) => {
      const s = t.httpAuthSchemeProvider(await e.httpAuthSchemeParametersProvider(t, o, n.input)),
        i = t.authSchemePreference ? await t.authSchemePreference() : [],
        a = OC(s, i),
        c = V3(t.httpAuthSchemes),
        u = me(o),
        l = [];
      for (const d of a) {
        const m = c.get(d.schemeId);
        if (!m) {
          l.push(`HttpAuthScheme \`${d.schemeId}\` was not enabled for this service.`);
          continue;
        }
        const f = m.identityProvider(await e.identityProviderConfigProvider(t));
        if (!f) {
          l.push(`HttpAuthScheme \`${d.schemeId}\` did not have an IdentityProvider configured.`);
          continue;
        }
        const { identityProperties: h = {}, signingProperties: g = {} } = d.propertiesExtractor?.(t, o) || {};
        (d.identityProperties = Object.assign(d.identityProperties || {}, h)),
          (d.signingProperties = Object.assign(d.signingProperties || {}, g)),
          (u.selectedHttpAuthScheme = { httpAuthOption: d, identity: await f(d.identityProperties), signer: m.signer });
        break;
      }
      if (!u.selectedHttpAuthScheme)
        throw new Error(
          l.join(`
`),
        );
      return r(n);
    };
  });
var Cg,
  Lt,
  DC = p(() => {
    NC();
    (Cg = {
      step: 'serialize',
      tags: ['HTTP_AUTH_SCHEME'],
      name: 'httpAuthSchemeMiddleware',
      override: !0,
      relation: 'before',
      toMiddleware: 'endpointV2Middleware',
    }),
      (Lt = (t, { httpAuthSchemeParametersProvider: e, identityProviderConfigProvider: r }) => ({
        applyToStack: (o) => {
          o.addRelativeTo(Ag(t, { httpAuthSchemeParametersProvider: e, identityProviderConfigProvider: r }), Cg);
        },
      }));
  });
var $C = p(() => {
  DC();
});
var j3,
  H3,
  Rg,
  LC = p(() => {
    U();
    Q();
    (j3 = (t) => (e) => {
      throw e;
    }),
      (H3 = (t, e) => {}),
      (Rg = (t) => (e, r) => async (o) => {
        if (!Z.isInstance(o.request)) return e(o);
        const s = me(r).selectedHttpAuthScheme;
        if (!s) throw new Error('No HttpAuthScheme was selected: unable to sign request');
        const {
            httpAuthOption: { signingProperties: i = {} },
            identity: a,
            signer: c,
          } = s,
          u = await e({ ...o, request: await c.sign(o.request, a, i) }).catch((c.errorHandler || j3)(i));
        return (c.successHandler || H3)(u.response, i), u;
      });
  });
var Pg,
  zt,
  zC = p(() => {
    LC();
    (Pg = {
      step: 'finalizeRequest',
      tags: ['HTTP_SIGNING'],
      name: 'httpSigningMiddleware',
      aliases: ['apiKeyMiddleware', 'tokenMiddleware', 'awsAuthMiddleware'],
      override: !0,
      relation: 'after',
      toMiddleware: 'retryMiddleware',
    }),
      (zt = (t) => ({
        applyToStack: (e) => {
          e.addRelativeTo(Rg(t), Pg);
        },
      }));
  });
var MC = p(() => {
  zC();
});
var Tr,
  UC = p(() => {
    Tr = (t) => {
      if (typeof t == 'function') return t;
      const e = Promise.resolve(t);
      return () => e;
    };
  });
function ta(t, e, r, o, n) {
  return async function* (i, a, ...c) {
    let u = a,
      l = i.startingToken ?? u[r],
      d = !0,
      m;
    for (; d; ) {
      if (((u[r] = l), n && (u[n] = u[n] ?? i.pageSize), i.client instanceof t))
        m = await G3(e, i.client, a, i.withCommand, ...c);
      else throw new Error(`Invalid client, expected instance of ${t.name}`);
      yield m;
      const f = l;
      (l = K3(m, o)), (d = !!(l && (!i.stopOnSameToken || l !== f)));
    }
    return void 0;
  };
}
var G3,
  K3,
  FC = p(() => {
    G3 = async (t, e, r, o = (s) => s, ...n) => {
      let s = new t(r);
      return (s = o(s) ?? s), await e.send(s, ...n);
    };
    K3 = (t, e) => {
      let r = t,
        o = e.split('.');
      for (const n of o) {
        if (!r || typeof r != 'object') return;
        r = r[n];
      }
      return r;
    };
  });
var ft,
  BC = p(() => {
    Q();
    ft = class {
      authSchemes = new Map();
      constructor(e) {
        for (const r in e) {
          if (!P(e, r)) continue;
          const o = e[r];
          o !== void 0 && this.authSchemes.set(r, o);
        }
      }
      getIdentityProvider(e) {
        return this.authSchemes.get(e);
      }
    };
  });
var it,
  VC = p(() => {
    it = class {
      async sign(e, r, o) {
        return e;
      }
    };
  });
var jC = p(() => {
  VC();
});
var Og,
  Rl,
  ra,
  Pl,
  HC = p(() => {
    (Og = (t) => (r) => ra(r) && r.expiration.getTime() - Date.now() < t),
      (Rl = Og(3e5)),
      (ra = (t) => t.expiration !== void 0),
      (Pl = (t, e, r) => {
        if (t === void 0) return;
        let o = typeof t != 'function' ? async () => Promise.resolve(t) : t,
          n,
          s,
          i,
          a = !1,
          c = async (u) => {
            s || (s = o(u));
            try {
              (n = await s), (i = !0), (a = !1);
            } finally {
              s = void 0;
            }
            return n;
          };
        return e === void 0
          ? async (u) => ((!i || u?.forceRefresh) && (n = await c(u)), n)
          : async (u) => (
              (!i || u?.forceRefresh) && (n = await c(u)), a ? n : r(n) ? (e(n) && (await c(u)), n) : ((a = !0), n)
            );
      });
  });
var GC = p(() => {
  BC();
  jC();
  HC();
});
var We = p(() => {
  $C();
  MC();
  UC();
  FC();
  GC();
});
function J3(t) {
  return t === void 0 ? !0 : typeof t == 'string' && t.length <= 50;
}
function vr(t) {
  const e = Tr(t.userAgentAppId ?? Ol),
    { customUserAgent: r } = t;
  return Object.assign(t, {
    customUserAgent: typeof r == 'string' ? [[r]] : r,
    userAgentAppId: async () => {
      const o = await e();
      if (!J3(o)) {
        const n = t.logger?.constructor?.name === 'NoOpLogger' || !t.logger ? console : t.logger;
        typeof o != 'string'
          ? n?.warn('userAgentAppId must be a string or undefined.')
          : o.length > 50 && n?.warn('The provided userAgentAppId exceeds the maximum length of 50 characters.');
      }
      return o;
    },
  });
}
var Ol,
  kg = p(() => {
    We();
    Ol = void 0;
  });
var KC,
  ZC = p(() => {
    KC = {
      partitions: [
        {
          id: 'aws',
          outputs: {
            dnsSuffix: 'amazonaws.com',
            dualStackDnsSuffix: 'api.aws',
            implicitGlobalRegion: 'us-east-1',
            name: 'aws',
            supportsDualStack: !0,
            supportsFIPS: !0,
          },
          regionRegex: '^(us|eu|ap|sa|ca|me|af|il|mx)\\-\\w+\\-\\d+$',
          regions: {
            'af-south-1': { description: 'Africa (Cape Town)' },
            'ap-east-1': { description: 'Asia Pacific (Hong Kong)' },
            'ap-east-2': { description: 'Asia Pacific (Taipei)' },
            'ap-northeast-1': { description: 'Asia Pacific (Tokyo)' },
            'ap-northeast-2': { description: 'Asia Pacific (Seoul)' },
            'ap-northeast-3': { description: 'Asia Pacific (Osaka)' },
            'ap-south-1': { description: 'Asia Pacific (Mumbai)' },
            'ap-south-2': { description: 'Asia Pacific (Hyderabad)' },
            'ap-southeast-1': { description: 'Asia Pacific (Singapore)' },
            'ap-southeast-2': { description: 'Asia Pacific (Sydney)' },
            'ap-southeast-3': { description: 'Asia Pacific (Jakarta)' },
            'ap-southeast-4': { description: 'Asia Pacific (Melbourne)' },
            'ap-southeast-5': { description: 'Asia Pacific (Malaysia)' },
            'ap-southeast-6': { description: 'Asia Pacific (New Zealand)' },
            'ap-southeast-7': { description: 'Asia Pacific (Thailand)' },
            'aws-global': { description: 'aws global region' },
            'ca-central-1': { description: 'Canada (Central)' },
            'ca-west-1': { description: 'Canada West (Calgary)' },
            'eu-central-1': { description: 'Europe (Frankfurt)' },
            'eu-central-2': { description: 'Europe (Zurich)' },
            'eu-north-1': { description: 'Europe (Stockholm)' },
            'eu-south-1': { description: 'Europe (Milan)' },
            'eu-south-2': { description: 'Europe (Spain)' },
            'eu-west-1': { description: 'Europe (Ireland)' },
            'eu-west-2': { description: 'Europe (London)' },
            'eu-west-3': { description: 'Europe (Paris)' },
            'il-central-1': { description: 'Israel (Tel Aviv)' },
            'me-central-1': { description: 'Middle East (UAE)' },
            'me-south-1': { description: 'Middle East (Bahrain)' },
            'me-west-1': { description: 'Middle East (Saudi Arabia)' },
            'mx-central-1': { description: 'Mexico (Central)' },
            'sa-east-1': { description: 'South America (Sao Paulo)' },
            'sa-west-1': { description: 'South America (Chile)' },
            'us-east-1': { description: 'US East (N. Virginia)' },
            'us-east-2': { description: 'US East (Ohio)' },
            'us-west-1': { description: 'US West (N. California)' },
            'us-west-2': { description: 'US West (Oregon)' },
          },
        },
        {
          id: 'aws-cn',
          outputs: {
            dnsSuffix: 'amazonaws.com.cn',
            dualStackDnsSuffix: 'api.amazonwebservices.com.cn',
            implicitGlobalRegion: 'cn-northwest-1',
            name: 'aws-cn',
            supportsDualStack: !0,
            supportsFIPS: !0,
          },
          regionRegex: '^cn\\-\\w+\\-\\d+$',
          regions: {
            'aws-cn-global': { description: 'aws-cn global region' },
            'cn-north-1': { description: 'China (Beijing)' },
            'cn-northwest-1': { description: 'China (Ningxia)' },
          },
        },
        {
          id: 'aws-eusc',
          outputs: {
            dnsSuffix: 'amazonaws.eu',
            dualStackDnsSuffix: 'api.amazonwebservices.eu',
            implicitGlobalRegion: 'eusc-de-east-1',
            name: 'aws-eusc',
            supportsDualStack: !0,
            supportsFIPS: !0,
          },
          regionRegex: '^eusc\\-(de)\\-\\w+\\-\\d+$',
          regions: { 'eusc-de-east-1': { description: 'AWS European Sovereign Cloud (Germany)' } },
        },
        {
          id: 'aws-iso',
          outputs: {
            dnsSuffix: 'c2s.ic.gov',
            dualStackDnsSuffix: 'api.aws.ic.gov',
            implicitGlobalRegion: 'us-iso-east-1',
            name: 'aws-iso',
            supportsDualStack: !0,
            supportsFIPS: !0,
          },
          regionRegex: '^us\\-iso\\-\\w+\\-\\d+$',
          regions: {
            'aws-iso-global': { description: 'aws-iso global region' },
            'us-iso-east-1': { description: 'US ISO East' },
            'us-iso-west-1': { description: 'US ISO WEST' },
          },
        },
        {
          id: 'aws-iso-b',
          outputs: {
            dnsSuffix: 'sc2s.sgov.gov',
            dualStackDnsSuffix: 'api.aws.scloud',
            implicitGlobalRegion: 'us-isob-east-1',
            name: 'aws-iso-b',
            supportsDualStack: !0,
            supportsFIPS: !0,
          },
          regionRegex: '^us\\-isob\\-\\w+\\-\\d+$',
          regions: {
            'aws-iso-b-global': { description: 'aws-iso-b global region' },
            'us-isob-east-1': { description: 'US ISOB East (Ohio)' },
            'us-isob-west-1': { description: 'US ISOB West' },
          },
        },
        {
          id: 'aws-iso-e',
          outputs: {
            dnsSuffix: 'cloud.adc-e.uk',
            dualStackDnsSuffix: 'api.cloud-aws.adc-e.uk',
            implicitGlobalRegion: 'eu-isoe-west-1',
            name: 'aws-iso-e',
            supportsDualStack: !0,
            supportsFIPS: !0,
          },
          regionRegex: '^eu\\-isoe\\-\\w+\\-\\d+$',
          regions: {
            'aws-iso-e-global': { description: 'aws-iso-e global region' },
            'eu-isoe-west-1': { description: 'EU ISOE West' },
          },
        },
        {
          id: 'aws-iso-f',
          outputs: {
            dnsSuffix: 'csp.hci.ic.gov',
            dualStackDnsSuffix: 'api.aws.hci.ic.gov',
            implicitGlobalRegion: 'us-isof-south-1',
            name: 'aws-iso-f',
            supportsDualStack: !0,
            supportsFIPS: !0,
          },
          regionRegex: '^us\\-isof\\-\\w+\\-\\d+$',
          regions: {
            'aws-iso-f-global': { description: 'aws-iso-f global region' },
            'us-isof-east-1': { description: 'US ISOF EAST' },
            'us-isof-south-1': { description: 'US ISOF SOUTH' },
          },
        },
        {
          id: 'aws-us-gov',
          outputs: {
            dnsSuffix: 'amazonaws.com',
            dualStackDnsSuffix: 'api.aws',
            implicitGlobalRegion: 'us-gov-west-1',
            name: 'aws-us-gov',
            supportsDualStack: !0,
            supportsFIPS: !0,
          },
          regionRegex: '^us\\-gov\\-\\w+\\-\\d+$',
          regions: {
            'aws-us-gov-global': { description: 'aws-us-gov global region' },
            'us-gov-east-1': { description: 'AWS GovCloud (US-East)' },
            'us-gov-west-1': { description: 'AWS GovCloud (US-West)' },
          },
        },
      ],
      version: '1.1',
    };
  });
var Y3,
  X3,
  WC,
  qC,
  Ng = p(() => {
    ZC();
    (Y3 = KC),
      (X3 = ''),
      (WC = (t) => {
        const { partitions: e } = Y3;
        for (const o of e) {
          const { regions: n, outputs: s } = o;
          for (const [i, a] of Object.entries(n)) if (i === t) return { ...s, ...a };
        }
        for (const o of e) {
          const { regionRegex: n, outputs: s } = o;
          if (new RegExp(n).test(t)) return { ...s };
        }
        const r = e.find((o) => o.id === 'aws');
        if (!r)
          throw new Error(
            "Provided region was not found in the partition array or regex, and default partition with id 'aws' doesn't exist.",
          );
        return { ...r.outputs };
      }),
      (qC = () => X3);
  });
import { Readable as Q3 } from 'node:stream';
var Dg,
  JC = p(() => {
    Dg = (t) => t?.body instanceof Q3 || (typeof ReadableStream < 'u' && t?.body instanceof ReadableStream);
  });
var YC,
  XC,
  QC,
  eR,
  tR,
  rR = p(() => {
    (YC = [
      'BandwidthLimitExceeded',
      'EC2ThrottledException',
      'LimitExceededException',
      'PriorRequestNotComplete',
      'ProvisionedThroughputExceededException',
      'RequestLimitExceeded',
      'RequestThrottled',
      'RequestThrottledException',
      'SlowDown',
      'ThrottledException',
      'Throttling',
      'ThrottlingException',
      'TooManyRequestsException',
      'TransactionInProgressException',
    ]),
      (XC = ['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']),
      (QC = [500, 502, 503, 504]),
      (eR = ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']),
      (tR = ['EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
  });
function o4(t) {
  return t.code === 'ERR_HTTP2_STREAM_ERROR' && t.message.includes('NGHTTP2_REFUSED_STREAM');
}
var e4,
  t4,
  r4,
  kl,
  Nl,
  oR,
  $g = p(() => {
    rR();
    (e4 = (t) => t?.$retryable !== void 0),
      (t4 = (t) => t.$metadata?.clockSkewCorrected),
      (r4 = (t) => {
        const e = new Set([
          'Failed to fetch',
          'NetworkError when attempting to fetch resource',
          'The Internet connection appears to be offline',
          'Load failed',
          'Network request failed',
        ]);
        return t && t instanceof TypeError ? e.has(t.message) : !1;
      }),
      (kl = (t) => t.$metadata?.httpStatusCode === 429 || YC.includes(t.name) || t.$retryable?.throttling == !0),
      (Nl = (t, e = 0) =>
        t?.name !== 'AbortError' &&
        (e4(t) ||
          t4(t) ||
          (t.name === 'InvalidSignatureException' && t.message?.includes('Signature expired')) ||
          XC.includes(t.name) ||
          eR.includes(t?.code || '') ||
          tR.includes(t?.code || '') ||
          QC.includes(t.$metadata?.httpStatusCode || 0) ||
          r4(t) ||
          o4(t) ||
          (t.cause !== void 0 && e <= 10 && Nl(t.cause, e + 1)))),
      (oR = (t) => {
        if (t.$metadata?.httpStatusCode !== void 0) {
          const e = t.$metadata.httpStatusCode;
          return 500 <= e && e <= 599 && !Nl(t);
        }
        return !1;
      });
  });
var Dl,
  n4,
  nR,
  sR = p(() => {
    (Dl = (t, e) => {
      if (!e) return t;
      let r = () => {},
        o = new Promise((n, s) => {
          const i = () => s(n4());
          e.aborted
            ? i()
            : typeof e.addEventListener == 'function'
              ? (e.addEventListener('abort', i, { once: !0 }), (r = () => e.removeEventListener('abort', i)))
              : (e.onabort = i);
        });
      return Promise.race([t, o]).finally(r);
    }),
      (n4 = () => Object.assign(new Error('Request aborted'), { name: 'AbortError' })),
      (nR = (t) => typeof t == 'object' && t !== null && 'name' in t && t.name === 'AbortError');
  });
var iR,
  aR,
  cR = p(() => {
    (iR = 'amz-sdk-invocation-id'), (aR = 'amz-sdk-request');
  });
function uR(t, e) {
  if (Qe.isInstance(t))
    for (const r in t.headers) {
      if (!P(t.headers, r)) continue;
      const o = r.toLowerCase();
      if (o === 'retry-after') {
        let n = t.headers[r],
          s = NaN;
        if (n.endsWith('GMT'))
          try {
            s = (Pi(n).getTime() - Date.now()) / 1e3;
          } catch (i) {
            e?.trace?.('Failed to parse retry-after header'), e?.trace?.(i);
          }
        else
          n.match(/ GMT, ((\d+)|(\d+\.\d+))$/)
            ? (s = Number(n.match(/ GMT, ([\d.]+)$/)?.[1]))
            : n.match(/^((\d+)|(\d+\.\d+))$/)
              ? (s = Number(n))
              : Date.parse(n) >= Date.now() && (s = (Date.parse(n) - Date.now()) / 1e3);
        return isNaN(s) ? void 0 : new Date(Date.now() + s * 1e3);
      } else if (o === 'x-amz-retry-after') {
        const n = t.headers[r],
          s = Number(n);
        if (isNaN(s)) {
          e?.trace?.(`Failed to parse x-amz-retry-after=${n}`);
          return;
        }
        return new Date(Date.now() + s);
      }
    }
}
var lR = p(() => {
  Q();
  U();
  N();
});
var pR,
  dR = p(() => {
    pR = (t) =>
      t instanceof Error
        ? t
        : t instanceof Object
          ? Object.assign(new Error(), t)
          : typeof t == 'string'
            ? new Error(t)
            : new Error(`AWS SDK error wrapper for ${t}`);
  });
function Lg(t) {
  return (e) => (r, o) => async (n) => {
    let s = await e.retryStrategy(),
      i = await e.maxAttempts(),
      a = o[rr]?.abortSignal;
    if (s4(s)) {
      s = s;
      let c = (o.partition_id ?? '') + (o.__retryLongPoll ? ':longpoll' : ''),
        u = await Dl(s.acquireInitialRetryToken(c), a),
        l = new Error(),
        d = 0,
        m = 0,
        { request: f } = n,
        h = Z.isInstance(f);
      for (h && (f.headers[iR] = Yh()); ; )
        try {
          h && (f.headers[aR] = `attempt=${d + 1}; max=${i}`);
          const { response: g, output: y } = await r(n);
          return (
            s.recordSuccess(u),
            (y.$metadata.attempts = d + 1),
            (y.$metadata.totalRetryDelay = m),
            { response: g, output: y }
          );
        } catch (g) {
          const y = i4(g, e.logger);
          if (((l = pR(g)), h && t(f)))
            throw (
              ((o.logger instanceof et ? console : o.logger)?.warn(
                'An error was encountered in a non-retryable streaming request.',
              ),
              l)
            );
          try {
            u = await Dl(s.refreshRetryTokenForRetry(u, y), a);
          } catch (x) {
            throw a?.aborted && nR(x)
              ? x
              : (l.$metadata || (l.$metadata = {}),
                (l.$metadata.attempts = d + 1),
                (l.$metadata.totalRetryDelay = m),
                l);
          }
          d = u.getRetryCount();
          const S = u.getRetryDelay();
          (m += (u?.$retryLog?.acquisitionDelay ?? 0) + S),
            S > 0 && (await Dl(new Promise((x) => setTimeout(x, S)), a));
        }
    } else
      return (s = s), s?.mode && (o.userAgent = [...(o.userAgent || []), ['cfg/retry-mode', s.mode]]), s.retry(r, n);
  };
}
function mR(t) {
  const e = Lg(t);
  return (r) => ({
    applyToStack: (o) => {
      o.add(e(r), c4);
    },
  });
}
var s4,
  i4,
  a4,
  c4,
  fR = p(() => {
    O();
    U();
    N();
    Br();
    $g();
    sR();
    cR();
    lR();
    dR();
    (s4 = (t) =>
      typeof t.acquireInitialRetryToken < 'u' &&
      typeof t.refreshRetryTokenForRetry < 'u' &&
      typeof t.recordSuccess < 'u'),
      (i4 = (t, e) => {
        const r = { error: t, errorType: a4(t) },
          o = uR(t.$response, e);
        return o && (r.retryAfterHint = o), r;
      }),
      (a4 = (t) => (kl(t) ? 'THROTTLING' : Nl(t) ? 'TRANSIENT' : oR(t) ? 'SERVER_ERROR' : 'CLIENT_ERROR')),
      (c4 = { name: 'retryMiddleware', tags: ['RETRY'], step: 'finalizeRequest', priority: 'high', override: !0 });
  });
var $l,
  hR = p(() => {
    $g();
    $l = class t {
      static setTimeoutFn = (e, r) => setTimeout(e, r);
      beta;
      minCapacity;
      minFillRate;
      scaleConstant;
      smooth;
      enabled = !1;
      availableTokens = 0;
      lastMaxRate = 0;
      measuredTxRate = 0;
      requestCount = 0;
      fillRate;
      lastThrottleTime;
      lastTimestamp = 0;
      lastTxRateBucket;
      maxCapacity;
      timeWindow = 0;
      constructor(e) {
        (this.beta = e?.beta ?? 0.7),
          (this.minCapacity = e?.minCapacity ?? 1),
          (this.minFillRate = e?.minFillRate ?? 0.5),
          (this.scaleConstant = e?.scaleConstant ?? 0.4),
          (this.smooth = e?.smooth ?? 0.8),
          (this.lastThrottleTime = this.getCurrentTimeInSeconds()),
          (this.lastTxRateBucket = Math.floor(this.getCurrentTimeInSeconds())),
          (this.fillRate = this.minFillRate),
          (this.maxCapacity = this.minCapacity);
      }
      async getSendToken() {
        return this.acquireTokenBucket(1);
      }
      updateClientSendingRate(e) {
        let r;
        this.updateMeasuredRate();
        const o = e;
        if (o?.errorType === 'THROTTLING' || kl(o?.error ?? e)) {
          const i = this.enabled ? Math.min(this.measuredTxRate, this.fillRate) : this.measuredTxRate;
          (this.lastMaxRate = i),
            this.calculateTimeWindow(),
            (this.lastThrottleTime = this.getCurrentTimeInSeconds()),
            (r = this.cubicThrottle(i)),
            this.enableTokenBucket();
        } else this.calculateTimeWindow(), (r = this.cubicSuccess(this.getCurrentTimeInSeconds()));
        const s = Math.min(r, 2 * this.measuredTxRate);
        this.updateTokenBucketRate(s);
      }
      getCurrentTimeInSeconds() {
        return Date.now() / 1e3;
      }
      async acquireTokenBucket(e) {
        if (this.enabled) {
          for (this.refillTokenBucket(); e > this.availableTokens; ) {
            const r = ((e - this.availableTokens) / this.fillRate) * 1e3;
            await new Promise((o) => t.setTimeoutFn(o, r)), this.refillTokenBucket();
          }
          this.availableTokens = this.availableTokens - e;
        }
      }
      refillTokenBucket() {
        const e = this.getCurrentTimeInSeconds();
        if (!this.lastTimestamp) {
          this.lastTimestamp = e;
          return;
        }
        const r = (e - this.lastTimestamp) * this.fillRate;
        (this.availableTokens = Math.min(this.maxCapacity, this.availableTokens + r)), (this.lastTimestamp = e);
      }
      calculateTimeWindow() {
        this.timeWindow = this.getPrecise(((this.lastMaxRate * (1 - this.beta)) / this.scaleConstant) ** (1 / 3));
      }
      cubicThrottle(e) {
        return this.getPrecise(e * this.beta);
      }
      cubicSuccess(e) {
        return this.getPrecise(
          this.scaleConstant * (e - this.lastThrottleTime - this.timeWindow) ** 3 + this.lastMaxRate,
        );
      }
      enableTokenBucket() {
        this.enabled = !0;
      }
      updateTokenBucketRate(e) {
        this.refillTokenBucket(),
          (this.fillRate = Math.max(e, this.minFillRate)),
          (this.maxCapacity = Math.max(e, this.minCapacity)),
          (this.availableTokens = Math.min(this.availableTokens, this.maxCapacity));
      }
      updateMeasuredRate() {
        const e = this.getCurrentTimeInSeconds(),
          r = Math.floor(e * 2) / 2;
        if ((this.requestCount++, r > this.lastTxRateBucket)) {
          const o = this.requestCount / (r - this.lastTxRateBucket);
          (this.measuredTxRate = this.getPrecise(o * this.smooth + this.measuredTxRate * (1 - this.smooth))),
            (this.requestCount = 0),
            (this.lastTxRateBucket = r);
        }
      }
      getPrecise(e) {
        return parseFloat(e.toFixed(8));
      }
    };
  });
var Ae,
  oa = p(() => {
    Ae = class {
      static v2026 = !0;
      static delay() {
        return 50;
      }
      static throttlingDelay() {
        return 1e3;
      }
      static cost() {
        return 14;
      }
      static throttlingCost() {
        return 5;
      }
      static modifiedCostType() {
        return 'THROTTLING';
      }
    };
  });
var Ll,
  gR = p(() => {
    oa();
    Ll = class {
      x = Ae.delay();
      computeNextBackoffDelay(e) {
        const n = Math.random() * Math.min(this.x * 2 ** e, 2e4);
        return Math.floor(n);
      }
      setDelayBase(e) {
        this.x = e;
      }
    };
  });
var na,
  yR = p(() => {
    na = class {
      delay;
      count;
      cost;
      longPoll;
      $retryLog = { acquisitionDelay: 0 };
      constructor(e, r, o, n) {
        (this.delay = e), (this.count = r), (this.cost = o), (this.longPoll = n);
      }
      getRetryCount() {
        return this.count;
      }
      getRetryDelay() {
        return Math.min(2e4, this.delay);
      }
      getRetryCost() {
        return this.cost;
      }
      isLongPoll() {
        return this.longPoll;
      }
    };
  });
var Ot,
  Fo,
  kt,
  sa = p(() => {
    ((t) => {
      (t.STANDARD = 'standard'), (t.ADAPTIVE = 'adaptive');
    })(Ot || (Ot = {}));
    (Fo = 3), (kt = Ot.STANDARD);
  });
var zl,
  bn,
  zg = p(() => {
    gR();
    yR();
    sa();
    oa();
    (zl = { incompatible: 1, attempts: 2, capacity: 3 }),
      (bn = class {
        mode = Ot.STANDARD;
        retryBackoffStrategy;
        capacity = 500;
        maxAttemptsProvider;
        baseDelay;
        constructor(e) {
          typeof e == 'number'
            ? (this.maxAttemptsProvider = async () => e)
            : typeof e == 'function'
              ? (this.maxAttemptsProvider = e)
              : e &&
                typeof e == 'object' &&
                ((this.maxAttemptsProvider = async () => e.maxAttempts),
                (this.baseDelay = e.baseDelay),
                (this.retryBackoffStrategy = e.backoff)),
            (this.maxAttemptsProvider ??= async () => Fo),
            (this.baseDelay ??= Ae.delay()),
            (this.retryBackoffStrategy ??= new Ll());
        }
        async acquireInitialRetryToken(e) {
          return new na(Ae.delay(), 0, void 0, e.includes(':longpoll'));
        }
        async refreshRetryTokenForRetry(e, r) {
          const o = await this.getMaxAttempts(),
            n = this.retryCode(e, r, o),
            s = n === 0,
            i = e.isLongPoll?.();
          if (s || i) {
            const a = r.errorType;
            this.retryBackoffStrategy.setDelayBase(a === 'THROTTLING' ? Ae.throttlingDelay() : this.baseDelay);
            let c = this.retryBackoffStrategy.computeNextBackoffDelay(e.getRetryCount()),
              u = c;
            if (
              (r.retryAfterHint instanceof Date &&
                (u = Math.max(c, Math.min(r.retryAfterHint.getTime() - Date.now(), c + 5e3))),
              s)
            ) {
              const l = this.getCapacityCost(a);
              this.capacity -= l;
              const d = new na(0, e.getRetryCount() + 1, l, e.isLongPoll?.() ?? !1);
              return await new Promise((m) => setTimeout(m, u)), (d.$retryLog.acquisitionDelay = u), d;
            } else {
              const l = n === zl.capacity && i ? u : 0;
              l > 0 && (await new Promise((d) => setTimeout(d, l)));
            }
          }
          throw new Error('No retry token available');
        }
        recordSuccess(e) {
          this.capacity = Math.min(500, this.capacity + (e.getRetryCost() ?? 1));
        }
        getCapacity() {
          return this.capacity;
        }
        async maxAttempts() {
          return this.maxAttemptsProvider();
        }
        async getMaxAttempts() {
          try {
            return await this.maxAttemptsProvider();
          } catch {
            return console.warn(`Max attempts provider could not resolve. Using default of ${Fo}`), Fo;
          }
        }
        retryCode(e, r, o) {
          const n = e.getRetryCount() + 1,
            s = this.isRetryableError(r.errorType) ? 0 : zl.incompatible,
            i = n < o ? 0 : zl.attempts,
            a = this.capacity >= this.getCapacityCost(r.errorType) ? 0 : zl.capacity;
          return s || i || a;
        }
        getCapacityCost(e) {
          return e === Ae.modifiedCostType() ? Ae.throttlingCost() : Ae.cost();
        }
        isRetryableError(e) {
          return e === 'THROTTLING' || e === 'TRANSIENT';
        }
      });
  });
var Ml,
  SR = p(() => {
    hR();
    zg();
    sa();
    Ml = class {
      mode = Ot.ADAPTIVE;
      rateLimiter;
      standardRetryStrategy;
      constructor(e, r) {
        const { rateLimiter: o } = r ?? {};
        (this.rateLimiter = o ?? new $l()),
          (this.standardRetryStrategy = r ? new bn({ maxAttempts: typeof e == 'number' ? e : 3, ...r }) : new bn(e));
      }
      async acquireInitialRetryToken(e) {
        const r = await this.standardRetryStrategy.acquireInitialRetryToken(e);
        return await this.rateLimiter.getSendToken(), r;
      }
      async refreshRetryTokenForRetry(e, r) {
        this.rateLimiter.updateClientSendingRate(r);
        const o = await this.standardRetryStrategy.refreshRetryTokenForRetry(e, r);
        return await this.rateLimiter.getSendToken(), o;
      }
      recordSuccess(e) {
        this.rateLimiter.updateClientSendingRate({}), this.standardRetryStrategy.recordSuccess(e);
      }
      async maxAttemptsProvider() {
        return this.standardRetryStrategy.maxAttempts();
      }
    };
  });
var Mg,
  Ug,
  Mt,
  Ar,
  xR,
  _R,
  Cr,
  ER = p(() => {
    O();
    SR();
    zg();
    sa();
    oa();
    (Mg = 'AWS_MAX_ATTEMPTS'),
      (Ug = 'max_attempts'),
      (Mt = {
        environmentVariableSelector: (t) => {
          const e = t[Mg];
          if (!e) return;
          const r = parseInt(e);
          if (Number.isNaN(r)) throw new Error(`Environment variable ${Mg} mast be a number, got "${e}"`);
          return r;
        },
        configFileSelector: (t) => {
          const e = t[Ug];
          if (!e) return;
          const r = parseInt(e);
          if (Number.isNaN(r)) throw new Error(`Shared config file entry ${Ug} mast be a number, got "${e}"`);
          return r;
        },
        default: Fo,
      }),
      (Ar = (t, e) => {
        let { retryStrategy: r, retryMode: o } = t,
          { defaultMaxAttempts: n = Fo, defaultBaseDelay: s = Ae.delay() } = e ?? {},
          i = ee(t.maxAttempts ?? n),
          a = r ? Promise.resolve(r) : void 0,
          c = async () => {
            const u = await i();
            return (await ee(o)()) === Ot.ADAPTIVE
              ? new Ml(i, { maxAttempts: u, baseDelay: s })
              : new bn({ maxAttempts: u, baseDelay: s });
          };
        return Object.assign(t, { maxAttempts: i, retryStrategy: () => (a ??= c()) });
      }),
      (xR = 'AWS_RETRY_MODE'),
      (_R = 'retry_mode'),
      (Cr = { environmentVariableSelector: (t) => t[xR], configFileSelector: (t) => t[_R], default: kt });
  });
var Pce,
  qr,
  Ut = p(() => {
    JC();
    fR();
    sa();
    oa();
    ER();
    (Pce = Lg(Dg)), (qr = mR(Dg));
  });
async function bR(t, e, r) {
  if (
    (r.request?.headers?.['smithy-protocol'] === 'rpc-v2-cbor' && It(t, 'PROTOCOL_RPC_V2_CBOR', 'M'),
    typeof e.retryStrategy == 'function')
  ) {
    const s = await e.retryStrategy();
    if (typeof s.mode == 'string')
      switch (s.mode) {
        case Ot.ADAPTIVE:
          It(t, 'RETRY_MODE_ADAPTIVE', 'F');
          break;
        case Ot.STANDARD:
          It(t, 'RETRY_MODE_STANDARD', 'E');
          break;
      }
  }
  if (typeof e.accountIdEndpointMode == 'function') {
    const s = t.endpointV2;
    switch (
      (String(s?.url?.hostname).match(p4) && It(t, 'ACCOUNT_ID_ENDPOINT', 'O'), await e.accountIdEndpointMode?.())
    ) {
      case 'disabled':
        It(t, 'ACCOUNT_ID_MODE_DISABLED', 'Q');
        break;
      case 'preferred':
        It(t, 'ACCOUNT_ID_MODE_PREFERRED', 'P');
        break;
      case 'required':
        It(t, 'ACCOUNT_ID_MODE_REQUIRED', 'R');
        break;
    }
  }
  const n = t.__smithy_context?.selectedHttpAuthScheme?.identity;
  if (n?.$source) {
    const s = n;
    s.accountId && It(t, 'RESOLVED_ACCOUNT_ID', 'T');
    for (const [i, a] of Object.entries(s.$source ?? {})) It(t, i, a);
  }
}
var p4,
  wR = p(() => {
    Ut();
    Ff();
    p4 = /\d{12}\.ddb/;
  });
var Fg,
  Ul,
  IR,
  TR,
  vR = p(() => {
    (Fg = 'user-agent'), (Ul = 'x-amz-user-agent'), (IR = /[^!$%&'*+\-.^_`|~\w]/g), (TR = /[^!$%&'*+\-.^_`|~\w#]/g);
  });
function AR(t) {
  let e = '';
  for (const r in t) {
    const o = t[r];
    if (e.length + o.length + 1 <= 1024) {
      e.length ? (e += ',' + o) : (e += o);
      continue;
    }
    break;
  }
  return e;
}
var CR = p(() => {});
var OR,
  Fl,
  kR,
  Rr,
  NR = p(() => {
    U();
    Ng();
    wR();
    vR();
    CR();
    (OR = (t) => (e, r) => async (o) => {
      const { request: n } = o;
      if (!Z.isInstance(n)) return e(o);
      const { headers: s } = n,
        i = r?.userAgent?.map(Fl) || [],
        a = (await t.defaultUserAgentProvider()).map(Fl);
      await bR(r, t, o);
      const c = r;
      a.push(`m/${AR(Object.assign({}, r.__smithy_context?.features, c.__aws_sdk_context?.features))}`);
      const u = t?.customUserAgent?.map(Fl) || [],
        l = await t.userAgentAppId();
      l && a.push(Fl(['app', `${l}`]));
      const d = qC(),
        m = (d ? [d] : []).concat([...a, ...i, ...u]).join(' '),
        f = [...a.filter((h) => h.startsWith('aws-sdk-')), ...u].join(' ');
      return (
        t.runtime !== 'browser' ? (f && (s[Ul] = s[Ul] ? `${s[Fg]} ${f}` : f), (s[Fg] = m)) : (s[Ul] = m),
        e({ ...o, request: n })
      );
    }),
      (Fl = (t) => {
        let e = t[0]
            .split('/')
            .map((i) => i.replace(IR, '-'))
            .join('/'),
          r = t[1]?.replace(TR, '-'),
          o = e.indexOf('/'),
          n = e.substring(0, o),
          s = e.substring(o + 1);
        return (
          n === 'api' && (s = s.toLowerCase()),
          [n, s, r]
            .filter((i) => i && i.length > 0)
            .reduce((i, a, c) => {
              switch (c) {
                case 0:
                  return a;
                case 1:
                  return `${i}/${a}`;
                default:
                  return `${i}#${a}`;
              }
            }, '')
        );
      }),
      (kR = {
        name: 'getUserAgentMiddleware',
        step: 'build',
        priority: 'low',
        tags: ['SET_USER_AGENT', 'USER_AGENT'],
        override: !0,
      }),
      (Rr = (t) => ({
        applyToStack: (e) => {
          e.add(OR(t), kR);
        },
      }));
  });
import { versions as Vg } from 'node:process';
var DR,
  $R = p(() => {
    DR = () => {
      const t = ['deno', 'bun', 'llrt'];
      for (const e of t) if (Vg[e]) return [`md/${e}`, Vg[e]];
      return ['md/nodejs', Vg.node];
    };
  });
var jg,
  LR = p(() => {
    jg = { isCrtAvailable: !1 };
  });
var zR,
  MR = p(() => {
    LR();
    zR = () => (jg.isCrtAvailable ? ['md/crt-avail'] : null);
  });
import { platform as d4, release as m4 } from 'node:os';
import { env as UR } from 'node:process';
var Pr,
  FR = p(() => {
    $R();
    MR();
    Pr = ({ serviceId: t, clientVersion: e }) => {
      const r = DR();
      return async (o) => {
        const n = [['aws-sdk-js', e], ['ua', '2.1'], [`os/${d4()}`, m4()], ['lang/js'], r],
          s = zR();
        s && n.push(s),
          t && n.push([`api/${t}`, e]),
          UR.AWS_EXECUTION_ENV && n.push([`exec-env/${UR.AWS_EXECUTION_ENV}`]);
        const i = await o?.userAgentAppId?.();
        return i ? [...n, [`app/${i}`]] : [...n];
      };
    };
  });
var BR,
  VR,
  f4,
  Or,
  jR = p(() => {
    kg();
    (BR = 'AWS_SDK_UA_APP_ID'),
      (VR = 'sdk_ua_app_id'),
      (f4 = 'sdk-ua-app-id'),
      (Or = { environmentVariableSelector: (t) => t[BR], configFileSelector: (t) => t[VR] ?? t[f4], default: Ol });
  });
var HR = p(() => {
  le();
});
var Hg,
  GR = p(() => {
    le();
    HR();
    Hg = (t, e = !1) => {
      if (e) {
        for (const r of t.split('.')) if (!Hg(r)) return !1;
        return !0;
      }
      return !(!Vr(t) || t.length < 3 || t.length > 63 || t !== t.toLowerCase() || xs(t));
    };
  });
var KR,
  ZR = p(() => {
    KR = (t) => {
      const e = t.split(':');
      if (e.length < 6) return null;
      const [r, o, n, s, i, ...a] = e;
      if (r !== 'arn' || o === '' || n === '' || a.join(':') === '') return null;
      const c = a.flatMap((u) => u.split('/'));
      return { partition: o, service: n, region: s, accountId: i, resourceId: c };
    };
  });
var Ft,
  WR = p(() => {
    le();
    GR();
    ZR();
    Ng();
    Ft = { isVirtualHostableS3Bucket: Hg, parseArn: KR, partition: WC };
    st.aws = Ft;
  });
function Gg(t = {}) {
  return C(
    {
      ...nt,
      async default() {
        return (
          qR.silence ||
            console.warn(
              '@aws-sdk - WARN - default STS region of us-east-1 used. See @aws-sdk/credential-providers README and set a region explicitly.',
            ),
          'us-east-1'
        );
      },
    },
    { ...Ct, ...t },
  );
}
var qR,
  JR = p(() => {
    z();
    qR = { silence: !1 };
  });
var kr,
  Nr,
  YR = p(() => {
    (kr = (t) => ({
      setRegion(e) {
        t.region = e;
      },
      region() {
        return t.region;
      },
    })),
      (Nr = (t) => ({ region: t.region() }));
  });
var F = p(() => {
  PT();
  OT();
  Ff();
  kT();
  _C();
  wC();
  PC();
  kg();
  NR();
  FR();
  jR();
  WR();
  JR();
  YR();
});
var SP = Ws((cle, yP) => {
  function ho(t) {
    Object.defineProperty(this, '_next', { writable: !1, enumerable: !1, value: t }), (this.done = !1);
  }
  ho.prototype.next = function () {
    if (this.done) return { done: !0 };
    var t = this._next();
    return t.done && (this.done = !0), t;
  };
  typeof Symbol < 'u' &&
    (ho.prototype[Symbol.iterator] = function () {
      return this;
    });
  ho.of = function () {
    var t = arguments,
      e = t.length,
      r = 0;
    return new ho(() => (r >= e ? { done: !0 } : { done: !1, value: t[r++] }));
  };
  ho.empty = () => {
    var t = new ho(null);
    return (t.done = !0), t;
  };
  ho.is = (t) => (t instanceof ho ? !0 : typeof t == 'object' && t !== null && typeof t.next == 'function');
  yP.exports = ho;
});
var Qg = Ws((ule, bP) => {
  var xP = typeof ArrayBuffer < 'u',
    _P = typeof Symbol < 'u';
  function EP(t, e) {
    var r, o, n, s, i;
    if (!t) throw new Error('obliterator/forEach: invalid iterable.');
    if (typeof e != 'function') throw new Error('obliterator/forEach: expecting a callback.');
    if (
      Array.isArray(t) ||
      (xP && ArrayBuffer.isView(t)) ||
      typeof t == 'string' ||
      t.toString() === '[object Arguments]'
    ) {
      for (n = 0, s = t.length; n < s; n++) e(t[n], n);
      return;
    }
    if (typeof t.forEach == 'function') {
      t.forEach(e);
      return;
    }
    if (
      (_P && Symbol.iterator in t && typeof t.next != 'function' && (t = t[Symbol.iterator]()),
      typeof t.next == 'function')
    ) {
      for (r = t, n = 0; (i = r.next()), i.done !== !0; ) e(i.value, n), n++;
      return;
    }
    for (o in t) Object.hasOwn(t, o) && e(t[o], o);
  }
  EP.forEachWithNullKeys = (t, e) => {
    var r, o, n, s, i;
    if (!t) throw new Error('obliterator/forEachWithNullKeys: invalid iterable.');
    if (typeof e != 'function') throw new Error('obliterator/forEachWithNullKeys: expecting a callback.');
    if (
      Array.isArray(t) ||
      (xP && ArrayBuffer.isView(t)) ||
      typeof t == 'string' ||
      t.toString() === '[object Arguments]'
    ) {
      for (n = 0, s = t.length; n < s; n++) e(t[n], null);
      return;
    }
    if (t instanceof Set) {
      t.forEach((a) => {
        e(a, null);
      });
      return;
    }
    if (typeof t.forEach == 'function') {
      t.forEach(e);
      return;
    }
    if (
      (_P && Symbol.iterator in t && typeof t.next != 'function' && (t = t[Symbol.iterator]()),
      typeof t.next == 'function')
    ) {
      for (r = t, n = 0; (i = r.next()), i.done !== !0; ) e(i.value, null), n++;
      return;
    }
    for (o in t) Object.hasOwn(t, o) && e(t[o], o);
  };
  bP.exports = EP;
});
var ey = Ws((Jr) => {
  var b4 = 2 ** 8 - 1,
    w4 = 2 ** 16 - 1,
    I4 = 2 ** 32 - 1,
    T4 = 2 ** 7 - 1,
    v4 = 2 ** 15 - 1,
    A4 = 2 ** 31 - 1;
  Jr.getPointerArray = (t) => {
    var e = t - 1;
    return e <= b4 ? Uint8Array : e <= w4 ? Uint16Array : e <= I4 ? Uint32Array : Float64Array;
  };
  Jr.getSignedPointerArray = (t) => {
    var e = t - 1;
    return e <= T4 ? Int8Array : e <= v4 ? Int16Array : e <= A4 ? Int32Array : Float64Array;
  };
  Jr.getNumberType = (t) =>
    t === (t | 0)
      ? Math.sign(t) === -1
        ? t <= 127 && t >= -128
          ? Int8Array
          : t <= 32767 && t >= -32768
            ? Int16Array
            : Int32Array
        : t <= 255
          ? Uint8Array
          : t <= 65535
            ? Uint16Array
            : Uint32Array
      : Float64Array;
  var C4 = {
    Uint8Array: 1,
    Int8Array: 2,
    Uint16Array: 3,
    Int16Array: 4,
    Uint32Array: 5,
    Int32Array: 6,
    Float32Array: 7,
    Float64Array: 8,
  };
  Jr.getMinimalRepresentation = (t, e) => {
    var r = null,
      o = 0,
      n,
      s,
      i,
      a,
      c;
    for (a = 0, c = t.length; a < c; a++)
      (i = e ? e(t[a]) : t[a]), (s = Jr.getNumberType(i)), (n = C4[s.name]), n > o && ((o = n), (r = s));
    return r;
  };
  Jr.isTypedArray = (t) => typeof ArrayBuffer < 'u' && ArrayBuffer.isView(t);
  Jr.concat = function () {
    var t = 0,
      e,
      r,
      o;
    for (e = 0, o = arguments.length; e < o; e++) t += arguments[e].length;
    var n = new arguments[0].constructor(t);
    for (e = 0, r = 0; e < o; e++) n.set(arguments[e], r), (r += arguments[e].length);
    return n;
  };
  Jr.indices = (t) => {
    for (var e = Jr.getPointerArray(t), r = new e(t), o = 0; o < t; o++) r[o] = o;
    return r;
  };
});
var TP = Ws((la) => {
  var wP = Qg(),
    IP = ey();
  function R4(t) {
    return Array.isArray(t) || IP.isTypedArray(t);
  }
  function ty(t) {
    if (typeof t.length == 'number') return t.length;
    if (typeof t.size == 'number') return t.size;
  }
  function P4(t) {
    var e = ty(t),
      r = typeof e == 'number' ? new Array(e) : [],
      o = 0;
    return (
      wP(t, (n) => {
        r[o++] = n;
      }),
      r
    );
  }
  function O4(t) {
    var e = ty(t),
      r = typeof e == 'number' ? IP.getPointerArray(e) : Array,
      o = typeof e == 'number' ? new Array(e) : [],
      n = typeof e == 'number' ? new r(e) : [],
      s = 0;
    return (
      wP(t, (i) => {
        (o[s] = i), (n[s] = s++);
      }),
      [o, n]
    );
  }
  la.isArrayLike = R4;
  la.guessLength = ty;
  la.toArray = P4;
  la.toArrayWithIndices = O4;
});
var AP = Ws((dle, vP) => {
  var ry = SP(),
    k4 = Qg(),
    N4 = ey(),
    D4 = TP();
  function be(t, e, r) {
    if (
      (arguments.length < 2 && ((r = t), (t = null), (e = null)),
      (this.capacity = r),
      typeof this.capacity != 'number' || this.capacity <= 0)
    )
      throw new Error('mnemonist/lru-cache: capacity should be positive number.');
    var o = N4.getPointerArray(r);
    (this.forward = new o(r)),
      (this.backward = new o(r)),
      (this.K = typeof t == 'function' ? new t(r) : new Array(r)),
      (this.V = typeof e == 'function' ? new e(r) : new Array(r)),
      (this.size = 0),
      (this.head = 0),
      (this.tail = 0),
      (this.items = {});
  }
  be.prototype.clear = function () {
    (this.size = 0), (this.head = 0), (this.tail = 0), (this.items = {});
  };
  be.prototype.splayOnTop = function (t) {
    var e = this.head;
    if (this.head === t) return this;
    var r = this.backward[t],
      o = this.forward[t];
    return (
      this.tail === t ? (this.tail = r) : (this.backward[o] = r),
      (this.forward[r] = o),
      (this.backward[e] = t),
      (this.head = t),
      (this.forward[t] = e),
      this
    );
  };
  be.prototype.set = function (t, e) {
    var r = this.items[t];
    if (typeof r < 'u') {
      this.splayOnTop(r), (this.V[r] = e);
      return;
    }
    this.size < this.capacity
      ? (r = this.size++)
      : ((r = this.tail), (this.tail = this.backward[r]), delete this.items[this.K[r]]),
      (this.items[t] = r),
      (this.K[r] = t),
      (this.V[r] = e),
      (this.forward[r] = this.head),
      (this.backward[this.head] = r),
      (this.head = r);
  };
  be.prototype.setpop = function (t, e) {
    var r = null,
      o = null,
      n = this.items[t];
    return typeof n < 'u'
      ? (this.splayOnTop(n), (r = this.V[n]), (this.V[n] = e), { evicted: !1, key: t, value: r })
      : (this.size < this.capacity
          ? (n = this.size++)
          : ((n = this.tail),
            (this.tail = this.backward[n]),
            (r = this.V[n]),
            (o = this.K[n]),
            delete this.items[this.K[n]]),
        (this.items[t] = n),
        (this.K[n] = t),
        (this.V[n] = e),
        (this.forward[n] = this.head),
        (this.backward[this.head] = n),
        (this.head = n),
        o ? { evicted: !0, key: o, value: r } : null);
  };
  be.prototype.has = function (t) {
    return t in this.items;
  };
  be.prototype.get = function (t) {
    var e = this.items[t];
    if (!(typeof e > 'u')) return this.splayOnTop(e), this.V[e];
  };
  be.prototype.peek = function (t) {
    var e = this.items[t];
    if (!(typeof e > 'u')) return this.V[e];
  };
  be.prototype.forEach = function (t, e) {
    e = arguments.length > 1 ? e : this;
    for (var r = 0, o = this.size, n = this.head, s = this.K, i = this.V, a = this.forward; r < o; )
      t.call(e, i[n], s[n], this), (n = a[n]), r++;
  };
  be.prototype.keys = function () {
    var t = 0,
      e = this.size,
      r = this.head,
      o = this.K,
      n = this.forward;
    return new ry(() => {
      if (t >= e) return { done: !0 };
      var s = o[r];
      return t++, t < e && (r = n[r]), { done: !1, value: s };
    });
  };
  be.prototype.values = function () {
    var t = 0,
      e = this.size,
      r = this.head,
      o = this.V,
      n = this.forward;
    return new ry(() => {
      if (t >= e) return { done: !0 };
      var s = o[r];
      return t++, t < e && (r = n[r]), { done: !1, value: s };
    });
  };
  be.prototype.entries = function () {
    var t = 0,
      e = this.size,
      r = this.head,
      o = this.K,
      n = this.V,
      s = this.forward;
    return new ry(() => {
      if (t >= e) return { done: !0 };
      var i = o[r],
        a = n[r];
      return t++, t < e && (r = s[r]), { done: !1, value: [i, a] };
    });
  };
  typeof Symbol < 'u' && (be.prototype[Symbol.iterator] = be.prototype.entries);
  be.prototype.inspect = function () {
    for (var t = new Map(), e = this.entries(), r; (r = e.next()), !r.done; ) t.set(r.value[0], r.value[1]);
    return Object.defineProperty(t, 'constructor', { value: be, enumerable: !1 }), t;
  };
  typeof Symbol < 'u' && (be.prototype[Symbol.for('nodejs.util.inspect.custom')] = be.prototype.inspect);
  be.from = function (t, e, r, o) {
    if (arguments.length < 2) {
      if (((o = D4.guessLength(t)), typeof o != 'number'))
        throw new Error(
          'mnemonist/lru-cache.from: could not guess iterable length. Please provide desired capacity as last argument.',
        );
    } else arguments.length === 2 && ((o = e), (e = null), (r = null));
    var n = new be(e, r, o);
    return (
      k4(t, (s, i) => {
        n.set(i, s);
      }),
      n
    );
  };
  vP.exports = be;
});
var Hl,
  Gl,
  RP = p(() => {
    U();
    (Hl = (t) => (Qe.isInstance(t) ? (t.headers?.date ?? t.headers?.Date) : void 0)),
      (Gl = (t) => (Qe.isInstance(t) ? (t.headers?.age ?? t.headers?.Age) : void 0));
  });
var da,
  PP = p(() => {
    da = (t) => new Date(Date.now() + t);
  });
var Kl,
  OP = p(() => {
    Kl = (t, e, r, o) => {
      if (o !== void 0) return e;
      const n = Date.parse(t);
      if (Number.isNaN(n)) return e;
      const s = Date.now();
      return r !== void 0 && s - r > 9e5 ? e : n - s;
    };
  });
var ny = p(() => {
  RP();
  PP();
  OP();
});
var ma,
  $4,
  fa,
  Pe,
  sy = p(() => {
    U();
    Br();
    ny();
    (ma = (t, e) => {
      if (!e) throw new Error(`Property \`${t}\` is not resolved for AWS SDK SigV4Auth`);
      return e;
    }),
      ($4 = (t) => t.context?.[rr]?.eventStream?.output === !0),
      (fa = async (t) => {
        const e = ma('context', t.context),
          r = ma('config', t.config),
          o = e.endpointV2?.properties?.authSchemes?.[0],
          s = await ma('signer', r.signer)(o),
          i = t?.signingRegion,
          a = t?.signingRegionSet,
          c = t?.signingName;
        return { config: r, signer: s, signingRegion: i, signingRegionSet: a, signingName: c };
      }),
      (Pe = class {
        async sign(e, r, o) {
          if (!Z.isInstance(e)) throw new Error('The request is not an instance of `HttpRequest` and cannot be signed');
          let n = await fa(o),
            { config: s, signer: i } = n,
            { signingRegion: a, signingName: c } = n,
            u = o.context;
          if (u?.authSchemes?.length ?? !1) {
            const [f, h] = u.authSchemes;
            f?.name === 'sigv4a' && h?.name === 'sigv4' && ((a = h?.signingRegion ?? a), (c = h?.signingName ?? c));
          }
          const l = (await s.disableClockSkewCorrection?.()) === !0;
          o._disableClockSkewCorrection = l;
          const d = l || $4(o);
          return (
            (o._skipClockSkewSampling = d),
            d || ((o._preRequestSystemClockOffset = s.systemClockOffset), (o._requestSentAt = Date.now())),
            await i.sign(e, {
              signingDate: l ? new Date() : da(s.systemClockOffset),
              signingRegion: a,
              signingService: c,
            })
          );
        }
        errorHandler(e) {
          return (r) => {
            const o = r;
            if (!e._skipClockSkewSampling && !e._disableClockSkewCorrection) {
              const n = o.ServerTime ?? Hl(o.$response);
              if (n) {
                const s = ma('config', e.config),
                  i = e._preRequestSystemClockOffset,
                  a = e._requestSentAt,
                  c = Gl(o.$response),
                  u = Kl(n, s.systemClockOffset, a, c);
                (s.systemClockOffset = u),
                  Math.abs(u) >= 24e4 &&
                    (u !== i || (i !== void 0 && i !== u)) &&
                    o.$metadata &&
                    (o.$metadata.clockSkewCorrected = !0);
              }
            }
            throw r;
          };
        }
        successHandler(e, r) {
          if (r._skipClockSkewSampling || r._disableClockSkewCorrection) return;
          const o = Hl(e);
          if (o) {
            const n = ma('config', r.config),
              s = r._requestSentAt,
              i = Gl(e);
            n.systemClockOffset = Kl(o, n.systemClockOffset, s, i);
          }
        }
      });
  });
var Vo,
  kP = p(() => {
    U();
    ny();
    sy();
    Vo = class extends Pe {
      async sign(e, r, o) {
        if (!Z.isInstance(e)) throw new Error('The request is not an instance of `HttpRequest` and cannot be signed');
        const { config: n, signer: s, signingRegion: i, signingRegionSet: a, signingName: c } = await fa(o),
          l = ((await n.sigv4aSigningRegionSet?.()) ?? a ?? [i]).join(','),
          d = (await n.disableClockSkewCorrection?.()) === !0;
        return (
          (o._disableClockSkewCorrection = d),
          d || ((o._preRequestSystemClockOffset = n.systemClockOffset), (o._requestSentAt = Date.now())),
          await s.sign(e, {
            signingDate: d ? new Date() : da(n.systemClockOffset),
            signingRegion: l,
            signingService: c,
          })
        );
      }
    };
  });
var iy,
  NP = p(() => {
    iy = (t) => (typeof t == 'string' && t.length > 0 ? t.split(',').map((e) => e.trim()) : []);
  });
var DP,
  $P = p(() => {
    DP = (t) => `AWS_BEARER_TOKEN_${t.replace(/[\s-]/g, '_').toUpperCase()}`;
  });
var LP,
  zP,
  Bt,
  MP = p(() => {
    NP();
    $P();
    (LP = 'AWS_AUTH_SCHEME_PREFERENCE'),
      (zP = 'auth_scheme_preference'),
      (Bt = {
        environmentVariableSelector: (t, e) => {
          if (e?.signingName && DP(e.signingName) in t) return ['httpBearerAuth'];
          if (LP in t) return iy(t[LP]);
        },
        configFileSelector: (t) => {
          if (zP in t) return iy(t[zP]);
        },
        default: [],
      });
  });
var Zl,
  Wl,
  UP = p(() => {
    We();
    z();
    (Zl = (t) => ((t.sigv4aSigningRegionSet = Tr(t.sigv4aSigningRegionSet)), t)),
      (Wl = {
        environmentVariableSelector(t) {
          if (t.AWS_SIGV4A_SIGNING_REGION_SET) return t.AWS_SIGV4A_SIGNING_REGION_SET.split(',').map((e) => e.trim());
          throw new Ke('AWS_SIGV4A_SIGNING_REGION_SET not set in env.', { tryNextLink: !0 });
        },
        configFileSelector(t) {
          if (t.sigv4a_signing_region_set) return (t.sigv4a_signing_region_set ?? '').split(',').map((e) => e.trim());
          throw new Ke('sigv4a_signing_region_set not set in profile.', { tryNextLink: !0 });
        },
        default: void 0,
      });
  });
function BP(t) {
  for (let e = 0; e < 8; e++) t[e] ^= 255;
  for (let e = 7; e > -1 && (t[e]++, t[e] === 0); e--);
}
var ql,
  FP,
  L4,
  ay,
  VP = p(() => {
    N();
    N();
    ql = class {
      format(e) {
        const r = [];
        for (const s in e) {
          if (!P(e, s)) continue;
          const i = fe(s);
          r.push(Uint8Array.from([i.byteLength]), i, this.formatHeaderValue(e[s]));
        }
        let o = new Uint8Array(r.reduce((s, i) => s + i.byteLength, 0)),
          n = 0;
        for (const s of r) o.set(s, n), (n += s.byteLength);
        return o;
      }
      formatHeaderValue(e) {
        switch (e.type) {
          case 'boolean':
            return Uint8Array.from([e.value ? 0 : 1]);
          case 'byte':
            return Uint8Array.from([2, e.value]);
          case 'short': {
            const r = new DataView(new ArrayBuffer(3));
            return r.setUint8(0, 3), r.setInt16(1, e.value, !1), new Uint8Array(r.buffer);
          }
          case 'integer': {
            const o = new DataView(new ArrayBuffer(5));
            return o.setUint8(0, 4), o.setInt32(1, e.value, !1), new Uint8Array(o.buffer);
          }
          case 'long': {
            const n = new Uint8Array(9);
            return (n[0] = 5), n.set(e.value.bytes, 1), n;
          }
          case 'binary': {
            const s = new DataView(new ArrayBuffer(3 + e.value.byteLength));
            s.setUint8(0, 6), s.setUint16(1, e.value.byteLength, !1);
            const i = new Uint8Array(s.buffer);
            return i.set(e.value, 3), i;
          }
          case 'string': {
            const a = fe(e.value),
              c = new DataView(new ArrayBuffer(3 + a.byteLength));
            c.setUint8(0, 7), c.setUint16(1, a.byteLength, !1);
            const u = new Uint8Array(c.buffer);
            return u.set(a, 3), u;
          }
          case 'timestamp': {
            const l = new Uint8Array(9);
            return (l[0] = 8), l.set(ay.fromNumber(e.value.valueOf()).bytes, 1), l;
          }
          case 'uuid': {
            if (!L4.test(e.value)) throw new Error(`Invalid UUID received: ${e.value}`);
            const d = new Uint8Array(17);
            return (d[0] = 9), d.set(ki(e.value.replace(/-/g, '')), 1), d;
          }
        }
      }
    };
    ((t) => {
      (t[(t.boolTrue = 0)] = 'boolTrue'),
        (t[(t.boolFalse = 1)] = 'boolFalse'),
        (t[(t.byte = 2)] = 'byte'),
        (t[(t.short = 3)] = 'short'),
        (t[(t.integer = 4)] = 'integer'),
        (t[(t.long = 5)] = 'long'),
        (t[(t.byteArray = 6)] = 'byteArray'),
        (t[(t.string = 7)] = 'string'),
        (t[(t.timestamp = 8)] = 'timestamp'),
        (t[(t.uuid = 9)] = 'uuid');
    })(FP || (FP = {}));
    (L4 = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/),
      (ay = class t {
        bytes;
        constructor(e) {
          if (((this.bytes = e), e.byteLength !== 8)) throw new Error('Int64 buffers must be exactly 8 bytes');
        }
        static fromNumber(e) {
          if (e > 9223372036854776e3 || e < -9223372036854776e3)
            throw new Error(`${e} is too large (or, if negative, too small) to represent as an Int64`);
          const r = new Uint8Array(8);
          for (let o = 7, n = Math.abs(Math.round(e)); o > -1 && n > 0; o--, n /= 256) r[o] = n;
          return e < 0 && BP(r), new t(r);
        }
        valueOf() {
          const e = this.bytes.slice(0),
            r = e[0] & 128;
          return r && BP(e), parseInt(he(e), 16) * (r ? -1 : 1);
        }
        toString() {
          return String(this.valueOf());
        }
      });
  });
var jP,
  HP,
  cy,
  GP,
  KP,
  uy,
  ly,
  py,
  dy,
  z4,
  ZP,
  WP,
  ha,
  qP,
  JP,
  YP,
  XP,
  Jl,
  QP,
  eO,
  tO,
  my,
  rO,
  In = p(() => {
    (jP = 'X-Amz-Algorithm'),
      (HP = 'X-Amz-Credential'),
      (cy = 'X-Amz-Date'),
      (GP = 'X-Amz-SignedHeaders'),
      (KP = 'X-Amz-Expires'),
      (uy = 'X-Amz-Signature'),
      (ly = 'X-Amz-Security-Token'),
      (py = 'authorization'),
      (dy = cy.toLowerCase()),
      (z4 = 'date'),
      (ZP = [py, dy, z4]),
      (WP = uy.toLowerCase()),
      (ha = 'x-amz-content-sha256'),
      (qP = ly.toLowerCase()),
      (JP = {
        authorization: !0,
        'cache-control': !0,
        connection: !0,
        expect: !0,
        from: !0,
        'keep-alive': !0,
        'max-forwards': !0,
        pragma: !0,
        referer: !0,
        te: !0,
        trailer: !0,
        'transfer-encoding': !0,
        upgrade: !0,
        'user-agent': !0,
        'x-amzn-trace-id': !0,
      }),
      (YP = /^proxy-/),
      (XP = /^sec-/),
      (Jl = 'AWS4-HMAC-SHA256'),
      (QP = 'AWS4-HMAC-SHA256-PAYLOAD'),
      (eO = 'UNSIGNED-PAYLOAD'),
      (tO = 50),
      (my = 'aws4_request'),
      (rO = 3600 * 24 * 7);
  });
var oO,
  nO = p(() => {
    N();
    U();
    In();
    oO = ({ query: t = {} }) => {
      const e = [],
        r = {};
      for (const o in t) {
        if (!P(t, o) || o.toLowerCase() === WP) continue;
        const n = Er(o);
        e.push(n);
        const s = t[o];
        typeof s == 'string'
          ? (r[n] = `${n}=${Er(s)}`)
          : Array.isArray(s) &&
            (r[n] = s
              .slice(0)
              .reduce((i, a) => i.concat([`${n}=${Er(a)}`]), [])
              .sort()
              .join('&'));
      }
      return e
        .sort()
        .map((o) => r[o])
        .filter((o) => o)
        .join('&');
    };
  });
var sO,
  M4,
  iO = p(() => {
    (sO = (t) =>
      M4(t)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')),
      (M4 = (t) =>
        typeof t == 'number'
          ? new Date(t * 1e3)
          : typeof t == 'string'
            ? Number(t)
              ? new Date(Number(t) * 1e3)
              : new Date(t)
            : t);
  });
var Yl,
  aO = p(() => {
    O();
    U();
    N();
    nO();
    iO();
    Yl = class {
      service;
      regionProvider;
      credentialProvider;
      sha256;
      uriEscapePath;
      applyChecksum;
      constructor({ applyChecksum: e, credentials: r, region: o, service: n, sha256: s, uriEscapePath: i = !0 }) {
        (this.service = n),
          (this.sha256 = s),
          (this.uriEscapePath = i),
          (this.applyChecksum = typeof e == 'boolean' ? e : !0),
          (this.regionProvider = ee(o)),
          (this.credentialProvider = ee(r));
      }
      createCanonicalRequest(e, r, o) {
        const n = Object.keys(r).sort();
        return `${e.method}
${this.getCanonicalPath(e)}
${oO(e)}
${n
  .map((s) => `${s}:${r[s]}`)
  .join(`
`)}

${n.join(';')}
${o}`;
      }
      async createStringToSign(e, r, o, n) {
        const s = new this.sha256();
        s.update(Tt(o));
        const i = await s.digest();
        return `${n}
${e}
${r}
${he(i)}`;
      }
      getCanonicalPath({ path: e }) {
        if (this.uriEscapePath) {
          const r = [];
          for (const s of e.split('/')) s?.length !== 0 && s !== '.' && (s === '..' ? r.pop() : r.push(s));
          const o = `${e?.startsWith('/') ? '/' : ''}${r.join('/')}${r.length > 0 && e?.endsWith('/') ? '/' : ''}`;
          return Er(o).replace(/%2F/g, '/');
        }
        return e;
      }
      validateResolvedCredentials(e) {
        if (typeof e != 'object' || typeof e.accessKeyId != 'string' || typeof e.secretAccessKey != 'string')
          throw new Error('Resolved credential object is not valid');
      }
      formatDate(e) {
        const r = sO(e).replace(/[-:]/g, '');
        return { longDate: r, shortDate: r.slice(0, 8) };
      }
      getCanonicalHeaderList(e) {
        return Object.keys(e).sort().join(';');
      }
    };
  });
var Xl,
  fy,
  Ql,
  uO,
  cO,
  lO = p(() => {
    N();
    In();
    (Xl = {}),
      (fy = []),
      (Ql = (t, e, r) => `${t}/${e}/${r}/${my}`),
      (uO = async (t, e, r, o, n) => {
        const s = await cO(t, e.secretAccessKey, e.accessKeyId),
          i = `${r}:${o}:${n}:${he(s)}:${e.sessionToken}`;
        if (i in Xl) return Xl[i];
        for (fy.push(i); fy.length > tO; ) delete Xl[fy.shift()];
        let a = `AWS4${e.secretAccessKey}`;
        for (const c of [r, o, n, my]) a = await cO(t, a, c);
        return (Xl[i] = a);
      }),
      (cO = (t, e, r) => {
        const o = new t(e);
        return o.update(Tt(r)), o.digest();
      });
  });
var hy,
  pO = p(() => {
    N();
    In();
    hy = ({ headers: t }, e, r) => {
      const o = {};
      for (const n of Object.keys(t).sort()) {
        if (t[n] == null) continue;
        const s = n.toLowerCase();
        ((P(JP, s) || e?.has(s) || YP.test(s) || XP.test(s)) && (!r || (r && !r.has(s)))) ||
          (s === '__proto__' && fo(o),
          (o[s] = t[n]
            .replace(/[\r\n]/g, ' ')
            .replace(/[ \t]+/g, ' ')
            .replace(/^ | $/g, '')));
      }
      return o;
    };
  });
var ep,
  dO = p(() => {
    N();
    N();
    In();
    ep = async ({ headers: t, body: e }, r) => {
      for (const o in t) if (P(t, o) && o.toLowerCase() === ha) return t[o];
      if (e == null) return 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
      if (typeof e == 'string' || ArrayBuffer.isView(e) || Ci(e)) {
        const o = new r();
        return o.update(Tt(e)), he(await o.digest());
      }
      return eO;
    };
  });
var mO,
  fO = p(() => {
    N();
    mO = (t, e) => {
      t = t.toLowerCase();
      for (const r in e) if (P(e, r) && t === r.toLowerCase()) return !0;
      return !1;
    };
  });
var hO,
  gO = p(() => {
    N();
    U();
    hO = (t, e = {}) => {
      const { headers: r, query: o = {} } = Z.clone(t);
      for (const n in r) {
        if (!P(r, n)) continue;
        const s = n.toLowerCase();
        ((s.slice(0, 6) === 'x-amz-' && !e.unhoistableHeaders?.has(s)) || e.hoistableHeaders?.has(s)) &&
          ((o[n] = r[n]), delete r[n]);
      }
      return { ...t, headers: r, query: o };
    };
  });
var gy,
  yO = p(() => {
    N();
    U();
    In();
    gy = (t) => {
      t = Z.clone(t);
      for (const e in t.headers) P(t.headers, e) && ZP.indexOf(e.toLowerCase()) > -1 && delete t.headers[e];
      return t;
    };
  });
var jo,
  SO = p(() => {
    N();
    VP();
    aO();
    In();
    lO();
    pO();
    dO();
    fO();
    gO();
    yO();
    jo = class extends Yl {
      headerFormatter = new ql();
      constructor({ applyChecksum: e, credentials: r, region: o, service: n, sha256: s, uriEscapePath: i = !0 }) {
        super({ applyChecksum: e, credentials: r, region: o, service: n, sha256: s, uriEscapePath: i });
      }
      async presign(e, r = {}) {
        const {
            signingDate: o = new Date(),
            expiresIn: n = 3600,
            unsignableHeaders: s,
            unhoistableHeaders: i,
            signableHeaders: a,
            hoistableHeaders: c,
            signingRegion: u,
            signingService: l,
          } = r,
          d = await this.credentialProvider();
        this.validateResolvedCredentials(d);
        const m = u ?? (await this.regionProvider()),
          { longDate: f, shortDate: h } = this.formatDate(o);
        if (n > rO)
          return Promise.reject(
            'Signature version 4 presigned URLs must have an expiration date less than one week in the future',
          );
        const g = Ql(h, m, l ?? this.service),
          y = hO(gy(e), { unhoistableHeaders: i, hoistableHeaders: c });
        d.sessionToken && (y.query[ly] = d.sessionToken),
          (y.query[jP] = Jl),
          (y.query[HP] = `${d.accessKeyId}/${g}`),
          (y.query[cy] = f),
          (y.query[KP] = n.toString(10));
        const S = hy(y, s, a);
        return (
          (y.query[GP] = this.getCanonicalHeaderList(S)),
          (y.query[uy] = await this.getSignature(
            f,
            g,
            this.getSigningKey(d, m, h, l),
            this.createCanonicalRequest(y, S, await ep(e, this.sha256)),
          )),
          y
        );
      }
      async sign(e, r) {
        return typeof e == 'string'
          ? this.signString(e, r)
          : e.headers && e.payload
            ? this.signEvent(e, r)
            : e.message
              ? this.signMessage(e, r)
              : this.signRequest(e, r);
      }
      async signEvent(
        { headers: e, payload: r },
        {
          signingDate: o = new Date(),
          priorSignature: n,
          signingRegion: s,
          signingService: i,
          eventStreamCredentials: a,
        },
      ) {
        const c = s ?? (await this.regionProvider()),
          { shortDate: u, longDate: l } = this.formatDate(o),
          d = Ql(u, c, i ?? this.service),
          m = await ep({ headers: {}, body: r }, this.sha256),
          f = new this.sha256();
        f.update(e);
        const h = he(await f.digest()),
          g = [QP, l, d, n, h, m].join(`
`);
        return this.signString(g, { signingDate: o, signingRegion: c, signingService: i, eventStreamCredentials: a });
      }
      async signMessage(
        e,
        { signingDate: r = new Date(), signingRegion: o, signingService: n, eventStreamCredentials: s },
      ) {
        return this.signEvent(
          { headers: this.headerFormatter.format(e.message.headers), payload: e.message.body },
          {
            signingDate: r,
            signingRegion: o,
            signingService: n,
            priorSignature: e.priorSignature,
            eventStreamCredentials: s,
          },
        ).then((a) => ({ message: e.message, signature: a }));
      }
      async signString(
        e,
        { signingDate: r = new Date(), signingRegion: o, signingService: n, eventStreamCredentials: s } = {},
      ) {
        const i = s ?? (await this.credentialProvider());
        this.validateResolvedCredentials(i);
        const a = o ?? (await this.regionProvider()),
          { shortDate: c } = this.formatDate(r),
          u = new this.sha256(await this.getSigningKey(i, a, c, n));
        return u.update(Tt(e)), he(await u.digest());
      }
      async signRequest(
        e,
        {
          signingDate: r = new Date(),
          signableHeaders: o,
          unsignableHeaders: n,
          signingRegion: s,
          signingService: i,
        } = {},
      ) {
        const a = await this.credentialProvider();
        this.validateResolvedCredentials(a);
        const c = s ?? (await this.regionProvider()),
          u = gy(e),
          { longDate: l, shortDate: d } = this.formatDate(r),
          m = Ql(d, c, i ?? this.service);
        (u.headers[dy] = l), a.sessionToken && (u.headers[qP] = a.sessionToken);
        const f = await ep(u, this.sha256);
        !mO(ha, u.headers) && this.applyChecksum && (u.headers[ha] = f);
        const h = hy(u, n, o),
          g = await this.getSignature(l, m, this.getSigningKey(a, c, d, i), this.createCanonicalRequest(u, h, f));
        return (
          (u.headers[py] =
            `${Jl} Credential=${a.accessKeyId}/${m}, SignedHeaders=${this.getCanonicalHeaderList(h)}, Signature=${g}`),
          u
        );
      }
      async getSignature(e, r, o, n) {
        const s = await this.createStringToSign(e, r, n, Jl),
          i = new this.sha256(await o);
        return i.update(Tt(s)), he(await i.digest());
      }
      getSigningKey(e, r, o, n) {
        return uO(this.sha256, e, o, r, n || this.service);
      }
    };
  });
var tp,
  xO = p(() => {
    tp = { SignatureV4a: null };
  });
var rp = p(() => {
  SO();
  xO();
});
function U4(t, { credentials: e, credentialDefaultProvider: r }) {
  let o;
  return (
    e
      ? e?.memoized
        ? (o = e)
        : (o = Pl(e, Rl, ra))
      : r
        ? (o = Tr(r(Object.assign({}, t, { parentClientConfig: t }))))
        : (o = async () => {
            throw new Error(
              '@aws-sdk/core::resolveAwsSdkSigV4Config - `credentials` not provided and no credentialDefaultProvider was configured.',
            );
          }),
    (o.memoized = !0),
    o
  );
}
function F4(t, e) {
  if (e.configBound) return e;
  const r = async (o) => e({ ...o, callerClientConfig: t });
  return (r.memoized = e.memoized), (r.configBound = !0), r;
}
var yy,
  _O = p(() => {
    F();
    We();
    rp();
    yy = (t) => (e) => {
      let r = e.credentials,
        o = !!e.credentials,
        n;
      Object.defineProperty(e, 'credentials', {
        set(l) {
          l && l !== r && l !== n && (o = !0), (r = l);
          const d = U4(e, { credentials: r, credentialDefaultProvider: e.credentialDefaultProvider }),
            m = F4(e, d);
          if (o && !m.attributed) {
            const f = typeof r == 'object' && r !== null;
            (n = async (h) => {
              const y = await m(h);
              return f && (!y.$source || Object.keys(y.$source).length === 0) ? j(y, 'CREDENTIALS_CODE', 'e') : y;
            }),
              (n.memoized = m.memoized),
              (n.configBound = m.configBound),
              (n.attributed = !0);
          } else n = m;
        },
        get() {
          return n;
        },
        enumerable: !0,
        configurable: !0,
      }),
        (e.credentials = r);
      let { signingEscapePath: s = !0, systemClockOffset: i = e.systemClockOffset || 0, sha256: a } = e,
        c;
      return (
        e.signer
          ? (c = Tr(e.signer))
          : e.regionInfoProvider
            ? (c = () =>
                Tr(e.region)()
                  .then(async (l) => [
                    (await e.regionInfoProvider(l, {
                      useFipsEndpoint: await e.useFipsEndpoint(),
                      useDualstackEndpoint: await e.useDualstackEndpoint(),
                    })) || {},
                    l,
                  ])
                  .then(([l, d]) => {
                    const { signingRegion: m, signingService: f } = l;
                    (e.signingRegion = e.signingRegion || m || d), (e.signingName = e.signingName || f || e.serviceId);
                    const h = {
                        ...e,
                        credentials: e.credentials,
                        region: e.signingRegion,
                        service: e.signingName,
                        sha256: a,
                        uriEscapePath: s,
                      },
                      g = e.signerConstructor || jo;
                    return new g(h);
                  }))
            : (c = async (l) => {
                l = Object.assign(
                  {},
                  {
                    name: 'sigv4',
                    signingName: e.signingName || e.defaultSigningName,
                    signingRegion: await Tr(e.region)(),
                    properties: {},
                  },
                  l,
                );
                const d = l.signingRegion,
                  m = l.signingName;
                (e.signingRegion = e.signingRegion || d), (e.signingName = e.signingName || m || e.serviceId);
                const f = {
                    ...e,
                    credentials: e.credentials,
                    region: e.signingRegion,
                    service: e.signingName,
                    sha256: a,
                    uriEscapePath: s,
                  },
                  h = e.signerConstructor || jo;
                return new h(f);
              }),
        Object.assign(e, {
          systemClockOffset: i,
          signingEscapePath: s,
          signer: c,
          disableClockSkewCorrection: Tr(e.disableClockSkewCorrection ?? t),
        })
      );
    };
  });
var Sy = p(() => {
  sy();
  kP();
  MP();
  UP();
  _O();
});
var V4,
  j4,
  EO,
  bO = p(() => {
    z();
    (V4 = 'AWS_DISABLE_CLOCK_SKEW_CORRECTION'),
      (j4 = 'disable_clock_skew_correction'),
      (EO = {
        environmentVariableSelector: (t) => At(t, V4, rt.ENV),
        configFileSelector: (t) => At(t, j4, rt.CONFIG),
        default: !1,
      });
  });
var wO,
  IO = p(() => {
    z();
    bO();
    wO = C(EO);
  });
var Yr,
  qe = p(() => {
    Sy();
    Sy();
    IO();
    Yr = yy(wO);
  });
var wa,
  Ia,
  Cy,
  Ry,
  Py,
  Oy,
  Gp,
  Ek = p(() => {
    F();
    z();
    (wa = 'AWS_ACCESS_KEY_ID'),
      (Ia = 'AWS_SECRET_ACCESS_KEY'),
      (Cy = 'AWS_SESSION_TOKEN'),
      (Ry = 'AWS_CREDENTIAL_EXPIRATION'),
      (Py = 'AWS_CREDENTIAL_SCOPE'),
      (Oy = 'AWS_ACCOUNT_ID'),
      (Gp = (t) => async () => {
        t?.logger?.debug('@aws-sdk/credential-provider-env - fromEnv');
        const e = process.env[wa],
          r = process.env[Ia],
          o = process.env[Cy],
          n = process.env[Ry],
          s = process.env[Py],
          i = process.env[Oy];
        if (e && r) {
          const a = {
            accessKeyId: e,
            secretAccessKey: r,
            ...(o && { sessionToken: o }),
            ...(n && { expiration: new Date(n) }),
            ...(s && { credentialScope: s }),
            ...(i && { accountId: i }),
          };
          return j(a, 'CREDENTIALS_ENV_VARS', 'g'), a;
        }
        throw new v('Unable to find environment variable credentials.', { logger: t?.logger });
      });
  });
var bk = {};
He(bk, {
  ENV_ACCOUNT_ID: () => Oy,
  ENV_CREDENTIAL_SCOPE: () => Py,
  ENV_EXPIRATION: () => Ry,
  ENV_KEY: () => wa,
  ENV_SECRET: () => Ia,
  ENV_SESSION: () => Cy,
  fromEnv: () => Gp,
});
var ky = p(() => {
  Ek();
});
var Kp,
  Zp,
  Ny = p(() => {
    (Kp = (t) =>
      !!t &&
      typeof t == 'object' &&
      typeof t.AccessKeyId == 'string' &&
      typeof t.SecretAccessKey == 'string' &&
      typeof t.Token == 'string' &&
      typeof t.Expiration == 'string'),
      (Zp = (t) => ({
        accessKeyId: t.AccessKeyId,
        secretAccessKey: t.SecretAccessKey,
        sessionToken: t.Token,
        expiration: new Date(t.Expiration),
        ...(t.AccountId && { accountId: t.AccountId }),
      }));
  });
var wk,
  Ik,
  ks,
  Wp = p(() => {
    (wk = 1e3), (Ik = 0), (ks = ({ maxRetries: t = 0, timeout: e = 1e3 }) => ({ maxRetries: t, timeout: e }));
  });
import Tk from 'node:http';
var vk = p(() => {});
function Go(t) {
  return new Promise((e, r) => {
    const o = Tk.request({ method: 'GET', ...t, hostname: t.hostname?.replace(/^\[(.+)\]$/, '$1') });
    o.on('error', (n) => {
      r(Object.assign(new Ke('Unable to connect to instance metadata service'), n)), o.destroy();
    }),
      o.on('timeout', () => {
        r(new Ke('TimeoutError from instance metadata service')), o.destroy();
      }),
      o.on('response', (n) => {
        const { statusCode: s = 400 } = n;
        (s < 200 || 300 <= s) &&
          (r(Object.assign(new Ke('Error response received from instance metadata service'), { statusCode: s })),
          o.destroy());
        const i = [];
        n.on('data', (a) => {
          i.push(a);
        }),
          n.on('end', () => {
            e(Buffer.concat(i)), o.destroy();
          });
      }),
      o.end();
  });
}
var qp = p(() => {
  z();
  vk();
});
var Ta,
  Dy = p(() => {
    Ta = (t, e) => {
      let r = t();
      for (let o = 0; o < e; o++) r = r.catch(t);
      return r;
    };
  });
var Ns,
  va,
  Jp,
  Ak,
  WG,
  qG,
  JG,
  YG,
  XG,
  Ck = p(() => {
    z();
    Ny();
    Wp();
    qp();
    Dy();
    (Ns = 'AWS_CONTAINER_CREDENTIALS_FULL_URI'),
      (va = 'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI'),
      (Jp = 'AWS_CONTAINER_AUTHORIZATION_TOKEN'),
      (Ak = (t = {}) => {
        const { timeout: e, maxRetries: r } = ks(t);
        return () =>
          Ta(async () => {
            const o = await XG({ logger: t.logger }),
              n = JSON.parse(await WG(e, o));
            if (!Kp(n)) throw new v('Invalid response received from instance metadata service.', { logger: t.logger });
            return Zp(n);
          }, r);
      }),
      (WG = async (t, e) => (
        process.env[Jp] && (e.headers = { ...e.headers, Authorization: process.env[Jp] }),
        (await Go({ ...e, timeout: t })).toString()
      )),
      (qG = '169.254.170.2'),
      (JG = new Set(['localhost', '127.0.0.1'])),
      (YG = new Set(['http:', 'https:'])),
      (XG = async ({ logger: t }) => {
        if (process.env[va]) return { hostname: qG, path: process.env[va] };
        if (process.env[Ns]) {
          let e;
          try {
            e = new URL(process.env[Ns]);
          } catch {
            throw new v(`${process.env[Ns]} is not a valid container metadata service URL`, {
              tryNextLink: !1,
              logger: t,
            });
          }
          if (!e.hostname || !JG.has(e.hostname))
            throw new v(`${e.hostname} is not a valid container metadata service hostname`, {
              tryNextLink: !1,
              logger: t,
            });
          if (!e.protocol || !YG.has(e.protocol))
            throw new v(`${e.protocol} is not a valid container metadata service protocol`, {
              tryNextLink: !1,
              logger: t,
            });
          return {
            protocol: e.protocol,
            hostname: e.hostname,
            path: e.pathname + e.search,
            port: e.port ? parseInt(e.port, 10) : void 0,
          };
        }
        throw new v(
          `The container metadata credential provider cannot be used unless the ${va} or ${Ns} environment variable is set`,
          { tryNextLink: !1, logger: t },
        );
      });
  });
var Yp,
  Rk = p(() => {
    z();
    Yp = class t extends v {
      tryNextLink;
      name = 'InstanceMetadataV1FallbackError';
      constructor(e, r = !0) {
        super(e, r), (this.tryNextLink = r), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var Rn,
  $y = p(() => {
    ((t) => {
      (t.IPv4 = 'http://169.254.169.254'), (t.IPv6 = 'http://[fd00:ec2::254]');
    })(Rn || (Rn = {}));
  });
var QG,
  eK,
  Pk,
  Ok = p(() => {
    (QG = 'AWS_EC2_METADATA_SERVICE_ENDPOINT'),
      (eK = 'ec2_metadata_service_endpoint'),
      (Pk = { environmentVariableSelector: (t) => t[QG], configFileSelector: (t) => t[eK], default: void 0 });
  });
var Ko,
  Ly = p(() => {
    ((t) => {
      (t.IPv4 = 'IPv4'), (t.IPv6 = 'IPv6');
    })(Ko || (Ko = {}));
  });
var tK,
  rK,
  kk,
  Nk = p(() => {
    Ly();
    (tK = 'AWS_EC2_METADATA_SERVICE_ENDPOINT_MODE'),
      (rK = 'ec2_metadata_service_endpoint_mode'),
      (kk = { environmentVariableSelector: (t) => t[tK], configFileSelector: (t) => t[rK], default: Ko.IPv4 });
  });
var Xp,
  oK,
  nK,
  zy = p(() => {
    z();
    U();
    $y();
    Ok();
    Ly();
    Nk();
    (Xp = async () => Ce((await oK()) || (await nK()))),
      (oK = async () => C(Pk)()),
      (nK = async () => {
        const t = await C(kk)();
        switch (t) {
          case Ko.IPv4:
            return Rn.IPv4;
          case Ko.IPv6:
            return Rn.IPv6;
          default:
            throw new Error(`Unsupported endpoint mode: ${t}. Select from ${Object.values(Ko)}`);
        }
      });
  });
var sK,
  My,
  Dk = p(() => {
    (sK = 'https://docs.aws.amazon.com/sdkref/latest/guide/feature-static-credentials.html'),
      (My = (t, e) => {
        const r = 300 + Math.floor(Math.random() * 300),
          o = new Date(Date.now() + r * 1e3);
        e.warn(
          `Attempting credential expiration extension due to a credential service availability issue. A refresh of these credentials will be attempted after ${new Date(o)}.
For more information, please visit: ` + sK,
        );
        const n = t.originalExpiration ?? t.expiration;
        return { ...t, ...(n ? { originalExpiration: n } : {}), expiration: o };
      });
  });
var $k,
  Lk = p(() => {
    Dk();
    $k = (t, e = {}) => {
      let r = e?.logger || console,
        o;
      return async () => {
        let n;
        try {
          (n = await t()), n.expiration && n.expiration.getTime() < Date.now() && (n = My(n, r));
        } catch (s) {
          if (o) r.warn('Credential renew failed: ', s), (n = My(o, r));
          else throw s;
        }
        return (o = n), n;
      };
    };
  });
var Uk,
  iK,
  Uy,
  zk,
  Mk,
  Fk,
  aK,
  cK,
  uK,
  lK,
  Bk = p(() => {
    z();
    Rk();
    Ny();
    Wp();
    qp();
    Dy();
    zy();
    Lk();
    (Uk = '/latest/meta-data/iam/security-credentials/'),
      (iK = '/latest/api/token'),
      (Uy = 'AWS_EC2_METADATA_V1_DISABLED'),
      (zk = 'ec2_metadata_v1_disabled'),
      (Mk = 'x-aws-ec2-metadata-token'),
      (Fk = (t = {}) => $k(aK(t), { logger: t.logger })),
      (aK = (t = {}) => {
        let e = !1,
          { logger: r, profile: o } = t,
          { timeout: n, maxRetries: s } = ks(t),
          i = async (a, c) => {
            if (e || c.headers?.[Mk] == null) {
              let d = !1,
                m = !1,
                f = await C(
                  {
                    environmentVariableSelector: (h) => {
                      const g = h[Uy];
                      if (((m = !!g && g !== 'false'), g === void 0))
                        throw new v(`${Uy} not set in env, checking config file next.`, { logger: t.logger });
                      return m;
                    },
                    configFileSelector: (h) => {
                      const g = h[zk];
                      return (d = !!g && g !== 'false'), d;
                    },
                    default: !1,
                  },
                  { profile: o },
                )();
              if (t.ec2MetadataV1Disabled || f) {
                const h = [];
                throw (
                  (t.ec2MetadataV1Disabled &&
                    h.push('credential provider initialization (runtime option ec2MetadataV1Disabled)'),
                  d && h.push(`config file profile (${zk})`),
                  m && h.push(`process environment variable (${Uy})`),
                  new Yp(
                    `AWS EC2 Metadata v1 fallback has been blocked by AWS SDK configuration in the following: [${h.join(', ')}].`,
                  ))
                );
              }
            }
            const l = (
              await Ta(async () => {
                let d;
                try {
                  d = await uK(c);
                } catch (m) {
                  throw (m.statusCode === 401 && (e = !1), m);
                }
                return d;
              }, a)
            ).trim();
            return Ta(async () => {
              let d;
              try {
                d = await lK(l, c, t);
              } catch (m) {
                throw (m.statusCode === 401 && (e = !1), m);
              }
              return d;
            }, a);
          };
        return async () => {
          const a = await Xp();
          if (e)
            return (
              r?.debug('AWS SDK Instance Metadata', 'using v1 fallback (no token fetch)'), i(s, { ...a, timeout: n })
            );
          {
            let c;
            try {
              c = (await cK({ ...a, timeout: n })).toString();
            } catch (u) {
              if (u?.statusCode === 400)
                throw Object.assign(u, { message: 'EC2 Metadata token request returned error' });
              return (
                (u.message === 'TimeoutError' || [403, 404, 405].includes(u.statusCode)) && (e = !0),
                r?.debug('AWS SDK Instance Metadata', 'using v1 fallback (initial)'),
                i(s, { ...a, timeout: n })
              );
            }
            return i(s, { ...a, headers: { [Mk]: c }, timeout: n });
          }
        };
      }),
      (cK = async (t) =>
        Go({ ...t, path: iK, method: 'PUT', headers: { 'x-aws-ec2-metadata-token-ttl-seconds': '21600' } })),
      (uK = async (t) => (await Go({ ...t, path: Uk })).toString()),
      (lK = async (t, e, r) => {
        const o = JSON.parse((await Go({ ...e, path: Uk + t })).toString());
        if (!Kp(o)) throw new v('Invalid response received from instance metadata service.', { logger: r.logger });
        return Zp(o);
      });
  });
var Qp = {};
He(Qp, {
  DEFAULT_MAX_RETRIES: () => Ik,
  DEFAULT_TIMEOUT: () => wk,
  ENV_CMDS_AUTH_TOKEN: () => Jp,
  ENV_CMDS_FULL_URI: () => Ns,
  ENV_CMDS_RELATIVE_URI: () => va,
  Endpoint: () => Rn,
  fromContainerMetadata: () => Ak,
  fromInstanceMetadata: () => Fk,
  getInstanceMetadataEndpoint: () => Xp,
  httpRequest: () => Go,
  providerConfigFromInit: () => ks,
});
var ed = p(() => {
  Ck();
  Bk();
  Wp();
  qp();
  zy();
  $y();
});
function Fy(t) {
  const e = t && typeof t == 'object' && 'reason' in t ? t.reason : void 0;
  if (e) {
    if (e instanceof Error) {
      const n = new Error('Request aborted');
      return (n.name = 'AbortError'), (n.cause = e), n;
    }
    const o = new Error(String(e));
    return (o.name = 'AbortError'), o;
  }
  const r = new Error('Request aborted');
  return (r.name = 'AbortError'), r;
}
var Vk = p(() => {});
var jk,
  Hk = p(() => {
    jk = ['ECONNRESET', 'EPIPE', 'ETIMEDOUT'];
  });
var Gk,
  Kk = p(() => {
    N();
    Gk = (t) => {
      const e = {};
      for (const r in t) {
        if (!P(t, r)) continue;
        const o = t[r];
        e[r] = Array.isArray(o) ? o.join(',') : o;
      }
      return e;
    };
  });
import Aa from 'node:https';
var Zk = p(() => {});
var ge,
  Pn = p(() => {
    ge = { setTimeout: (t, e) => setTimeout(t, e), clearTimeout: (t) => clearTimeout(t) };
  });
var Wk,
  qk,
  Jk = p(() => {
    Pn();
    (Wk = 1e3),
      (qk = (t, e, r = 0) => {
        if (!r) return -1;
        const o = (n) => {
          const s = ge.setTimeout(() => {
              t.destroy(),
                e(
                  Object.assign(
                    new Error(
                      `@smithy/node-http-handler - the request socket did not establish a connection with the server within the configured timeout of ${r} ms.`,
                    ),
                    { name: 'TimeoutError' },
                  ),
                );
            }, r - n),
            i = (a) => {
              a?.connecting
                ? a.on('connect', () => {
                    ge.clearTimeout(s);
                  })
                : ge.clearTimeout(s);
            };
          t.socket ? i(t.socket) : t.on('socket', i);
        };
        return r < 2e3 ? (o(0), 0) : ge.setTimeout(o.bind(null, Wk), Wk);
      });
  });
var Yk,
  Xk = p(() => {
    Pn();
    Yk = (t, e, r = 0, o, n) =>
      r
        ? ge.setTimeout(() => {
            let s = `@smithy/node-http-handler - [${o ? 'ERROR' : 'WARN'}] a request has exceeded the configured ${r} ms requestTimeout.`;
            if (o) {
              const i = Object.assign(new Error(s), { name: 'TimeoutError', code: 'ETIMEDOUT' });
              t.destroy(i), e(i);
            } else
              (s += ' Init client requestHandler with throwOnRequestTimeout=true to turn this into an error.'),
                n?.warn?.(s);
          }, r)
        : -1;
  });
var pK,
  Qk,
  eN = p(() => {
    Pn();
    (pK = 3e3),
      (Qk = (t, { keepAlive: e, keepAliveMsecs: r }, o = pK) => {
        if (e !== !0) return -1;
        const n = () => {
          t.socket
            ? t.socket.setKeepAlive(e, r || 0)
            : t.on('socket', (s) => {
                s.setKeepAlive(e, r || 0);
              });
        };
        return o === 0 ? (n(), 0) : ge.setTimeout(n, o);
      });
  });
var td,
  tN = p(() => {
    td = (t) => {
      const e = t?.defaultSocketTimeout;
      return typeof e == 'number' && Number.isFinite(e) && e > 0 ? e : void 0;
    };
  });
var dK,
  By,
  rN = p(() => {
    Pn();
    (dK = 3e3),
      (By = (t, e, r = 0, o = !1) => {
        if (!Number.isFinite(r) || r <= 0) return;
        let n;
        t.once('response', (c) => (n = c));
        const s = () => {
            if (n?.complete) {
              t.socket?.destroy();
              return;
            }
            const c = Object.assign(
              new Error(
                `@smithy/node-http-handler - the request socket timed out after ${r} ms of inactivity (${o ? 'service default socket timeout' : 'configured by client requestHandler'}).`,
              ),
              { name: 'TimeoutError' },
            );
            n?.destroy(c), t.destroy(), e(c);
          },
          i = () => {
            const { socket: c } = t;
            c
              ? c.connecting
                ? c.once('connect', i)
                : (c.setTimeout(r, s), t.on('close', () => c.removeListener('timeout', s)))
              : t.once('socket', i);
          };
        if (r < 6e3) {
          i();
          return;
        }
        const a = ge.setTimeout(i, dK);
        t.once('close', () => ge.clearTimeout(a));
      });
  });
import { Readable as mK } from 'node:stream';
async function nN(t, e, r = oN, o = !1) {
  let n = e.headers,
    s = n ? n.Expect || n.expect : void 0,
    i = -1,
    a = !0;
  !o &&
    s === '100-continue' &&
    (a = await Promise.race([
      new Promise((c) => {
        i = Number(ge.setTimeout(() => c(!0), Math.max(oN, r)));
      }),
      new Promise((c) => {
        t.on('continue', () => {
          ge.clearTimeout(i), c(!0);
        }),
          t.on('response', () => {
            ge.clearTimeout(i), c(!1);
          }),
          t.on('error', () => {
            ge.clearTimeout(i), c(!1);
          });
      }),
    ])),
    a && fK(t, e.body);
}
function fK(t, e) {
  if (e instanceof mK) {
    e.pipe(t);
    return;
  }
  if (e) {
    const r = Buffer.isBuffer(e);
    if (r || typeof e == 'string') {
      r && e.byteLength === 0 ? t.end() : t.end(e);
      return;
    }
    const n = e;
    if (typeof n == 'object' && n.buffer && typeof n.byteOffset == 'number' && typeof n.byteLength == 'number') {
      t.end(Buffer.from(n.buffer, n.byteOffset, n.byteLength));
      return;
    }
    t.end(Buffer.from(e));
    return;
  }
  t.end();
}
var oN,
  sN = p(() => {
    Pn();
    oN = 6e3;
  });
var rd,
  iN,
  ct,
  aN = p(() => {
    N();
    U();
    Vk();
    Hk();
    Kk();
    Zk();
    Jk();
    Xk();
    eN();
    tN();
    rN();
    Pn();
    sN();
    ct = class t {
      config;
      configProvider;
      socketWarningTimestamp = 0;
      externalAgent = !1;
      metadata = { handlerProtocol: 'http/1.1' };
      static create(e) {
        return typeof e?.handle == 'function' ? e : new t(e);
      }
      static checkSocketUsage(e, r, o = console) {
        const { sockets: n, requests: s, maxSockets: i } = e;
        if (typeof i != 'number' || i === 1 / 0 || Date.now() - 15e3 < r) return r;
        if (n && s)
          for (const c in n) {
            if (!P(n, c)) continue;
            const u = n[c]?.length ?? 0,
              l = s[c]?.length ?? 0;
            if (u >= i && l >= 2 * i)
              return (
                o?.warn?.(`@smithy/node-http-handler:WARN - socket usage at capacity=${u} and ${l} additional requests are enqueued.
See https://docs.aws.amazon.com/sdk-for-javascript/v3/developer-guide/node-configuring-maxsockets.html
or increase socketAcquisitionWarningTimeout=(millis) in the NodeHttpHandler config.`),
                Date.now()
              );
          }
        return r;
      }
      constructor(e) {
        this.configProvider = new Promise((r, o) => {
          typeof e == 'function'
            ? e()
                .then((n) => {
                  r(this.resolveDefaultConfig(n));
                })
                .catch(o)
            : r(this.resolveDefaultConfig(e));
        });
      }
      destroy() {
        this.config?.httpAgent?.destroy(), this.config?.httpsAgent?.destroy();
      }
      async handle(e, { abortSignal: r, requestTimeout: o } = {}) {
        this.config || (this.config = await this.configProvider);
        const n = this.config,
          s = n.logger,
          i = e.protocol === 'https:';
        return (
          !i && !this.config.httpAgent && (this.config.httpAgent = await this.config.httpAgentProvider()),
          new Promise((a, c) => {
            let u,
              l = -1,
              d = -1,
              m = -1,
              f = -1,
              h = () => {
                ge.clearTimeout(l), ge.clearTimeout(d), ge.clearTimeout(m), ge.clearTimeout(f);
              },
              g = async (q) => {
                await u, h(), a(q);
              },
              y = async (q) => {
                await u, h(), c(q);
              };
            if (r?.aborted) {
              const q = Fy(r);
              y(q);
              return;
            }
            let S = e.headers,
              x = S ? (S.Expect ?? S.expect) === '100-continue' : !1,
              b = i ? n.httpsAgent : n.httpAgent;
            x && !this.externalAgent && (b = new (i ? Aa.Agent : rd)({ keepAlive: !1, maxSockets: 1 / 0 })),
              (l = ge.setTimeout(
                () => {
                  this.socketWarningTimestamp = t.checkSocketUsage(b, this.socketWarningTimestamp, s);
                },
                n.socketAcquisitionWarningTimeout ?? (n.requestTimeout ?? 2e3) + (n.connectionTimeout ?? 1e3),
              ));
            let w = e.query ? fg(e.query) : '',
              I;
            if (e.username != null || e.password != null) {
              const q = e.username ?? '',
                Wt = e.password ?? '';
              I = `${q}:${Wt}`;
            }
            let A = e.path;
            w && (A += `?${w}`), e.fragment && (A += `#${e.fragment}`);
            let B = e.hostname ?? '';
            B[0] === '[' && B.endsWith(']') ? (B = e.hostname.slice(1, -1)) : (B = e.hostname);
            const Ve = { headers: e.headers, host: B, method: e.method, path: A, port: e.port, agent: b, auth: I },
              ne = (i ? Aa.request : iN)(Ve, (q) => {
                const Wt = new Qe({
                  statusCode: q.statusCode || -1,
                  reason: q.statusMessage,
                  headers: Gk(q.headers),
                  body: q,
                });
                g({ response: Wt });
              });
            if (
              (ne.on('error', (q) => {
                jk.includes(q.code) ? y(Object.assign(q, { name: 'TimeoutError' })) : y(q);
              }),
              r)
            ) {
              const q = () => {
                ne.destroy();
                const Wt = Fy(r);
                y(Wt);
              };
              if (typeof r.addEventListener == 'function') {
                const Wt = r;
                Wt.addEventListener('abort', q, { once: !0 }),
                  ne.once('close', () => Wt.removeEventListener('abort', q));
              } else r.onabort = q;
            }
            const Ee = o ?? n.requestTimeout;
            (d = qk(ne, y, n.connectionTimeout)), (m = Yk(ne, y, Ee, n.throwOnRequestTimeout, s ?? console));
            const je = n.socketTimeout === void 0 ? td(n) : void 0;
            je ? By(ne, y, je, !0) : By(ne, y, n.socketTimeout);
            const De = Ve.agent;
            typeof De == 'object' &&
              'keepAlive' in De &&
              (f = Qk(ne, { keepAlive: De.keepAlive, keepAliveMsecs: De.keepAliveMsecs })),
              (u = nN(ne, e, Ee, this.externalAgent).catch((q) => (h(), c(q))));
          })
        );
      }
      updateHttpClientConfig(e, r) {
        (this.config = void 0),
          (this.configProvider = this.configProvider.then((o) => {
            switch (e) {
              case Symbol.for('logger'):
                (e = 'logger'), (r = o.logger ?? r);
                break;
              case Symbol.for('@smithy/defaultSocketTimeout'):
                (e = 'defaultSocketTimeout'), (r = td(o) ?? r);
                break;
            }
            return { ...o, [e]: r };
          }));
      }
      httpHandlerConfigs() {
        return this.config ?? {};
      }
      resolveDefaultConfig(e) {
        let {
            requestTimeout: r,
            connectionTimeout: o,
            socketTimeout: n,
            socketAcquisitionWarningTimeout: s,
            httpAgent: i,
            httpsAgent: a,
            throwOnRequestTimeout: c,
            logger: u,
          } = e || {},
          l = !0,
          d = 50,
          m;
        return {
          connectionTimeout: o,
          requestTimeout: r,
          socketTimeout: n,
          defaultSocketTimeout: td(e),
          socketAcquisitionWarningTimeout: s,
          throwOnRequestTimeout: c,
          httpAgentProvider: () =>
            (m ??= (async () => {
              const f = await import('node:http'),
                { Agent: h, request: g } = f.default ?? f;
              return (
                (iN = g),
                (rd = h),
                i instanceof rd || typeof i?.destroy == 'function'
                  ? ((this.externalAgent = !0), i)
                  : new rd({ keepAlive: l, maxSockets: d, ...i })
              );
            })()),
          httpsAgent:
            a instanceof Aa.Agent || typeof a?.destroy == 'function'
              ? ((this.externalAgent = !0), a)
              : new Aa.Agent({ keepAlive: l, maxSockets: d, ...a }),
          logger: u,
        };
      }
    };
  });
var On = p(() => {
  aN();
  N();
});
var hK,
  gK,
  yK,
  cN,
  uN = p(() => {
    z();
    (hK = '169.254.170.2'),
      (gK = '169.254.170.23'),
      (yK = '[fd00:ec2::23]'),
      (cN = (t, e) => {
        if (t.protocol !== 'https:' && !(t.hostname === hK || t.hostname === gK || t.hostname === yK)) {
          if (t.hostname.includes('[')) {
            if (t.hostname === '[::1]' || t.hostname === '[0000:0000:0000:0000:0000:0000:0000:0001]') return;
          } else {
            if (t.hostname === 'localhost') return;
            const r = t.hostname.split('.'),
              o = (n) => {
                const s = parseInt(n, 10);
                return 0 <= s && s <= 255;
              };
            if (r[0] === '127' && o(r[1]) && o(r[2]) && o(r[3]) && r.length === 4) return;
          }
          throw new v(
            `URL not accepted. It must either be HTTPS or match one of the following:
  - loopback CIDR 127.0.0.0/8 or [::1/128]
  - ECS container host 169.254.170.2
  - EKS container host 169.254.170.23 or [fd00:ec2::23]`,
            { logger: e },
          );
        }
      });
  });
function lN(t) {
  return new Z({
    protocol: t.protocol,
    hostname: t.hostname,
    port: Number(t.port),
    path: t.pathname,
    query: Array.from(t.searchParams.entries()).reduce((e, [r, o]) => ((e[r] = o), e), {}),
    fragment: t.hash,
  });
}
async function pN(t, e) {
  const o = await Zi(t.body).transformToString();
  if (t.statusCode === 200) {
    const n = JSON.parse(o);
    if (
      typeof n.AccessKeyId != 'string' ||
      typeof n.SecretAccessKey != 'string' ||
      typeof n.Token != 'string' ||
      typeof n.Expiration != 'string'
    )
      throw new v(
        'HTTP credential provider response not of the required format, an object matching: { AccessKeyId: string, SecretAccessKey: string, Token: string, Expiration: string(rfc3339) }',
        { logger: e },
      );
    return {
      accessKeyId: n.AccessKeyId,
      secretAccessKey: n.SecretAccessKey,
      sessionToken: n.Token,
      expiration: Gf(n.Expiration),
    };
  }
  if (t.statusCode >= 400 && t.statusCode < 500) {
    let n = {};
    try {
      n = JSON.parse(o);
    } catch {}
    throw Object.assign(new v(`Server responded with status: ${t.statusCode}`, { logger: e }), {
      Code: n.Code,
      Message: n.Message,
    });
  }
  throw new v(`Server responded with status: ${t.statusCode}`, { logger: e });
}
var dN = p(() => {
  z();
  U();
  N();
  N();
});
var mN,
  fN = p(() => {
    mN = (t, e, r) => async () => {
      for (let o = 0; o < e; ++o)
        try {
          return await t();
        } catch {
          await new Promise((s) => setTimeout(s, r));
        }
      return await t();
    };
  });
import SK from 'node:fs/promises';
var xK,
  _K,
  EK,
  bK,
  wK,
  gN,
  hN,
  yN = p(() => {
    F();
    z();
    On();
    uN();
    dN();
    fN();
    (xK = 'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI'),
      (_K = 'http://169.254.170.2'),
      (EK = 'AWS_CONTAINER_CREDENTIALS_FULL_URI'),
      (bK = 'AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE'),
      (wK = 'AWS_CONTAINER_AUTHORIZATION_TOKEN'),
      (gN = (t = {}) => {
        t.logger?.debug('@aws-sdk/credential-provider-http - fromHttp');
        let e,
          r = t.awsContainerCredentialsRelativeUri ?? process.env[xK],
          o = t.awsContainerCredentialsFullUri ?? process.env[EK],
          n = t.awsContainerAuthorizationToken ?? process.env[wK],
          s = t.awsContainerAuthorizationTokenFile ?? process.env[bK],
          i =
            t.logger?.constructor?.name === 'NoOpLogger' || !t.logger?.warn
              ? console.warn
              : t.logger.warn.bind(t.logger);
        if (
          (r &&
            o &&
            (i(
              '@aws-sdk/credential-provider-http: you have set both awsContainerCredentialsRelativeUri and awsContainerCredentialsFullUri.',
            ),
            i('awsContainerCredentialsRelativeUri will take precedence.')),
          n &&
            s &&
            (i(
              '@aws-sdk/credential-provider-http: you have set both awsContainerAuthorizationToken and awsContainerAuthorizationTokenFile.',
            ),
            i('awsContainerAuthorizationTokenFile will take precedence.')),
          r)
        )
          e = `${_K}${r}`;
        else if (o) e = o;
        else
          throw new v(
            `No HTTP credential provider host provided.
Set AWS_CONTAINER_CREDENTIALS_FULL_URI or AWS_CONTAINER_CREDENTIALS_RELATIVE_URI.`,
            { logger: t.logger },
          );
        const a = new URL(e);
        cN(a, t.logger);
        const c = ct.create({ connectionTimeout: t.timeout ?? 1e3 }),
          u = t.timeout ?? 1e3,
          l = mN(
            async () => {
              const d = lN(a);
              s
                ? (d.headers.Authorization = hN((await SK.readFile(s)).toString()))
                : n && (d.headers.Authorization = hN(n));
              try {
                const m = await c.handle(d, { requestTimeout: u });
                return pN(m.response).then((f) => j(f, 'CREDENTIALS_HTTP', 'z'));
              } catch (m) {
                throw new v(String(m), { logger: t.logger });
              }
            },
            t.maxRetries ?? 3,
            t.timeout ?? 1e3,
          );
        return async () => {
          try {
            return await l();
          } finally {
            c.destroy?.();
          }
        };
      }),
      (hN = (t) => {
        if (
          t.includes(`\r
`)
        )
          throw new v('Authorization token contains invalid \\r\\n sequence.');
        return t;
      });
  });
var Vy = {};
He(Vy, { fromHttp: () => gN });
var jy = p(() => {
  yN();
});
var od,
  Hy = p(() => {
    od = (t) =>
      t &&
      (typeof t.sso_start_url == 'string' ||
        typeof t.sso_account_id == 'string' ||
        typeof t.sso_session == 'string' ||
        typeof t.sso_region == 'string' ||
        typeof t.sso_role_name == 'string');
  });
var Ds,
  nd = p(() => {
    Ds = "To refresh this SSO session run 'aws sso login' with the corresponding profile.";
  });
function TK(t) {
  return {
    schemeId: 'aws.auth#sigv4',
    signingProperties: { name: 'sso-oauth', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
function vK(t) {
  return { schemeId: 'smithy.api#noAuth' };
}
var EN,
  bN,
  wN,
  Gy = p(() => {
    qe();
    O();
    EN = async (t, e, r) => ({
      operation: me(e).operation,
      region:
        (await ee(t.region)()) ||
        (() => {
          throw new Error('expected `region` to be configured for `aws.auth#sigv4`');
        })(),
    });
    (bN = (t) => {
      const e = [];
      return t.operation === 'CreateToken' ? e.push(vK(t)) : e.push(TK(t)), e;
    }),
      (wN = (t) => {
        const e = Yr(t);
        return Object.assign(e, { authSchemePreference: ee(t.authSchemePreference ?? []) });
      });
  });
var IN,
  TN,
  Ky = p(() => {
    (IN = (t) =>
      Object.assign(t, {
        useDualstackEndpoint: t.useDualstackEndpoint ?? !1,
        useFipsEndpoint: t.useFipsEndpoint ?? !1,
        defaultSigningName: 'sso-oauth',
      })),
      (TN = {
        UseFIPS: { type: 'builtInParams', name: 'useFipsEndpoint' },
        Endpoint: { type: 'builtInParams', name: 'endpoint' },
        Region: { type: 'builtInParams', name: 'region' },
        UseDualStack: { type: 'builtInParams', name: 'useDualstackEndpoint' },
      });
  });
var Zo,
  Ca = p(() => {
    Zo = {
      name: '@aws-sdk/nested-clients',
      version: '3.998.3',
      description: 'Nested clients for AWS SDK packages.',
      homepage: 'https://github.com/aws/aws-sdk-js-v3/tree/main/packages/nested-clients',
      license: 'Apache-2.0',
      author: { name: 'AWS SDK for JavaScript Team', url: 'https://aws.amazon.com/sdk-for-javascript/' },
      repository: {
        type: 'git',
        url: 'https://github.com/aws/aws-sdk-js-v3.git',
        directory: 'packages/nested-clients',
      },
      files: [
        './cognito-identity.d.ts',
        './cognito-identity.js',
        './signin.d.ts',
        './signin.js',
        './sso-oidc.d.ts',
        './sso-oidc.js',
        './sso.d.ts',
        './sso.js',
        './sts.d.ts',
        './sts.js',
        'dist-*/**',
      ],
      sideEffects: !1,
      main: './dist-cjs/index.js',
      module: './dist-es/index.js',
      browser: {
        './dist-es/submodules/cognito-identity/runtimeConfig':
          './dist-es/submodules/cognito-identity/runtimeConfig.browser',
        './dist-es/submodules/signin/runtimeConfig': './dist-es/submodules/signin/runtimeConfig.browser',
        './dist-es/submodules/sso-oidc/runtimeConfig': './dist-es/submodules/sso-oidc/runtimeConfig.browser',
        './dist-es/submodules/sso/runtimeConfig': './dist-es/submodules/sso/runtimeConfig.browser',
        './dist-es/submodules/sts/runtimeConfig': './dist-es/submodules/sts/runtimeConfig.browser',
      },
      types: './dist-types/index.d.ts',
      typesVersions: {
        '<4.5': { 'dist-types/*': ['dist-types/ts3.4/*'], '*': ['dist-types/ts3.4/submodules/*/index.d.ts'] },
      },
      'react-native': {},
      exports: {
        './package.json': './package.json',
        './sso-oidc': {
          types: './dist-types/submodules/sso-oidc/index.d.ts',
          module: './dist-es/submodules/sso-oidc/index.js',
          node: './dist-cjs/submodules/sso-oidc/index.js',
          import: './dist-es/submodules/sso-oidc/index.js',
          require: './dist-cjs/submodules/sso-oidc/index.js',
        },
        './sts': {
          types: './dist-types/submodules/sts/index.d.ts',
          module: './dist-es/submodules/sts/index.js',
          node: './dist-cjs/submodules/sts/index.js',
          import: './dist-es/submodules/sts/index.js',
          require: './dist-cjs/submodules/sts/index.js',
        },
        './signin': {
          types: './dist-types/submodules/signin/index.d.ts',
          module: './dist-es/submodules/signin/index.js',
          node: './dist-cjs/submodules/signin/index.js',
          import: './dist-es/submodules/signin/index.js',
          require: './dist-cjs/submodules/signin/index.js',
        },
        './cognito-identity': {
          types: './dist-types/submodules/cognito-identity/index.d.ts',
          module: './dist-es/submodules/cognito-identity/index.js',
          node: './dist-cjs/submodules/cognito-identity/index.js',
          import: './dist-es/submodules/cognito-identity/index.js',
          require: './dist-cjs/submodules/cognito-identity/index.js',
        },
        './sso': {
          types: './dist-types/submodules/sso/index.d.ts',
          module: './dist-es/submodules/sso/index.js',
          node: './dist-cjs/submodules/sso/index.js',
          import: './dist-es/submodules/sso/index.js',
          require: './dist-cjs/submodules/sso/index.js',
        },
      },
      scripts: {
        build: "concurrently 'yarn:build:types' 'yarn:build:es' && yarn build:cjs",
        'build:cjs': 'node ../../scripts/compilation/inline',
        'build:es': 'premove dist-es && tsc -p tsconfig.es.json',
        'build:include:deps': 'yarn g:turbo run build -F="$npm_package_name"',
        'build:types': 'premove dist-types && tsc -p tsconfig.types.json',
        'build:types:downlevel': 'downlevel-dts dist-types dist-types/ts3.4',
        clean: 'premove dist-cjs dist-es dist-types',
        lint: 'node ../../scripts/validation/submodules-linter.js',
        prebuild: 'yarn lint',
        test: 'yarn g:vitest run',
        'test:watch': 'yarn g:vitest watch',
      },
      dependencies: {
        '@aws-sdk/core': '^3.981.0',
        '@aws-sdk/signature-v4-multi-region': '^3.996.52',
        '@aws-sdk/types': '^3.975.1',
        '@smithy/core': '^3.40.0',
        '@smithy/fetch-http-handler': '^5.8.1',
        '@smithy/node-http-handler': '^4.14.2',
        '@smithy/types': '^4.20.0',
        tslib: '^2.6.2',
      },
      devDependencies: { concurrently: '7.0.0', 'downlevel-dts': '0.10.1', premove: '4.0.0', typescript: '~7.0.2' },
      engines: { node: '>=20.0.0' },
    };
  });
var Wo,
  sd = p(() => {
    O();
    oe();
    Wo = class {
      queryCompat;
      errorRegistry;
      constructor(e = !1) {
        this.queryCompat = e;
      }
      resolveRestContentType(e, r) {
        const o = r.getMemberSchemas(),
          n = Object.values(o).find((s) => !!s.getMergedTraits().httpPayload);
        if (n) {
          const s = n.getMergedTraits().mediaType;
          return s || (n.isStringSchema() ? 'text/plain' : n.isBlobSchema() ? 'application/octet-stream' : e);
        } else if (
          !r.isUnitSchema() &&
          Object.values(o).find((i) => {
            const {
              httpQuery: a,
              httpQueryParams: c,
              httpHeader: u,
              httpLabel: l,
              httpPrefixHeaders: d,
            } = i.getMergedTraits();
            return !a && !c && !u && !l && d === void 0;
          })
        )
          return e;
      }
      async getErrorSchemaOrThrowBaseException(e, r, o, n, s, i) {
        let a = e;
        e.includes('#') && ([, a] = e.split('#'));
        const c = { $metadata: s, $fault: o.statusCode < 500 ? 'client' : 'server' };
        if (!this.errorRegistry) throw new Error('@aws-sdk/core/protocols - error handler not initialized.');
        try {
          return { errorSchema: i?.(this.errorRegistry, a) ?? this.errorRegistry.getSchema(e), errorMetadata: c };
        } catch {
          n.message = n.message ?? n.Message ?? 'UnknownError';
          const l = this.errorRegistry,
            d = l.getBaseException();
          if (d) {
            const h = l.getErrorCtor(d) ?? Error;
            throw this.decorateServiceException(Object.assign(new h({ name: a }), c), n);
          }
          const m = n,
            f = m?.message ?? m?.Message ?? m?.Error?.Message ?? m?.Error?.message;
          throw this.decorateServiceException(Object.assign(new Error(f), { name: a }, c), n);
        }
      }
      compose(e, r, o) {
        let n = o;
        r.includes('#') && ([n] = r.split('#'));
        const s = ce.for(n),
          i = ce.for('smithy.ts.sdk.synthetic.' + o);
        e.copyFrom(s), e.copyFrom(i), (this.errorRegistry = e);
      }
      decorateServiceException(e, r = {}) {
        if (this.queryCompat) {
          const o = e.Message ?? r.Message,
            n = Du(e, r);
          o && (n.message = o);
          const s = n.Error ?? {};
          (s.Type = n.Error?.Type),
            (s.Code = n.Error?.Code),
            (s.Message = n.Error?.message ?? n.Error?.Message ?? o),
            (n.Error = s);
          const i = n.$metadata.requestId;
          return i && (n.RequestId = i), n;
        }
        return Du(e, r);
      }
      setQueryCompatError(e, r) {
        const o = r.headers?.['x-amzn-query-error'];
        if (e !== void 0 && o != null) {
          const [n, s] = o.split(';'),
            i = Object.keys(e),
            a = { Code: n, Type: s };
          (e.Code = n), (e.Type = s);
          for (let c = 0; c < i.length; c++) {
            const u = i[c];
            a[u === 'message' ? 'Message' : u] = e[u];
          }
          delete a.__type, (e.Error = a);
        }
      }
      queryCompatOutput(e, r) {
        e.Error && (r.Error = e.Error), e.Type && (r.Type = e.Type), e.Code && (r.Code = e.Code);
      }
      findQueryCompatibleError(e, r) {
        try {
          return e.getSchema(r);
        } catch {
          return e.find((n) => L.of(n).getMergedTraits().awsQueryError?.[0] === r);
        }
      }
    };
  });
var id,
  vN = p(() => {
    U();
    oe();
    sd();
    id = class extends xn {
      serializer;
      deserializer;
      serviceTarget;
      codec;
      mixin;
      awsQueryCompatible;
      constructor({
        defaultNamespace: e,
        errorTypeRegistries: r,
        serviceTarget: o,
        awsQueryCompatible: n,
        jsonCodec: s,
      }) {
        super({ defaultNamespace: e, errorTypeRegistries: r }),
          (this.serviceTarget = o),
          (this.codec = s ?? new Wr({ timestampFormat: { useTrait: !0, default: 7 }, jsonName: !1 })),
          (this.serializer = this.codec.createSerializer()),
          (this.deserializer = this.codec.createDeserializer()),
          (this.awsQueryCompatible = !!n),
          (this.mixin = new Wo(this.awsQueryCompatible));
      }
      async serializeRequest(e, r, o) {
        const n = await super.serializeRequest(e, r, o);
        return (
          n.path.endsWith('/') || (n.path += '/'),
          (n.headers['content-type'] = `application/x-amz-json-${this.getJsonRpcVersion()}`),
          (n.headers['x-amz-target'] = `${this.serviceTarget}.${e.name}`),
          this.awsQueryCompatible && (n.headers['x-amzn-query-mode'] = 'true'),
          (uo(e.input) === 'unit' || !n.body) && (n.body = '{}'),
          n
        );
      }
      getPayloadCodec() {
        return this.codec;
      }
      async handleError(e, r, o, n, s) {
        const { awsQueryCompatible: i } = this;
        i && this.mixin.setQueryCompatError(n, o);
        const a = Il(o, n, i) ?? 'Unknown';
        this.mixin.compose(this.compositeErrorRegistry, a, this.options.defaultNamespace);
        const { errorSchema: c, errorMetadata: u } = await this.mixin.getErrorSchemaOrThrowBaseException(
            a,
            this.options.defaultNamespace,
            o,
            n,
            s,
            i ? this.mixin.findQueryCompatibleError : void 0,
          ),
          l = L.of(c),
          d = n.message ?? n.Message ?? 'UnknownError',
          m = this.compositeErrorRegistry.getErrorCtor(c) ?? Error,
          f = new m({}),
          h = {},
          g = this.codec.createDeserializer();
        for (const [y, S] of l.structIterator()) n[y] != null && (h[y] = g.readObject(S, n[y]));
        throw (
          (i && this.mixin.queryCompatOutput(n, h),
          this.mixin.decorateServiceException(
            Object.assign(f, u, { $fault: l.getMergedTraits().error, message: d }, h),
            n,
          ))
        );
      }
    };
  });
var Ra,
  AN = p(() => {
    vN();
    Ra = class extends id {
      constructor({
        defaultNamespace: e,
        errorTypeRegistries: r,
        serviceTarget: o,
        awsQueryCompatible: n,
        jsonCodec: s,
      }) {
        super({ defaultNamespace: e, errorTypeRegistries: r, serviceTarget: o, awsQueryCompatible: n, jsonCodec: s });
      }
      getShapeId() {
        return 'aws.protocols#awsJson1_0';
      }
      getJsonRpcVersion() {
        return '1.0';
      }
      getDefaultContentType() {
        return 'application/x-amz-json-1.0';
      }
    };
  });
var So,
  CN = p(() => {
    U();
    oe();
    sd();
    So = class extends Yi {
      serializer;
      deserializer;
      codec;
      mixin = new Wo();
      constructor({ defaultNamespace: e, errorTypeRegistries: r, jsonCodec: o }) {
        super({ defaultNamespace: e, errorTypeRegistries: r });
        const n = { timestampFormat: { useTrait: !0, default: 7 }, httpBindings: !0, jsonName: !0 };
        (this.codec = o ?? new Wr(n)),
          (this.serializer = new Qi(this.codec.createSerializer(), n)),
          (this.deserializer = new Xi(this.codec.createDeserializer(), n));
      }
      getShapeId() {
        return 'aws.protocols#restJson1';
      }
      getPayloadCodec() {
        return this.codec;
      }
      setSerdeContext(e) {
        this.codec.setSerdeContext(e), super.setSerdeContext(e);
      }
      async serializeRequest(e, r, o) {
        const n = await super.serializeRequest(e, r, o),
          s = L.of(e.input);
        if (!n.headers['content-type']) {
          const i = this.mixin.resolveRestContentType(this.getDefaultContentType(), s);
          i && (n.headers['content-type'] = i);
        }
        return n.body == null && n.headers['content-type'] === this.getDefaultContentType() && (n.body = '{}'), n;
      }
      async deserializeResponse(e, r, o) {
        const n = await super.deserializeResponse(e, r, o),
          s = L.of(e.output);
        for (const [i, a] of s.structIterator()) a.getMemberTraits().httpPayload && !(i in n) && (n[i] = null);
        return n;
      }
      async handleError(e, r, o, n, s) {
        const i = wl(o, n) ?? 'Unknown';
        this.mixin.compose(this.compositeErrorRegistry, i, this.options.defaultNamespace);
        const { errorSchema: a, errorMetadata: c } = await this.mixin.getErrorSchemaOrThrowBaseException(
            i,
            this.options.defaultNamespace,
            o,
            n,
            s,
          ),
          u = L.of(a),
          l = n.message ?? n.Message ?? 'UnknownError',
          d = this.compositeErrorRegistry.getErrorCtor(a) ?? Error,
          m = new d({});
        await this.deserializeHttpMessage(a, r, o, n);
        const f = {},
          h = this.codec.createDeserializer();
        for (const [g, y] of u.structIterator()) {
          const S = y.getMergedTraits().jsonName ?? g;
          f[g] = h.readObject(y, n[S]);
        }
        throw this.mixin.decorateServiceException(
          Object.assign(m, c, { $fault: u.getMergedTraits().error, message: l }, f),
          n,
        );
      }
      getDefaultContentType() {
        return 'application/json';
      }
    };
  });
function Zy(t) {
  Object.defineProperty(t, '__proto__', { value: void 0, writable: !0, enumerable: !0, configurable: !0 });
}
function qy(t) {
  return new Wy(t).parse();
}
var Wy,
  RN = p(() => {
    Wy = class t {
      x;
      i = 0;
      z;
      constructor(e) {
        (this.x = e),
          (this.x = e.replace(
            /\r\n?/g,
            `
`,
          )),
          (this.z = this.x.length);
      }
      parse() {
        const { z: r } = this;
        for (; this.i < r && (this.trim(), !(this.i >= r)); )
          if (this.isNext('<?')) this.readTo('?>'), this.trim();
          else if (this.isNext('<!--')) this.readTo('-->'), this.trim();
          else if (this.isNext('<!DOCTYPE', !1)) this.skipDoctype(), this.trim();
          else if (this.x[this.i] === '<') {
            const o = this.parseTag();
            return { [o.tag]: o.value };
          } else throw new Error('@aws-sdk XML parse error: unexpected content.');
        throw new Error('@aws-sdk XML parse error: no root element.');
      }
      isNext(e, r = !0) {
        return r ? this.x.startsWith(e, this.i) : this.x.toLowerCase().startsWith(e.toLowerCase(), this.i);
      }
      readTo(e) {
        const o = this.x.indexOf(e, this.i);
        if (o === -1) throw new Error(`@aws-sdk XML parse error: expected "${e}" not found.`);
        const n = this.x.slice(this.i, o);
        return (this.i = o + e.length), n;
      }
      trim() {
        for (
          ;
          this.i < this.z &&
          ` 	\r
`.includes(this.x[this.i]);
        )
          ++this.i;
      }
      readAttrValue() {
        const r = this.x[this.i];
        ++this.i;
        let o = '';
        for (; this.i < this.z && this.x[this.i] !== r; ) o += this.x[this.i++];
        return ++this.i, this.decodeEntities(o);
      }
      parseTag() {
        ++this.i;
        let r = '';
        for (
          ;
          this.i < this.z &&
          !` 	\r
>/`.includes(this.x[this.i]);
        )
          r += this.x[this.i++];
        let o = !1,
          n = {};
        for (; this.i < this.z && (this.trim(), !'>/'.includes(this.x[this.i])); ) {
          let l = '';
          for (
            ;
            this.i < this.z &&
            !`= 	\r
>/?`.includes(this.x[this.i]);
          )
            l += this.x[this.i++];
          if ((this.trim(), this.x[this.i] !== '=')) break;
          ++this.i, this.trim(), l === '__proto__' && Zy(n), (n[l] = this.readAttrValue()), (o = !0);
        }
        if (this.i >= this.z) throw new Error('@aws-sdk XML parse error: unexpected end of input.');
        if (this.x[this.i] === '/') {
          if ((++this.i, this.i >= this.z || this.x[this.i] !== '>'))
            throw new Error('@aws-sdk XML parse error: expected > at the end of self-closing tag.');
          return ++this.i, { tag: r, value: o ? n : '' };
        }
        if (this.x[this.i] !== '>') throw new Error('@aws-sdk XML parse error: expected > at the end of opening tag.');
        ++this.i;
        let s = [],
          i = [],
          a = !1;
        for (; this.i < this.z && !this.isNext('</'); )
          if (this.x[this.i] === '<')
            this.isNext('<!--')
              ? this.readTo('-->')
              : this.isNext('<![CDATA[')
                ? ((this.i += 9), s.push(this.readTo(']]>')))
                : this.isNext('<?')
                  ? this.readTo('?>')
                  : ((a = !0), i.push(this.parseTag()));
          else {
            let l = '';
            for (; this.i < this.z && this.x[this.i] !== '<'; ) l += this.x[this.i++];
            s.push(this.decodeEntities(l));
          }
        if (!this.isNext('</')) throw new Error(`@aws-sdk XML parse error: missing closing tag </${r}>.`);
        this.i += 2;
        const c = this.readTo('>').trim();
        if (c !== r) throw new Error(`@aws-sdk XML parse error: mismatched tags <${r}> and </${c}>.`);
        if (!o && s.length === 0 && !a) return { tag: r, value: '' };
        if (!o && !a) {
          const l = s.length === 1 ? s[0] : s.join('');
          return l.trim() === '' &&
            l.includes(`
`)
            ? { tag: r, value: '' }
            : { tag: r, value: l };
        }
        const u = {};
        for (const l of s)
          (l.trim() === '' &&
            l.includes(`
`)) ||
            (u['#text'] = '#text' in u ? u['#text'] + l : l);
        for (const l of i)
          l.tag === '__proto__' && Zy(u),
            l.tag in u
              ? Array.isArray(u[l.tag])
                ? u[l.tag].push(l.value)
                : (u[l.tag] = [u[l.tag], l.value])
              : (u[l.tag] = l.value);
        for (const [l, d] of Object.entries(n)) l === '__proto__' && Zy(u), (u[l] = d);
        return { tag: r, value: u };
      }
      static ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
      skipDoctype() {
        this.i += 9;
        let r = 0;
        for (; this.i < this.z; ) {
          const o = this.x[this.i];
          if (o === '[') ++r;
          else if (o === ']') --r;
          else if (o === '>' && r === 0) {
            ++this.i;
            return;
          }
          ++this.i;
        }
        throw new Error('@aws-sdk XML parse error: unclosed DOCTYPE.');
      }
      decodeEntities(e) {
        return e.replace(/&(?:#x([0-9a-fA-F]{1,6})|#(\d{1,7})|([a-zA-Z][a-zA-Z0-9]{0,30}));/g, (r, o, n, s) =>
          o ? String.fromCharCode(parseInt(o, 16)) : n ? String.fromCharCode(parseInt(n, 10)) : (t.ENTITIES[s] ?? ''),
        );
      }
    };
  });
var PN = p(() => {
  RN();
});
var $s,
  Jy = p(() => {
    $s = class {
      serdeContext;
      setSerdeContext(e) {
        this.serdeContext = e;
      }
    };
  });
var ad,
  ON = p(() => {
    ad = class {
      from;
      to;
      keys;
      constructor(e, r) {
        (this.from = e), (this.to = r);
        const o = Object.keys(this.from),
          n = new Set(o);
        n.delete('__type'), (this.keys = n);
      }
      mark(e) {
        this.keys.delete(e);
      }
      hasUnknown() {
        return this.keys.size === 1 && Object.keys(this.to).length === 0;
      }
      writeUnknown() {
        if (this.hasUnknown()) {
          const e = this.keys.values().next().value,
            r = this.from[e];
          this.to.$unknown = [e, r];
        }
      }
    };
  });
function kN(t) {
  Object.defineProperty(t, '__proto__', { value: void 0, writable: !0, enumerable: !0, configurable: !0 });
}
var NN = p(() => {});
var cd,
  DN = p(() => {
    PN();
    O();
    U();
    oe();
    N();
    Jy();
    ON();
    NN();
    cd = class extends $s {
      settings;
      stringDeserializer;
      constructor(e) {
        super(), (this.settings = e), (this.stringDeserializer = new _n(e));
      }
      setSerdeContext(e) {
        (this.serdeContext = e), this.stringDeserializer.setSerdeContext(e);
      }
      read(e, r, o) {
        const n = L.of(e),
          s = n.getMemberSchemas();
        if (
          n.isStructSchema() &&
          n.isMemberSchema() &&
          Object.values(s).find((u) => !!u.getMemberTraits().eventPayload)
        ) {
          const u = {},
            l = Object.keys(s)[0];
          return s[l].isBlobSchema() ? (u[l] = r) : (u[l] = this.read(s[l], r)), u;
        }
        const a = (this.serdeContext?.utf8Encoder ?? ue)(r),
          c = this.parseXml(a);
        return this.readSchema(e, o ? c[o] : c);
      }
      readSchema(e, r) {
        const o = L.of(e);
        if (o.isUnitSchema()) return;
        const n = o.getMergedTraits();
        if (o.isListSchema() && !Array.isArray(r)) return this.readSchema(o, [r]);
        if (r == null) return r;
        if (typeof r == 'object') {
          const s = !!n.xmlFlattened;
          if (o.isListSchema()) {
            const a = o.getValueSchema(),
              c = [],
              u = a.getMergedTraits().xmlName ?? 'member',
              l = s ? r : (r[0] ?? r)[u];
            if (l == null) return c;
            const d = Array.isArray(l) ? l : [l];
            for (const m of d) c.push(this.readSchema(a, m));
            return c;
          }
          const i = {};
          if (o.isMapSchema()) {
            let a = o.getKeySchema(),
              c = o.getValueSchema(),
              u;
            s ? (u = Array.isArray(r) ? r : [r]) : (u = Array.isArray(r.entry) ? r.entry : [r.entry]);
            const l = a.getMergedTraits().xmlName ?? 'key',
              d = c.getMergedTraits().xmlName ?? 'value';
            for (const m of u) {
              const f = m[l],
                h = m[d];
              f === '__proto__' && kN(i), (i[f] = this.readSchema(c, h));
            }
            return i;
          }
          if (o.isStructSchema()) {
            let a = o.isUnionSchema(),
              c;
            a && (c = new ad(r, i));
            for (const [u, l] of o.structIterator()) {
              const d = l.getMergedTraits(),
                m = d.httpPayload ? (d.xmlName ?? l.getName()) : (l.getMemberTraits().xmlName ?? u);
              a && c.mark(m), r[m] != null && (i[u] = this.readSchema(l, r[m]));
            }
            return a && c.writeUnknown(), i;
          }
          if (o.isDocumentSchema()) return r;
          throw new Error(`@aws-sdk/core/protocols - xml deserializer unhandled schema type for ${o.getName(!0)}`);
        }
        return o.isListSchema() ? [] : o.isMapSchema() || o.isStructSchema() ? {} : this.stringDeserializer.read(o, r);
      }
      parseXml(e) {
        if (e.length) {
          let r;
          try {
            r = qy(e);
          } catch (i) {
            throw (i && typeof i == 'object' && Object.defineProperty(i, '$responseBodyText', { value: e }), i);
          }
          const o = '#text',
            n = Object.keys(r)[0],
            s = r[n];
          return s[o] && ((s[n] = s[o]), delete s[o]), $u(s);
        }
        return {};
      }
    };
  });
var ud,
  $N = p(() => {
    U();
    oe();
    N();
    N();
    Jy();
    ud = class extends $s {
      settings;
      buffer;
      constructor(e) {
        super(), (this.settings = e);
      }
      write(e, r, o = '') {
        this.buffer === void 0 && (this.buffer = '');
        const n = L.of(e);
        if ((o && !o.endsWith('.') && (o += '.'), n.isBlobSchema()))
          (typeof r == 'string' || r instanceof Uint8Array) &&
            (this.writeKey(o), this.writeValue((this.serdeContext?.base64Encoder ?? _e)(r)));
        else if (n.isBooleanSchema() || n.isNumericSchema() || n.isStringSchema())
          r != null
            ? (this.writeKey(o), this.writeValue(String(r)))
            : n.isIdempotencyToken() && (this.writeKey(o), this.writeValue(Es()));
        else if (n.isBigIntegerSchema()) r != null && (this.writeKey(o), this.writeValue(String(r)));
        else if (n.isBigDecimalSchema())
          r != null && (this.writeKey(o), this.writeValue(r instanceof ve ? r.string : String(r)));
        else if (n.isTimestampSchema()) {
          if (r instanceof Date)
            switch ((this.writeKey(o), En(n, this.settings))) {
              case 5:
                this.writeValue(r.toISOString().replace('.000Z', 'Z'));
                break;
              case 6:
                this.writeValue(pn(r));
                break;
              case 7:
                this.writeValue(String(r.getTime() / 1e3));
                break;
            }
        } else if (n.isDocumentSchema())
          Array.isArray(r)
            ? this.write(79, r, o)
            : r instanceof Date
              ? this.write(4, r, o)
              : r instanceof Uint8Array
                ? this.write(21, r, o)
                : r && typeof r == 'object'
                  ? this.write(143, r, o)
                  : (this.writeKey(o), this.writeValue(String(r)));
        else if (n.isListSchema()) {
          if (Array.isArray(r))
            if (r.length === 0) this.settings.serializeEmptyLists && (this.writeKey(o), this.writeValue(''));
            else {
              let s = n.getValueSchema(),
                i = this.settings.flattenLists || n.getMergedTraits().xmlFlattened,
                a = 1;
              for (const c of r) {
                if (c == null) continue;
                const u = s.getMergedTraits(),
                  l = this.getKey('member', u.xmlName, u.ec2QueryName),
                  d = i ? `${o}${a}` : `${o}${l}.${a}`;
                this.write(s, c, d), ++a;
              }
            }
        } else if (n.isMapSchema()) {
          if (r && typeof r == 'object') {
            let s = n.getKeySchema(),
              i = n.getValueSchema(),
              a = n.getMergedTraits().xmlFlattened,
              c = 1;
            for (const u in r) {
              const l = r[u];
              if (l == null) continue;
              const d = s.getMergedTraits(),
                m = this.getKey('key', d.xmlName, d.ec2QueryName),
                f = a ? `${o}${c}.${m}` : `${o}entry.${c}.${m}`,
                h = i.getMergedTraits(),
                g = this.getKey('value', h.xmlName, h.ec2QueryName),
                y = a ? `${o}${c}.${g}` : `${o}entry.${c}.${g}`;
              this.write(s, u, f), this.write(i, l, y), ++c;
            }
          }
        } else if (n.isStructSchema()) {
          if (r && typeof r == 'object') {
            let s = !1;
            for (const [i, a] of n.structIterator()) {
              if (r[i] == null && !a.isIdempotencyToken()) continue;
              const c = a.getMergedTraits(),
                u = this.getKey(i, c.xmlName, c.ec2QueryName, 'struct'),
                l = `${o}${u}`;
              this.write(a, r[i], l), (s = !0);
            }
            if (!s && n.isUnionSchema()) {
              const { $unknown: i } = r;
              if (Array.isArray(i)) {
                const [a, c] = i,
                  u = `${o}${a}`;
                this.write(15, c, u);
              }
            }
          }
        } else if (!n.isUnitSchema())
          throw new Error(`@aws-sdk/core/protocols - QuerySerializer unrecognized schema type ${n.getName(!0)}`);
      }
      flush() {
        if (this.buffer === void 0)
          throw new Error('@aws-sdk/core/protocols - QuerySerializer cannot flush with nothing written to buffer.');
        const e = this.buffer;
        return delete this.buffer, e;
      }
      getKey(e, r, o, n) {
        const { ec2: s, capitalizeKeys: i } = this.settings;
        if (s && o) return o;
        const a = r ?? e;
        return i && n === 'struct' ? a[0].toUpperCase() + a.slice(1) : a;
      }
      writeKey(e) {
        e.endsWith('.') && (e = e.slice(0, e.length - 1)), (this.buffer += `&${hn(e)}=`);
      }
      writeValue(e) {
        this.buffer += hn(e);
      }
    };
  });
var Pa,
  LN = p(() => {
    U();
    oe();
    sd();
    DN();
    $N();
    Pa = class extends xn {
      options;
      serializer;
      deserializer;
      mixin = new Wo();
      constructor(e) {
        super({ defaultNamespace: e.defaultNamespace, errorTypeRegistries: e.errorTypeRegistries }), (this.options = e);
        const r = {
          timestampFormat: { useTrait: !0, default: 5 },
          httpBindings: !1,
          xmlNamespace: e.xmlNamespace,
          serviceNamespace: e.defaultNamespace,
          serializeEmptyLists: !0,
        };
        (this.serializer = new ud(r)), (this.deserializer = new cd(r));
      }
      getShapeId() {
        return 'aws.protocols#awsQuery';
      }
      setSerdeContext(e) {
        this.serializer.setSerdeContext(e), this.deserializer.setSerdeContext(e);
      }
      getPayloadCodec() {
        throw new Error('AWSQuery protocol has no payload codec.');
      }
      async serializeRequest(e, r, o) {
        const n = await super.serializeRequest(e, r, o);
        n.path.endsWith('/') || (n.path += '/'),
          (n.headers['content-type'] = 'application/x-www-form-urlencoded'),
          (uo(e.input) === 'unit' || !n.body) && (n.body = '');
        const s = e.name.split('#')[1] ?? e.name;
        return (
          (n.body = `Action=${s}&Version=${this.options.version}` + n.body),
          n.body.endsWith('&') && (n.body = n.body.slice(-1)),
          n
        );
      }
      async deserializeResponse(e, r, o) {
        const n = this.deserializer,
          s = L.of(e.output),
          i = {};
        if (o.statusCode >= 300) {
          const l = await Ze(o.body, r);
          l.byteLength > 0 && Object.assign(i, await n.read(15, l)),
            await this.handleError(e, r, o, i, this.deserializeMetadata(o));
        }
        for (const l in o.headers) {
          const d = o.headers[l];
          delete o.headers[l], (o.headers[l.toLowerCase()] = d);
        }
        const a = e.name.split('#')[1] ?? e.name,
          c = s.isStructSchema() && this.useNestedResult() ? a + 'Result' : void 0,
          u = await Ze(o.body, r);
        return (
          u.byteLength > 0 && Object.assign(i, await n.read(s, u, c)), (i.$metadata = this.deserializeMetadata(o)), i
        );
      }
      useNestedResult() {
        return !0;
      }
      async handleError(e, r, o, n, s) {
        const i = this.loadQueryErrorCode(o, n) ?? 'Unknown';
        this.mixin.compose(this.compositeErrorRegistry, i, this.options.defaultNamespace);
        const a = this.loadQueryError(n) ?? {},
          c = this.loadQueryErrorMessage(n);
        (a.message = c), (a.Error = { Type: a.Type, Code: a.Code, Message: c });
        const { errorSchema: u, errorMetadata: l } = await this.mixin.getErrorSchemaOrThrowBaseException(
            i,
            this.options.defaultNamespace,
            o,
            a,
            s,
            this.mixin.findQueryCompatibleError,
          ),
          d = L.of(u),
          m = this.compositeErrorRegistry.getErrorCtor(u) ?? Error,
          f = new m({}),
          h = { Type: a.Error.Type, Code: a.Error.Code, Error: a.Error };
        for (const [g, y] of d.structIterator()) {
          const S = y.getMergedTraits().xmlName ?? g,
            x = a[S] ?? n[S];
          h[g] = this.deserializer.readSchema(y, x);
        }
        throw this.mixin.decorateServiceException(
          Object.assign(f, l, { $fault: d.getMergedTraits().error, message: c }, h),
          n,
        );
      }
      loadQueryErrorCode(e, r) {
        const o = (r.Errors?.[0]?.Error ?? r.Errors?.Error ?? r.Error)?.Code;
        if (o !== void 0) return o;
        if (e.statusCode == 404) return 'NotFound';
      }
      loadQueryError(e) {
        return e.Errors?.[0]?.Error ?? e.Errors?.Error ?? e.Error;
      }
      loadQueryErrorMessage(e) {
        const r = this.loadQueryError(e);
        return r?.message ?? r?.Message ?? e.message ?? e.Message ?? 'Unknown';
      }
      getDefaultContentType() {
        return 'application/x-www-form-urlencoded';
      }
    };
  });
var kn = p(() => {
  AN();
  CN();
  U();
  LN();
});
var Oa,
  Nn,
  ld,
  zN,
  BN,
  pd,
  Yy,
  MN,
  Xy,
  Ls,
  UN,
  FN,
  CK,
  ht,
  RK,
  VN,
  jN = p(() => {
    le();
    (Oa = 'ref'),
      (Nn = -1),
      (ld = !0),
      (zN = 'isSet'),
      (BN = 'PartitionResult'),
      (pd = 'booleanEquals'),
      (Yy = 'getAttr'),
      (MN = { [Oa]: 'Endpoint' }),
      (Xy = { [Oa]: BN }),
      (Ls = {}),
      (UN = [{ [Oa]: 'Region' }]),
      (FN = {
        conditions: [
          [zN, [MN]],
          [zN, UN],
          ['aws.partition', UN, BN],
          [pd, [{ [Oa]: 'UseFIPS' }, ld]],
          [pd, [{ [Oa]: 'UseDualStack' }, ld]],
          [pd, [{ fn: Yy, argv: [Xy, 'supportsDualStack'] }, ld]],
          [pd, [{ fn: Yy, argv: [Xy, 'supportsFIPS'] }, ld]],
          ['stringEquals', [{ fn: Yy, argv: [Xy, 'name'] }, 'aws-us-gov']],
        ],
        results: [
          [Nn],
          [Nn, 'Invalid Configuration: FIPS and custom endpoint are not supported'],
          [Nn, 'Invalid Configuration: Dualstack and custom endpoint are not supported'],
          [MN, Ls],
          ['https://oidc-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', Ls],
          [Nn, 'FIPS and DualStack are enabled, but this partition does not support one or both'],
          ['https://oidc.{Region}.amazonaws.com', Ls],
          ['https://oidc-fips.{Region}.{PartitionResult#dnsSuffix}', Ls],
          [Nn, 'FIPS is enabled but this partition does not support FIPS'],
          ['https://oidc.{Region}.{PartitionResult#dualStackDnsSuffix}', Ls],
          [Nn, 'DualStack is enabled but this partition does not support DualStack'],
          ['https://oidc.{Region}.{PartitionResult#dnsSuffix}', Ls],
          [Nn, 'Invalid Configuration: Missing Region'],
        ],
      }),
      (CK = 2),
      (ht = 1e8),
      (RK = new Int32Array([
        -1,
        1,
        -1,
        0,
        13,
        3,
        1,
        4,
        ht + 12,
        2,
        5,
        ht + 12,
        3,
        8,
        6,
        4,
        7,
        ht + 11,
        5,
        ht + 9,
        ht + 10,
        4,
        11,
        9,
        6,
        10,
        ht + 8,
        7,
        ht + 6,
        ht + 7,
        5,
        12,
        ht + 5,
        6,
        ht + 4,
        ht + 5,
        3,
        ht + 1,
        14,
        4,
        ht + 2,
        ht + 3,
      ])),
      (VN = Rt.from(RK, CK, FN.conditions, FN.results));
  });
var PK,
  HN,
  GN = p(() => {
    F();
    le();
    jN();
    (PK = new Pt({ size: 50, params: ['Endpoint', 'Region', 'UseDualStack', 'UseFIPS'] })),
      (HN = (t, e = {}) => PK.get(t, () => yr(VN, { endpointParams: t, logger: e.logger })));
    st.aws = Ft;
  });
var Ne,
  dd = p(() => {
    O();
    Ne = class t extends wt {
      static shapeId = 'smithy.ts.sdk.synthetic.com.amazonaws.ssooidc#SSOOIDCServiceException';
      constructor(e) {
        super(e), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var ka,
  Na,
  Da,
  $a,
  La,
  za,
  Ma,
  Ua,
  Fa,
  Ba,
  Va,
  Qy = p(() => {
    dd();
    (ka = class t extends Ne {
      static shapeId = 'com.amazonaws.ssooidc#AccessDeniedException';
      name = 'AccessDeniedException';
      $fault = 'client';
      error;
      reason;
      error_description;
      constructor(e) {
        super({ name: 'AccessDeniedException', $fault: 'client', ...e }),
          Object.setPrototypeOf(this, t.prototype),
          (this.error = e.error),
          (this.reason = e.reason),
          (this.error_description = e.error_description);
      }
    }),
      (Na = class t extends Ne {
        static shapeId = 'com.amazonaws.ssooidc#AuthorizationPendingException';
        name = 'AuthorizationPendingException';
        $fault = 'client';
        error;
        error_description;
        constructor(e) {
          super({ name: 'AuthorizationPendingException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error),
            (this.error_description = e.error_description);
        }
      }),
      (Da = class t extends Ne {
        static shapeId = 'com.amazonaws.ssooidc#ExpiredTokenException';
        name = 'ExpiredTokenException';
        $fault = 'client';
        error;
        error_description;
        constructor(e) {
          super({ name: 'ExpiredTokenException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error),
            (this.error_description = e.error_description);
        }
      }),
      ($a = class t extends Ne {
        static shapeId = 'com.amazonaws.ssooidc#InternalServerException';
        name = 'InternalServerException';
        $fault = 'server';
        error;
        error_description;
        constructor(e) {
          super({ name: 'InternalServerException', $fault: 'server', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error),
            (this.error_description = e.error_description);
        }
      }),
      (La = class t extends Ne {
        static shapeId = 'com.amazonaws.ssooidc#InvalidClientException';
        name = 'InvalidClientException';
        $fault = 'client';
        error;
        error_description;
        constructor(e) {
          super({ name: 'InvalidClientException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error),
            (this.error_description = e.error_description);
        }
      }),
      (za = class t extends Ne {
        static shapeId = 'com.amazonaws.ssooidc#InvalidGrantException';
        name = 'InvalidGrantException';
        $fault = 'client';
        error;
        error_description;
        constructor(e) {
          super({ name: 'InvalidGrantException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error),
            (this.error_description = e.error_description);
        }
      }),
      (Ma = class t extends Ne {
        static shapeId = 'com.amazonaws.ssooidc#InvalidRequestException';
        name = 'InvalidRequestException';
        $fault = 'client';
        error;
        reason;
        error_description;
        constructor(e) {
          super({ name: 'InvalidRequestException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error),
            (this.reason = e.reason),
            (this.error_description = e.error_description);
        }
      }),
      (Ua = class t extends Ne {
        static shapeId = 'com.amazonaws.ssooidc#InvalidScopeException';
        name = 'InvalidScopeException';
        $fault = 'client';
        error;
        error_description;
        constructor(e) {
          super({ name: 'InvalidScopeException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error),
            (this.error_description = e.error_description);
        }
      }),
      (Fa = class t extends Ne {
        static shapeId = 'com.amazonaws.ssooidc#SlowDownException';
        name = 'SlowDownException';
        $fault = 'client';
        error;
        error_description;
        constructor(e) {
          super({ name: 'SlowDownException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error),
            (this.error_description = e.error_description);
        }
      }),
      (Ba = class t extends Ne {
        static shapeId = 'com.amazonaws.ssooidc#UnauthorizedClientException';
        name = 'UnauthorizedClientException';
        $fault = 'client';
        error;
        error_description;
        constructor(e) {
          super({ name: 'UnauthorizedClientException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error),
            (this.error_description = e.error_description);
        }
      }),
      (Va = class t extends Ne {
        static shapeId = 'com.amazonaws.ssooidc#UnsupportedGrantTypeException';
        name = 'UnsupportedGrantTypeException';
        $fault = 'client';
        error;
        error_description;
        constructor(e) {
          super({ name: 'UnsupportedGrantTypeException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error),
            (this.error_description = e.error_description);
        }
      });
  });
var OK,
  kK,
  NK,
  DK,
  $K,
  LK,
  zK,
  MK,
  UK,
  FK,
  BK,
  VK,
  jK,
  HK,
  GK,
  KK,
  ZK,
  WK,
  qK,
  JK,
  Qr,
  YK,
  XK,
  QK,
  e6,
  t6,
  Se,
  r6,
  Dr,
  o6,
  n6,
  $r,
  s6,
  KN,
  ZN,
  i6,
  WN,
  a6,
  c6,
  u6,
  we,
  qN,
  JN,
  jt,
  YN,
  XN,
  QN,
  eD,
  tD,
  rD,
  oD,
  nD,
  sD,
  iD,
  aD,
  eS,
  l6,
  p6,
  d6,
  m6,
  cD,
  uD,
  lD,
  tS,
  md = p(() => {
    oe();
    Qy();
    dd();
    (OK = 'AccessDeniedException'),
      (kK = 'AuthorizationPendingException'),
      (NK = 'AccessToken'),
      (DK = 'ClientSecret'),
      ($K = 'CreateToken'),
      (LK = 'CreateTokenRequest'),
      (zK = 'CreateTokenResponse'),
      (MK = 'CodeVerifier'),
      (UK = 'ExpiredTokenException'),
      (FK = 'InvalidClientException'),
      (BK = 'InvalidGrantException'),
      (VK = 'InvalidRequestException'),
      (jK = 'InternalServerException'),
      (HK = 'InvalidScopeException'),
      (GK = 'IdToken'),
      (KK = 'RefreshToken'),
      (ZK = 'SlowDownException'),
      (WK = 'UnauthorizedClientException'),
      (qK = 'UnsupportedGrantTypeException'),
      (JK = 'accessToken'),
      (Qr = 'client'),
      (YK = 'clientId'),
      (XK = 'clientSecret'),
      (QK = 'codeVerifier'),
      (e6 = 'code'),
      (t6 = 'deviceCode'),
      (Se = 'error'),
      (r6 = 'expiresIn'),
      (Dr = 'error_description'),
      (o6 = 'grantType'),
      (n6 = 'http'),
      ($r = 'httpError'),
      (s6 = 'idToken'),
      (KN = 'reason'),
      (ZN = 'refreshToken'),
      (i6 = 'redirectUri'),
      (WN = 'smithy.ts.sdk.synthetic.com.amazonaws.ssooidc'),
      (a6 = 'scope'),
      (c6 = 'server'),
      (u6 = 'tokenType'),
      (we = 'com.amazonaws.ssooidc'),
      (qN = new ce(WN)),
      (JN = [-3, WN, 'SSOOIDCServiceException', 0, [], []]);
    qN.registerError(JN, Ne);
    (jt = new ce(we)), (YN = [-3, we, OK, { [Se]: Qr, [$r]: 400 }, [Se, KN, Dr], [0, 0, 0]]);
    jt.registerError(YN, ka);
    XN = [-3, we, kK, { [Se]: Qr, [$r]: 400 }, [Se, Dr], [0, 0]];
    jt.registerError(XN, Na);
    QN = [-3, we, UK, { [Se]: Qr, [$r]: 400 }, [Se, Dr], [0, 0]];
    jt.registerError(QN, Da);
    eD = [-3, we, jK, { [Se]: c6, [$r]: 500 }, [Se, Dr], [0, 0]];
    jt.registerError(eD, $a);
    tD = [-3, we, FK, { [Se]: Qr, [$r]: 401 }, [Se, Dr], [0, 0]];
    jt.registerError(tD, La);
    rD = [-3, we, BK, { [Se]: Qr, [$r]: 400 }, [Se, Dr], [0, 0]];
    jt.registerError(rD, za);
    oD = [-3, we, VK, { [Se]: Qr, [$r]: 400 }, [Se, KN, Dr], [0, 0, 0]];
    jt.registerError(oD, Ma);
    nD = [-3, we, HK, { [Se]: Qr, [$r]: 400 }, [Se, Dr], [0, 0]];
    jt.registerError(nD, Ua);
    sD = [-3, we, ZK, { [Se]: Qr, [$r]: 400 }, [Se, Dr], [0, 0]];
    jt.registerError(sD, Fa);
    iD = [-3, we, WK, { [Se]: Qr, [$r]: 400 }, [Se, Dr], [0, 0]];
    jt.registerError(iD, Ba);
    aD = [-3, we, qK, { [Se]: Qr, [$r]: 400 }, [Se, Dr], [0, 0]];
    jt.registerError(aD, Va);
    (eS = [qN, jt]),
      (l6 = [0, we, NK, 8, 0]),
      (p6 = [0, we, DK, 8, 0]),
      (d6 = [0, we, MK, 8, 0]),
      (m6 = [0, we, GK, 8, 0]),
      (cD = [0, we, KK, 8, 0]),
      (uD = [
        3,
        we,
        LK,
        0,
        [YK, XK, o6, t6, e6, ZN, a6, i6, QK],
        [0, [() => p6, 0], 0, 0, 0, [() => cD, 0], 64, 0, [() => d6, 0]],
        3,
      ]),
      (lD = [3, we, zK, 0, [JK, u6, r6, ZN, s6], [[() => l6, 0], 0, 1, [() => cD, 0], [() => m6, 0]]]),
      (tS = [9, we, $K, { [n6]: ['POST', '/token', 200] }, () => uD, () => lD]);
  });
var pD,
  dD = p(() => {
    qe();
    kn();
    We();
    Do();
    O();
    U();
    N();
    Gy();
    GN();
    md();
    pD = (t) => ({
      apiVersion: '2019-06-10',
      base64Decoder: t?.base64Decoder ?? Te,
      base64Encoder: t?.base64Encoder ?? _e,
      disableHostPrefix: t?.disableHostPrefix ?? !1,
      endpointProvider: t?.endpointProvider ?? HN,
      extensions: t?.extensions ?? [],
      httpAuthSchemeProvider: t?.httpAuthSchemeProvider ?? bN,
      httpAuthSchemes: t?.httpAuthSchemes ?? [
        {
          schemeId: 'aws.auth#sigv4',
          identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4'),
          signer: new Pe(),
        },
        {
          schemeId: 'smithy.api#noAuth',
          identityProvider: (e) => e.getIdentityProvider('smithy.api#noAuth') || (async () => ({})),
          signer: new it(),
        },
      ],
      logger: t?.logger ?? new et(),
      protocol: t?.protocol ?? So,
      protocolSettings: t?.protocolSettings ?? {
        defaultNamespace: 'com.amazonaws.ssooidc',
        errorTypeRegistries: eS,
        version: '2019-06-10',
        serviceTarget: 'AWSSSOOIDCService',
      },
      serviceId: t?.serviceId ?? 'SSO OIDC',
      sha256: t?.sha256 ?? $t,
      urlParser: t?.urlParser ?? Ce,
      utf8Decoder: t?.utf8Decoder ?? fe,
      utf8Encoder: t?.utf8Encoder ?? ue,
    });
  });
var mD,
  fD = p(() => {
    Ca();
    F();
    qe();
    O();
    z();
    Ut();
    N();
    On();
    dD();
    mD = (t) => {
      sr(process.version);
      const e = gr(t),
        r = () => e().then(nr),
        o = pD(t);
      ur(process.version);
      const n = { profile: t?.profile, logger: o.logger };
      return {
        ...o,
        ...t,
        runtime: 'node',
        defaultsMode: e,
        authSchemePreference: t?.authSchemePreference ?? C(Bt, n),
        bodyLengthChecker: t?.bodyLengthChecker ?? pr,
        defaultSocketTimeout: lr(t?.requestHandler, 3e5),
        defaultUserAgentProvider:
          t?.defaultUserAgentProvider ?? Pr({ serviceId: o.serviceId, clientVersion: Zo.version }),
        maxAttempts: t?.maxAttempts ?? C(Mt, t),
        region: t?.region ?? C(nt, { ...Ct, ...n }),
        requestHandler: ct.create(t?.requestHandler ?? r),
        retryMode: t?.retryMode ?? C({ ...Cr, default: async () => (await r()).retryMode || kt }, t),
        streamCollector: t?.streamCollector ?? mt,
        useDualstackEndpoint: t?.useDualstackEndpoint ?? C(mr, n),
        useFipsEndpoint: t?.useFipsEndpoint ?? C(fr, n),
        userAgentAppId: t?.userAgentAppId ?? C(Or, n),
      };
    };
  });
var hD,
  gD,
  yD = p(() => {
    (hD = (t) => {
      let e = t.httpAuthSchemes,
        r = t.httpAuthSchemeProvider,
        o = t.credentials;
      return {
        setHttpAuthScheme(n) {
          const s = e.findIndex((i) => i.schemeId === n.schemeId);
          s === -1 ? e.push(n) : e.splice(s, 1, n);
        },
        httpAuthSchemes() {
          return e;
        },
        setHttpAuthSchemeProvider(n) {
          r = n;
        },
        httpAuthSchemeProvider() {
          return r;
        },
        setCredentials(n) {
          o = n;
        },
        credentials() {
          return o;
        },
      };
    }),
      (gD = (t) => ({
        httpAuthSchemes: t.httpAuthSchemes(),
        httpAuthSchemeProvider: t.httpAuthSchemeProvider(),
        credentials: t.credentials(),
      }));
  });
var SD,
  xD = p(() => {
    F();
    O();
    U();
    yD();
    SD = (t, e) => {
      const r = Object.assign(kr(t), ir(t), Sr(t), hD(t));
      return e.forEach((o) => o.configure(r)), Object.assign(t, Nr(r), ar(r), xr(r), gD(r));
    };
  });
var ja,
  rS = p(() => {
    F();
    We();
    O();
    z();
    le();
    U();
    Ut();
    oe();
    Gy();
    Ky();
    fD();
    xD();
    ja = class extends Re {
      config;
      constructor(...[e]) {
        const r = mD(e || {});
        super(r), (this.initConfig = r);
        const o = IN(r),
          n = vr(o),
          s = Ar(n),
          i = hr(s),
          a = i,
          c = Hr(a),
          u = wN(c),
          l = SD(u, e?.extensions || []);
        (this.config = l),
          this.middlewareStack.use(or(this.config)),
          this.middlewareStack.use(Rr(this.config)),
          this.middlewareStack.use(qr(this.config)),
          this.middlewareStack.use(_r(this.config)),
          this.middlewareStack.use(br(this.config)),
          this.middlewareStack.use(wr(this.config)),
          this.middlewareStack.use(Ir(this.config)),
          this.middlewareStack.use(
            Lt(this.config, {
              httpAuthSchemeParametersProvider: EN,
              identityProviderConfigProvider: async (d) => new ft({ 'aws.auth#sigv4': d.credentials }),
            }),
          ),
          this.middlewareStack.use(zt(this.config));
      }
      destroy() {
        super.destroy();
      }
    };
  });
var _D,
  ED,
  bD,
  wD = p(() => {
    O();
    le();
    Ky();
    (_D = cr(TN, 'AWSSSOOIDCService', 'SSOOIDCClient', Gr)), (ED = {}), (bD = (t, e, r, o) => []);
  });
var Ha,
  oS = p(() => {
    wD();
    md();
    Ha = class extends _D(ED, bD, 'CreateToken', tS) {};
  });
var f6,
  fd,
  ID = p(() => {
    O();
    oS();
    rS();
    (f6 = { CreateTokenCommand: Ha }), (fd = class extends ja {});
    lo(f6, fd);
  });
var TD = p(() => {
  oS();
});
var h6,
  g6,
  vD = p(() => {
    (h6 = { KMS_ACCESS_DENIED: 'KMS_AccessDeniedException' }),
      (g6 = {
        KMS_DISABLED_KEY: 'KMS_DisabledException',
        KMS_INVALID_KEY_USAGE: 'KMS_InvalidKeyUsageException',
        KMS_INVALID_STATE: 'KMS_InvalidStateException',
        KMS_KEY_NOT_FOUND: 'KMS_NotFoundException',
      });
  });
var AD = p(() => {});
var nS = {};
He(nS, {
  $Command: () => dt,
  AccessDeniedException: () => ka,
  AccessDeniedException$: () => YN,
  AccessDeniedExceptionReason: () => h6,
  AuthorizationPendingException: () => Na,
  AuthorizationPendingException$: () => XN,
  CreateToken$: () => tS,
  CreateTokenCommand: () => Ha,
  CreateTokenRequest$: () => uD,
  CreateTokenResponse$: () => lD,
  ExpiredTokenException: () => Da,
  ExpiredTokenException$: () => QN,
  InternalServerException: () => $a,
  InternalServerException$: () => eD,
  InvalidClientException: () => La,
  InvalidClientException$: () => tD,
  InvalidGrantException: () => za,
  InvalidGrantException$: () => rD,
  InvalidRequestException: () => Ma,
  InvalidRequestException$: () => oD,
  InvalidRequestExceptionReason: () => g6,
  InvalidScopeException: () => Ua,
  InvalidScopeException$: () => nD,
  SSOOIDC: () => fd,
  SSOOIDCClient: () => ja,
  SSOOIDCServiceException: () => Ne,
  SSOOIDCServiceException$: () => JN,
  SlowDownException: () => Fa,
  SlowDownException$: () => sD,
  UnauthorizedClientException: () => Ba,
  UnauthorizedClientException$: () => iD,
  UnsupportedGrantTypeException: () => Va,
  UnsupportedGrantTypeException$: () => aD,
  __Client: () => Re,
  errorTypeRegistries: () => eS,
});
var sS = p(() => {
  rS();
  ID();
  TD();
  O();
  md();
  vD();
  Qy();
  AD();
  dd();
});
var CD,
  RD = p(() => {
    CD = async (t, e = {}, r) => {
      const { SSOOIDCClient: o } = await Promise.resolve().then(() => (sS(), nS)),
        n = (i) => e.clientConfig?.[i] ?? e.parentClientConfig?.[i] ?? r?.[i];
      return new o(
        Object.assign({}, e.clientConfig ?? {}, {
          region: t ?? e.clientConfig?.region,
          logger: n('logger'),
          userAgentAppId: n('userAgentAppId'),
        }),
      );
    };
  });
var PD,
  OD = p(() => {
    RD();
    PD = async (t, e, r = {}, o) => {
      const { CreateTokenCommand: n } = await Promise.resolve().then(() => (sS(), nS));
      return (await CD(e, r, o)).send(
        new n({
          clientId: t.clientId,
          clientSecret: t.clientSecret,
          refreshToken: t.refreshToken,
          grantType: 'refresh_token',
        }),
      );
    };
  });
var iS,
  kD = p(() => {
    z();
    nd();
    iS = (t) => {
      if (t.expiration && t.expiration.getTime() < Date.now()) throw new vt(`Token is expired. ${Ds}`, !1);
    };
  });
var qo,
  ND = p(() => {
    z();
    nd();
    qo = (t, e, r = !1) => {
      if (typeof e > 'u')
        throw new vt(`Value not present for '${t}' in SSO Token${r ? '. Cannot refresh' : ''}. ${Ds}`, !1);
    };
  });
import { promises as y6 } from 'node:fs';
var S6,
  DD,
  $D = p(() => {
    z();
    ({ writeFile: S6 } = y6),
      (DD = (t, e) => {
        const r = $i(t),
          o = JSON.stringify(e, null, 2);
        return S6(r, o);
      });
  });
var LD,
  hd,
  aS,
  zD = p(() => {
    z();
    nd();
    OD();
    kD();
    ND();
    $D();
    (LD = new Map()),
      (hd = new Map()),
      (aS =
        (t = {}) =>
        async ({ callerClientConfig: e } = {}) => {
          t.logger?.debug('@aws-sdk/token-providers - fromSso');
          const r = await dr(t),
            o = ot({ profile: t.profile ?? e?.profile }),
            n = r[o];
          if (n) {
            if (!n.sso_session) throw new vt(`Profile '${o}' is missing required property 'sso_session'.`);
          } else throw new vt(`Profile '${o}' could not be found in shared credentials file.`, !1);
          const s = n.sso_session,
            i = hd.get(s);
          if (i) return await i;
          const c = (await Bi(t))[s];
          if (!c) throw new vt(`Sso session '${s}' could not be found in shared credentials file.`, !1);
          for (const x of ['sso_start_url', 'sso_region'])
            if (!c[x]) throw new vt(`Sso session '${s}' is missing required property '${x}'.`, !1);
          let u = c.sso_start_url,
            l = c.sso_region,
            d;
          try {
            d = await zi(s);
          } catch {
            throw new vt(`The SSO session token associated with profile=${o} was not found or is invalid. ${Ds}`, !1);
          }
          qo('accessToken', d.accessToken), qo('expiresAt', d.expiresAt);
          const { accessToken: m, expiresAt: f } = d,
            h = { token: m, expiration: new Date(f) };
          if (h.expiration.getTime() - Date.now() > 3e5) return h;
          const g = hd.get(s);
          if (g) return await g;
          const y = LD.get(s) ?? 0;
          if (Date.now() - y < 30 * 1e3) return iS(h), h;
          qo('clientId', d.clientId, !0),
            qo('clientSecret', d.clientSecret, !0),
            qo('refreshToken', d.refreshToken, !0);
          const S = (async () => {
            try {
              LD.set(s, Date.now());
              const x = await PD(d, l, t, e);
              qo('accessToken', x.accessToken), qo('expiresIn', x.expiresIn);
              const b = new Date(Date.now() + x.expiresIn * 1e3);
              try {
                await DD(s, {
                  ...d,
                  accessToken: x.accessToken,
                  expiresAt: b.toISOString(),
                  refreshToken: x.refreshToken,
                });
              } catch {}
              return { token: x.accessToken, expiration: b };
            } catch {
              return iS(h), h;
            }
          })();
          hd.set(s, S);
          try {
            return await S;
          } finally {
            hd.delete(s);
          }
        });
  });
var MD = p(() => {
  zD();
});
function _6(t) {
  return {
    schemeId: 'aws.auth#sigv4',
    signingProperties: { name: 'awsssoportal', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
function E6(t) {
  return { schemeId: 'smithy.api#noAuth' };
}
var UD,
  FD,
  BD,
  cS = p(() => {
    qe();
    O();
    UD = async (t, e, r) => ({
      operation: me(e).operation,
      region:
        (await ee(t.region)()) ||
        (() => {
          throw new Error('expected `region` to be configured for `aws.auth#sigv4`');
        })(),
    });
    (FD = (t) => {
      const e = [];
      return t.operation === 'GetRoleCredentials' ? e.push(E6(t)) : e.push(_6(t)), e;
    }),
      (BD = (t) => {
        const e = Yr(t);
        return Object.assign(e, { authSchemePreference: ee(t.authSchemePreference ?? []) });
      });
  });
var VD,
  jD,
  uS = p(() => {
    (VD = (t) =>
      Object.assign(t, {
        useDualstackEndpoint: t.useDualstackEndpoint ?? !1,
        useFipsEndpoint: t.useFipsEndpoint ?? !1,
        defaultSigningName: 'awsssoportal',
      })),
      (jD = {
        UseFIPS: { type: 'builtInParams', name: 'useFipsEndpoint' },
        Endpoint: { type: 'builtInParams', name: 'endpoint' },
        Region: { type: 'builtInParams', name: 'region' },
        UseDualStack: { type: 'builtInParams', name: 'useDualstackEndpoint' },
      });
  });
var Ga,
  Dn,
  gd,
  HD,
  WD,
  yd,
  lS,
  GD,
  pS,
  zs,
  KD,
  ZD,
  b6,
  gt,
  w6,
  qD,
  JD = p(() => {
    le();
    (Ga = 'ref'),
      (Dn = -1),
      (gd = !0),
      (HD = 'isSet'),
      (WD = 'PartitionResult'),
      (yd = 'booleanEquals'),
      (lS = 'getAttr'),
      (GD = { [Ga]: 'Endpoint' }),
      (pS = { [Ga]: WD }),
      (zs = {}),
      (KD = [{ [Ga]: 'Region' }]),
      (ZD = {
        conditions: [
          [HD, [GD]],
          [HD, KD],
          ['aws.partition', KD, WD],
          [yd, [{ [Ga]: 'UseFIPS' }, gd]],
          [yd, [{ [Ga]: 'UseDualStack' }, gd]],
          [yd, [{ fn: lS, argv: [pS, 'supportsDualStack'] }, gd]],
          [yd, [{ fn: lS, argv: [pS, 'supportsFIPS'] }, gd]],
          ['stringEquals', [{ fn: lS, argv: [pS, 'name'] }, 'aws-us-gov']],
        ],
        results: [
          [Dn],
          [Dn, 'Invalid Configuration: FIPS and custom endpoint are not supported'],
          [Dn, 'Invalid Configuration: Dualstack and custom endpoint are not supported'],
          [GD, zs],
          ['https://portal.sso-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', zs],
          [Dn, 'FIPS and DualStack are enabled, but this partition does not support one or both'],
          ['https://portal.sso.{Region}.amazonaws.com', zs],
          ['https://portal.sso-fips.{Region}.{PartitionResult#dnsSuffix}', zs],
          [Dn, 'FIPS is enabled but this partition does not support FIPS'],
          ['https://portal.sso.{Region}.{PartitionResult#dualStackDnsSuffix}', zs],
          [Dn, 'DualStack is enabled but this partition does not support DualStack'],
          ['https://portal.sso.{Region}.{PartitionResult#dnsSuffix}', zs],
          [Dn, 'Invalid Configuration: Missing Region'],
        ],
      }),
      (b6 = 2),
      (gt = 1e8),
      (w6 = new Int32Array([
        -1,
        1,
        -1,
        0,
        13,
        3,
        1,
        4,
        gt + 12,
        2,
        5,
        gt + 12,
        3,
        8,
        6,
        4,
        7,
        gt + 11,
        5,
        gt + 9,
        gt + 10,
        4,
        11,
        9,
        6,
        10,
        gt + 8,
        7,
        gt + 6,
        gt + 7,
        5,
        12,
        gt + 5,
        6,
        gt + 4,
        gt + 5,
        3,
        gt + 1,
        14,
        4,
        gt + 2,
        gt + 3,
      ])),
      (qD = Rt.from(w6, b6, ZD.conditions, ZD.results));
  });
var I6,
  YD,
  XD = p(() => {
    F();
    le();
    JD();
    (I6 = new Pt({ size: 50, params: ['Endpoint', 'Region', 'UseDualStack', 'UseFIPS'] })),
      (YD = (t, e = {}) => I6.get(t, () => yr(qD, { endpointParams: t, logger: e.logger })));
    st.aws = Ft;
  });
var xo,
  dS = p(() => {
    O();
    xo = class t extends wt {
      static shapeId = 'smithy.ts.sdk.synthetic.com.amazonaws.sso#SSOServiceException';
      constructor(e) {
        super(e), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var Sd,
  xd,
  _d,
  Ed,
  mS = p(() => {
    dS();
    (Sd = class t extends xo {
      static shapeId = 'com.amazonaws.sso#InvalidRequestException';
      name = 'InvalidRequestException';
      $fault = 'client';
      constructor(e) {
        super({ name: 'InvalidRequestException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
      }
    }),
      (xd = class t extends xo {
        static shapeId = 'com.amazonaws.sso#ResourceNotFoundException';
        name = 'ResourceNotFoundException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'ResourceNotFoundException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (_d = class t extends xo {
        static shapeId = 'com.amazonaws.sso#TooManyRequestsException';
        name = 'TooManyRequestsException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'TooManyRequestsException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (Ed = class t extends xo {
        static shapeId = 'com.amazonaws.sso#UnauthorizedException';
        name = 'UnauthorizedException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'UnauthorizedException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
        }
      });
  });
var T6,
  v6,
  A6,
  C6,
  R6,
  P6,
  O6,
  k6,
  N6,
  D6,
  $6,
  L6,
  z6,
  M6,
  U6,
  bd,
  wd,
  F6,
  B6,
  Id,
  V6,
  QD,
  Td,
  j6,
  H6,
  G6,
  e$,
  K6,
  Z6,
  W6,
  Ht,
  t$,
  q6,
  Ka,
  J6,
  Y6,
  X6,
  Q6,
  r$,
  eZ,
  tZ,
  rZ,
  oZ,
  nZ,
  sZ,
  o$,
  vd = p(() => {
    oe();
    mS();
    dS();
    (T6 = 'AccessTokenType'),
      (v6 = 'GetRoleCredentials'),
      (A6 = 'GetRoleCredentialsRequest'),
      (C6 = 'GetRoleCredentialsResponse'),
      (R6 = 'InvalidRequestException'),
      (P6 = 'RoleCredentials'),
      (O6 = 'ResourceNotFoundException'),
      (k6 = 'SecretAccessKeyType'),
      (N6 = 'SessionTokenType'),
      (D6 = 'TooManyRequestsException'),
      ($6 = 'UnauthorizedException'),
      (L6 = 'accountId'),
      (z6 = 'accessKeyId'),
      (M6 = 'accessToken'),
      (U6 = 'account_id'),
      (bd = 'client'),
      (wd = 'error'),
      (F6 = 'expiration'),
      (B6 = 'http'),
      (Id = 'httpError'),
      (V6 = 'httpHeader'),
      (QD = 'httpQuery'),
      (Td = 'message'),
      (j6 = 'roleCredentials'),
      (H6 = 'roleName'),
      (G6 = 'role_name'),
      (e$ = 'smithy.ts.sdk.synthetic.com.amazonaws.sso'),
      (K6 = 'secretAccessKey'),
      (Z6 = 'sessionToken'),
      (W6 = 'x-amz-sso_bearer_token'),
      (Ht = 'com.amazonaws.sso'),
      (t$ = new ce(e$)),
      (q6 = [-3, e$, 'SSOServiceException', 0, [], []]);
    t$.registerError(q6, xo);
    (Ka = new ce(Ht)), (J6 = [-3, Ht, R6, { [wd]: bd, [Id]: 400 }, [Td], [0]]);
    Ka.registerError(J6, Sd);
    Y6 = [-3, Ht, O6, { [wd]: bd, [Id]: 404 }, [Td], [0]];
    Ka.registerError(Y6, xd);
    X6 = [-3, Ht, D6, { [wd]: bd, [Id]: 429 }, [Td], [0]];
    Ka.registerError(X6, _d);
    Q6 = [-3, Ht, $6, { [wd]: bd, [Id]: 401 }, [Td], [0]];
    Ka.registerError(Q6, Ed);
    (r$ = [t$, Ka]),
      (eZ = [0, Ht, T6, 8, 0]),
      (tZ = [0, Ht, k6, 8, 0]),
      (rZ = [0, Ht, N6, 8, 0]),
      (oZ = [
        3,
        Ht,
        A6,
        0,
        [H6, L6, M6],
        [
          [0, { [QD]: G6 }],
          [0, { [QD]: U6 }],
          [() => eZ, { [V6]: W6 }],
        ],
        3,
      ]),
      (nZ = [3, Ht, C6, 0, [j6], [[() => sZ, 0]]]),
      (sZ = [3, Ht, P6, 0, [z6, K6, Z6, F6], [0, [() => tZ, 0], [() => rZ, 0], 1]]),
      (o$ = [9, Ht, v6, { [B6]: ['GET', '/federation/credentials', 200] }, () => oZ, () => nZ]);
  });
var n$,
  s$ = p(() => {
    qe();
    kn();
    We();
    Do();
    O();
    U();
    N();
    cS();
    XD();
    vd();
    n$ = (t) => ({
      apiVersion: '2019-06-10',
      base64Decoder: t?.base64Decoder ?? Te,
      base64Encoder: t?.base64Encoder ?? _e,
      disableHostPrefix: t?.disableHostPrefix ?? !1,
      endpointProvider: t?.endpointProvider ?? YD,
      extensions: t?.extensions ?? [],
      httpAuthSchemeProvider: t?.httpAuthSchemeProvider ?? FD,
      httpAuthSchemes: t?.httpAuthSchemes ?? [
        {
          schemeId: 'aws.auth#sigv4',
          identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4'),
          signer: new Pe(),
        },
        {
          schemeId: 'smithy.api#noAuth',
          identityProvider: (e) => e.getIdentityProvider('smithy.api#noAuth') || (async () => ({})),
          signer: new it(),
        },
      ],
      logger: t?.logger ?? new et(),
      protocol: t?.protocol ?? So,
      protocolSettings: t?.protocolSettings ?? {
        defaultNamespace: 'com.amazonaws.sso',
        errorTypeRegistries: r$,
        version: '2019-06-10',
        serviceTarget: 'SWBPortalService',
      },
      serviceId: t?.serviceId ?? 'SSO',
      sha256: t?.sha256 ?? $t,
      urlParser: t?.urlParser ?? Ce,
      utf8Decoder: t?.utf8Decoder ?? fe,
      utf8Encoder: t?.utf8Encoder ?? ue,
    });
  });
var i$,
  a$ = p(() => {
    Ca();
    F();
    qe();
    O();
    z();
    Ut();
    N();
    On();
    s$();
    i$ = (t) => {
      sr(process.version);
      const e = gr(t),
        r = () => e().then(nr),
        o = n$(t);
      ur(process.version);
      const n = { profile: t?.profile, logger: o.logger };
      return {
        ...o,
        ...t,
        runtime: 'node',
        defaultsMode: e,
        authSchemePreference: t?.authSchemePreference ?? C(Bt, n),
        bodyLengthChecker: t?.bodyLengthChecker ?? pr,
        defaultSocketTimeout: lr(t?.requestHandler, 3e5),
        defaultUserAgentProvider:
          t?.defaultUserAgentProvider ?? Pr({ serviceId: o.serviceId, clientVersion: Zo.version }),
        maxAttempts: t?.maxAttempts ?? C(Mt, t),
        region: t?.region ?? C(nt, { ...Ct, ...n }),
        requestHandler: ct.create(t?.requestHandler ?? r),
        retryMode: t?.retryMode ?? C({ ...Cr, default: async () => (await r()).retryMode || kt }, t),
        streamCollector: t?.streamCollector ?? mt,
        useDualstackEndpoint: t?.useDualstackEndpoint ?? C(mr, n),
        useFipsEndpoint: t?.useFipsEndpoint ?? C(fr, n),
        userAgentAppId: t?.userAgentAppId ?? C(Or, n),
      };
    };
  });
var c$,
  u$,
  l$ = p(() => {
    (c$ = (t) => {
      let e = t.httpAuthSchemes,
        r = t.httpAuthSchemeProvider,
        o = t.credentials;
      return {
        setHttpAuthScheme(n) {
          const s = e.findIndex((i) => i.schemeId === n.schemeId);
          s === -1 ? e.push(n) : e.splice(s, 1, n);
        },
        httpAuthSchemes() {
          return e;
        },
        setHttpAuthSchemeProvider(n) {
          r = n;
        },
        httpAuthSchemeProvider() {
          return r;
        },
        setCredentials(n) {
          o = n;
        },
        credentials() {
          return o;
        },
      };
    }),
      (u$ = (t) => ({
        httpAuthSchemes: t.httpAuthSchemes(),
        httpAuthSchemeProvider: t.httpAuthSchemeProvider(),
        credentials: t.credentials(),
      }));
  });
var p$,
  d$ = p(() => {
    F();
    O();
    U();
    l$();
    p$ = (t, e) => {
      const r = Object.assign(kr(t), ir(t), Sr(t), c$(t));
      return e.forEach((o) => o.configure(r)), Object.assign(t, Nr(r), ar(r), xr(r), u$(r));
    };
  });
var Ms,
  fS = p(() => {
    F();
    We();
    O();
    z();
    le();
    U();
    Ut();
    oe();
    cS();
    uS();
    a$();
    d$();
    Ms = class extends Re {
      config;
      constructor(...[e]) {
        const r = i$(e || {});
        super(r), (this.initConfig = r);
        const o = VD(r),
          n = vr(o),
          s = Ar(n),
          i = hr(s),
          a = i,
          c = Hr(a),
          u = BD(c),
          l = p$(u, e?.extensions || []);
        (this.config = l),
          this.middlewareStack.use(or(this.config)),
          this.middlewareStack.use(Rr(this.config)),
          this.middlewareStack.use(qr(this.config)),
          this.middlewareStack.use(_r(this.config)),
          this.middlewareStack.use(br(this.config)),
          this.middlewareStack.use(wr(this.config)),
          this.middlewareStack.use(Ir(this.config)),
          this.middlewareStack.use(
            Lt(this.config, {
              httpAuthSchemeParametersProvider: UD,
              identityProviderConfigProvider: async (d) => new ft({ 'aws.auth#sigv4': d.credentials }),
            }),
          ),
          this.middlewareStack.use(zt(this.config));
      }
      destroy() {
        super.destroy();
      }
    };
  });
var m$,
  f$,
  h$,
  g$ = p(() => {
    O();
    le();
    uS();
    (m$ = cr(jD, 'SWBPortalService', 'SSOClient', Gr)), (f$ = {}), (h$ = (t, e, r, o) => []);
  });
var Us,
  hS = p(() => {
    g$();
    vd();
    Us = class extends m$(f$, h$, 'GetRoleCredentials', o$) {};
  });
var iZ,
  gS,
  y$ = p(() => {
    O();
    hS();
    fS();
    (iZ = { GetRoleCredentialsCommand: Us }), (gS = class extends Ms {});
    lo(iZ, gS);
  });
var S$ = p(() => {
  hS();
});
var x$ = p(() => {});
var _$ = p(() => {
  fS();
  y$();
  S$();
  vd();
  mS();
  x$();
});
var E$ = {};
He(E$, { GetRoleCredentialsCommand: () => Us, SSOClient: () => Ms });
var b$ = p(() => {
  _$();
});
var Za,
  yS,
  w$ = p(() => {
    F();
    MD();
    z();
    (Za = !1),
      (yS = async ({
        ssoStartUrl: t,
        ssoSession: e,
        ssoAccountId: r,
        ssoRegion: o,
        ssoRoleName: n,
        ssoClient: s,
        clientConfig: i,
        parentClientConfig: a,
        callerClientConfig: c,
        profile: u,
        filepath: l,
        configFilepath: d,
        ignoreCache: m,
        logger: f,
      }) => {
        let h,
          g = 'To refresh this SSO session run aws sso login with the corresponding profile.';
        if (e)
          try {
            const je = await aS({
              profile: u,
              filepath: l,
              configFilepath: d,
              ignoreCache: m,
              clientConfig: i,
              parentClientConfig: a,
              logger: f,
            })({ callerClientConfig: c });
            h = { accessToken: je.token, expiresAt: new Date(je.expiration).toISOString() };
          } catch (je) {
            throw new v(je.message, { tryNextLink: Za, logger: f });
          }
        else
          try {
            h = await zi(t);
          } catch {
            throw new v(`The SSO session associated with this profile is invalid. ${g}`, {
              tryNextLink: Za,
              logger: f,
            });
          }
        if (new Date(h.expiresAt).getTime() - Date.now() <= 0)
          throw new v(`The SSO session associated with this profile has expired. ${g}`, { tryNextLink: Za, logger: f });
        let { accessToken: y } = h,
          { SSOClient: S, GetRoleCredentialsCommand: x } = await Promise.resolve().then(() => (b$(), E$)),
          b =
            s ||
            new S(
              Object.assign({}, i ?? {}, {
                logger: i?.logger ?? c?.logger ?? a?.logger,
                region: i?.region ?? o,
                userAgentAppId: i?.userAgentAppId ?? c?.userAgentAppId ?? a?.userAgentAppId,
              }),
            ),
          w;
        try {
          w = await b.send(new x({ accountId: r, roleName: n, accessToken: y }));
        } catch (je) {
          throw new v(je, { tryNextLink: Za, logger: f });
        }
        const {
          roleCredentials: {
            accessKeyId: I,
            secretAccessKey: A,
            sessionToken: B,
            expiration: Ve,
            credentialScope: xt,
            accountId: ne,
          } = {},
        } = w;
        if (!I || !A || !B || !Ve)
          throw new v('SSO returns an invalid temporary credential.', { tryNextLink: Za, logger: f });
        const Ee = {
          accessKeyId: I,
          secretAccessKey: A,
          sessionToken: B,
          expiration: new Date(Ve),
          ...(xt && { credentialScope: xt }),
          ...(ne && { accountId: ne }),
        };
        return e ? j(Ee, 'CREDENTIALS_SSO', 's') : j(Ee, 'CREDENTIALS_SSO_LEGACY', 'u'), Ee;
      });
  });
var Ad,
  SS = p(() => {
    z();
    Ad = (t, e) => {
      const { sso_start_url: r, sso_account_id: o, sso_region: n, sso_role_name: s } = t;
      if (!r || !o || !n || !s)
        throw new v(
          `Profile is configured with invalid SSO credentials. Required parameters "sso_account_id", "sso_region", "sso_role_name", "sso_start_url". Got ${Object.keys(t).join(', ')}
Reference: https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-sso.html`,
          { tryNextLink: !1, logger: e },
        );
      return t;
    };
  });
var I$,
  T$ = p(() => {
    z();
    Hy();
    w$();
    SS();
    I$ =
      (t = {}) =>
      async ({ callerClientConfig: e } = {}) => {
        t.logger?.debug('@aws-sdk/credential-provider-sso - fromSSO');
        const { ssoStartUrl: r, ssoAccountId: o, ssoRegion: n, ssoRoleName: s, ssoSession: i } = t,
          { ssoClient: a } = t,
          c = ot({ profile: t.profile ?? e?.profile });
        if (!r && !o && !n && !s && !i) {
          const l = (await dr(t))[c];
          if (!l) throw new v(`Profile ${c} was not found.`, { logger: t.logger });
          if (!od(l)) throw new v(`Profile ${c} is not configured with SSO credentials.`, { logger: t.logger });
          if (l?.sso_session) {
            const S = (await Bi(t))[l.sso_session],
              x = ` configurations in profile ${c} and sso-session ${l.sso_session}`;
            if (n && n !== S.sso_region)
              throw new v('Conflicting SSO region' + x, { tryNextLink: !1, logger: t.logger });
            if (r && r !== S.sso_start_url)
              throw new v('Conflicting SSO start_url' + x, { tryNextLink: !1, logger: t.logger });
            (l.sso_region = S.sso_region), (l.sso_start_url = S.sso_start_url);
          }
          const {
            sso_start_url: d,
            sso_account_id: m,
            sso_region: f,
            sso_role_name: h,
            sso_session: g,
          } = Ad(l, t.logger);
          return yS({
            ssoStartUrl: d,
            ssoSession: g,
            ssoAccountId: m,
            ssoRegion: f,
            ssoRoleName: h,
            ssoClient: a,
            clientConfig: t.clientConfig,
            parentClientConfig: t.parentClientConfig,
            callerClientConfig: t.callerClientConfig,
            profile: c,
            filepath: t.filepath,
            configFilepath: t.configFilepath,
            ignoreCache: t.ignoreCache,
            logger: t.logger,
          });
        } else {
          if (!r || !o || !n || !s)
            throw new v(
              'Incomplete configuration. The fromSSO() argument hash must include "ssoStartUrl", "ssoAccountId", "ssoRegion", "ssoRoleName"',
              { tryNextLink: !1, logger: t.logger },
            );
          return yS({
            ssoStartUrl: r,
            ssoSession: i,
            ssoAccountId: o,
            ssoRegion: n,
            ssoRoleName: s,
            ssoClient: a,
            clientConfig: t.clientConfig,
            parentClientConfig: t.parentClientConfig,
            callerClientConfig: t.callerClientConfig,
            profile: c,
            filepath: t.filepath,
            configFilepath: t.configFilepath,
            ignoreCache: t.ignoreCache,
            logger: t.logger,
          });
        }
      };
  });
var xS = {};
He(xS, { fromSSO: () => I$, isSsoProfile: () => od, validateSsoProfile: () => Ad });
var _S = p(() => {
  T$();
  Hy();
  SS();
});
var v$,
  ES,
  A$ = p(() => {
    F();
    z();
    (v$ = (t, e, r) => {
      const o = {
        EcsContainer: async (n) => {
          const { fromHttp: s } = await Promise.resolve().then(() => (jy(), Vy)),
            { fromContainerMetadata: i } = await Promise.resolve().then(() => (ed(), Qp));
          return (
            r?.debug('@aws-sdk/credential-provider-ini - credential_source is EcsContainer'),
            async () => dn(s(n ?? {}), i(n))().then(ES)
          );
        },
        Ec2InstanceMetadata: async (n) => {
          r?.debug('@aws-sdk/credential-provider-ini - credential_source is Ec2InstanceMetadata');
          const { fromInstanceMetadata: s } = await Promise.resolve().then(() => (ed(), Qp));
          return async () => s(n)().then(ES);
        },
        Environment: async (n) => {
          r?.debug('@aws-sdk/credential-provider-ini - credential_source is Environment');
          const { fromEnv: s } = await Promise.resolve().then(() => (ky(), bk));
          return async () => s(n)().then(ES);
        },
      };
      if (t in o) return o[t];
      throw new v(
        `Unsupported credential source in profile ${e}. Got ${t}, expected EcsContainer or Ec2InstanceMetadata or Environment.`,
        { logger: r },
      );
    }),
      (ES = (t) => j(t, 'CREDENTIALS_PROFILE_NAMED_PROVIDER', 'p'));
  });
var Wa,
  C$ = p(() => {
    Wa = { CrtSignerV4: null };
  });
function P$(t) {
  return { accessKeyId: t.accessKeyId, secretAccessKey: t.secretAccessKey, expiration: t.expiration };
}
function O$(t, e) {
  const r = t.credentialProvider;
  t.credentialProvider = () => ((t.credentialProvider = r), Promise.resolve(e));
}
var bS,
  R$,
  Cd,
  k$ = p(() => {
    rp();
    (bS = 'X-Amz-S3session-Token'),
      (R$ = bS.toLowerCase()),
      (Cd = class extends jo {
        async signWithCredentials(e, r, o) {
          const n = P$(r);
          e.headers[R$] = r.sessionToken;
          return O$(this, n), this.signRequest(e, o ?? {});
        }
        async presignWithCredentials(e, r, o) {
          const n = P$(r);
          return (
            delete e.headers[R$],
            (e.headers[bS] = r.sessionToken),
            (e.query = e.query ?? {}),
            (e.query[bS] = r.sessionToken),
            O$(this, n),
            this.presign(e, o)
          );
        }
      });
  });
var $n,
  N$ = p(() => {
    rp();
    C$();
    k$();
    $n = class {
      sigv4aSigner;
      sigv4Signer;
      signerOptions;
      static sigv4aDependency() {
        return typeof Wa.CrtSignerV4 == 'function' ? 'crt' : typeof tp.SignatureV4a == 'function' ? 'js' : 'none';
      }
      constructor(e) {
        (this.sigv4Signer = new Cd(e)), (this.signerOptions = e);
      }
      async sign(e, r = {}) {
        return r.signingRegion === '*' ? this.getSigv4aSigner().sign(e, r) : this.sigv4Signer.sign(e, r);
      }
      async signWithCredentials(e, r, o = {}) {
        if (o.signingRegion === '*') {
          const n = this.getSigv4aSigner(),
            s = Wa.CrtSignerV4;
          if (s && n instanceof s) return n.signWithCredentials(e, r, o);
          throw new Error(
            `signWithCredentials with signingRegion '*' is only supported when using the CRT dependency @aws-sdk/signature-v4-crt. Please check whether you have installed the "@aws-sdk/signature-v4-crt" package explicitly. You must also register the package by calling [require("@aws-sdk/signature-v4-crt");] or an ESM equivalent such as [import "@aws-sdk/signature-v4-crt";]. For more information please go to https://github.com/aws/aws-sdk-js-v3#functionality-requiring-aws-common-runtime-crt`,
          );
        }
        return this.sigv4Signer.signWithCredentials(e, r, o);
      }
      async presign(e, r = {}) {
        if (r.signingRegion === '*') {
          const o = this.getSigv4aSigner(),
            n = Wa.CrtSignerV4;
          if (n && o instanceof n) return o.presign(e, r);
          throw new Error(
            `presign with signingRegion '*' is only supported when using the CRT dependency @aws-sdk/signature-v4-crt. Please check whether you have installed the "@aws-sdk/signature-v4-crt" package explicitly. You must also register the package by calling [require("@aws-sdk/signature-v4-crt");] or an ESM equivalent such as [import "@aws-sdk/signature-v4-crt";]. For more information please go to https://github.com/aws/aws-sdk-js-v3#functionality-requiring-aws-common-runtime-crt`,
          );
        }
        return this.sigv4Signer.presign(e, r);
      }
      async presignWithCredentials(e, r, o = {}) {
        if (o.signingRegion === '*')
          throw new Error('Method presignWithCredentials is not supported for [signingRegion=*].');
        return this.sigv4Signer.presignWithCredentials(e, r, o);
      }
      getSigv4aSigner() {
        if (!this.sigv4aSigner) {
          const e = Wa.CrtSignerV4,
            r = tp.SignatureV4a;
          if (this.signerOptions.runtime === 'node') {
            if (!e && !r)
              throw new Error(
                'Neither CRT nor JS SigV4a implementation is available. Please load either @aws-sdk/signature-v4-crt or @aws-sdk/signature-v4a. For more information please go to https://github.com/aws/aws-sdk-js-v3#functionality-requiring-aws-common-runtime-crt',
              );
            if (e && typeof e == 'function') this.sigv4aSigner = new e({ ...this.signerOptions, signingAlgorithm: 1 });
            else if (r && typeof r == 'function') this.sigv4aSigner = new r({ ...this.signerOptions });
            else
              throw new Error(
                "Available SigV4a implementation is not a valid constructor. Please ensure you've properly imported @aws-sdk/signature-v4-crt or @aws-sdk/signature-v4a.For more information please go to https://github.com/aws/aws-sdk-js-v3#functionality-requiring-aws-common-runtime-crt",
              );
          } else {
            if (!r || typeof r != 'function')
              throw new Error(
                "JS SigV4a implementation is not available or not a valid constructor. Please check whether you have installed the @aws-sdk/signature-v4a package explicitly. The CRT implementation is not available for browsers. You must also register the package by calling [require('@aws-sdk/signature-v4a');] or an ESM equivalent such as [import '@aws-sdk/signature-v4a';]. For more information please go to https://github.com/aws/aws-sdk-js-v3#using-javascript-non-crt-implementation-of-sigv4a",
              );
            this.sigv4aSigner = new r({ ...this.signerOptions });
          }
        }
        return this.sigv4aSigner;
      }
    };
  });
var wS = p(() => {
  N$();
});
var Bs,
  Ln,
  qa,
  D$,
  V$,
  Ja,
  Ue,
  IS,
  $$,
  L$,
  z$,
  M$,
  U$,
  Fe,
  TS,
  Fs,
  F$,
  B$,
  aZ,
  X,
  cZ,
  j$,
  H$ = p(() => {
    le();
    (Bs = 'ref'),
      (Ln = -1),
      (qa = !0),
      (D$ = 'isSet'),
      (V$ = 'PartitionResult'),
      (Ja = 'booleanEquals'),
      (Ue = 'stringEquals'),
      (IS = 'getAttr'),
      ($$ = 'us-east-1'),
      (L$ = 'sigv4'),
      (z$ = 'sts'),
      (M$ = 'https://sts.{Region}.{PartitionResult#dnsSuffix}'),
      (U$ = { [Bs]: 'Endpoint' }),
      (Fe = { [Bs]: 'Region' }),
      (TS = { [Bs]: V$ }),
      (Fs = {}),
      (F$ = [Fe]),
      (B$ = {
        conditions: [
          [D$, [U$]],
          [D$, F$],
          ['aws.partition', F$, V$],
          [Ja, [{ [Bs]: 'UseFIPS' }, qa]],
          [Ja, [{ [Bs]: 'UseDualStack' }, qa]],
          [Ue, [Fe, 'aws-global']],
          [Ja, [{ [Bs]: 'UseGlobalEndpoint' }, qa]],
          [Ue, [Fe, 'eu-central-1']],
          [Ja, [{ fn: IS, argv: [TS, 'supportsDualStack'] }, qa]],
          [Ja, [{ fn: IS, argv: [TS, 'supportsFIPS'] }, qa]],
          [Ue, [Fe, 'ap-south-1']],
          [Ue, [Fe, 'eu-north-1']],
          [Ue, [Fe, 'eu-west-1']],
          [Ue, [Fe, 'eu-west-2']],
          [Ue, [Fe, 'eu-west-3']],
          [Ue, [Fe, 'sa-east-1']],
          [Ue, [Fe, $$]],
          [Ue, [Fe, 'us-east-2']],
          [Ue, [Fe, 'us-west-2']],
          [Ue, [Fe, 'us-west-1']],
          [Ue, [Fe, 'ca-central-1']],
          [Ue, [Fe, 'ap-southeast-1']],
          [Ue, [Fe, 'ap-northeast-1']],
          [Ue, [Fe, 'ap-southeast-2']],
          [Ue, [{ fn: IS, argv: [TS, 'name'] }, 'aws-us-gov']],
        ],
        results: [
          [Ln],
          ['https://sts.amazonaws.com', { authSchemes: [{ name: L$, signingName: z$, signingRegion: $$ }] }],
          [M$, { authSchemes: [{ name: L$, signingName: z$, signingRegion: '{Region}' }] }],
          [Ln, 'Invalid Configuration: FIPS and custom endpoint are not supported'],
          [Ln, 'Invalid Configuration: Dualstack and custom endpoint are not supported'],
          [U$, Fs],
          ['https://sts-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', Fs],
          [Ln, 'FIPS and DualStack are enabled, but this partition does not support one or both'],
          ['https://sts.{Region}.amazonaws.com', Fs],
          ['https://sts-fips.{Region}.{PartitionResult#dnsSuffix}', Fs],
          [Ln, 'FIPS is enabled but this partition does not support FIPS'],
          ['https://sts.{Region}.{PartitionResult#dualStackDnsSuffix}', Fs],
          [Ln, 'DualStack is enabled but this partition does not support DualStack'],
          [M$, Fs],
          [Ln, 'Invalid Configuration: Missing Region'],
        ],
      }),
      (aZ = 2),
      (X = 1e8),
      (cZ = new Int32Array([
        -1,
        1,
        -1,
        0,
        30,
        3,
        1,
        4,
        X + 14,
        2,
        5,
        X + 14,
        3,
        25,
        6,
        4,
        24,
        7,
        5,
        X + 1,
        8,
        6,
        9,
        X + 13,
        7,
        X + 1,
        10,
        10,
        X + 1,
        11,
        11,
        X + 1,
        12,
        12,
        X + 1,
        13,
        13,
        X + 1,
        14,
        14,
        X + 1,
        15,
        15,
        X + 1,
        16,
        16,
        X + 1,
        17,
        17,
        X + 1,
        18,
        18,
        X + 1,
        19,
        19,
        X + 1,
        20,
        20,
        X + 1,
        21,
        21,
        X + 1,
        22,
        22,
        X + 1,
        23,
        23,
        X + 1,
        X + 2,
        8,
        X + 11,
        X + 12,
        4,
        28,
        26,
        9,
        27,
        X + 10,
        24,
        X + 8,
        X + 9,
        8,
        29,
        X + 7,
        9,
        X + 6,
        X + 7,
        3,
        X + 3,
        31,
        4,
        X + 4,
        X + 5,
      ])),
      (j$ = Rt.from(cZ, aZ, B$.conditions, B$.results));
  });
var uZ,
  Rd,
  vS = p(() => {
    F();
    le();
    H$();
    (uZ = new Pt({ size: 50, params: ['Endpoint', 'Region', 'UseDualStack', 'UseFIPS', 'UseGlobalEndpoint'] })),
      (Rd = (t, e = {}) => uZ.get(t, () => yr(j$, { endpointParams: t, logger: e.logger })));
    st.aws = Ft;
  });
function K$(t) {
  return {
    schemeId: 'aws.auth#sigv4',
    signingProperties: { name: 'sts', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
function AS(t) {
  return {
    schemeId: 'aws.auth#sigv4a',
    signingProperties: { name: 'sts', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
function Z$(t) {
  return { schemeId: 'smithy.api#noAuth' };
}
var lZ,
  pZ,
  G$,
  dZ,
  mZ,
  W$,
  q$,
  CS = p(() => {
    qe();
    wS();
    O();
    le();
    vS();
    (lZ = (t) => async (e, r, o) => {
      if (!o) throw new Error('Could not find `input` for `defaultEndpointRuleSetHttpAuthSchemeParametersProvider`');
      const n = await t(e, r, o),
        s = me(r)?.commandInstance?.constructor?.getEndpointParameterInstructions;
      if (!s) throw new Error(`getEndpointParameterInstructions() is not defined on '${r.commandName}'`);
      const i = await el(o, { getEndpointParameterInstructions: s }, e);
      return Object.assign(n, i);
    }),
      (pZ = async (t, e, r) => ({
        operation: me(e).operation,
        region:
          (await ee(t.region)()) ||
          (() => {
            throw new Error('expected `region` to be configured for `aws.auth#sigv4`');
          })(),
      })),
      (G$ = lZ(pZ));
    (dZ = (t, e, r) => (n) => {
      const i = t(n).properties?.authSchemes;
      if (!i) return e(n);
      const a = [];
      for (const c of i) {
        const { name: u, properties: l = {}, ...d } = c,
          m = u.toLowerCase();
        u !== m && console.warn(`HttpAuthScheme has been normalized with lowercasing: '${u}' to '${m}'`);
        let f;
        if (m === 'sigv4a') {
          f = 'aws.auth#sigv4a';
          const y = i.find((S) => {
            const x = S.name.toLowerCase();
            return x !== 'sigv4a' && x.startsWith('sigv4');
          });
          if ($n.sigv4aDependency() === 'none' && y) continue;
        } else if (m.startsWith('sigv4')) f = 'aws.auth#sigv4';
        else throw new Error(`Unknown HttpAuthScheme found in '@smithy.rules#endpointRuleSet': '${m}'`);
        const h = r[f];
        if (!h) throw new Error(`Could not find HttpAuthOption create function for '${f}'`);
        const g = h(n);
        (g.schemeId = f), (g.signingProperties = { ...(g.signingProperties || {}), ...d, ...l }), a.push(g);
      }
      return a;
    }),
      (mZ = (t) => {
        const e = [];
        return (
          t.operation === 'AssumeRoleWithWebIdentity' ? (e.push(Z$(t)), e.push(AS(t))) : (e.push(K$(t)), e.push(AS(t))),
          e
        );
      }),
      (W$ = dZ(Rd, mZ, { 'aws.auth#sigv4': K$, 'aws.auth#sigv4a': AS, 'smithy.api#noAuth': Z$ })),
      (q$ = (t) => {
        const e = Yr(t),
          r = Zl(e);
        return Object.assign(r, { authSchemePreference: ee(t.authSchemePreference ?? []) });
      });
  });
var J$,
  Y$,
  RS = p(() => {
    (J$ = (t) =>
      Object.assign(t, {
        useDualstackEndpoint: t.useDualstackEndpoint ?? !1,
        useFipsEndpoint: t.useFipsEndpoint ?? !1,
        useGlobalEndpoint: t.useGlobalEndpoint ?? !1,
        defaultSigningName: 'sts',
      })),
      (Y$ = {
        UseGlobalEndpoint: { type: 'builtInParams', name: 'useGlobalEndpoint' },
        UseFIPS: { type: 'builtInParams', name: 'useFipsEndpoint' },
        Endpoint: { type: 'builtInParams', name: 'endpoint' },
        Region: { type: 'builtInParams', name: 'region' },
        UseDualStack: { type: 'builtInParams', name: 'useDualstackEndpoint' },
      });
  });
var yt,
  Pd = p(() => {
    O();
    yt = class t extends wt {
      static shapeId = 'smithy.ts.sdk.synthetic.com.amazonaws.sts#STSServiceException';
      constructor(e) {
        super(e), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var Ya,
  Xa,
  Qa,
  ec,
  tc,
  rc,
  oc,
  PS = p(() => {
    Pd();
    (Ya = class t extends yt {
      static shapeId = 'com.amazonaws.sts#ExpiredTokenException';
      name = 'ExpiredTokenException';
      $fault = 'client';
      constructor(e) {
        super({ name: 'ExpiredTokenException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
      }
    }),
      (Xa = class t extends yt {
        static shapeId = 'com.amazonaws.sts#MalformedPolicyDocumentException';
        name = 'MalformedPolicyDocumentException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'MalformedPolicyDocumentException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (Qa = class t extends yt {
        static shapeId = 'com.amazonaws.sts#PackedPolicyTooLargeException';
        name = 'PackedPolicyTooLargeException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'PackedPolicyTooLargeException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (ec = class t extends yt {
        static shapeId = 'com.amazonaws.sts#RegionDisabledException';
        name = 'RegionDisabledException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'RegionDisabledException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (tc = class t extends yt {
        static shapeId = 'com.amazonaws.sts#IDPRejectedClaimException';
        name = 'IDPRejectedClaimException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'IDPRejectedClaimException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (rc = class t extends yt {
        static shapeId = 'com.amazonaws.sts#InvalidIdentityTokenException';
        name = 'InvalidIdentityTokenException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'InvalidIdentityTokenException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (oc = class t extends yt {
        static shapeId = 'com.amazonaws.sts#IDPCommunicationErrorException';
        name = 'IDPCommunicationErrorException';
        $fault = 'client';
        $retryable = {};
        constructor(e) {
          super({ name: 'IDPCommunicationErrorException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype);
        }
      });
  });
var fZ,
  hZ,
  gZ,
  yZ,
  SZ,
  xZ,
  OS,
  _Z,
  EZ,
  bZ,
  wZ,
  kS,
  IZ,
  X$,
  TZ,
  vZ,
  AZ,
  CZ,
  RZ,
  PZ,
  OZ,
  kZ,
  Q$,
  eL,
  tL,
  NZ,
  DZ,
  $Z,
  LZ,
  zZ,
  MZ,
  rL,
  UZ,
  FZ,
  oL,
  BZ,
  nL,
  VZ,
  jZ,
  NS,
  HZ,
  GZ,
  sL,
  iL,
  KZ,
  ZZ,
  WZ,
  qZ,
  JZ,
  YZ,
  XZ,
  QZ,
  zn,
  Mn,
  eW,
  Un,
  Fn,
  Bn,
  tW,
  aL,
  rW,
  pe,
  cL,
  uL,
  Jo,
  lL,
  pL,
  dL,
  mL,
  fL,
  hL,
  gL,
  DS,
  oW,
  nW,
  $S,
  yL,
  SL,
  xL,
  _L,
  LS,
  EL,
  bL,
  wL,
  IL,
  sW,
  iW,
  zS,
  MS,
  nc = p(() => {
    oe();
    PS();
    Pd();
    (fZ = 'Arn'),
      (hZ = 'AccessKeyId'),
      (gZ = 'AssumeRole'),
      (yZ = 'AssumedRoleId'),
      (SZ = 'AssumeRoleRequest'),
      (xZ = 'AssumeRoleResponse'),
      (OS = 'AssumedRoleUser'),
      (_Z = 'AssumeRoleWithWebIdentity'),
      (EZ = 'AssumeRoleWithWebIdentityRequest'),
      (bZ = 'AssumeRoleWithWebIdentityResponse'),
      (wZ = 'Audience'),
      (kS = 'Credentials'),
      (IZ = 'ContextAssertion'),
      (X$ = 'DurationSeconds'),
      (TZ = 'Expiration'),
      (vZ = 'ExternalId'),
      (AZ = 'ExpiredTokenException'),
      (CZ = 'IDPCommunicationErrorException'),
      (RZ = 'IDPRejectedClaimException'),
      (PZ = 'InvalidIdentityTokenException'),
      (OZ = 'Key'),
      (kZ = 'MalformedPolicyDocumentException'),
      (Q$ = 'MinimumSessionTokenSize'),
      (eL = 'Policy'),
      (tL = 'PolicyArns'),
      (NZ = 'ProviderArn'),
      (DZ = 'ProvidedContexts'),
      ($Z = 'ProvidedContextsListType'),
      (LZ = 'ProvidedContext'),
      (zZ = 'PolicyDescriptorType'),
      (MZ = 'ProviderId'),
      (rL = 'PackedPolicySize'),
      (UZ = 'PackedPolicyTooLargeException'),
      (FZ = 'Provider'),
      (oL = 'RoleArn'),
      (BZ = 'RegionDisabledException'),
      (nL = 'RoleSessionName'),
      (VZ = 'SecretAccessKey'),
      (jZ = 'SubjectFromWebIdentityToken'),
      (NS = 'SourceIdentity'),
      (HZ = 'SerialNumber'),
      (GZ = 'SessionToken'),
      (sL = 'SessionTokenSize'),
      (iL = 'SessionTokenUtilization'),
      (KZ = 'Tags'),
      (ZZ = 'TokenCode'),
      (WZ = 'TransitiveTagKeys'),
      (qZ = 'Tag'),
      (JZ = 'Value'),
      (YZ = 'WebIdentityToken'),
      (XZ = 'arn'),
      (QZ = 'accessKeySecretType'),
      (zn = 'awsQueryError'),
      (Mn = 'client'),
      (eW = 'clientTokenType'),
      (Un = 'error'),
      (Fn = 'httpError'),
      (Bn = 'message'),
      (tW = 'policyDescriptorListType'),
      (aL = 'smithy.ts.sdk.synthetic.com.amazonaws.sts'),
      (rW = 'tagListType'),
      (pe = 'com.amazonaws.sts'),
      (cL = new ce(aL)),
      (uL = [-3, aL, 'STSServiceException', 0, [], []]);
    cL.registerError(uL, yt);
    (Jo = new ce(pe)), (lL = [-3, pe, AZ, { [zn]: ['ExpiredTokenException', 400], [Un]: Mn, [Fn]: 400 }, [Bn], [0]]);
    Jo.registerError(lL, Ya);
    pL = [-3, pe, CZ, { [zn]: ['IDPCommunicationError', 400], [Un]: Mn, [Fn]: 400 }, [Bn], [0]];
    Jo.registerError(pL, oc);
    dL = [-3, pe, RZ, { [zn]: ['IDPRejectedClaim', 403], [Un]: Mn, [Fn]: 403 }, [Bn], [0]];
    Jo.registerError(dL, tc);
    mL = [-3, pe, PZ, { [zn]: ['InvalidIdentityToken', 400], [Un]: Mn, [Fn]: 400 }, [Bn], [0]];
    Jo.registerError(mL, rc);
    fL = [-3, pe, kZ, { [zn]: ['MalformedPolicyDocument', 400], [Un]: Mn, [Fn]: 400 }, [Bn], [0]];
    Jo.registerError(fL, Xa);
    hL = [-3, pe, UZ, { [zn]: ['PackedPolicyTooLarge', 400], [Un]: Mn, [Fn]: 400 }, [Bn], [0]];
    Jo.registerError(hL, Qa);
    gL = [-3, pe, BZ, { [zn]: ['RegionDisabledException', 403], [Un]: Mn, [Fn]: 403 }, [Bn], [0]];
    Jo.registerError(gL, ec);
    (DS = [cL, Jo]),
      (oW = [0, pe, QZ, 8, 0]),
      (nW = [0, pe, eW, 8, 0]),
      ($S = [3, pe, OS, 0, [yZ, fZ], [0, 0], 2]),
      (yL = [
        3,
        pe,
        SZ,
        0,
        [oL, nL, tL, eL, X$, KZ, WZ, vZ, HZ, ZZ, NS, DZ, Q$],
        [0, 0, () => IL, 0, 1, () => iW, 64, 0, 0, 0, 0, () => sW, 1],
        2,
      ]),
      (SL = [3, pe, xZ, 0, [kS, OS, rL, NS, iL, sL], [[() => LS, 0], () => $S, 1, 0, 1, 1]]),
      (xL = [3, pe, EZ, 0, [oL, nL, YZ, MZ, tL, eL, X$, Q$], [0, 0, [() => nW, 0], 0, () => IL, 0, 1, 1], 3]),
      (_L = [3, pe, bZ, 0, [kS, jZ, OS, rL, FZ, wZ, NS, iL, sL], [[() => LS, 0], 0, () => $S, 1, 0, 0, 0, 1, 1]]),
      (LS = [3, pe, kS, 0, [hZ, VZ, GZ, TZ], [0, [() => oW, 0], 0, 4], 4]),
      (EL = [3, pe, zZ, 0, [XZ], [0]]),
      (bL = [3, pe, LZ, 0, [NZ, IZ], [0, 0]]),
      (wL = [3, pe, qZ, 0, [OZ, JZ], [0, 0], 2]),
      (IL = [1, pe, tW, 0, () => EL]),
      (sW = [1, pe, $Z, 0, () => bL]),
      (iW = [1, pe, rW, 0, () => wL]),
      (zS = [9, pe, gZ, 0, () => yL, () => SL]),
      (MS = [9, pe, _Z, 0, () => xL, () => _L]);
  });
var TL,
  vL = p(() => {
    qe();
    kn();
    wS();
    We();
    Do();
    O();
    U();
    N();
    CS();
    vS();
    nc();
    TL = (t) => ({
      apiVersion: '2011-06-15',
      base64Decoder: t?.base64Decoder ?? Te,
      base64Encoder: t?.base64Encoder ?? _e,
      disableHostPrefix: t?.disableHostPrefix ?? !1,
      endpointProvider: t?.endpointProvider ?? Rd,
      extensions: t?.extensions ?? [],
      httpAuthSchemeProvider: t?.httpAuthSchemeProvider ?? W$,
      httpAuthSchemes: t?.httpAuthSchemes ?? [
        {
          schemeId: 'aws.auth#sigv4',
          identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4'),
          signer: new Pe(),
        },
        {
          schemeId: 'aws.auth#sigv4a',
          identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4a'),
          signer: new Vo(),
        },
        {
          schemeId: 'smithy.api#noAuth',
          identityProvider: (e) => e.getIdentityProvider('smithy.api#noAuth') || (async () => ({})),
          signer: new it(),
        },
      ],
      logger: t?.logger ?? new et(),
      protocol: t?.protocol ?? Pa,
      protocolSettings: t?.protocolSettings ?? {
        defaultNamespace: 'com.amazonaws.sts',
        errorTypeRegistries: DS,
        xmlNamespace: 'https://sts.amazonaws.com/doc/2011-06-15/',
        version: '2011-06-15',
        serviceTarget: 'AWSSecurityTokenServiceV20110615',
      },
      serviceId: t?.serviceId ?? 'STS',
      sha256: t?.sha256 ?? $t,
      signerConstructor: t?.signerConstructor ?? $n,
      urlParser: t?.urlParser ?? Ce,
      utf8Decoder: t?.utf8Decoder ?? fe,
      utf8Encoder: t?.utf8Encoder ?? ue,
    });
  });
var AL,
  CL = p(() => {
    Ca();
    F();
    qe();
    We();
    O();
    z();
    Ut();
    N();
    On();
    vL();
    AL = (t) => {
      sr(process.version);
      const e = gr(t),
        r = () => e().then(nr),
        o = TL(t);
      ur(process.version);
      const n = { profile: t?.profile, logger: o.logger };
      return {
        ...o,
        ...t,
        runtime: 'node',
        defaultsMode: e,
        authSchemePreference: t?.authSchemePreference ?? C(Bt, n),
        bodyLengthChecker: t?.bodyLengthChecker ?? pr,
        defaultSocketTimeout: lr(t?.requestHandler, 3e5),
        defaultUserAgentProvider:
          t?.defaultUserAgentProvider ?? Pr({ serviceId: o.serviceId, clientVersion: Zo.version }),
        httpAuthSchemes: t?.httpAuthSchemes ?? [
          {
            schemeId: 'aws.auth#sigv4',
            identityProvider: (s) =>
              s.getIdentityProvider('aws.auth#sigv4') ||
              (async (i) => await t.credentialDefaultProvider(i?.__config || {})()),
            signer: new Pe(),
          },
          {
            schemeId: 'aws.auth#sigv4a',
            identityProvider: (s) => s.getIdentityProvider('aws.auth#sigv4a'),
            signer: new Vo(),
          },
          {
            schemeId: 'smithy.api#noAuth',
            identityProvider: (s) => s.getIdentityProvider('smithy.api#noAuth') || (async () => ({})),
            signer: new it(),
          },
        ],
        maxAttempts: t?.maxAttempts ?? C(Mt, t),
        region: t?.region ?? C(nt, { ...Ct, ...n }),
        requestHandler: ct.create(t?.requestHandler ?? r),
        retryMode: t?.retryMode ?? C({ ...Cr, default: async () => (await r()).retryMode || kt }, t),
        sigv4aSigningRegionSet: t?.sigv4aSigningRegionSet ?? C(Wl, n),
        streamCollector: t?.streamCollector ?? mt,
        useDualstackEndpoint: t?.useDualstackEndpoint ?? C(mr, n),
        useFipsEndpoint: t?.useFipsEndpoint ?? C(fr, n),
        userAgentAppId: t?.userAgentAppId ?? C(Or, n),
      };
    };
  });
var RL,
  PL,
  OL = p(() => {
    (RL = (t) => {
      let e = t.httpAuthSchemes,
        r = t.httpAuthSchemeProvider,
        o = t.credentials;
      return {
        setHttpAuthScheme(n) {
          const s = e.findIndex((i) => i.schemeId === n.schemeId);
          s === -1 ? e.push(n) : e.splice(s, 1, n);
        },
        httpAuthSchemes() {
          return e;
        },
        setHttpAuthSchemeProvider(n) {
          r = n;
        },
        httpAuthSchemeProvider() {
          return r;
        },
        setCredentials(n) {
          o = n;
        },
        credentials() {
          return o;
        },
      };
    }),
      (PL = (t) => ({
        httpAuthSchemes: t.httpAuthSchemes(),
        httpAuthSchemeProvider: t.httpAuthSchemeProvider(),
        credentials: t.credentials(),
      }));
  });
var kL,
  NL = p(() => {
    F();
    O();
    U();
    OL();
    kL = (t, e) => {
      const r = Object.assign(kr(t), ir(t), Sr(t), RL(t));
      return e.forEach((o) => o.configure(r)), Object.assign(t, Nr(r), ar(r), xr(r), PL(r));
    };
  });
var Yo,
  Od = p(() => {
    F();
    We();
    O();
    z();
    le();
    U();
    Ut();
    oe();
    CS();
    RS();
    CL();
    NL();
    Yo = class extends Re {
      config;
      constructor(...[e]) {
        const r = AL(e || {});
        super(r), (this.initConfig = r);
        const o = J$(r),
          n = vr(o),
          s = Ar(n),
          i = hr(s),
          a = i,
          c = Hr(a),
          u = q$(c),
          l = kL(u, e?.extensions || []);
        (this.config = l),
          this.middlewareStack.use(or(this.config)),
          this.middlewareStack.use(Rr(this.config)),
          this.middlewareStack.use(qr(this.config)),
          this.middlewareStack.use(_r(this.config)),
          this.middlewareStack.use(br(this.config)),
          this.middlewareStack.use(wr(this.config)),
          this.middlewareStack.use(Ir(this.config)),
          this.middlewareStack.use(
            Lt(this.config, {
              httpAuthSchemeParametersProvider: G$,
              identityProviderConfigProvider: async (d) =>
                new ft({ 'aws.auth#sigv4': d.credentials, 'aws.auth#sigv4a': d.credentials }),
            }),
          ),
          this.middlewareStack.use(zt(this.config));
      }
      destroy() {
        super.destroy();
      }
    };
  });
var kd,
  Nd,
  Dd,
  US = p(() => {
    O();
    le();
    RS();
    (kd = cr(Y$, 'AWSSecurityTokenServiceV20110615', 'STSClient', Gr)), (Nd = {}), (Dd = (t, e, r, o) => []);
  });
var Vn,
  $d = p(() => {
    US();
    nc();
    Vn = class extends kd(Nd, Dd, 'AssumeRole', zS) {};
  });
var jn,
  Ld = p(() => {
    US();
    nc();
    jn = class extends kd(Nd, Dd, 'AssumeRoleWithWebIdentity', MS) {};
  });
var aW,
  zd,
  DL = p(() => {
    O();
    $d();
    Ld();
    Od();
    (aW = { AssumeRoleCommand: Vn, AssumeRoleWithWebIdentityCommand: jn }), (zd = class extends Yo {});
    lo(aW, zd);
  });
var $L = p(() => {
  $d();
  Ld();
});
var LL = p(() => {});
var zL,
  ML,
  UL,
  FL,
  BL,
  VL = p(() => {
    F();
    $d();
    Ld();
    (zL = (t) => {
      if (typeof t?.Arn == 'string') {
        const e = t.Arn.split(':');
        if (e.length > 4 && e[4] !== '') return e[4];
      }
    }),
      (ML = async (t, e, r, o = {}) => {
        let n = typeof t == 'function' ? await t() : t,
          s = typeof e == 'function' ? await e() : e,
          i = '',
          a = n ?? s ?? (i = await Gg(o)());
        return (
          r?.debug?.(
            '@aws-sdk/client-sts::resolveRegion',
            'accepting first of:',
            `${n} (credential provider clientConfig)`,
            `${s} (contextual client)`,
            `${i} (STS default: AWS_REGION, profile region, or us-east-1)`,
          ),
          a
        );
      }),
      (UL = (t, e) => {
        let r, o;
        return async (n, s) => {
          if (((o = n), !r)) {
            const {
                logger: l = t?.parentClientConfig?.logger,
                profile: d = t?.parentClientConfig?.profile,
                region: m,
                requestHandler: f = t?.parentClientConfig?.requestHandler,
                credentialProviderLogger: h,
                userAgentAppId: g = t?.parentClientConfig?.userAgentAppId,
              } = t,
              y = await ML(m, t?.parentClientConfig?.region, h, { logger: l, profile: d }),
              S = !BL(f);
            r = new e({
              ...t,
              userAgentAppId: g,
              profile: d,
              credentialDefaultProvider: () => async () => o,
              region: y,
              requestHandler: S ? f : void 0,
              logger: l,
            });
          }
          const { Credentials: i, AssumedRoleUser: a } = await r.send(new Vn(s));
          if (!i || !i.AccessKeyId || !i.SecretAccessKey)
            throw new Error(`Invalid response from STS.assumeRole call with role ${s.RoleArn}`);
          const c = zL(a),
            u = {
              accessKeyId: i.AccessKeyId,
              secretAccessKey: i.SecretAccessKey,
              sessionToken: i.SessionToken,
              expiration: i.Expiration,
              ...(i.CredentialScope && { credentialScope: i.CredentialScope }),
              ...(c && { accountId: c }),
            };
          return j(u, 'CREDENTIALS_STS_ASSUME_ROLE', 'i'), u;
        };
      }),
      (FL = (t, e) => {
        let r;
        return async (o) => {
          if (!r) {
            const {
                logger: c = t?.parentClientConfig?.logger,
                profile: u = t?.parentClientConfig?.profile,
                region: l,
                requestHandler: d = t?.parentClientConfig?.requestHandler,
                credentialProviderLogger: m,
                userAgentAppId: f = t?.parentClientConfig?.userAgentAppId,
              } = t,
              h = await ML(l, t?.parentClientConfig?.region, m, { logger: c, profile: u }),
              g = !BL(d);
            r = new e({ ...t, userAgentAppId: f, profile: u, region: h, requestHandler: g ? d : void 0, logger: c });
          }
          const { Credentials: n, AssumedRoleUser: s } = await r.send(new jn(o));
          if (!n || !n.AccessKeyId || !n.SecretAccessKey)
            throw new Error(`Invalid response from STS.assumeRoleWithWebIdentity call with role ${o.RoleArn}`);
          const i = zL(s),
            a = {
              accessKeyId: n.AccessKeyId,
              secretAccessKey: n.SecretAccessKey,
              sessionToken: n.SessionToken,
              expiration: n.Expiration,
              ...(n.CredentialScope && { credentialScope: n.CredentialScope }),
              ...(i && { accountId: i }),
            };
          return i && j(a, 'RESOLVED_ACCOUNT_ID', 'T'), j(a, 'CREDENTIALS_STS_ASSUME_ROLE_WEB_ID', 'k'), a;
        };
      }),
      (BL = (t) => t?.metadata?.handlerProtocol === 'h2');
  });
var jL,
  HL,
  GL,
  cW,
  KL = p(() => {
    VL();
    Od();
    (jL = (t, e) =>
      e
        ? class extends t {
            constructor(o) {
              super(o);
              for (const n of e) this.middlewareStack.use(n);
            }
          }
        : t),
      (HL = (t = {}, e) => UL(t, jL(Yo, e))),
      (GL = (t = {}, e) => FL(t, jL(Yo, e))),
      (cW = (t) => (e) => t({ roleAssumer: HL(e), roleAssumerWithWebIdentity: GL(e), ...e }));
  });
var FS = {};
He(FS, {
  $Command: () => dt,
  AssumeRole$: () => zS,
  AssumeRoleCommand: () => Vn,
  AssumeRoleRequest$: () => yL,
  AssumeRoleResponse$: () => SL,
  AssumeRoleWithWebIdentity$: () => MS,
  AssumeRoleWithWebIdentityCommand: () => jn,
  AssumeRoleWithWebIdentityRequest$: () => xL,
  AssumeRoleWithWebIdentityResponse$: () => _L,
  AssumedRoleUser$: () => $S,
  Credentials$: () => LS,
  ExpiredTokenException: () => Ya,
  ExpiredTokenException$: () => lL,
  IDPCommunicationErrorException: () => oc,
  IDPCommunicationErrorException$: () => pL,
  IDPRejectedClaimException: () => tc,
  IDPRejectedClaimException$: () => dL,
  InvalidIdentityTokenException: () => rc,
  InvalidIdentityTokenException$: () => mL,
  MalformedPolicyDocumentException: () => Xa,
  MalformedPolicyDocumentException$: () => fL,
  PackedPolicyTooLargeException: () => Qa,
  PackedPolicyTooLargeException$: () => hL,
  PolicyDescriptorType$: () => EL,
  ProvidedContext$: () => bL,
  RegionDisabledException: () => ec,
  RegionDisabledException$: () => gL,
  STS: () => zd,
  STSClient: () => Yo,
  STSServiceException: () => yt,
  STSServiceException$: () => uL,
  Tag$: () => wL,
  __Client: () => Re,
  decorateDefaultCredentialProvider: () => cW,
  errorTypeRegistries: () => DS,
  getDefaultRoleAssumer: () => HL,
  getDefaultRoleAssumerWithWebIdentity: () => GL,
});
var BS = p(() => {
  Od();
  DL();
  $L();
  O();
  nc();
  PS();
  LL();
  KL();
  Pd();
});
var WL,
  uW,
  lW,
  qL,
  ZL,
  JL = p(() => {
    F();
    z();
    A$();
    (WL = (t, { profile: e = 'default', logger: r } = {}) =>
      !!t &&
      typeof t == 'object' &&
      typeof t.role_arn == 'string' &&
      ['undefined', 'string'].indexOf(typeof t.role_session_name) > -1 &&
      ['undefined', 'string'].indexOf(typeof t.external_id) > -1 &&
      ['undefined', 'string'].indexOf(typeof t.mfa_serial) > -1 &&
      (uW(t, { profile: e, logger: r }) || lW(t, { profile: e, logger: r }))),
      (uW = (t, { profile: e, logger: r }) => {
        const o = typeof t.source_profile == 'string' && typeof t.credential_source > 'u';
        return o && r?.debug?.(`    ${e} isAssumeRoleWithSourceProfile source_profile=${t.source_profile}`), o;
      }),
      (lW = (t, { profile: e, logger: r }) => {
        const o = typeof t.credential_source == 'string' && typeof t.source_profile > 'u';
        return o && r?.debug?.(`    ${e} isCredentialSourceProfile credential_source=${t.credential_source}`), o;
      }),
      (qL = async (t, e, r, o, n = {}, s) => {
        r.logger?.debug('@aws-sdk/credential-provider-ini - resolveAssumeRoleCredentials (STS)');
        const i = e[t],
          { source_profile: a, region: c } = i;
        if (!r.roleAssumer) {
          const { getDefaultRoleAssumer: l } = await Promise.resolve().then(() => (BS(), FS));
          r.roleAssumer = l(
            {
              ...r.clientConfig,
              credentialProviderLogger: r.logger,
              parentClientConfig: {
                ...o,
                ...r?.parentClientConfig,
                region: c ?? r?.parentClientConfig?.region ?? o?.region,
              },
            },
            r.clientPlugins,
          );
        }
        if (a && a in n)
          throw new v(
            `Detected a cycle attempting to resolve credentials for profile ${ot(r)}. Profiles visited: ` +
              Object.keys(n).join(', '),
            { logger: r.logger },
          );
        r.logger?.debug(
          `@aws-sdk/credential-provider-ini - finding credential resolver using ${a ? `source_profile=[${a}]` : `profile=[${t}]`}`,
        );
        const u = a
          ? s(a, e, r, o, { ...n, [a]: !0 }, ZL(e[a] ?? {}))
          : (await v$(i.credential_source, t, r.logger)(r))();
        if (ZL(i)) return u.then((l) => j(l, 'CREDENTIALS_PROFILE_SOURCE_PROFILE', 'o'));
        {
          const l = {
              RoleArn: i.role_arn,
              RoleSessionName: i.role_session_name || `aws-sdk-js-${Date.now()}`,
              ExternalId: i.external_id,
              DurationSeconds: parseInt(i.duration_seconds || '3600', 10),
            },
            { mfa_serial: d } = i;
          if (d) {
            if (!r.mfaCodeProvider)
              throw new v(`Profile ${t} requires multi-factor authentication, but no MFA code callback was provided.`, {
                logger: r.logger,
                tryNextLink: !1,
              });
            (l.SerialNumber = d), (l.TokenCode = await r.mfaCodeProvider(d));
          }
          const m = await u;
          return r.roleAssumer(m, l).then((f) => j(f, 'CREDENTIALS_PROFILE_SOURCE_PROFILE', 'o'));
        }
      }),
      (ZL = (t) => !t.role_arn && !!t.credential_source);
  });
function pW(t) {
  return {
    schemeId: 'aws.auth#sigv4',
    signingProperties: { name: 'signin', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
function dW(t) {
  return { schemeId: 'smithy.api#noAuth' };
}
var YL,
  XL,
  QL,
  VS = p(() => {
    qe();
    O();
    YL = async (t, e, r) => ({
      operation: me(e).operation,
      region:
        (await ee(t.region)()) ||
        (() => {
          throw new Error('expected `region` to be configured for `aws.auth#sigv4`');
        })(),
    });
    (XL = (t) => {
      const e = [];
      return t.operation === 'CreateOAuth2Token' ? e.push(dW(t)) : e.push(pW(t)), e;
    }),
      (QL = (t) => {
        const e = Yr(t);
        return Object.assign(e, { authSchemePreference: ee(t.authSchemePreference ?? []) });
      });
  });
var e1,
  t1,
  jS = p(() => {
    (e1 = (t) =>
      Object.assign(t, {
        useDualstackEndpoint: t.useDualstackEndpoint ?? !1,
        useFipsEndpoint: t.useFipsEndpoint ?? !1,
        defaultSigningName: 'signin',
      })),
      (t1 = {
        UseFIPS: { type: 'builtInParams', name: 'useFipsEndpoint' },
        Endpoint: { type: 'builtInParams', name: 'endpoint' },
        Region: { type: 'builtInParams', name: 'region' },
        UseDualStack: { type: 'builtInParams', name: 'useDualstackEndpoint' },
      });
  });
var en,
  Xo,
  r1,
  Vs,
  o1,
  js,
  n1,
  GS,
  _o,
  HS,
  s1,
  i1,
  Qo,
  l1,
  a1,
  Md,
  Je,
  c1,
  u1,
  mW,
  K,
  fW,
  p1,
  d1 = p(() => {
    le();
    (en = 'ref'),
      (Xo = -1),
      (r1 = !1),
      (Vs = !0),
      (o1 = 'isSet'),
      (js = 'booleanEquals'),
      (n1 = 'coalesce'),
      (GS = 'PartitionResult'),
      (_o = 'stringEquals'),
      (HS = 'getAttr'),
      (s1 = 'https://signin.{Region}.{PartitionResult#dualStackDnsSuffix}'),
      (i1 = { [en]: 'Endpoint' }),
      (Qo = { fn: HS, argv: [{ [en]: GS }, 'name'] }),
      (l1 = { [en]: 'Region' }),
      (a1 = { [en]: GS }),
      (Md = { authSchemes: [{ name: 'sigv4', signingName: 'signin', signingRegion: '{Region}' }] }),
      (Je = {}),
      (c1 = [l1]),
      (u1 = {
        conditions: [
          [o1, c1],
          [js, [{ fn: n1, argv: [{ [en]: 'IsControlPlane' }, r1] }, Vs]],
          [o1, [i1]],
          ['aws.partition', c1, GS],
          [js, [{ [en]: 'UseFIPS' }, Vs]],
          [_o, [Qo, 'aws']],
          [js, [{ fn: n1, argv: [{ [en]: 'IsOAuthEndpoint' }, r1] }, Vs]],
          [js, [{ [en]: 'UseDualStack' }, Vs]],
          [_o, [Qo, 'aws-cn']],
          [_o, [l1, 'us-gov-west-1']],
          [_o, [Qo, 'aws-us-gov']],
          [js, [{ fn: HS, argv: [a1, 'supportsFIPS'] }, Vs]],
          [_o, [Qo, 'aws-iso']],
          [_o, [Qo, 'aws-iso-b']],
          [_o, [Qo, 'aws-iso-f']],
          [_o, [Qo, 'aws-iso-e']],
          [_o, [Qo, 'aws-eusc']],
          [js, [{ fn: HS, argv: [a1, 'supportsDualStack'] }, Vs]],
        ],
        results: [
          [Xo],
          ['https://signin.{Region}.api.aws', Md],
          ['https://signin.{Region}.api.amazonwebservices.com.cn', Md],
          [s1, Md],
          [Xo, 'FIPS endpoints are not supported for OAuth operations. Disable FIPS or use a non-OAuth operation.'],
          ['https://{Region}.oauth.signin.aws', Md],
          ['https://{Region}.signin.aws.amazon.com', Je],
          ['https://{Region}.signin.amazonaws.cn', Je],
          ['https://{Region}.signin.amazonaws-us-gov.com', Je],
          ['https://{Region}.signin.c2shome.ic.gov', Je],
          ['https://{Region}.signin.sc2shome.sgov.gov', Je],
          ['https://{Region}.signin.csphome.hci.ic.gov', Je],
          ['https://{Region}.signin.csphome.adc-e.uk', Je],
          ['https://{Region}.signin.amazonaws-eusc.eu', Je],
          ['https://signin-fips.amazonaws-us-gov.com', Je],
          ['https://{Region}.signin-fips.amazonaws-us-gov.com', Je],
          ['https://{Region}.signin.{PartitionResult#dnsSuffix}', Je],
          [Xo, 'Invalid Configuration: FIPS and custom endpoint are not supported'],
          [Xo, 'Invalid Configuration: Dualstack and custom endpoint are not supported'],
          [i1, Je],
          ['https://signin-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', Je],
          [Xo, 'FIPS and DualStack are enabled, but this partition does not support one or both'],
          ['https://signin-fips.{Region}.{PartitionResult#dnsSuffix}', Je],
          [Xo, 'FIPS is enabled but this partition does not support FIPS'],
          [s1, Je],
          [Xo, 'DualStack is enabled but this partition does not support DualStack'],
          ['https://signin.{Region}.{PartitionResult#dnsSuffix}', Je],
          [Xo, 'Invalid Configuration: Missing Region'],
        ],
      }),
      (mW = 2),
      (K = 1e8),
      (fW = new Int32Array([
        -1,
        1,
        -1,
        0,
        6,
        3,
        2,
        36,
        4,
        4,
        5,
        K + 27,
        6,
        K + 4,
        K + 27,
        1,
        29,
        7,
        2,
        36,
        8,
        3,
        9,
        31,
        4,
        22,
        10,
        5,
        19,
        11,
        7,
        21,
        12,
        8,
        K + 7,
        13,
        10,
        K + 8,
        14,
        12,
        K + 9,
        15,
        13,
        K + 10,
        16,
        14,
        K + 11,
        17,
        15,
        K + 12,
        18,
        16,
        K + 13,
        K + 16,
        6,
        K + 5,
        20,
        7,
        21,
        K + 6,
        17,
        K + 24,
        K + 25,
        6,
        K + 4,
        23,
        7,
        27,
        24,
        9,
        K + 14,
        25,
        10,
        K + 15,
        26,
        11,
        K + 22,
        K + 23,
        11,
        28,
        K + 21,
        17,
        K + 20,
        K + 21,
        2,
        35,
        30,
        3,
        39,
        31,
        4,
        32,
        K + 27,
        6,
        K + 4,
        33,
        7,
        K + 27,
        34,
        9,
        K + 14,
        K + 27,
        3,
        39,
        36,
        4,
        38,
        37,
        7,
        K + 18,
        K + 19,
        6,
        K + 4,
        K + 17,
        5,
        K + 1,
        40,
        8,
        K + 2,
        K + 3,
      ])),
      (p1 = Rt.from(fW, mW, u1.conditions, u1.results));
  });
var hW,
  m1,
  f1 = p(() => {
    F();
    le();
    d1();
    (hW = new Pt({
      size: 50,
      params: ['Endpoint', 'IsControlPlane', 'IsOAuthEndpoint', 'Region', 'UseDualStack', 'UseFIPS'],
    })),
      (m1 = (t, e = {}) => hW.get(t, () => yr(p1, { endpointParams: t, logger: e.logger })));
    st.aws = Ft;
  });
var Lr,
  Ud = p(() => {
    O();
    Lr = class t extends wt {
      static shapeId = 'smithy.ts.sdk.synthetic.com.amazonaws.signin#SigninServiceException';
      constructor(e) {
        super(e), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var sc,
  ic,
  ac,
  cc,
  KS = p(() => {
    Ud();
    (sc = class t extends Lr {
      static shapeId = 'com.amazonaws.signin#AccessDeniedException';
      name = 'AccessDeniedException';
      $fault = 'client';
      error;
      constructor(e) {
        super({ name: 'AccessDeniedException', $fault: 'client', ...e }),
          Object.setPrototypeOf(this, t.prototype),
          (this.error = e.error);
      }
    }),
      (ic = class t extends Lr {
        static shapeId = 'com.amazonaws.signin#InternalServerException';
        name = 'InternalServerException';
        $fault = 'server';
        error;
        constructor(e) {
          super({ name: 'InternalServerException', $fault: 'server', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error);
        }
      }),
      (ac = class t extends Lr {
        static shapeId = 'com.amazonaws.signin#TooManyRequestsError';
        name = 'TooManyRequestsError';
        $fault = 'client';
        error;
        constructor(e) {
          super({ name: 'TooManyRequestsError', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error);
        }
      }),
      (cc = class t extends Lr {
        static shapeId = 'com.amazonaws.signin#ValidationException';
        name = 'ValidationException';
        $fault = 'client';
        error;
        constructor(e) {
          super({ name: 'ValidationException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype),
            (this.error = e.error);
        }
      });
  });
var gW,
  yW,
  SW,
  xW,
  _W,
  EW,
  bW,
  wW,
  IW,
  TW,
  vW,
  AW,
  CW,
  RW,
  PW,
  h1,
  ZS,
  OW,
  YS,
  g1,
  y1,
  kW,
  tn,
  WS,
  NW,
  qS,
  DW,
  b1,
  XS,
  S1,
  Be,
  Bd,
  $W,
  Fd,
  x1,
  w1,
  _1,
  E1,
  LW,
  zW,
  MW,
  JS,
  UW,
  Ye,
  I1,
  T1,
  uc,
  v1,
  A1,
  C1,
  R1,
  QS,
  FW,
  P1,
  O1,
  k1,
  N1,
  D1,
  $1,
  L1,
  z1,
  ex,
  tx,
  lc = p(() => {
    oe();
    KS();
    Ud();
    (gW = 'AccessDeniedException'),
      (yW = 'AccessToken'),
      (SW = 'CreateOAuth2Token'),
      (xW = 'CreateOAuth2TokenRequest'),
      (_W = 'CreateOAuth2TokenRequestBody'),
      (EW = 'CreateOAuth2TokenResponseBody'),
      (bW = 'CreateOAuth2TokenResponse'),
      (wW = 'CreateOAuth2TokenWithIAM'),
      (IW = 'CreateOAuth2TokenWithIAMRequest'),
      (TW = 'CreateOAuth2TokenWithIAMResponse'),
      (vW = 'InternalServerException'),
      (AW = 'OAuthAccessToken'),
      (CW = 'RefreshToken'),
      (RW = 'TooManyRequestsError'),
      (PW = 'ValidationException'),
      (h1 = 'accessKeyId'),
      (ZS = 'accessToken'),
      (OW = 'access_token'),
      (YS = 'client'),
      (g1 = 'clientId'),
      (y1 = 'codeVerifier'),
      (kW = 'code'),
      (tn = 'error'),
      (WS = 'expiresIn'),
      (NW = 'expires_in'),
      (qS = 'grantType'),
      (DW = 'grant_type'),
      (b1 = 'http'),
      (XS = 'httpError'),
      (S1 = 'idToken'),
      (Be = 'jsonName'),
      (Bd = 'message'),
      ($W = 'resource'),
      (Fd = 'refreshToken'),
      (x1 = 'redirectUri'),
      (w1 = 'smithy.ts.sdk.synthetic.com.amazonaws.signin'),
      (_1 = 'secretAccessKey'),
      (E1 = 'sessionToken'),
      (LW = 'server'),
      (zW = 'tokenInput'),
      (MW = 'tokenOutput'),
      (JS = 'tokenType'),
      (UW = 'token_type'),
      (Ye = 'com.amazonaws.signin'),
      (I1 = new ce(w1)),
      (T1 = [-3, w1, 'SigninServiceException', 0, [], []]);
    I1.registerError(T1, Lr);
    (uc = new ce(Ye)), (v1 = [-3, Ye, gW, { [tn]: YS }, [tn, Bd], [0, 0], 2]);
    uc.registerError(v1, sc);
    A1 = [-3, Ye, vW, { [tn]: LW, [XS]: 500 }, [tn, Bd], [0, 0], 2];
    uc.registerError(A1, ic);
    C1 = [-3, Ye, RW, { [tn]: YS, [XS]: 429 }, [tn, Bd], [0, 0], 2];
    uc.registerError(C1, ac);
    R1 = [-3, Ye, PW, { [tn]: YS, [XS]: 400 }, [tn, Bd], [0, 0], 2];
    uc.registerError(R1, cc);
    (QS = [I1, uc]),
      (FW = [0, Ye, AW, 8, 0]),
      (P1 = [0, Ye, CW, 8, 0]),
      (O1 = [
        3,
        Ye,
        yW,
        8,
        [h1, _1, E1],
        [
          [0, { [Be]: h1 }],
          [0, { [Be]: _1 }],
          [0, { [Be]: E1 }],
        ],
        3,
      ]),
      (k1 = [3, Ye, xW, 0, [zW], [[() => N1, 16]], 1]),
      (N1 = [
        3,
        Ye,
        _W,
        0,
        [g1, qS, kW, x1, y1, Fd],
        [[0, { [Be]: g1 }], [0, { [Be]: qS }], 0, [0, { [Be]: x1 }], [0, { [Be]: y1 }], [() => P1, { [Be]: Fd }]],
        2,
      ]),
      (D1 = [3, Ye, bW, 0, [MW], [[() => $1, 16]], 1]),
      ($1 = [
        3,
        Ye,
        EW,
        0,
        [ZS, JS, WS, Fd, S1],
        [
          [() => O1, { [Be]: ZS }],
          [0, { [Be]: JS }],
          [1, { [Be]: WS }],
          [() => P1, { [Be]: Fd }],
          [0, { [Be]: S1 }],
        ],
        4,
      ]),
      (L1 = [3, Ye, IW, 0, [qS, $W], [[0, { [Be]: DW }], 0], 2]),
      (z1 = [
        3,
        Ye,
        TW,
        0,
        [ZS, JS, WS],
        [
          [() => FW, { [Be]: OW }],
          [0, { [Be]: UW }],
          [1, { [Be]: NW }],
        ],
        3,
      ]),
      (ex = [9, Ye, SW, { [b1]: ['POST', '/v1/token', 200] }, () => k1, () => D1]),
      (tx = [9, Ye, wW, { [b1]: ['POST', '/v1/token?x-amz-client-auth-method=iam', 200] }, () => L1, () => z1]);
  });
var M1,
  U1 = p(() => {
    qe();
    kn();
    We();
    Do();
    O();
    U();
    N();
    VS();
    f1();
    lc();
    M1 = (t) => ({
      apiVersion: '2023-01-01',
      base64Decoder: t?.base64Decoder ?? Te,
      base64Encoder: t?.base64Encoder ?? _e,
      disableHostPrefix: t?.disableHostPrefix ?? !1,
      endpointProvider: t?.endpointProvider ?? m1,
      extensions: t?.extensions ?? [],
      httpAuthSchemeProvider: t?.httpAuthSchemeProvider ?? XL,
      httpAuthSchemes: t?.httpAuthSchemes ?? [
        {
          schemeId: 'aws.auth#sigv4',
          identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4'),
          signer: new Pe(),
        },
        {
          schemeId: 'smithy.api#noAuth',
          identityProvider: (e) => e.getIdentityProvider('smithy.api#noAuth') || (async () => ({})),
          signer: new it(),
        },
      ],
      logger: t?.logger ?? new et(),
      protocol: t?.protocol ?? So,
      protocolSettings: t?.protocolSettings ?? {
        defaultNamespace: 'com.amazonaws.signin',
        errorTypeRegistries: QS,
        version: '2023-01-01',
        serviceTarget: 'Signin',
      },
      serviceId: t?.serviceId ?? 'Signin',
      sha256: t?.sha256 ?? $t,
      urlParser: t?.urlParser ?? Ce,
      utf8Decoder: t?.utf8Decoder ?? fe,
      utf8Encoder: t?.utf8Encoder ?? ue,
    });
  });
var F1,
  B1 = p(() => {
    Ca();
    F();
    qe();
    O();
    z();
    Ut();
    N();
    On();
    U1();
    F1 = (t) => {
      sr(process.version);
      const e = gr(t),
        r = () => e().then(nr),
        o = M1(t);
      ur(process.version);
      const n = { profile: t?.profile, logger: o.logger };
      return {
        ...o,
        ...t,
        runtime: 'node',
        defaultsMode: e,
        authSchemePreference: t?.authSchemePreference ?? C(Bt, n),
        bodyLengthChecker: t?.bodyLengthChecker ?? pr,
        defaultSocketTimeout: lr(t?.requestHandler, 3e5),
        defaultUserAgentProvider:
          t?.defaultUserAgentProvider ?? Pr({ serviceId: o.serviceId, clientVersion: Zo.version }),
        maxAttempts: t?.maxAttempts ?? C(Mt, t),
        region: t?.region ?? C(nt, { ...Ct, ...n }),
        requestHandler: ct.create(t?.requestHandler ?? r),
        retryMode: t?.retryMode ?? C({ ...Cr, default: async () => (await r()).retryMode || kt }, t),
        streamCollector: t?.streamCollector ?? mt,
        useDualstackEndpoint: t?.useDualstackEndpoint ?? C(mr, n),
        useFipsEndpoint: t?.useFipsEndpoint ?? C(fr, n),
        userAgentAppId: t?.userAgentAppId ?? C(Or, n),
      };
    };
  });
var V1,
  j1,
  H1 = p(() => {
    (V1 = (t) => {
      let e = t.httpAuthSchemes,
        r = t.httpAuthSchemeProvider,
        o = t.credentials;
      return {
        setHttpAuthScheme(n) {
          const s = e.findIndex((i) => i.schemeId === n.schemeId);
          s === -1 ? e.push(n) : e.splice(s, 1, n);
        },
        httpAuthSchemes() {
          return e;
        },
        setHttpAuthSchemeProvider(n) {
          r = n;
        },
        httpAuthSchemeProvider() {
          return r;
        },
        setCredentials(n) {
          o = n;
        },
        credentials() {
          return o;
        },
      };
    }),
      (j1 = (t) => ({
        httpAuthSchemes: t.httpAuthSchemes(),
        httpAuthSchemeProvider: t.httpAuthSchemeProvider(),
        credentials: t.credentials(),
      }));
  });
var G1,
  K1 = p(() => {
    F();
    O();
    U();
    H1();
    G1 = (t, e) => {
      const r = Object.assign(kr(t), ir(t), Sr(t), V1(t));
      return e.forEach((o) => o.configure(r)), Object.assign(t, Nr(r), ar(r), xr(r), j1(r));
    };
  });
var pc,
  rx = p(() => {
    F();
    We();
    O();
    z();
    le();
    U();
    Ut();
    oe();
    VS();
    jS();
    B1();
    K1();
    pc = class extends Re {
      config;
      constructor(...[e]) {
        const r = F1(e || {});
        super(r), (this.initConfig = r);
        const o = e1(r),
          n = vr(o),
          s = Ar(n),
          i = hr(s),
          a = i,
          c = Hr(a),
          u = QL(c),
          l = G1(u, e?.extensions || []);
        (this.config = l),
          this.middlewareStack.use(or(this.config)),
          this.middlewareStack.use(Rr(this.config)),
          this.middlewareStack.use(qr(this.config)),
          this.middlewareStack.use(_r(this.config)),
          this.middlewareStack.use(br(this.config)),
          this.middlewareStack.use(wr(this.config)),
          this.middlewareStack.use(Ir(this.config)),
          this.middlewareStack.use(
            Lt(this.config, {
              httpAuthSchemeParametersProvider: YL,
              identityProviderConfigProvider: async (d) => new ft({ 'aws.auth#sigv4': d.credentials }),
            }),
          ),
          this.middlewareStack.use(zt(this.config));
      }
      destroy() {
        super.destroy();
      }
    };
  });
var Vd,
  Z1,
  W1,
  jd,
  ox = p(() => {
    O();
    le();
    jS();
    (Vd = cr(t1, 'Signin', 'SigninClient', Gr)),
      (Z1 = { IsControlPlane: { type: 'staticContextParams', value: !1 } }),
      (W1 = { IsOAuthEndpoint: { type: 'staticContextParams', value: !0 } }),
      (jd = (t, e, r, o) => []);
  });
var dc,
  nx = p(() => {
    ox();
    lc();
    dc = class extends Vd(Z1, jd, 'CreateOAuth2Token', ex) {};
  });
var mc,
  sx = p(() => {
    ox();
    lc();
    mc = class extends Vd(W1, jd, 'CreateOAuth2TokenWithIAM', tx) {};
  });
var BW,
  Hd,
  q1 = p(() => {
    O();
    nx();
    sx();
    rx();
    (BW = { CreateOAuth2TokenCommand: dc, CreateOAuth2TokenWithIAMCommand: mc }), (Hd = class extends pc {});
    lo(BW, Hd);
  });
var J1 = p(() => {
  nx();
  sx();
});
var VW,
  Y1 = p(() => {
    VW = {
      AUTHCODE_EXPIRED: 'AUTHCODE_EXPIRED',
      CONFLICT: 'CONFLICT',
      INSUFFICIENT_PERMISSIONS: 'INSUFFICIENT_PERMISSIONS',
      INVALID_REQUEST: 'INVALID_REQUEST',
      OAUTH_INVALID_GRANT: 'invalid_grant',
      OAUTH_INVALID_REQUEST: 'invalid_request',
      OAUTH_INVALID_SCOPE: 'invalid_scope',
      OAUTH_INVALID_TARGET: 'invalid_target',
      OAUTH_RATE_EXCEEDED: 'rate_exceeded',
      OAUTH_SERVICE_UNAVAILABLE: 'service_unavailable',
      OAUTH_UNSUPPORTED_GRANT_TYPE: 'unsupported_grant_type',
      RESOURCE_NOT_FOUND: 'RESOURCE_NOT_FOUND',
      SERVER_ERROR: 'server_error',
      SERVICE_QUOTA_EXCEEDED: 'SERVICE_QUOTA_EXCEEDED',
      TOKEN_EXPIRED: 'TOKEN_EXPIRED',
      USER_CREDENTIALS_CHANGED: 'USER_CREDENTIALS_CHANGED',
    };
  });
var X1 = p(() => {});
var Q1 = {};
He(Q1, {
  $Command: () => dt,
  AccessDeniedException: () => sc,
  AccessDeniedException$: () => v1,
  AccessToken$: () => O1,
  CreateOAuth2Token$: () => ex,
  CreateOAuth2TokenCommand: () => dc,
  CreateOAuth2TokenRequest$: () => k1,
  CreateOAuth2TokenRequestBody$: () => N1,
  CreateOAuth2TokenResponse$: () => D1,
  CreateOAuth2TokenResponseBody$: () => $1,
  CreateOAuth2TokenWithIAM$: () => tx,
  CreateOAuth2TokenWithIAMCommand: () => mc,
  CreateOAuth2TokenWithIAMRequest$: () => L1,
  CreateOAuth2TokenWithIAMResponse$: () => z1,
  InternalServerException: () => ic,
  InternalServerException$: () => A1,
  OAuth2ErrorCode: () => VW,
  Signin: () => Hd,
  SigninClient: () => pc,
  SigninServiceException: () => Lr,
  SigninServiceException$: () => T1,
  TooManyRequestsError: () => ac,
  TooManyRequestsError$: () => C1,
  ValidationException: () => cc,
  ValidationException$: () => R1,
  __Client: () => Re,
  errorTypeRegistries: () => QS,
});
var ez = p(() => {
  rx();
  q1();
  J1();
  O();
  lc();
  Y1();
  KS();
  X1();
  Ud();
});
import { createPublicKey as GW, createPrivateKey as HW, createHash as jW, sign as KW } from 'node:crypto';
import { promises as ix } from 'node:fs';
import { homedir as ZW } from 'node:os';
import { join as tz, dirname as WW } from 'node:path';
var Gd,
  rz = p(() => {
    z();
    U();
    Gd = class t {
      profileData;
      init;
      callerClientConfig;
      static REFRESH_THRESHOLD = 300 * 1e3;
      constructor(e, r, o) {
        (this.profileData = e), (this.init = r), (this.callerClientConfig = o);
      }
      async loadCredentials() {
        const e = await this.loadToken();
        if (!e)
          throw new v(
            `Failed to load a token for session ${this.loginSession}, please re-authenticate using aws login`,
            { tryNextLink: !1, logger: this.logger },
          );
        const r = e.accessToken,
          o = Date.now();
        return new Date(r.expiresAt).getTime() - o <= t.REFRESH_THRESHOLD
          ? this.refresh(e)
          : this.toCredentials(e.accessToken);
      }
      get logger() {
        return this.init?.logger;
      }
      get loginSession() {
        return this.profileData.login_session;
      }
      toCredentials(e) {
        return {
          accessKeyId: e.accessKeyId,
          secretAccessKey: e.secretAccessKey,
          sessionToken: e.sessionToken,
          accountId: e.accountId,
          expiration: new Date(e.expiresAt),
        };
      }
      async refresh(e) {
        const r = await this.loadToken().catch(() => e),
          o = Date.now(),
          n = new Date(r.accessToken.expiresAt).getTime(),
          s = new Date(e.accessToken.expiresAt).getTime(),
          i = n <= o && s > o ? e : r;
        if (new Date(i.accessToken.expiresAt).getTime() - Date.now() > t.REFRESH_THRESHOLD)
          return this.toCredentials(i.accessToken);
        const { SigninClient: c, CreateOAuth2TokenCommand: u } = await Promise.resolve().then(() => (ez(), Q1)),
          { logger: l, userAgentAppId: d } = this.callerClientConfig ?? {},
          f = ((x) => x?.metadata?.handlerProtocol === 'h2')(this.callerClientConfig?.requestHandler)
            ? void 0
            : this.callerClientConfig?.requestHandler,
          h = typeof i.signInRegion == 'string' && i.signInRegion.length > 0 ? i.signInRegion : void 0,
          g = h ?? this.profileData.region ?? (await this.callerClientConfig?.region?.()) ?? process.env.AWS_REGION,
          y = new c({
            credentials: { accessKeyId: '', secretAccessKey: '' },
            region: g,
            requestHandler: f,
            logger: l,
            userAgentAppId: d,
            ...this.init?.clientConfig,
            ...(h && { region: h }),
          });
        this.createDPoPInterceptor(y.middlewareStack);
        const S = { tokenInput: { clientId: i.clientId, refreshToken: i.refreshToken, grantType: 'refresh_token' } };
        try {
          const x = await y.send(new u(S)),
            { accessKeyId: b, secretAccessKey: w, sessionToken: I } = x.tokenOutput?.accessToken ?? {},
            { refreshToken: A, expiresIn: B } = x.tokenOutput ?? {};
          if (!b || !w || !I || !A)
            throw new v('Token refresh response missing required fields', { logger: this.logger, tryNextLink: !1 });
          const Ve = (B ?? 900) * 1e3,
            xt = new Date(Date.now() + Ve),
            ne = {
              ...i,
              accessToken: {
                ...i.accessToken,
                accessKeyId: b,
                secretAccessKey: w,
                sessionToken: I,
                expiresAt: xt.toISOString(),
              },
              refreshToken: A,
            };
          return await this.saveToken(ne), this.toCredentials(ne.accessToken);
        } catch (x) {
          if (x.name === 'AccessDeniedException') {
            let w = x.error,
              I;
            switch (w) {
              case 'TOKEN_EXPIRED':
                I = 'Your session has expired. Please reauthenticate.';
                break;
              case 'USER_CREDENTIALS_CHANGED':
                I =
                  'Unable to refresh credentials because of a change in your password. Please reauthenticate with your new password.';
                break;
              case 'INSUFFICIENT_PERMISSIONS':
                I =
                  "Unable to refresh credentials due to insufficient permissions. You may be missing permission for the 'CreateOAuth2Token' action.";
                break;
              default:
                I = `Failed to refresh token: ${String(x)}. Please re-authenticate using \`aws login\``;
            }
            throw new v(I, { logger: this.logger, tryNextLink: !1 });
          }
          if (new Date(i.accessToken.expiresAt).getTime() > Date.now())
            return (
              this.logger?.warn?.(`Failed to refresh token: ${String(x)}. Using existing token until expiry.`),
              this.toCredentials(i.accessToken)
            );
          throw new v(`Failed to refresh token: ${String(x)}. Please re-authenticate using aws login`, {
            logger: this.logger,
          });
        }
      }
      async loadToken() {
        const e = this.getTokenFilePath();
        try {
          const r = await ix.readFile(e, 'utf8'),
            o = JSON.parse(r),
            n = ['accessToken', 'clientId', 'refreshToken', 'dpopKey'].filter((s) => !o[s]);
          if ((o.accessToken?.accountId || n.push('accountId'), n.length > 0))
            throw new v(`Token validation failed, missing fields: ${n.join(', ')}`, {
              logger: this.logger,
              tryNextLink: !1,
            });
          return o;
        } catch (r) {
          throw new v(`Failed to load token from ${e}: ${String(r)}`, { logger: this.logger, tryNextLink: !1 });
        }
      }
      async saveToken(e) {
        const r = this.getTokenFilePath(),
          o = WW(r);
        try {
          await ix.mkdir(o, { recursive: !0 });
        } catch {}
        await ix.writeFile(r, JSON.stringify(e, null, 2), 'utf8');
      }
      getTokenFilePath() {
        const e = process.env.AWS_LOGIN_CACHE_DIRECTORY ?? tz(ZW(), '.aws', 'login', 'cache'),
          r = Buffer.from(this.loginSession, 'utf8'),
          o = jW('sha256').update(r).digest('hex');
        return tz(e, `${o}.json`);
      }
      derToRawSignature(e) {
        let r = 2;
        if (e[r] !== 2) throw new Error('Invalid DER signature');
        r++;
        let o = e[r++],
          n = e.subarray(r, r + o);
        if (((r += o), e[r] !== 2)) throw new Error('Invalid DER signature');
        r++;
        let s = e[r++],
          i = e.subarray(r, r + s);
        (n = n[0] === 0 ? n.subarray(1) : n), (i = i[0] === 0 ? i.subarray(1) : i);
        const a = Buffer.concat([Buffer.alloc(32 - n.length), n]),
          c = Buffer.concat([Buffer.alloc(32 - i.length), i]);
        return Buffer.concat([a, c]);
      }
      createDPoPInterceptor(e) {
        e.add(
          (r) => async (o) => {
            if (Z.isInstance(o.request)) {
              const n = o.request,
                s = `${n.protocol}//${n.hostname}${n.port ? `:${n.port}` : ''}${n.path}`,
                i = await this.generateDpop(n.method, s);
              n.headers = { ...n.headers, DPoP: i };
            }
            return r(o);
          },
          { step: 'finalizeRequest', name: 'dpopInterceptor', override: !0 },
        );
      }
      async generateDpop(e = 'POST', r) {
        const o = await this.loadToken();
        try {
          let n = HW({ key: o.dpopKey, format: 'pem', type: 'sec1' }),
            i = GW(n).export({ format: 'der', type: 'spki' }),
            a = -1;
          for (let x = 0; x < i.length; x++)
            if (i[x] === 4) {
              a = x;
              break;
            }
          const c = i.slice(a + 1, a + 33),
            u = i.slice(a + 33, a + 65),
            l = {
              alg: 'ES256',
              typ: 'dpop+jwt',
              jwk: { kty: 'EC', crv: 'P-256', x: c.toString('base64url'), y: u.toString('base64url') },
            },
            d = { jti: crypto.randomUUID(), htm: e, htu: r, iat: Math.floor(Date.now() / 1e3) },
            m = Buffer.from(JSON.stringify(l)).toString('base64url'),
            f = Buffer.from(JSON.stringify(d)).toString('base64url'),
            h = `${m}.${f}`,
            g = KW('sha256', Buffer.from(h), n),
            S = this.derToRawSignature(g).toString('base64url');
          return `${h}.${S}`;
        } catch (n) {
          throw new v(`Failed to generate Dpop proof: ${n instanceof Error ? n.message : String(n)}`, {
            logger: this.logger,
            tryNextLink: !1,
          });
        }
      }
    };
  });
var oz,
  nz = p(() => {
    F();
    z();
    rz();
    oz =
      (t) =>
      async ({ callerClientConfig: e } = {}) => {
        t?.logger?.debug?.('@aws-sdk/credential-providers - fromLoginCredentials');
        const r = await dr(t || {}),
          o = ot({ profile: t?.profile ?? e?.profile }),
          n = r[o];
        if (!n?.login_session)
          throw new v(`Profile ${o} does not contain login_session.`, { tryNextLink: !0, logger: t?.logger });
        const i = await new Gd(n, t, e).loadCredentials();
        return j(i, 'CREDENTIALS_LOGIN', 'AD');
      };
  });
var sz = {};
He(sz, { fromLoginCredentials: () => oz });
var iz = p(() => {
  nz();
});
var az,
  cz,
  uz = p(() => {
    F();
    (az = (t) => !!(t && t.login_session)),
      (cz = async (t, e, r) => {
        const { fromLoginCredentials: o } = await Promise.resolve().then(() => (iz(), sz)),
          n = await o({ ...e, profile: t })({ callerClientConfig: r });
        return j(n, 'CREDENTIALS_PROFILE_LOGIN', 'AC');
      });
  });
var lz,
  pz = p(() => {
    F();
    lz = (t, e, r) => {
      if (e.Version !== 1) throw Error(`Profile ${t} credential_process did not return Version 1.`);
      if (e.AccessKeyId === void 0 || e.SecretAccessKey === void 0)
        throw Error(`Profile ${t} credential_process returned invalid credentials.`);
      if (e.Expiration) {
        const s = new Date();
        if (new Date(e.Expiration) < s) throw Error(`Profile ${t} credential_process returned expired credentials.`);
      }
      let o = e.AccountId;
      !o && r?.[t]?.aws_account_id && (o = r[t].aws_account_id);
      const n = {
        accessKeyId: e.AccessKeyId,
        secretAccessKey: e.SecretAccessKey,
        ...(e.SessionToken && { sessionToken: e.SessionToken }),
        ...(e.Expiration && { expiration: new Date(e.Expiration) }),
        ...(e.CredentialScope && { credentialScope: e.CredentialScope }),
        ...(o && { accountId: o }),
      };
      return j(n, 'CREDENTIALS_PROCESS', 'w'), n;
    };
  });
import { exec as qW } from 'node:child_process';
import { promisify as JW } from 'node:util';
var dz,
  mz = p(() => {
    z();
    pz();
    dz = async (t, e, r) => {
      const o = e[t];
      if (e[t]) {
        const n = o.credential_process;
        if (n !== void 0) {
          const s = JW(Vi?.getTokenRecord?.().exec ?? qW);
          try {
            let { stdout: i } = await s(n),
              a;
            try {
              a = JSON.parse(i.trim());
            } catch {
              throw Error(`Profile ${t} credential_process returned invalid JSON.`);
            }
            return lz(t, a, e);
          } catch (i) {
            throw new v(i.message, { logger: r });
          }
        } else throw new v(`Profile ${t} did not contain credential_process.`, { logger: r });
      } else throw new v(`Profile ${t} could not be found in shared credentials file.`, { logger: r });
    };
  });
var fz,
  hz = p(() => {
    z();
    mz();
    fz =
      (t = {}) =>
      async ({ callerClientConfig: e } = {}) => {
        t.logger?.debug('@aws-sdk/credential-provider-process - fromProcess');
        const r = await dr(t);
        return dz(ot({ profile: t.profile ?? e?.profile }), r, t.logger);
      };
  });
var ax = {};
He(ax, { fromProcess: () => fz });
var cx = p(() => {
  hz();
});
var gz,
  yz,
  Sz = p(() => {
    F();
    (gz = (t) => !!t && typeof t == 'object' && typeof t.credential_process == 'string'),
      (yz = async (t, e) => {
        const { fromProcess: r } = await Promise.resolve().then(() => (cx(), ax)),
          o = await r({ ...t, profile: e })();
        return j(o, 'CREDENTIALS_PROFILE_PROCESS', 'v');
      });
  });
var xz,
  _z,
  Ez = p(() => {
    F();
    (xz = async (t, e, r = {}, o) => {
      const { fromSSO: n } = await Promise.resolve().then(() => (_S(), xS));
      return n({
        profile: t,
        logger: r.logger,
        parentClientConfig: r.parentClientConfig,
        clientConfig: r.clientConfig,
      })({ callerClientConfig: o }).then((s) =>
        e.sso_session ? j(s, 'CREDENTIALS_PROFILE_SSO', 'r') : j(s, 'CREDENTIALS_PROFILE_SSO_LEGACY', 't'),
      );
    }),
      (_z = (t) =>
        t &&
        (typeof t.sso_start_url == 'string' ||
          typeof t.sso_account_id == 'string' ||
          typeof t.sso_session == 'string' ||
          typeof t.sso_region == 'string' ||
          typeof t.sso_role_name == 'string'));
  });
var ux,
  lx,
  bz = p(() => {
    F();
    (ux = (t) =>
      !!t &&
      typeof t == 'object' &&
      typeof t.aws_access_key_id == 'string' &&
      typeof t.aws_secret_access_key == 'string' &&
      ['undefined', 'string'].indexOf(typeof t.aws_session_token) > -1 &&
      ['undefined', 'string'].indexOf(typeof t.aws_account_id) > -1),
      (lx = async (t, e) => {
        e?.logger?.debug('@aws-sdk/credential-provider-ini - resolveStaticCredentials');
        const r = {
          accessKeyId: t.aws_access_key_id,
          secretAccessKey: t.aws_secret_access_key,
          sessionToken: t.aws_session_token,
          ...(t.aws_credential_scope && { credentialScope: t.aws_credential_scope }),
          ...(t.aws_account_id && { accountId: t.aws_account_id }),
        };
        return j(r, 'CREDENTIALS_PROFILE', 'n');
      });
  });
var Kd,
  px = p(() => {
    Kd = (t) => async (e) => {
      t.logger?.debug('@aws-sdk/credential-provider-web-identity - fromWebToken');
      let {
          roleArn: r,
          roleSessionName: o,
          webIdentityToken: n,
          providerId: s,
          policyArns: i,
          policy: a,
          durationSeconds: c,
        } = t,
        { roleAssumerWithWebIdentity: u } = t;
      if (!u) {
        const { getDefaultRoleAssumerWithWebIdentity: l } = await Promise.resolve().then(() => (BS(), FS));
        u = l(
          {
            ...t.clientConfig,
            credentialProviderLogger: t.logger,
            parentClientConfig: { ...e?.callerClientConfig, ...t.parentClientConfig },
          },
          t.clientPlugins,
        );
      }
      return u({
        RoleArn: r,
        RoleSessionName: o ?? `aws-sdk-js-session-${Date.now()}`,
        WebIdentityToken: n,
        ProviderId: s,
        PolicyArns: i,
        Policy: a,
        DurationSeconds: c,
      });
    };
  });
import { readFileSync as YW } from 'node:fs';
var wz,
  XW,
  QW,
  Iz,
  Tz = p(() => {
    F();
    z();
    px();
    (wz = 'AWS_WEB_IDENTITY_TOKEN_FILE'),
      (XW = 'AWS_ROLE_ARN'),
      (QW = 'AWS_ROLE_SESSION_NAME'),
      (Iz =
        (t = {}) =>
        async (e) => {
          t.logger?.debug('@aws-sdk/credential-provider-web-identity - fromTokenFile');
          const r = t?.webIdentityTokenFile ?? process.env[wz],
            o = t?.roleArn ?? process.env[XW],
            n = t?.roleSessionName ?? process.env[QW];
          if (!r || !o) throw new v('Web identity configuration not specified', { logger: t.logger });
          const s = await Kd({
            ...t,
            webIdentityToken: Vi?.getTokenRecord?.()[r] ?? YW(r, { encoding: 'ascii' }),
            roleArn: o,
            roleSessionName: n,
          })(e);
          return r === process.env[wz] && j(s, 'CREDENTIALS_ENV_VARS_STS_WEB_ID_TOKEN', 'h'), s;
        });
  });
var dx = {};
He(dx, { fromTokenFile: () => Iz, fromWebToken: () => Kd });
var mx = p(() => {
  Tz();
  px();
});
var vz,
  Az,
  Cz = p(() => {
    F();
    (vz = (t) =>
      !!t &&
      typeof t == 'object' &&
      typeof t.web_identity_token_file == 'string' &&
      typeof t.role_arn == 'string' &&
      ['undefined', 'string'].indexOf(typeof t.role_session_name) > -1),
      (Az = async (t, e, r) => {
        const { fromTokenFile: o } = await Promise.resolve().then(() => (mx(), dx)),
          n = await o({
            webIdentityTokenFile: t.web_identity_token_file,
            roleArn: t.role_arn,
            roleSessionName: t.role_session_name,
            roleAssumerWithWebIdentity: e.roleAssumerWithWebIdentity,
            logger: e.logger,
            parentClientConfig: e.parentClientConfig,
          })({ callerClientConfig: r });
        return j(n, 'CREDENTIALS_PROFILE_STS_WEB_ID_TOKEN', 'q');
      });
  });
var fx,
  Rz = p(() => {
    z();
    JL();
    uz();
    Sz();
    Ez();
    bz();
    Cz();
    fx = async (t, e, r, o, n = {}, s = !1) => {
      const i = e[t];
      if (Object.keys(n).length > 0 && ux(i)) return lx(i, r);
      if (s || WL(i, { profile: t, logger: r.logger })) return qL(t, e, r, o, n, fx);
      if (ux(i)) return lx(i, r);
      if (vz(i)) return Az(i, r, o);
      if (gz(i)) return yz(r, t);
      if (_z(i)) return await xz(t, i, r, o);
      if (az(i)) return cz(t, r, o);
      throw new v(`Could not resolve credentials using profile: [${t}] in configuration/credentials file(s).`, {
        logger: r.logger,
      });
    };
  });
var Pz,
  Oz = p(() => {
    z();
    Rz();
    Pz =
      (t = {}) =>
      async ({ callerClientConfig: e } = {}) => {
        t.logger?.debug('@aws-sdk/credential-provider-ini - fromIni');
        const r = await dr(t);
        return fx(ot({ profile: t.profile ?? e?.profile }), r, t, e);
      };
  });
var kz = {};
He(kz, { fromIni: () => Pz });
var Nz = p(() => {
  Oz();
});
var D = {};
He(D, {
  BIGINT_FORMAT_RANGES: () => Pc,
  CONSTANT_CATCH: () => Kx,
  Class: () => dm,
  NUMBER_FORMAT_RANGES: () => Xs,
  aborted: () => Jt,
  allowsEval: () => ym,
  assert: () => WM,
  assertEqual: () => jM,
  assertIs: () => KM,
  assertNever: () => ZM,
  assertNotEqual: () => HM,
  assignProp: () => Nt,
  attachSchema: () => Qs,
  base64ToUint8Array: () => Hx,
  base64urlToUint8Array: () => mU,
  cached: () => qs,
  captureStackTrace: () => Cc,
  cleanEnum: () => dU,
  cleanRegex: () => Js,
  clone: () => qt,
  cloneDef: () => YM,
  codePointLength: () => ei,
  constantCatch: () => Zx,
  createTransparentProxy: () => oU,
  defineLazy: () => zx,
  defineLazyInternal: () => V,
  derived: () => yU,
  esc: () => hm,
  escapeRegex: () => ro,
  explicitlyAborted: () => _m,
  extend: () => iU,
  finalizeIssue: () => Yt,
  floatSafeRemainder: () => fm,
  getElementAtPath: () => XM,
  getEnumValues: () => Yn,
  getLengthableOrigin: () => ti,
  getParsedType: () => rU,
  getSizableOrigin: () => jx,
  hexToUint8Array: () => hU,
  hide: () => Nc,
  installLazyProp: () => EU,
  isObject: () => Jn,
  isPlainObject: () => To,
  issue: () => Qn,
  joinValues: () => Ac,
  jsonStringifyReplacer: () => Xn,
  members: () => bm,
  merge: () => cU,
  mergeDefs: () => to,
  normalizeParams: () => R,
  nullish: () => mm,
  numKeys: () => tU,
  objectClone: () => qM,
  omit: () => sU,
  optionalKeys: () => xm,
  own: () => Io,
  parsedType: () => Em,
  partial: () => uU,
  pick: () => nU,
  prefixIssues: () => oo,
  primitiveTypes: () => Bx,
  promiseAllObject: () => QM,
  propertyKeyTypes: () => Sm,
  randomString: () => eU,
  rawShape: () => Ys,
  required: () => lU,
  safeExtend: () => aU,
  shallowClone: () => Fx,
  sizeCaps: () => kc,
  slugify: () => gm,
  stringifyPrimitive: () => Rc,
  toZod: () => GM,
  uint8ArrayToBase64: () => Gx,
  uint8ArrayToBase64url: () => fU,
  uint8ArrayToHex: () => gU,
  unwrapMessage: () => qn,
});
function jM(t) {
  return t;
}
function HM(t) {
  return t;
}
function GM() {
  return (t) => t;
}
function KM(t) {}
function ZM(t) {
  throw new Error('Unexpected value in exhaustive check');
}
function WM(t) {}
function Yn(t) {
  const e = Object.values(t).filter((o) => typeof o == 'number');
  return Object.entries(t)
    .filter(([o, n]) => e.indexOf(+o) === -1)
    .map(([o, n]) => n);
}
function Ac(t, e = '|') {
  return t.map((r) => Rc(r)).join(e);
}
function Xn(t, e) {
  return typeof e == 'bigint' ? e.toString() : e;
}
var pm = class {
  constructor(e) {
    (this._getter = e), (this._value = void 0);
  }
  get value() {
    const e = this._getter;
    return e !== void 0 && ((this._value = e()), (this._getter = void 0)), this._value;
  }
};
function qs(t) {
  return new pm(t);
}
function mm(t) {
  return t == null;
}
function Js(t) {
  const e = t.startsWith('^') ? 1 : 0,
    r = t.endsWith('$') ? t.length - 1 : t.length;
  return t.slice(e, r);
}
function fm(t, e) {
  const r = t / e,
    o = Math.round(r),
    n = 4 * Number.EPSILON * Math.max(Math.abs(r), 1);
  return Math.abs(r - o) < n ? 0 : r - o;
}
var Lx = Symbol('evaluating');
function zx(t, e, r) {
  let o;
  Object.defineProperty(t, e, {
    get() {
      if (o !== Lx) return o === void 0 && ((o = Lx), (o = r())), o;
    },
    set(n) {
      Object.defineProperty(t, e, { value: n });
    },
    configurable: !0,
  });
}
function qM(t) {
  return Object.create(Object.getPrototypeOf(t), Object.getOwnPropertyDescriptors(t));
}
function Nt(t, e, r) {
  Object.defineProperty(t, e, { value: r, writable: !0, enumerable: !0, configurable: !0 });
}
function Ys(t) {
  const e = Object.getOwnPropertyDescriptor(t, 'shape');
  return e?.get ? e.get.raw : e?.value;
}
function eo(t) {
  return Ys(t._zod.def) ?? t._zod.def.shape;
}
function Mx(t, e, r) {
  Object.defineProperty(t, e, {
    get() {
      const o = r();
      return Nt(this, e, o), o;
    },
    enumerable: !0,
    configurable: !0,
  });
}
function Ux(t, e, r) {
  e in t ? Nt(t, e, r) : (t[e] = r);
}
function on(t, e, r, o) {
  const n = eo(e);
  for (const s of r) {
    const i = Object.getOwnPropertyDescriptor(n, s);
    i.enumerable &&
      (i.get
        ? Mx(t, s, () => {
            const a = e._zod.def.shape[s];
            return o ? o(a, s) : a;
          })
        : Ux(t, s, o ? o(i.value, s) : i.value));
  }
}
function JM(t, e) {
  for (const r of Reflect.ownKeys(e)) {
    const o = Object.getOwnPropertyDescriptor(e, r);
    o.enumerable && (o.get ? Mx(t, r, () => e[r]) : Ux(t, r, o.value));
  }
}
function to(...t) {
  const e = {};
  for (const r of t) {
    const o = Object.getOwnPropertyDescriptors(r);
    Object.assign(e, o);
  }
  return Object.defineProperties({}, e);
}
function YM(t) {
  return to(t._zod.def);
}
function XM(t, e) {
  return e ? e.reduce((r, o) => r?.[o], t) : t;
}
function QM(t) {
  const e = Object.keys(t),
    r = e.map((o) => t[o]);
  return Promise.all(r).then((o) => {
    const n = {};
    for (let s = 0; s < e.length; s++) n[e[s]] = o[s];
    return n;
  });
}
function eU(t = 10) {
  let e = 'abcdefghijklmnopqrstuvwxyz',
    r = '';
  for (let o = 0; o < t; o++) r += e[Math.floor(Math.random() * e.length)];
  return r;
}
function hm(t) {
  return JSON.stringify(t);
}
function gm(t) {
  return t
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
var Cc = 'captureStackTrace' in Error ? Error.captureStackTrace : (...t) => {};
function Jn(t) {
  return typeof t == 'object' && t !== null && !Array.isArray(t);
}
var ym = qs(() => {
  if (pt.jitless || (typeof navigator < 'u' && navigator?.userAgent?.includes('Cloudflare'))) return !1;
  try {
    const t = Function;
    return new t(''), !0;
  } catch {
    return !1;
  }
});
function To(t) {
  if (Jn(t) === !1) return !1;
  const e = t.constructor;
  if (e === void 0 || typeof e != 'function') return !0;
  const r = e.prototype;
  return !(Jn(r) === !1 || Object.hasOwn(r, 'isPrototypeOf') === !1);
}
function Fx(t) {
  return To(t)
    ? { ...t }
    : Array.isArray(t)
      ? [...t]
      : t instanceof Map
        ? new Map(t)
        : t instanceof Set
          ? new Set(t)
          : t;
}
function tU(t) {
  let e = 0;
  for (const r in t) Object.hasOwn(t, r) && e++;
  return e;
}
var rU = (t) => {
    const e = typeof t;
    switch (e) {
      case 'undefined':
        return 'undefined';
      case 'string':
        return 'string';
      case 'number':
        return Number.isNaN(t) ? 'nan' : 'number';
      case 'boolean':
        return 'boolean';
      case 'function':
        return 'function';
      case 'bigint':
        return 'bigint';
      case 'symbol':
        return 'symbol';
      case 'object':
        return Array.isArray(t)
          ? 'array'
          : t === null
            ? 'null'
            : t.then && typeof t.then == 'function' && t.catch && typeof t.catch == 'function'
              ? 'promise'
              : typeof Map < 'u' && t instanceof Map
                ? 'map'
                : typeof Set < 'u' && t instanceof Set
                  ? 'set'
                  : typeof Date < 'u' && t instanceof Date
                    ? 'date'
                    : typeof File < 'u' && t instanceof File
                      ? 'file'
                      : 'object';
      default:
        throw new Error(`Unknown data type: ${e}`);
    }
  },
  Sm = new Set(['string', 'number', 'symbol']),
  Bx = new Set(['string', 'number', 'bigint', 'boolean', 'symbol', 'undefined']);
function ro(t) {
  return t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function qt(t, e, r) {
  const o = new t._zod.constr(e ?? t._zod.def);
  return (!e || r?.parent) && (o._zod.parent = t), o;
}
function R(t) {
  const e = t;
  if (!e) return {};
  if (typeof e == 'string') return { error: () => e };
  if (e?.message !== void 0) {
    if (e?.error !== void 0) throw new Error('Cannot specify both `message` and `error` params');
    e.error = e.message;
  }
  return delete e.message, typeof e.error == 'string' ? { ...e, error: () => e.error } : e;
}
function oU(t) {
  let e;
  return new Proxy(
    {},
    {
      get(r, o, n) {
        return e ?? (e = t()), Reflect.get(e, o, n);
      },
      set(r, o, n, s) {
        return e ?? (e = t()), Reflect.set(e, o, n, s);
      },
      has(r, o) {
        return e ?? (e = t()), Reflect.has(e, o);
      },
      deleteProperty(r, o) {
        return e ?? (e = t()), Reflect.deleteProperty(e, o);
      },
      ownKeys(r) {
        return e ?? (e = t()), Reflect.ownKeys(e);
      },
      getOwnPropertyDescriptor(r, o) {
        return e ?? (e = t()), Reflect.getOwnPropertyDescriptor(e, o);
      },
      defineProperty(r, o, n) {
        return e ?? (e = t()), Reflect.defineProperty(e, o, n);
      },
    },
  );
}
function Rc(t) {
  return typeof t == 'bigint' ? t.toString() + 'n' : typeof t == 'string' ? `"${t}"` : `${t}`;
}
function xm(t) {
  return Object.keys(t).filter((e) => t[e]._zod.optin !== void 0 && t[e]._zod.optout === 'optional');
}
var Xs = {
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-34028234663852886e22, 34028234663852886e22],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
  },
  Pc = {
    int64: [BigInt('-9223372036854775808'), BigInt('9223372036854775807')],
    uint64: [BigInt(0), BigInt('18446744073709551615')],
  };
function nU(t, e) {
  const r = t._zod.def,
    o = r.checks;
  if (o && o.length > 0) throw new Error('.pick() cannot be used on object schemas containing refinements');
  const s = {};
  return on(s, t, Oc(t, e)), qt(t, to(r, { shape: s, checks: [] }));
}
function Oc(t, e) {
  const r = eo(t),
    o = [];
  for (const n of Reflect.ownKeys(e)) {
    if (!Object.getOwnPropertyDescriptor(r, n)?.enumerable) throw new Error(`Unrecognized key: "${String(n)}"`);
    e[n] && o.push(n);
  }
  return o;
}
function sU(t, e) {
  const r = t._zod.def,
    o = r.checks;
  if (o && o.length > 0) throw new Error('.omit() cannot be used on object schemas containing refinements');
  const s = new Set(Oc(t, e)),
    i = {};
  return (
    on(
      i,
      t,
      Reflect.ownKeys(eo(t)).filter((a) => !s.has(a)),
    ),
    qt(t, to(r, { shape: i, checks: [] }))
  );
}
function iU(t, e) {
  if (!To(e)) throw new Error('Invalid input to extend: expected a plain object');
  const r = t._zod.def.checks;
  if (r && r.length > 0) {
    const n = eo(t);
    for (const s of Reflect.ownKeys(e))
      if (Object.getOwnPropertyDescriptor(n, s) !== void 0)
        throw new Error('Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.');
  }
  return qt(t, to(t._zod.def, { shape: Vx(t, e) }));
}
function Vx(t, e) {
  const r = {};
  return on(r, t, Reflect.ownKeys(eo(t))), JM(r, e), r;
}
function aU(t, e) {
  if (!To(e)) throw new Error('Invalid input to safeExtend: expected a plain object');
  return qt(t, to(t._zod.def, { shape: Vx(t, e) }));
}
function cU(t, e) {
  if (!e?._zod?.def)
    throw new Error('Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.');
  if (t._zod.def.checks?.length)
    throw new Error('.merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.');
  const r = {};
  on(r, t, Reflect.ownKeys(eo(t))), on(r, e, Reflect.ownKeys(eo(e)));
  const o = to(t._zod.def, {
    shape: r,
    get catchall() {
      return e._zod.def.catchall;
    },
    checks: e._zod.def.checks ?? [],
  });
  return qt(t, o);
}
function uU(t, e, r, o = 'partial') {
  const s = e._zod.def.checks;
  if (s && s.length > 0) throw new Error(`.${o}() cannot be used on object schemas containing refinements`);
  const a = r ? new Set(Oc(e, r)) : void 0,
    c = {};
  return (
    on(c, e, Reflect.ownKeys(eo(e)), t && ((u, l) => (a && !a.has(l) ? u : new t({ type: 'optional', innerType: u })))),
    qt(e, to(e._zod.def, { shape: c, checks: [] }))
  );
}
function lU(t, e, r) {
  const o = r ? new Set(Oc(e, r)) : void 0,
    n = {};
  return (
    on(n, e, Reflect.ownKeys(eo(e)), (s, i) => (o && !o.has(i) ? s : new t({ type: 'nonoptional', innerType: s }))),
    qt(e, to(e._zod.def, { shape: n }))
  );
}
function Jt(t, e = 0) {
  if (t.aborted === !0) return !0;
  for (let r = e; r < t.issues.length; r++) if (t.issues[r]?.continue !== !0) return !0;
  return !1;
}
function _m(t, e = 0) {
  if (t.aborted === !0) return !0;
  for (let r = e; r < t.issues.length; r++) if (t.issues[r]?.continue === !1) return !0;
  return !1;
}
function oo(t, e) {
  return e.map((r) => {
    var o;
    return (o = r).path ?? (o.path = []), r.path.unshift(t), r;
  });
}
function qn(t) {
  return typeof t == 'string' ? t : t?.message;
}
function kc(t) {
  const e = [];
  for (const r of t ?? []) {
    const o = r._zod.def;
    if (!/_(length|size)$|_equals$/.test(o.check)) break;
    const n = o.maximum ?? o.length ?? o.size;
    n >= 0 && e.push([n, r]);
  }
  return e;
}
function Qs(t, e, r) {
  var o;
  for (let n = e; n < t.length; n++) (o = t[n]).schema ?? (o.schema = r);
}
function Yt(t, e, r) {
  var o;
  const n = t.inst?._zod?.traits;
  n?.has('$ZodType') && (n.has('$ZodCheck') ? ((o = t).schema ?? (o.schema = t.inst)) : (t.schema = t.inst));
  const s = t.schema !== t.inst ? t.schema?._zod.def?.error : void 0,
    i = t.message
      ? t.message
      : (qn(t.inst?._zod.def?.error?.(t)) ??
        qn(s?.(t)) ??
        qn(e?.error?.(t)) ??
        qn(r.customError?.(t)) ??
        qn(r.localeError?.(t)) ??
        'Invalid input'),
    a = {};
  for (const c of Object.keys(t))
    c === 'inst' || c === 'schema' || c === 'continue' || c === 'input' || c === '__proto__' || (a[c] = t[c]);
  return a.path ?? (a.path = []), (a.message = i), e?.reportInput && (a.input = t.input), a;
}
function jx(t) {
  return t instanceof Set ? 'set' : t instanceof Map ? 'map' : t instanceof File ? 'file' : 'unknown';
}
var pU = /[\uD800-\uDBFF]/;
function ei(t) {
  const e = t.length;
  if (!pU.test(t)) return e;
  let r = e;
  for (let o = 0; o < e - 1; o++)
    (t.charCodeAt(o) & 64512) === 55296 && (t.charCodeAt(o + 1) & 64512) === 56320 && (r--, o++);
  return r;
}
function ti(t) {
  return Array.isArray(t) ? 'array' : typeof t == 'string' ? 'string' : 'unknown';
}
function Em(t) {
  const e = typeof t;
  switch (e) {
    case 'number':
      return Number.isNaN(t) ? 'nan' : 'number';
    case 'object': {
      if (t === null) return 'null';
      if (Array.isArray(t)) return 'array';
      const r = t;
      if (r && Object.getPrototypeOf(r) !== Object.prototype && 'constructor' in r && r.constructor)
        return r.constructor.name;
    }
  }
  return e;
}
function Qn(...t) {
  const [e, r, o] = t;
  return typeof e == 'string' ? { message: e, code: 'custom', input: r, inst: o } : { ...e };
}
function dU(t) {
  return Object.entries(t)
    .filter(([e, r]) => Number.isNaN(Number.parseInt(e, 10)))
    .map((e) => e[1]);
}
function Hx(t) {
  const e = atob(t),
    r = new Uint8Array(e.length);
  for (let o = 0; o < e.length; o++) r[o] = e.charCodeAt(o);
  return r;
}
function Gx(t) {
  let e = '';
  for (let r = 0; r < t.length; r++) e += String.fromCharCode(t[r]);
  return btoa(e);
}
function mU(t) {
  const e = t.replace(/-/g, '+').replace(/_/g, '/'),
    r = '='.repeat((4 - (e.length % 4)) % 4);
  return Hx(e + r);
}
function fU(t) {
  return Gx(t).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}
function hU(t) {
  const e = t.replace(/^0x/, '');
  if (e.length % 2 !== 0) throw new Error('Invalid hex string length');
  const r = new Uint8Array(e.length / 2);
  for (let o = 0; o < e.length; o += 2) r[o / 2] = Number.parseInt(e.slice(o, o + 2), 16);
  return r;
}
function gU(t) {
  return Array.from(t)
    .map((e) => e.toString(16).padStart(2, '0'))
    .join('');
}
var dm = class {
  constructor(...e) {}
};
function bm(t, e) {
  for (const r in e) {
    const o = Object.getOwnPropertyDescriptor(e, r);
    o.get ? Object.defineProperty(t, r, { ...o, enumerable: !1 }) : SU(t, r, o.value);
  }
}
function Io(t, e, r, o = !0) {
  return Object.defineProperty(t, e, { configurable: !0, writable: !0, enumerable: o, value: r }), r;
}
function Nc(t, e, r) {
  return Io(t, e, r, !1);
}
function yU(t, e) {
  for (const r in t) {
    const o = t[r];
    Object.defineProperty(e, r, {
      configurable: !0,
      enumerable: !0,
      get() {
        return Io(this, r, o(this));
      },
      set(n) {
        Io(this, r, n);
      },
    });
  }
  return e;
}
function SU(t, e, r) {
  Object.defineProperty(t, e, {
    configurable: !0,
    get() {
      return this == null ? r : Io(this, e, r.bind(this));
    },
    set(o) {
      Io(this, e, o);
    },
  });
}
function xU(t, e) {
  const r = Object.getPrototypeOf(t);
  return e in r ? void 0 : r;
}
var lm,
  wo = !1,
  _U = {
    configurable: !0,
    get() {
      wo = !0;
    },
  };
function V(t, e, r) {
  const o = Object.getPrototypeOf(t._zod);
  if (e in o && lm !== t._zod) {
    lm = void 0;
    return;
  }
  (lm = t._zod),
    Object.defineProperty(o, e, {
      configurable: !0,
      get() {
        Object.defineProperty(this, e, _U);
        const n = wo;
        wo = !1;
        try {
          const s = r(this);
          return (
            wo ? delete this[e] : Object.defineProperty(this, e, { configurable: !0, writable: !0, value: s }),
            (wo = wo || n),
            s
          );
        } catch (s) {
          throw (delete this[e], (wo = wo || n), s);
        }
      },
      set(n) {
        Object.defineProperty(this, e, { configurable: !0, writable: !0, value: n });
      },
    });
}
function EU(t, e, r, o) {
  const n = xU(t, e);
  n &&
    Object.defineProperty(n, e, {
      configurable: !0,
      get() {
        const s = { configurable: !0, writable: !0, enumerable: o, value: void 0 };
        return Object.defineProperty(this, e, s), (s.value = r(this)), Object.defineProperty(this, e, s), s.value;
      },
      set(s) {
        Object.defineProperty(this, e, { configurable: !0, writable: !0, enumerable: o, value: s });
      },
    });
}
var Kx = '~constantCatch';
function Zx(t) {
  const e = () => t;
  return (e[Kx] = !0), e;
}
var Wx;
var wm = { value: void 0, enumerable: !1 },
  qx = 'captureStackTrace' in Error ? Error : null;
function bU(t) {
  const e = qx;
  if (e) {
    const r = e.stackTraceLimit;
    if (typeof r == 'number') {
      try {
        e.stackTraceLimit = 0;
      } catch {
        return (qx = null), new t();
      }
      try {
        return new t();
      } finally {
        e.stackTraceLimit = r;
      }
    }
  }
  return new t();
}
function _(t, e, r, o) {
  const n = {};
  function s(m) {
    (this.def = m), (this.constr = d), (this.traits = new Set());
  }
  s.prototype = n;
  const i = r,
    a = i && new WeakSet();
  function c(m, f) {
    if (m._zod) {
      if (m._zod.traits.has(t)) return;
    } else {
      wm.value = new s(f);
      try {
        Object.defineProperty(m, '_zod', wm);
      } finally {
        wm.value = void 0;
      }
    }
    if ((m._zod.traits.add(t), e(m, f), a)) {
      let g = Object.getPrototypeOf(m),
        y = m._zod.constr.prototype,
        S = g;
      for (; S && S !== y; ) S = Object.getPrototypeOf(S);
      const x = S ?? g;
      a.has(x) || (a.add(x), bm(x, i));
    }
    const h = d.prototype;
    for (const g in h) Object.hasOwn(h, g) && (g in m || (m[g] = h[g].bind(m)));
  }
  const u = o?.Parent ?? Object;
  class l extends u {}
  Object.defineProperty(l, 'name', { value: t });
  function d(m) {
    const f = o?.Parent ? bU(l) : this;
    c(f, m);
    const h = f._zod.deferred;
    if (h) {
      for (const y of h) y();
      f._zod.deferred = void 0;
    }
    const g = globalThis.__zod_globalConfig?.postProcessor;
    return g && g(f), f;
  }
  return (
    Object.defineProperty(d, 'init', { value: c }),
    Object.defineProperty(d, Symbol.hasInstance, {
      value: (m) => (o?.Parent && m instanceof o.Parent ? !0 : m?._zod?.traits?.has(t)),
    }),
    Object.defineProperty(d, 'name', { value: t }),
    d
  );
}
var Xt = class extends Error {
    constructor() {
      super('Encountered Promise during synchronous parse. Use .parseAsync() instead.');
    }
  },
  es = class extends Error {
    constructor(e) {
      super(`Encountered unidirectional transform during encode: ${e}`), (this.name = 'ZodEncodeError');
    }
  };
(Wx = globalThis).__zod_globalConfig ?? (Wx.__zod_globalConfig = {});
var pt = globalThis.__zod_globalConfig;
function _t(t) {
  return t && Object.assign(pt, t), pt;
}
function wU() {
  const t = this._zod;
  return t.message ?? (t.message = JSON.stringify(t.def, Xn, 2)), t.message;
}
function IU(t) {
  this._zod.message = t;
}
var TU = { get: wU, set: IU, enumerable: !0, configurable: !0 },
  Tm = { value: void 0, enumerable: !1 },
  Jx = new WeakSet([Object.prototype, Error.prototype]),
  Yx = (t, e) => {
    (t.name = '$ZodError'),
      (Tm.value = e),
      Object.defineProperty(t, 'issues', Tm),
      (Tm.value = void 0),
      Object.defineProperty(t, 'message', TU);
    const r = Object.getPrototypeOf(t);
    Jx.has(r) ||
      (Jx.add(r),
      Object.defineProperty(r, 'toString', {
        configurable: !0,
        enumerable: !1,
        get() {
          const o = () => this.message;
          return Object.defineProperty(this, 'toString', { value: o, configurable: !0, writable: !0 }), o;
        },
        set(o) {
          Object.defineProperty(this, 'toString', { value: o, configurable: !0, writable: !0 });
        },
      }));
  },
  Xx = _('$ZodError', Yx),
  k8 = _('$ZodError', Yx, void 0, { Parent: Error });
function vU(t, e, r) {
  return (
    Object.hasOwn(t, e) ||
      (e === '__proto__'
        ? Object.defineProperty(t, e, { value: r(), writable: !0, enumerable: !0, configurable: !0 })
        : (t[e] = r())),
    t[e]
  );
}
function Qx(t, e = (r) => r.message) {
  const r = {},
    o = [];
  for (const n of t.issues) n.path.length > 0 ? vU(r, n.path[0], () => []).push(e(n)) : o.push(e(n));
  return { formErrors: o, fieldErrors: r };
}
function e_(t, e = (r) => r.message) {
  const r = { _errors: [] },
    o = (n, s = []) => {
      for (const i of n.issues)
        if (i.code === 'invalid_union' && i.errors.length) i.errors.map((a) => o({ issues: a }, [...s, ...i.path]));
        else if (i.code === 'invalid_key') o({ issues: i.issues }, [...s, ...i.path]);
        else if (i.code === 'invalid_element') o({ issues: i.issues }, [...s, ...i.path]);
        else {
          const a = [...s, ...i.path];
          if (a.length === 0) r._errors.push(e(i));
          else {
            let c = r,
              u = 0;
            for (; u < a.length; ) {
              const l = a[u],
                d = u === a.length - 1;
              if (l === '_errors') {
                d && c._errors.push(e(i)), u++;
                continue;
              }
              Object.hasOwn(c, l) ||
                Object.defineProperty(c, l, { value: { _errors: [] }, enumerable: !0, writable: !0, configurable: !0 });
              const m = c[l];
              d && m._errors.push(e(i)), (c = m), u++;
            }
          }
        }
    };
  return o(t), r;
}
function Dc(t, e) {
  return { callee: e?.callee ?? t, Err: e?.Err };
}
var $c = (t) => {
  const e = (r, o, n, s) => {
    const i = n ? { ...n, async: !1 } : { async: !1 },
      a = r._zod.run({ value: o, issues: [] }, i);
    if (a instanceof Promise) throw new Xt();
    if (a.issues.length) {
      const c = new (s?.Err ?? t)(a.issues.map((u) => Yt(u, i, _t())));
      throw (Cc(c, s?.callee ?? e), c);
    }
    return a.value;
  };
  return e;
};
var Lc = (t) => {
  const e = async (r, o, n, s) => {
    let i = n ? { ...n, async: !0 } : { async: !0 },
      a = r._zod.run({ value: o, issues: [] }, i);
    if ((a instanceof Promise && (a = await a), a.issues.length)) {
      const c = new (s?.Err ?? t)(a.issues.map((u) => Yt(u, i, _t())));
      throw (Cc(c, s?.callee ?? e), c);
    }
    return a.value;
  };
  return e;
};
var zc = (t) => (e, r, o) => {
  const n = o ? { ...o, async: !1 } : { async: !1 },
    s = e._zod.run({ value: r, issues: [] }, n);
  if (s instanceof Promise) throw new Xt();
  return s.issues.length ? t_(t, s.issues, n) : { success: !0, data: s.value };
};
function t_(t, e, r) {
  let o;
  return {
    success: !1,
    get error() {
      return o || ((o = new t(e.map((n) => Yt(n, r, _t())))), (e = void 0), (r = void 0)), o;
    },
    set error(n) {
      (o = n), (e = void 0), (r = void 0);
    },
  };
}
var Mc = (t) => async (e, r, o) => {
  let n = o ? { ...o, async: !0 } : { async: !0 },
    s = e._zod.run({ value: r, issues: [] }, n);
  return s instanceof Promise && (s = await s), s.issues.length ? t_(t, s.issues, n) : { success: !0, data: s.value };
};
var AU = Symbol.for('zod.compile.invalid'),
  CU = Symbol.for('zod.compile.fallback'),
  vm = (t, e, r) => {
    const o = t._zod.bag.validator;
    if (o !== void 0) {
      if (o(e) !== AU) return !0;
      if (o.definite === !0 && r === void 0) return !1;
    }
    return RU(t, e, r);
  };
function RU(t, e, r) {
  let o = r ? { ...r, async: !1, abortEarly: !0 } : { async: !1, abortEarly: !0 },
    n = t._zod.bag.fallbackRun,
    s;
  if (
    (n ? ((o[CU] = !0), (s = n({ value: e, issues: [] }, o))) : (s = t._zod.run({ value: e, issues: [] }, o)),
    s instanceof Promise)
  )
    throw new Xt();
  return s.issues.length === 0;
}
var Am = async (t, e, r) => {
    let o = r ? { ...r, async: !0, abortEarly: !0 } : { async: !0, abortEarly: !0 },
      n = t._zod.run({ value: e, issues: [] }, o);
    return n instanceof Promise && (n = await n), n.issues.length === 0;
  },
  r_ = (t) => {
    const e = $c(t),
      r = (o, n, s, i) => {
        const a = s ? { ...s, direction: 'backward' } : { direction: 'backward' };
        return e(o, n, a, Dc(r, i));
      };
    return r;
  };
var o_ = (t) => {
  const e = $c(t),
    r = (o, n, s, i) => e(o, n, s, Dc(r, i));
  return r;
};
var n_ = (t) => {
  const e = Lc(t),
    r = async (o, n, s, i) => {
      const a = s ? { ...s, direction: 'backward' } : { direction: 'backward' };
      return await e(o, n, a, Dc(r, i));
    };
  return r;
};
var s_ = (t) => {
  const e = Lc(t),
    r = async (o, n, s, i) => await e(o, n, s, Dc(r, i));
  return r;
};
var i_ = (t) => (e, r, o) => {
  const n = o ? { ...o, direction: 'backward' } : { direction: 'backward' };
  return zc(t)(e, r, n);
};
var a_ = (t) => (e, r, o) => zc(t)(e, r, o);
var c_ = (t) => async (e, r, o) => {
  const n = o ? { ...o, direction: 'backward' } : { direction: 'backward' };
  return Mc(t)(e, r, n);
};
var u_ = (t) => async (e, r, o) => Mc(t)(e, r, o);
var l_ = /^[cC][0-9a-z]{6,}$/,
  p_ = /^[0-9a-z]+$/,
  d_ = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/,
  m_ = /^[0-9a-vA-V]{20}$/,
  f_ = /^[A-Za-z0-9]{27}$/,
  h_ = /^[a-zA-Z0-9_-]{21}$/;
function g_(t) {
  return new RegExp(`^[a-zA-Z0-9_-]{${t}}$`);
}
var y_ = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
var S_ = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
  Rm = (t) =>
    t
      ? new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${t}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`)
      : /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
var x_ = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
var PU =
  '^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$';
function __() {
  return new RegExp(PU, 'u');
}
var E_ =
    /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  b_ =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
var w_ =
    /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/,
  I_ =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  T_ = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/,
  v_ = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
var A_ = /^https?$/,
  C_ = /^\+[1-9]\d{6,14}$/;
var R_ =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
function OU(t) {
  return new RegExp(`^${t}$`);
}
var P_ = OU(R_);
function Cm(t) {
  const e = '(?:[01]\\d|2[0-3]):[0-5]\\d';
  return typeof t.precision == 'number'
    ? t.precision === -1
      ? `${e}`
      : t.precision === 0
        ? `${e}:[0-5]\\d`
        : `${e}:[0-5]\\d\\.\\d{${t.precision}}`
    : t.seconds
      ? `${e}:[0-5]\\d(?:\\.\\d+)?`
      : `${e}(?::[0-5]\\d(?:\\.\\d+)?)?`;
}
function O_(t) {
  return new RegExp(`^${Cm(t)}$`);
}
function k_(t) {
  const e = ['Z'];
  t.offset && e.push('([+-](?:[01]\\d|2[0-3]):[0-5]\\d)');
  const r = `${Cm({ precision: t.precision, seconds: !0 })}(?:${e.join('|')})`,
    o = t.local ? `${r}|${Cm({ precision: t.precision })}` : r;
  return new RegExp(`^${R_}T(?:${o})$`);
}
var N_ = /^[\s\S]{0,}$/;
var D_ = /^-?\d+n?$/,
  Pm = /^-?\d+$/,
  ri = /^-?\d+(?:\.\d+)?$/,
  $_ = /^(?:true|false)$/i;
var L_ = /^[^A-Z]*$/,
  z_ = /^[^a-z]*$/;
var $e = _('$ZodCheck', (t, e) => {
  var r;
  t._zod ?? (t._zod = {}), (t._zod.def = e), (r = t._zod).onattach ?? (r.onattach = []);
});
var Om = (t) => {
    const e = t.value;
    return !mm(e) && e.length !== void 0;
  },
  Uc = { number: 'number', bigint: 'bigint', object: 'date' },
  km = _('$ZodCheckLessThan', (t, e) => {
    $e.init(t, e);
    const r = Uc[typeof e.value];
    t._zod.check = (o) => {
      (e.inclusive ? o.value <= e.value : o.value < e.value) ||
        o.issues.push({
          origin: Uc[typeof o.value] ?? r,
          code: 'too_big',
          maximum: typeof e.value == 'object' ? e.value.getTime() : e.value,
          input: o.value,
          inclusive: e.inclusive,
          inst: t,
          continue: !e.abort,
        });
    };
  }),
  Nm = _('$ZodCheckGreaterThan', (t, e) => {
    $e.init(t, e);
    const r = Uc[typeof e.value];
    t._zod.check = (o) => {
      (e.inclusive ? o.value >= e.value : o.value > e.value) ||
        o.issues.push({
          origin: Uc[typeof o.value] ?? r,
          code: 'too_small',
          minimum: typeof e.value == 'object' ? e.value.getTime() : e.value,
          input: o.value,
          inclusive: e.inclusive,
          inst: t,
          continue: !e.abort,
        });
    };
  }),
  M_ = _('$ZodCheckMultipleOf', (t, e) => {
    $e.init(t, e),
      (t._zod.check = (r) => {
        if (typeof r.value != typeof e.value) throw new Error('Cannot mix number and bigint in multiple_of check.');
        (typeof r.value == 'bigint'
          ? e.value !== BigInt(0) && r.value % e.value === BigInt(0)
          : fm(r.value, e.value) === 0) ||
          r.issues.push({
            origin: typeof r.value,
            code: 'not_multiple_of',
            divisor: e.value,
            input: r.value,
            inst: t,
            continue: !e.abort,
          });
      });
  }),
  U_ = _('$ZodCheckNumberFormat', (t, e) => {
    $e.init(t, e), (e.format = e.format || 'float64');
    const r = e.format?.includes('int'),
      o = r ? 'int' : 'number',
      [n, s] = Xs[e.format];
    t._zod.check = (i) => {
      const a = i.value;
      if (r) {
        if (!Number.isInteger(a)) {
          i.issues.push({ expected: o, format: e.format, code: 'invalid_type', continue: !1, input: a, inst: t });
          return;
        }
        if (!Number.isSafeInteger(a)) {
          a > 0
            ? i.issues.push({
                input: a,
                code: 'too_big',
                maximum: Number.MAX_SAFE_INTEGER,
                note: 'Integers must be within the safe integer range.',
                inst: t,
                origin: o,
                inclusive: !0,
                continue: !e.abort,
              })
            : i.issues.push({
                input: a,
                code: 'too_small',
                minimum: Number.MIN_SAFE_INTEGER,
                note: 'Integers must be within the safe integer range.',
                inst: t,
                origin: o,
                inclusive: !0,
                continue: !e.abort,
              });
          return;
        }
      }
      a < n &&
        i.issues.push({
          origin: 'number',
          input: a,
          code: 'too_small',
          minimum: n,
          inclusive: !0,
          inst: t,
          continue: !e.abort,
        }),
        a > s &&
          i.issues.push({
            origin: 'number',
            input: a,
            code: 'too_big',
            maximum: s,
            inclusive: !0,
            inst: t,
            continue: !e.abort,
          });
    };
  });
var F_ = _('$ZodCheckMaxLength', (t, e) => {
    var r;
    $e.init(t, e),
      (r = t._zod.def).when ?? (r.when = Om),
      (t._zod.check = (o) => {
        const n = o.value,
          s = n.length;
        if ((typeof n == 'string' && s > e.maximum ? ei(n) : s) <= e.maximum) return;
        const a = ti(n);
        o.issues.push({
          origin: a,
          code: 'too_big',
          maximum: e.maximum,
          inclusive: !0,
          input: n,
          inst: t,
          continue: !e.abort,
        });
      });
  }),
  B_ = _('$ZodCheckMinLength', (t, e) => {
    var r;
    $e.init(t, e),
      (r = t._zod.def).when ?? (r.when = Om),
      (t._zod.check = (o) => {
        const n = o.value,
          s = n.length;
        if ((typeof n == 'string' && s >= e.minimum && s < e.minimum * 2 ? ei(n) : s) >= e.minimum) return;
        const a = ti(n);
        o.issues.push({
          origin: a,
          code: 'too_small',
          minimum: e.minimum,
          inclusive: !0,
          input: n,
          inst: t,
          continue: !e.abort,
        });
      });
  }),
  V_ = _('$ZodCheckLengthEquals', (t, e) => {
    var r;
    $e.init(t, e),
      (r = t._zod.def).when ?? (r.when = Om),
      (t._zod.check = (o) => {
        const n = o.value,
          s = n.length,
          i = typeof n == 'string' && s >= e.length && s <= e.length * 2 ? ei(n) : s;
        if (i === e.length) return;
        const a = ti(n),
          c = i > e.length;
        o.issues.push({
          origin: a,
          ...(c ? { code: 'too_big', maximum: e.length } : { code: 'too_small', minimum: e.length }),
          inclusive: !0,
          exact: !0,
          input: o.value,
          inst: t,
          continue: !e.abort,
        });
      });
  }),
  ni = _('$ZodCheckStringFormat', (t, e) => {
    var r, o;
    $e.init(t, e),
      e.pattern
        ? ((r = t._zod).check ??
          (r.check = (n) => {
            (e.pattern.lastIndex = 0),
              !e.pattern.test(n.value) &&
                n.issues.push({
                  origin: 'string',
                  code: 'invalid_format',
                  format: e.format,
                  input: n.value,
                  ...(e.pattern ? { pattern: e.pattern.toString() } : {}),
                  inst: t,
                  continue: !e.abort,
                });
          }))
        : ((o = t._zod).check ?? (o.check = () => {}));
  }),
  j_ = _('$ZodCheckRegex', (t, e) => {
    ni.init(t, e),
      (t._zod.check = (r) => {
        (e.pattern.lastIndex = 0),
          !e.pattern.test(r.value) &&
            r.issues.push({
              origin: 'string',
              code: 'invalid_format',
              format: 'regex',
              input: r.value,
              pattern: e.pattern.toString(),
              inst: t,
              continue: !e.abort,
            });
      });
  }),
  H_ = _('$ZodCheckLowerCase', (t, e) => {
    e.pattern ?? (e.pattern = L_), ni.init(t, e);
  }),
  G_ = _('$ZodCheckUpperCase', (t, e) => {
    e.pattern ?? (e.pattern = z_), ni.init(t, e);
  }),
  K_ = _('$ZodCheckIncludes', (t, e) => {
    $e.init(t, e);
    const r = ro(e.includes),
      o = new RegExp(typeof e.position == 'number' ? `^.{${e.position},}${r}` : r);
    (e.pattern = o),
      (t._zod.check = (n) => {
        n.value.includes(e.includes, e.position) ||
          n.issues.push({
            origin: 'string',
            code: 'invalid_format',
            format: 'includes',
            includes: e.includes,
            input: n.value,
            inst: t,
            continue: !e.abort,
          });
      });
  }),
  Z_ = _('$ZodCheckStartsWith', (t, e) => {
    $e.init(t, e);
    const r = new RegExp(`^${ro(e.prefix)}.*`);
    e.pattern ?? (e.pattern = r),
      (t._zod.check = (o) => {
        o.value.startsWith(e.prefix) ||
          o.issues.push({
            origin: 'string',
            code: 'invalid_format',
            format: 'starts_with',
            prefix: e.prefix,
            input: o.value,
            inst: t,
            continue: !e.abort,
          });
      });
  }),
  W_ = _('$ZodCheckEndsWith', (t, e) => {
    $e.init(t, e);
    const r = new RegExp(`.*${ro(e.suffix)}$`);
    e.pattern ?? (e.pattern = r),
      (t._zod.check = (o) => {
        o.value.endsWith(e.suffix) ||
          o.issues.push({
            origin: 'string',
            code: 'invalid_format',
            format: 'ends_with',
            suffix: e.suffix,
            input: o.value,
            inst: t,
            continue: !e.abort,
          });
      });
  });
var q_ = _('$ZodCheckOverwrite', (t, e) => {
  $e.init(t, e),
    (t._zod.check = (r) => {
      r.value = e.tx(r.value);
    });
});
var Fc = class {
  constructor(e = [], r = {}) {
    (this.content = []), (this.indent = 0), (this.args = e), (this.closed = r);
  }
  indented(e) {
    this.indent += 1;
    try {
      e(this);
    } finally {
      this.indent -= 1;
    }
  }
  write(e) {
    if (typeof e == 'function') {
      e(this, { execution: 'sync' }), e(this, { execution: 'async' });
      return;
    }
    const o = e
        .split(`
`)
        .filter((i) => i),
      n = Math.min(...o.map((i) => i.length - i.trimStart().length)),
      s = o.map((i) => i.slice(n)).map((i) => ' '.repeat(this.indent * 2) + i);
    for (const i of s) this.content.push(i);
  }
  compile() {
    const e = Function,
      r = this?.content ?? [''];
    return new e(
      ...Object.keys(this.closed),
      `return function (${this.args.join(', ')}) {
${r.join(`
`)}
};`,
    )(...Object.values(this.closed));
  }
};
var Y_ = { major: 4, minor: 6, patch: 7 };
var te = _(
    '$ZodType',
    (t, e) => {
      var r;
      t ?? (t = {}), (t._zod.def = e), (t._zod.bag = t._zod.bag || {}), (t._zod.version = Y_);
      const o = t._zod.def.checks,
        n = t._zod.traits.has('$ZodCheck') ? [t, ...(o ?? [])] : o?.length ? [...o] : [];
      for (const s of n) for (const i of s._zod.onattach) i(t);
      if (n.length === 0)
        (r = t._zod).deferred ?? (r.deferred = []),
          t._zod.deferred?.push(() => {
            t._zod.run = t._zod.parse;
          });
      else {
        const s = (a, c, u) => {
            if (a.memo) return a;
            let l = Jt(a),
              d;
            for (const m of c) {
              if (m._zod.def.when) {
                if (_m(a) || !m._zod.def.when(a)) continue;
              } else if (l) continue;
              const f = a.issues.length,
                h = m._zod.check(a);
              if (h instanceof Promise && u?.async === !1) throw new Xt();
              if (d || h instanceof Promise)
                d = (d ?? Promise.resolve()).then(async () => {
                  await h, a.issues.length !== f && (Qs(a.issues, f, t), l || (l = Jt(a, f)));
                });
              else {
                if (a.issues.length === f) continue;
                Qs(a.issues, f, t), l || (l = Jt(a, f));
              }
            }
            return d ? d.then(() => a) : a;
          },
          i = (a, c, u) => {
            if (Jt(a)) return (a.aborted = !0), a;
            const l = s(c, n, u);
            if (l instanceof Promise) {
              if (u.async === !1) throw new Xt();
              return l.then((d) => t._zod.parse(d, u));
            }
            return t._zod.parse(l, u);
          };
        t._zod.run = (a, c) => {
          if (c.skipChecks) return t._zod.parse(a, c);
          if (c.direction === 'backward') {
            const l = t._zod.parse({ value: a.value, issues: [] }, { ...c, skipChecks: !0 });
            return l instanceof Promise ? l.then((d) => i(d, a, c)) : i(l, a, c);
          }
          const u = t._zod.parse(a, c);
          if (u instanceof Promise) {
            if (c.async === !1) throw new Xt();
            return u.then((l) => s(l, n, c));
          }
          return s(u, n, c);
        };
      }
    },
    {
      get '~standard'() {
        return Nc(this, '~standard', $m(this));
      },
      set '~standard'(t) {
        Io(this, '~standard', t);
      },
    },
  ),
  cE = (t, e) => (t.issues.length ? { issues: t.issues.map((r) => Yt(r, e, _t())) } : { value: t.value });
async function kU(t, e) {
  const r = { async: !0 };
  return cE(await t._zod.run({ value: e, issues: [] }, r), r);
}
function $m(t) {
  return {
    validate: (e) => {
      const r = { async: !1 };
      try {
        const o = t._zod.run({ value: e, issues: [] }, r);
        if (!(o instanceof Promise)) return cE(o, r);
      } catch {}
      return kU(t, e);
    },
    vendor: 'zod',
    version: 1,
  };
}
var ts = _('$ZodString', (t, e) => {
    te.init(t, e),
      (t._zod.pattern = e.pattern ?? N_),
      (t._zod.parse = (r, o) => {
        if (e.coerce)
          try {
            r.value = String(r.value);
          } catch {}
        return (
          typeof r.value == 'string' ||
            r.issues.push({ expected: 'string', code: 'invalid_type', input: r.value, inst: t }),
          r
        );
      });
  }),
  ie = _('$ZodStringFormat', (t, e) => {
    ni.init(t, e), ts.init(t, e);
  }),
  uE = _('$ZodGUID', (t, e) => {
    e.pattern ?? (e.pattern = S_), ie.init(t, e);
  }),
  lE = _('$ZodUUID', (t, e) => {
    if (e.version) {
      const o = { v1: 1, v2: 2, v3: 3, v4: 4, v5: 5, v6: 6, v7: 7, v8: 8 }[e.version];
      if (o === void 0) throw new Error(`Invalid UUID version: "${e.version}"`);
      e.pattern ?? (e.pattern = Rm(o));
    } else e.pattern ?? (e.pattern = Rm());
    ie.init(t, e);
  }),
  pE = _('$ZodEmail', (t, e) => {
    e.pattern ?? (e.pattern = x_), ie.init(t, e);
  }),
  dE = 1,
  Hc = 2;
function mE(t) {
  try {
    return typeof URL < 'u' && typeof URL.canParse == 'function' ? URL.canParse(t) : (new URL(t), !0);
  } catch {
    return !1;
  }
}
function NU(t, e) {
  return !('normalize' in e) && !('hostname' in e) && !('protocol' in e) ? mE(t) || Hc : DU(t, e);
}
function DU(t, e) {
  if (!e.normalize && e.protocol?.source === A_.source && !/^https?:\/\//i.test(t)) return dE;
  try {
    if (typeof URL < 'u') {
      const r = URL;
      if (typeof r.parse == 'function') return r.parse(t) ?? Hc;
    }
    return new URL(t);
  } catch {
    return Hc;
  }
}
var $U = /[\t\n\r]/g;
function X_(t) {
  return t.replace($U, '');
}
function LU(t, e) {
  return (e.lastIndex = 0), e.test(t.hostname);
}
function zU(t, e) {
  return (e.lastIndex = 0), e.test(t.protocol.endsWith(':') ? t.protocol.slice(0, -1) : t.protocol);
}
var fE = _('$ZodURL', (t, e) => {
    ie.init(t, e),
      (t._zod.check = (r) => {
        try {
          const o = r.value.trim(),
            n = NU(o, e);
          if (n === dE) {
            r.issues.push({
              code: 'invalid_format',
              format: 'url',
              note: 'Invalid URL format',
              input: r.value,
              inst: t,
              continue: !e.abort,
            });
            return;
          }
          if (n === Hc) {
            r.issues.push({ code: 'invalid_format', format: 'url', input: r.value, inst: t, continue: !e.abort });
            return;
          }
          if (n === !0) {
            r.value = X_(o);
            return;
          }
          e.hostname &&
            !LU(n, e.hostname) &&
            r.issues.push({
              code: 'invalid_format',
              format: 'url',
              note: 'Invalid hostname',
              pattern: e.hostname.source,
              input: r.value,
              inst: t,
              continue: !e.abort,
            }),
            e.protocol &&
              !zU(n, e.protocol) &&
              r.issues.push({
                code: 'invalid_format',
                format: 'url',
                note: 'Invalid protocol',
                pattern: e.protocol.source,
                input: r.value,
                inst: t,
                continue: !e.abort,
              }),
            (r.value = e.normalize ? n.href : X_(o));
          return;
        } catch {
          r.issues.push({ code: 'invalid_format', format: 'url', input: r.value, inst: t, continue: !e.abort });
        }
      });
  }),
  hE = _('$ZodEmoji', (t, e) => {
    e.pattern ?? (e.pattern = __()), ie.init(t, e);
  }),
  gE = _('$ZodNanoID', (t, e) => {
    if (e.length !== void 0 && (!Number.isInteger(e.length) || e.length < 1))
      throw new Error(`Invalid nanoid length: ${e.length}`);
    e.pattern ?? (e.pattern = e.length === void 0 ? h_ : g_(e.length)), ie.init(t, e);
  }),
  yE = _('$ZodCUID', (t, e) => {
    e.pattern ?? (e.pattern = l_), ie.init(t, e);
  }),
  SE = _('$ZodCUID2', (t, e) => {
    e.pattern ?? (e.pattern = p_), ie.init(t, e);
  }),
  xE = _('$ZodULID', (t, e) => {
    e.pattern ?? (e.pattern = d_), ie.init(t, e);
  }),
  _E = _('$ZodXID', (t, e) => {
    e.pattern ?? (e.pattern = m_), ie.init(t, e);
  }),
  EE = _('$ZodKSUID', (t, e) => {
    e.pattern ?? (e.pattern = f_), ie.init(t, e);
  }),
  bE = _('$ZodISODateTime', (t, e) => {
    e.pattern ?? (e.pattern = k_(e)), ie.init(t, e);
  }),
  wE = _('$ZodISODate', (t, e) => {
    e.pattern ?? (e.pattern = P_), ie.init(t, e);
  }),
  IE = _('$ZodISOTime', (t, e) => {
    e.pattern ?? (e.pattern = O_(e)), ie.init(t, e);
  }),
  TE = _('$ZodISODuration', (t, e) => {
    e.pattern ?? (e.pattern = y_), ie.init(t, e);
  }),
  vE = _('$ZodIPv4', (t, e) => {
    e.pattern ?? (e.pattern = E_), ie.init(t, e);
  }),
  MU = /^[0-9a-fA-F:.]+$/;
function AE(t) {
  return MU.test(t) ? mE(`http://[${t}]`) : !1;
}
var CE = _('$ZodIPv6', (t, e) => {
  e.pattern ?? (e.pattern = b_),
    ie.init(t, e),
    (t._zod.check = (r) => {
      AE(r.value) ||
        r.issues.push({ code: 'invalid_format', format: 'ipv6', input: r.value, inst: t, continue: !e.abort });
    });
});
var RE = _('$ZodCIDRv4', (t, e) => {
  e.pattern ?? (e.pattern = w_), ie.init(t, e);
});
function UU(t) {
  const e = t.split('/');
  if (e.length !== 2) return !1;
  const [r, o] = e;
  if (!o) return !1;
  const n = Number(o);
  return `${n}` !== o || n < 0 || n > 128 ? !1 : AE(r);
}
var PE = _('$ZodCIDRv6', (t, e) => {
  e.pattern ?? (e.pattern = I_),
    ie.init(t, e),
    (t._zod.check = (r) => {
      UU(r.value) ||
        r.issues.push({ code: 'invalid_format', format: 'cidrv6', input: r.value, inst: t, continue: !e.abort });
    });
});
function OE(t) {
  if (t === '') return !0;
  if (/\s/.test(t) || t.length % 4 !== 0) return !1;
  try {
    return atob(t), !0;
  } catch {
    return !1;
  }
}
var Lm = /^[0-9a-zA-Z+/]*={0,2}$/,
  kE = _('$ZodBase64', (t, e) => {
    e.pattern ?? (e.pattern = Lm),
      ie.init(t, e),
      (t._zod.check = (r) => {
        OE(r.value) ||
          r.issues.push({ code: 'invalid_format', format: 'base64', input: r.value, inst: t, continue: !e.abort });
      });
  }),
  Kc = /^[A-Za-z0-9_-]*$/;
function FU(t) {
  if (!Kc.test(t)) return !1;
  const e = t.replace(/[-_]/g, (o) => (o === '-' ? '+' : '/')),
    r = e.padEnd(Math.ceil(e.length / 4) * 4, '=');
  return OE(r);
}
var NE = _('$ZodBase64URL', (t, e) => {
    e.pattern ?? (e.pattern = Kc),
      ie.init(t, e),
      (t._zod.check = (r) => {
        FU(r.value) ||
          r.issues.push({ code: 'invalid_format', format: 'base64url', input: r.value, inst: t, continue: !e.abort });
      });
  }),
  DE = _('$ZodE164', (t, e) => {
    e.pattern ?? (e.pattern = C_), ie.init(t, e);
  });
function BU(t, e = null) {
  try {
    const r = t.split('.');
    if (r.length !== 3) return !1;
    const [o] = r;
    if (!o) return !1;
    const n = JSON.parse(atob(o));
    return !(('typ' in n && n?.typ !== 'JWT') || !n.alg || (e && (!('alg' in n) || n.alg !== e)));
  } catch {
    return !1;
  }
}
var $E = _('$ZodJWT', (t, e) => {
  ie.init(t, e),
    (t._zod.check = (r) => {
      BU(r.value, e.alg) ||
        r.issues.push({ code: 'invalid_format', format: 'jwt', input: r.value, inst: t, continue: !e.abort });
    });
});
var zm = _('$ZodNumber', (t, e) => {
    te.init(t, e),
      (t._zod.pattern = ri),
      (t._zod.parse = (r, o) => {
        if (e.coerce)
          try {
            r.value = Number(r.value);
          } catch {}
        const n = r.value;
        if (typeof n == 'number' && !Number.isNaN(n) && Number.isFinite(n)) return r;
        const s = typeof n == 'number' ? (Number.isNaN(n) ? 'NaN' : Number.isFinite(n) ? void 0 : String(n)) : void 0;
        return (
          r.issues.push({ expected: 'number', code: 'invalid_type', input: n, inst: t, ...(s ? { received: s } : {}) }),
          r
        );
      });
  }),
  LE = _('$ZodNumberFormat', (t, e) => {
    U_.init(t, e), zm.init(t, e);
  }),
  Zc = _('$ZodBoolean', (t, e) => {
    te.init(t, e),
      (t._zod.pattern = $_),
      (t._zod.parse = (r, o) => {
        if (e.coerce)
          try {
            r.value = !!r.value;
          } catch {}
        const n = r.value;
        return (
          typeof n == 'boolean' || r.issues.push({ expected: 'boolean', code: 'invalid_type', input: n, inst: t }), r
        );
      });
  }),
  zE = _('$ZodBigInt', (t, e) => {
    te.init(t, e),
      (t._zod.pattern = D_),
      (t._zod.parse = (r, o) => {
        if (e.coerce)
          try {
            r.value = BigInt(r.value);
          } catch {}
        return (
          typeof r.value == 'bigint' ||
            r.issues.push({ expected: 'bigint', code: 'invalid_type', input: r.value, inst: t }),
          r
        );
      });
  });
var ME = _('$ZodUnknown', (t, e) => {
    te.init(t, e), (t._zod.parse = (r) => r);
  }),
  UE = _('$ZodNever', (t, e) => {
    te.init(t, e),
      (t._zod.parse = (r, o) => (
        r.issues.push({ expected: 'never', code: 'invalid_type', input: r.value, inst: t }), r
      ));
  });
var FE = _('$ZodDate', (t, e) => {
  te.init(t, e),
    (t._zod.parse = (r, o) => {
      if (e.coerce)
        try {
          r.value = new Date(r.value);
        } catch {}
      const n = r.value,
        s = n instanceof Date;
      return (
        (s && !Number.isNaN(n.getTime())) ||
          r.issues.push({
            expected: 'date',
            code: 'invalid_type',
            input: n,
            ...(s ? { received: 'Invalid Date' } : {}),
            inst: t,
          }),
        r
      );
    });
});
function VU(t, e) {
  const r = kc(t._zod.def.checks);
  if (!r.length) return;
  const o = Math.min(...r.map((s) => s[0])),
    n = t._zod.parse;
  t._zod.parse = (s, i) => {
    const a = e(s.value);
    if (a > o && !i?.skipChecks && i?.direction !== 'backward') {
      for (const [c, u] of kc(t._zod.def.checks))
        if (a > c && u._zod.def.when(s)) {
          const l = s.issues.length;
          return u._zod.check(s), (s.issues[l].continue = !1), Qs(s.issues, l, t), s;
        }
    }
    return n(s, i);
  };
}
var jU = (t) => (Array.isArray(t) ? t.length : -1);
function Q_(t, e, r) {
  t.issues.length && e.issues.push(...oo(r, t.issues)), (e.value[r] = t.value);
}
var BE = _('$ZodArray', (t, e) => {
  te.init(t, e);
  const r = pt.memoizer;
  r?.attach(t),
    (t._zod.parse = (o, n) => {
      const s = o.value;
      if (!Array.isArray(s)) return o.issues.push({ expected: 'array', code: 'invalid_type', input: s, inst: t }), o;
      o.value = r ? r.alloc(t, o, Array(s.length), n) : Array(s.length);
      const i = [],
        a = n?.abortEarly;
      for (let c = 0; c < s.length; c++) {
        const u = s[c],
          l = e.element._zod.run({ value: u, issues: [] }, n);
        if (l instanceof Promise) i.push(l.then((d) => Q_(d, o, c)));
        else if ((Q_(l, o, c), a && l.issues.length !== 0 && Jt(l))) break;
      }
      return i.length ? Promise.all(i).then(() => o) : o;
    }),
    VU(t, jU);
});
function Gc(t, e, r, o, n, s) {
  const i = r in o,
    a = s === 'optional';
  if (!(!i && a && n === 'optional')) {
    if (t.issues.length) {
      if (n !== void 0 && a && !i) return;
      e.issues.push(...oo(r, t.issues));
    }
    if (!i && n === void 0) {
      t.issues.length || e.issues.push({ code: 'invalid_type', expected: 'nonoptional', input: void 0, path: [r] });
      return;
    }
    t.value === void 0 ? (i || (n === 'defaulted' && !a)) && (e.value[r] = void 0) : (e.value[r] = t.value);
  }
}
var HU = [];
function VE(t) {
  const e = Object.keys(t.shape),
    r = Object.getOwnPropertySymbols(t.shape),
    o = r.length ? r : HU,
    n = o.length ? [...e, ...o] : e;
  for (const i of n)
    if (!t.shape?.[i]?._zod?.traits?.has('$ZodType'))
      throw new Error(`Invalid element at key "${String(i)}": expected a Zod schema`);
  const s = xm(t.shape);
  return { ...t, allKeys: n, symbolKeys: o, keySet: new Set(e), numKeys: e.length, optionalKeys: new Set(s) };
}
function jE(t, e, r, o, n, s, i) {
  let a = [],
    c = n.keySet,
    u = n.catchall._zod,
    l = u.def.type,
    d = u.optin,
    m = u.optout,
    f = 0;
  for (const h in e) {
    if (i && r.issues.length !== f) {
      if (Jt(r, f)) break;
      f = r.issues.length;
    }
    if (c.has(h)) continue;
    if (h === '__proto__') {
      l === 'never' && a.push(h);
      continue;
    }
    if (l === 'never') {
      a.push(h);
      continue;
    }
    const g = u.run({ value: e[h], issues: [] }, o);
    g instanceof Promise ? t.push(g.then((y) => Gc(y, r, h, e, d, m))) : Gc(g, r, h, e, d, m);
  }
  return (
    a.length && r.issues.push({ code: 'unrecognized_keys', keys: a, input: e, inst: s, continue: !0 }),
    t.length ? Promise.all(t).then(() => r) : r
  );
}
var GU = _('$ZodObject', (t, e) => {
    te.init(t, e);
    const r = Object.getOwnPropertyDescriptor(e, 'shape'),
      o = r?.get ? r.get.raw : (e.shape ?? {});
    if (o) {
      const u = () => {
        const l = { ...o };
        return Object.defineProperty(e, 'shape', { value: l }), (u.raw = l), l;
      };
      (u.raw = o), Object.defineProperty(e, 'shape', { get: u });
    }
    const n = qs(() => VE(e));
    V(t, 'propValues', (u) => {
      const l = u.def.shape,
        d = {};
      for (const m in l) {
        const f = l[m]._zod;
        if (f.values) {
          Object.hasOwn(d, m) || Nt(d, m, new Set());
          for (const h of f.values) d[m].add(h);
          f.optin !== void 0 && d[m].add(void 0);
        }
      }
      return d;
    });
    let s = Jn,
      i = e.catchall,
      a,
      c = pt.memoizer;
    c?.attach(t),
      (t._zod.parse = (u, l) => {
        a ?? (a = n.value);
        const d = u.value;
        if (!s(d)) return u.issues.push({ expected: 'object', code: 'invalid_type', input: d, inst: t }), u;
        u.value = c ? c.alloc(t, u, {}, l) : {};
        let m = [],
          f = a.shape,
          h = l?.abortEarly,
          g = u.issues.length;
        for (const y of a.allKeys) {
          if (h && u.issues.length !== g) {
            if (Jt(u, g)) break;
            g = u.issues.length;
          }
          if (y === '__proto__') continue;
          const S = f[y],
            x = S._zod.optin,
            b = S._zod.optout,
            w = S._zod.run({ value: d[y], issues: [] }, l);
          w instanceof Promise ? m.push(w.then((I) => Gc(I, u, y, d, x, b))) : Gc(w, u, y, d, x, b);
        }
        return i ? jE(m, d, u, l, n.value, t, h === !0) : m.length ? Promise.all(m).then(() => u) : u;
      });
  }),
  HE = _('$ZodObjectJIT', (t, e) => {
    GU.init(t, e);
    let r = t._zod.parse,
      o = qs(() => VE(e)),
      n = pt.memoizer,
      s = (f) => {
        const h = o.value,
          g = h.symbolKeys,
          y = new Fc(['payload', 'ctx'], { shape: f, inst: t, memo: n, syms: g }),
          S = (I) => `shape[${I}]._zod.run({ value: input[${I}], issues: [] }, ctx)`,
          x = (I, A) => `
          let ${I}_ab = false;
          for (let i = 0; i < ${I}.issues.length; i++) {
            const iss = ${I}.issues[i];
            iss.path = iss.path ? [${A}, ...iss.path] : [${A}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${I}_ab = true;
          }
          if (${I}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        y.write('const input = payload.value;');
        let b = Object.create(null),
          w = 0;
        for (const I of h.allKeys) b[I] = `key_${w++}`;
        y.write(n ? 'const newResult = memo.alloc(inst, payload, {}, ctx);' : 'const newResult = {};');
        for (const I of h.allKeys) {
          if (I === '__proto__') continue;
          const A = b[I],
            B = typeof I == 'symbol' ? `syms[${g.indexOf(I)}]` : hm(I),
            Ve = `${B} in input`,
            xt = f[I],
            ne = xt?._zod?.optin,
            Ee = ne !== void 0,
            je = xt?._zod?.optout === 'optional';
          if ((y.write(`const ${A} = ${S(B)};`), Ee && je)) {
            const De = ne === 'optional' ? `${A}_present` : `${A}.value !== undefined || ${A}_present`;
            y.write(`
        const ${A}_present = ${Ve};
        if (!${A}.issues.length || ${A}_present) {
          if (${A}.issues.length) {${x(A, B)}
          }

          if (${De}) {
            newResult[${B}] = ${A}.value;
          }
        }

      `);
          } else
            Ee
              ? (y.write(`
        if (${A}.issues.length) {${x(A, B)}
        }
      `),
                ne === 'defaulted'
                  ? y.write(`newResult[${B}] = ${A}.value;`)
                  : y.write(`
        if (${A}.value !== undefined || ${Ve}) {
          newResult[${B}] = ${A}.value;
        }
      `))
              : y.write(`
        const ${A}_present = ${Ve};
        if (${A}.issues.length) {${x(A, B)}
        }
        if (!${A}_present && !${A}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${B}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${A}_present) {
          newResult[${B}] = ${A}.value;
        }

      `);
        }
        return y.write('payload.value = newResult;'), y.write('return payload;'), y.compile();
      },
      i,
      a = Jn,
      c = !pt.jitless,
      l = c && ym.value,
      d = e.catchall,
      m;
    t._zod.parse = (f, h) => {
      m ?? (m = o.value);
      const g = f.value;
      return a(g)
        ? c && l && h?.async === !1 && h.jitless !== !0
          ? (i || (i = s(e.shape)), (f = i(f, h)), d ? jE([], g, f, h, m, t, h?.abortEarly === !0) : f)
          : r(f, h)
        : (f.issues.push({ expected: 'object', code: 'invalid_type', input: g, inst: t }), f);
    };
  });
function eE(t, e, r, o) {
  for (const s of t) if (s.issues.length === 0) return (e.value = s.value), e;
  const n = t.filter((s) => !Jt(s));
  return n.length === 1
    ? ((e.value = n[0].value), n[0])
    : (e.issues.push({
        code: 'invalid_union',
        input: e.value,
        inst: r,
        errors: t.map((s) => s.issues.map((i) => Yt(i, o, _t()))),
      }),
      e);
}
var GE = _('$ZodUnion', (t, e) => {
  te.init(t, e),
    V(t, 'optin', (o) =>
      o.def.options.some((n) => n._zod.optin === 'defaulted')
        ? 'defaulted'
        : o.def.options.some((n) => n._zod.optin !== void 0)
          ? 'optional'
          : void 0,
    ),
    V(t, 'optout', (o) => (o.def.options.some((n) => n._zod.optout === 'optional') ? 'optional' : void 0)),
    V(t, 'values', (o) => {
      if (o.def.options.every((n) => n._zod.values))
        return new Set(o.def.options.flatMap((n) => Array.from(n._zod.values)));
    }),
    V(t, 'pattern', (o) => {
      if (o.def.options.every((n) => n._zod.pattern)) {
        const n = o.def.options.map((s) => s._zod.pattern);
        return new RegExp(`^(${n.map((s) => Js(s.source)).join('|')})$`);
      }
    });
  const r = e.options.length === 1 ? e.options[0]._zod.run : null;
  t._zod.parse = (o, n) => {
    if (r) return r(o, n);
    let s = !1,
      i = [];
    for (const a of e.options) {
      const c = a._zod.run({ value: o.value, issues: [] }, n);
      if (c instanceof Promise) i.push(c), (s = !0);
      else {
        if (c.issues.length === 0) return c;
        i.push(c);
      }
    }
    return s ? Promise.all(i).then((a) => eE(a, o, t, n)) : eE(i, o, t, n);
  };
});
var KE = _('$ZodIntersection', (t, e) => {
  te.init(t, e),
    (t._zod.parse = (r, o) => {
      const n = r.value,
        s = e.left._zod.run({ value: n, issues: [] }, o),
        i = e.right._zod.run({ value: n, issues: [] }, o);
      return s instanceof Promise || i instanceof Promise
        ? Promise.all([s, i]).then(([c, u]) => tE(r, c, u))
        : tE(r, s, i);
    });
});
function Dm(t, e) {
  if (t === e) return { valid: !0, data: t };
  if (t instanceof Date && e instanceof Date && +t == +e) return { valid: !0, data: t };
  if (To(t) && To(e)) {
    const r = Object.keys(e),
      o = Object.keys(t).filter((s) => r.indexOf(s) !== -1),
      n = { ...t, ...e };
    Object.hasOwn(n, '__proto__') && delete n.__proto__;
    for (const s of o) {
      if (s === '__proto__') continue;
      const i = Dm(t[s], e[s]);
      if (!i.valid) return { valid: !1, mergeErrorPath: [s, ...i.mergeErrorPath] };
      n[s] = i.data;
    }
    return { valid: !0, data: n };
  }
  if (Array.isArray(t) && Array.isArray(e)) {
    if (t.length !== e.length) return { valid: !1, mergeErrorPath: [] };
    const r = [];
    for (let o = 0; o < t.length; o++) {
      const n = t[o],
        s = e[o],
        i = Dm(n, s);
      if (!i.valid) return { valid: !1, mergeErrorPath: [o, ...i.mergeErrorPath] };
      r.push(i.data);
    }
    return { valid: !0, data: r };
  }
  return { valid: !1, mergeErrorPath: [] };
}
function tE(t, e, r) {
  let o = new Map(),
    n,
    s = new Map(),
    i = (u, l) => {
      let d;
      if (u.code === 'unrecognized_keys' && !u.path?.length) n ?? (n = u), (d = u.keys);
      else if (u.code === 'invalid_key' && u.origin === 'record' && u.path?.length === 1) {
        const m = String(u.path[0]);
        s.has(m) || s.set(m, u), (d = [m]);
      } else return !1;
      for (const m of d) o.has(m) || o.set(m, {}), (o.get(m)[l] = !0);
      return !0;
    };
  for (const u of e.issues) i(u, 'l') || t.issues.push(u);
  for (const u of r.issues) i(u, 'r') || t.issues.push(u);
  const a = [...o].filter(([, u]) => u.l && u.r).map(([u]) => u);
  if (a.length) {
    const u = n ? a.filter((l) => n.keys.includes(l)) : [];
    u.length && t.issues.push({ ...n, keys: u });
    for (const l of a) !u.includes(l) && s.has(l) && t.issues.push(s.get(l));
  }
  const c = Dm(e.value, r.value);
  if (!c.valid) {
    if (Jt(t)) return t;
    throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(c.mergeErrorPath)}`);
  }
  return (t.value = c.data), t;
}
var ZE = _('$ZodRecord', (t, e) => {
  te.init(t, e);
  const r = pt.memoizer;
  r?.attach(t),
    (t._zod.parse = (o, n) => {
      const s = o.value;
      if (!To(s)) return o.issues.push({ expected: 'record', code: 'invalid_type', input: s, inst: t }), o;
      const i = [],
        a = e.keyType._zod.values;
      if (a && !e.partial) {
        o.value = r ? r.alloc(t, o, {}, n) : {};
        const c = new Set();
        for (const l of a)
          if (typeof l == 'string' || typeof l == 'number' || typeof l == 'symbol') {
            if ((c.add(typeof l == 'number' ? l.toString() : l), l === '__proto__')) continue;
            const d = e.keyType._zod.run({ value: l, issues: [] }, n);
            if (d instanceof Promise) throw new Error('Async schemas not supported in object keys currently');
            if (d.issues.length) {
              o.issues.push({
                code: 'invalid_key',
                origin: 'record',
                issues: d.issues.map((h) => Yt(h, n, _t())),
                input: l,
                path: [l],
                inst: t,
              });
              continue;
            }
            const m = d.value;
            if (m === '__proto__') continue;
            const f = e.valueType._zod.run({ value: s[l], issues: [] }, n);
            f instanceof Promise
              ? i.push(
                  f.then((h) => {
                    h.issues.length && o.issues.push(...oo(l, h.issues)), (o.value[m] = h.value);
                  }),
                )
              : (f.issues.length && o.issues.push(...oo(l, f.issues)), (o.value[m] = f.value));
          }
        let u;
        for (const l in s)
          if (!c.has(l))
            if (e.mode === 'loose') {
              if (l === '__proto__') continue;
              o.value[l] = s[l];
            } else (u = u ?? []), u.push(l);
        u && u.length > 0 && o.issues.push({ code: 'unrecognized_keys', input: s, inst: t, keys: u, continue: !0 });
      } else {
        o.value = r ? r.alloc(t, o, {}, n) : {};
        let c;
        for (const u of Reflect.ownKeys(s)) {
          if (u === '__proto__' || !Object.prototype.propertyIsEnumerable.call(s, u)) continue;
          let l = e.keyType._zod.run({ value: u, issues: [] }, n);
          if (l instanceof Promise) throw new Error('Async schemas not supported in object keys currently');
          if (typeof u == 'string' && ri.test(u) && l.issues.length) {
            const h = e.keyType._zod.run({ value: Number(u), issues: [] }, n);
            if (h instanceof Promise) throw new Error('Async schemas not supported in object keys currently');
            h.issues.length === 0 && (l = h);
          }
          if (l.issues.length) {
            e.mode === 'loose'
              ? (o.value[u] = s[u])
              : a
                ? ((c = c ?? []), c.push(u))
                : o.issues.push({
                    code: 'invalid_key',
                    origin: 'record',
                    issues: l.issues.map((h) => Yt(h, n, _t())),
                    input: u,
                    path: [u],
                    inst: t,
                  });
            continue;
          }
          const m = l.value;
          if (m === '__proto__') continue;
          const f = e.valueType._zod.run({ value: s[u], issues: [] }, n);
          f instanceof Promise
            ? i.push(
                f.then((h) => {
                  h.issues.length && o.issues.push(...oo(u, h.issues)), (o.value[m] = h.value);
                }),
              )
            : (f.issues.length && o.issues.push(...oo(u, f.issues)), (o.value[m] = f.value));
        }
        c && c.length > 0 && o.issues.push({ code: 'unrecognized_keys', input: s, inst: t, keys: c, continue: !0 });
      }
      return i.length ? Promise.all(i).then(() => o) : o;
    });
});
var WE = _('$ZodEnum', (t, e) => {
    te.init(t, e);
    const r = Yn(e.entries),
      o = new Set(r);
    (t._zod.values = o),
      V(t, 'pattern', (n) => {
        const s = Yn(n.def.entries).filter((i) => Sm.has(typeof i));
        return new RegExp(s.length ? `^(${s.map((i) => ro(i.toString())).join('|')})$` : '^[^\\s\\S]$');
      }),
      (t._zod.parse = (n, s) => {
        const i = n.value;
        return o.has(i) || n.issues.push({ code: 'invalid_value', values: r, input: i, inst: t }), n;
      });
  }),
  qE = _('$ZodLiteral', (t, e) => {
    te.init(t, e);
    const r = new Set(e.values);
    (t._zod.values = r),
      V(t, 'pattern', (o) => {
        const n = o.def.values;
        return new RegExp(
          n.length
            ? `^(${n.map((s) => (typeof s == 'string' ? ro(s) : s ? ro(s.toString()) : String(s))).join('|')})$`
            : '^[^\\s\\S]$',
        );
      }),
      (t._zod.parse = (o, n) => {
        const s = o.value;
        return r.has(s) || o.issues.push({ code: 'invalid_value', values: e.values, input: s, inst: t }), o;
      });
  });
var JE = _('$ZodTransform', (t, e) => {
  te.init(t, e),
    (t._zod.optin = 'optional'),
    pt.memoizer?.guard(t),
    (t._zod.parse = (r, o) => {
      if (o.direction === 'backward') throw new es(t.constructor.name);
      const n = e.transform(r.value, r);
      if (o.async) return (n instanceof Promise ? n : Promise.resolve(n)).then((i) => ((r.value = i), r));
      if (n instanceof Promise) throw new Xt();
      return (r.value = n), r;
    });
});
function rE(t, e) {
  return (t.value = e.issues.length ? void 0 : e.value), t;
}
var Mm = _('$ZodOptional', (t, e) => {
    te.init(t, e),
      V(t, 'optin', (r) => (r.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
      (t._zod.optout = 'optional'),
      V(t, 'values', (r) => {
        const o = r.def.innerType._zod.values;
        return o ? new Set([...o, void 0]) : void 0;
      }),
      V(t, 'pattern', (r) => {
        const o = r.def.innerType._zod.pattern;
        return o ? new RegExp(`^(${Js(o.source)})?$`) : void 0;
      }),
      (t._zod.parse = (r, o) => {
        if (r.value === void 0) {
          if (e.innerType._zod.optin !== 'defaulted') return r;
          const n = e.innerType._zod.run({ value: r.value, issues: [] }, o);
          return n instanceof Promise ? n.then((s) => rE(r, s)) : rE(r, n);
        }
        return e.innerType._zod.run(r, o);
      });
  }),
  YE = _('$ZodExactOptional', (t, e) => {
    Mm.init(t, e),
      V(t, 'values', (r) => r.def.innerType._zod.values),
      V(t, 'pattern', (r) => r.def.innerType._zod.pattern),
      (t._zod.parse = (r, o) => e.innerType._zod.run(r, o));
  }),
  XE = _('$ZodNullable', (t, e) => {
    te.init(t, e),
      V(t, 'optin', (r) => r.def.innerType._zod.optin),
      V(t, 'optout', (r) => r.def.innerType._zod.optout),
      V(t, 'pattern', (r) => {
        const o = r.def.innerType._zod.pattern;
        return o ? new RegExp(`^(${Js(o.source)}|null)$`) : void 0;
      }),
      V(t, 'values', (r) => (r.def.innerType._zod.values ? new Set([...r.def.innerType._zod.values, null]) : void 0)),
      (t._zod.parse = (r, o) => (r.value === null ? r : e.innerType._zod.run(r, o)));
  }),
  QE = _('$ZodDefault', (t, e) => {
    te.init(t, e),
      (t._zod.optin = 'defaulted'),
      V(t, 'values', (r) => r.def.innerType._zod.values),
      (t._zod.parse = (r, o) => {
        if (o.direction === 'backward') return e.innerType._zod.run(r, o);
        if (r.value === void 0) return (r.value = e.defaultValue), r;
        const n = e.innerType._zod.run(r, o);
        return n instanceof Promise ? n.then((s) => oE(s, e)) : oE(n, e);
      });
  });
function oE(t, e) {
  return t.value === void 0 && (t.value = e.defaultValue), t;
}
var eb = _('$ZodPrefault', (t, e) => {
    te.init(t, e),
      (t._zod.optin = 'defaulted'),
      V(t, 'values', (r) => r.def.innerType._zod.values),
      (t._zod.parse = (r, o) => (
        o.direction === 'backward' || (r.value === void 0 && (r.value = e.defaultValue)), e.innerType._zod.run(r, o)
      ));
  }),
  tb = _('$ZodNonOptional', (t, e) => {
    te.init(t, e),
      V(t, 'values', (r) => {
        const o = r.def.innerType._zod.values;
        return o ? new Set([...o].filter((n) => n !== void 0)) : void 0;
      }),
      (t._zod.parse = (r, o) => {
        const n = e.innerType._zod.run(r, o);
        return n instanceof Promise ? n.then((s) => nE(s, t)) : nE(n, t);
      });
  });
function nE(t, e) {
  return (
    !t.issues.length &&
      t.value === void 0 &&
      t.issues.push({ code: 'invalid_type', expected: 'nonoptional', input: t.value, inst: e }),
    t
  );
}
function sE(t, e, r, o) {
  return e.issues.length
    ? ((t.value = r.catchValue({
        ...e,
        value: t.value,
        error: { issues: e.issues.map((n) => Yt(n, o, _t())) },
        input: t.value,
      })),
      t)
    : ((t.value = e.value), e.memo && (t.memo = !0), t);
}
var rb = _('$ZodCatch', (t, e) => {
  te.init(t, e),
    V(t, 'optin', (r) => (r.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
    V(t, 'optout', (r) => r.def.innerType._zod.optout),
    V(t, 'values', (r) => r.def.innerType._zod.values),
    (t._zod.parse = (r, o) => {
      if (o.direction === 'backward') return e.innerType._zod.run(r, o);
      const n = e.innerType._zod.run({ value: r.value, issues: [] }, o);
      return n instanceof Promise ? n.then((s) => sE(r, s, e, o)) : sE(r, n, e, o);
    });
});
var Um = _('$ZodPipe', (t, e) => {
  te.init(t, e),
    V(t, 'values', (r) => r.def.in._zod.values),
    V(t, 'optin', (r) => r.def.in._zod.optin),
    V(t, 'optout', (r) => r.def.out._zod.optout),
    V(t, 'propValues', (r) => r.def.in._zod.propValues),
    (t._zod.parse = (r, o) => {
      if (o.direction === 'backward') {
        const s = e.out._zod.run(r, o);
        return s instanceof Promise ? s.then((i) => Bc(i, e.in, o)) : Bc(s, e.in, o);
      }
      const n = e.in._zod.run(r, o);
      return n instanceof Promise ? n.then((s) => Bc(s, e.out, o)) : Bc(n, e.out, o);
    });
});
function Bc(t, e, r) {
  return t.issues.some((o) => o.code !== 'unrecognized_keys')
    ? ((t.aborted = !0), t)
    : e._zod.run({ value: t.value, issues: t.issues }, r);
}
var Wc = _('$ZodCodec', (t, e) => {
  te.init(t, e),
    V(t, 'values', (r) => r.def.in._zod.values),
    V(t, 'optin', (r) => r.def.in._zod.optin),
    V(t, 'optout', (r) => r.def.out._zod.optout),
    V(t, 'propValues', (r) => r.def.in._zod.propValues),
    (t._zod.parse = (r, o) => {
      if ((o.direction || 'forward') === 'forward') {
        const s = e.in._zod.run(r, o);
        return s instanceof Promise ? s.then((i) => Vc(i, e, o)) : Vc(s, e, o);
      } else {
        const s = e.out._zod.run(r, o);
        return s instanceof Promise ? s.then((i) => Vc(i, e, o)) : Vc(s, e, o);
      }
    });
});
function Vc(t, e, r) {
  if (t.issues.length) return (t.aborted = !0), t;
  if ((r.direction || 'forward') === 'forward') {
    const n = e.transform(t.value, t);
    return n instanceof Promise ? n.then((s) => jc(t, s, e.out, r)) : jc(t, n, e.out, r);
  } else {
    const n = e.reverseTransform(t.value, t);
    return n instanceof Promise ? n.then((s) => jc(t, s, e.in, r)) : jc(t, n, e.in, r);
  }
}
function jc(t, e, r, o) {
  return t.issues.length ? ((t.aborted = !0), t) : r._zod.run({ value: e, issues: t.issues }, o);
}
var ob = _('$ZodPreprocess', (t, e) => {
    Um.init(t, e);
  }),
  nb = _('$ZodReadonly', (t, e) => {
    te.init(t, e),
      V(t, 'propValues', (r) => r.def.innerType._zod.propValues),
      V(t, 'values', (r) => r.def.innerType._zod.values),
      V(t, 'optin', (r) => r.def.innerType?._zod?.optin),
      V(t, 'optout', (r) => r.def.innerType?._zod?.optout),
      (t._zod.parse = (r, o) => {
        if (o.direction === 'backward') return e.innerType._zod.run(r, o);
        const n = e.innerType._zod.run(r, o);
        return n instanceof Promise ? n.then(iE) : iE(n);
      });
  });
function iE(t) {
  return t.memo || (t.value = Object.freeze(t.value)), t;
}
var sb = _('$ZodCustom', (t, e) => {
  $e.init(t, e),
    te.init(t, e),
    (t._zod.parse = (r, o) => r),
    (t._zod.check = (r) => {
      const o = r.value,
        n = e.fn(o);
      if (n instanceof Promise) return n.then((s) => aE(s, r, o, t));
      aE(n, r, o, t);
    });
});
function aE(t, e, r, o) {
  if (!t) {
    const n = { code: 'custom', input: r, inst: o, path: [...(o._zod.def.path ?? [])], continue: !o._zod.def.abort };
    o._zod.def.params && (n.params = o._zod.def.params), e.issues.push(Qn(n));
  }
}
var Bm = class extends Error {
    constructor() {
      super('Cannot parse a reference cycle that closes through a transform'), (this.name = 'ZodCyclicError');
    }
  },
  Vm = '~memo',
  ib = [];
function ab(t) {
  return t !== null && typeof t == 'object';
}
function Fm(t) {
  return t.map((e) => (e.path ? { ...e, path: e.path.slice() } : { ...e }));
}
var cb = new WeakMap(),
  si = 0,
  Yc = 1,
  ii = 2;
function Xc(t, e, r) {
  const o = cb.get(t);
  if (o !== void 0) return o ? ii : si;
  if (e.has(t)) return ii;
  e.add(t);
  let n = si,
    s = (l) => {
      if (n !== ii && l?._zod) {
        const d = Xc(l, e, r);
        d > n && (n = d);
      }
    },
    i = (l, d) => {
      let m = si;
      for (const f of Reflect.ownKeys(l)) {
        const h = Object.getOwnPropertyDescriptor(l, f);
        if (d && !h.enumerable) continue;
        const g = h.get ? Yc : h.value?._zod ? Xc(h.value, e, r) : si;
        g > m && (m = g);
      }
      return m;
    },
    a = (l) => {
      l > n && (n = l);
    },
    c = t._zod.def,
    u = c.type;
  switch (u) {
    case 'object': {
      const l = Ys(c);
      a(l ? i(l, !0) : Yc), s(c.catchall);
      break;
    }
    case 'array':
      s(c.element);
      break;
    case 'tuple':
      for (const l of c.items) s(l);
      s(c.rest);
      break;
    case 'record':
    case 'map':
      s(c.keyType), s(c.valueType);
      break;
    case 'set':
      s(c.valueType);
      break;
    case 'union':
      for (const l of c.options) s(l);
      break;
    case 'intersection':
      s(c.left), s(c.right);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'promise':
    case 'success':
      s(c.innerType);
      break;
    case 'pipe':
      s(c.in), s(c.out);
      break;
    case 'function':
      s(c.input), s(c.output);
      break;
    case 'lazy': {
      const l = c._cachedInner ?? (r ? t._zod.innerType : void 0);
      a(l ? Xc(l, e, !1) : Yc);
      break;
    }
    case 'template_literal':
    case 'string':
    case 'number':
    case 'int':
    case 'boolean':
    case 'bigint':
    case 'symbol':
    case 'undefined':
    case 'null':
    case 'void':
    case 'never':
    case 'any':
    case 'unknown':
    case 'date':
    case 'nan':
    case 'enum':
    case 'literal':
    case 'file':
    case 'transform':
    case 'custom':
      break;
    default:
      for (const l in c) {
        const d = Object.getOwnPropertyDescriptor(c, l);
        if (!d || d.get) continue;
        const m = d.value;
        if (!(!m || typeof m != 'object')) {
          if (m._zod) s(m);
          else if (Array.isArray(m)) for (const f of m) s(f);
        }
      }
  }
  return e.delete(t), ZU(t, n);
}
function ZU(t, e) {
  return e !== Yc && cb.set(t, e === ii), e;
}
function WU(t, e) {
  let r = t.buckets.get(e);
  return r || ((r = new WeakMap()), t.buckets.set(e, r)), r;
}
var qc,
  Jc = [],
  qU = {
    alloc(t, e, r) {
      const o = qc;
      if (!o) return r;
      qc = void 0;
      const n = { value: r, issues: null };
      return o.set(e.value, n), Jc.push(n), r;
    },
    guard(t) {
      var e;
      (e = t._zod).deferred ?? (e.deferred = []),
        t._zod.deferred.push(() => {
          const r = t._zod.parse,
            o = (n, s) => {
              if (s.direction !== 'backward' && JU(s, n.value)) throw new Bm();
              return r(n, s);
            };
          (t._zod.parse = o), t._zod.run === r && (t._zod.run = o);
        });
    },
    attach(t) {
      var e;
      let r,
        o = !1,
        n,
        s;
      (e = t._zod).deferred ?? (e.deferred = []),
        t._zod.deferred.push(() => {
          const i = t._zod.parse,
            a = (c, u) => {
              if (r === void 0) {
                const S = Xc(t, new Set(), !1);
                if (S === si) return (t._zod.parse = i), t._zod.run === a && (t._zod.run = i), i(c, u);
                S === ii || o ? (r = !0) : (o = !0);
              }
              const l = c.value;
              if (!ab(l)) return i(c, u);
              let d = u[Vm];
              d || ((d = { buckets: new WeakMap(), backEdges: void 0 }), (u[Vm] = d));
              let m;
              n === u ? (m = s) : ((m = WU(d, t)), (n = u), (s = m));
              const f = m.get(l);
              if (f)
                return (
                  (c.value = f.value),
                  f.issues
                    ? f.issues.length && c.issues.push(...Fm(f.issues))
                    : ((c.memo = !0), d.backEdges ?? (d.backEdges = new WeakSet()), d.backEdges.add(f.value)),
                  c
                );
              qc = m;
              const h = Jc.length,
                g = i(c, u);
              qc = void 0;
              const y = Jc.length > h ? Jc.pop() : void 0;
              return g instanceof Promise
                ? g.then((S) => (y && (y.issues = S.issues.length ? Fm(S.issues) : ib), S))
                : (y && (y.issues = g.issues.length ? Fm(g.issues) : ib), g);
            };
          (t._zod.parse = a), t._zod.run === i && (t._zod.run = a);
        });
    },
  };
function ub() {
  return qU;
}
function JU(t, e) {
  const r = t[Vm]?.backEdges;
  return r !== void 0 && ab(e) && r.has(e);
}
var YU = () => {
  const t = {
    string: { unit: 'characters', verb: 'to have' },
    file: { unit: 'bytes', verb: 'to have' },
    array: { unit: 'items', verb: 'to have' },
    set: { unit: 'items', verb: 'to have' },
    map: { unit: 'entries', verb: 'to have' },
  };
  function e(s) {
    return t[s] ?? null;
  }
  const r = {
      regex: 'input',
      email: 'email address',
      url: 'URL',
      emoji: 'emoji',
      uuid: 'UUID',
      uuidv4: 'UUIDv4',
      uuidv6: 'UUIDv6',
      nanoid: 'nanoid',
      guid: 'GUID',
      cuid: 'cuid',
      cuid2: 'cuid2',
      ulid: 'ULID',
      xid: 'XID',
      ksuid: 'KSUID',
      datetime: 'ISO datetime',
      date: 'ISO date',
      time: 'ISO time',
      duration: 'ISO duration',
      ipv4: 'IPv4 address',
      ipv6: 'IPv6 address',
      mac: 'MAC address',
      cidrv4: 'IPv4 range',
      cidrv6: 'IPv6 range',
      base64: 'base64-encoded string',
      base64url: 'base64url-encoded string',
      json_string: 'JSON string',
      e164: 'E.164 number',
      currency_code: 'currency code',
      credit_card: 'credit card number',
      iban: 'IBAN',
      jwt: 'JWT',
      template_literal: 'input',
    },
    o = { nan: 'NaN' };
  function n(s, i) {
    return s === 'number' && typeof i == 'number' && !Number.isFinite(i) ? String(i) : (o[s] ?? s);
  }
  return (s) => {
    switch (s.code) {
      case 'invalid_type': {
        const i = n(s.expected),
          a = Em(s.input),
          c = n(a, s.input);
        return `Invalid input: expected ${i}, received ${c}`;
      }
      case 'invalid_value':
        return s.values.length === 1
          ? `Invalid input: expected ${Rc(s.values[0])}`
          : `Invalid option: expected one of ${Ac(s.values, '|')}`;
      case 'too_big': {
        const i = s.exact ? 'exactly ' : s.inclusive ? '<=' : '<',
          a = e(s.origin);
        return a
          ? `Too big: expected ${s.origin ?? 'value'} to have ${i}${s.maximum.toString()} ${a.unit ?? 'elements'}`
          : `Too big: expected ${s.origin ?? 'value'} to be ${i}${s.maximum.toString()}`;
      }
      case 'too_small': {
        const i = s.exact ? 'exactly ' : s.inclusive ? '>=' : '>',
          a = e(s.origin);
        return a
          ? `Too small: expected ${s.origin} to have ${i}${s.minimum.toString()} ${a.unit}`
          : `Too small: expected ${s.origin} to be ${i}${s.minimum.toString()}`;
      }
      case 'invalid_format': {
        const i = s;
        return i.format === 'starts_with'
          ? `Invalid string: must start with "${i.prefix}"`
          : i.format === 'ends_with'
            ? `Invalid string: must end with "${i.suffix}"`
            : i.format === 'includes'
              ? `Invalid string: must include "${i.includes}"`
              : i.format === 'regex'
                ? `Invalid string: must match pattern ${i.pattern}`
                : `Invalid ${r[i.format] ?? s.format}`;
      }
      case 'not_multiple_of':
        return `Invalid number: must be a multiple of ${s.divisor}`;
      case 'unrecognized_keys':
        return `Unrecognized key${s.keys.length > 1 ? 's' : ''}: ${Ac(s.keys, ', ')}`;
      case 'invalid_key':
        return `Invalid key in ${s.origin}`;
      case 'invalid_union':
        return s.options && Array.isArray(s.options) && s.options.length > 0
          ? `Invalid discriminator value. Expected ${s.options.map((a) => `'${a}'`).join(' | ')}`
          : s.inclusive === !1
            ? 'Invalid input: more than one option matched'
            : 'Invalid input';
      case 'invalid_element':
        return `Invalid value in ${s.origin}`;
      default:
        return 'Invalid input';
    }
  };
};
function lb() {
  return { localeError: YU() };
}
var pb;
var jm = class {
  constructor() {
    (this._map = new WeakMap()), (this._idmap = new Map());
  }
  add(e, ...r) {
    const o = r[0];
    return this._map.set(e, o), o && typeof o == 'object' && 'id' in o && this._idmap.set(o.id, e), this;
  }
  clear() {
    return (this._map = new WeakMap()), (this._idmap = new Map()), this;
  }
  remove(e) {
    const r = this._map.get(e);
    return r && typeof r == 'object' && 'id' in r && this._idmap.delete(r.id), this._map.delete(e), this;
  }
  get(e) {
    const r = e._zod.parent;
    if (r) {
      const o = { ...(this.get(r) ?? {}) };
      delete o.id;
      const n = { ...o, ...this._map.get(e) };
      return Object.keys(n).length ? n : void 0;
    }
    return this._map.get(e);
  }
  has(e) {
    return this._map.has(e);
  }
};
function XU() {
  return new jm();
}
(pb = globalThis).__zod_globalRegistry ?? (pb.__zod_globalRegistry = XU());
var nn = globalThis.__zod_globalRegistry;
function Qc(t) {
  return t.checks && (t.checks = [...t.checks]), t;
}
function db(t, e) {
  return new t(Qc({ type: 'string', ...R(e) }));
}
function mb(t, e) {
  return new t(Qc({ type: 'string', coerce: !0, ...R(e) }));
}
function Hm(t, e) {
  return new t({ type: 'string', format: 'email', check: 'string_format', abort: !1, ...R(e) });
}
function fb(t, e) {
  return new t({ type: 'string', format: 'guid', check: 'string_format', abort: !1, ...R(e) });
}
function hb(t, e) {
  return new t({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, ...R(e) });
}
function gb(t, e) {
  return new t({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v4', ...R(e) });
}
function yb(t, e) {
  return new t({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v6', ...R(e) });
}
function Sb(t, e) {
  return new t({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v7', ...R(e) });
}
function Gm(t, e) {
  return new t({ type: 'string', format: 'url', check: 'string_format', abort: !1, ...R(e) });
}
function xb(t, e) {
  return new t({ type: 'string', format: 'emoji', check: 'string_format', abort: !1, ...R(e) });
}
function _b(t, e) {
  return new t({ type: 'string', format: 'nanoid', check: 'string_format', abort: !1, ...R(e) });
}
function Eb(t, e) {
  return new t({ type: 'string', format: 'cuid', check: 'string_format', abort: !1, ...R(e) });
}
function bb(t, e) {
  return new t({ type: 'string', format: 'cuid2', check: 'string_format', abort: !1, ...R(e) });
}
function wb(t, e) {
  return new t({ type: 'string', format: 'ulid', check: 'string_format', abort: !1, ...R(e) });
}
function Ib(t, e) {
  return new t({ type: 'string', format: 'xid', check: 'string_format', abort: !1, ...R(e) });
}
function Tb(t, e) {
  return new t({ type: 'string', format: 'ksuid', check: 'string_format', abort: !1, ...R(e) });
}
function vb(t, e) {
  return new t({ type: 'string', format: 'ipv4', check: 'string_format', abort: !1, ...R(e) });
}
function Ab(t, e) {
  return new t({ type: 'string', format: 'ipv6', check: 'string_format', abort: !1, ...R(e) });
}
function Cb(t, e) {
  return new t({ type: 'string', format: 'cidrv4', check: 'string_format', abort: !1, ...R(e) });
}
function Rb(t, e) {
  return new t({ type: 'string', format: 'cidrv6', check: 'string_format', abort: !1, ...R(e) });
}
function Pb(t, e) {
  return new t({ type: 'string', format: 'base64', check: 'string_format', abort: !1, ...R(e) });
}
function Ob(t, e) {
  return new t({ type: 'string', format: 'base64url', check: 'string_format', abort: !1, ...R(e) });
}
function kb(t, e) {
  return new t({ type: 'string', format: 'e164', check: 'string_format', abort: !1, ...R(e) });
}
function Nb(t, e) {
  return new t({ type: 'string', format: 'jwt', check: 'string_format', abort: !1, ...R(e) });
}
function eu(t, e) {
  return new t({
    type: 'string',
    format: 'datetime',
    check: 'string_format',
    offset: !1,
    local: !1,
    precision: null,
    ...R(e),
  });
}
function tu(t, e) {
  return new t({ type: 'string', format: 'date', check: 'string_format', ...R(e) });
}
function ru(t, e) {
  return new t({ type: 'string', format: 'time', check: 'string_format', precision: null, ...R(e) });
}
function ou(t, e) {
  return new t({ type: 'string', format: 'duration', check: 'string_format', ...R(e) });
}
function Db(t, e) {
  return new t(Qc({ type: 'number', checks: [], ...R(e) }));
}
function $b(t, e) {
  return new t(Qc({ type: 'number', coerce: !0, checks: [], ...R(e) }));
}
function Lb(t, e) {
  return new t({ type: 'number', check: 'number_format', abort: !1, format: 'safeint', ...R(e) });
}
function zb(t, e) {
  return new t({ type: 'boolean', ...R(e) });
}
function Mb(t, e) {
  return new t({ type: 'boolean', coerce: !0, ...R(e) });
}
function Ub(t, e) {
  return new t({ type: 'bigint', coerce: !0, ...R(e) });
}
function Fb(t) {
  return new t({ type: 'unknown' });
}
function Bb(t, e) {
  return new t({ type: 'never', ...R(e) });
}
function Vb(t, e) {
  return new t({ type: 'date', coerce: !0, ...R(e) });
}
function rs(t, e) {
  return new km({ check: 'less_than', ...R(e), value: t, inclusive: !1 });
}
function no(t, e) {
  return new km({ check: 'less_than', ...R(e), value: t, inclusive: !0 });
}
function os(t, e) {
  return new Nm({ check: 'greater_than', ...R(e), value: t, inclusive: !1 });
}
function so(t, e) {
  return new Nm({ check: 'greater_than', ...R(e), value: t, inclusive: !0 });
}
function ai(t, e) {
  return new M_({ check: 'multiple_of', ...R(e), value: t });
}
function nu(t, e) {
  return new F_({ check: 'max_length', ...R(e), maximum: t });
}
function ns(t, e) {
  return new B_({ check: 'min_length', ...R(e), minimum: t });
}
function su(t, e) {
  return new V_({ check: 'length_equals', ...R(e), length: t });
}
function Km(t, e) {
  return new j_({ check: 'string_format', format: 'regex', ...R(e), pattern: t });
}
function Zm(t) {
  return new H_({ check: 'string_format', format: 'lowercase', ...R(t) });
}
function Wm(t) {
  return new G_({ check: 'string_format', format: 'uppercase', ...R(t) });
}
function qm(t, e) {
  return new K_({ check: 'string_format', format: 'includes', ...R(e), includes: t });
}
function Jm(t, e) {
  return new Z_({ check: 'string_format', format: 'starts_with', ...R(e), prefix: t });
}
function Ym(t, e) {
  return new W_({ check: 'string_format', format: 'ends_with', ...R(e), suffix: t });
}
function vo(t) {
  return new q_({ check: 'overwrite', tx: t });
}
function Xm(t) {
  return vo((e) => e.normalize(t));
}
function Qm() {
  return vo((t) => t.trim());
}
function ef() {
  return vo((t) => t.toLowerCase());
}
function tf() {
  return vo((t) => t.toUpperCase());
}
function rf() {
  return vo((t) => gm(t));
}
function jb(t, e, r) {
  return new t({ type: 'array', element: e, ...R(r) });
}
function Hb(t, e, r) {
  return new t({ type: 'custom', check: 'custom', fn: e, ...R(r) });
}
function Gb(t, e) {
  const r = QU(
    (o) => (
      (o.addIssue = (n) => {
        if (typeof n == 'string') o.issues.push(Qn(n, o.value, r._zod.def));
        else {
          const s = n;
          s.fatal && (s.continue = !1),
            s.code ?? (s.code = 'custom'),
            'input' in s || (s.input = o.value),
            s.inst ?? (s.inst = r),
            s.continue ?? (s.continue = !r._zod.def.abort),
            o.issues.push(Qn(s));
        }
      }),
      t(o.value, o)
    ),
    e,
  );
  return r;
}
function QU(t, e) {
  const r = new $e({ check: 'custom', ...R(e) });
  return (r._zod.check = t), r;
}
function Kb(t, e) {
  let r = R(e),
    o = r.truthy ?? ['true', '1', 'yes', 'on', 'y', 'enabled'],
    n = r.falsy ?? ['false', '0', 'no', 'off', 'n', 'disabled'];
  r.case !== 'sensitive' &&
    ((o = o.map((f) => (typeof f == 'string' ? f.toLowerCase() : f))),
    (n = n.map((f) => (typeof f == 'string' ? f.toLowerCase() : f))));
  const s = new Set(o),
    i = new Set(n),
    a = t.Codec ?? Wc,
    c = t.Boolean ?? Zc,
    u = t.String ?? ts,
    l = new u({ type: 'string', error: r.error }),
    d = new c({ type: 'boolean', error: r.error }),
    m = new a({
      type: 'pipe',
      in: l,
      out: d,
      transform: (f, h) => {
        let g = f;
        return (
          r.case !== 'sensitive' && (g = g.toLowerCase()),
          s.has(g)
            ? !0
            : i.has(g)
              ? !1
              : (h.issues.push({
                  code: 'invalid_value',
                  expected: 'stringbool',
                  values: [...s, ...i],
                  input: h.value,
                  inst: m,
                  continue: !1,
                }),
                {})
        );
      },
      reverseTransform: (f, h) => (f === !0 ? o[0] || 'true' : n[0] || 'false'),
      error: r.error,
    });
  return (m._zod.bag.truthy = o), (m._zod.bag.falsy = n), (m._zod.bag.case = r.case ?? 'insensitive'), m;
}
function ci(t, ...e) {
  for (const r of e)
    for (const o of Reflect.ownKeys(r)) Object.prototype.propertyIsEnumerable.call(r, o) && Nt(t, o, r[o]);
  return t;
}
function nf(t) {
  let e = t?.target ?? 'draft-2020-12';
  return (
    e === 'draft-4' && (e = 'draft-04'),
    e === 'draft-7' && (e = 'draft-07'),
    {
      processors: t.processors ?? {},
      metadataRegistry: t?.metadata ?? nn,
      target: e,
      unrepresentable: t?.unrepresentable ?? 'throw',
      override: t?.override ?? (() => {}),
      io: t?.io ?? 'output',
      counter: 0,
      seen: new Map(),
      sharedDefsExtractedFor: void 0,
      sharedEmitDoneFor: void 0,
      cycles: t?.cycles ?? 'ref',
      reused: t?.reused ?? 'inline',
      intersections: [],
      deferred: [],
      external: t?.external ?? void 0,
    }
  );
}
function Qt(t, e, r, o, n) {
  const s =
    typeof e.unrepresentable == 'function'
      ? e.unrepresentable({ zodSchema: t, path: o.path, message: n })
      : e.unrepresentable;
  if (s === 'any') return !1;
  if (s === void 0 || s === 'throw') throw new Error(n);
  return Object.assign(r, s), !0;
}
function xe(t, e, r = { path: [], schemaPath: [] }) {
  var o;
  const n = t._zod.def,
    s = e.seen.get(t);
  if (s) return s.count++, r.schemaPath.includes(t) && (s.cycle = r.path), s.schema;
  const i = { schema: {}, count: 1, cycle: void 0, path: r.path };
  e.seen.set(t, i), (e.sharedDefsExtractedFor = void 0), (e.sharedEmitDoneFor = void 0);
  const a = t._zod.toJSONSchema?.();
  if (a) i.schema = a;
  else {
    const l = { ...r, schemaPath: [...r.schemaPath, t], path: r.path };
    if (t._zod.processJSONSchema) t._zod.processJSONSchema(e, i.schema, l);
    else {
      const m = i.schema,
        f = e.processors[n.type];
      if (!f) throw new Error(`[toJSONSchema]: Non-representable type encountered: ${n.type}`);
      f(t, e, m, l);
    }
    const d = t._zod.parent;
    d && (i.ref || (i.ref = d), xe(d, e, l), (e.seen.get(d).isParent = !0));
  }
  const c = e.metadataRegistry.get(t);
  return (
    c && ci(i.schema, c),
    e.io === 'input' && Xe(t) && (delete i.schema.examples, delete i.schema.default),
    e.io === 'input' && '_prefault' in i.schema && ((o = i.schema).default ?? (o.default = i.schema._prefault)),
    delete i.schema._prefault,
    e.seen.get(t).schema
  );
}
function Zb(t) {
  return t.replace(/~/g, '~0').replace(/\//g, '~1');
}
function sf(t, e) {
  const r = t.seen.get(e);
  if (!r) throw new Error('Unprocessed schema. This is a bug in Zod.');
  if (t.external && t.sharedDefsExtractedFor === t.external) return;
  const o = new Map();
  for (const i of t.seen.entries()) {
    const a = t.metadataRegistry.get(i[0])?.id;
    if (a) {
      const c = o.get(a);
      if (c && c !== i[0])
        throw new Error(
          `Duplicate schema id "${a}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`,
        );
      o.set(a, i[0]);
    }
  }
  const n = (i) => {
      const a = t.target === 'draft-2020-12' ? '$defs' : 'definitions';
      if (t.external) {
        const d = t.external.registry.get(i[0])?.id,
          m = t.external.uri ?? ((h) => h);
        if (d) return { ref: m(d) };
        const f = i[1].defId ?? i[1].schema.id ?? `schema${t.counter++}`;
        return (i[1].defId = f), { defId: f, ref: `${m('__shared')}#/${a}/${Zb(f)}` };
      }
      const c = '#',
        u = `${c}/${a}/`;
      if (i[1] === r && !i[1].schema.id) return { ref: c };
      const l = i[1].schema.id ?? `__schema${t.counter++}`;
      return { defId: l, ref: u + Zb(l) };
    },
    s = (i) => {
      if (i[1].schema.$ref) return;
      const a = i[1],
        { ref: c, defId: u } = n(i);
      (a.def = { ...a.schema }), u && (a.defId = u);
      const l = a.schema;
      for (const d in l) delete l[d];
      l.$ref = c;
    };
  if (t.cycles === 'throw')
    for (const i of t.seen.entries()) {
      const a = i[1];
      if (a.cycle)
        throw new Error(`Cycle detected: #/${a.cycle?.join('/')}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
    }
  for (const i of t.seen.entries()) {
    const a = i[1];
    if (e === i[0]) {
      s(i);
      continue;
    }
    if (t.external) {
      const u = t.external.registry.get(i[0])?.id;
      if (e !== i[0] && u) {
        s(i);
        continue;
      }
    }
    if (t.metadataRegistry.get(i[0])?.id) {
      s(i);
      continue;
    }
    if (a.cycle) {
      s(i);
      continue;
    }
    a.count > 1 && t.reused === 'ref' && s(i);
  }
  t.external && (t.sharedDefsExtractedFor = t.external);
}
function Jb(t) {
  const e = t.anyOf;
  if (!Array.isArray(e) || e.length === 0 || t.type !== void 0) return;
  const r = [];
  for (const o of e) {
    if (!o || typeof o != 'object') return;
    Jb(o);
    const n = Object.keys(o);
    if (n.length !== 1 || n[0] !== 'type') return;
    const s = o.type;
    for (const i of Array.isArray(s) ? s : [s]) {
      if (typeof i != 'string') return;
      r.includes(i) || r.push(i);
    }
  }
  delete t.anyOf, (t.type = r.length === 1 ? r[0] : r);
}
var Yb = new Set(['type', 'properties', 'required', 'additionalProperties']),
  Wb = ['oneOf', 'anyOf'];
function qb(t) {
  const e = t.additionalProperties;
  return e === void 0 || e === !1 || typeof e != 'object' || e === null ? null : Object.keys(e).length ? e : null;
}
function of(t) {
  const e = [];
  for (const s of t) {
    if (typeof s != 'object' || s.type !== 'object') return null;
    for (const i in s) if (!Yb.has(i)) return null;
    e.push(s);
  }
  const r = {},
    o = new Set();
  for (const s of e) {
    for (const i in s.properties) {
      if (Object.hasOwn(r, i)) continue;
      const a = [];
      for (const u of e) {
        const l = u.properties?.[i] ?? qb(u);
        l != null && (a.some((d) => JSON.stringify(d) === JSON.stringify(l)) || a.push(l));
      }
      const c = a.length === 1 ? a[0] : (of(a) ?? { allOf: a });
      Nt(r, i, c);
    }
    for (const i of s.required ?? []) o.add(i);
  }
  const n = { type: 'object', properties: r };
  if ((o.size && (n.required = [...o]), e.every((s) => s.additionalProperties === !1))) n.additionalProperties = !1;
  else {
    const s = [];
    for (const i of e) {
      const a = qb(i);
      a && !s.some((c) => JSON.stringify(c) === JSON.stringify(a)) && s.push(a);
    }
    s.length === 1 ? (n.additionalProperties = s[0]) : s.length > 1 && (n.additionalProperties = { allOf: s });
  }
  return n;
}
function eF(t) {
  const e = t.allOf;
  if (!Array.isArray(e) || e.length < 2) return;
  for (const n of Yb) if (n in t) return;
  let r = e.filter((n) => Wb.some((s) => Array.isArray(n[s]))),
    o = null;
  if (!r.length) o = of(e);
  else {
    const n = r[0],
      s = Wb.find((c) => Array.isArray(n[c]));
    if (Object.keys(n).length !== 1) return;
    const i = e.filter((c) => c !== n),
      a = n[s].map((c) => of([...i, c]));
    if (a.some((c) => !c)) return;
    o = { [s]: a };
  }
  o && (delete t.allOf, ci(t, o));
}
function af(t, e) {
  const r = t.seen.get(e);
  if (!r) throw new Error('Unprocessed schema. This is a bug in Zod.');
  const o = (a) => {
    const c = t.seen.get(a);
    if (c.ref === null) return;
    const u = c.def ?? c.schema,
      l = { ...u },
      d = c.ref;
    if (((c.ref = null), d)) {
      o(d);
      const f = t.seen.get(d),
        h = f.schema;
      if (
        (h.$ref && (t.target === 'draft-07' || t.target === 'draft-04' || t.target === 'openapi-3.0')
          ? ((u.allOf = u.allOf ?? []), u.allOf.push(h))
          : ci(u, h),
        ci(u, l),
        a._zod.parent === d)
      )
        for (const y in u) y === '$ref' || y === 'allOf' || y in l || delete u[y];
      if (h.$ref && f.def)
        for (const y in u)
          y === '$ref' ||
            y === 'allOf' ||
            (y in f.def && JSON.stringify(u[y]) === JSON.stringify(f.def[y]) && delete u[y]);
    }
    const m = a._zod.parent;
    if (m && m !== d) {
      o(m);
      const f = t.seen.get(m);
      if (f?.schema.$ref && ((u.$ref = f.schema.$ref), f.def))
        for (const h in u)
          h === '$ref' ||
            h === 'allOf' ||
            (h in f.def && JSON.stringify(u[h]) === JSON.stringify(f.def[h]) && delete u[h]);
    }
    t.override({ zodSchema: a, jsonSchema: u, path: c.path ?? [] });
  };
  if (!t.external || t.sharedEmitDoneFor !== t.external) {
    for (const a of [...t.seen.entries()].reverse()) o(a[0]);
    if (t.target !== 'openapi-3.0') for (const a of t.seen.entries()) Jb(a[1].def ?? a[1].schema);
    for (const a of t.deferred) a();
    if (t.intersections.length) {
      const a = new Map();
      for (const c of t.seen.values())
        for (const u of [c.schema, c.def]) {
          const l = u?.allOf;
          if (!Array.isArray(l)) continue;
          const d = a.get(l);
          d ? d.push(u) : a.set(l, [u]);
        }
      for (const c of t.intersections) for (const u of a.get(c) ?? []) eF(u);
    }
  }
  const n = {};
  if (
    (t.target === 'draft-2020-12'
      ? (n.$schema = 'https://json-schema.org/draft/2020-12/schema')
      : t.target === 'draft-07'
        ? (n.$schema = 'http://json-schema.org/draft-07/schema#')
        : t.target === 'draft-04'
          ? (n.$schema = 'http://json-schema.org/draft-04/schema#')
          : t.target,
    t.external?.uri)
  ) {
    const a = t.external.registry.get(e)?.id;
    if (!a) throw new Error('Schema is missing an `id` property');
    n.$id = t.external.uri(a);
  }
  ci(n, r.defId ? r.schema : (r.def ?? r.schema));
  const s = t.metadataRegistry.get(e)?.id;
  s !== void 0 && n.id === s && delete n.id;
  const i = t.external?.defs ?? {};
  if (!t.external || t.sharedEmitDoneFor !== t.external)
    for (const a of t.seen.entries()) {
      const c = a[1];
      c.def && c.defId && (c.def.id === c.defId && delete c.def.id, Nt(i, c.defId, c.def));
    }
  t.external && (t.sharedEmitDoneFor = t.external),
    t.external || (Object.keys(i).length > 0 && (t.target === 'draft-2020-12' ? (n.$defs = i) : (n.definitions = i)));
  try {
    const a = JSON.parse(JSON.stringify(n));
    return (
      Object.defineProperty(a, '~standard', {
        value: {
          ...e['~standard'],
          jsonSchema: { input: ui(e, 'input', t.processors), output: ui(e, 'output', t.processors) },
        },
        enumerable: !1,
        writable: !1,
      }),
      a
    );
  } catch {
    throw new Error('Error converting schema to JSON.');
  }
}
function Xe(t, e) {
  const r = e ?? { seen: new Set() };
  if (r.seen.has(t)) return !1;
  r.seen.add(t);
  const o = t._zod.def;
  if (o.type === 'transform') return !0;
  if (o.type === 'array') return Xe(o.element, r);
  if (o.type === 'set') return Xe(o.valueType, r);
  if (o.type === 'lazy') return Xe(o.getter(), r);
  if (
    o.type === 'promise' ||
    o.type === 'optional' ||
    o.type === 'nonoptional' ||
    o.type === 'nullable' ||
    o.type === 'readonly' ||
    o.type === 'default' ||
    o.type === 'prefault' ||
    o.type === 'catch'
  )
    return Xe(o.innerType, r);
  if (o.type === 'intersection') return Xe(o.left, r) || Xe(o.right, r);
  if (o.type === 'record' || o.type === 'map') return Xe(o.keyType, r) || Xe(o.valueType, r);
  if (o.type === 'pipe') return t._zod.traits.has('$ZodCodec') ? !0 : Xe(o.in, r) || Xe(o.out, r);
  if (o.type === 'object') {
    for (const n in o.shape) if (Xe(o.shape[n], r)) return !0;
    return !1;
  }
  if (o.type === 'union') {
    for (const n of o.options) if (Xe(n, r)) return !0;
    return !1;
  }
  if (o.type === 'tuple') {
    for (const n of o.items) if (Xe(n, r)) return !0;
    return !!(o.rest && Xe(o.rest, r));
  }
  return !1;
}
var Xb =
    (t, e = {}) =>
    (r) => {
      const o = nf({ ...r, processors: e });
      return xe(t, o), sf(o, t), af(o, t);
    },
  ui =
    (t, e, r = {}) =>
    (o) => {
      const { libraryOptions: n, target: s } = o ?? {},
        i = nf({ ...(n ?? {}), target: s, io: e, processors: r });
      return xe(t, i), sf(i, t), af(i, t);
    };
var ss = (t, e, r) => {
    (t[e] === void 0 || r > t[e]) && (t[e] = r);
  },
  is = (t, e, r) => {
    (t[e] === void 0 || r < t[e]) && (t[e] = r);
  },
  Qb = (t, e) => {
    ss(t, 'minimum', e), is(t, 'maximum', e);
  },
  ow = (t, e) => {
    t.multipleOf ?? (t.multipleOf = []), t.multipleOf.includes(e) || t.multipleOf.push(e);
  },
  nw = (t, e) => {
    t.patterns ?? (t.patterns = new Set()), t.patterns.add(e);
  },
  sw = (t, e) => {
    t.mime = t.mime ? t.mime.filter((r) => e.includes(r)) : [...e];
  },
  iw = (t, e) => {
    (t.format = e), e.includes('int') && (t.isInt = !0);
  },
  ew = (t, e) => ss(t, 'minimum', e.minimum),
  tw = (t, e) => is(t, 'maximum', e.maximum),
  rw = (t) => (e, r) => {
    iw(e, r.format);
    const [o, n] = t[r.format];
    ss(e, 'minimum', o), is(e, 'maximum', n);
  },
  tF = {
    greater_than: (t, e) => ss(t, e.inclusive ? 'minimum' : 'exclusiveMinimum', e.value),
    less_than: (t, e) => is(t, e.inclusive ? 'maximum' : 'exclusiveMaximum', e.value),
    multiple_of: (t, e) => ow(t, e.value),
    number_format: rw(Xs),
    bigint_format: rw(Pc),
    min_length: ew,
    max_length: tw,
    length_equals: (t, e) => Qb(t, e.length),
    min_size: ew,
    max_size: tw,
    size_equals: (t, e) => Qb(t, e.size),
    string_format: (t, e) => {
      iw(t, e.format),
        e.pattern && nw(t, e.pattern),
        (e.format === 'base64' || e.format === 'base64url') && (t.contentEncoding = e.format),
        (e.local || e.precision === -1) && (t.laxFormat = !0);
    },
    mime_type: (t, e) => sw(t, e.mime),
  };
function Le(t) {
  const e = {},
    r = t._zod.def,
    o = t._zod.traits.has('$ZodCheck') ? [t, ...(r.checks ?? [])] : (r.checks ?? []);
  for (const s of o) tF[s._zod.def.check]?.(e, s._zod.def);
  const n = t._zod.bag;
  n.minimum !== void 0 && ss(e, 'minimum', n.minimum),
    n.exclusiveMinimum !== void 0 && ss(e, 'exclusiveMinimum', n.exclusiveMinimum),
    n.maximum !== void 0 && is(e, 'maximum', n.maximum),
    n.exclusiveMaximum !== void 0 && is(e, 'exclusiveMaximum', n.exclusiveMaximum),
    n.multipleOf !== void 0 && ow(e, n.multipleOf),
    n.format !== void 0 && (e.format ?? (e.format = n.format), n.format.includes('int') && (e.isInt = !0)),
    n.mime && sw(e, n.mime);
  for (const s of n.patterns ?? []) nw(e, s);
  return e;
}
var rF = { guid: 'uuid', url: 'uri', datetime: 'date-time', json_string: 'json-string', regex: '' },
  oF = new Map([
    [Lm, T_],
    [Kc, v_],
  ]),
  aw = (t) => oF.get(t) ?? t,
  cw = (t, e, r, o) => {
    const n = r;
    n.type = 'string';
    const { minimum: s, maximum: i, format: a, patterns: c, contentEncoding: u, laxFormat: l } = Le(t);
    if (
      (typeof s == 'number' && (n.minLength = s),
      typeof i == 'number' && (n.maxLength = i),
      a && ((n.format = rF[a] ?? a), n.format === '' && delete n.format, (a === 'time' || l) && delete n.format),
      u && (n.contentEncoding = u),
      c && c.size > 0)
    ) {
      const d = [...c].map(aw);
      d.length === 1
        ? (n.pattern = d[0].source)
        : d.length > 1 &&
          (n.allOf = [
            ...d.map((m) => ({
              ...(e.target === 'draft-07' || e.target === 'draft-04' || e.target === 'openapi-3.0'
                ? { type: 'string' }
                : {}),
              pattern: m.source,
            })),
          ]);
    }
  },
  uw = (t, e, r, o) => {
    const n = r,
      { minimum: s, maximum: i, multipleOf: a, exclusiveMaximum: c, exclusiveMinimum: u, isInt: l } = Le(t);
    n.type = l ? 'integer' : 'number';
    const d = typeof u == 'number' && u >= (s ?? Number.NEGATIVE_INFINITY),
      m = typeof c == 'number' && c <= (i ?? Number.POSITIVE_INFINITY),
      f = e.target === 'draft-04' || e.target === 'openapi-3.0';
    if (
      (d
        ? f
          ? ((n.minimum = u), (n.exclusiveMinimum = !0))
          : (n.exclusiveMinimum = u)
        : typeof s == 'number' && (n.minimum = s),
      m
        ? f
          ? ((n.maximum = c), (n.exclusiveMaximum = !0))
          : (n.exclusiveMaximum = c)
        : typeof i == 'number' && (n.maximum = i),
      a)
    ) {
      const h = new Set();
      for (const S of a)
        Number.isFinite(S) && S !== 0
          ? h.add(Math.abs(S))
          : Qt(t, e, n, o, `A multipleOf divisor of ${S} cannot be represented in JSON Schema`);
      const [g, ...y] = h;
      g !== void 0 && (n.multipleOf = g),
        y.length && (n.allOf = [...(n.allOf ?? []), ...y.map((S) => ({ multipleOf: S }))]);
    }
  },
  lw = (t, e, r, o) => {
    r.type = 'boolean';
  },
  pw = (t, e, r, o) => {
    Qt(t, e, r, o, 'BigInt cannot be represented in JSON Schema');
  };
var dw = (t, e, r, o) => {
  r.not = {};
};
var mw = (t, e, r, o) => {},
  fw = (t, e, r, o) => {
    Qt(t, e, r, o, 'Date cannot be represented in JSON Schema');
  },
  hw = (t, e, r, o) => {
    const n = t._zod.def,
      s = Yn(n.entries);
    if (s.length === 0) {
      r.not = {};
      return;
    }
    s.every((i) => typeof i == 'number') && (r.type = 'number'),
      s.every((i) => typeof i == 'string') && (r.type = 'string'),
      (r.enum = s);
  },
  gw = (t, e, r, o) => {
    const n = t._zod.def;
    if (n.values.length === 0) {
      r.not = {};
      return;
    }
    const s = [];
    for (const i of n.values)
      if (i === void 0) {
        if (Qt(t, e, r, o, 'Literal `undefined` cannot be represented in JSON Schema')) return;
      } else if (typeof i == 'bigint') {
        if (Qt(t, e, r, o, 'BigInt literals cannot be represented in JSON Schema')) return;
        s.push(Number(i));
      } else s.push(i);
    if (s.length !== 0)
      if (s.length === 1) {
        const i = s[0];
        (r.type = i === null ? 'null' : typeof i),
          e.target === 'draft-04' || e.target === 'openapi-3.0' ? (r.enum = [i]) : (r.const = i);
      } else
        s.every((i) => typeof i == 'number') && (r.type = 'number'),
          s.every((i) => typeof i == 'string') && (r.type = 'string'),
          s.every((i) => typeof i == 'boolean') && (r.type = 'boolean'),
          s.every((i) => i === null) && (r.type = 'null'),
          (r.enum = s);
  };
var yw = (t, e, r, o) => {
  Qt(t, e, r, o, 'Custom types cannot be represented in JSON Schema');
};
var Sw = (t, e, r, o) => {
  Qt(t, e, r, o, 'Transforms cannot be represented in JSON Schema');
};
var xw = (t, e, r, o) => {
  const n = r,
    s = t._zod.def,
    { minimum: i, maximum: a } = Le(t);
  typeof i == 'number' && (n.minItems = i),
    typeof a == 'number' && (n.maxItems = a),
    (n.type = 'array'),
    (n.items = xe(s.element, e, { ...o, path: [...o.path, 'items'] }));
};
function iu(t) {
  const e = t._zod.def;
  return e.type === 'pipe' && e.in._zod.traits.has('$ZodTransform')
    ? iu(e.out)
    : e.type === 'catch'
      ? iu(e.innerType)
      : t._zod.optin;
}
var _w = (t, e, r, o) => {
    const n = r,
      s = t._zod.def,
      i = s.shape;
    if (Object.getOwnPropertySymbols(i).length && Qt(t, e, n, o, 'Symbol keys cannot be represented in JSON Schema'))
      return;
    (n.type = 'object'), (n.properties = {});
    for (const u in i) Nt(n.properties, u, xe(i[u], e, { ...o, path: [...o.path, 'properties', u] }));
    const c = [];
    for (const u of Object.keys(i)) {
      const l = s.shape[u];
      (e.io === 'input' ? iu(l) === void 0 : l._zod.optout === void 0) && c.push(u);
    }
    c.length > 0 && (n.required = c),
      s.catchall?._zod.def.type === 'never'
        ? (n.additionalProperties = !1)
        : s.catchall
          ? s.catchall &&
            (n.additionalProperties = xe(s.catchall, e, { ...o, path: [...o.path, 'additionalProperties'] }))
          : e.io === 'output' && (n.additionalProperties = !1);
  },
  Ew = (t, e, r, o) => {
    const n = t._zod.def,
      s = n.inclusive === !1,
      i = n.options.map((a, c) => xe(a, e, { ...o, path: [...o.path, s ? 'oneOf' : 'anyOf', c] }));
    s ? (r.oneOf = i) : (r.anyOf = i);
  },
  bw = (t, e, r, o) => {
    const n = t._zod.def,
      s = xe(n.left, e, { ...o, path: [...o.path, 'allOf', 0] }),
      i = xe(n.right, e, { ...o, path: [...o.path, 'allOf', 1] }),
      a = (u) => 'allOf' in u && Object.keys(u).length === 1,
      c = [...(a(s) ? s.allOf : [s]), ...(a(i) ? i.allOf : [i])];
    (r.allOf = c), e.intersections.push(c);
  };
function cf(t, e, r) {
  if (e.$ref) {
    if (r.has(e)) return e;
    r.add(e);
    const h = t.get(e)?.def;
    if (!h) return e;
    const g = cf(t, h, r);
    return g === h ? e : g;
  }
  for (const h of ['anyOf', 'oneOf']) {
    const g = e[h];
    if (!Array.isArray(g)) continue;
    const y = g.map((S) => cf(t, S, r));
    y.some((S, x) => S !== g[x]) && (e = { ...e, [h]: y });
  }
  const o = Array.isArray(e.type) ? e.type : [e.type],
    n = !o.includes('string') && o.some((h) => h === 'number' || h === 'integer'),
    s = e.enum ?? (e.const !== void 0 ? [e.const] : void 0);
  if (!n && !s?.some((h) => typeof h == 'number')) return e;
  const { minimum: i, maximum: a, exclusiveMinimum: c, exclusiveMaximum: u, multipleOf: l, format: d, id: m, ...f } = e;
  return (
    f.enum
      ? (f.enum = f.enum.map((h) => (typeof h == 'number' ? String(h) : h)))
      : typeof f.const == 'number' && (f.const = String(f.const)),
    n && ((f.type = 'string'), s || (f.pattern = (o.includes('number') ? ri : Pm).source)),
    f
  );
}
var uf = new WeakMap();
function nF(t) {
  const e = new Map();
  for (const o of t.seen.values()) o.def && !e.has(o.schema) && e.set(o.schema, o);
  const r = new Map();
  for (const o of uf.get(t) ?? []) {
    const n = t.seen.get(o),
      s = (n?.def ?? n?.schema)?.propertyNames;
    if (!s || s === !0 || r.has(s)) continue;
    const i = cf(e, s, new Set());
    i !== s && r.set(s, i);
  }
  if (r.size)
    for (const o of t.seen.values())
      for (const n of [o.schema, o.def]) {
        const s = n && r.get(n.propertyNames);
        s && (n.propertyNames = s);
      }
}
var ww = (t, e, r, o) => {
    const n = r,
      s = t._zod.def;
    n.type = 'object';
    const i = s.keyType,
      a = Le(i).patterns;
    if (s.mode === 'loose' && a && a.size > 0) {
      const l = xe(s.valueType, e, { ...o, path: [...o.path, 'patternProperties', '*'] });
      n.patternProperties = {};
      for (const d of a) Nt(n.patternProperties, aw(d).source, l);
    } else {
      if (e.target === 'draft-07' || e.target === 'draft-2020-12') {
        n.propertyNames = xe(s.keyType, e, { ...o, path: [...o.path, 'propertyNames'] });
        let l = uf.get(e);
        l || ((l = []), uf.set(e, l), e.deferred.push(() => nF(e))), l.push(t);
      }
      n.additionalProperties = xe(s.valueType, e, { ...o, path: [...o.path, 'additionalProperties'] });
    }
    const c = i._zod.values,
      u = e.io === 'input' && iu(s.valueType) !== void 0;
    if (c && !s.partial && !u) {
      const l = [...c].filter((d) => typeof d == 'string' || typeof d == 'number');
      l.length > 0 && (n.required = l.map(String));
    }
  },
  Iw = (t, e, r, o) => {
    const n = t._zod.def,
      s = xe(n.innerType, e, o),
      i = e.seen.get(t);
    e.target === 'openapi-3.0' ? ((i.ref = n.innerType), (r.nullable = !0)) : (r.anyOf = [s, { type: 'null' }]);
  },
  Tw = (t, e, r, o) => {
    const n = t._zod.def;
    xe(n.innerType, e, o);
    const s = e.seen.get(t);
    s.ref = n.innerType;
  },
  lf = Symbol();
function vw(t, e, r, o, n) {
  let s = !1,
    i = JSON.stringify(t, (a, c) => (typeof c != 'bigint' ? c : ((s = !0), null)));
  return s ? (Qt(e, r, o, n, 'BigInt defaults cannot be represented in JSON Schema'), lf) : JSON.parse(i);
}
var Aw = (t, e, r, o) => {
    const n = t._zod.def;
    xe(n.innerType, e, o);
    const s = e.seen.get(t);
    s.ref = n.innerType;
    const i = vw(n.defaultValue, t, e, r, o);
    i !== lf && (r.default = i);
  },
  Cw = (t, e, r, o) => {
    const n = t._zod.def;
    xe(n.innerType, e, o);
    const s = e.seen.get(t);
    if (((s.ref = n.innerType), e.io !== 'input')) return;
    const i = vw(n.defaultValue, t, e, r, o);
    i !== lf && (r._prefault = i);
  },
  Rw = (t, e, r, o) => {
    const n = t._zod.def;
    xe(n.innerType, e, o);
    const s = e.seen.get(t);
    s.ref = n.innerType;
    let i;
    try {
      i = n.catchValue(void 0);
    } catch {
      Qt(t, e, r, o, 'Dynamic catch values are not supported in JSON Schema');
      return;
    }
    r.default = i;
  },
  Pw = (t, e, r, o) => {
    const n = t._zod.def,
      s = n.in._zod.traits.has('$ZodTransform'),
      i = e.io === 'input' ? (s ? n.out : n.in) : n.out;
    xe(i, e, o);
    const a = e.seen.get(t);
    a.ref = i;
  },
  Ow = (t, e, r, o) => {
    const n = t._zod.def;
    xe(n.innerType, e, o);
    const s = e.seen.get(t);
    (s.ref = n.innerType), (r.readOnly = !0);
  };
var pf = (t, e, r, o) => {
  const n = t._zod.def;
  xe(n.innerType, e, o);
  const s = e.seen.get(t);
  s.ref = n.innerType;
};
var kw = new WeakSet([Object.prototype, Error.prototype]);
function au(t, e, r) {
  Object.defineProperty(t, e, {
    configurable: !0,
    enumerable: !1,
    get() {
      const o = r(this);
      return Object.defineProperty(this, e, { value: o, configurable: !0, writable: !0 }), o;
    },
    set(o) {
      Object.defineProperty(this, e, { value: o, configurable: !0, writable: !0 });
    },
  });
}
var mF = (t, e) => {
  Xx.init(t, e), (t.name = 'ZodError');
  const r = Object.getPrototypeOf(t);
  kw.has(r) ||
    (kw.add(r),
    au(r, 'format', (o) => (n) => e_(o, n)),
    au(r, 'flatten', (o) => (n) => Qx(o, n)),
    au(r, 'addIssue', (o) => (n) => {
      o.issues.push(n), (o.message = JSON.stringify(o.issues, Xn, 2));
    }),
    au(r, 'addIssues', (o) => (n) => {
      o.issues.push(...n), (o.message = JSON.stringify(o.issues, Xn, 2));
    }),
    Object.defineProperty(r, 'isEmpty', {
      configurable: !0,
      enumerable: !1,
      get() {
        return this.issues.length === 0;
      },
    }));
};
var Et = _('ZodError', mF, void 0, { Parent: Error });
var Nw = $c(Et),
  Dw = Lc(Et),
  $w = zc(Et),
  Lw = Mc(Et),
  zw = r_(Et),
  Mw = o_(Et),
  Uw = n_(Et),
  Fw = s_(Et),
  Bw = i_(Et),
  Vw = a_(Et),
  jw = c_(Et),
  Hw = u_(Et);
function hF() {
  pt.localeError || _t(lb());
}
function lu() {
  pt.memoizer || _t({ memoizer: ub() });
}
var ae = _('ZodType', (t, e) => (hF(), te.init(t, e), (t.def = e), (t.type = e.type), t), {
    check(...t) {
      const e = this.def;
      return this.clone(
        D.mergeDefs(e, {
          checks: [
            ...(e.checks ?? []),
            ...t.map((r) =>
              typeof r == 'function' ? { _zod: { check: r, def: { check: 'custom' }, onattach: [] } } : r,
            ),
          ],
        }),
        { parent: !0 },
      );
    },
    with(...t) {
      return this.check(...t);
    },
    clone(t, e) {
      return qt(this, t, e);
    },
    brand() {
      return this;
    },
    register(t, e) {
      return t.add(this, e), this;
    },
    refine(t, e) {
      return this.check(oB(t, e));
    },
    superRefine(t, e) {
      return this.check(nB(t, e));
    },
    overwrite(t) {
      return this.check(vo(t));
    },
    optional() {
      return Zw(this);
    },
    exactOptional() {
      return jF(this);
    },
    nullable() {
      return Ww(this);
    },
    nullish() {
      return Zw(Ww(this));
    },
    nonoptional(t) {
      return qF(this, t);
    },
    array() {
      return io(this);
    },
    or(t) {
      return mf([this, t]);
    },
    and(t) {
      return FF(this, t);
    },
    transform(t) {
      return qw(this, oI(t));
    },
    default(t) {
      return KF(this, t);
    },
    prefault(t) {
      return WF(this, t);
    },
    catch(t) {
      return YF(this, t);
    },
    pipe(t) {
      return qw(this, t);
    },
    readonly() {
      return tB(this);
    },
    describe(t) {
      const e = this.clone();
      return nn.add(e, { description: t }), e;
    },
    meta(...t) {
      if (t.length === 0) return nn.get(this);
      const e = this.clone();
      return nn.add(e, t[0]), e;
    },
    isOptional() {
      return this.safeParse(void 0).success;
    },
    isNullable() {
      return this.safeParse(null).success;
    },
    apply(t, ...e) {
      return e.length === 0 ? t(this) : t(this, ...e);
    },
    get '~standard'() {
      return D.hide(this, '~standard', {
        ...$m(this),
        jsonSchema: { input: ui(this, 'input'), output: ui(this, 'output') },
      });
    },
    set '~standard'(t) {
      D.own(this, '~standard', t);
    },
    parse: function t(e, r) {
      return Nw(this, e, r, { callee: t });
    },
    parseAsync: async function t(e, r) {
      return await Dw(this, e, r, { callee: t });
    },
    safeParse(t, e) {
      return $w(this, t, e);
    },
    async safeParseAsync(t, e) {
      return Lw(this, t, e);
    },
    get spa() {
      return this?.safeParseAsync;
    },
    set spa(t) {
      D.own(this, 'spa', t);
    },
    validate(t, e) {
      return vm(this, t, e);
    },
    validateAsync(t, e) {
      return Am(this, t, e);
    },
    encode: function t(e, r) {
      return zw(this, e, r, { callee: t });
    },
    decode: function t(e, r) {
      return Mw(this, e, r, { callee: t });
    },
    encodeAsync: async function t(e, r) {
      return await Uw(this, e, r, { callee: t });
    },
    decodeAsync: async function t(e, r) {
      return await Fw(this, e, r, { callee: t });
    },
    safeEncode(t, e) {
      return Bw(this, t, e);
    },
    safeDecode(t, e) {
      return Vw(this, t, e);
    },
    async safeEncodeAsync(t, e) {
      return jw(this, t, e);
    },
    async safeDecodeAsync(t, e) {
      return Hw(this, t, e);
    },
    toJSONSchema(t) {
      return Xb(this, {})(t);
    },
    get description() {
      return nn.get(this)?.description;
    },
    get _def() {
      return this._zod.def;
    },
  }),
  Jw = _(
    '_ZodString',
    (t, e) => {
      ts.init(t, e), ae.init(t, e), (t._zod.processJSONSchema = (r, o, n) => cw(t, r, o, n));
    },
    D.derived(
      {
        format: (t) => Le(t).format ?? null,
        minLength: (t) => Le(t).minimum ?? null,
        maxLength: (t) => Le(t).maximum ?? null,
      },
      {
        regex(...t) {
          return this.check(Km(...t));
        },
        includes(...t) {
          return this.check(qm(...t));
        },
        startsWith(...t) {
          return this.check(Jm(...t));
        },
        endsWith(...t) {
          return this.check(Ym(...t));
        },
        min(...t) {
          return this.check(ns(...t));
        },
        max(...t) {
          return this.check(nu(...t));
        },
        length(...t) {
          return this.check(su(...t));
        },
        nonempty(...t) {
          return this.check(ns(1, ...t));
        },
        lowercase(t) {
          return this.check(Zm(t));
        },
        uppercase(t) {
          return this.check(Wm(t));
        },
        trim() {
          return this.check(Qm());
        },
        normalize(...t) {
          return this.check(Xm(...t));
        },
        toLowerCase() {
          return this.check(ef());
        },
        toUpperCase() {
          return this.check(tf());
        },
        slugify() {
          return this.check(rf());
        },
      },
    ),
  ),
  pu = _(
    'ZodString',
    (t, e) => {
      ts.init(t, e), Jw.init(t, e);
    },
    {
      email(t) {
        return this.check(Hm(Yw, t));
      },
      url(t) {
        return this.check(Gm(Xw, t));
      },
      jwt(t) {
        return this.check(Nb(OF, t));
      },
      emoji(t) {
        return this.check(xb(yF, t));
      },
      guid(t) {
        return this.check(fb(gF, t));
      },
      uuid(t) {
        return this.check(hb(cu, t));
      },
      uuidv4(t) {
        return this.check(gb(cu, t));
      },
      uuidv6(t) {
        return this.check(yb(cu, t));
      },
      uuidv7(t) {
        return this.check(Sb(cu, t));
      },
      nanoid(t) {
        return this.check(_b(SF, t));
      },
      cuid(t) {
        return this.check(Eb(xF, t));
      },
      cuid2(t) {
        return this.check(bb(_F, t));
      },
      ulid(t) {
        return this.check(wb(EF, t));
      },
      base64(t) {
        return this.check(Pb(CF, t));
      },
      base64url(t) {
        return this.check(Ob(RF, t));
      },
      xid(t) {
        return this.check(Ib(bF, t));
      },
      ksuid(t) {
        return this.check(Tb(wF, t));
      },
      ipv4(t) {
        return this.check(vb(IF, t));
      },
      ipv6(t) {
        return this.check(Ab(TF, t));
      },
      cidrv4(t) {
        return this.check(Cb(vF, t));
      },
      cidrv6(t) {
        return this.check(Rb(AF, t));
      },
      e164(t) {
        return this.check(kb(PF, t));
      },
      datetime(t) {
        return this.check(eu(li, t));
      },
      date(t) {
        return this.check(tu(pi, t));
      },
      time(t) {
        return this.check(ru(di, t));
      },
      duration(t) {
        return this.check(ou(mi, t));
      },
    },
  );
function T(t) {
  return db(pu, t);
}
var de = _('ZodStringFormat', (t, e) => {
    ie.init(t, e), Jw.init(t, e);
  }),
  li = _('ZodISODateTime', (t, e) => {
    bE.init(t, e), de.init(t, e);
  }),
  pi = _('ZodISODate', (t, e) => {
    wE.init(t, e), de.init(t, e);
  }),
  di = _('ZodISOTime', (t, e) => {
    IE.init(t, e), de.init(t, e);
  }),
  mi = _('ZodISODuration', (t, e) => {
    TE.init(t, e), de.init(t, e);
  }),
  Yw = _('ZodEmail', (t, e) => {
    pE.init(t, e), de.init(t, e);
  });
function du(t) {
  return Hm(Yw, t);
}
var gF = _('ZodGUID', (t, e) => {
  uE.init(t, e), de.init(t, e);
});
var cu = _('ZodUUID', (t, e) => {
  lE.init(t, e), de.init(t, e);
});
var Xw = _('ZodURL', (t, e) => {
  fE.init(t, e), de.init(t, e);
});
function sn(t) {
  return Gm(Xw, t);
}
var yF = _('ZodEmoji', (t, e) => {
  hE.init(t, e), de.init(t, e);
});
var SF = _('ZodNanoID', (t, e) => {
  gE.init(t, e), de.init(t, e);
});
var xF = _('ZodCUID', (t, e) => {
  yE.init(t, e), de.init(t, e);
});
var _F = _('ZodCUID2', (t, e) => {
  SE.init(t, e), de.init(t, e);
});
var EF = _('ZodULID', (t, e) => {
  xE.init(t, e), de.init(t, e);
});
var bF = _('ZodXID', (t, e) => {
  _E.init(t, e), de.init(t, e);
});
var wF = _('ZodKSUID', (t, e) => {
  EE.init(t, e), de.init(t, e);
});
var IF = _('ZodIPv4', (t, e) => {
  vE.init(t, e), de.init(t, e);
});
var TF = _('ZodIPv6', (t, e) => {
  CE.init(t, e), de.init(t, e);
});
var vF = _('ZodCIDRv4', (t, e) => {
  RE.init(t, e), de.init(t, e);
});
var AF = _('ZodCIDRv6', (t, e) => {
  PE.init(t, e), de.init(t, e);
});
var CF = _('ZodBase64', (t, e) => {
  kE.init(t, e), de.init(t, e);
});
var RF = _('ZodBase64URL', (t, e) => {
  NE.init(t, e), de.init(t, e);
});
var PF = _('ZodE164', (t, e) => {
  DE.init(t, e), de.init(t, e);
});
var OF = _('ZodJWT', (t, e) => {
  $E.init(t, e), de.init(t, e);
});
var mu = _(
  'ZodNumber',
  (t, e) => {
    zm.init(t, e), ae.init(t, e), (t._zod.processJSONSchema = (r, o, n) => uw(t, r, o, n)), (t.isFinite = !0);
  },
  D.derived(
    {
      minValue: (t) => {
        const { minimum: e, exclusiveMinimum: r } = Le(t);
        return Math.max(e ?? Number.NEGATIVE_INFINITY, r ?? Number.NEGATIVE_INFINITY);
      },
      maxValue: (t) => {
        const { maximum: e, exclusiveMaximum: r } = Le(t);
        return Math.min(e ?? Number.POSITIVE_INFINITY, r ?? Number.POSITIVE_INFINITY);
      },
      isInt: (t) => {
        const { isInt: e, multipleOf: r } = Le(t);
        return !!e || !!r?.some(Number.isSafeInteger);
      },
      format: (t) => Le(t).format ?? null,
    },
    {
      gt(t, e) {
        return this.check(os(t, e));
      },
      gte(t, e) {
        return this.check(so(t, e));
      },
      min(t, e) {
        return this.check(so(t, e));
      },
      lt(t, e) {
        return this.check(rs(t, e));
      },
      lte(t, e) {
        return this.check(no(t, e));
      },
      max(t, e) {
        return this.check(no(t, e));
      },
      int(t) {
        return this.check(Gw(t));
      },
      safe(t) {
        return this.check(Gw(t));
      },
      positive(t) {
        return this.check(os(0, t));
      },
      nonnegative(t) {
        return this.check(so(0, t));
      },
      negative(t) {
        return this.check(rs(0, t));
      },
      nonpositive(t) {
        return this.check(no(0, t));
      },
      multipleOf(t, e) {
        return this.check(ai(t, e));
      },
      step(t, e) {
        return this.check(ai(t, e));
      },
      finite() {
        return this;
      },
    },
  ),
);
function Ie(t) {
  return Db(mu, t);
}
var kF = _('ZodNumberFormat', (t, e) => {
  LE.init(t, e), mu.init(t, e);
});
function Gw(t) {
  return Lb(kF, t);
}
var fu = _('ZodBoolean', (t, e) => {
  Zc.init(t, e), ae.init(t, e), (t._zod.processJSONSchema = (r, o, n) => lw(t, r, o, n));
});
function Ao(t) {
  return zb(fu, t);
}
var Qw = _(
  'ZodBigInt',
  (t, e) => {
    zE.init(t, e), ae.init(t, e), (t._zod.processJSONSchema = (r, o, n) => pw(t, r, o, n));
  },
  D.derived(
    {
      minValue: (t) => Le(t).minimum ?? null,
      maxValue: (t) => Le(t).maximum ?? null,
      format: (t) => Le(t).format ?? null,
    },
    {
      gte(t, e) {
        return this.check(so(t, e));
      },
      min(t, e) {
        return this.check(so(t, e));
      },
      gt(t, e) {
        return this.check(os(t, e));
      },
      lt(t, e) {
        return this.check(rs(t, e));
      },
      lte(t, e) {
        return this.check(no(t, e));
      },
      max(t, e) {
        return this.check(no(t, e));
      },
      positive(t) {
        return this.check(os(BigInt(0), t));
      },
      negative(t) {
        return this.check(rs(BigInt(0), t));
      },
      nonpositive(t) {
        return this.check(no(BigInt(0), t));
      },
      nonnegative(t) {
        return this.check(so(BigInt(0), t));
      },
      multipleOf(t, e) {
        return this.check(ai(t, e));
      },
    },
  ),
);
var NF = _('ZodUnknown', (t, e) => {
  ME.init(t, e), ae.init(t, e), (t._zod.processJSONSchema = (r, o, n) => mw(t, r, o, n));
});
function uu() {
  return Fb(NF);
}
var DF = _('ZodNever', (t, e) => {
  UE.init(t, e), ae.init(t, e), (t._zod.processJSONSchema = (r, o, n) => dw(t, r, o, n));
});
function $F(t) {
  return Bb(DF, t);
}
var eI = _(
  'ZodDate',
  (t, e) => {
    FE.init(t, e),
      ae.init(t, e),
      (t._zod.processJSONSchema = (r, o, n) => fw(t, r, o, n)),
      (t.min = (r, o) => t.check(so(r, o))),
      (t.max = (r, o) => t.check(no(r, o)));
  },
  D.derived(
    {
      minDate: (t) => {
        const { minimum: e } = Le(t);
        return e ? new Date(e) : null;
      },
      maxDate: (t) => {
        const { maximum: e } = Le(t);
        return e ? new Date(e) : null;
      },
    },
    {},
  ),
);
var LF = _(
  'ZodArray',
  (t, e) => {
    lu(),
      BE.init(t, e),
      ae.init(t, e),
      (t._zod.processJSONSchema = (r, o, n) => xw(t, r, o, n)),
      (t.element = e.element);
  },
  {
    min(t, e) {
      return this.check(ns(t, e));
    },
    nonempty(t) {
      return this.check(ns(1, t));
    },
    max(t, e) {
      return this.check(nu(t, e));
    },
    length(t, e) {
      return this.check(su(t, e));
    },
    unwrap() {
      return this.element;
    },
  },
);
function io(t, e) {
  return jb(LF, t, e);
}
var zF = _(
  'ZodObject',
  (t, e) => {
    lu(),
      HE.init(t, e),
      ae.init(t, e),
      (t._zod.processJSONSchema = (r, o, n) => _w(t, r, o, n)),
      D.installLazyProp(t, 'shape', (r) => r._zod.def.shape, !1);
  },
  {
    keyof() {
      return Dt(Object.keys(this._zod.def.shape));
    },
    catchall(t) {
      return this.clone(D.mergeDefs(this._zod.def, { catchall: t }));
    },
    passthrough() {
      return this.clone(D.mergeDefs(this._zod.def, { catchall: uu() }));
    },
    loose() {
      return this.clone(D.mergeDefs(this._zod.def, { catchall: uu() }));
    },
    strict() {
      return this.clone(D.mergeDefs(this._zod.def, { catchall: $F() }));
    },
    strip() {
      return this.clone(D.mergeDefs(this._zod.def, { catchall: void 0 }));
    },
    extend(t) {
      return D.extend(this, t);
    },
    safeExtend(t) {
      return D.safeExtend(this, t);
    },
    merge(t) {
      return D.merge(this, t);
    },
    pick(t) {
      return D.pick(this, t);
    },
    omit(t) {
      return D.omit(this, t);
    },
    partial(...t) {
      return D.partial(nI, this, t[0]);
    },
    exactPartial(...t) {
      return D.partial(sI, this, t[0], 'exactPartial');
    },
    required(...t) {
      return D.required(iI, this, t[0]);
    },
  },
);
function re(t, e) {
  const r = { type: 'object', shape: t ?? {}, ...D.normalizeParams(e) };
  return new zF(r);
}
var MF = _('ZodUnion', (t, e) => {
  GE.init(t, e), ae.init(t, e), (t._zod.processJSONSchema = (r, o, n) => Ew(t, r, o, n)), (t.options = e.options);
});
function mf(t, e) {
  return new MF({ type: 'union', options: t, ...D.normalizeParams(e) });
}
var UF = _('ZodIntersection', (t, e) => {
  KE.init(t, e), ae.init(t, e), (t._zod.processJSONSchema = (r, o, n) => bw(t, r, o, n));
});
function FF(t, e) {
  return new UF({ type: 'intersection', left: t, right: e });
}
var Kw = _('ZodRecord', (t, e) => {
  lu(),
    ZE.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => ww(t, r, o, n)),
    (t.keyType = e.keyType),
    (t.valueType = e.valueType);
});
function tI(t, e, r) {
  return !e || !e._zod
    ? new Kw({ type: 'record', keyType: T(), valueType: t, ...D.normalizeParams(e) })
    : new Kw({ type: 'record', keyType: t, valueType: e, ...D.normalizeParams(r) });
}
var df = _('ZodEnum', (t, e) => {
  WE.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (o, n, s) => hw(t, o, n, s)),
    (t.enum = e.entries),
    (t.options = [...t._zod.values]);
  const r = new Set(Object.keys(e.entries));
  (t.extract = (o, n) => {
    const s = {};
    for (const i of o)
      if (r.has(i)) s[i] = e.entries[i];
      else throw new Error(`Key ${i} not found in enum`);
    return new df({ ...e, checks: [], ...D.normalizeParams(n), entries: s });
  }),
    (t.exclude = (o, n) => {
      const s = { ...e.entries };
      for (const i of o)
        if (r.has(i)) delete s[i];
        else throw new Error(`Key ${i} not found in enum`);
      return new df({ ...e, checks: [], ...D.normalizeParams(n), entries: s });
    });
});
function Dt(t, e) {
  const r = Array.isArray(t) ? Object.fromEntries(t.map((o) => [o, o])) : t;
  return new df({ type: 'enum', entries: r, ...D.normalizeParams(e) });
}
var BF = _('ZodLiteral', (t, e) => {
  qE.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => gw(t, r, o, n)),
    (t.values = new Set(e.values)),
    Object.defineProperty(t, 'value', {
      get() {
        if (e.values.length > 1)
          throw new Error('This schema contains multiple valid literal values. Use `.values` instead.');
        return e.values[0];
      },
    });
});
function rI(t, e) {
  return new BF({ type: 'literal', values: Array.isArray(t) ? t : [t], ...D.normalizeParams(e) });
}
var VF = _('ZodTransform', (t, e) => {
  lu(),
    JE.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Sw(t, r, o, n)),
    (t._zod.parse = (r, o) => {
      if (o.direction === 'backward') throw new es(t.constructor.name);
      r.addIssue = (s) => {
        if (typeof s == 'string') r.issues.push(D.issue(s, r.value, e));
        else {
          const i = s;
          i.fatal && (i.continue = !1),
            i.code ?? (i.code = 'custom'),
            'input' in i || (i.input = r.value),
            i.inst ?? (i.inst = t),
            r.issues.push(D.issue(i));
        }
      };
      const n = e.transform(r.value, r);
      return n instanceof Promise ? n.then((s) => ((r.value = s), r)) : ((r.value = n), r);
    });
});
function oI(t) {
  return new VF({ type: 'transform', transform: t });
}
var nI = _('ZodOptional', (t, e) => {
  Mm.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => pf(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType);
});
function Zw(t) {
  return new nI({ type: 'optional', innerType: t });
}
var sI = _('ZodExactOptional', (t, e) => {
  YE.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => pf(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType);
});
function jF(t) {
  return new sI({ type: 'optional', innerType: t });
}
var HF = _('ZodNullable', (t, e) => {
  XE.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Iw(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType);
});
function Ww(t) {
  return new HF({ type: 'nullable', innerType: t });
}
var GF = _('ZodDefault', (t, e) => {
  QE.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Aw(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType),
    (t.removeDefault = t.unwrap);
});
function KF(t, e) {
  return new GF({
    type: 'default',
    innerType: t,
    get defaultValue() {
      return typeof e == 'function' ? e() : D.shallowClone(e);
    },
  });
}
var ZF = _('ZodPrefault', (t, e) => {
  eb.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Cw(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType);
});
function WF(t, e) {
  return new ZF({
    type: 'prefault',
    innerType: t,
    get defaultValue() {
      return typeof e == 'function' ? e() : D.shallowClone(e);
    },
  });
}
var iI = _('ZodNonOptional', (t, e) => {
  tb.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Tw(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType);
});
function qF(t, e) {
  return new iI({ type: 'nonoptional', innerType: t, ...D.normalizeParams(e) });
}
var JF = _('ZodCatch', (t, e) => {
  rb.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Rw(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType),
    (t.removeCatch = t.unwrap);
});
function YF(t, e) {
  return new JF({ type: 'catch', innerType: t, catchValue: typeof e == 'function' ? e : D.constantCatch(e) });
}
var ff = _('ZodPipe', (t, e) => {
  Um.init(t, e),
    ae.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Pw(t, r, o, n)),
    (t.in = e.in),
    (t.out = e.out);
});
function qw(t, e) {
  return new ff({ type: 'pipe', in: t, out: e });
}
var XF = _('ZodCodec', (t, e) => {
  ff.init(t, e), Wc.init(t, e);
});
var QF = _('ZodPreprocess', (t, e) => {
    ff.init(t, e), ob.init(t, e);
  }),
  eB = _('ZodReadonly', (t, e) => {
    nb.init(t, e),
      ae.init(t, e),
      (t._zod.processJSONSchema = (r, o, n) => Ow(t, r, o, n)),
      (t.unwrap = () => t._zod.def.innerType);
  });
function tB(t) {
  return new eB({ type: 'readonly', innerType: t });
}
var rB = _('ZodCustom', (t, e) => {
  sb.init(t, e), ae.init(t, e), (t._zod.processJSONSchema = (r, o, n) => yw(t, r, o, n));
});
function oB(t, e = {}) {
  return Hb(rB, t, e);
}
function nB(t, e) {
  return Gb(t, e);
}
var aI = (...t) => Kb({ Codec: XF, Boolean: fu, String: pu }, ...t);
function cI(t, e) {
  return new QF({ type: 'pipe', in: oI(t), out: e });
}
var hu = {};
He(hu, {
  ZodISODate: () => pi,
  ZodISODateTime: () => li,
  ZodISODuration: () => mi,
  ZodISOTime: () => di,
  date: () => aB,
  datetime: () => iB,
  duration: () => uB,
  time: () => cB,
});
function iB(t) {
  return eu(li, t);
}
function aB(t) {
  return tu(pi, t);
}
function cB(t) {
  return ru(di, t);
}
function uB(t) {
  return ou(mi, t);
}
var cs = {};
He(cs, { bigint: () => mB, boolean: () => dB, date: () => fB, number: () => pB, string: () => lB });
function lB(t) {
  return mb(pu, t);
}
function pB(t) {
  return $b(mu, t);
}
function dB(t) {
  return Mb(fu, t);
}
function mB(t) {
  return Ub(Qw, t);
}
function fB(t) {
  return Vb(eI, t);
}
var gu = re({ cursor: T().max(1024).optional(), limit: cs.number().int().min(1).max(200).default(50) });
function yu(t) {
  return re({ items: io(t), cursor: T().nullable() });
}
var hB = ['pending', 'in_progress', 'completed'],
  us = Dt(hB),
  gB = ['low', 'medium', 'high'],
  hf = Dt(gB),
  yB = 'medium',
  uI = 'Task title is required',
  lI = 200,
  pI = 5e3,
  Su = re({
    id: T(),
    title: T(),
    description: T().nullable(),
    status: us,
    priority: hf,
    dueDate: T().nullable(),
    userId: T(),
    assigneeEmployeeId: T().nullable(),
    createdByAutomationId: T().nullable(),
    createdAt: T(),
    updatedAt: T(),
    completedAt: T().nullable(),
  }),
  dI = T({ error: uI }).trim().min(1, uI).max(lI, `Task title must be at most ${lI} characters`),
  mI = T()
    .max(pI, `Description must be at most ${pI} characters`)
    .nullish()
    .transform((t) => (t?.trim() ? t.trim() : null)),
  fI = mf([hu.datetime({ offset: !0, error: 'Due date must be an ISO date-time' }), rI('')])
    .nullish()
    .transform((t) => (t ? new Date(t).toISOString() : null)),
  SB = re({
    title: dI,
    description: mI,
    status: us.default('pending'),
    priority: hf.default(yB),
    dueDate: fI,
    userId: uu().optional(),
  }),
  xB = re({
    title: dI.optional(),
    description: mI.optional(),
    status: us.optional(),
    priority: hf.optional(),
    dueDate: fI.optional(),
  }).refine((t) => Object.values(t).some((e) => e !== void 0), { error: 'Nothing to update' }),
  hI = gu.extend({ status: us.optional() }),
  _B = re({ pending: Ie(), in_progress: Ie(), completed: Ie() }),
  gI = yu(Su).extend({ counts: _B, assigneeNames: tI(T(), T()) });
function yI(t) {
  return typeof t.response == 'object';
}
var SI = {
  id: 'listTasks',
  method: 'GET',
  path: '/api/tasks',
  auth: 'session',
  handler: 'tasks/list-tasks',
  query: hI,
  response: gI,
};
import { Readable as bB } from 'node:stream';
import { pipeline as wB } from 'node:stream/promises';
import { ReadableStream as IB } from 'node:stream/web';
import { setTimeout as TB } from 'node:timers';
var vB = () => {},
  xI = {
    timeoutEarlyInMillis: 5,
    timeoutEarlyResponse: () => {
      const t = new Error('[AbortError]: The operation was aborted.', { cause: { package: '@middy/core' } });
      throw ((t.name = 'TimeoutError'), t);
    },
    streamifyResponse: !1,
  },
  AB = (t, e) => {
    let r, o;
    typeof t == 'function' ? ((r = t), (o = { ...xI, ...e })) : ((r = vB), (o = { ...xI, ...t })),
      (o.timeoutEarly = o.timeoutEarlyInMillis > 0),
      o.beforePrefetch?.();
    const n = [],
      s = [],
      i = [],
      a = (u = {}, l = {}) => ({ event: u, context: l, response: void 0, error: void 0, internal: o.internal ?? {} }),
      c = o.streamifyResponse
        ? awslambda.streamifyResponse(async (u, l, d) => {
            const m = a(u, d);
            o.requestStart?.(m);
            let f = await _I(m, n, r, s, i, o),
              h = l,
              g = f;
            if (f.statusCode) {
              const { body: S, ...x } = f;
              (g = S ?? ''), (h = awslambda.HttpResponseStream.from(h, x));
            }
            let y;
            if (
              (g._readableState || g instanceof IB
                ? (y = g)
                : typeof g == 'string' && (y = bB.from(g.length < yf ? g : CB(g))),
              !y)
            )
              throw new Error('handler response not a ReadableStream');
            await wB(y, h), await o.requestEnd?.(m);
          })
        : async (u, l) => {
            const d = a(u, l);
            o.requestStart?.(d);
            const m = await _I(d, n, r, s, i, o);
            return await o.requestEnd?.(d), m;
          };
    return (
      (c.use = (u) => {
        const l = Array.isArray(u) ? u : [u];
        for (const d of l) {
          const { before: m, after: f, onError: h } = d;
          if (m || f || h) m && c.before(m), f && c.after(f), h && c.onError(h);
          else
            throw new Error(
              'Middleware must be an object containing at least one key among "before", "after", "onError"',
            );
        }
        return c;
      }),
      (c.before = (u) => (n.push(u), c)),
      (c.after = (u) => (s.unshift(u), c)),
      (c.onError = (u) => (i.unshift(u), c)),
      (c.handler = (u) => ((r = u), c)),
      c
    );
  },
  yf = 16384;
function* CB(t) {
  let e = 0,
    r = t.length;
  for (; e < r; ) yield t.substring(e, e + yf), (e += yf);
}
var xu = new AbortController(),
  _I = async (t, e, r, o, n, s) => {
    let i,
      a = s.timeoutEarly && t.context.getRemainingTimeInMillis;
    try {
      if ((await gf(t, e, s), !Object.hasOwn(t, 'earlyResponse'))) {
        s.beforeHandler?.(), xu.signal.aborted && (xu = new AbortController());
        const c = [r(t.event, t.context, { signal: xu.signal })];
        if (a) {
          let u,
            l = new Promise((d, m) => {
              u = () => {
                xu.abort();
                try {
                  d(s.timeoutEarlyResponse());
                } catch (f) {
                  m(f);
                }
              };
            });
          (i = TB(u, t.context.getRemainingTimeInMillis() - s.timeoutEarlyInMillis)), c.push(l);
        }
        (t.response = await Promise.race(c)), i && clearTimeout(i), s.afterHandler?.(), await gf(t, o, s);
      }
    } catch (c) {
      i && clearTimeout(i), (t.response = void 0), (t.error = c);
      try {
        await gf(t, n, s);
      } catch (u) {
        throw ((u.originalError = t.error), (t.error = u), t.error);
      }
      if (typeof t.response > 'u') throw t.error;
    }
    return t.response;
  },
  gf = async (t, e, r) => {
    for (const o of e) {
      r.beforeMiddleware?.(o.name);
      const n = await o(t);
      if ((r.afterMiddleware?.(o.name), typeof n < 'u' && (t.earlyResponse = n), Object.hasOwn(t, 'earlyResponse'))) {
        t.response = t.earlyResponse;
        return;
      }
    }
  },
  EI = AB;
var bI = 0,
  RB = new Set();
function _u(t, e) {
  let r;
  return () => {
    if (r?.generation !== bI) {
      const o = t();
      (r = { generation: bI, value: o }), e && RB.add(() => e(o));
    }
    return r.value;
  };
}
var PB = re({
    AUTH_MODE: Dt(['local', 'cognito']).default('local'),
    APP_ORIGIN: sn().optional(),
    AWS_REGION: T().default('us-east-1'),
    TABLE_NAME: T().min(1).default('bizpilot'),
    DYNAMODB_ENDPOINT: sn().optional(),
    FILES_BUCKET: T().min(1).default('bizpilot-files'),
    S3_ENDPOINT: sn().optional(),
    COGNITO_DOMAIN: sn().optional(),
    COGNITO_CLIENT_ID: T().optional(),
    COGNITO_USER_POOL_ID: T().optional(),
    COGNITO_ISSUER: sn().optional(),
    LOG_LEVEL: Dt(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
    OPENAI_BASE_URL: sn().optional(),
    OPENAI_MODEL: T().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: cs.number().int().min(1e3).max(12e4).default(2e4),
    EVENT_BUS_NAME: T().min(1).optional(),
    MESSAGE_DELIVERY: Dt(['outbox', 'aws']).default('outbox'),
    SES_FROM_ADDRESS: du().optional(),
    CREDENTIALS_KEY_ARN: T().min(1).optional(),
    CREDENTIALS_KEY_FILE: T().min(1).optional(),
    VALIDATE_RESPONSES: aI().default(!1),
  }),
  cn = _u(() => OB(process.env));
function OB(t) {
  const e = Object.fromEntries(Object.entries(t).filter(([, o]) => o !== void 0 && o !== '')),
    r = PB.safeParse(e);
  if (!r.success) {
    const o = r.error.issues.map((n) => `${n.path.join('.')}: ${n.message}`).join('; ');
    throw new Error(`Invalid configuration: ${o}`);
  }
  return r.data;
}
var er = class extends Error {
    constructor(r, o, n, s) {
      super(o);
      this.statusCode = r;
      this.details = n;
      this.headers = s;
      this.name = new.target.name;
    }
    statusCode;
    details;
    headers;
  },
  Co = class extends er {
    constructor(r, o = []) {
      super(400, r, { issues: o });
      this.issues = o;
    }
    issues;
  },
  Eu = class extends er {
    constructor(e = 'Unauthorized') {
      super(401, e);
    }
  };
var fi = class extends er {
  constructor(e = 'Forbidden') {
    super(403, e);
  }
};
var Sf = { PRETTY: 4, COMPACT: 0 };
var J = { TRACE: 6, DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 },
  wI = ['level', 'message', 'sampling_rate', 'service', 'timestamp'],
  II = 'Uncaught error detected, flushing log buffer before exit';
gi();
var bf = 'AWS_LAMBDA_INITIALIZATION_TYPE',
  TI = 'AWS_LAMBDA_MAX_CONCURRENCY',
  vI = 'POWERTOOLS_DEV';
var AI = '_X_AMZN_TRACE_ID';
var bt = ({ key: t, defaultValue: e, errorMessage: r }) => {
    const o = process.env[t];
    if (o === void 0) {
      if (e !== void 0) return e;
      throw r ? new Error(r) : new Error(`Environment variable ${t} is required`);
    }
    return o.trim();
  },
  CI = ({ key: t, defaultValue: e, errorMessage: r }) => {
    const o = bt({ key: t, defaultValue: String(e), errorMessage: r }),
      n = Number(o);
    if (Number.isNaN(n)) throw new TypeError(`Environment variable ${t} must be a number`);
    return n;
  },
  kB = new Set(['1', 'y', 'yes', 't', 'true', 'on']),
  NB = new Set(['0', 'n', 'no', 'f', 'false', 'off']),
  wf = ({ key: t, defaultValue: e, errorMessage: r, extendedParsing: o }) => {
    const s = bt({ key: t, defaultValue: String(e), errorMessage: r }).toLowerCase();
    if (o) {
      if (kB.has(s)) return !0;
      if (NB.has(s)) return !1;
    }
    if (s !== 'true' && s !== 'false') throw new Error(`Environment variable ${t} must be a boolean`);
    return s === 'true';
  },
  yi = () => {
    try {
      return wf({ key: vI, extendedParsing: !0 });
    } catch {
      return !1;
    }
  };
var DB = () => {
  const t = globalThis.awslambda?.InvokeStore?.getXRayTraceId() ?? bt({ key: AI, defaultValue: '' });
  if (t === '') return;
  if (!t.includes('=')) return { Root: t };
  const e = {};
  for (const r of t.split(';')) {
    const [o, n] = r.split('=');
    e[o] = n;
  }
  return e;
};
var tr = () => bt({ key: TI, defaultValue: '' }) !== '',
  Si = () => DB()?.Root;
var xi = class {
  #e = !1;
  formatError(e) {
    const { name: r, message: o, stack: n, cause: s, ...i } = e,
      a = {
        name: r,
        location: this.getCodeLocation(e.stack),
        message: o,
        stack:
          yi() && typeof n == 'string'
            ? n?.split(`
`)
            : n,
        cause: s instanceof Error ? this.formatError(s) : s,
      };
    for (const c in e) typeof c == 'string' && !['name', 'message', 'stack', 'cause'].includes(c) && (a[c] = i[c]);
    return a;
  }
  formatTimestamp(e) {
    const o = bt({ key: 'TZ', defaultValue: '' });
    return o && !o.includes('UTC') ? this.#a(e, o) : e.toISOString();
  }
  getCodeLocation(e) {
    if (!e) return '';
    const r = e.split(`
`),
      o = /\(([^()]*?):(\d+?):(\d+?)\)\\?$/;
    for (const n of r) {
      const s = o.exec(n);
      if (Array.isArray(s)) return `${s[1]}:${Number(s[2])}`;
    }
    return '';
  }
  #t = (e) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: e }), e;
    } catch {
      return (
        this.#e || ((this.#e = !0), console.warn(`Invalid or unresolvable time zone: "${e}" - falling back to UTC.`)),
        'UTC'
      );
    }
  };
  #n = (e) => {
    const r = '2-digit';
    return new Intl.DateTimeFormat('en', {
      hourCycle: 'h23',
      year: 'numeric',
      month: r,
      day: r,
      hour: r,
      minute: r,
      second: r,
      timeZone: e,
    });
  };
  #a(e, r) {
    const o = this.#t(r),
      {
        year: n,
        month: s,
        day: i,
        hour: a,
        minute: c,
        second: u,
      } = this.#n(o)
        .formatToParts(e)
        .reduce((S, x) => ((S[x.type] = x.value), S), {}),
      l = `${n}-${s}-${i}T${a}:${c}:${u}`,
      d = o === r ? -e.getTimezoneOffset() : 0,
      m = d >= 0 ? '+' : '-',
      f = Math.abs(Math.floor(d / 60))
        .toString()
        .padStart(2, '0'),
      h = Math.abs(d % 60)
        .toString()
        .padStart(2, '0'),
      g = e.getMilliseconds().toString().padStart(3, '0'),
      y = `${m}${f}:${h}`;
    return `${l}.${g}${y}`;
  }
};
var wu = '2.35.0';
var x9 = process.env.AWS_EXECUTION_ENV || 'NA';
var $B = new Set(['__proto__', 'constructor']),
  _i = (t) => {
    if (typeof t != 'object' || t === null) return !1;
    const e = Object.getPrototypeOf(t);
    return e === Object.prototype || e === null;
  },
  LB = (t, e) => {
    if (_i(t)) {
      const r = {};
      return e.push(t), Ei(r, t, e), e.pop(), { skip: !1, value: r };
    }
    if (Array.isArray(t)) {
      if (e.includes(t)) return { skip: !0 };
      const r = [];
      return e.push(t), Iu(r, t, e), e.pop(), { skip: !1, value: r };
    }
    return { skip: !1, value: t };
  },
  zB = (t, e, r, o) => {
    const n = t[e],
      s = _i(r);
    if (!(s && o.includes(r))) {
      if (s && _i(n)) {
        o.push(r), Ei(n, r, o), o.pop();
        return;
      }
      if (Array.isArray(r) && Array.isArray(n)) {
        o.includes(r) || (o.push(r), Iu(n, r, o), o.pop());
        return;
      }
      if (r !== void 0 || n === void 0) {
        const i = LB(r, o);
        i.skip || (t[e] = i.value);
      }
    }
  },
  Iu = (t, e, r) => {
    for (let o = 0; o < e.length; o++) zB(t, o, e[o], r);
  },
  MB = (t, e, r, o, n) => {
    if (!Array.isArray(o)) {
      const s = [];
      Iu(s, r, n), (t[e] = s);
      return;
    }
    Iu(o, r, n);
  },
  UB = (t, e, r, o, n) => {
    if (_i(o)) {
      Ei(o, r, n);
      return;
    }
    const s = {};
    Ei(s, r, n), (t[e] = s);
  },
  Ei = (t, e, r) => {
    for (const o of Object.keys(e)) {
      if ($B.has(o)) continue;
      const n = e[o],
        s = t[o];
      if (Array.isArray(n)) {
        if (r.includes(n)) continue;
        r.push(n), MB(t, o, n, s, r), r.pop();
        continue;
      }
      if (_i(n)) {
        if (r.includes(n)) continue;
        r.push(n), UB(t, o, n, s, r), r.pop();
        continue;
      }
      (n !== void 0 || s === void 0) && (t[o] = n);
    }
  },
  ao = (t, ...e) => {
    const r = [t];
    for (const o of e) o != null && (r.push(o), Ei(t, o, r), r.pop());
    return t;
  };
var Tu = 'powertools-for-aws',
  RI = `${Tu}.tracer`,
  PI = `${Tu}.metrics`,
  OI = `${Tu}.logger`,
  kI = `${Tu}.idempotency`;
var If = (t) => typeof t == 'string';
var NI = (t) => Object.is(t, null),
  Tf = (t) => NI(t) || Object.is(t, void 0);
var bi = class {
  #e;
  coldStart = !0;
  defaultServiceName = 'service_undefined';
  constructor() {
    (this.#e = this.getInitializationType()), this.#e !== 'on-demand' && (this.coldStart = !1);
  }
  getInitializationType() {
    const e = process.env[bf]?.trim();
    return e === 'on-demand' ? 'on-demand' : e === 'provisioned-concurrency' ? 'provisioned-concurrency' : 'unknown';
  }
  getColdStart() {
    return this.#e !== 'on-demand' ? !1 : this.coldStart ? ((this.coldStart = !1), !0) : !1;
  }
  isValidServiceName(e) {
    return typeof e == 'string' && e.trim().length > 0;
  }
};
var FB = process.env.AWS_EXECUTION_ENV || 'NA';
if (!process.env.AWS_SDK_UA_APP_ID?.includes('/PTEnv/')) {
  const t = `PT/NO-OP/${wu}/PTEnv/${FB}`;
  process.env.AWS_SDK_UA_APP_ID = process.env.AWS_SDK_UA_APP_ID ? `${process.env.AWS_SDK_UA_APP_ID}/${t}` : t;
}
var ls = class {
  attributes = {};
  constructor(e) {
    this.setAttributes(e.attributes);
  }
  addAttributes(e) {
    return ao(this.attributes, e), this;
  }
  getAttributes() {
    return this.attributes;
  }
  prepareForPrint() {
    this.attributes = this.removeEmptyKeys(this.getAttributes());
  }
  removeEmptyKeys(e) {
    const r = {};
    for (const o in e) e[o] !== void 0 && e[o] !== '' && e[o] !== null && (r[o] = e[o]);
    return r;
  }
  setAttributes(e) {
    this.attributes = e;
  }
};
import { Console as BB } from 'node:console';
import { randomInt as VB } from 'node:crypto';
var vu = class extends xi {
  #e;
  constructor(e) {
    super(), (this.#e = e?.logRecordOrder);
  }
  formatAttributes(e, r) {
    const o = {
      level: e.logLevel,
      message: e.message,
      timestamp: this.formatTimestamp(e.timestamp),
      service: e.serviceName,
      cold_start: e.lambdaContext?.coldStart,
      function_arn: e.lambdaContext?.invokedFunctionArn,
      function_memory_size: e.lambdaContext?.memoryLimitInMB,
      function_name: e.lambdaContext?.functionName,
      function_request_id: e.lambdaContext?.awsRequestId,
      sampling_rate: e.sampleRateValue,
      xray_trace_id: e.xRayTraceId,
      tenant_id: e.lambdaContext?.tenantId,
    };
    if (this.#e === void 0) return new ls({ attributes: o }).addAttributes(r);
    const n = {};
    for (const i of this.#e) i in o && !(i in n) ? (n[i] = o[i]) : i in r && !(i in n) && (n[i] = r[i]);
    for (const i in o) i in n || (n[i] = o[i]);
    for (const i in r) i in n || (n[i] = r[i]);
    return new ls({ attributes: n });
  }
};
gi();
var Au = class {
  #e = Symbol('powertools.logger.temporaryAttributes');
  #t = Symbol('powertools.logger.keys');
  #n = Symbol('powertools.logger.lambdaContext');
  #a = {};
  #c = new Map();
  #s = {};
  #o;
  #r() {
    if (!tr()) return this.#a;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let e = globalThis.awslambda.InvokeStore,
      r = e.get(this.#e);
    return r == null && ((r = {}), e.set(this.#e, r)), r;
  }
  #i() {
    if (!tr()) return this.#c;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let e = globalThis.awslambda.InvokeStore,
      r = e.get(this.#t);
    return r == null && ((r = new Map()), e.set(this.#t, r)), r;
  }
  appendTemporaryKeys(e) {
    const r = this.#r();
    ao(r, e);
    const o = this.#i();
    for (const n of Object.keys(e)) o.set(n, 'temp');
  }
  removeTemporaryKeys(e) {
    const r = this.#r(),
      o = this.#i();
    for (const n of e) (r[n] = void 0), this.#s[n] ? o.set(n, 'persistent') : o.delete(n);
  }
  getTemporaryAttributes() {
    return { ...this.#r() };
  }
  clearTemporaryAttributes() {
    const e = this.#r(),
      r = this.#i();
    for (const o of Object.keys(e)) this.#s[o] ? r.set(o, 'persistent') : r.delete(o);
    if (!tr()) {
      this.#a = {};
      return;
    }
    globalThis.awslambda.InvokeStore?.set(this.#e, {});
  }
  setLambdaContext(e) {
    if (!tr()) {
      this.#o = e;
      return;
    }
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    globalThis.awslambda.InvokeStore.set(this.#n, e);
  }
  getLambdaContext() {
    return tr() ? globalThis.awslambda?.InvokeStore?.get(this.#n) : this.#o;
  }
  setPersistentAttributes(e) {
    const r = this.#i();
    this.#s = { ...e };
    for (const o of Object.keys(e)) r.set(o, 'persistent');
  }
  getPersistentAttributes() {
    return { ...this.#s };
  }
  getAllAttributes() {
    const e = {},
      r = this.#r(),
      o = this.#i();
    for (const [n, s] of Object.entries(this.#s)) s !== void 0 && (e[n] = s);
    for (const [n, s] of o.entries()) s === 'temp' && r[n] !== void 0 && (e[n] = r[n]);
    return e;
  }
  removePersistentKeys(e) {
    const r = this.#i(),
      o = this.#r();
    for (const n of e) (this.#s[n] = void 0), o[n] ? r.set(n, 'temp') : r.delete(n);
  }
};
gi();
var vf = class {
    value;
    logLevel;
    byteSize;
    constructor(e, r) {
      if (!If(e)) throw new Error('Value should be a string');
      (this.value = e), (this.logLevel = r), (this.byteSize = Buffer.byteLength(e));
    }
  },
  Af = class extends Set {
    currentBytesSize = 0;
    hasEvictedLog = !1;
    add(e) {
      return (this.currentBytesSize += e.byteSize), super.add(e), this;
    }
    delete(e) {
      const r = super.delete(e);
      return r && (this.currentBytesSize -= e.byteSize), r;
    }
    clear() {
      super.clear(), (this.currentBytesSize = 0);
    }
    shift() {
      const e = this.values().next().value;
      return e && this.delete(e), e;
    }
  },
  wi = class extends Map {
    #e;
    #t;
    constructor({ maxBytesSize: e, onBufferOverflow: r }) {
      super(), (this.#e = e), (this.#t = r);
    }
    setItem(e, r, o) {
      const n = new vf(r, o);
      if (n.byteSize > this.#e) throw new Error('Item too big');
      const s = this.get(e) || new Af();
      return (
        s.currentBytesSize !== 0 && s.currentBytesSize + n.byteSize >= this.#e && (this.#n(s, n), this.#t && this.#t()),
        s.add(n),
        super.set(e, s),
        this
      );
    }
    #n(e, r) {
      for (; e.size !== 0 && e.currentBytesSize + r.byteSize >= this.#e; ) e.shift(), (e.hasEvictedLog = !0);
    }
  };
var Cu = class {
  #e = Symbol('powertools.logger.logLevel');
  #t = Symbol('powertools.logger.buffer');
  #n;
  #a;
  #c;
  constructor(e) {
    this.#n = e;
  }
  getLogLevel() {
    if (!tr()) return this.#n;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    return globalThis.awslambda.InvokeStore.get(this.#e) ?? this.#n;
  }
  getBaseLogLevel() {
    return this.#n;
  }
  setLogLevel(e) {
    if (tr()) {
      if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
      const r = globalThis.awslambda.InvokeStore;
      if (r.hasContext()) {
        r.set(this.#e, e);
        return;
      }
    }
    this.#n = e;
  }
  setBaseLogLevel(e) {
    this.#n = e;
  }
  configureBuffer(e) {
    (this.#a = e), (this.#c = new wi({ maxBytesSize: e }));
  }
  #s() {
    if (!tr()) return this.#c;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let e = globalThis.awslambda.InvokeStore,
      r = e.get(this.#t);
    return r == null && ((r = new wi({ maxBytesSize: this.#a })), e.set(this.#t, r)), r;
  }
  add(e, r, o) {
    const n = this.#s();
    !tr() && n.has(e) === !1 && n.clear(), n.setItem(e, r, o);
  }
  get(e) {
    return this.#s().get(e);
  }
  delete(e) {
    this.#s().delete(e);
  }
};
var Ii = class t extends bi {
  console;
  customConfigService;
  logEvent = !1;
  logFormatter;
  logIndentation = Sf.COMPACT;
  #e;
  powertoolsLogData = { sampleRateValue: 0 };
  #t = new Au();
  #n = [];
  #a = !1;
  #c = J.INFO;
  #s;
  #o = { enabled: !1, flushOnErrorLog: !0, maxBytes: 20480, bufferAtVerbosity: J.DEBUG };
  #r = new Cu(J.INFO);
  #i;
  #u = { sampleRateValue: 0, refreshedTimes: 0 };
  #d = new Map();
  get level() {
    return this.#r.getLogLevel();
  }
  constructor(e = {}) {
    super();
    const { customConfigService: r, ...o } = e;
    (this.customConfigService = r), this.setOptions(o), (this.#a = !0);
    for (const [n, s] of this.#n) this.printLog(n, this.createAndPopulateLogItem(...s));
    this.#n = [];
  }
  addContext(e) {
    this.#t.setLambdaContext({
      invokedFunctionArn: e.invokedFunctionArn,
      coldStart: this.getColdStart(),
      awsRequestId: e.awsRequestId,
      memoryLimitInMB: e.memoryLimitInMB,
      functionName: e.functionName,
      functionVersion: e.functionVersion,
      tenantId: e.tenantId,
    });
  }
  addPersistentLogAttributes(e) {
    this.appendPersistentKeys(e);
  }
  appendKeys(e) {
    this.#f(e, 'temp');
  }
  appendPersistentKeys(e) {
    this.#f(e, 'persistent');
  }
  createChild(e = {}) {
    const r = 'persistentLogAttributes' in e && !('persistentKeys' in e) ? 'persistentLogAttributes' : 'persistentKeys',
      o = this.createLogger(
        ao(
          {},
          {
            logLevel: this.getLevelName(),
            serviceName: this.powertoolsLogData.serviceName,
            sampleRateValue: this.#u.sampleRateValue,
            logFormatter: this.getLogFormatter(),
            customConfigService: this.getCustomConfigService(),
            environment: this.powertoolsLogData.environment,
            [r]: this.#t.getPersistentAttributes(),
            jsonReplacerFn: this.#s,
            correlationIdSearchFn: this.#i,
            ...(this.#o.enabled && {
              logBufferOptions: {
                maxBytes: this.#o.maxBytes,
                bufferAtVerbosity: this.getLogLevelNameFromNumber(this.#o.bufferAtVerbosity),
                flushOnErrorLog: this.#o.flushOnErrorLog,
              },
            }),
          },
          e,
        ),
      ),
      n = this.#t.getLambdaContext();
    n && o.addContext(n);
    const s = this.#t.getTemporaryAttributes();
    return Object.keys(s).length > 0 && o.appendKeys(s), o;
  }
  critical(e, ...r) {
    this.processLogItem(J.CRITICAL, e, r);
  }
  debug(e, ...r) {
    this.processLogItem(J.DEBUG, e, r);
  }
  error(e, ...r) {
    this.processLogItem(J.ERROR, e, r);
  }
  getLevelName() {
    return this.getLogLevelNameFromNumber(this.#r.getLogLevel());
  }
  getLogEvent() {
    return this.logEvent;
  }
  getPersistentLogAttributes() {
    return this.#t.getPersistentAttributes();
  }
  info(e, ...r) {
    this.processLogItem(J.INFO, e, r);
  }
  injectLambdaContext(e) {
    return (r, o, n) => {
      const s = n.value,
        i = this;
      n.value = async function (...a) {
        i.refreshSampleRateCalculation(),
          i.addContext(a[1]),
          i.logEventIfEnabled(a[0], e?.logEvent),
          e?.correlationIdPath && i.setCorrelationId(a[0], e?.correlationIdPath);
        try {
          return await s.apply(this, a);
        } catch (c) {
          throw (e?.flushBufferOnUncaughtError && (i.flushBuffer(), i.error({ message: II, error: c })), c);
        } finally {
          (e?.clearState || e?.resetKeys) && i.resetKeys(), i.clearBuffer();
        }
      };
    };
  }
  static injectLambdaContextAfterOrOnError(e, r, o) {
    o && (o.clearState || o?.resetKeys) && e.resetKeys();
  }
  static injectLambdaContextBefore(e, r, o, n) {
    e.addContext(o), e.logEventIfEnabled(r, n?.logEvent);
  }
  logEventIfEnabled(e, r) {
    this.shouldLogEvent(r) && this.info('Lambda invocation event', { event: e });
  }
  refreshSampleRateCalculation() {
    if (this.#u.refreshedTimes === 0) {
      this.#u.refreshedTimes++;
      return;
    }
    this.#h() && this.#r.getLogLevel() > J.TRACE
      ? (this.setLogLevel('DEBUG'), this.debug('Setting log level to DEBUG due to sampling rate'))
      : this.setLogLevel(this.getLogLevelNameFromNumber(this.#c));
  }
  removeKeys(e) {
    this.#t.removeTemporaryKeys(e);
  }
  removePersistentKeys(e) {
    this.#t.removePersistentKeys(e);
  }
  removePersistentLogAttributes(e) {
    this.removePersistentKeys(e);
  }
  resetKeys() {
    this.#t.clearTemporaryAttributes();
  }
  setLogLevel(e) {
    if (!this.awsLogLevelShortCircuit(e))
      if (this.isValidLogLevel(e)) this.#r.setLogLevel(J[e]);
      else throw new Error(`Invalid log level: ${e}`);
  }
  setPersistentLogAttributes(e) {
    const r = this.#m(e);
    this.#t.setPersistentAttributes(r);
  }
  get persistentLogAttributes() {
    return this.#t.getPersistentAttributes();
  }
  shouldLogEvent(e) {
    return typeof e == 'boolean' ? e : this.getLogEvent();
  }
  trace(e, ...r) {
    this.processLogItem(J.TRACE, e, r);
  }
  warn(e, ...r) {
    this.processLogItem(J.WARN, e, r);
  }
  #l(e) {
    this.#d.has(e) || (this.#d.set(e, !0), this.warn(e));
  }
  createLogger(e) {
    return new t(e);
  }
  getJsonReplacer() {
    const e = [],
      r = this.#s,
      o = this.getLogFormatter();
    return function (n, s) {
      let i = s;
      if ((r && (i = r(n, i)), i instanceof Error && (i = o.formatError(i)), typeof i == 'bigint')) return i.toString();
      if (typeof i == 'object' && i !== null) {
        for (; e.length > 0 && e.at(-1) !== this; ) e.pop();
        if (e.includes(i)) return;
        e.push(i);
      }
      return i;
    };
  }
  addToPowertoolsLogData(e) {
    ao(this.powertoolsLogData, e);
  }
  #m(e) {
    const r = {};
    for (const [o, n] of Object.entries(e)) this.#p(o) || (r[o] = n);
    return r;
  }
  #f(e, r) {
    const o = this.#m(e);
    if (r === 'temp') this.#t.appendTemporaryKeys(o);
    else {
      const n = this.#t.getPersistentAttributes();
      this.#t.setPersistentAttributes(ao(n, o));
    }
  }
  awsLogLevelShortCircuit(e) {
    return this.#e !== void 0
      ? (this.#r.setBaseLogLevel(J[this.#e]),
        this.isValidLogLevel(e) &&
          this.#r.getBaseLogLevel() > J[e] &&
          this.#l(
            `Current log level (${e}) does not match AWS Lambda Advanced Logging Controls minimum log level (${this.#e}). This can lead to data loss, consider adjusting them.`,
          ),
        !0)
      : !1;
  }
  createAndPopulateLogItem(e, r, o) {
    const n = {
        logLevel: this.getLogLevelNameFromNumber(e),
        timestamp: new Date(),
        xRayTraceId: Si(),
        ...this.#x(),
        message: '',
      },
      s = this.#t.getAllAttributes();
    return this.#g(r, n, s), this.#y(o, s), this.getLogFormatter().formatAttributes(n, s);
  }
  #g(e, r, o) {
    if (typeof e == 'string') {
      r.message = e;
      return;
    }
    const { message: n, ...s } = e;
    r.message = n;
    for (const [i, a] of Object.entries(s)) this.#p(i) || (o[i] = a);
  }
  #y(e, r) {
    for (const o of e)
      Tf(o) || (o instanceof Error ? (r.error = o) : typeof o == 'string' ? (r.extra = o) : this.#S(o, r));
  }
  #S(e, r) {
    for (const [o, n] of Object.entries(e)) this.#p(o) || (r[o] = n);
  }
  #h() {
    return this.#u.sampleRateValue && VB(0, 100) / 100 <= this.#u.sampleRateValue;
  }
  #p(e) {
    return wI.includes(e) ? (this.warn(`The key "${e}" is a reserved key and will be dropped.`), !0) : !1;
  }
  getCustomConfigService() {
    return this.customConfigService;
  }
  getLogFormatter() {
    return this.logFormatter;
  }
  getLogLevelNameFromNumber(e) {
    let r;
    for (const [o, n] of Object.entries(J))
      if (n === e) {
        r = o;
        break;
      }
    return r;
  }
  #x() {
    const e = this.#t.getLambdaContext();
    return e === void 0 ? this.powertoolsLogData : { ...this.powertoolsLogData, lambdaContext: e };
  }
  isValidLogLevel(e) {
    return typeof e == 'string' && e in J;
  }
  isValidSampleRate(e) {
    return typeof e == 'number' && 0 <= e && e <= 1;
  }
  printLog(e, r) {
    r.prepareForPrint();
    const o = e === J.CRITICAL ? 'error' : this.getLogLevelNameFromNumber(e).toLowerCase();
    this.console[o](JSON.stringify(r.getAttributes(), this.getJsonReplacer(), this.logIndentation));
  }
  processLogItem(e, r, o) {
    this.#o.enabled && this.#o.flushOnErrorLog && e >= J.ERROR && e < J.SILENT && this.flushBuffer();
    const n = Si();
    if (n !== void 0 && this.shouldBufferLog(n, e)) {
      try {
        this.bufferLogItem(n, this.createAndPopulateLogItem(e, r, o), e);
      } catch (s) {
        this.printLog(J.WARN, this.createAndPopulateLogItem(J.WARN, `Unable to buffer log: ${s.message}`, [s])),
          this.printLog(e, this.createAndPopulateLogItem(e, r, o));
      }
      return;
    }
    e >= this.#r.getLogLevel() &&
      (this.#a ? this.printLog(e, this.createAndPopulateLogItem(e, r, o)) : this.#n.push([e, [e, r, o]]));
  }
  setConsole() {
    yi() ? (this.console = console) : (this.console = new BB({ stdout: process.stdout, stderr: process.stderr })),
      (this.console.trace = (e, ...r) => {
        this.console.log(e, ...r);
      });
  }
  setInitialLogLevel(e) {
    const r = e?.toUpperCase();
    if (this.awsLogLevelShortCircuit(r)) {
      this.#c = this.#r.getBaseLogLevel();
      return;
    }
    if (this.isValidLogLevel(r)) {
      this.#r.setBaseLogLevel(J[r]), (this.#c = this.#r.getBaseLogLevel());
      return;
    }
    const o = this.getCustomConfigService()?.getLogLevel()?.toUpperCase();
    if (this.isValidLogLevel(o)) {
      this.#r.setBaseLogLevel(J[o]), (this.#c = this.#r.getBaseLogLevel());
      return;
    }
    const n = bt({ key: 'POWERTOOLS_LOG_LEVEL', defaultValue: '' }),
      s = bt({ key: 'LOG_LEVEL', defaultValue: '' }),
      i = n || s;
    this.isValidLogLevel(i) && (this.#r.setBaseLogLevel(J[i]), (this.#c = this.#r.getBaseLogLevel()));
  }
  setInitialSampleRate(e) {
    const r = e,
      o = this.getCustomConfigService()?.getSampleRateValue(),
      n = CI({ key: 'POWERTOOLS_LOGGER_SAMPLE_RATE', defaultValue: 0 });
    for (const s of [r, o, n])
      if (this.isValidSampleRate(s)) {
        (this.#u.sampleRateValue = s),
          (this.powertoolsLogData.sampleRateValue = s),
          this.#h() &&
            this.#r.getBaseLogLevel() > J.TRACE &&
            (this.setLogLevel('DEBUG'), this.debug('Setting log level to DEBUG due to sampling rate'));
        break;
      }
  }
  setLogEvent() {
    this.logEvent = wf({ key: 'POWERTOOLS_LOGGER_LOG_EVENT', defaultValue: !1 });
  }
  setLogFormatter(e, r) {
    this.logFormatter = e ?? new vu({ logRecordOrder: r });
  }
  setLogIndentation() {
    yi() && (this.logIndentation = Sf.PRETTY);
  }
  setOptions(e) {
    const {
      logLevel: r,
      serviceName: o,
      sampleRateValue: n,
      logFormatter: s,
      persistentKeys: i,
      persistentLogAttributes: a,
      environment: c,
      jsonReplacerFn: u,
      logRecordOrder: l,
      logBufferOptions: d,
      correlationIdSearchFn: m,
    } = e;
    a &&
      Object.keys(a).length > 0 &&
      i &&
      Object.keys(i).length > 0 &&
      this.warn(
        'Both persistentLogAttributes and persistentKeys options were provided. Using persistentKeys as persistentLogAttributes is deprecated and will be removed in future releases',
      ),
      this.setPowertoolsLogData(o, c, i || a);
    const f = bt({ key: 'AWS_LAMBDA_LOG_LEVEL', defaultValue: '' }),
      h = f === 'FATAL' ? 'CRITICAL' : f;
    return (
      this.isValidLogLevel(h) && (this.#e = h),
      this.setLogEvent(),
      this.setInitialLogLevel(r),
      this.setInitialSampleRate(n),
      this.setLogFormatter(s, l),
      this.setConsole(),
      this.setLogIndentation(),
      (this.#s = u),
      this.#_(d),
      (this.#i = m),
      this
    );
  }
  setPowertoolsLogData(e, r, o) {
    this.addToPowertoolsLogData({
      awsRegion: bt({ key: 'AWS_REGION', defaultValue: '' }),
      environment:
        r || this.getCustomConfigService()?.getCurrentEnvironment() || bt({ key: 'ENVIRONMENT', defaultValue: '' }),
      serviceName:
        e ||
        this.getCustomConfigService()?.getServiceName() ||
        bt({ key: 'POWERTOOLS_SERVICE_NAME', defaultValue: '' }) ||
        this.defaultServiceName,
    }),
      o && this.appendPersistentKeys(o);
  }
  #_(e) {
    if (e === void 0 || ((this.#o.enabled = e?.enabled !== !1), this.#o.enabled === !1)) return;
    e?.maxBytes !== void 0 && (this.#o.maxBytes = e.maxBytes),
      this.#r.configureBuffer(this.#o.maxBytes),
      e?.flushOnErrorLog === !1 && (this.#o.flushOnErrorLog = !1);
    const r = e?.bufferAtVerbosity?.toUpperCase();
    this.isValidLogLevel(r) && (this.#o.bufferAtVerbosity = J[r]),
      this.#e !== void 0 &&
        J[this.#e] > this.#o.bufferAtVerbosity &&
        this.#l(
          'Advanced Loggging Controls (ALC) Log Level is less verbose than Log Buffering Log Level. Buffered logs will be filtered by ALC',
        );
  }
  bufferLogItem(e, r, o) {
    r.prepareForPrint(),
      this.#r.add(e, JSON.stringify(r.getAttributes(), this.getJsonReplacer(), this.logIndentation), o);
  }
  flushBuffer() {
    if (this.#o.enabled === !1) return;
    const e = Si();
    if (e === void 0) return;
    const r = this.#r.get(e);
    if (r !== void 0) {
      for (const o of r) {
        const n = this.getLogLevelNameFromNumber(o.logLevel).toLowerCase();
        this.console[n](o.value);
      }
      r.hasEvictedLog &&
        this.printLog(
          J.WARN,
          this.createAndPopulateLogItem(
            J.WARN,
            'Some logs are not displayed because they were evicted from the buffer. Increase buffer size to store more logs in the buffer',
            [],
          ),
        ),
        this.#e !== void 0 &&
          J[this.#e] > this.#o.bufferAtVerbosity &&
          this.#l(
            'Advanced Loggging Controls (ALC) Log Level is less verbose than Log Buffering Log Level. Some logs might be missing.',
          ),
        this.#r.delete(e);
    }
  }
  clearBuffer() {
    if (this.#o.enabled === !1) return;
    const e = Si();
    e !== void 0 && this.#r.delete(e);
  }
  shouldBufferLog(e, r) {
    return this.#o.enabled && e !== void 0 && r <= this.#o.bufferAtVerbosity;
  }
  setCorrelationId(e, r) {
    if (typeof r == 'string') {
      if (!this.#i) {
        this.#l(
          'correlationIdPath is set but no search function was provided. The correlation ID will not be added to the log attributes.',
        );
        return;
      }
      const o = this.#i(r, e);
      o && this.appendKeys({ correlation_id: o });
      return;
    }
    this.appendKeys({ correlation_id: e });
  }
  getCorrelationId() {
    return this.#t.getTemporaryAttributes().correlation_id;
  }
};
var ps = new Ii({ serviceName: 'bizpilot', logLevel: process.env.LOG_LEVEL ?? 'INFO' });
var jB = new Set(['GET', 'HEAD', 'OPTIONS']);
function DI() {
  return {
    before: async ({ event: t }) => {
      if (jB.has(t.requestContext.http.method)) return;
      const e = t.headers['sec-fetch-site'];
      if (e === 'cross-site' || e === 'same-site') throw new fi('Cross-site request refused');
      const r = t.headers.origin;
      if (r !== void 0 && !HB(r, t.headers.host, cn().APP_ORIGIN)) throw new fi('Cross-origin request refused');
    },
  };
}
function HB(t, e, r) {
  let o;
  try {
    o = new URL(t);
  } catch {
    return !1;
  }
  return r && o.origin === new URL(r).origin ? !0 : e !== void 0 && o.host === e.toLowerCase();
}
function Ti(t, e, r) {
  return {
    statusCode: t,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(e),
    ...(r?.length ? { cookies: r } : {}),
  };
}
function $I() {
  return { statusCode: 204, headers: {} };
}
var Ru = class {
  constructor(e) {
    this.result = e;
  }
  result;
};
function LI() {
  return {
    onError: async (t) => {
      const { error: e, event: r } = t,
        o = r.requestContext?.requestId ?? t.context.awsRequestId;
      if (e instanceof er) {
        (t.response = Ti(e.statusCode, { message: e.message, ...e.details })),
          Object.assign(t.response.headers, e.headers);
        return;
      }
      ps.error('Unhandled error', { requestId: o, path: r.rawPath, error: e }),
        (t.response = Ti(500, { message: 'Internal Server Error', requestId: o }));
    },
  };
}
function zI() {
  const t = new WeakMap(),
    e = async (r) => {
      const { event: o, response: n } = r;
      ps.info('request', {
        requestId: o.requestContext.requestId,
        method: o.requestContext.http.method,
        path: o.rawPath,
        status: n?.statusCode,
        durationMs: Date.now() - (t.get(r.event) ?? Date.now()),
        workspaceId: r.context.session?.workspaceId,
      });
    };
  return {
    before: async ({ event: r }) => {
      t.set(r, Date.now());
    },
    after: e,
    onError: e,
  };
}
var GB = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  KB =
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
function ZB(t) {
  const e = t.headers['content-type']?.startsWith('text/html') ?? !1;
  return (
    (t.headers = {
      ...t.headers,
      'content-security-policy': e ? KB : GB,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-store',
    }),
    t
  );
}
function MI() {
  const t = async (e) => {
    e.response && ZB(e.response);
  };
  return { after: t, onError: t };
}
import { randomBytes as QAe, createHash as s8 } from 'node:crypto';
F();
O();
var wn = class t {
  value;
  constructor(e) {
    typeof e == 'object' && 'N' in e ? (this.value = String(e.N)) : (this.value = String(e));
    const r = typeof e.valueOf() == 'number' ? e.valueOf() : 0;
    if (r > Number.MAX_SAFE_INTEGER || r < Number.MIN_SAFE_INTEGER || Math.abs(r) === 1 / 0 || Number.isNaN(r))
      throw new Error(`NumberValue should not be initialized with an imprecise number=${r}. Use a string instead.`);
  }
  static from(e) {
    return new t(e);
  }
  toAttributeValue() {
    return { N: this.toString() };
  }
  toBigInt() {
    const e = this.toString();
    return BigInt(e);
  }
  toString() {
    return String(this.value);
  }
  valueOf() {
    return this.toString();
  }
};
var aa = (t, e) => {
    if (t === void 0)
      throw new Error('Pass options.removeUndefinedValues=true to remove undefined values from map/array/set.');
    if (t === null && typeof t == 'object') return Bl();
    if (Array.isArray(t)) return h4(t, e);
    if (t?.constructor?.name === 'Set') return g4(t, e);
    if (t?.constructor?.name === 'Map') return y4(t, e);
    if (t?.constructor?.name === 'Object' || (!t.constructor && typeof t == 'object')) return XR(t, e);
    if (nP(t)) return t.length === 0 && e?.convertEmptyValues ? Bl() : eP(t);
    if (typeof t == 'boolean' || t?.constructor?.name === 'Boolean') return { BOOL: t.valueOf() };
    if (typeof t == 'number' || t?.constructor?.name === 'Number') return oP(t, e);
    if (t instanceof wn) return t.toAttributeValue();
    if (typeof t == 'bigint') return rP(t);
    if (typeof t == 'string' || t?.constructor?.name === 'String')
      return t.length === 0 && e?.convertEmptyValues ? Bl() : tP(t);
    if (e?.convertClassInstanceToMap && typeof t == 'object') return XR(t, e);
    throw new Error(
      `Unsupported type passed: ${t}. Pass options.convertClassInstanceToMap=true to marshall typeof object as map attribute.`,
    );
  },
  h4 = (t, e) => ({
    L: t
      .filter(
        (r) => typeof r != 'function' && (!e?.removeUndefinedValues || (e?.removeUndefinedValues && r !== void 0)),
      )
      .map((r) => aa(r, e)),
  }),
  g4 = (t, e) => {
    const r = e?.removeUndefinedValues ? new Set([...t].filter((n) => n !== void 0)) : t;
    if (!e?.removeUndefinedValues && r.has(void 0))
      throw new Error('Pass options.removeUndefinedValues=true to remove undefined values from map/array/set.');
    if (r.size === 0) {
      if (e?.convertEmptyValues) return Bl();
      throw new Error('Pass a non-empty set, or options.convertEmptyValues=true.');
    }
    const o = r.values().next().value;
    if (o instanceof wn) return { NS: Array.from(r).map((n) => n.toString()) };
    if (typeof o == 'number')
      return {
        NS: Array.from(r)
          .map((n) => oP(n, e))
          .map((n) => n.N),
      };
    if (typeof o == 'bigint')
      return {
        NS: Array.from(r)
          .map(rP)
          .map((n) => n.N),
      };
    if (typeof o == 'string')
      return {
        SS: Array.from(r)
          .map(tP)
          .map((n) => n.S),
      };
    if (nP(o))
      return {
        BS: Array.from(r)
          .map(eP)
          .map((n) => n.B),
      };
    throw new Error('Only Number Set (NS), Binary Set (BS) or String Set (SS) are allowed.');
  },
  y4 = (t, e) => ({
    M: ((r) => {
      const o = {};
      for (const [n, s] of r)
        typeof s != 'function' && (s !== void 0 || !e?.removeUndefinedValues) && (o[n] = aa(s, e));
      return o;
    })(t),
  }),
  XR = (t, e) => ({
    M: ((r) => {
      const o = {};
      for (const n in r) {
        const s = r[n];
        typeof s != 'function' && (s !== void 0 || !e?.removeUndefinedValues) && (o[n] = aa(s, e));
      }
      return o;
    })(t),
  }),
  Bl = () => ({ NULL: !0 }),
  eP = (t) => ({ B: t }),
  tP = (t) => ({ S: t.toString() }),
  rP = (t) => ({ N: t.toString() }),
  QR = (t) => {
    throw new Error(`${t} Use NumberValue from @aws-sdk/lib-dynamodb.`);
  },
  oP = (t, e) => {
    if (
      [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY].map((r) => r.toString()).includes(t.toString())
    )
      throw new Error(`Special numeric value ${t.toString()} is not allowed`);
    return (
      e?.allowImpreciseNumbers ||
        (Number(t) > Number.MAX_SAFE_INTEGER
          ? QR(`Number ${t.toString()} is greater than Number.MAX_SAFE_INTEGER.`)
          : Number(t) < Number.MIN_SAFE_INTEGER &&
            QR(`Number ${t.toString()} is lesser than Number.MIN_SAFE_INTEGER.`)),
      { N: t.toString() }
    );
  },
  nP = (t) => {
    const e = [
      'ArrayBuffer',
      'Blob',
      'Buffer',
      'DataView',
      'File',
      'Int8Array',
      'Uint8Array',
      'Uint8ClampedArray',
      'Int16Array',
      'Uint16Array',
      'Int32Array',
      'Uint32Array',
      'Float32Array',
      'Float64Array',
      'BigInt64Array',
      'BigUint64Array',
    ];
    return t?.constructor ? e.includes(t.constructor.name) : !1;
  };
var ca = (t, e) => {
    for (const [r, o] of Object.entries(t))
      if (o !== void 0)
        switch (r) {
          case 'NULL':
            return null;
          case 'BOOL':
            return !!o;
          case 'N':
            return sP(o, e);
          case 'B':
            return aP(o);
          case 'S':
            return iP(o);
          case 'L':
            return S4(o, e);
          case 'M':
            return x4(o, e);
          case 'NS':
            return new Set(o.map((n) => sP(n, e)));
          case 'BS':
            return new Set(o.map(aP));
          case 'SS':
            return new Set(o.map(iP));
          default:
            throw new Error(`Unsupported type passed: ${r}`);
        }
    throw new Error(`No value defined: ${JSON.stringify(t)}`);
  },
  sP = (t, e) => {
    if (typeof e?.wrapNumbers == 'function') return e?.wrapNumbers(t);
    if (e?.wrapNumbers) return wn.from(t);
    const r = Number(t),
      o = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
    if ((r > Number.MAX_SAFE_INTEGER || r < Number.MIN_SAFE_INTEGER) && !o.includes(r))
      if (typeof BigInt == 'function')
        try {
          return BigInt(t);
        } catch {
          throw new Error(`${t} can't be converted to BigInt. Set options.wrapNumbers to get string value.`);
        }
      else throw new Error(`${t} is outside SAFE_INTEGER bounds. Set options.wrapNumbers to get string value.`);
    return r;
  },
  iP = (t) => t,
  aP = (t) => t,
  S4 = (t, e) => t.map((r) => ca(r, e)),
  x4 = (t, e) => Object.entries(t).reduce((r, [o, n]) => ((r[o] = ca(n, e)), r), {});
function Kg(t, e) {
  const r = aa(t, e),
    [o, n] = Object.entries(r)[0];
  switch (o) {
    case 'M':
    case 'L':
      return e?.convertTopLevelContainer ? r : n;
    default:
      return r;
  }
}
var Zg = (t, e) => (e?.convertWithoutMapWrapper ? ca(t, e) : ca({ M: t }, e));
var Bo = null,
  $ = {},
  at = [],
  cP = '*',
  Vl = (t, e, r) => {
    if (t !== void 0) {
      if (r == null) return e(t);
      {
        const o = Object.keys(r),
          n = o.length === 1 && o[0] === cP,
          s = o.length >= 1 && !n,
          i = o.length === 0;
        if (s) return Wg(t, e, r);
        if (i) return _4(t, e, Bo);
        if (n)
          return Object.entries(t ?? {}).reduce(
            (a, [c, u]) => (typeof u != 'function' && (a[c] = Vl(u, e, r[cP])), a),
            Array.isArray(t) ? [] : {},
          );
      }
    }
  },
  Wg = (t, e, r) => {
    let o;
    if (Array.isArray(t)) o = t.filter((n) => typeof n != 'function');
    else {
      o = {};
      for (const [n, s] of Object.entries(t)) typeof s != 'function' && (o[n] = s);
    }
    for (const [n, s] of Object.entries(r)) {
      if (typeof t[n] == 'function') continue;
      const i = Vl(t[n], e, s);
      i !== void 0 && typeof i != 'function' && (o[n] = i);
    }
    return o;
  },
  _4 = (t, e, r) =>
    Array.isArray(t)
      ? t.filter((o) => typeof o != 'function').map((o) => Vl(o, e, r))
      : Object.entries(t).reduce((o, [n, s]) => {
          if (typeof s == 'function') return o;
          const i = Vl(s, e, r);
          return i !== void 0 && typeof i != 'function' && (o[n] = i), o;
        }, {}),
  uP = (t, e, r) => Wg(t, (n) => Kg(n, r), e),
  lP = (t, e, r) => Wg(t, (n) => Zg(n, r), e);
var se = class extends dt {
  addMarshallingMiddleware(e) {
    const { marshallOptions: r = {}, unmarshallOptions: o = {} } = e.translateConfig || {};
    (r.convertTopLevelContainer = r.convertTopLevelContainer ?? !0),
      (o.convertWithoutMapWrapper = o.convertWithoutMapWrapper ?? !0),
      this.clientCommand.middlewareStack.addRelativeTo(
        (n, s) => async (i) => (It(s, 'DDB_MAPPER', 'd'), n({ ...i, input: uP(i.input, this.inputKeyNodes, r) })),
        { name: 'DocumentMarshall', relation: 'before', toMiddleware: 'serializerMiddleware', override: !0 },
      ),
      this.clientCommand.middlewareStack.addRelativeTo(
        (n, s) => async (i) => {
          const a = await n(i);
          return (a.output = lP(a.output, this.outputKeyNodes, o)), a;
        },
        { name: 'DocumentUnmarshall', relation: 'before', toMiddleware: 'deserializerMiddleware', override: !0 },
      );
  }
};
O();
var jl = 'preferred',
  E4 = ['disabled', 'preferred', 'required'];
function ua(t) {
  return E4.includes(t);
}
var qg = (t) => {
  const { accountIdEndpointMode: e } = t,
    r = ee(e ?? jl);
  return Object.assign(t, {
    accountIdEndpointMode: async () => {
      const o = await r();
      if (!ua(o))
        throw new Error(
          `Invalid value for accountIdEndpointMode: ${o}. Valid values are: "required", "preferred", "disabled".`,
        );
      return o;
    },
  });
};
var pP = 'Invalid AccountIdEndpointMode value',
  dP = (t) => {
    throw new Error(t);
  },
  mP = 'AWS_ACCOUNT_ID_ENDPOINT_MODE',
  fP = 'account_id_endpoint_mode',
  Jg = {
    environmentVariableSelector: (t) => {
      const e = t[mP];
      return e && !ua(e) && dP(pP), e;
    },
    configFileSelector: (t) => {
      const e = t[fP];
      return e && !ua(e) && dP(pP), e;
    },
    default: jl,
  };
F();
var hP = ['AWS_ENABLE_ENDPOINT_DISCOVERY', 'AWS_ENDPOINT_DISCOVERY_ENABLED'],
  Yg = 'endpoint_discovery_enabled',
  gP = (t) => ['false', '0'].indexOf(t) >= 0,
  Xg = {
    environmentVariableSelector: (t) => {
      for (let e = 0; e < hP.length; e++) {
        const r = hP[e];
        if (r in t) {
          const o = t[r];
          if (o === '') throw Error(`Environment variable ${r} can't be empty of undefined, got "${o}"`);
          return !gP(o);
        }
      }
    },
    configFileSelector: (t) => {
      if (Yg in t) {
        const e = t[Yg];
        if (e === void 0) throw Error(`Shared config entry ${Yg} can't be undefined, got "${e}"`);
        return !gP(e);
      }
    },
    default: void 0,
  };
var CP = VM(AP()),
  pa = class {
    cache;
    constructor(e) {
      this.cache = new CP.default(e);
    }
    getEndpoint(e) {
      const r = this.get(e);
      if (!r || r.length === 0) return;
      const o = r.map((n) => n.Address);
      return o[Math.floor(Math.random() * o.length)];
    }
    get(e) {
      if (!this.has(e)) return;
      const r = this.cache.get(e);
      if (!r) return;
      const o = Date.now(),
        n = r.filter((s) => o < s.Expires);
      if (n.length === 0) {
        this.delete(e);
        return;
      }
      return n;
    }
    set(e, r) {
      const o = Date.now();
      this.cache.set(
        e,
        r.map(({ Address: n, CachePeriodInMinutes: s }) => ({ Address: n, Expires: o + s * 60 * 1e3 })),
      );
    }
    delete(e) {
      this.cache.set(e, []);
    }
    has(e) {
      if (!this.cache.has(e)) return !1;
      const r = this.cache.peek(e);
      return r ? r.length > 0 : !1;
    }
    clear() {
      this.cache.clear();
    }
  };
var oy = (t, { endpointDiscoveryCommandCtor: e }) => {
  const { endpointCacheSize: r, endpointDiscoveryEnabled: o, endpointDiscoveryEnabledProvider: n } = t;
  return Object.assign(t, {
    endpointDiscoveryCommandCtor: e,
    endpointCache: new pa(r ?? 1e3),
    endpointDiscoveryEnabled: o !== void 0 ? () => Promise.resolve(o) : n,
    isClientEndpointDiscoveryEnabled: o !== void 0,
  });
};
We();
O();
z();
le();
U();
Ut();
oe();
qe();
O();
var TO = async (t, e, r) => ({
  operation: me(e).operation,
  region:
    (await ee(t.region)()) ||
    (() => {
      throw new Error('expected `region` to be configured for `aws.auth#sigv4`');
    })(),
});
function H4(t) {
  return {
    schemeId: 'aws.auth#sigv4',
    signingProperties: { name: 'dynamodb', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
var vO = (t) => {
    const e = [];
    switch (t.operation) {
      default:
        e.push(H4(t));
    }
    return e;
  },
  AO = (t) => {
    const e = Yr(t);
    return Object.assign(e, { authSchemePreference: ee(t.authSchemePreference ?? []) });
  };
O();
le();
var CO = (t) =>
    Object.assign(t, {
      useDualstackEndpoint: t.useDualstackEndpoint ?? !1,
      useFipsEndpoint: t.useFipsEndpoint ?? !1,
      defaultSigningName: 'dynamodb',
    }),
  RO = {
    UseFIPS: { type: 'builtInParams', name: 'useFipsEndpoint' },
    AccountId: { type: 'builtInParams', name: 'accountId' },
    Endpoint: { type: 'builtInParams', name: 'endpoint' },
    Region: { type: 'builtInParams', name: 'region' },
    UseDualStack: { type: 'builtInParams', name: 'useDualstackEndpoint' },
    AccountIdEndpointMode: { type: 'builtInParams', name: 'accountIdEndpointMode' },
  };
var Oe = cr(RO, 'DynamoDB_20120810', 'DynamoDBClient', Gr),
  PO = {},
  op = { ResourceArnList: { type: 'operationContextParams', get: (t) => Object.keys(t?.RequestItems ?? {}) } };
var Vt = { ResourceArn: { type: 'contextParams', name: 'TableName' } };
var ke = (t, e, r, o) => [];
oe();
O();
var M = class t extends wt {
  static shapeId = 'smithy.ts.sdk.synthetic.com.amazonaws.dynamodb#DynamoDBServiceException';
  constructor(e) {
    super(e), Object.setPrototypeOf(this, t.prototype);
  }
};
var np = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#BackupInUseException';
    name = 'BackupInUseException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'BackupInUseException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  sp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#BackupNotFoundException';
    name = 'BackupNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'BackupNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  ip = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#InternalServerError';
    name = 'InternalServerError';
    $fault = 'server';
    constructor(e) {
      super({ name: 'InternalServerError', $fault: 'server', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  ap = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#RequestLimitExceeded';
    name = 'RequestLimitExceeded';
    $fault = 'client';
    ThrottlingReasons;
    constructor(e) {
      super({ name: 'RequestLimitExceeded', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype),
        (this.ThrottlingReasons = e.ThrottlingReasons);
    }
  },
  cp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ThrottlingException';
    name = 'ThrottlingException';
    $fault = 'client';
    throttlingReasons;
    constructor(e) {
      super({ name: 'ThrottlingException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype),
        (this.throttlingReasons = e.throttlingReasons);
    }
  },
  up = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#InvalidEndpointException';
    name = 'InvalidEndpointException';
    $fault = 'client';
    Message;
    constructor(e) {
      super({ name: 'InvalidEndpointException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype),
        (this.Message = e.Message);
    }
  },
  lp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ProvisionedThroughputExceededException';
    name = 'ProvisionedThroughputExceededException';
    $fault = 'client';
    ThrottlingReasons;
    constructor(e) {
      super({ name: 'ProvisionedThroughputExceededException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype),
        (this.ThrottlingReasons = e.ThrottlingReasons);
    }
  },
  pp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ResourceNotFoundException';
    name = 'ResourceNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ResourceNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  dp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ItemCollectionSizeLimitExceededException';
    name = 'ItemCollectionSizeLimitExceededException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ItemCollectionSizeLimitExceededException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  mp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ReplicatedWriteConflictException';
    name = 'ReplicatedWriteConflictException';
    $fault = 'client';
    $retryable = {};
    constructor(e) {
      super({ name: 'ReplicatedWriteConflictException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  fp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ContinuousBackupsUnavailableException';
    name = 'ContinuousBackupsUnavailableException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ContinuousBackupsUnavailableException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  hp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#LimitExceededException';
    name = 'LimitExceededException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'LimitExceededException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  gp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#TableInUseException';
    name = 'TableInUseException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'TableInUseException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  yp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#TableNotFoundException';
    name = 'TableNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'TableNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Sp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#GlobalTableAlreadyExistsException';
    name = 'GlobalTableAlreadyExistsException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'GlobalTableAlreadyExistsException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  xp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ResourceInUseException';
    name = 'ResourceInUseException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ResourceInUseException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  _p = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#TransactionConflictException';
    name = 'TransactionConflictException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'TransactionConflictException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Ep = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#PolicyNotFoundException';
    name = 'PolicyNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'PolicyNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  bp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ExportNotFoundException';
    name = 'ExportNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ExportNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  wp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#GlobalTableNotFoundException';
    name = 'GlobalTableNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'GlobalTableNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Ip = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ImportNotFoundException';
    name = 'ImportNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ImportNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Tp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#DuplicateItemException';
    name = 'DuplicateItemException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'DuplicateItemException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  vp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#IdempotentParameterMismatchException';
    name = 'IdempotentParameterMismatchException';
    $fault = 'client';
    Message;
    constructor(e) {
      super({ name: 'IdempotentParameterMismatchException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype),
        (this.Message = e.Message);
    }
  },
  Ap = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#TransactionInProgressException';
    name = 'TransactionInProgressException';
    $fault = 'client';
    Message;
    constructor(e) {
      super({ name: 'TransactionInProgressException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype),
        (this.Message = e.Message);
    }
  },
  Cp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ExportConflictException';
    name = 'ExportConflictException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ExportConflictException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Rp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#InvalidExportTimeException';
    name = 'InvalidExportTimeException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'InvalidExportTimeException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Pp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#PointInTimeRecoveryUnavailableException';
    name = 'PointInTimeRecoveryUnavailableException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'PointInTimeRecoveryUnavailableException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  Op = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ImportConflictException';
    name = 'ImportConflictException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ImportConflictException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  kp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#TableAlreadyExistsException';
    name = 'TableAlreadyExistsException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'TableAlreadyExistsException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Np = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#InvalidRestoreTimeException';
    name = 'InvalidRestoreTimeException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'InvalidRestoreTimeException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Dp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ReplicaAlreadyExistsException';
    name = 'ReplicaAlreadyExistsException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ReplicaAlreadyExistsException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  $p = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ReplicaNotFoundException';
    name = 'ReplicaNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ReplicaNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Lp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#IndexNotFoundException';
    name = 'IndexNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'IndexNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  zp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ConditionalCheckFailedException';
    name = 'ConditionalCheckFailedException';
    $fault = 'client';
    Item;
    constructor(e) {
      super({ name: 'ConditionalCheckFailedException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype),
        (this.Item = e.Item);
    }
  },
  Mp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#TransactionCanceledException';
    name = 'TransactionCanceledException';
    $fault = 'client';
    Message;
    CancellationReasons;
    constructor(e) {
      super({ name: 'TransactionCanceledException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype),
        (this.Message = e.Message),
        (this.CancellationReasons = e.CancellationReasons);
    }
  };
var G4 = 'Action';
var K4 = 'AttributeMap';
var Up = 'AttributesToGet',
  kO = 'AttributeUpdates',
  Z4 = 'AttributeValue',
  xy = 'AttributeValueList',
  W4 = 'AttributeValueUpdate',
  q4 = 'Address',
  _y = 'Attributes';
var J4 = 'BatchGetItem',
  Y4 = 'BatchGetItemInput',
  X4 = 'BatchGetItemOutput',
  Q4 = 'BatchGetResponseMap',
  eV = 'BatchGetRequestMap',
  tV = 'BackupInUseException';
var rV = 'BackupNotFoundException';
var oV = 'BOOL';
var nV = 'BS';
var sV = 'BatchWriteItem',
  iV = 'BatchWriteItemInput',
  aV = 'BatchWriteItemOutput',
  cV = 'BatchWriteItemRequestMap',
  uV = 'B',
  lV = 'Code';
var pV = 'ContinuousBackupsUnavailableException',
  go = 'ConsumedCapacity',
  dV = 'ConditionalCheckFailedException',
  mV = 'ConsumedCapacityMultiple';
var Ey = 'ConditionExpression';
var NO = 'ComparisonOperator',
  ga = 'ConditionalOperator';
var fV = 'CachePeriodInMinutes',
  hV = 'CancellationReasons';
var gV = 'CancellationReasonList',
  yV = 'ConfirmRemoveSelfResourceAccess';
var SV = 'CancellationReason',
  Fp = 'ConsistentRead';
var DO = 'CapacityUnits';
var xV = 'Capacity',
  _V = 'Condition',
  $O = 'Count';
var EV = 'DescribeEndpoints';
var bV = 'DescribeEndpointsRequest',
  wV = 'DescribeEndpointsResponse';
var IV = 'DeleteItem',
  TV = 'DuplicateItemException',
  vV = 'DeleteItemInput';
var AV = 'DeleteItemOutput';
var LO = 'DeleteRequest';
var CV = 'ExpectedAttributeMap',
  Tn = 'ExpressionAttributeNames',
  ya = 'ExpressionAttributeValues',
  RV = 'ExpressionAttributeValueMap',
  PV = 'ExpectedAttributeValue';
var OV = 'ExportConflictException';
var kV = 'ExportNotFoundException';
var NV = 'ExpectedRevisionId';
var zO = 'ExclusiveStartKey';
var MO = 'Endpoints';
var DV = 'Endpoint',
  by = 'Expected',
  $V = 'Exists';
var LV = 'FilterConditionMap';
var UO = 'FilterExpression';
var zV = 'GetItem',
  MV = 'GetItemInput',
  UV = 'GetItemOutput';
var FV = 'GlobalSecondaryIndexes';
var BV = 'GlobalTableAlreadyExistsException';
var VV = 'GlobalTableNotFoundException';
var Sa = 'Item';
var jV = 'ImportConflictException',
  HV = 'ItemCollectionKey',
  GV = 'ItemCollectionKeyAttributeMap',
  xa = 'ItemCollectionMetrics',
  KV = 'ItemCollectionMetricsMultiple',
  ZV = 'ItemCollectionMetricsPerTable',
  WV = 'ItemCollectionSizeLimitExceededException';
var qV = 'InvalidEndpointException';
var JV = 'InvalidExportTimeException';
var YV = 'ItemList',
  FO = 'IndexName',
  XV = 'ImportNotFoundException',
  QV = 'IndexNotFoundException',
  ej = 'IdempotentParameterMismatchException';
var tj = 'InvalidRestoreTimeException';
var rj = 'InternalServerError';
var BO = 'Items',
  _a = 'Key',
  oj = 'KeysAndAttributes',
  VO = 'KeyConditions',
  nj = 'KeyConditionExpression';
var sj = 'KeyList';
var ij = 'Keys',
  jO = 'Limit',
  aj = 'ListAttributeValue';
var cj = 'LimitExceededException';
var HO = 'LastEvaluatedKey';
var uj = 'LocalSecondaryIndexes';
var lj = 'L',
  Ea = 'Message',
  pj = 'MapAttributeValue';
var dj = 'M',
  mj = 'N';
var fj = 'NS';
var hj = 'NULL';
var Bp = 'ProjectionExpression',
  gj = 'PutItem';
var yj = 'PutItemInput',
  Sj = 'PutItemInputAttributeMap',
  xj = 'PutItemOutput';
var _j = 'PointInTimeRecoveryUnavailableException';
var Ej = 'PolicyNotFoundException';
var GO = 'PutRequest';
var bj = 'PutResourcePolicyInput';
var wj = 'ProvisionedThroughputExceededException';
var Ij = 'Policy';
var Tj = 'Query',
  vj = 'QueryFilter',
  Aj = 'QueryInput',
  Cj = 'QueryOutput',
  Rj = 'Responses',
  Pj = 'ResourceArn',
  Oj = 'ReplicaAlreadyExistsException';
var Ho = 'ReturnConsumedCapacity',
  KO = 'ReadCapacityUnits';
var ZO = 'RequestItems',
  Vp = 'ReturnItemCollectionMetrics';
var kj = 'ResourceInUseException';
var Nj = 'RequestLimitExceeded';
var Dj = 'ReplicaNotFoundException',
  $j = 'ResourceNotFoundException';
var wy = 'ReturnValues',
  Iy = 'ReturnValuesOnConditionCheckFailure',
  Lj = 'ReplicatedWriteConflictException';
var WO = 'ScannedCount';
var zj = 'SizeEstimateRangeGB',
  Mj = 'ScanFilter',
  Uj = 'ScanInput';
var Fj = 'SecondaryIndexesCapacityMap',
  Bj = 'ScanIndexForward';
var Vj = 'ScanOutput';
var jj = 'SS';
var Hj = 'S';
var Gj = 'Scan',
  qO = 'Select',
  Kj = 'Segment';
var Zj = 'Table';
var Wj = 'TableAlreadyExistsException';
var qj = 'TransactionCanceledException',
  Jj = 'TransactionConflictException';
var Yj = 'ThrottlingException';
var Xj = 'TransactionInProgressException',
  Qj = 'TableInUseException';
var vn = 'TableName',
  eH = 'TableNotFoundException';
var JO = 'ThrottlingReasons';
var tH = 'ThrottlingReasonList';
var rH = 'ThrottlingReason';
var oH = 'TotalSegments';
var nH = 'UpdateExpression';
var sH = 'UnprocessedItems',
  iH = 'UpdateItemInput',
  aH = 'UpdateItemOutput',
  cH = 'UpdateItem',
  uH = 'UnprocessedKeys';
var YO = 'Value';
var lH = 'VectorCapacity',
  pH = 'VectorIndexes';
var dH = 'VectorIndexesCapacityMap';
var mH = 'VectorSearchRequestBytes',
  fH = 'VectorWriteRequestBytes',
  XO = 'WriteCapacityUnits',
  hH = 'WriteRequest',
  gH = 'WriteRequests';
var yH = 'awsQueryError',
  W = 'client',
  G = 'error',
  QO = 'httpError',
  SH = 'httpHeader',
  Y = 'message',
  xH = 'reason',
  _H = 'resource',
  ek = 'smithy.ts.sdk.synthetic.com.amazonaws.dynamodb',
  EH = 'server',
  bH = 'throttlingReasons',
  wH = 'x-amz-confirm-remove-self-resource-access',
  E = 'com.amazonaws.dynamodb',
  tk = new ce(ek),
  IH = [-3, ek, 'DynamoDBServiceException', 0, [], []];
tk.registerError(IH, M);
var H = new ce(E),
  TH = [-3, E, tV, { [G]: W }, [Y], [0]];
H.registerError(TH, np);
var vH = [-3, E, rV, { [G]: W }, [Y], [0]];
H.registerError(vH, sp);
var AH = [-3, E, dV, { [G]: W }, [Y, Sa], [0, () => Cn]];
H.registerError(AH, zp);
var CH = [-3, E, pV, { [G]: W }, [Y], [0]];
H.registerError(CH, fp);
var RH = [-3, E, TV, { [G]: W }, [Y], [0]];
H.registerError(RH, Tp);
var PH = [-3, E, OV, { [G]: W }, [Y], [0]];
H.registerError(PH, Cp);
var OH = [-3, E, kV, { [G]: W }, [Y], [0]];
H.registerError(OH, bp);
var kH = [-3, E, BV, { [G]: W }, [Y], [0]];
H.registerError(kH, Sp);
var NH = [-3, E, VV, { [G]: W }, [Y], [0]];
H.registerError(NH, wp);
var DH = [-3, E, ej, { [G]: W }, [Ea], [0]];
H.registerError(DH, vp);
var $H = [-3, E, jV, { [G]: W }, [Y], [0]];
H.registerError($H, Op);
var LH = [-3, E, XV, { [G]: W }, [Y], [0]];
H.registerError(LH, Ip);
var zH = [-3, E, QV, { [G]: W }, [Y], [0]];
H.registerError(zH, Lp);
var MH = [-3, E, rj, { [G]: EH }, [Y], [0]];
H.registerError(MH, ip);
var UH = [-3, E, qV, { [G]: W, [QO]: 421 }, [Ea], [0]];
H.registerError(UH, up);
var FH = [-3, E, JV, { [G]: W }, [Y], [0]];
H.registerError(FH, Rp);
var BH = [-3, E, tj, { [G]: W }, [Y], [0]];
H.registerError(BH, Np);
var VH = [-3, E, WV, { [G]: W }, [Y], [0]];
H.registerError(VH, dp);
var jH = [-3, E, cj, { [G]: W }, [Y], [0]];
H.registerError(jH, hp);
var HH = [-3, E, _j, { [G]: W }, [Y], [0]];
H.registerError(HH, Pp);
var GH = [-3, E, Ej, { [G]: W }, [Y], [0]];
H.registerError(GH, Ep);
var KH = [-3, E, wj, { [G]: W }, [Y, JO], [0, () => vy]];
H.registerError(KH, lp);
var ZH = [-3, E, Oj, { [G]: W }, [Y], [0]];
H.registerError(ZH, Dp);
var WH = [-3, E, Dj, { [G]: W }, [Y], [0]];
H.registerError(WH, $p);
var qH = [-3, E, Lj, { [G]: W }, [Y], [0]];
H.registerError(qH, mp);
var JH = [-3, E, Nj, { [G]: W }, [Y, JO], [0, () => vy]];
H.registerError(JH, ap);
var YH = [-3, E, kj, { [G]: W }, [Y], [0]];
H.registerError(YH, xp);
var XH = [-3, E, $j, { [G]: W }, [Y], [0]];
H.registerError(XH, pp);
var QH = [-3, E, Wj, { [G]: W }, [Y], [0]];
H.registerError(QH, kp);
var eG = [-3, E, Qj, { [G]: W }, [Y], [0]];
H.registerError(eG, gp);
var tG = [-3, E, eH, { [G]: W }, [Y], [0]];
H.registerError(tG, yp);
var rG = [-3, E, Yj, { [yH]: ['Throttling', 400], [G]: W, [QO]: 400 }, [Y, bH], [0, () => vy]];
H.registerError(rG, cp);
var oG = [-3, E, qj, { [G]: W }, [Ea, hV], [0, () => DG]];
H.registerError(oG, Mp);
var nG = [-3, E, Jj, { [G]: W }, [Y], [0]];
H.registerError(nG, _p);
var sG = [-3, E, Xj, { [G]: W }, [Ea], [0]];
H.registerError(sG, Ap);
var rk = [tk, H];
var iG = [3, E, W4, 0, [YO, G4], [() => Xr, 0]];
var aG = [3, E, Y4, 0, [ZO, Ho], [() => ak, 0], 1],
  cG = [3, E, X4, 0, [Rj, uH, go], [() => BG, () => ak, () => ik]];
var uG = [3, E, iV, 0, [ZO, Ho, Vp], [() => ck, 0, 0], 1],
  lG = [3, E, aV, 0, [sH, xa, go], [() => ck, () => jG, () => ik]];
var pG = [3, E, SV, 0, [Sa, lV, Ea], [() => Cn, 0, 0]],
  ok = [3, E, xV, 0, [KO, XO, DO], [1, 1, 1]],
  nk = [3, E, _V, 0, [NO, xy], [0, () => sk], 1];
var An = [3, E, go, 0, [vn, DO, KO, XO, Zj, uj, FV, pH], [0, 1, 1, 1, () => ok, () => OO, () => OO, () => KG]];
var dG = [
    3,
    E,
    vV,
    0,
    [vn, _a, by, ga, wy, Ho, Vp, Ey, Tn, ya, Iy],
    [0, () => yo, () => Ay, 0, 0, 0, 0, 0, 128, () => ba, 0],
    2,
  ],
  mG = [3, E, AV, 0, [_y, go, xa], [() => Cn, () => An, () => jp]];
var fG = [3, E, LO, 0, [_a], [() => yo], 1];
var hG = [3, E, bV, 0, [], []],
  gG = [3, E, wV, 0, [MO], [() => $G], 1];
var yG = [3, E, DV, 0, [q4, fV], [0, 1], 2];
var SG = [3, E, PV, 0, [YO, $V, NO, xy], [() => Xr, 2, 0, () => sk]];
var xG = [3, E, MV, 0, [vn, _a, Up, Fp, Ho, Bp, Tn], [0, () => yo, 64, 2, 0, 0, 128], 2],
  _G = [3, E, UV, 0, [Sa, go], [() => Cn, () => An]];
var jp = [3, E, xa, 0, [HV, zj], [() => VG, 65]];
var EG = [3, E, oj, 0, [ij, Up, Fp, Bp, Tn], [() => zG, 64, 2, 0, 128], 1];
var bG = [
    3,
    E,
    yj,
    0,
    [vn, Sa, by, wy, Ho, Vp, ga, Ey, Tn, ya, Iy],
    [0, () => lk, () => Ay, 0, 0, 0, 0, 0, 128, () => ba, 0],
    2,
  ],
  wG = [3, E, xj, 0, [_y, go, xa], [() => Cn, () => An, () => jp]],
  IG = [3, E, GO, 0, [Sa], [() => lk], 1],
  _de = [3, E, bj, 0, [Pj, Ij, NV, yV], [0, 0, 0, [2, { [SH]: wH }]], 2];
var TG = [
    3,
    E,
    Aj,
    0,
    [vn, FO, qO, Up, jO, Fp, VO, vj, ga, Bj, zO, Ho, Bp, UO, nj, Tn, ya],
    [0, 0, 0, 64, 1, 2, () => HG, () => uk, 0, 2, () => yo, 0, 0, 0, 0, 128, () => ba],
    1,
  ],
  vG = [3, E, Cj, 0, [BO, $O, WO, HO, go], [() => Ty, 1, 1, () => yo, () => An]];
var AG = [
    3,
    E,
    Uj,
    0,
    [vn, FO, Up, jO, qO, Mj, ga, zO, Ho, oH, Kj, Bp, UO, Tn, ya, Fp],
    [0, 0, 64, 1, 0, () => uk, 0, () => yo, 0, 1, 1, 0, 0, 128, () => ba, 2],
    1,
  ],
  CG = [3, E, Vj, 0, [BO, $O, WO, HO, go], [() => Ty, 1, 1, () => yo, () => An]];
var RG = [3, E, rH, 0, [xH, _H], [0, 0]];
var PG = [
    3,
    E,
    iH,
    0,
    [vn, _a, kO, by, ga, wy, Ho, Vp, nH, Ey, Tn, ya, Iy],
    [0, () => yo, () => FG, () => Ay, 0, 0, 0, 0, 0, 0, 128, () => ba, 0],
    2,
  ],
  OG = [3, E, aH, 0, [_y, go, xa], [() => Cn, () => An, () => jp]];
var kG = [3, E, lH, 0, [mH, fH], [1, 1]];
var NG = [3, E, hH, 0, [GO, LO], [() => IG, () => fG]];
var sk = [1, E, xy, 0, () => Xr];
var DG = [1, E, gV, 0, () => pG],
  ik = [1, E, mV, 0, () => An];
var $G = [1, E, MO, 0, () => yG];
var LG = [1, E, KV, 0, () => jp];
var Ty = [1, E, YV, 0, () => Cn];
var zG = [1, E, sj, 0, () => yo];
var MG = [1, E, aj, 0, () => Xr];
var vy = [1, E, tH, 0, () => RG];
var UG = [1, E, gH, 0, () => NG],
  Cn = [2, E, K4, 0, 0, () => Xr],
  FG = [2, E, kO, 0, 0, () => iG],
  ak = [2, E, eV, 0, 0, () => EG],
  BG = [2, E, Q4, 0, 0, () => Ty],
  ck = [2, E, cV, 0, 0, () => UG],
  Ay = [2, E, CV, 0, 0, () => SG];
var ba = [2, E, RV, 0, 0, () => Xr],
  uk = [2, E, LV, 0, 0, () => nk],
  VG = [2, E, GV, 0, 0, () => Xr],
  jG = [2, E, ZV, 0, 0, () => LG],
  yo = [2, E, _a, 0, 0, () => Xr],
  HG = [2, E, VO, 0, 0, () => nk],
  GG = [2, E, pj, 0, 0, () => Xr],
  lk = [2, E, Sj, 0, 0, () => Xr];
var OO = [2, E, Fj, 0, 0, () => ok];
var KG = [2, E, dH, 0, 0, () => kG],
  Xr = [4, E, Z4, 0, [Hj, mj, uV, jj, fj, nV, dj, lj, hj, oV], [0, 0, 21, 64, 64, 85, () => GG, () => MG, 2, 2]];
var pk = [9, E, J4, 0, () => aG, () => cG],
  dk = [9, E, sV, 0, () => uG, () => lG];
var mk = [9, E, IV, 0, () => dG, () => mG];
var fk = [9, E, EV, 0, () => hG, () => gG];
var hk = [9, E, zV, 0, () => xG, () => _G];
var gk = [9, E, gj, 0, () => bG, () => wG];
var yk = [9, E, Tj, 0, () => TG, () => vG];
var Sk = [9, E, Gj, 0, () => AG, () => CG];
var xk = [9, E, cH, 0, () => PG, () => OG];
var Hp = class extends Oe(PO, ke, 'DescribeEndpoints', fk) {};
var _k = {
  name: '@aws-sdk/client-dynamodb',
  version: '3.1162.0',
  description: 'AWS SDK for JavaScript Dynamodb Client for Node.js, Browser and React Native',
  homepage: 'https://github.com/aws/aws-sdk-js-v3/tree/main/clients/client-dynamodb',
  license: 'Apache-2.0',
  author: { name: 'AWS SDK for JavaScript Team', url: 'https://aws.amazon.com/sdk-for-javascript/' },
  repository: { type: 'git', url: 'https://github.com/aws/aws-sdk-js-v3.git', directory: 'clients/client-dynamodb' },
  files: ['dist-*/**'],
  sideEffects: !1,
  main: './dist-cjs/index.js',
  module: './dist-es/index.js',
  browser: { './dist-es/runtimeConfig': './dist-es/runtimeConfig.browser' },
  types: './dist-types/index.d.ts',
  typesVersions: { '<4.5': { 'dist-types/*': ['dist-types/ts3.4/*'] } },
  'react-native': { './dist-es/runtimeConfig': './dist-es/runtimeConfig.native' },
  scripts: {
    build: "concurrently 'yarn:build:types' 'yarn:build:es' && yarn build:cjs",
    'build:cjs': 'node ../../scripts/compilation/inline',
    'build:es': 'premove dist-es && tsc -p tsconfig.es.json',
    'build:include:deps': 'yarn g:turbo run build -F="$npm_package_name"',
    'build:types': 'premove dist-types && tsc -p tsconfig.types.json',
    'build:types:downlevel': 'downlevel-dts dist-types dist-types/ts3.4',
    clean: 'premove dist-cjs dist-es dist-types',
    'extract:docs': 'api-extractor run --local',
    'generate:client': 'node ../../scripts/generate-clients/single-service',
    test: 'yarn g:vitest run --passWithNoTests',
    'test:watch': 'yarn g:vitest watch --passWithNoTests',
    'test:integration': 'yarn g:vitest run --passWithNoTests -c vitest.config.integ.mts',
    'test:integration:watch': 'yarn g:vitest watch --passWithNoTests -c vitest.config.integ.mts',
    'test:e2e': 'yarn g:vitest run -c vitest.config.e2e.mts',
    'test:e2e:watch': 'yarn g:vitest watch -c vitest.config.e2e.mts',
    'test:index': 'tsc -p tsconfig.test.json && node ./test/index-objects.spec.mjs',
  },
  dependencies: {
    '@aws-sdk/core': '^3.980.0',
    '@aws-sdk/credential-provider-node': '^3.972.93',
    '@aws-sdk/dynamodb-codec': '^3.973.55',
    '@aws-sdk/middleware-endpoint-discovery': '^3.972.37',
    '@aws-sdk/types': '^3.975.0',
    '@smithy/core': '^3.38.0',
    '@smithy/fetch-http-handler': '^5.8.0',
    '@smithy/node-http-handler': '^4.14.0',
    '@smithy/types': '^4.19.0',
    tslib: '^2.6.2',
  },
  devDependencies: {
    '@smithy/snapshot-testing': '^2.4.0',
    '@tsconfig/node20': '20.1.8',
    '@types/node': '^20.14.8',
    concurrently: '7.0.0',
    'downlevel-dts': '0.10.1',
    premove: '4.0.0',
    typescript: '~7.0.2',
    vitest: '^4.0.17',
  },
  engines: { node: '>=20.0.0' },
};
F();
qe();
ky();
z();
z();
var SN = 'AWS_EC2_METADATA_DISABLED',
  xN = async (t) => {
    const {
      ENV_CMDS_FULL_URI: e,
      ENV_CMDS_RELATIVE_URI: r,
      fromContainerMetadata: o,
      fromInstanceMetadata: n,
    } = await Promise.resolve().then(() => (ed(), Qp));
    if (process.env[r] || process.env[e]) {
      t.logger?.debug('@aws-sdk/credential-provider-node - remoteProvider::fromHttp/fromContainerMetadata');
      const { fromHttp: s } = await Promise.resolve().then(() => (jy(), Vy));
      return dn(s(t), o(t));
    }
    return process.env[SN] && process.env[SN] !== 'false'
      ? async () => {
          throw new v('EC2 Instance Metadata Service access disabled', { logger: t.logger });
        }
      : (t.logger?.debug('@aws-sdk/credential-provider-node - remoteProvider::fromInstanceMetadata'), n(t));
  };
function _N(t, e) {
  let r = IK(t),
    o,
    n,
    s,
    i,
    a = async (c) => {
      if (c?.forceRefresh)
        return (
          i ||
            (i = r(c)
              .then((u) => {
                s = u;
              })
              .finally(() => {
                i = void 0;
              })),
          await i,
          s
        );
      if ((s?.expiration && s?.expiration?.getTime() < Date.now() && (s = void 0), o)) await o;
      else if (!s || e?.(s))
        if (s)
          n ||
            (n = r(c)
              .then((u) => {
                s = u;
              })
              .catch(() => {})
              .finally(() => {
                n = void 0;
              }));
        else
          return (
            (o = r(c)
              .then((u) => {
                s = u;
              })
              .finally(() => {
                o = void 0;
              })),
            a(c)
          );
      return s;
    };
  return a;
}
var IK = (t) => async (e) => {
  let r;
  for (const o of t)
    try {
      return await o(e);
    } catch (n) {
      if (((r = n), n?.tryNextLink)) continue;
      throw n;
    }
  throw r;
};
var Dz = !1,
  hx = (t = {}) =>
    _N(
      [
        async () => {
          if (t.profile ?? process.env[Ku])
            throw (
              (process.env[wa] &&
                process.env[Ia] &&
                (Dz ||
                  ((t.logger?.warn && t.logger?.constructor?.name !== 'NoOpLogger'
                    ? t.logger.warn.bind(t.logger)
                    : console.warn)(`@aws-sdk/credential-provider-node - defaultProvider::fromEnv WARNING:
    Multiple credential sources detected: 
    Both AWS_PROFILE and the pair AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY static credentials are set.
    This SDK will proceed with the AWS_PROFILE value.
    
    However, a future version may change this behavior to prefer the ENV static credentials.
    Please ensure that your environment only sets either the AWS_PROFILE or the
    AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY pair.
`),
                  (Dz = !0))),
              new v('AWS_PROFILE is set, skipping fromEnv provider.', { logger: t.logger, tryNextLink: !0 }))
            );
          return t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::fromEnv'), Gp(t)();
        },
        async (e) => {
          t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::fromSSO');
          const { ssoStartUrl: r, ssoAccountId: o, ssoRegion: n, ssoRoleName: s, ssoSession: i } = t;
          if (!r && !o && !n && !s && !i)
            throw new v('Skipping SSO provider in default chain (inputs do not include SSO fields).', {
              logger: t.logger,
            });
          const { fromSSO: a } = await Promise.resolve().then(() => (_S(), xS));
          return a(t)(e);
        },
        async (e) => {
          t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::fromIni');
          const { fromIni: r } = await Promise.resolve().then(() => (Nz(), kz));
          return r(t)(e);
        },
        async (e) => {
          t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::fromProcess');
          const { fromProcess: r } = await Promise.resolve().then(() => (cx(), ax));
          return r(t)(e);
        },
        async (e) => {
          t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::fromTokenFile');
          const { fromTokenFile: r } = await Promise.resolve().then(() => (mx(), dx));
          return r(t)(e);
        },
        async () => (
          t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::remoteProvider'), (await xN(t))()
        ),
        async () => {
          throw new v('Could not load credentials from any providers', { tryNextLink: !1, logger: t.logger });
        },
      ],
      $z,
    );
var $z = (t) => t?.expiration !== void 0 && t.expiration.getTime() - Date.now() < 3e5;
O();
z();
Ut();
N();
On();
qe();
kn();
kn();
oe();
N();
var Lz = 'com.amazonaws.dynamodb#AttributeValue',
  gx = class extends Uo {
    writeValue(e, r, o) {
      if (r != null && typeof r == 'object') {
        const n = L.of(e);
        if (n.isStructSchema() && n.getName(!0) === Lz) {
          this.writeAttributeValue(r);
          return;
        }
      }
      super.writeValue(e, r, o);
    }
    writeAttributeValue(e) {
      const r = this.serdeContext?.base64Encoder ?? _e;
      this.writeAscii('{');
      let o = !0;
      for (const n in e) {
        const s = e[n];
        if (s != null)
          switch ((o || this.writeAscii(','), (o = !1), this.writeAsciiQuoted(n), this.writeAscii(':'), n)) {
            case 'B':
              s instanceof Uint8Array ? this.writeBase64(s) : this.writeJsonString(s);
              break;
            case 'BS':
              this.writeAscii('[');
              {
                const i = s;
                for (let a = 0; a < i.length; a++) {
                  a > 0 && this.writeAscii(',');
                  const c = i[a];
                  c instanceof Uint8Array ? this.writeBase64(c) : this.writeJsonString(r(c));
                }
              }
              this.writeAscii(']');
              break;
            case 'L':
              this.writeAscii('[');
              {
                const i = s;
                for (let a = 0; a < i.length; a++)
                  a > 0 && this.writeAscii(','),
                    i[a] != null ? this.writeAttributeValue(i[a]) : this.writeAscii('null');
              }
              this.writeAscii(']');
              break;
            case 'M':
              this.writeAscii('{');
              {
                let i = s,
                  a = !0;
                for (const c in i)
                  i[c] != null &&
                    (a || this.writeAscii(','),
                    (a = !1),
                    this.writeJsonString(c),
                    this.writeAscii(':'),
                    this.writeAttributeValue(i[c]));
              }
              this.writeAscii('}');
              break;
            case 'SS':
            case 'NS':
              this.writeAscii('[');
              {
                const i = s;
                for (let a = 0; a < i.length; a++) a > 0 && this.writeAscii(','), this.writeJsonString(i[a]);
              }
              this.writeAscii(']');
              break;
            case 'S':
            case 'N':
              this.writeJsonString(s);
              break;
            case 'BOOL':
              this.writeAscii(s ? 'true' : 'false');
              break;
            case 'NULL':
              this.writeAscii(s ? 'true' : 'false');
              break;
            default:
              this.writeAscii(JSON.stringify(s));
              break;
          }
      }
      this.writeAscii('}');
    }
  },
  yx = class extends Mo {
    _read(e, r) {
      const o = L.of(e);
      return o.isStructSchema() && o.getName(!0) === Lz && r && typeof r == 'object'
        ? this.readAttributeValue(r)
        : super._read(o, r);
    }
    readAttributeValue(e) {
      const r = this.serdeContext?.base64Decoder ?? Te,
        o = e;
      if (
        (typeof e.B == 'string' && (o.B = r(e.B)),
        Array.isArray(e.BS) && (o.BS = e.BS.map(r)),
        Array.isArray(e.L) && (o.L = e.L.map((n) => this.readAttributeValue(n))),
        e.M && typeof e.M == 'object')
      ) {
        const n = e.M;
        for (const s in n) n[s] = this.readAttributeValue(n[s]);
      }
      return o;
    }
  },
  fc = class extends Wr {
    constructor() {
      super({ timestampFormat: { useTrait: !0, default: 7 }, jsonName: !1 });
    }
    createSerializer() {
      const e = new gx(this.settings);
      return e.setSerdeContext(this.serdeContext), e;
    }
    createDeserializer() {
      const e = new yx(this.settings);
      return e.setSerdeContext(this.serdeContext), e;
    }
  };
Do();
O();
U();
N();
F();
le();
le();
var lt = 'ref',
  zr = 'argv',
  St = -1,
  hc = !0,
  Hs = !1,
  Gs = 'isSet',
  gc = 'booleanEquals',
  oM = 'PartitionResult',
  ut = 'stringEquals',
  Mr = 'getAttr',
  nM = 'parsedEndpoint',
  zz = 'aws.parseArn',
  Mz = (t) => 'ParsedArn_ssa_' + t,
  Uz = 'service',
  Sx = 'dynamodb',
  yc = 'isValidHostLabel',
  Fz = 'accountId',
  Bz = 'FirstArn',
  Vz = (t) => 'https://{ParsedArn_ssa_' + t + '#accountId}.search-ddb.{Region}.{PartitionResult#dualStackDnsSuffix}',
  jz = (t) => 'https://{ParsedArn_ssa_' + t + '#accountId}.ddb.{Region}.{PartitionResult#dualStackDnsSuffix}',
  Hz = (t) => 'https://{ParsedArn_ssa_' + t + '#accountId}.search-ddb.{Region}.{PartitionResult#dnsSuffix}',
  Gz = (t) => 'https://{ParsedArn_ssa_' + t + '#accountId}.ddb.{Region}.{PartitionResult#dnsSuffix}',
  rn = { [lt]: 'Region' },
  _x = { [lt]: oM },
  Kz = { fn: Mr, [zr]: [{ [lt]: nM }, 'authority'] },
  xx = { [lt]: 'AccountIdEndpointMode' },
  Zz = { fn: Mr, [zr]: [_x, 'name'] },
  Ex = { [lt]: 'ParsedArn_ssa_2' },
  Wz = { fn: Mr, [zr]: [Ex, 'region'] },
  qz = { [lt]: 'ResourceArnList' },
  Jz = { fn: Mr, [zr]: [{ [lt]: 'ParsedArn_ssa_1' }, 'region'] },
  Yz = { [lt]: 'ParsedArn_ssa_1' },
  Xz = { [lt]: 'AccountId' },
  Eo = {},
  Gt = { metricValues: ['O'] },
  Qz = [rn],
  eM = [{ [lt]: 'Endpoint' }],
  tM = [{ [lt]: 'ResourceArn' }],
  rM = {
    conditions: [
      [Gs, Qz],
      [Gs, eM],
      [gc, [{ [lt]: 'UseFIPS' }, hc]],
      [gc, [{ [lt]: 'UseDualStack' }, hc]],
      ['aws.partition', Qz, oM],
      [ut, [rn, 'local']],
      [gc, [{ fn: Mr, [zr]: [_x, 'supportsFIPS'] }, hc]],
      ['parseURL', eM, nM],
      [ut, ['dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}', Kz]],
      [gc, [{ fn: Mr, [zr]: [_x, 'supportsDualStack'] }, hc]],
      [ut, ['search-dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}', Kz]],
      [Gs, [xx]],
      [ut, [rn, 'us-gov-east-1']],
      [ut, [rn, 'cn-north-1']],
      [ut, [rn, 'cn-northwest-1']],
      [ut, [rn, 'us-gov-west-1']],
      [ut, [Zz, 'aws']],
      [ut, [xx, 'disabled']],
      [Gs, tM],
      [zz, tM, Mz(2)],
      [ut, [{ fn: Mr, [zr]: [Ex, Uz] }, Sx]],
      [ut, [Wz, rn]],
      [yc, [{ fn: Mr, [zr]: [Ex, Fz] }, Hs]],
      [yc, [Wz, Hs]],
      [Gs, [qz]],
      [Mr, [qz, '[0]'], Bz],
      [zz, [{ [lt]: Bz }], Mz(1)],
      [ut, [Jz, rn]],
      [ut, [{ fn: Mr, [zr]: [Yz, Uz] }, Sx]],
      [yc, [{ fn: Mr, [zr]: [Yz, Fz] }, Hs]],
      [yc, [Jz, Hs]],
      [Gs, [Xz]],
      [ut, [xx, 'required']],
      [yc, [Xz, Hs]],
      [ut, [Zz, 'aws-us-gov']],
      [gc, [{ fn: 'coalesce', [zr]: [{ [lt]: 'IsSearchOperation' }, Hs] }, hc]],
    ],
    results: [
      [St],
      [St, 'Invalid Configuration: FIPS and custom endpoint are not supported'],
      [St, 'Invalid Configuration: Dualstack and custom endpoint are not supported'],
      [
        St,
        'Endpoint override is not supported for dual-stack endpoints. Please enable dual-stack functionality by enabling the configuration. For more details, see: https://docs.aws.amazon.com/sdkref/latest/guide/feature-endpoints.html',
      ],
      ['{Endpoint}', Eo],
      [St, 'Invalid Configuration: FIPS and local endpoint are not supported'],
      [St, 'Invalid Configuration: Dualstack and local endpoint are not supported'],
      ['http://localhost:8000', { authSchemes: [{ name: 'sigv4', signingName: Sx, signingRegion: 'us-east-1' }] }],
      [
        St,
        'Invalid Configuration: AccountIdEndpointMode is required and FIPS is enabled, but FIPS account endpoints are not supported',
      ],
      ['https://search-dynamodb-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', Eo],
      ['https://dynamodb-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', Eo],
      [St, 'FIPS and DualStack are enabled, but this partition does not support one or both'],
      ['https://search-dynamodb.{Region}.{PartitionResult#dnsSuffix}', Eo],
      ['https://dynamodb.{Region}.{PartitionResult#dnsSuffix}', Eo],
      ['https://search-dynamodb-fips.{Region}.{PartitionResult#dnsSuffix}', Eo],
      ['https://dynamodb-fips.{Region}.{PartitionResult#dnsSuffix}', Eo],
      [St, 'FIPS is enabled but this partition does not support FIPS'],
      [
        St,
        'Invalid Configuration: AccountIdEndpointMode is required but account endpoints are not supported in this region',
      ],
      ['https://search-dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}', Eo],
      ['https://dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}', Eo],
      [Vz(2), Gt],
      [jz(2), Gt],
      [Vz(1), Gt],
      [jz(1), Gt],
      ['https://{AccountId}.search-ddb.{Region}.{PartitionResult#dualStackDnsSuffix}', Gt],
      ['https://{AccountId}.ddb.{Region}.{PartitionResult#dualStackDnsSuffix}', Gt],
      [St, 'Credentials-sourced account ID parameter is invalid'],
      [St, 'AccountIdEndpointMode is required but no AccountID was provided or able to be loaded'],
      [St, 'DualStack is enabled but this partition does not support DualStack'],
      [Hz(2), Gt],
      [Gz(2), Gt],
      [Hz(1), Gt],
      [Gz(1), Gt],
      ['https://{AccountId}.search-ddb.{Region}.{PartitionResult#dnsSuffix}', Gt],
      ['https://{AccountId}.ddb.{Region}.{PartitionResult#dnsSuffix}', Gt],
      [St, 'Invalid Configuration: Missing Region'],
    ],
  },
  e8 = 2,
  k = 1e8,
  t8 = new Int32Array([
    -1,
    1,
    -1,
    0,
    6,
    3,
    1,
    4,
    k + 35,
    2,
    k + 1,
    5,
    3,
    k + 2,
    k + 4,
    1,
    85,
    7,
    2,
    69,
    8,
    3,
    38,
    9,
    4,
    10,
    k + 35,
    5,
    k + 7,
    11,
    11,
    12,
    77,
    12,
    18,
    13,
    13,
    18,
    14,
    14,
    18,
    15,
    15,
    18,
    16,
    16,
    18,
    17,
    32,
    k + 17,
    77,
    17,
    37,
    19,
    18,
    20,
    25,
    19,
    21,
    25,
    20,
    22,
    25,
    21,
    23,
    25,
    22,
    24,
    25,
    23,
    36,
    25,
    24,
    26,
    32,
    25,
    27,
    32,
    26,
    28,
    32,
    27,
    29,
    32,
    28,
    30,
    32,
    29,
    31,
    32,
    30,
    35,
    32,
    31,
    33,
    37,
    33,
    34,
    k + 26,
    35,
    k + 33,
    k + 34,
    35,
    k + 31,
    k + 32,
    35,
    k + 29,
    k + 30,
    32,
    k + 27,
    77,
    4,
    39,
    k + 35,
    5,
    k + 6,
    40,
    9,
    41,
    k + 28,
    11,
    42,
    68,
    12,
    48,
    43,
    13,
    48,
    44,
    14,
    48,
    45,
    15,
    48,
    46,
    16,
    48,
    47,
    32,
    k + 17,
    68,
    17,
    67,
    49,
    18,
    50,
    55,
    19,
    51,
    55,
    20,
    52,
    55,
    21,
    53,
    55,
    22,
    54,
    55,
    23,
    66,
    55,
    24,
    56,
    62,
    25,
    57,
    62,
    26,
    58,
    62,
    27,
    59,
    62,
    28,
    60,
    62,
    29,
    61,
    62,
    30,
    65,
    62,
    31,
    63,
    67,
    33,
    64,
    k + 26,
    35,
    k + 24,
    k + 25,
    35,
    k + 22,
    k + 23,
    35,
    k + 20,
    k + 21,
    32,
    k + 27,
    68,
    35,
    k + 18,
    k + 19,
    3,
    78,
    70,
    4,
    71,
    k + 35,
    5,
    k + 5,
    72,
    6,
    73,
    k + 16,
    11,
    74,
    75,
    32,
    k + 8,
    75,
    34,
    77,
    76,
    35,
    k + 14,
    k + 15,
    35,
    k + 12,
    k + 13,
    4,
    79,
    k + 35,
    5,
    k + 5,
    80,
    6,
    81,
    k + 11,
    9,
    82,
    k + 11,
    11,
    83,
    84,
    32,
    k + 8,
    84,
    35,
    k + 9,
    k + 10,
    2,
    k + 1,
    86,
    3,
    k + 2,
    87,
    4,
    88,
    k + 4,
    7,
    89,
    k + 4,
    8,
    k + 3,
    90,
    10,
    k + 3,
    k + 4,
  ]),
  sM = Rt.from(t8, e8, rM.conditions, rM.results);
var r8 = new Pt({
    size: 50,
    params: [
      'AccountId',
      'AccountIdEndpointMode',
      'Endpoint',
      'IsSearchOperation',
      'Region',
      'ResourceArn',
      'ResourceArnList',
      'UseDualStack',
      'UseFIPS',
    ],
  }),
  iM = (t, e = {}) => r8.get(t, () => yr(sM, { endpointParams: t, logger: e.logger }));
st.aws = Ft;
var aM = (t) => ({
  apiVersion: '2012-08-10',
  base64Decoder: t?.base64Decoder ?? Te,
  base64Encoder: t?.base64Encoder ?? _e,
  disableHostPrefix: t?.disableHostPrefix ?? !1,
  endpointProvider: t?.endpointProvider ?? iM,
  extensions: t?.extensions ?? [],
  httpAuthSchemeProvider: t?.httpAuthSchemeProvider ?? vO,
  httpAuthSchemes: t?.httpAuthSchemes ?? [
    { schemeId: 'aws.auth#sigv4', identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4'), signer: new Pe() },
  ],
  logger: t?.logger ?? new et(),
  protocol: t?.protocol ?? Ra,
  protocolSettings: t?.protocolSettings ?? {
    defaultNamespace: 'com.amazonaws.dynamodb',
    errorTypeRegistries: rk,
    xmlNamespace: 'http://dynamodb.amazonaws.com/doc/2012-08-10/',
    version: '2012-08-10',
    serviceTarget: 'DynamoDB_20120810',
    jsonCodec: new fc(),
  },
  serviceId: t?.serviceId ?? 'DynamoDB',
  sha256: t?.sha256 ?? $t,
  urlParser: t?.urlParser ?? Ce,
  utf8Decoder: t?.utf8Decoder ?? fe,
  utf8Encoder: t?.utf8Encoder ?? ue,
});
var cM = (t) => {
  sr(process.version);
  const e = gr(t),
    r = () => e().then(nr),
    o = aM(t);
  ur(process.version);
  const n = { profile: t?.profile, logger: o.logger };
  return {
    ...o,
    ...t,
    runtime: 'node',
    defaultsMode: e,
    accountIdEndpointMode: t?.accountIdEndpointMode ?? C(Jg, n),
    authSchemePreference: t?.authSchemePreference ?? C(Bt, n),
    bodyLengthChecker: t?.bodyLengthChecker ?? pr,
    credentialDefaultProvider: t?.credentialDefaultProvider ?? hx,
    defaultSocketTimeout: lr(t?.requestHandler, 3e5),
    defaultUserAgentProvider: t?.defaultUserAgentProvider ?? Pr({ serviceId: o.serviceId, clientVersion: _k.version }),
    endpointDiscoveryEnabledProvider: t?.endpointDiscoveryEnabledProvider ?? C(Xg, n),
    maxAttempts: t?.maxAttempts ?? C(Ae.v2026 ? { ...Mt, default: 4 } : Mt, t),
    region: t?.region ?? C(nt, { ...Ct, ...n }),
    requestHandler: ct.create(t?.requestHandler ?? r),
    retryMode: t?.retryMode ?? C({ ...Cr, default: async () => (await r()).retryMode || kt }, t),
    streamCollector: t?.streamCollector ?? mt,
    useDualstackEndpoint: t?.useDualstackEndpoint ?? C(mr, n),
    useFipsEndpoint: t?.useFipsEndpoint ?? C(fr, n),
    userAgentAppId: t?.userAgentAppId ?? C(Or, n),
  };
};
F();
O();
U();
var uM = (t) => {
    let e = t.httpAuthSchemes,
      r = t.httpAuthSchemeProvider,
      o = t.credentials;
    return {
      setHttpAuthScheme(n) {
        const s = e.findIndex((i) => i.schemeId === n.schemeId);
        s === -1 ? e.push(n) : e.splice(s, 1, n);
      },
      httpAuthSchemes() {
        return e;
      },
      setHttpAuthSchemeProvider(n) {
        r = n;
      },
      httpAuthSchemeProvider() {
        return r;
      },
      setCredentials(n) {
        o = n;
      },
      credentials() {
        return o;
      },
    };
  },
  lM = (t) => ({
    httpAuthSchemes: t.httpAuthSchemes(),
    httpAuthSchemeProvider: t.httpAuthSchemeProvider(),
    credentials: t.credentials(),
  });
var pM = (t, e) => {
  const r = Object.assign(kr(t), ir(t), Sr(t), uM(t));
  return e.forEach((o) => o.configure(r)), Object.assign(t, Nr(r), ar(r), xr(r), lM(r));
};
var Ks = class extends Re {
  config;
  constructor(...[e]) {
    const r = cM(e || {});
    super(r), (this.initConfig = r);
    const o = CO(r),
      n = qg(o),
      s = vr(n),
      i = Ar(s, { defaultBaseDelay: Ae.v2026 ? 25 : void 0, defaultMaxAttempts: Ae.v2026 ? 4 : void 0 }),
      a = hr(i),
      c = a,
      u = Hr(c),
      l = AO(u),
      d = oy(l, { endpointDiscoveryCommandCtor: Hp }),
      m = pM(d, e?.extensions || []);
    (this.config = m),
      this.middlewareStack.use(or(this.config)),
      this.middlewareStack.use(Rr(this.config)),
      this.middlewareStack.use(qr(this.config)),
      this.middlewareStack.use(_r(this.config)),
      this.middlewareStack.use(br(this.config)),
      this.middlewareStack.use(wr(this.config)),
      this.middlewareStack.use(Ir(this.config)),
      this.middlewareStack.use(
        Lt(this.config, {
          httpAuthSchemeParametersProvider: TO,
          identityProviderConfigProvider: async (f) => new ft({ 'aws.auth#sigv4': f.credentials }),
        }),
      ),
      this.middlewareStack.use(zt(this.config));
  }
  destroy() {
    super.destroy();
  }
};
var Zd = class extends Oe(op, ke, 'BatchGetItem', pk) {};
var Wd = class extends Oe(op, ke, 'BatchWriteItem', dk) {};
var qd = class extends Oe(Vt, ke, 'DeleteItem', mk) {};
var Jd = class extends Oe(Vt, ke, 'GetItem', hk) {};
var Yd = class extends Oe(Vt, ke, 'PutItem', gk) {};
var Xd = class extends Oe(Vt, ke, 'Query', yk) {};
var Qd = class extends Oe(Vt, ke, 'Scan', Sk) {};
var em = class extends Oe(Vt, ke, 'UpdateItem', xk) {};
var Zs = class extends se {
  input;
  inputKeyNodes = { RequestItems: { '*': { Keys: { '*': $ } } } };
  outputKeyNodes = { Responses: { '*': { '*': $ } }, UnprocessedKeys: { '*': { Keys: { '*': $ } } } };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new Zd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var Sc = class extends se {
  input;
  inputKeyNodes = { RequestItems: { '*': { '*': { PutRequest: { Item: $ }, DeleteRequest: { Key: $ } } } } };
  outputKeyNodes = {
    UnprocessedItems: { '*': { '*': { PutRequest: { Item: $ }, DeleteRequest: { Key: $ } } } },
    ItemCollectionMetrics: { '*': { '*': { ItemCollectionKey: $ } } },
  };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new Wd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var xc = class extends se {
  input;
  inputKeyNodes = { Key: $, Expected: { '*': { Value: Bo, AttributeValueList: at } }, ExpressionAttributeValues: $ };
  outputKeyNodes = { Attributes: $, ItemCollectionMetrics: { ItemCollectionKey: $ } };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new qd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var Hn = class extends se {
  input;
  inputKeyNodes = { Key: $ };
  outputKeyNodes = { Item: $ };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new Jd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var Gn = class extends se {
  input;
  inputKeyNodes = { Item: $, Expected: { '*': { Value: Bo, AttributeValueList: at } }, ExpressionAttributeValues: $ };
  outputKeyNodes = { Attributes: $, ItemCollectionMetrics: { ItemCollectionKey: $ } };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new Yd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var Kn = class extends se {
  input;
  inputKeyNodes = {
    KeyConditions: { '*': { AttributeValueList: at } },
    QueryFilter: { '*': { AttributeValueList: at } },
    ExclusiveStartKey: $,
    ExpressionAttributeValues: $,
  };
  outputKeyNodes = { Items: { '*': $ }, LastEvaluatedKey: $ };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new Xd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var _c = class extends se {
  input;
  inputKeyNodes = {
    ScanFilter: { '*': { AttributeValueList: at } },
    ExclusiveStartKey: $,
    ExpressionAttributeValues: $,
  };
  outputKeyNodes = { Items: { '*': $ }, LastEvaluatedKey: $ };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new Qd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var Zn = class extends se {
  input;
  inputKeyNodes = {
    Key: $,
    AttributeUpdates: { '*': { Value: Bo } },
    Expected: { '*': { Value: Bo, AttributeValueList: at } },
    ExpressionAttributeValues: $,
  };
  outputKeyNodes = { Attributes: $, ItemCollectionMetrics: { ItemCollectionKey: $ } };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new em(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
We();
O();
var bo = class t extends Re {
  config;
  constructor(e, r) {
    if (
      (super(e.config),
      (this.config = e.config),
      (this.config.translateConfig = r),
      (this.middlewareStack = e.middlewareStack),
      this.config?.cacheMiddleware)
    )
      throw new Error(
        '@aws-sdk/lib-dynamodb - cacheMiddleware=true is not compatible with the DynamoDBDocumentClient. This option must be set to false.',
      );
    if (!(e.middlewareStack.identify?.() ?? []).some((s) => s.includes?.('serializerMiddleware'))) {
      const s = this.config.logger,
        i = s && !s.constructor?.name.includes('NoOp') ? s : console,
        a = new Ks(
          Object.assign({}, this.config, {
            defaultUserAgentProvider: void 0,
            retryStrategy: void 0,
            extensions: void 0,
          }),
        );
      if (a.middlewareStack.identify?.().some((u) => u.includes?.('serializerMiddleware')))
        (this.middlewareStack = a.middlewareStack),
          (this.config = a.config),
          (this.config.translateConfig = r),
          i.warn(
            "@aws-sdk/lib-dynamodb - WARN: incompatible version of DynamoDBClient given to DynamoDBDocumentClient. We have forwarded your client's configuration to a newer version of DynamoDBClient in the dependency closure to instantiate DynamoDBDocumentClient.",
          );
      else
        throw new Error(
          '@aws-sdk/lib-dynamodb - ERROR: incompatible version of DynamoDBClient given to DynamoDBDocumentClient. Check @aws-sdk/lib-dynamodb package.json requirements.',
        );
    }
  }
  static from(e, r) {
    return new t(e, r);
  }
  destroy() {}
};
var Gve = ta(bo, Kn, 'ExclusiveStartKey', 'LastEvaluatedKey', 'Limit');
We();
var Jve = ta(bo, _c, 'ExclusiveStartKey', 'LastEvaluatedKey', 'Limit');
var Kt = _u(
  () => {
    const { AWS_REGION: t, DYNAMODB_ENDPOINT: e } = cn(),
      r = new Ks({
        region: t,
        ...(e ? { endpoint: e, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      });
    return bo.from(r, { marshallOptions: { removeUndefinedValues: !0 } });
  },
  (t) => t.destroy(),
);
function Zt() {
  return cn().TABLE_NAME;
}
function Ec(t) {
  return t instanceof Error && t.name === 'ConditionalCheckFailedException';
}
var tm = (t = new Date()) => Math.floor(t.getTime() / 1e3);
function dM(t, e = new Date()) {
  return typeof t.expiresAt == 'number' && t.expiresAt <= tm(e);
}
var wc = 'WS#{workspaceId}',
  rm = class extends Co {
    constructor() {
      super('Validation error: Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
    }
  };
function Wn(t) {
  const { type: e, schema: r, partitionKey: o, sortKey: n, expires: s } = t,
    i = new Set(Object.keys(r.shape)),
    a = (m) => ({ pk: bc(o, m), sk: bc(n, m) }),
    c = (m) => (m && !(s && dM(m)) ? r.parse(m) : void 0),
    u = (m, f, h) => {
      const g = { ...a(m), type: e, expiresAt: f };
      for (const [y, S] of Object.entries(m)) i.has(y) && (g[y] = S);
      return mM(Kt().send(new Gn({ TableName: Zt(), Item: g, ConditionExpression: h })));
    },
    l = async (m, f, h) => {
      const g = Ix(),
        y = bx(n, m),
        S = f.from
          ? `${g.name('sk')} BETWEEN ${g.value(bx(n, { ...m, ...f.from }))} AND ${g.value(`${y}\uFFFF`)}`
          : `begins_with(${g.name('sk')}, ${g.value(y)})`,
        x = {
          TableName: Zt(),
          KeyConditionExpression: `${g.name('pk')} = ${g.value(bc(o, m))} AND ${S}`,
          FilterExpression: g.equals(f.where),
          ScanIndexForward: !f.newestFirst,
          ConsistentRead: f.consistent,
          Limit: f.limit,
          ExclusiveStartKey: h,
          ...g.attributes(),
        },
        b = await Kt().send(new Kn(x)),
        w = [];
      for (const I of b.Items ?? []) {
        const A = c(I);
        A !== void 0 && w.push(A);
      }
      return { items: w, next: b.LastEvaluatedKey };
    },
    d = async (m, f = {}) => {
      let h = f.max ?? Number.POSITIVE_INFINITY,
        g = [],
        y;
      do {
        const S = Number.isFinite(h) ? h - g.length : void 0,
          x = await l(m, { ...f, limit: S }, y);
        g.push(...x.items), (y = x.next);
      } while (y && g.length < h);
      return g.slice(0, h);
    };
  return {
    type: e,
    schema: r,
    keyOf: (m) => a(m),
    partitionOf: (m) => bc(o, m),
    fromItem: c,
    async get(m, f = {}) {
      const { Item: h } = await Kt().send(new Hn({ TableName: Zt(), Key: a(m), ConsistentRead: f.consistent }));
      return c(h);
    },
    create: (m, f = {}) => u(m, f.expiresAt, 'attribute_not_exists(pk)'),
    put: (m, f = {}) => u(m, f.expiresAt),
    async update(m, f, h = {}) {
      const g = Ix(),
        y = Object.entries({ ...f, ...(h.upsert && { type: e }) })
          .filter(([, w]) => w !== void 0)
          .map(([w, I]) => `${g.name(w)} = ${g.value(I)}`),
        S = Object.entries(h.add ?? {}).map(([w, I]) => `${g.name(w)} ${g.value(I)}`),
        x = [!h.upsert && 'attribute_exists(pk)', g.equals(h.if), h.condition && g.raw(h.condition)].filter(Boolean),
        b = await fM(
          Kt().send(
            new Zn({
              TableName: Zt(),
              Key: a(m),
              UpdateExpression: `${y.length ? `SET ${y}` : ''} ${S.length ? `ADD ${S}` : ''}`,
              ConditionExpression: x.length ? x.join(' AND ') : void 0,
              ReturnValues: 'ALL_NEW',
              ...g.attributes(),
            }),
          ),
        );
      return b?.Attributes && r.parse(b.Attributes);
    },
    async delete(m, f = {}) {
      const h = Ix(),
        g = h.equals(f.if);
      return mM(
        Kt().send(
          new xc({
            TableName: Zt(),
            Key: a(m),
            ConditionExpression: `attribute_exists(pk)${g ? ` AND ${g}` : ''}`,
            ...h.attributes(),
          }),
        ),
      );
    },
    async query(m, f) {
      let h = bc(o, m),
        g = bx(n, m),
        y = f.cursor === void 0 ? void 0 : o8(f.cursor, h, g),
        { matching: S } = f;
      if (!S) {
        const { items: I, next: A } = await l(m, f, y);
        return { items: I, cursor: A && wx(A) };
      }
      let x = f.examine ?? 1e3,
        b = [],
        w = 0;
      do {
        const I = await l(m, { ...f, limit: Math.min(x - w, 200) }, y);
        for (const A of I.items)
          if (((w += 1), !!S(A) && (b.push(A), b.length === f.limit)))
            return { items: b, cursor: wx(a({ ...m, ...A })) };
        y = I.next;
      } while (y && w < x);
      return { items: b, cursor: y && wx(y) };
    },
    queryAll: d,
    async deleteAll(m) {
      const f = await d(m);
      return await n8(f.map((h) => a({ ...m, ...h }))), f.length;
    },
  };
}
function bc(t, e) {
  return t.replace(/\{(\w+)\}/g, (r, o) => {
    const n = e[o];
    if (!n) throw new Error(`Key field ${o} is missing for ${t}`);
    return n;
  });
}
function bx(t, e) {
  const [r] = t.split(/\{(\w+)\}/).reduce(
    ([o, n], s, i) => {
      if (!n) return [o, n];
      if (i % 2 === 0) return [o + s, n];
      const a = e[s];
      return a === void 0 ? [o, !1] : [o + a, n];
    },
    ['', !0],
  );
  return r;
}
var wx = (t) => Buffer.from(JSON.stringify([t.pk, t.sk])).toString('base64url');
function o8(t, e, r) {
  let o;
  try {
    o = JSON.parse(Buffer.from(t, 'base64url').toString('utf8'));
  } catch {
    throw new rm();
  }
  const [n, s] = Array.isArray(o) ? o : [];
  if (n !== e || typeof s != 'string' || !s.startsWith(r)) throw new rm();
  return { pk: e, sk: s };
}
async function om(t) {
  let e = Zt(),
    r = new Map(),
    o = [...t];
  for (let n = 0; o.length > 0; n++) {
    if (n === 5) throw new Error('BatchGetItem left keys unprocessed after 5 attempts');
    const s = await Kt().send(new Zs({ RequestItems: { [e]: { Keys: o } } }));
    for (const i of s.Responses?.[e] ?? []) r.set(`${i.pk}|${i.sk}`, i);
    o = (s.UnprocessedKeys?.[e]?.Keys ?? []).map((i) => ({ pk: String(i.pk), sk: String(i.sk) }));
  }
  return t.map((n) => r.get(`${n.pk}|${n.sk}`));
}
async function n8(t) {
  const e = Zt();
  for (let r = 0; r < t.length; r += 25) {
    let o = t.slice(r, r + 25).map((n) => ({ DeleteRequest: { Key: n } }));
    for (let n = 0; o.length > 0; n++) {
      if (n === 5) throw new Error('BatchWriteItem left deletes unprocessed after 5 attempts');
      o = (await Kt().send(new Sc({ RequestItems: { [e]: o } }))).UnprocessedItems?.[e] ?? [];
    }
  }
}
async function fM(t) {
  try {
    return await t;
  } catch (e) {
    if (Ec(e)) return;
    throw e;
  }
}
var mM = async (t) => (await fM(t.then(() => !0))) ?? !1;
function Ix() {
  const t = {},
    e = {},
    r = (n) => ((t[`#${n}`] = n), `#${n}`),
    o = (n) => {
      const s = `:v${Object.keys(e).length}`;
      return (e[s] = n), s;
    };
  return {
    name: r,
    value: o,
    equals: (n = {}) =>
      Object.entries(n)
        .filter(([, s]) => s !== void 0)
        .map(([s, i]) => `${r(s)} = ${o(i)}`)
        .join(' AND ') || void 0,
    raw: (n) => (Object.assign(t, n.names), Object.assign(e, n.values), `(${n.expression})`),
    attributes: () => ({
      ExpressionAttributeNames: Object.keys(t).length ? t : void 0,
      ExpressionAttributeValues: Object.keys(e).length ? e : void 0,
    }),
  };
}
function hM(t, e) {
  for (const r of t.cookies ?? []) {
    const o = r.indexOf('=');
    if (o > 0 && r.slice(0, o).trim() === e) {
      const n = r.slice(o + 1).trim();
      try {
        return decodeURIComponent(n);
      } catch {
        return n;
      }
    }
  }
}
var i8 = '__Host-sid',
  o0e = 720 * 3600,
  a8 = 168 * 3600,
  c8 = 3600,
  Ic = Ie().int(),
  u8 = re({
    idHash: T(),
    userId: T(),
    workspaceId: T(),
    createdAt: Ic,
    lastSeenAt: Ic,
    absoluteExpiresAt: Ic,
    idleExpiresAt: Ic,
    expiresAt: Ic,
  }),
  gM = Wn({ type: 'Session', schema: u8, partitionKey: 'SESSION#{idHash}', sortKey: 'SESSION', expires: !0 }),
  l8 = (t) => s8('sha256').update(t).digest('base64url');
function p8(t, e) {
  const r = tm(e);
  return r < t.absoluteExpiresAt && r < t.idleExpiresAt;
}
async function yM(t, e = new Date()) {
  const r = hM(t, i8);
  if (!r) return;
  const o = l8(r),
    n = await gM.get({ idHash: o });
  if (!n || !p8(n, e)) return;
  const s = tm(e);
  if (s - n.lastSeenAt >= c8) {
    const i = s + a8;
    await gM.update({ idHash: o }, { lastSeenAt: s, idleExpiresAt: i, expiresAt: Math.min(n.absoluteExpiresAt, i) });
  }
  return { userId: n.userId, workspaceId: n.workspaceId };
}
function SM(t) {
  return {
    before: async (e) => {
      const r = await yM(e.event);
      if (r) e.context.session = r;
      else if (t === 'session') throw new Eu();
    },
  };
}
function xM(t, e) {
  if (t.body === void 0 || t.body === null || t.body === '') return { format: 'none', value: void 0 };
  const r = t.isBase64Encoded ? Buffer.from(t.body, 'base64').toString('utf8') : t.body,
    o = (t.headers['content-type'] ?? 'application/json').split(';')[0].trim().toLowerCase();
  if (o === 'application/json' || o.endsWith('+json')) {
    if (!e.includes('json')) throw Tx(e);
    try {
      return { format: 'json', value: JSON.parse(r) };
    } catch {
      throw new Co('Malformed JSON body');
    }
  }
  if (o === 'application/x-www-form-urlencoded') {
    if (!e.includes('form')) throw Tx(e);
    return { format: 'form', value: Object.fromEntries(new URLSearchParams(r)) };
  }
  throw Tx(e);
}
function Tx(t) {
  const e = t.map((r) => (r === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'));
  return new er(415, `Unsupported content type; send ${e.join(' or ')}`);
}
function nm(t, e) {
  const r = t.safeParse(e);
  if (r.success) return r.data;
  const o = r.error.issues.map((n) => ({ path: n.path.map(String).join('.'), message: n.message }));
  throw new Co(`Validation error: ${o[0]?.message ?? 'Invalid request'}`, o);
}
function _M(t, e, r = {}) {
  const o = async (s, i) => {
      const a = t.body ? xM(s, t.bodyFormats ?? ['json']) : void 0;
      try {
        const c = {
          event: s,
          body: t.body ? nm(t.body, a?.value ?? {}) : void 0,
          query: t.query ? nm(t.query, s.queryStringParameters ?? {}) : void 0,
          params: t.params ? nm(t.params, s.pathParameters ?? {}) : void 0,
          bodyFormat: a?.format ?? 'none',
          session: i.session,
          requestId: s.requestContext.requestId,
        };
        return d8(t, await e(c));
      } catch (c) {
        if (r.formErrorPage && a?.format === 'form' && c instanceof er) return r.formErrorPage(c, a.value).result;
        throw c;
      }
    },
    n = EI().use(zI()).use(MI()).use(LI()).use(DI()).use(SM(t.auth)).handler(o);
  return Object.assign(n, { route: t });
}
function d8(t, e) {
  if (e instanceof Ru) return e.result;
  if (yI(t)) return Ti(t.status ?? 200, m8(t, e));
  if (t.response === 'empty') return $I();
  throw new Error(`${t.id} answers a page: its handler must return an HttpReply`);
}
function m8(t, e) {
  if (!cn().VALIDATE_RESPONSES) return e;
  const r = t.response.safeParse(e);
  if (r.success) return e;
  throw (
    (ps.error('Response does not match its route contract', { route: t.id, issues: r.error.issues }),
    new Error(`The ${t.id} response does not match its contract`))
  );
}
function sm(t, e) {
  const { get: r, create: o, update: n, delete: s, queryAll: i } = t,
    { counterKey: a, tally: c, reads: u } = e,
    l = (h) => ({ pk: t.partitionOf(h), sk: a }),
    d = async (h, g, y) => {
      const S = f8(g ? c(g) : {}, y ? c(y) : {}),
        x = Object.keys(S);
      if (x.length !== 0)
        try {
          await Kt().send(
            new Zn({
              TableName: Zt(),
              Key: l(h),
              UpdateExpression: `ADD ${x.map((b, w) => `#n${w} :v${w}`).join(', ')}`,
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: Object.fromEntries(x.map((b, w) => [`#n${w}`, b])),
              ExpressionAttributeValues: Object.fromEntries(x.map((b, w) => [`:v${w}`, S[b]])),
            }),
          );
        } catch (b) {
          if (!Ec(b)) throw b;
        }
    },
    m = async (h, g) => {
      const y = await i.call(t, h);
      await e.onCount?.(h, y);
      const S = {};
      for (const x of y) for (const [b, w] of Object.entries(c(x))) S[b] = (S[b] ?? 0) + w;
      try {
        await Kt().send(
          new Gn({
            TableName: Zt(),
            Item: { ...l(h), type: 'Counter', ...S },
            ConditionExpression: g ? void 0 : 'attribute_not_exists(pk)',
          }),
        );
      } catch (x) {
        if (!Ec(x)) throw x;
        return f(h);
      }
      return S;
    },
    f = async (h) => {
      const { Item: g } = await Kt().send(new Hn({ TableName: Zt(), Key: l(h) }));
      if (!g) return m(h, !1);
      const y = {};
      for (const [S, x] of Object.entries(g)) typeof x == 'number' && (y[S] = x);
      return y;
    };
  return {
    ...t,
    async create(h, g) {
      const y = await o(h, g);
      return y && (await d(h, void 0, t.schema.parse(h))), y;
    },
    async update(h, g, y = {}) {
      const S = await r(h, { consistent: !0 });
      if (!S) return;
      const x = Object.fromEntries(u.map((w) => [w, S[w]])),
        b = await n(h, g, { ...y, if: { ...x, ...y.if } });
      return b && (await d(h, S, b)), b;
    },
    async delete(h, g) {
      const y = await r(h, { consistent: !0 });
      if (!y) return !1;
      const S = await s(h, g);
      return S && (await d(h, y, void 0)), S;
    },
    counts: (h) => f(h),
    recount: (h) => m(h, !0),
  };
}
function f8(t, e) {
  const r = {};
  for (const o of new Set([...Object.keys(t), ...Object.keys(e)])) {
    const n = (e[o] ?? 0) - (t[o] ?? 0);
    n !== 0 && (r[o] = n);
  }
  return r;
}
var Ax = Wn({ type: 'Task', schema: Su, partitionKey: wc, sortKey: 'TASK#{id}' }),
  Cx = Wn({
    type: 'TaskStatusEntry',
    schema: re({ id: T(), status: us, writtenAt: Ie() }),
    partitionKey: wc,
    sortKey: 'TASKSTATUS#{status}#{id}',
  }),
  vx = sm(Ax, {
    counterKey: 'COUNTER#TASKS',
    tally: (t) => ({ [t.status]: 1 }),
    reads: ['status'],
    onCount: ({ workspaceId: t }, e) => g8(t, e),
  }),
  h8 = 6e4,
  Rx = (t, e, r) => Cx.put({ workspaceId: t, id: e, status: r, writtenAt: Date.now() }),
  Px = {
    ...vx,
    async create(t, e) {
      return await Rx(t.workspaceId, t.id, t.status), vx.create(t, e);
    },
    async update(t, e, r) {
      return e.status && (await Rx(t.workspaceId, t.id, e.status)), vx.update(t, e, r);
    },
  };
async function EM(t) {
  const e = await Px.counts({ workspaceId: t });
  return { pending: e.pending ?? 0, in_progress: e.in_progress ?? 0, completed: e.completed ?? 0 };
}
async function bM(t, e, r, o = Date.now()) {
  const n = await Cx.query({ workspaceId: t, status: e }, { ...r, newestFirst: !0 }),
    s = n.items.length ? await om(n.items.map(({ id: c }) => Ax.keyOf({ workspaceId: t, id: c }))) : [],
    i = [],
    a = [];
  return (
    n.items.forEach((c, u) => {
      const l = Ax.fromItem(s[u]);
      l?.status === e ? i.push(l) : c.writtenAt < o - h8 && a.push(c);
    }),
    await Promise.all(a.map(({ id: c }) => Cx.delete({ workspaceId: t, status: e, id: c }))),
    { items: i, cursor: n.cursor }
  );
}
async function g8(t, e) {
  for (let r = 0; r < e.length; r += 25) await Promise.all(e.slice(r, r + 25).map((o) => Rx(t, o.id, o.status)));
}
var Tc = [
    'leadership',
    'communication',
    'technicalSkills',
    'problemSolving',
    'creativity',
    'teamwork',
    'adaptability',
    'timeManagement',
    'customerFocus',
    'analyticalThinking',
  ],
  vc = {
    leadership: 'Leadership',
    communication: 'Communication',
    technicalSkills: 'Technical Skills',
    problemSolving: 'Problem Solving',
    creativity: 'Creativity',
    teamwork: 'Teamwork',
    adaptability: 'Adaptability',
    timeManagement: 'Time Management',
    customerFocus: 'Customer Focus',
    analyticalThinking: 'Analytical Thinking',
  },
  wM = 0,
  IM = 100,
  Ox = 50;
var y8 = (t) =>
    Ie({ error: `${vc[t]} must be a number from 0 to 100` })
      .min(wM, { error: `${vc[t]} must be a number from 0 to 100` })
      .max(IM, { error: `${vc[t]} must be a number from 0 to 100` }),
  kx = Object.fromEntries(Tc.map((t) => [t, y8(t)])),
  S8 = T({ error: 'Assessment notes must be text' })
    .trim()
    .max(5e3, { error: 'Assessment notes must be at most 5000 characters' }),
  $0e = re({ ...kx, notes: S8.nullish().transform((t) => t || null) }),
  TM = re({ ...kx, notes: T().nullable() }),
  L0e = re({ savedAt: T(), scores: re(kx) });
var x8 = ['performance', 'disciplinary', 'commendation', 'general'],
  vM = Dt(x8, { error: 'Note type must be performance, disciplinary, commendation or general' }),
  im = { subject: 'Subject is required', content: 'Content is required' },
  M0e = re({
    noteType: vM.default('general'),
    subject: T({ error: im.subject })
      .trim()
      .min(1, { error: im.subject })
      .max(200, { error: 'Subject must be at most 200 characters' }),
    content: T({ error: im.content })
      .trim()
      .min(1, { error: im.content })
      .max(5e3, { error: 'Content must be at most 5000 characters' }),
    requiresFollowUp: Ao({ error: 'Requires follow-up must be true or false' }).default(!1),
    followUpDate: T()
      .trim()
      .max(40)
      .nullish()
      .transform((t) => t || null),
    isConfidential: Ao({ error: 'Confidential must be true or false' }).default(!1),
    visibleToEmployee: Ao({ error: 'Visible to employee must be true or false' }).default(!0),
  }).transform((t) => ({ ...t, followUpDate: t.requiresFollowUp ? t.followUpDate : null })),
  AM = re({
    id: T(),
    employeeId: T(),
    noteType: vM,
    subject: T(),
    content: T(),
    requiresFollowUp: Ao(),
    followUpDate: T().nullable(),
    followUpCompleted: Ao(),
    isConfidential: Ao(),
    visibleToEmployee: Ao(),
    createdAt: T(),
  });
var _8 = ['full-time', 'part-time', 'contractor'],
  Dx = Dt(_8, { error: 'Employment type must be full-time, part-time or contractor' }),
  E8 = 'full-time',
  Ur = {
    firstName: 'First name is required',
    lastName: 'Last name is required',
    emailOnAdd: 'Valid email is required',
    emailOnEdit: 'Please enter a valid email',
    position: 'Position is required',
    hireDate: 'Hire date is required',
    salary: 'Salary must be a number of at least 0',
    hourlyRate: 'Hourly rate must be a number of at least 0',
    created: 'Employee added successfully',
    updated: 'Employee profile updated successfully',
    competenciesUpdated: 'Competencies updated successfully',
    noteAdded: 'Note added successfully',
    emailTaken: 'An employee with this email already exists',
    employeeIdTaken: 'An employee with this employee ID already exists',
    addFailed: 'Failed to add employee',
    updateFailed: 'Failed to update employee profile',
  },
  Nx = (t, e = 200) =>
    T({ error: t })
      .trim()
      .min(1, { error: t })
      .max(e, { error: `${t.replace(' is required', '')} is too long` }),
  PM = (t) => (t === 'create' ? null : void 0),
  am = (t, e) =>
    T()
      .trim()
      .max(t, { error: `Must be at most ${t} characters` })
      .nullish()
      .transform((r) => (r === void 0 ? PM(e) : r || null)),
  b8 = T({ error: Ur.hireDate })
    .trim()
    .min(1, { error: Ur.hireDate })
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: Ur.hireDate })
    .transform((t) => t.slice(0, 10))
    .refine((t) => !Number.isNaN(Date.parse(`${t}T00:00:00Z`)), { error: Ur.hireDate }),
  CM = (t) =>
    cI(
      (e) => (e === '' ? null : typeof e == 'string' ? Number(e.trim()) : e),
      Ie({ error: t }).min(0, { error: t }).max(1e9, { error: t }).nullable().optional(),
    ),
  RM = io(T().trim().max(100, { error: 'Each item must be at most 100 characters' }))
    .max(50, { error: 'At most 50 items' })
    .transform((t) => t.filter((e) => e.length > 0)),
  w8 = (t) =>
    T()
      .trim()
      .max(2e3)
      .nullish()
      .transform((e) => (e === void 0 ? PM(t) : e || null))
      .refine((e) => e == null || /^https?:\/\//i.test(e), { error: 'Profile image must be an http(s) URL' }),
  OM = (t, e) => ({
    firstName: Nx(Ur.firstName, 100),
    lastName: Nx(Ur.lastName, 100),
    email: T({ error: t })
      .trim()
      .toLowerCase()
      .pipe(du({ error: t })),
    position: Nx(Ur.position, 150),
    department: am(100, e),
    employeeId: am(50, e),
    phone: am(50, e),
    address: am(500, e),
    hireDate: b8,
    employmentType: e === 'create' ? Dx.default(E8) : Dx.optional(),
    salary: CM(Ur.salary),
    hourlyRate: CM(Ur.hourlyRate),
    profileImageUrl: w8(e),
    skills: RM.optional(),
    certifications: RM.optional(),
    performanceScore: Ie({ error: 'Performance score must be a number from 0 to 100' })
      .min(0, { error: 'Performance score must be a number from 0 to 100' })
      .max(100, { error: 'Performance score must be a number from 0 to 100' })
      .nullish(),
  }),
  j0e = re(OM(Ur.emailOnAdd, 'create')),
  H0e = re(OM(Ur.emailOnEdit, 'update'))
    .partial()
    .refine((t) => Object.values(t).some((e) => e !== void 0), { error: 'Nothing to update' }),
  cm = re({
    id: T(),
    firstName: T(),
    lastName: T(),
    email: T(),
    position: T(),
    department: T().nullable(),
    employeeId: T().nullable(),
    phone: T().nullable(),
    address: T().nullable(),
    hireDate: T(),
    employmentType: Dx,
    salary: Ie().nullable(),
    hourlyRate: Ie().nullable(),
    profileImageUrl: T().nullable(),
    skills: io(T()),
    certifications: io(T()),
    performanceScore: Ie().nullable(),
    competencies: TM,
    createdAt: T(),
    updatedAt: T(),
  }),
  G0e = cm.extend({ notes: io(AM) }),
  K0e = gu.extend({ search: T().trim().max(200).optional(), department: T().trim().max(100).optional() }),
  I8 = re({ total: Ie(), fullTime: Ie(), performanceTotal: Ie(), departments: io(T()) }),
  Z0e = yu(cm).extend({ team: I8 });
function T8(t, e) {
  const r = t?.[e];
  return typeof r == 'number' && Number.isFinite(r) ? r : Ox;
}
function kM(t) {
  if (!t) return Ox;
  const e = Tc.reduce((r, o) => r + T8(t, o), 0);
  return Math.round(e / Tc.length);
}
function NM(t) {
  return t.performanceScore ?? kM(t.competencies);
}
var v8 = Wn({ type: 'Employee', schema: cm, partitionKey: wc, sortKey: 'EMPLOYEE#{id}' }),
  $x = sm(v8, {
    counterKey: 'COUNTER#EMPLOYEES',
    tally: (t) => ({
      count: 1,
      fullTime: t.employmentType === 'full-time' ? 1 : 0,
      performanceTotal: NM(t),
      ...(t.department?.trim() && { [`${A8}${t.department.trim()}`]: 1 }),
    }),
    reads: ['employmentType', 'department', 'performanceScore'],
  }),
  A8 = 'dept#';
async function DM(t, e) {
  const r = [...new Set(e.map((s) => s.assigneeEmployeeId).filter((s) => s !== null))];
  if (r.length === 0) return {};
  const o = await om(r.map((s) => $x.keyOf({ workspaceId: t, id: s }))),
    n = {};
  for (const s of o) {
    const i = $x.fromItem(s);
    i && (n[i.id] = `${i.firstName} ${i.lastName}`.trim());
  }
  return n;
}
async function $M(t, e) {
  const r = { limit: e.limit, cursor: e.cursor },
    [o, n] = await Promise.all([
      e.status ? bM(t, e.status, r) : Px.query({ workspaceId: t }, { ...r, newestFirst: !0 }),
      EM(t),
    ]);
  return { items: o.items, cursor: o.cursor ?? null, counts: n, assigneeNames: await DM(t, o.items) };
}
var dCe = _M(SI, async ({ query: t, session: e }) => $M(e.workspaceId, t));
export { dCe as handler };
/*! Bundled license information:

@aws-lambda-powertools/logger/lib/esm/logBuffer.js:
@aws-lambda-powertools/logger/lib/esm/Logger.js:
  (* v8 ignore next -- @preserve *)
*/
//# sourceMappingURL=index.mjs.map
