import { createRequire as __bizpilotCreateRequire } from 'node:module';
const require = __bizpilotCreateRequire(import.meta.url);
var SM = Object.create;
var wd = Object.defineProperty;
var xM = Object.getOwnPropertyDescriptor;
var _M = Object.getOwnPropertyNames;
var EM = Object.getPrototypeOf,
  bM = Object.prototype.hasOwnProperty;
var p = (t, e, r) => () => {
  if (r) throw r[0];
  try {
    return t && (e = t((t = 0))), e;
  } catch (o) {
    throw ((r = [o]), o);
  }
};
var Ds = (t, e) => () => {
    try {
      return e || t((e = { exports: {} }).exports, e), e.exports;
    } catch (r) {
      throw ((e = 0), r);
    }
  },
  We = (t, e) => {
    for (var r in e) wd(t, r, { get: e[r], enumerable: !0 });
  },
  wM = (t, e, r, o) => {
    if ((e && typeof e == 'object') || typeof e == 'function')
      for (const n of _M(e))
        !bM.call(t, n) && n !== r && wd(t, n, { get: () => e[n], enumerable: !(o = xM(e, n)) || o.enumerable });
    return t;
  };
var IM = (t, e, r) => (
  (r = t != null ? SM(EM(t)) : {}), wM(e || !t || !t.__esModule ? wd(r, 'default', { value: t, enumerable: !0 }) : r, t)
);
var yo,
  Pf,
  Kc,
  Of,
  Nf,
  Xs,
  Qs = p(() => {
    (yo = {
      REQUEST_ID: Symbol.for('_AWS_LAMBDA_REQUEST_ID'),
      X_RAY_TRACE_ID: Symbol.for('_AWS_LAMBDA_X_RAY_TRACE_ID'),
      TENANT_ID: Symbol.for('_AWS_LAMBDA_TENANT_ID'),
      TRACEPARENT: Symbol.for('_AWS_LAMBDA_TRACEPARENT'),
      TRACESTATE: Symbol.for('_AWS_LAMBDA_TRACESTATE'),
      BAGGAGE: Symbol.for('_AWS_LAMBDA_BAGGAGE'),
    }),
      (Pf = ['true', '1'].includes(process.env?.AWS_LAMBDA_NODEJS_NO_GLOBAL_AWSLAMBDA ?? ''));
    Pf || (globalThis.awslambda = globalThis.awslambda || {});
    (Kc = class {
      static PROTECTED_KEYS = yo;
      isProtectedKey(e) {
        return Object.values(yo).includes(e);
      }
      getRequestId() {
        return this.get(yo.REQUEST_ID) ?? '-';
      }
      getXRayTraceId() {
        return this.get(yo.X_RAY_TRACE_ID);
      }
      getTenantId() {
        return this.get(yo.TENANT_ID);
      }
      getTraceparent() {
        return this.get(yo.TRACEPARENT);
      }
      getTracestate() {
        return this.get(yo.TRACESTATE);
      }
      getBaggage() {
        return this.get(yo.BAGGAGE);
      }
    }),
      (Of = class extends Kc {
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
      (Nf = class t extends Kc {
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
              const s = o === !0 || 'AWS_LAMBDA_MAX_CONCURRENCY' in process.env ? await Nf.create() : new Of();
              return !Pf && globalThis.awslambda?.InvokeStore
                ? globalThis.awslambda.InvokeStore
                : (!Pf && globalThis.awslambda && (globalThis.awslambda.InvokeStore = s), s);
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
    })(Xs || (Xs = {}));
  });
var Yo,
  So,
  Yn,
  $w,
  Lw,
  Uf = p(() => {
    (Yo = (t, e) => {
      const r = [];
      if ((t && r.push(t), e)) for (const o of e) r.push(o);
      return r;
    }),
      (So = (t, e) => `${t || 'anonymous'}${e && e.length > 0 ? ` (a.k.a. ${e.join(',')})` : ''}`),
      (Yn = () => {
        let t = [],
          e = [],
          r = !1,
          o = new Set(),
          n = (d) =>
            d.sort((f, m) => $w[m.step] - $w[f.step] || Lw[m.priority || 'normal'] - Lw[f.priority || 'normal']),
          s = (d) => {
            let f = !1,
              m = (h) => {
                const g = Yo(h.name, h.aliases);
                if (g.includes(d)) {
                  f = !0;
                  for (const y of g) o.delete(y);
                  return !1;
                }
                return !0;
              };
            return (t = t.filter(m)), (e = e.filter(m)), f;
          },
          i = (d) => {
            let f = !1,
              m = (h) => {
                if (h.middleware === d) {
                  f = !0;
                  for (const g of Yo(h.name, h.aliases)) o.delete(g);
                  return !1;
                }
                return !0;
              };
            return (t = t.filter(m)), (e = e.filter(m)), f;
          },
          a = (d) => (
            t.forEach((f) => {
              d.add(f.middleware, { ...f });
            }),
            e.forEach((f) => {
              d.addRelativeTo(f.middleware, { ...f });
            }),
            d.identifyOnResolve?.(l.identifyOnResolve()),
            d
          ),
          c = (d) => {
            const f = [];
            return (
              d.before.forEach((m) => {
                m.before.length === 0 && m.after.length === 0 ? f.push(m) : f.push(...c(m));
              }),
              f.push(d),
              d.after.reverse().forEach((m) => {
                m.before.length === 0 && m.after.length === 0 ? f.push(m) : f.push(...c(m));
              }),
              f
            );
          },
          u = (d = !1) => {
            const f = [],
              m = [],
              h = {};
            return (
              t.forEach((y) => {
                const S = { ...y, before: [], after: [] };
                for (const x of Yo(S.name, S.aliases)) h[x] = S;
                f.push(S);
              }),
              e.forEach((y) => {
                const S = { ...y, before: [], after: [] };
                for (const x of Yo(S.name, S.aliases)) h[x] = S;
                m.push(S);
              }),
              m.forEach((y) => {
                if (y.toMiddleware) {
                  const S = h[y.toMiddleware];
                  if (S === void 0) {
                    if (d) return;
                    throw new Error(
                      `${y.toMiddleware} is not found when adding ${So(y.name, y.aliases)} middleware ${y.relation} ${y.toMiddleware}`,
                    );
                  }
                  y.relation === 'after' && S.after.push(y), y.relation === 'before' && S.before.push(y);
                }
              }),
              n(f)
                .map(c)
                .reduce((y, S) => (y.push(...S), y), [])
            );
          },
          l = {
            add: (d, f = {}) => {
              const { name: m, override: h, aliases: g } = f,
                y = { step: 'initialize', priority: 'normal', middleware: d, ...f },
                S = Yo(m, g);
              if (S.length > 0) {
                if (S.some((x) => o.has(x))) {
                  if (!h) throw new Error(`Duplicate middleware name '${So(m, g)}'`);
                  for (const x of S) {
                    const b = t.findIndex((w) => w.name === x || w.aliases?.some((T) => T === x));
                    if (b === -1) continue;
                    const I = t[b];
                    if (I.step !== y.step || y.priority !== I.priority)
                      throw new Error(
                        `"${So(I.name, I.aliases)}" middleware with ${I.priority} priority in ${I.step} step cannot be overridden by "${So(m, g)}" middleware with ${y.priority} priority in ${y.step} step.`,
                      );
                    t.splice(b, 1);
                  }
                }
                for (const x of S) o.add(x);
              }
              t.push(y);
            },
            addRelativeTo: (d, f) => {
              const { name: m, override: h, aliases: g } = f,
                y = { middleware: d, ...f },
                S = Yo(m, g);
              if (S.length > 0) {
                if (S.some((x) => o.has(x))) {
                  if (!h) throw new Error(`Duplicate middleware name '${So(m, g)}'`);
                  for (const x of S) {
                    const b = e.findIndex((w) => w.name === x || w.aliases?.some((T) => T === x));
                    if (b === -1) continue;
                    const I = e[b];
                    if (I.toMiddleware !== y.toMiddleware || I.relation !== y.relation)
                      throw new Error(
                        `"${So(I.name, I.aliases)}" middleware ${I.relation} "${I.toMiddleware}" middleware cannot be overridden by "${So(m, g)}" middleware ${y.relation} "${y.toMiddleware}" middleware.`,
                      );
                    e.splice(b, 1);
                  }
                }
                for (const x of S) o.add(x);
              }
              e.push(y);
            },
            clone: () => a(Yn()),
            use: (d) => {
              d.applyToStack(l);
            },
            remove: (d) => (typeof d == 'string' ? s(d) : i(d)),
            removeByTag: (d) => {
              let f = !1,
                m = (h) => {
                  const { tags: g, name: y, aliases: S } = h;
                  if (g && g.includes(d)) {
                    const x = Yo(y, S);
                    for (const b of x) o.delete(b);
                    return (f = !0), !1;
                  }
                  return !0;
                };
              return (t = t.filter(m)), (e = e.filter(m)), f;
            },
            concat: (d) => {
              const f = a(Yn());
              return f.use(d), f.identifyOnResolve(r || f.identifyOnResolve() || (d.identifyOnResolve?.() ?? !1)), f;
            },
            applyToStack: a,
            identify: () =>
              u(!0).map((d) => {
                const f = d.step ?? d.relation + ' ' + d.toMiddleware;
                return So(d.name, d.aliases) + ' - ' + f;
              }),
            identifyOnResolve(d) {
              return typeof d == 'boolean' && (r = d), r;
            },
            resolve: (d, f) => {
              for (const m of u()
                .map((h) => h.middleware)
                .reverse())
                d = m(d, f);
              return r && console.log(l.identify()), d;
            },
          };
        return l;
      }),
      ($w = { initialize: 5, serialize: 4, build: 3, finalizeRequest: 2, deserialize: 1 }),
      (Lw = { high: 3, normal: 2, low: 1 });
  });
var Xo,
  Mw = p(() => {
    ((t) => {
      (t.HTTP = 'http'), (t.HTTPS = 'https');
    })(Xo || (Xo = {}));
  });
var eo,
  zw = p(() => {
    ((t) => {
      (t.MD5 = 'md5'), (t.CRC32 = 'crc32'), (t.CRC32C = 'crc32c'), (t.SHA1 = 'sha1'), (t.SHA256 = 'sha256');
    })(eo || (eo = {}));
  });
var Uw = p(() => {
  zw();
});
var Jt,
  Fw = p(() => {
    Jt = '__smithy_context';
  });
var Dr,
  Bw = p(() => {
    ((t) => {
      (t.PROFILE = 'profile'), (t.SSO_SESSION = 'sso-session'), (t.SERVICES = 'services');
    })(Dr || (Dr = {}));
  });
var kr = p(() => {
  Mw();
  Uw();
  Fw();
  Bw();
});
var pe,
  Vw = p(() => {
    kr();
    pe = (t) => t[Jt] || (t[Jt] = {});
  });
function C(t, e) {
  return Object.hasOwn(t, e);
}
var Ff = p(() => {});
function AF(t) {
  return Object.keys(t).reduce((e, r) => {
    const o = t[r];
    return { ...e, [r]: Array.isArray(o) ? [...o] : o };
  }, {});
}
var K,
  Hw = p(() => {
    K = class t {
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
        return r.query && (r.query = AF(r.query)), r;
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
var Je,
  Gw = p(() => {
    Je = class {
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
var CF,
  $r,
  jw = p(() => {
    (CF = /^(?!.*-$)(?!-)[a-zA-Z0-9-]{1,63}$/),
      ($r = (t, e = !1) => {
        if (!e) return CF.test(t);
        const r = t.split('.');
        for (const o of r) if (!$r(o)) return !1;
        return !0;
      });
  });
function Bf(t) {
  return /^[a-z0-9][a-z0-9.-]*[a-z0-9]$/.test(t);
}
var Kw = p(() => {});
var Q,
  Zw = p(() => {
    Q = (t) => {
      if (typeof t == 'function') return t;
      const e = Promise.resolve(t);
      return () => e;
    };
  });
function Ww(t) {
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
var qw = p(() => {});
var ve,
  Vf = p(() => {
    qw();
    ve = (t) => {
      if (typeof t == 'string') return ve(new URL(t));
      let { hostname: e, pathname: r, port: o, protocol: n, search: s } = t,
        i;
      return s && (i = Ww(s)), { hostname: e, port: o ? parseInt(o) : void 0, protocol: n, path: r, query: i };
    };
  });
var xo,
  Jw = p(() => {
    Ff();
    Vf();
    xo = (t) => {
      if (typeof t == 'object') {
        if ('url' in t) {
          const e = ve(t.url);
          if (t.headers) {
            e.headers = {};
            for (const r in t.headers) C(t.headers, r) && (e.headers[r.toLowerCase()] = t.headers[r].join(', '));
          }
          return e;
        }
        return t;
      }
      return ve(t);
    };
  });
var X = p(() => {
  Vw();
  Ff();
  Hw();
  Gw();
  jw();
  Kw();
  Zw();
  Vf();
  Jw();
});
var Te,
  Yw = p(() => {
    Uf();
    Te = class {
      config;
      middlewareStack = Yn();
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
var to,
  Hf = p(() => {
    to = (t) => (typeof t == 'function' ? t() : t);
  });
var eu,
  Gf = p(() => {
    eu = (t, e, r, o, n) => ({ name: e, namespace: t, traits: r, input: o, output: n });
  });
var Xw,
  jf,
  Qw = p(() => {
    X();
    Gf();
    (Xw = (t) => (e, r) => async (o) => {
      const { response: n } = await e(o),
        { operationSchema: s } = pe(r),
        [, i, a, c, u, l] = s ?? [];
      try {
        const d = await t.protocol.deserializeResponse(eu(i, a, c, u, l), { ...t, ...r }, n);
        return { response: n, output: d };
      } catch (d) {
        if (
          (Object.defineProperty(d, '$response', { value: n, enumerable: !1, writable: !1, configurable: !1 }),
          !('$metadata' in d))
        ) {
          const f =
            'Deserialization error: to see the raw response, inspect the hidden field {error}.$response on this object.';
          try {
            d.message +=
              `
  ` + f;
          } catch {
            !r.logger || r.logger?.constructor?.name === 'NoOpLogger' ? console.warn(f) : r.logger?.warn?.(f);
          }
          typeof d.$responseBodyText < 'u' && d.$response && (d.$response.body = d.$responseBodyText);
          try {
            if (Je.isInstance(n)) {
              const { headers: m = {}, statusCode: h } = n,
                g = Object.entries(m);
              d.$metadata = {
                httpStatusCode: h,
                requestId: jf(/^x-[\w-]+-request-?id$/, g),
                extendedRequestId: jf(/^x-[\w-]+-id-2$/, g),
                cfId: jf(/^x-[\w-]+-cf-id$/, g),
              };
            }
          } catch {}
        }
        throw d;
      }
    }),
      (jf = (t, e) => (e.find(([r]) => r.match(t)) || [void 0, void 0])[1]);
  });
var eI,
  tI = p(() => {
    X();
    Gf();
    eI = (t) => (e, r) => async (o) => {
      const { operationSchema: n } = pe(r),
        [, s, i, a, c, u] = n ?? [],
        l = r.endpointV2 ? async () => xo(r.endpointV2) : t.endpoint,
        d = await t.protocol.serializeRequest(eu(s, i, a, c, u), o.input, { ...t, ...r, endpoint: l });
      return e({ ...o, request: d });
    };
  });
function Yt(t) {
  return {
    applyToStack: (e) => {
      e.add(eI(t), oI), e.add(Xw(t), rI), t.protocol.setSerdeContext(t);
    },
  };
}
var rI,
  oI,
  nI = p(() => {
    Qw();
    tI();
    (rI = { name: 'deserializerMiddleware', step: 'deserialize', tags: ['DESERIALIZER'], override: !0 }),
      (oI = { name: 'serializerMiddleware', step: 'serialize', tags: ['SERIALIZER'], override: !0 });
  });
function _o(t) {
  if (typeof t == 'object') return t;
  if (((t = t | 0), tu[t])) return tu[t];
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
  return (tu[t] = e);
}
var tu,
  Kf = p(() => {
    tu = [];
  });
function li(t, e) {
  if (t instanceof k) return Object.assign(t, { memberName: e, _isMemberSchema: !0 });
  const r = k;
  return new r(t, e);
}
var ui,
  ru,
  ou,
  k,
  Zf,
  sI,
  iI = p(() => {
    Hf();
    Kf();
    (ui = { it: Symbol.for('@smithy/nor-struct-it'), ns: Symbol.for('@smithy/ns') }),
      (ru = []),
      (ou = {}),
      (k = class t {
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
          for (this._isMemberSchema = !1; Zf(n); ) o.push(n[1]), (n = n[0]), (s = to(n)), (this._isMemberSchema = !0);
          if (o.length > 0) {
            this.memberTraits = {};
            for (let i = o.length - 1; i >= 0; --i) {
              const a = o[i];
              Object.assign(this.memberTraits, _o(a));
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
            ((this.schema = to(s)),
            sI(this.schema)
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
            if (ru[e]) return ru[e];
          } else if (typeof e == 'string') {
            if (ou[e]) return ou[e];
          } else if (r && e[ui.ns]) return e[ui.ns];
          const o = to(e);
          if (o instanceof t) return o;
          if (Zf(o)) {
            const [s, i] = o;
            if (s instanceof t) return Object.assign(s.getMergedTraits(), _o(i)), s;
            throw new Error(
              `@smithy/core/schema - may not init unwrapped member schema=${JSON.stringify(e, null, 2)}.`,
            );
          }
          const n = new t(o);
          return r ? (e[ui.ns] = n) : typeof o == 'string' ? (ou[o] = n) : typeof o == 'number' ? (ru[o] = n) : n;
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
          return _o(this.memberTraits);
        }
        getOwnTraits() {
          return _o(this.traits);
        }
        getKeySchema() {
          const [e, r] = [this.isDocumentSchema(), this.isMapSchema()];
          if (!e && !r) throw new Error(`@smithy/core/schema - cannot get key for non-map: ${this.getName(!0)}`);
          const o = this.getSchema(),
            n = e ? 15 : (o[4] ?? 0);
          return li([n, 0], 'key');
        }
        getValueSchema() {
          const e = this.getSchema(),
            [r, o, n] = [this.isDocumentSchema(), this.isMapSchema(), this.isListSchema()],
            s = typeof e == 'number' ? 63 & e : e && typeof e == 'object' && (o || n) ? e[3 + e[0]] : r ? 15 : void 0;
          if (s != null) return li([s, 0], o ? 'value' : 'member');
          throw new Error(`@smithy/core/schema - ${this.getName(!0)} has no value member.`);
        }
        getMemberSchema(e) {
          const r = this.getSchema();
          if (this.isStructSchema() && r[4].includes(e)) {
            const o = r[4].indexOf(e),
              n = r[5][o];
            return li(Zf(n) ? n : [n, 0], e);
          }
          if (this.isDocumentSchema()) return li([15, 0], e);
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
            o = e[ui.it];
          if (o && r === o.length) {
            yield* o;
            return;
          }
          o = Array(r);
          for (let n = 0; n < r; ++n) {
            const s = e[4][n],
              i = li([e[5][n], 0], s);
            yield (o[n] = [s, i]);
          }
          e[ui.it] = o;
        }
      });
    (Zf = (t) => Array.isArray(t) && t.length === 2), (sI = (t) => Array.isArray(t) && t.length >= 5);
  });
var ne,
  aI = p(() => {
    ne = class t {
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
var te = p(() => {
  Hf();
  nI();
  iI();
  Kf();
  aI();
});
function Xn(t, e) {
  if (e == null) return e;
  const r = k.of(t);
  if (r.getMergedTraits().sensitive) return Wf;
  if (r.isListSchema()) {
    const o = r.getValueSchema();
    if (o.getMergedTraits().sensitive) return Wf;
    if (Array.isArray(e)) return e.map((n) => Xn(o, n));
  } else if (r.isMapSchema()) {
    const o = r.getValueSchema();
    if (r.getKeySchema().getMergedTraits().sensitive || o.getMergedTraits().sensitive) return Wf;
    if (typeof e == 'object') return Object.fromEntries(Object.entries(e).map(([n, s]) => [n, Xn(o, s)]));
  } else if (r.isStructSchema() && typeof e == 'object') {
    const o = e,
      n = {};
    for (const [s, i] of r.structIterator()) o[s] != null && (n[s] = Xn(i, o[s]));
    return n;
  }
  return e;
}
var Wf,
  cI = p(() => {
    te();
    Wf = '***SensitiveInformation***';
  });
var uI,
  ut,
  qf,
  Jf = p(() => {
    kr();
    Uf();
    cI();
    te();
    (uI = Symbol.for('@smithy/op-event-stream')),
      (ut = class {
        middlewareStack = Yn();
        schema;
        static classBuilder() {
          return new qf();
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
          for (const w of n.bind(this)(d, e, r, o)) this.middlewareStack.use(w);
          let f = e.concat(this.middlewareStack),
            { logger: m } = r,
            h = l[Jt],
            g = {
              logger: m,
              clientName: s,
              commandName: i,
              inputFilterSensitiveLog: a,
              outputFilterSensitiveLog: c,
              ...l,
              [Jt]: {
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
            I = b?.[uI];
          if (I !== void 0) x = I;
          else if (b && Array.isArray(b) && b[0] === 9) {
            const [, , , , w, T] = b;
            x = b[uI] = !!(k.of(w).getEventStreamMember() || k.of(T).getEventStreamMember());
          }
          return x && (S = { isEventStream: x, ...S }), f.resolve((w) => y.handle(w.request, S), g);
        }
      }),
      (qf = class {
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
          return (r = class extends ut {
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
                inputFilterSensitiveLog: e._inputFilterSensitiveLog ?? (i ? Xn.bind(null, a) : (u) => u),
                outputFilterSensitiveLog: e._outputFilterSensitiveLog ?? (i ? Xn.bind(null, c) : (u) => u),
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
var ro,
  lI = p(() => {
    ro = (t, e, r) => {
      for (const [s, i] of Object.entries(t)) {
        const a = async function (u, l, d) {
            const f = new i(u);
            if (typeof l == 'function') this.send(f, l);
            else if (typeof d == 'function') {
              if (typeof l != 'object') throw new Error(`Expected http options but got ${typeof l}`);
              this.send(f, l || {}, d);
            } else return this.send(f, l);
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
var _t,
  nu,
  pI = p(() => {
    (_t = class t extends Error {
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
      (nu = (t, e = {}) => {
        Object.entries(e)
          .filter(([, o]) => o !== void 0)
          .forEach(([o, n]) => {
            (t[o] == null || t[o] === '') && (t[o] = n);
          });
        const r = t.message || t.Message || 'UnknownError';
        return (t.message = r), delete t.Message, t;
      });
  });
var Xt,
  dI = p(() => {
    Xt = (t) => {
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
var fI,
  Qt,
  mI = p(() => {
    (fI = !1),
      (Qt = (t) => {
        t && !fI && parseInt(t.substring(1, t.indexOf('.'))) < 16 && (fI = !0);
      });
  });
var hI,
  gI,
  yI,
  SI = p(() => {
    X();
    kr();
    (hI = Object.values(eo)),
      (gI = (t) => {
        const e = [];
        for (const r in eo) {
          if (!C(eo, r)) continue;
          const o = eo[r];
          t[o] !== void 0 && e.push({ algorithmId: () => o, checksumConstructor: () => t[o] });
        }
        for (const [r, o] of Object.entries(t.checksumAlgorithms ?? {}))
          e.push({ algorithmId: () => r, checksumConstructor: () => o });
        return {
          addChecksumAlgorithm(r) {
            t.checksumAlgorithms = t.checksumAlgorithms ?? {};
            const o = r.algorithmId(),
              n = r.checksumConstructor();
            hI.includes(o) ? (t.checksumAlgorithms[o.toUpperCase()] = n) : (t.checksumAlgorithms[o] = n), e.push(r);
          },
          checksumAlgorithms() {
            return e;
          },
        };
      }),
      (yI = (t) => {
        const e = {};
        return (
          t.checksumAlgorithms().forEach((r) => {
            const o = r.algorithmId();
            hI.includes(o) && (e[o] = r.checksumConstructor());
          }),
          e
        );
      });
  });
var xI,
  _I,
  EI = p(() => {
    (xI = (t) => ({
      setRetryStrategy(e) {
        t.retryStrategy = e;
      },
      retryStrategy() {
        return t.retryStrategy;
      },
    })),
      (_I = (t) => {
        const e = {};
        return (e.retryStrategy = t.retryStrategy()), e;
      });
  });
var er,
  tr,
  bI = p(() => {
    SI();
    EI();
    (er = (t) => Object.assign(gI(t), xI(t))), (tr = (t) => Object.assign(yI(t), _I(t)));
  });
var su,
  wI = p(() => {
    X();
    su = (t) => {
      const e = '#text';
      for (const r in t)
        C(t, r) &&
          (t[r][e] !== void 0 ? (t[r] = t[r][e]) : typeof t[r] == 'object' && t[r] !== null && (t[r] = su(t[r])));
      return t;
    };
  });
var Ye,
  II = p(() => {
    Ye = class {
      trace() {}
      debug() {}
      info() {}
      warn() {}
      error() {}
    };
  });
function rr(t, e, r, o) {
  return (s, i, a, c, u = {}) => {
    const l = Object.assign({}, t, s);
    return ut
      .classBuilder()
      .ep(l)
      .m(function (d, f, m, h) {
        const g = i.call(this, d, f, m, h);
        return g.unshift(o(m, d.getEndpointParameterInstructions())), g;
      })
      .s(e, a, u)
      .n(r, a.charAt(0).toUpperCase() + a.slice(1) + 'Command')
      .sc(c)
      .build();
  };
}
var vI = p(() => {
  Jf();
});
var P = p(() => {
  X();
  X();
  Yw();
  Jf();
  lI();
  dI();
  mI();
  pI();
  bI();
  wI();
  II();
  vI();
});
var iu,
  or,
  TI = p(() => {
    (iu = { warningEmitted: !1 }),
      (or = (t) => {
        if (t && !iu.warningEmitted) {
          if (process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED === 'true') {
            iu.warningEmitted = !0;
            return;
          }
          const e = parseInt(t.substring(1, t.indexOf('.'))),
            r = 22;
          e < r &&
            ((iu.warningEmitted = !0),
            process.emitWarning(`NodeVersionSupportWarning: The AWS SDK for JavaScript (v3)
versions published after the first week of January 2027
will require node >=${r}. You are running node ${t}.

To continue receiving updates to AWS services, bug fixes,
and security updates please upgrade to node >=${r}.

More information can be found at: https://a.co/c895JFp`));
        }
      });
  });
function V(t, e, r) {
  return t.$source || (t.$source = {}), (t.$source[e] = r), t;
}
var AI = p(() => {});
function Et(t, e, r) {
  t.__aws_sdk_context
    ? t.__aws_sdk_context.features || (t.__aws_sdk_context.features = {})
    : (t.__aws_sdk_context = { features: {} }),
    (t.__aws_sdk_context.features[e] = r);
}
var Yf = p(() => {});
var RF,
  nr,
  CI = p(() => {
    (RF = () => typeof process == 'object' && process?.env?.AWS_ENABLE_DEFAULT_SOCKET_TIMEOUT_2026 === 'true'),
      (nr = (t, e) => {
        if (RF() && typeof t?.handle != 'function') return e;
      });
  });
var pi,
  Xf = p(() => {
    pi = (t) =>
      (typeof ArrayBuffer == 'function' && t instanceof ArrayBuffer) ||
      Object.prototype.toString.call(t) === '[object ArrayBuffer]';
  });
var Qn,
  au,
  es = p(() => {
    Xf();
    (Qn = (t, e = 0, r = t.byteLength - e) => {
      if (!pi(t)) throw new TypeError(`The "input" argument must be ArrayBuffer. Received type ${typeof t} (${t})`);
      return Buffer.from(t, e, r);
    }),
      (au = (t, e) => {
        if (typeof t != 'string')
          throw new TypeError(`The "input" argument must be of type string. Received type ${typeof t} (${t})`);
        return e ? Buffer.from(t, e) : Buffer.from(t);
      });
  });
var PF,
  Ee,
  RI = p(() => {
    es();
    (PF = /^[A-Za-z0-9+/]*={0,2}$/),
      (Ee = (t) => {
        if ((t.length * 3) % 4 !== 0) throw new TypeError('Incorrect padding on base64 string.');
        if (!PF.exec(t)) throw new TypeError('Invalid base64 string.');
        const e = au(t, 'base64');
        return new Uint8Array(e.buffer, e.byteOffset, e.byteLength);
      });
  });
var de,
  cu = p(() => {
    es();
    de = (t) => {
      const e = au(t, 'utf8');
      return new Uint8Array(e.buffer, e.byteOffset, e.byteLength / Uint8Array.BYTES_PER_ELEMENT);
    };
  });
var ye,
  PI = p(() => {
    es();
    cu();
    ye = (t) => {
      let e;
      if (
        (typeof t == 'string' ? (e = de(t)) : (e = t),
        typeof e != 'object' || typeof e.byteOffset != 'number' || typeof e.byteLength != 'number')
      )
        throw new Error('@smithy/util-base64: toBase64 encoder function only accepts string | Uint8Array.');
      return Qn(e.buffer, e.byteOffset, e.byteLength).toString('base64');
    };
  });
function OI(t, e, r, o) {
  return class uu extends Uint8Array {
    static fromString(s, i = 'utf-8') {
      if (typeof s == 'string') return i === 'base64' ? uu.mutate(o(s)) : uu.mutate(e(s));
      throw new Error(`Unsupported conversion from ${typeof s} to Uint8ArrayBlobAdapter.`);
    }
    static mutate(s) {
      return Object.setPrototypeOf(s, uu.prototype), s;
    }
    transformToString(s = 'utf-8') {
      return s === 'base64' ? r(this) : t(this);
    }
  };
}
var NI = p(() => {});
var se,
  DI = p(() => {
    es();
    se = (t) => {
      if (typeof t == 'string') return t;
      if (typeof t != 'object' || typeof t.byteOffset != 'number' || typeof t.byteLength != 'number')
        throw new Error('@smithy/util-utf8: toUtf8 encoder function only accepts string | Uint8Array.');
      return Qn(t.buffer, t.byteOffset, t.byteLength).toString('utf8');
    };
  });
function kI(t) {
  return typeof crypto < 'u' && typeof crypto.randomUUID == 'function'
    ? () => crypto.randomUUID()
    : () => {
        const e = new Uint8Array(16);
        return (
          t(e),
          (e[6] = (e[6] & 15) | 64),
          (e[8] = (e[8] & 63) | 128),
          Ue[e[0]] +
            Ue[e[1]] +
            Ue[e[2]] +
            Ue[e[3]] +
            '-' +
            Ue[e[4]] +
            Ue[e[5]] +
            '-' +
            Ue[e[6]] +
            Ue[e[7]] +
            '-' +
            Ue[e[8]] +
            Ue[e[9]] +
            '-' +
            Ue[e[10]] +
            Ue[e[11]] +
            Ue[e[12]] +
            Ue[e[13]] +
            Ue[e[14]] +
            Ue[e[15]]
        );
      };
}
var Ue,
  $I = p(() => {
    Ue = Array.from({ length: 256 }, (t, e) => e.toString(16).padStart(2, '0'));
  });
var Qf,
  OF,
  LI,
  NF,
  MI,
  zI,
  UI,
  DF,
  FI,
  BI,
  kF,
  lu,
  ts,
  VI,
  $F,
  LF,
  HI = p(() => {
    (Qf = (t) => {
      if (t != null) {
        if (typeof t == 'string') {
          const e = parseFloat(t);
          if (!Number.isNaN(e))
            return String(e) !== String(t) && LF.warn($F(`Expected number but observed string: ${t}`)), e;
        }
        if (typeof t == 'number') return t;
        throw new TypeError(`Expected number, got ${typeof t}: ${t}`);
      }
    }),
      (OF = Math.ceil(2 ** 127 * (2 - 2 ** -23))),
      (LI = (t) => {
        const e = Qf(t);
        if (e !== void 0 && !Number.isNaN(e) && e !== 1 / 0 && e !== -1 / 0 && Math.abs(e) > OF)
          throw new TypeError(`Expected 32-bit float, got ${t}`);
        return e;
      }),
      (NF = (t) => {
        if (t != null) {
          if (Number.isInteger(t) && !Number.isNaN(t)) return t;
          throw new TypeError(`Expected integer, got ${typeof t}: ${t}`);
        }
      }),
      (MI = (t) => UI(t, 16)),
      (zI = (t) => UI(t, 8)),
      (UI = (t, e) => {
        const r = NF(t);
        if (r !== void 0 && DF(r, e) !== r) throw new TypeError(`Expected ${e}-bit integer, got ${t}`);
        return r;
      }),
      (DF = (t, e) => {
        switch (e) {
          case 32:
            return Int32Array.of(t)[0];
          case 16:
            return Int16Array.of(t)[0];
          case 8:
            return Int8Array.of(t)[0];
        }
      }),
      (FI = (t) => Qf(typeof t == 'string' ? lu(t) : t)),
      (BI = (t) => LI(typeof t == 'string' ? lu(t) : t)),
      (kF = /(-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)|(-?Infinity)|(NaN)/g),
      (lu = (t) => {
        const e = t.match(kF);
        if (e === null || e[0].length !== t.length) throw new TypeError('Expected real number, got implicit NaN');
        return parseFloat(t);
      }),
      (ts = (t) => MI(typeof t == 'string' ? lu(t) : t)),
      (VI = (t) => zI(typeof t == 'string' ? lu(t) : t)),
      ($F = (t) =>
        String(new TypeError(t).stack || t)
          .split(`
`)
          .slice(0, 5)
          .filter((e) => !e.includes('stackTraceWarning'))
          .join(`
`)),
      (LF = { warn: console.warn });
  });
function Qo(t) {
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
  return `${MF[o]}, ${c} ${tm[r]} ${e} ${u}:${l}:${d} GMT`;
}
var MF,
  tm,
  zF,
  rm,
  UF,
  om,
  FF,
  BF,
  VF,
  fi,
  nm,
  di,
  HF,
  GF,
  jF,
  em,
  KF,
  ZF,
  WF,
  Lr,
  qF,
  JF,
  rs,
  GI = p(() => {
    HI();
    (MF = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']),
      (tm = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    (zF = new RegExp(/^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?[zZ]$/)),
      (rm = (t) => {
        if (t == null) return;
        if (typeof t != 'string') throw new TypeError('RFC-3339 date-times must be expressed as strings');
        const e = zF.exec(t);
        if (!e) throw new TypeError('Invalid RFC-3339 date-time value');
        const [r, o, n, s, i, a, c, u] = e,
          l = ts(rs(o)),
          d = Lr(n, 'month', 1, 12),
          f = Lr(s, 'day', 1, 31);
        return di(l, d, f, { hours: i, minutes: a, seconds: c, fractionalMilliseconds: u });
      }),
      (UF = new RegExp(/^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(([-+]\d{2}:\d{2})|[zZ])$/)),
      (om = (t) => {
        if (t == null) return;
        if (typeof t != 'string') throw new TypeError('RFC-3339 date-times must be expressed as strings');
        const e = UF.exec(t);
        if (!e) throw new TypeError('Invalid RFC-3339 date-time value');
        const [r, o, n, s, i, a, c, u, l] = e,
          d = ts(rs(o)),
          f = Lr(n, 'month', 1, 12),
          m = Lr(s, 'day', 1, 31),
          h = di(d, f, m, { hours: i, minutes: a, seconds: c, fractionalMilliseconds: u });
        return l.toUpperCase() != 'Z' && h.setTime(h.getTime() - JF(l)), h;
      }),
      (FF = new RegExp(
        /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? GMT$/,
      )),
      (BF = new RegExp(
        /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d{2}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? GMT$/,
      )),
      (VF = new RegExp(
        /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ( [1-9]|\d{2}) (\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))? (\d{4})$/,
      )),
      (fi = (t) => {
        if (t == null) return;
        if (typeof t != 'string') throw new TypeError('RFC-7231 date-times must be expressed as strings');
        let e = FF.exec(t);
        if (e) {
          const [r, o, n, s, i, a, c, u] = e;
          return di(ts(rs(s)), em(n), Lr(o, 'day', 1, 31), {
            hours: i,
            minutes: a,
            seconds: c,
            fractionalMilliseconds: u,
          });
        }
        if (((e = BF.exec(t)), e)) {
          const [r, o, n, s, i, a, c, u] = e;
          return jF(
            di(HF(s), em(n), Lr(o, 'day', 1, 31), { hours: i, minutes: a, seconds: c, fractionalMilliseconds: u }),
          );
        }
        if (((e = VF.exec(t)), e)) {
          const [r, o, n, s, i, a, c, u] = e;
          return di(ts(rs(u)), em(o), Lr(n.trimLeft(), 'day', 1, 31), {
            hours: s,
            minutes: i,
            seconds: a,
            fractionalMilliseconds: c,
          });
        }
        throw new TypeError('Invalid RFC-7231 date-time value');
      }),
      (nm = (t) => {
        if (t == null) return;
        let e;
        if (typeof t == 'number') e = t;
        else if (typeof t == 'string') e = FI(t);
        else if (typeof t == 'object' && t.tag === 1) e = t.value;
        else
          throw new TypeError(
            'Epoch timestamps must be expressed as floating point numbers or their string representation',
          );
        if (Number.isNaN(e) || e === 1 / 0 || e === -1 / 0)
          throw new TypeError('Epoch timestamps must be valid, non-Infinite, non-NaN numerics');
        return new Date(Math.round(e * 1e3));
      }),
      (di = (t, e, r, o) => {
        const n = e - 1;
        return (
          ZF(t, n, r),
          new Date(
            Date.UTC(
              t,
              n,
              r,
              Lr(o.hours, 'hour', 0, 23),
              Lr(o.minutes, 'minute', 0, 59),
              Lr(o.seconds, 'seconds', 0, 60),
              qF(o.fractionalMilliseconds),
            ),
          )
        );
      }),
      (HF = (t) => {
        const e = new Date().getUTCFullYear(),
          r = Math.floor(e / 100) * 100 + ts(rs(t));
        return r < e ? r + 100 : r;
      }),
      (GF = 50 * 365 * 24 * 60 * 60 * 1e3),
      (jF = (t) =>
        t.getTime() - new Date().getTime() > GF
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
      (em = (t) => {
        const e = tm.indexOf(t);
        if (e < 0) throw new TypeError(`Invalid month: ${t}`);
        return e + 1;
      }),
      (KF = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]),
      (ZF = (t, e, r) => {
        let o = KF[e];
        if ((e === 1 && WF(t) && (o = 29), r > o)) throw new TypeError(`Invalid day for ${tm[e]} in ${t}: ${r}`);
      }),
      (WF = (t) => t % 4 === 0 && (t % 100 !== 0 || t % 400 === 0)),
      (Lr = (t, e, r, o) => {
        const n = VI(rs(t));
        if (n < r || n > o) throw new TypeError(`${e} must be between ${r} and ${o}, inclusive`);
        return n;
      }),
      (qF = (t) => (t == null ? 0 : BI('0.' + t) * 1e3)),
      (JF = (t) => {
        let e = t[0],
          r = 1;
        if (e == '+') r = 1;
        else if (e == '-') r = -1;
        else throw new TypeError(`Offset direction, ${e}, must be "+" or "-"`);
        const o = Number(t.substring(1, 3)),
          n = Number(t.substring(4, 6));
        return r * (o * 60 + n) * 60 * 1e3;
      }),
      (rs = (t) => {
        let e = 0;
        for (; e < t.length - 1 && t.charAt(e) === '0'; ) e++;
        return e === 0 ? t : t.slice(e);
      });
  });
var Xe,
  jI = p(() => {
    Xe = (e) =>
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
    Xe.from = (t) =>
      t && typeof t == 'object' && (t instanceof Xe || 'deserializeJSON' in t)
        ? t
        : typeof t == 'string' || Object.getPrototypeOf(t) === String.prototype
          ? Xe(String(t))
          : Xe(JSON.stringify(t));
    Xe.fromObject = Xe.from;
  });
function sm(t) {
  return (t.includes(',') || t.includes('"')) && (t = `"${t.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`), t;
}
var KI = p(() => {});
function oo(t, e, r) {
  const o = Number(t);
  if (o < e || o > r) throw new Error(`Value ${o} out of range [${e}, ${r}]`);
}
var im,
  am,
  cm,
  ZI,
  WI,
  YF,
  XF,
  QF,
  eB,
  tB,
  rB,
  um,
  lm,
  pm,
  qI = p(() => {
    (im = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:[ne|u?r]?s?day)?'),
      (am = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'),
      (cm = '(\\d?\\d):(\\d{2}):(\\d{2})(?:\\.(\\d+))?'),
      (ZI = '(\\d?\\d)'),
      (WI = '(\\d{4})'),
      (YF = new RegExp(/^(\d{4})-(\d\d)-(\d\d)[tT](\d\d):(\d\d):(\d\d)(\.(\d+))?(([-+]\d\d:\d\d)|[zZ])$/)),
      (XF =
        /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (?:0[1-9]|[12]\d|3[01]) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [1-9]\d{3} (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d GMT$/),
      (QF = new RegExp(`^${im}, ${ZI} ${am} ${WI} ${cm} GMT$`)),
      (eB = new RegExp(`^${im}, ${ZI}-${am}-(\\d\\d) ${cm} GMT$`)),
      (tB = new RegExp(`^${im} ${am} ( [1-9]|\\d\\d) ${cm} ${WI}$`)),
      (rB = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']),
      (um = (t) => {
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
      (lm = (t) => {
        if (t == null) return;
        if (typeof t != 'string') throw new TypeError('RFC3339 timestamps must be strings');
        const e = YF.exec(t);
        if (!e) throw new TypeError(`Invalid RFC3339 timestamp format ${t}`);
        const [, r, o, n, s, i, a, , c, u] = e;
        oo(o, 1, 12), oo(n, 1, 31), oo(s, 0, 23), oo(i, 0, 59), oo(a, 0, 60);
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
          const [, d, f, m] = /([+-])(\d\d):(\d\d)/.exec(u) || [void 0, '+', 0, 0],
            h = d === '-' ? 1 : -1;
          l.setTime(l.getTime() + h * (Number(f) * 60 * 60 * 1e3 + Number(m) * 60 * 1e3));
        }
        return l;
      }),
      (pm = (t) => {
        if (t == null) return;
        if (typeof t != 'string') throw new TypeError('RFC7231 timestamps must be strings.');
        if (XF.test(t)) return new Date(t);
        let e, r, o, n, s, i, a, c;
        if (
          ((c = QF.exec(t))
            ? ([, e, r, o, n, s, i, a] = c)
            : (c = eB.exec(t))
              ? (([, e, r, o, n, s, i, a] = c), (o = (Number(o) + 1900).toString()))
              : (c = tB.exec(t)) && ([, r, e, n, s, i, a, o] = c),
          o && i)
        ) {
          const u = Date.UTC(
            Number(o),
            rB.indexOf(r),
            Number(e),
            Number(n),
            Number(s),
            Number(i),
            a ? Math.round(parseFloat(`0.${a}`) * 1e3) : 0,
          );
          oo(e, 1, 31), oo(n, 0, 23), oo(s, 0, 59), oo(i, 0, 60);
          const l = new Date(u);
          return l.setUTCFullYear(Number(o)), l;
        }
        throw new TypeError(`Invalid RFC7231 date-time value ${t}.`);
      });
  });
function dm(t, e, r) {
  if (r <= 0 || !Number.isInteger(r)) throw new Error('Invalid number of delimiters (' + r + ') for splitEvery.');
  const o = t.split(e);
  if (r === 1) return o;
  let n = [],
    s = '';
  for (let i = 0; i < o.length; i++)
    s === '' ? (s = o[i]) : (s += e + o[i]), (i + 1) % r === 0 && (n.push(s), (s = ''));
  return s !== '' && n.push(s), n;
}
var JI = p(() => {});
var mi,
  YI = p(() => {
    mi = (t) => {
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
var XI,
  be,
  QI = p(() => {
    (XI = /^-?((0|[1-9]\d*)(\.\d+)?|\.\d+)([eE][+-]?\d+)?$/),
      (be = class t {
        string;
        type;
        constructor(e, r) {
          if (((this.string = e), (this.type = r), !XI.test(e)))
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
          return t.prototype.isPrototypeOf(e) || (r.type === 'bigDecimal' && XI.test(r.string));
        }
      });
  });
function hi(t) {
  if (t.length % 2 !== 0) throw new Error('Hex encoded strings must have an even number length');
  const e = new Uint8Array(t.length / 2);
  for (let r = 0; r < t.length; r += 2) {
    const o = t.slice(r, r + 2).toLowerCase();
    if (o in fm) e[r / 2] = fm[o];
    else throw new Error(`Cannot decode unrecognized sequence ${o} as hexadecimal`);
  }
  return e;
}
function fe(t) {
  let e = '';
  for (let r = 0; r < t.byteLength; r++) e += ev[t[r]];
  return e;
}
var ev,
  fm,
  mm = p(() => {
    (ev = {}), (fm = {});
    for (let t = 0; t < 256; t++) {
      let e = t.toString(16).toLowerCase();
      e.length === 1 && (e = `0${e}`), (ev[t] = e), (fm[e] = t);
    }
  });
import { fstatSync as nB, ReadStream as oB, lstatSync as sB } from 'node:fs';
var sr,
  tv = p(() => {
    sr = (t) => {
      if (!t) return 0;
      if (typeof t == 'string') return Buffer.byteLength(t);
      if (typeof t.byteLength == 'number') return t.byteLength;
      if (typeof t.size == 'number') return t.size;
      if (typeof t.start == 'number' && typeof t.end == 'number') return t.end + 1 - t.start;
      if (t instanceof oB) {
        if (t.path != null) return sB(t.path).size;
        if (typeof t.fd == 'number') return nB(t.fd).size;
      }
      throw new Error(`Body Length computation failed for ${t}`);
    };
  });
var bt,
  rv = p(() => {
    cu();
    bt = (t) =>
      t instanceof Uint8Array
        ? t
        : typeof t == 'string'
          ? de(t)
          : ArrayBuffer.isView(t)
            ? new Uint8Array(t.buffer, t.byteOffset, t.byteLength / Uint8Array.BYTES_PER_ELEMENT)
            : new Uint8Array(t);
  });
function pu(t, e) {
  if (e === void 0) {
    e = 0;
    for (const n of t) e += n.byteLength;
  }
  let r = new Uint8Array(e),
    o = 0;
  for (const n of t) r.set(n, o), (o += n.byteLength);
  return r;
}
var hm = p(() => {});
var Fe,
  gi = p(() => {
    Fe = class t extends Error {
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
  du = p(() => {
    gi();
    v = class t extends Fe {
      name = 'CredentialsProviderError';
      constructor(e, r = !0) {
        super(e, r), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var wt,
  ov = p(() => {
    gi();
    wt = class t extends Fe {
      name = 'TokenProviderError';
      constructor(e, r = !0) {
        super(e, r), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var en,
  gm = p(() => {
    gi();
    en =
      (...t) =>
      async () => {
        if (t.length === 0) throw new Fe('No providers in chain');
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
var nv,
  sv = p(() => {
    nv = (t) => () => Promise.resolve(t);
  });
var fu,
  ym = p(() => {
    fu = (t, e, r) => {
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
var It,
  mu = p(() => {
    It = (t, e, r) => {
      if (e in t) {
        if (t[e] === 'true') return !0;
        if (t[e] === 'false') return !1;
        throw new Error(`Cannot load ${r} "${e}". Expected "true" or "false", got ${t[e]}.`);
      }
    };
  });
var Qe,
  hu = p(() => {
    ((t) => {
      (t.ENV = 'env'), (t.CONFIG = 'shared config entry');
    })(Qe || (Qe = {}));
  });
import { homedir as iB } from 'node:os';
import { sep as aB } from 'node:path';
var Sm,
  cB,
  Eo,
  yi = p(() => {
    (Sm = {}),
      (cB = () => (process && process.geteuid ? `${process.geteuid()}` : 'DEFAULT')),
      (Eo = () => {
        const { HOME: t, USERPROFILE: e, HOMEPATH: r, HOMEDRIVE: o = `C:${aB}` } = process.env;
        if (t) return t;
        if (e) return e;
        if (r) return `${o}${r}`;
        const n = cB();
        return Sm[n] || (Sm[n] = iB()), Sm[n];
      });
  });
var gu,
  iv,
  et,
  xm = p(() => {
    (gu = 'AWS_PROFILE'), (iv = 'default'), (et = (t) => t.profile || process.env[gu] || iv);
  });
import { createHash as uB } from 'node:crypto';
import { join as lB } from 'node:path';
var Si,
  _m = p(() => {
    yi();
    Si = (t) => {
      const r = uB('sha1').update(t).digest('hex');
      return lB(Eo(), '.aws', 'sso', 'cache', `${r}.json`);
    };
  });
import { readFile as pB } from 'node:fs/promises';
var xi,
  _i,
  Em = p(() => {
    _m();
    (xi = {}),
      (_i = async (t) => {
        if (xi[t]) return xi[t];
        const e = Si(t),
          r = await pB(e, 'utf8');
        return JSON.parse(r);
      });
  });
var av,
  cv = p(() => {
    kr();
    av = (t) =>
      Object.entries(t)
        .filter(([e]) => {
          const r = e.indexOf('.');
          return r === -1 ? !1 : Object.values(Dr).includes(e.substring(0, r));
        })
        .reduce(
          (e, [r, o]) => {
            const n = r.indexOf('.'),
              s = r.substring(0, n) === Dr.PROFILE ? r.substring(n + 1) : r;
            return (e[s] = o), e;
          },
          { ...(t.default && { default: t.default }) },
        );
  });
import { join as dB } from 'node:path';
var fB,
  yu,
  bm = p(() => {
    yi();
    (fB = 'AWS_CONFIG_FILE'), (yu = () => process.env[fB] || dB(Eo(), '.aws', 'config'));
  });
import { join as mB } from 'node:path';
var hB,
  uv,
  lv = p(() => {
    yi();
    (hB = 'AWS_SHARED_CREDENTIALS_FILE'), (uv = () => process.env[hB] || mB(Eo(), '.aws', 'credentials'));
  });
var gB,
  yB,
  Ei,
  wm = p(() => {
    kr();
    (gB = /^([\w-]+)\s(["'])?([\w-@+.%:/]+)\2$/),
      (yB = ['__proto__', 'profile __proto__']),
      (Ei = (t) => {
        let e = {},
          r,
          o;
        for (const n of t.split(/\r?\n/)) {
          const s = n.split(/(^|\s)[;#]/)[0].trim();
          if (s[0] === '[' && s[s.length - 1] === ']') {
            (r = void 0), (o = void 0);
            const a = s.substring(1, s.length - 1),
              c = gB.exec(a);
            if (c) {
              const [, u, , l] = c;
              Object.values(Dr).includes(u) && (r = [u, l].join('.'));
            } else r = a;
            if (yB.includes(a)) throw new Error(`Found invalid profile name "${a}"`);
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
import { readFile as SB } from 'node:fs/promises';
var Im,
  bi,
  wi,
  Su = p(() => {
    (Im = {}),
      (bi = {}),
      (wi = (t, e) => (bi[t] !== void 0 ? bi[t] : ((!Im[t] || e?.ignoreCache) && (Im[t] = SB(t, 'utf8')), Im[t])));
  });
import { join as pv } from 'node:path';
var dv,
  xu,
  vm = p(() => {
    cv();
    bm();
    lv();
    yi();
    wm();
    Su();
    (dv = () => ({})),
      (xu = async (t = {}) => {
        let { filepath: e = uv(), configFilepath: r = yu() } = t,
          o = Eo(),
          n = '~/',
          s = e;
        e.startsWith(n) && (s = pv(o, e.slice(2)));
        let i = r;
        r.startsWith(n) && (i = pv(o, r.slice(2)));
        const a = await Promise.all([
          wi(i, { ignoreCache: t.ignoreCache }).then(Ei).then(av).catch(dv),
          wi(s, { ignoreCache: t.ignoreCache }).then(Ei).catch(dv),
        ]);
        return { configFile: a[0], credentialsFile: a[1] };
      });
  });
var fv,
  mv = p(() => {
    kr();
    fv = (t) =>
      Object.entries(t)
        .filter(([e]) => e.startsWith(Dr.SSO_SESSION + '.'))
        .reduce((e, [r, o]) => ({ ...e, [r.substring(r.indexOf('.') + 1)]: o }), {});
  });
var xB,
  Ii,
  hv = p(() => {
    bm();
    mv();
    wm();
    Su();
    (xB = () => ({})),
      (Ii = async (t = {}) =>
        wi(t.configFilepath ?? yu())
          .then(Ei)
          .then(fv)
          .catch(xB));
  });
var gv,
  yv = p(() => {
    gv = (...t) => {
      const e = {};
      for (const r of t) for (const [o, n] of Object.entries(r)) e[o] !== void 0 ? Object.assign(e[o], n) : (e[o] = n);
      return e;
    };
  });
var ir,
  Sv = p(() => {
    vm();
    yv();
    ir = async (t) => {
      const e = await xu(t);
      return gv(e.configFile, e.credentialsFile);
    };
  });
var vi,
  xv = p(() => {
    Em();
    Su();
    vi = {
      getFileRecord() {
        return bi;
      },
      interceptFile(t, e) {
        bi[t] = Promise.resolve(e);
      },
      getTokenRecord() {
        return xi;
      },
      interceptToken(t, e) {
        xi[t] = e;
      },
    };
  });
function _u(t) {
  try {
    const e = new Set(Array.from(t.match(/([A-Z_]){3,}/g) ?? []));
    return e.delete('CONFIG'), e.delete('CONFIG_PREFIX_SEPARATOR'), e.delete('ENV'), [...e].join(', ');
  } catch {
    return t;
  }
}
var Tm = p(() => {});
var _v,
  Ev = p(() => {
    du();
    Tm();
    _v = (t, e) => async () => {
      try {
        const r = t(process.env, e);
        if (r === void 0) throw new Error();
        return r;
      } catch (r) {
        throw new v(r.message || `Not found in ENV: ${_u(t.toString())}`, { logger: e?.logger });
      }
    };
  });
var bv,
  wv = p(() => {
    du();
    xm();
    vm();
    Tm();
    bv =
      (t, { preferredFile: e = 'config', ...r } = {}) =>
      async () => {
        const o = et(r),
          { configFile: n, credentialsFile: s } = await xu(r),
          i = s[o] || {},
          a = n[o] || {},
          c = e === 'config' ? { ...i, ...a } : { ...a, ...i };
        try {
          const l = t(c, e === 'config' ? n : s);
          if (l === void 0) throw new Error();
          return l;
        } catch (u) {
          throw new v(u.message || `Not found in config files w/ profile [${o}]: ${_u(t.toString())}`, {
            logger: r.logger,
          });
        }
      };
  });
var _B,
  Iv,
  vv = p(() => {
    sv();
    (_B = (t) => typeof t == 'function'), (Iv = (t) => (_B(t) ? async () => await t() : nv(t)));
  });
var A,
  Am = p(() => {
    gm();
    ym();
    Ev();
    wv();
    vv();
    A = ({ environmentVariableSelector: t, configFileSelector: e, default: r }, o = {}) => {
      const { signingName: n, logger: s } = o;
      return fu(en(_v(t, { signingName: n, logger: s }), bv(e, o), Iv(r)));
    };
  });
var Tv,
  Av,
  ar,
  Cv = p(() => {
    mu();
    hu();
    (Tv = 'AWS_USE_DUALSTACK_ENDPOINT'),
      (Av = 'use_dualstack_endpoint'),
      (ar = {
        environmentVariableSelector: (t) => It(t, Tv, Qe.ENV),
        configFileSelector: (t) => It(t, Av, Qe.CONFIG),
        default: !1,
      });
  });
var Rv,
  Pv,
  cr,
  Ov = p(() => {
    mu();
    hu();
    (Rv = 'AWS_USE_FIPS_ENDPOINT'),
      (Pv = 'use_fips_endpoint'),
      (cr = {
        environmentVariableSelector: (t) => It(t, Rv, Qe.ENV),
        configFileSelector: (t) => It(t, Pv, Qe.CONFIG),
        default: !1,
      });
  });
var Nv,
  Cm,
  Rm,
  Dv,
  kv,
  $v,
  Lv,
  Mv,
  zv,
  Pm = p(() => {
    (Nv = 'AWS_EXECUTION_ENV'),
      (Cm = 'AWS_REGION'),
      (Rm = 'AWS_DEFAULT_REGION'),
      (Dv = 'AWS_EC2_METADATA_DISABLED'),
      (kv = ['in-region', 'cross-region', 'mobile', 'standard', 'legacy']),
      ($v = '/latest/meta-data/placement/region'),
      (Lv = '/latest/api/token'),
      (Mv = 'x-aws-ec2-metadata-token'),
      (zv = 'x-aws-ec2-metadata-token-ttl-seconds');
  });
var Uv,
  EB,
  Vv,
  Eu,
  Fv,
  bB,
  Bv,
  Om = p(() => {
    Pm();
    (Uv = 1e3),
      (EB = 6e4),
      (Vv = 0),
      (Eu = async () => {
        if (!process.env[Dv] && !(Date.now() < Vv))
          try {
            const t = bB(),
              e = (await Bv({ ...t, path: Lv, method: 'PUT', headers: { [zv]: '21600' } })).toString();
            return (await Bv({ ...t, path: $v, method: 'GET', headers: { [Mv]: e } })).toString().trim() || Fv();
          } catch {
            return Fv();
          }
      }),
      (Fv = () => {
        Vv = Date.now() + EB;
      }),
      (bB = () => {
        const t = process.env.AWS_EC2_METADATA_SERVICE_ENDPOINT;
        if (t) {
          const e = new URL(t);
          return { hostname: e.hostname.replace(/^\[(.+)]$/, '$1'), port: e.port ? Number(e.port) : void 0 };
        }
        return process.env.AWS_EC2_METADATA_SERVICE_ENDPOINT_MODE === 'IPv6'
          ? { hostname: 'fd00:ec2::254' }
          : { hostname: '169.254.169.254' };
      }),
      (Bv = async (t) => {
        const { request: e } = await import('node:http');
        return new Promise((r, o) => {
          const n = e({
            hostname: t.hostname,
            port: t.port,
            path: t.path,
            method: t.method,
            headers: t.headers,
            timeout: Uv,
            signal: AbortSignal.timeout(Uv),
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
var Hv,
  Gv,
  tt,
  vt,
  Nm = p(() => {
    Om();
    (Hv = 'AWS_REGION'),
      (Gv = 'region'),
      (tt = {
        environmentVariableSelector: (t) => t[Hv],
        configFileSelector: (t) => t[Gv],
        default: async () => {
          const t = await Eu();
          if (t) return t;
          throw new Error('Region is missing');
        },
      }),
      (vt = { preferredFile: 'credentials' });
  });
var jv,
  Kv,
  Zv = p(() => {
    X();
    (jv = new Set()),
      (Kv = (t, e = $r) => {
        if (!jv.has(t) && !e(t))
          if (t === '*')
            console.warn(
              '@smithy/config-resolver WARN - Please use the caller region instead of "*". See "sigv4a" in https://github.com/aws/aws-sdk-js-v3/blob/main/supplemental-docs/CLIENTS.md.',
            );
          else throw new Error(`Region not accepted: region="${t}" is not a valid hostname component.`);
        else jv.add(t);
      });
  });
var bu,
  Dm = p(() => {
    bu = (t) => typeof t == 'string' && (t.startsWith('fips-') || t.endsWith('-fips'));
  });
var Wv,
  qv = p(() => {
    Dm();
    Wv = (t) =>
      bu(t)
        ? ['fips-aws-global', 'aws-fips'].includes(t)
          ? 'us-east-1'
          : t.replace(/fips-(dkr-|prod-)?|-fips/, '')
        : t;
  });
var ur,
  Jv = p(() => {
    Zv();
    qv();
    Dm();
    ur = (t) => {
      const { region: e, useFipsEndpoint: r } = t;
      if (!e) throw new Error('Region is missing');
      return Object.assign(t, {
        region: async () => {
          const o = typeof e == 'function' ? await e() : e,
            n = Wv(o);
          return Kv(n), n;
        },
        useFipsEndpoint: async () => {
          const o = typeof e == 'string' ? e : await e();
          return bu(o) ? !0 : typeof r != 'function' ? Promise.resolve(!!r) : r();
        },
      });
    };
  });
var wB,
  IB,
  Yv,
  Xv = p(() => {
    (wB = 'AWS_DEFAULTS_MODE'),
      (IB = 'defaults_mode'),
      (Yv = { environmentVariableSelector: (t) => t[wB], configFileSelector: (t) => t[IB], default: 'legacy' });
  });
var lr,
  vB,
  TB,
  Qv = p(() => {
    Nm();
    Om();
    Am();
    ym();
    Pm();
    Xv();
    (lr = ({ region: t = A(tt), defaultsMode: e = A(Yv) } = {}) =>
      fu(async () => {
        const r = typeof e == 'function' ? await e() : e;
        switch (r?.toLowerCase()) {
          case 'auto':
            return vB(t);
          case 'in-region':
          case 'cross-region':
          case 'mobile':
          case 'standard':
          case 'legacy':
            return Promise.resolve(r?.toLocaleLowerCase());
          case void 0:
            return Promise.resolve('legacy');
          default:
            throw new Error(`Invalid parameter for "defaultsMode", expect ${kv.join(', ')}, got ${r}`);
        }
      })),
      (vB = async (t) => {
        if (t) {
          const e = typeof t == 'function' ? await t() : t,
            r = await TB();
          return r ? (e === r ? 'in-region' : 'cross-region') : 'standard';
        }
        return 'standard';
      }),
      (TB = async () =>
        process.env[Nv] && (process.env[Cm] || process.env[Rm]) ? (process.env[Cm] ?? process.env[Rm]) : Eu());
  });
var $ = p(() => {
  gi();
  du();
  ov();
  gm();
  mu();
  hu();
  xm();
  _m();
  Em();
  hv();
  Sv();
  xv();
  Am();
  Cv();
  Ov();
  Nm();
  Jv();
  Qv();
});
var eT,
  tT,
  rT,
  oT = p(() => {
    (eT = 'AWS_ENDPOINT_URL'),
      (tT = 'endpoint_url'),
      (rT = (t) => ({
        environmentVariableSelector: (e) => {
          const r = t.split(' ').map((s) => s.toUpperCase()),
            o = e[[eT, ...r].join('_')];
          if (o) return o;
          const n = e[eT];
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
              a = s[[i.join('_'), tT].join('.')];
            if (a) return a;
          }
          const o = e[tT];
          if (o) return o;
        },
        default: void 0,
      }));
  });
var AB,
  CB,
  nT,
  sT = p(() => {
    $();
    (AB = 'AWS_IGNORE_CONFIGURED_ENDPOINT_URLS'),
      (CB = 'ignore_configured_endpoint_urls'),
      (nT = {
        environmentVariableSelector: (t) => It(t, AB, Qe.ENV),
        configFileSelector: (t) => It(t, CB, Qe.CONFIG),
        default: !1,
      });
  });
var Ti,
  iT = p(() => {
    $();
    oT();
    sT();
    Ti = async (t) => {
      if (!(await A(nT)())) return A(rT(t ?? ''))();
    };
  });
var km,
  RB,
  PB,
  OB,
  aT,
  cT,
  uT = p(() => {
    (km = async (t) => {
      const e = t?.Bucket || '';
      if (
        (typeof t.Bucket == 'string' &&
          (t.Bucket = e.replace(/#/g, encodeURIComponent('#')).replace(/\?/g, encodeURIComponent('?'))),
        cT(e))
      ) {
        if (t.ForcePathStyle === !0) throw new Error('Path-style addressing cannot be used with ARN buckets');
      } else
        (!aT(e) ||
          (e.indexOf('.') !== -1 && !String(t.Endpoint).startsWith('http:')) ||
          e.toLowerCase() !== e ||
          e.length < 3) &&
          (t.ForcePathStyle = !0);
      return t.DisableMultiRegionAccessPoints && ((t.disableMultiRegionAccessPoints = !0), (t.DisableMRAP = !0)), t;
    }),
      (RB = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
      (PB = /(\d+\.){3}\d+/),
      (OB = /\.\./),
      (aT = (t) => RB.test(t) && !PB.test(t) && !OB.test(t)),
      (cT = (t) => {
        const [e, r, o, , , n] = t.split(':'),
          s = e === 'arn' && t.split(':').length >= 6,
          i = !!(s && r && o && n);
        if (s && !i) throw new Error(`Invalid ARN: ${t} was an invalid ARN.`);
        return i;
      });
  });
var lT = p(() => {
  uT();
});
var pT,
  dT = p(() => {
    pT = (t, e, r, o = !1) => {
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
var $m = p(() => {
  X();
});
function wu(t) {
  return async (e, r, o, n) => {
    if (!o.isCustomEndpoint && !o.ignoreConfiguredEndpointUrls) {
      let a;
      o.serviceConfiguredEndpoint ? (a = await o.serviceConfiguredEndpoint()) : (a = await t(o.serviceId)),
        a &&
          ((o.endpoint = () => Promise.resolve(xo(a))),
          (o.isCustomEndpoint = !0),
          n?.logger?.debug?.(`@smithy/core/endpoints - resolved endpoint from config: ${a}`));
    }
    const s = await Iu(e, r, o);
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
var Iu,
  vu = p(() => {
    lT();
    dT();
    $m();
    Iu = async (t, e, r) => {
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
            o[s] = await pT(i.name, s, r, i.type !== 'builtInParams')();
            break;
          case 'operationContextParams':
            o[s] = i.get(t);
            break;
          default:
            throw new Error('Unrecognized endpoint parameter instruction: ' + JSON.stringify(i));
        }
      return (
        Object.keys(n).length === 0 && Object.assign(o, r),
        String(r.serviceId).toLowerCase() === 's3' && (await km(o)),
        o
      );
    };
  });
function NB(t, e, r) {
  t.__smithy_context
    ? t.__smithy_context.features || (t.__smithy_context.features = {})
    : (t.__smithy_context = { features: {} }),
    (t.__smithy_context.features[e] = r);
}
function Tu(t) {
  const e = wu(t);
  return ({ config: r, instructions: o }) =>
    (n, s) =>
    async (i) => {
      r.isCustomEndpoint && NB(s, 'ENDPOINT_OVERRIDE', 'N');
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
        const l = pe(s)?.selectedHttpAuthScheme?.httpAuthOption;
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
var Lm = p(() => {
  X();
  vu();
});
function fT(t) {
  const e = Tu(t);
  return (r, o) => ({
    applyToStack: (n) => {
      n.addRelativeTo(e({ config: r, instructions: o }), kB);
    },
  });
}
var DB,
  kB,
  mT = p(() => {
    Lm();
    (DB = { name: 'serializerMiddleware', step: 'serialize', tags: ['SERIALIZER'], override: !0 }),
      (kB = {
        step: 'serialize',
        tags: ['ENDPOINT_PARAMETERS', 'ENDPOINT_V2', 'ENDPOINT'],
        name: 'endpointV2Middleware',
        override: !0,
        relation: 'before',
        toMiddleware: DB.name,
      });
  });
function hT(t) {
  return (e) => {
    let r = e.tls ?? !0,
      { endpoint: o, useDualstackEndpoint: n, useFipsEndpoint: s } = e,
      i = o != null ? async () => xo(await Q(o)()) : void 0,
      c = Object.assign(e, {
        endpoint: i,
        tls: r,
        isCustomEndpoint: !!o,
        useDualstackEndpoint: Q(n ?? !1),
        useFipsEndpoint: Q(s ?? !1),
        ignoreConfiguredEndpointUrls: !!e.ignoreConfiguredEndpointUrls,
      }),
      u;
    return (c.serviceConfiguredEndpoint = async () => (e.serviceId && !u && (u = t(e.serviceId)), u)), c;
  };
}
var gT = p(() => {
  X();
  $m();
});
var Tt,
  yT = p(() => {
    Tt = class t {
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
var At,
  ST = p(() => {
    At = class {
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
var he,
  xT = p(() => {
    he = class extends Error {
      constructor(e) {
        super(e), (this.name = 'EndpointError');
      }
    };
  });
var no = p(() => {
  xT();
});
var Mm,
  _T = p(() => {
    Mm = 'endpoints';
  });
function os(t) {
  return typeof t != 'object' || t == null
    ? t
    : 'ref' in t
      ? `$${os(t.ref)}`
      : 'fn' in t
        ? `${t.fn}(${(t.argv || []).map(os).join(', ')})`
        : JSON.stringify(t, null, 2);
}
var ET = p(() => {});
var bT = p(() => {
  _T();
  ET();
});
var rt,
  zm = p(() => {
    rt = {};
  });
var Um,
  wT = p(() => {
    Um = (t, e) => t === e;
  });
function Fm(...t) {
  for (const e of t) if (e != null) return e;
}
var IT = p(() => {});
var vT,
  TT = p(() => {
    no();
    vT = (t) => {
      const e = t.split('.'),
        r = [];
      for (const o of e) {
        const n = o.indexOf('[');
        if (n !== -1) {
          if (o.indexOf(']') !== o.length - 1) throw new he(`Path: '${t}' does not end with ']'`);
          const s = o.slice(n + 1, -1);
          if (Number.isNaN(parseInt(s))) throw new he(`Invalid array index: '${s}' in path: '${t}'`);
          n !== 0 && r.push(o.slice(0, n)), r.push(s);
        } else r.push(o);
      }
      return r;
    };
  });
var Ai,
  AT = p(() => {
    no();
    TT();
    Ai = (t, e) =>
      vT(e).reduce((r, o) => {
        if (typeof r != 'object') throw new he(`Index '${o}' in '${e}' not found in '${JSON.stringify(t)}'`);
        if (Array.isArray(r)) {
          const n = parseInt(o);
          return r[n < 0 ? r.length + n : n];
        }
        return r[o];
      }, t);
  });
var Bm,
  CT = p(() => {
    Bm = (t) => t != null;
  });
function Vm(t, e, r) {
  return t ? e : r;
}
var RT = p(() => {});
var Hm,
  PT = p(() => {
    Hm = (t) => !t;
  });
var $B,
  ns,
  Gm = p(() => {
    ($B = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)){3}$/),
      (ns = (t) => $B.test(t) || (t.startsWith('[') && t.endsWith(']')));
  });
var jm,
  Km,
  OT = p(() => {
    kr();
    Gm();
    (jm = { [Xo.HTTP]: 80, [Xo.HTTPS]: 443 }),
      (Km = (t) => {
        const e = (() => {
          try {
            if (t instanceof URL) return t;
            if (typeof t == 'object' && 'hostname' in t) {
              const { hostname: f, port: m, protocol: h = '', path: g = '', query: y = {} } = t,
                S = new URL(`${h}//${f}${m ? `:${m}` : ''}${g}`);
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
        if (!Object.values(Xo).includes(c)) return null;
        const u = ns(n),
          l = r.includes(`${o}:${jm[c]}`) || (typeof t == 'string' && t.includes(`${o}:${jm[c]}`)),
          d = `${o}${l ? `:${jm[c]}` : ''}`;
        return { scheme: c, authority: d, path: s, normalizedPath: s.endsWith('/') ? s : `${s}/`, isIp: u };
      });
  });
function Zm(t, e, r) {
  if (r === 1) return [t];
  if (t === '') return [''];
  const o = t.split(e);
  return r === 0 ? o : o.slice(0, r - 1).concat(o.slice(1).join(e));
}
var NT = p(() => {});
var Wm,
  DT = p(() => {
    Wm = (t, e) => t === e;
  });
var qm,
  kT = p(() => {
    qm = (t, e, r, o) =>
      t == null || e >= r || t.length < r || /[^\u0000-\u007f]/.test(t)
        ? null
        : o
          ? t.substring(t.length - r, t.length - e)
          : t.substring(e, r);
  });
var Jm,
  $T = p(() => {
    Jm = (t) => encodeURIComponent(t).replace(/[!*'()]/g, (e) => `%${e.charCodeAt(0).toString(16).toUpperCase()}`);
  });
var Ym = p(() => {
  wT();
  IT();
  AT();
  CT();
  X();
  RT();
  PT();
  OT();
  NT();
  DT();
  kT();
  $T();
});
var LT,
  MT = p(() => {
    Ym();
    LT = {
      booleanEquals: Um,
      coalesce: Fm,
      getAttr: Ai,
      isSet: Bm,
      isValidHostLabel: $r,
      ite: Vm,
      not: Hm,
      parseURL: Km,
      split: Zm,
      stringEquals: Wm,
      substring: qm,
      uriEncode: Jm,
    };
  });
var Au,
  Xm = p(() => {
    Ym();
    Au = (t, e) => {
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
          r.push(Ai(o[u] ?? n[u], l));
        } else r.push(o[c] ?? n[c]);
        s = a + 1;
      }
      return r.join('');
    };
  });
var zT,
  UT = p(() => {
    zT = ({ ref: t }, e) => e.referenceRecord[t] ?? e.endpointParams[t];
  });
var rn,
  Cu,
  FT,
  Ci = p(() => {
    no();
    zm();
    MT();
    Xm();
    UT();
    (rn = (t, e, r) => {
      if (typeof t == 'string') return Au(t, r);
      if (t.fn) return FT.callFunction(t, r);
      if (t.ref) return zT(t, r);
      throw new he(`'${e}': ${String(t)} is not a string, function or reference.`);
    }),
      (Cu = ({ fn: t, argv: e }, r) => {
        const o = Array(e.length);
        for (let i = 0; i < o.length; ++i) {
          const a = e[i];
          typeof a == 'boolean' || typeof a == 'number' ? (o[i] = a) : (o[i] = FT.evaluateExpression(a, 'arg', r));
        }
        const n = t.indexOf('.');
        if (n !== -1) {
          const a = rt[t.slice(0, n)]?.[t.slice(n + 1)];
          if (typeof a == 'function') return a(...o);
        }
        const s = LT[t];
        if (typeof s == 'function') return s(...o);
        throw new Error(`function ${t} not loaded in endpointFunctions.`);
      }),
      (FT = { evaluateExpression: rn, callFunction: Cu });
  });
var BT = p(() => {
  Ci();
});
var VT,
  HT = p(() => {
    bT();
    no();
    BT();
    VT = (t, e) => {
      const { assign: r } = t;
      if (r && r in e.referenceRecord) throw new he(`'${r}' is already defined in Reference Record.`);
      const o = Cu(t, e);
      e.logger?.debug?.(`${Mm} evaluateCondition: ${os(t)} = ${os(o)}`);
      const n = o === '' ? !0 : !!o;
      return r != null ? { result: n, toAssign: { name: r, value: o } } : { result: n };
    };
  });
var GT,
  jT = p(() => {
    no();
    Ci();
    GT = (t, e) =>
      Object.entries(t ?? {}).reduce(
        (r, [o, n]) => (
          (r[o] = n.map((s) => {
            const i = rn(s, 'Header value entry', e);
            if (typeof i != 'string') throw new he(`Header '${o}' value '${i}' is not a string`);
            return i;
          })),
          r
        ),
        {},
      );
  });
var Qm,
  KT,
  ZT,
  WT = p(() => {
    no();
    Xm();
    (Qm = (t, e) => Object.entries(t).reduce((r, [o, n]) => ((r[o] = ZT.getEndpointProperty(n, e)), r), {})),
      (KT = (t, e) => {
        if (Array.isArray(t)) return t.map((r) => KT(r, e));
        switch (typeof t) {
          case 'string':
            return Au(t, e);
          case 'object':
            if (t === null) throw new he(`Unexpected endpoint property: ${t}`);
            return ZT.getEndpointProperties(t, e);
          case 'boolean':
            return t;
          default:
            throw new he(`Unexpected endpoint property type: ${typeof t}`);
        }
      }),
      (ZT = { getEndpointProperty: KT, getEndpointProperties: Qm });
  });
var qT,
  JT = p(() => {
    no();
    Ci();
    qT = (t, e) => {
      const r = rn(t, 'Endpoint URL', e);
      if (typeof r == 'string')
        try {
          return new URL(r);
        } catch (o) {
          throw (console.error(`Failed to construct URL with ${r}`, o), o);
        }
      throw new he(`Endpoint URL must be a string, got ${typeof r}`);
    };
  });
var eh,
  pr,
  YT = p(() => {
    no();
    HT();
    Ci();
    jT();
    WT();
    JT();
    (eh = 1e8),
      (pr = (t, e) => {
        let { nodes: r, root: o, results: n, conditions: s } = t,
          i = o,
          a = {},
          c = { referenceRecord: a, endpointParams: e.endpointParams, logger: e.logger };
        for (; i !== 1 && i !== -1 && i < eh; ) {
          const u = 3 * (Math.abs(i) - 1),
            [l, d, f] = [r[u], r[u + 1], r[u + 2]],
            [m, h, g] = s[l],
            y = VT({ fn: m, assign: g, argv: h }, c);
          if (y.toAssign) {
            const { name: S, value: x } = y.toAssign;
            a[S] = x;
          }
          i = i >= 0 === y.result ? d : f;
        }
        if (i >= eh) {
          const u = n[i - eh];
          if (u[0] === -1) {
            const [, m] = u;
            throw new he(rn(m, 'Error', c));
          }
          const [l, d, f] = u;
          return { url: qT(l, c), properties: Qm(d, c), headers: GT(f ?? {}, c) };
        }
        throw new he('No matching endpoint.');
      });
  });
var Cee,
  Mr,
  Ree,
  zr,
  ie = p(() => {
    iT();
    vu();
    Lm();
    mT();
    gT();
    yT();
    ST();
    YT();
    Gm();
    X();
    zm();
    vu();
    (Cee = wu(Ti)), (Mr = hT(Ti)), (Ree = Tu(Ti)), (zr = fT(Ti));
  });
var Ri,
  Ru,
  Pu = p(() => {
    (Ri = (t) =>
      typeof ReadableStream == 'function' &&
      (t?.constructor?.name === ReadableStream.name || t instanceof ReadableStream)),
      (Ru = (t) => typeof Blob == 'function' && (t?.constructor?.name === Blob.name || t instanceof Blob));
  });
var XT,
  QT = p(() => {
    XT = (t) => new TextEncoder().encode(t);
  });
var eA,
  Fee,
  tA,
  Ou,
  th,
  rA,
  oA = p(() => {
    (eA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'),
      (Fee = Object.entries(eA).reduce((t, [e, r]) => ((t[r] = Number(e)), t), {})),
      (tA = eA.split('')),
      (Ou = 6),
      (th = 8),
      (rA = 63);
  });
function nA(t) {
  let e;
  typeof t == 'string' ? (e = XT(t)) : (e = t);
  const r = typeof e == 'object' && typeof e.length == 'number',
    o = typeof e == 'object' && typeof e.byteOffset == 'number' && typeof e.byteLength == 'number';
  if (!r && !o) throw new Error('@smithy/util-base64: toBase64 encoder function only accepts string | Uint8Array.');
  let n = '';
  for (let s = 0; s < e.length; s += 3) {
    let i = 0,
      a = 0;
    for (let u = s, l = Math.min(s + 3, e.length); u < l; u++) (i |= e[u] << ((l - u - 1) * th)), (a += th);
    const c = Math.ceil(a / Ou);
    i <<= c * Ou - a;
    for (let u = 1; u <= c; u++) {
      const l = (c - u) * Ou;
      n += tA[(i & (rA << l)) >> l];
    }
    n += '=='.slice(0, 4 - c);
  }
  return n;
}
var sA = p(() => {
  QT();
  oA();
});
var iA,
  aA = p(() => {
    iA = (t) => {
      if (typeof t == 'string') return t;
      if (typeof t != 'object' || typeof t.byteOffset != 'number' || typeof t.byteLength != 'number')
        throw new Error('@smithy/util-utf8: toUtf8 encoder function only accepts string | Uint8Array.');
      return new TextDecoder('utf-8').decode(t);
    };
  });
async function rh(t) {
  return t.arrayBuffer().then((e) => new Uint8Array(e));
}
async function oh(t) {
  let e = [],
    r = t.getReader(),
    o = 0;
  for (;;) {
    const { done: n, value: s } = await r.read();
    if ((s && (e.push(s), (o += s.length)), n)) break;
  }
  return pu(e, o);
}
var cA,
  nh = p(() => {
    hm();
    Pu();
    cA = async (t) => (Ru(t) ? rh(t) : oh(t));
  });
var uA,
  pA,
  lA,
  dA = p(() => {
    sA();
    mm();
    aA();
    nh();
    Pu();
    (uA = 'The stream has already been transformed.'),
      (pA = (t) => {
        if (!lA(t) && !Ri(t)) {
          const n = t?.__proto__?.constructor?.name || t;
          throw new Error(`Unexpected stream implementation, expect Blob or ReadableStream, got ${n}`);
        }
        let e = !1,
          r = async () => {
            if (e) throw new Error(uA);
            return (e = !0), await cA(t);
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
            if (n === 'base64') return nA(s);
            if (n === 'hex') return fe(s);
            if (n === void 0 || n === 'utf8' || n === 'utf-8') return iA(s);
            if (typeof TextDecoder == 'function') return new TextDecoder(n).decode(s);
            throw new Error('TextDecoder is not available, please make sure polyfill is provided.');
          },
          transformToWebStream: () => {
            if (e) throw new Error(uA);
            if (((e = !0), lA(t))) return o(t);
            if (Ri(t)) return t;
            throw new Error(`Cannot transform payload to web stream, got ${t}`);
          },
        });
      }),
      (lA = (t) => typeof Blob == 'function' && t instanceof Blob);
  });
import { Writable as LB } from 'node:stream';
var lt,
  sh,
  ih = p(() => {
    hm();
    nh();
    Pu();
    (lt = (t) =>
      Ru(t)
        ? rh(t)
        : Ri(t)
          ? oh(t)
          : new Promise((e, r) => {
              const o = new sh(),
                n = t;
              n.pipe(o),
                n.on('error', (s) => {
                  o.end(), r(s);
                }),
                o.on('error', r),
                o.on('finish', function () {
                  const s = pu(this.bufferedBytes);
                  e(s);
                });
            })),
      (sh = class extends LB {
        bufferedBytes = [];
        _write(e, r, o) {
          this.bufferedBytes.push(e), o();
        }
      });
  });
import { Readable as ah } from 'node:stream';
var fA,
  Pi,
  mA = p(() => {
    es();
    dA();
    ih();
    (fA = 'The stream has already been transformed.'),
      (Pi = (t) => {
        if (!(t instanceof ah))
          try {
            return pA(t);
          } catch {
            const n = t?.__proto__?.constructor?.name || t;
            throw new Error(`Unexpected stream implementation, expect Stream.Readable instance, got ${n}`);
          }
        let e = !1,
          r = async () => {
            if (e) throw new Error(fA);
            return (e = !0), await lt(t);
          };
        return Object.assign(t, {
          transformToByteArray: r,
          transformToString: async (o) => {
            const n = await r();
            return o === void 0 || Buffer.isEncoding(o)
              ? Qn(n.buffer, n.byteOffset, n.byteLength).toString(o)
              : new TextDecoder(o).decode(n);
          },
          transformToWebStream: () => {
            if (e) throw new Error(fA);
            if (t.readableFlowing !== null) throw new Error('The stream has been consumed by other callbacks.');
            if (typeof ah.toWeb != 'function')
              throw new Error('Readable.toWeb() is not supported. Please ensure a polyfill is available.');
            return (e = !0), ah.toWeb(t);
          },
        });
      });
  });
function so(t) {
  Object.defineProperty(t, '__proto__', { value: void 0, writable: !0, enumerable: !0, configurable: !0 });
}
var hA = p(() => {});
import { getRandomValues as MB } from 'node:crypto';
var ss,
  zB,
  ch,
  is,
  N = p(() => {
    RI();
    PI();
    NI();
    cu();
    DI();
    $I();
    GI();
    jI();
    KI();
    qI();
    JI();
    YI();
    QI();
    mm();
    tv();
    rv();
    Xf();
    mA();
    ih();
    X();
    hA();
    (ss = class extends OI(se, de, ye, Ee) {}), (zB = MB), (ch = kI(zB)), (is = ch);
  });
var Be,
  as = p(() => {
    N();
    Be = async (t = new Uint8Array(), e) => {
      if (t instanceof Uint8Array) return ss.mutate(t);
      if (!t) return ss.mutate(new Uint8Array());
      const r = e.streamCollector(t);
      return ss.mutate(await r);
    };
  });
function on(t) {
  return /^[\w.~-]+$/.test(t)
    ? t
    : encodeURIComponent(t).replace(/[!'()*]/g, (e) => '%' + e.charCodeAt(0).toString(16).toUpperCase());
}
var uh = p(() => {});
var yA,
  Oe,
  UB,
  FB,
  BB,
  VB,
  Nu,
  gA,
  nn = p(() => {
    te();
    N();
    (yA = Symbol.for('@smithy/schema-x')),
      (Oe = class t extends k {
        static identity = Symbol.for('@smithy/HttpBindingNormalizedSchema');
        identity = t.identity;
        bindings;
        constructor(e) {
          super(e);
        }
        static of(e) {
          const r = k.of(e);
          if (r.identity === t.identity) return r;
          const o = r.isMemberSchema() ? r : r.getSchema(),
            n = typeof o == 'object' && o !== null ? o : r;
          return (n[yA] ??= new t(r));
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
            f = i & 2 && (d === 64 || (!o && i & 1)) ? this.getHttpBindingCollectionValue(e, r) : void 0,
            m = (f?.[1] ?? 0) & 255;
          return (l |= (i >= 6 && (m === 4 || m === 6) ? 1 : 0) << 16), [this, l, f];
        }
        getHttpBindingCollectionValue(e, r = this.getMergedTraits()) {
          const o = t.of(this.getValueSchema());
          return o.getHttpBindingValue(e, { ...o.getMergedTraits(), ...r }, !0);
        }
        getHttpBindings() {
          const e = this.getSchema();
          return typeof e != 'object' || e === null ? VB : (this.bindings ??= UB(this));
        }
      }),
      (UB = (t) => {
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
          { request: d, response: f } = l;
        for (const [m, h] of t.structIterator()) {
          const g = Oe.of(h),
            y = g.getMergedTraits(),
            S = g.getHttpBindingLocation(y),
            x = y.httpHeader?.toLowerCase() ?? y.httpPrefixHeaders?.toLowerCase() ?? y.httpQuery,
            b = g.getHttpBindingValue(S, y),
            I = [m, b, S, x];
          m === '__proto__' && so(i), (i[m] = I), (b[1] >> 10) & 1 && (d.hasIdempotency = !0), s.push(I);
          const w = S & 7;
          if ((w === 0 && (o.push(m), n.push(h)), (w & 4) === 0)) e.push(m), r.push(h);
          else if ((w & 6) === 4)
            if (w & 1) u.statusCode = I;
            else {
              u.payload = I;
              const T = b[1] & 255;
              d.contentTypeInstruction =
                y.mediaType ?? (T === 0 ? 'text/plain' : T === 21 || T === 42 ? 'application/octet-stream' : null);
            }
          else w & 1 ? ((d.hasPrefixHeaders = !0), c.push(I)) : (x === '__proto__' && so(a), (a[x] = I));
        }
        return (
          d.contentTypeInstruction === void 0 && o.length && (d.contentTypeInstruction = null),
          (d.syntheticBodySchema = gA(t, o, n)),
          (f.syntheticBodySchema = gA(t, e, r)),
          l
        );
      }),
      (FB = (t) => {
        let e = [],
          r = 0;
        for (const o of t.matchAll(/\{([^{}+]+)(\+)?\}/g))
          o.index > r && e.push([t.slice(r, o.index), 0]), e.push([o[1], o[2] ? 2 : 1]), (r = o.index + o[0].length);
        return e.length && r < t.length && e.push([t.slice(r), 0]), e.length ? e : void 0;
      }),
      (BB = (t) => {
        const { http: e, endpoint: r } = _o(t.traits ?? {}),
          [o, n] = e?.[1].split('?') ?? [];
        return [e?.[0], o, n ? [...new URLSearchParams(n)] : [], o ? FB(o) : void 0, r?.[0]];
      }),
      (VB = {
        request: { memberBindings: [], byName: {} },
        response: { bodyMemberNames: [], bindings: { headers: {}, prefixHeaders: [] } },
      }),
      (Nu = (t) => (t[yA] ??= BB(t))),
      (gA = (t, e, r) => {
        if (!e.length) return;
        const o = t.getSchema(),
          n = [3, o[1], o[2], t.getMergedTraits(), e, r],
          s = o[6],
          i = s && e.reduce((a, c) => a + (o[4].indexOf(c) < s ? 1 : 0), 0);
        return i && (n[6] = i), n;
      });
  });
var Ur,
  Oi = p(() => {
    Ur = class {
      serdeContext;
      setSerdeContext(e) {
        this.serdeContext = e;
      }
    };
  });
var SA,
  lh,
  Du,
  xA = p(() => {
    SA = new Uint32Array(256);
    for (let t = 0; t < 256; ++t) {
      let e = t;
      for (let r = 0; r < 8; ++r) e = e & 1 ? 3988292384 ^ (e >>> 1) : e >>> 1;
      SA[t] = e >>> 0;
    }
    (lh = 4294967295),
      (Du = class {
        digestLength = 4;
        checksum = lh;
        update(e) {
          for (let r = 0; r < e.length; ++r) this.checksum = (this.checksum >>> 8) ^ SA[(this.checksum ^ e[r]) & 255];
        }
        digestSync() {
          return (this.checksum ^ lh) >>> 0;
        }
        async digest() {
          const e = this.digestSync(),
            r = new Uint8Array(4);
          return new DataView(r.buffer).setUint32(0, e, !1), r;
        }
        reset() {
          this.checksum = lh;
        }
      });
  });
import * as ph from 'node:zlib';
function HB(t) {
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
var _A,
  cs,
  EA = p(() => {
    xA();
    (_A = typeof ph.crc32 == 'function' ? ph.crc32 : void 0), (cs = _A ? HB(_A) : Du);
  });
var Ne,
  bA,
  GB,
  ku,
  wA,
  jB,
  IA = p(() => {
    N();
    (Ne = 64),
      (bA = 32),
      (GB = 2 ** 53 - 1),
      (ku = class t {
        digestLength = bA;
        state = Int32Array.from(wA);
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
              s = new Uint8Array(Ne * 2);
            for (let i = 0; i < Ne; ++i) (s[i] = 54 ^ r[i]), (s[i + Ne] = 92 ^ r[i]);
            o.update(s.subarray(0, Ne)), n.update(s.subarray(Ne));
          }
        }
        update(e) {
          if (this.finished) throw new Error('Attempted to update an already finished HMAC.');
          if (this.inner) {
            this.inner.update(e);
            return;
          }
          let r = bt(e),
            o = 0,
            { byteLength: n } = r;
          if (((this.bytesHashed += n), this.bytesHashed * 8 > GB))
            throw new Error('Cannot hash more than 2^53 - 1 bits');
          for (; n > 0; )
            (this.buffer[this.bufferLength++] = r[o++]),
              n--,
              this.bufferLength === Ne && (this.hashBuffer(), (this.bufferLength = 0));
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
          (this.state = Int32Array.from(wA)),
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
          if ((s.setUint8(o++, 128), (o - 1) % Ne >= Ne - 8)) {
            for (let a = o; a < Ne; ++a) s.setUint8(a, 0);
            this.hashBufferWith(e, r), (o = 0);
          }
          for (let a = o; a < Ne - 8; ++a) s.setUint8(a, 0);
          s.setUint32(Ne - 8, Math.floor(n / 4294967296), !1), s.setUint32(Ne - 4, n, !1), this.hashBufferWith(e, r);
          const i = new Uint8Array(bA);
          for (let a = 0; a < 8; ++a)
            (i[a * 4] = (e[a] >>> 24) & 255),
              (i[a * 4 + 1] = (e[a] >>> 16) & 255),
              (i[a * 4 + 2] = (e[a] >>> 8) & 255),
              (i[a * 4 + 3] = (e[a] >>> 0) & 255);
          return i;
        }
        static normalizeKey(e) {
          const r = bt(e);
          if (r.byteLength > Ne) {
            const o = new t();
            o.update(r);
            const n = o.digestSync(),
              s = new Uint8Array(Ne);
            return s.set(n), s;
          }
          if (r.byteLength < Ne) {
            const o = new Uint8Array(Ne);
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
          for (let f = 0; f < Ne; ++f) {
            if (f < 16)
              o[f] =
                ((r[f * 4] & 255) << 24) |
                ((r[f * 4 + 1] & 255) << 16) |
                ((r[f * 4 + 2] & 255) << 8) |
                (r[f * 4 + 3] & 255);
            else {
              let g = o[f - 2],
                y = ((g >>> 17) | (g << 15)) ^ ((g >>> 19) | (g << 13)) ^ (g >>> 10);
              g = o[f - 15];
              const S = ((g >>> 7) | (g << 25)) ^ ((g >>> 18) | (g << 14)) ^ (g >>> 3);
              o[f] = ((y + o[f - 7]) | 0) + ((S + o[f - 16]) | 0);
            }
            const m =
                ((((((c >>> 6) | (c << 26)) ^ ((c >>> 11) | (c << 21)) ^ ((c >>> 25) | (c << 7))) +
                  ((c & u) ^ (~c & l))) |
                  0) +
                  ((d + ((jB[f] + o[f]) | 0)) | 0)) |
                0,
              h =
                ((((n >>> 2) | (n << 30)) ^ ((n >>> 13) | (n << 19)) ^ ((n >>> 22) | (n << 10))) +
                  ((n & s) ^ (n & i) ^ (s & i))) |
                0;
            (d = l), (l = u), (u = c), (c = (a + m) | 0), (a = i), (i = s), (s = n), (n = (m + h) | 0);
          }
          (e[0] += n), (e[1] += s), (e[2] += i), (e[3] += a), (e[4] += c), (e[5] += u), (e[6] += l), (e[7] += d);
        }
      }),
      (wA = new Int32Array([
        1779033703, 3144134277, 1013904242, 2773480762, 1359893119, 2600822924, 528734635, 1541459225,
      ])),
      (jB = new Int32Array([
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
import { createHmac as KB, createHash as vA } from 'node:crypto';
function WB() {
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
      return this.secret ? KB('sha256', qB(this.secret)) : vA('sha256');
    }
  };
}
function qB(t) {
  return typeof t == 'string'
    ? t
    : ArrayBuffer.isView(t)
      ? Buffer.from(t.buffer, t.byteOffset, t.byteLength)
      : Buffer.from(t);
}
var ZB,
  Pt,
  TA = p(() => {
    IA();
    (ZB = (() => {
      try {
        return vA('sha256'), !0;
      } catch {
        return !1;
      }
    })()),
      (Pt = ZB ? WB() : ku);
  });
var bo = p(() => {
  EA();
  TA();
});
function AA(t) {
  for (let e = 0; e < 8; e++) t[e] ^= 255;
  for (let e = 7; e > -1 && (t[e]++, t[e] === 0); e--);
}
var wo,
  dh = p(() => {
    N();
    wo = class t {
      bytes;
      constructor(e) {
        if (((this.bytes = e), e.byteLength !== 8)) throw new Error('Int64 buffers must be exactly 8 bytes');
      }
      static fromNumber(e) {
        if (e > 9223372036854776e3 || e < -9223372036854776e3)
          throw new Error(`${e} is too large (or, if negative, too small) to represent as an Int64`);
        const r = new Uint8Array(8);
        for (let o = 7, n = Math.abs(Math.round(e)); o > -1 && n > 0; o--, n /= 256) r[o] = n;
        return e < 0 && AA(r), new t(r);
      }
      valueOf() {
        const e = this.bytes.slice(0),
          r = e[0] & 128;
        return r && AA(e), parseInt(fe(e), 16) * (r ? -1 : 1);
      }
      toString() {
        return String(this.valueOf());
      }
    };
  });
var us,
  CA,
  RA,
  JB,
  YB,
  XB,
  QB,
  e2,
  t2,
  r2,
  o2,
  n2,
  $u,
  fh = p(() => {
    X();
    N();
    dh();
    us = class {
      toUtf8;
      fromUtf8;
      constructor(e, r) {
        (this.toUtf8 = e), (this.fromUtf8 = r);
      }
      format(e) {
        const r = [];
        for (const s in e) {
          if (!C(e, s)) continue;
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
            if (e.value.byteLength > $u)
              throw new Error(
                `@smithy/core/event-streams - header value (binary) exceeds ${$u} bytes: ${e.value.byteLength}`,
              );
            const s = new DataView(new ArrayBuffer(3 + e.value.byteLength));
            s.setUint8(0, 6), s.setUint16(1, e.value.byteLength, !1);
            const i = new Uint8Array(s.buffer);
            return i.set(e.value, 3), i;
          }
          case 'string': {
            const a = this.fromUtf8(e.value);
            if (a.byteLength > $u)
              throw new Error(
                `@smithy/core/event-streams - header value (string) exceeds ${$u} bytes: ${a.byteLength}`,
              );
            const c = new DataView(new ArrayBuffer(3 + a.byteLength));
            c.setUint8(0, 7), c.setUint16(1, a.byteLength, !1);
            const u = new Uint8Array(c.buffer);
            return u.set(a, 3), u;
          }
          case 'timestamp': {
            const l = new Uint8Array(9);
            return (l[0] = 8), l.set(wo.fromNumber(e.value.valueOf()).bytes, 1), l;
          }
          case 'uuid': {
            if (!n2.test(e.value)) throw new Error(`Invalid UUID received: ${e.value}`);
            const d = new Uint8Array(17);
            return (d[0] = 9), d.set(hi(e.value.replace(/-/g, '')), 1), d;
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
              r[s] = { type: RA, value: !0 };
              break;
            case 1:
              r[s] = { type: RA, value: !1 };
              break;
            case 2:
              r[s] = { type: JB, value: e.getInt8(o++) };
              break;
            case 3:
              (r[s] = { type: YB, value: e.getInt16(o, !1) }), (o += 2);
              break;
            case 4:
              (r[s] = { type: XB, value: e.getInt32(o, !1) }), (o += 4);
              break;
            case 5:
              (r[s] = { type: QB, value: new wo(new Uint8Array(e.buffer, e.byteOffset + o, 8)) }), (o += 8);
              break;
            case 6: {
              const i = e.getUint16(o, !1);
              (o += 2), (r[s] = { type: e2, value: new Uint8Array(e.buffer, e.byteOffset + o, i) }), (o += i);
              break;
            }
            case 7: {
              const a = e.getUint16(o, !1);
              (o += 2),
                (r[s] = { type: t2, value: this.toUtf8(new Uint8Array(e.buffer, e.byteOffset + o, a)) }),
                (o += a);
              break;
            }
            case 8:
              (r[s] = { type: r2, value: new Date(new wo(new Uint8Array(e.buffer, e.byteOffset + o, 8)).valueOf()) }),
                (o += 8);
              break;
            case 9: {
              const c = new Uint8Array(e.buffer, e.byteOffset + o, 16);
              (o += 16),
                (r[s] = {
                  type: o2,
                  value: `${fe(c.subarray(0, 4))}-${fe(c.subarray(4, 6))}-${fe(c.subarray(6, 8))}-${fe(c.subarray(8, 10))}-${fe(c.subarray(10))}`,
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
    })(CA || (CA = {}));
    (RA = 'boolean'),
      (JB = 'byte'),
      (YB = 'short'),
      (XB = 'integer'),
      (QB = 'long'),
      (e2 = 'binary'),
      (t2 = 'string'),
      (r2 = 'timestamp'),
      (o2 = 'uuid'),
      (n2 = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/),
      ($u = 32767);
  });
function OA({ byteLength: t, byteOffset: e, buffer: r }) {
  if (t < s2) throw new Error('Provided message too short to accommodate event stream message overhead');
  const o = new DataView(r, e, t),
    n = o.getUint32(0, !1);
  if (t !== n) throw new Error('Reported message length does not match received message length');
  const s = o.getUint32(PA, !1),
    i = o.getUint32(Io, !1),
    a = o.getUint32(t - sn, !1),
    c = new cs();
  if ((c.update(new Uint8Array(r, e, Io)), i !== c.digestSync()))
    throw new Error(
      `The prelude checksum specified in the message (${i}) does not match the calculated CRC32 checksum (${c.digestSync()})`,
    );
  if ((c.update(new Uint8Array(r, e + Io, t - (Io + sn))), a !== c.digestSync()))
    throw new Error(`The message checksum (${c.digestSync()}) did not match the expected value of ${a}`);
  return { headers: new DataView(r, e + Io + sn, s), body: new Uint8Array(r, e + Io + sn + s, n - s - (Io + sn + sn)) };
}
var PA,
  Io,
  sn,
  s2,
  NA = p(() => {
    bo();
    (PA = 4), (Io = PA * 2), (sn = 4), (s2 = Io + sn * 2);
  });
var ls,
  mh = p(() => {
    bo();
    fh();
    NA();
    ls = class {
      headerMarshaller;
      messageBuffer;
      isEndOfStream;
      constructor(e, r) {
        (this.headerMarshaller = new us(e, r)), (this.messageBuffer = []), (this.isEndOfStream = !1);
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
          a = new cs();
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
        const { headers: r, body: o } = OA(e);
        return { headers: this.headerMarshaller.parse(r), body: o };
      }
      formatHeaders(e) {
        return this.headerMarshaller.format(e);
      }
    };
  });
var ps,
  hh = p(() => {
    ps = class {
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
var ds,
  gh = p(() => {
    ds = class {
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
var fs,
  yh = p(() => {
    fs = class {
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
var ms,
  Sh = p(() => {
    ms = class {
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
function Lu(t) {
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
            const m = l - d;
            n || (n = new Uint8Array(4));
            const h = Math.min(4 - r, m);
            if ((n.set(c.slice(d, d + h), r), (r += h), (d += h), r < 4)) break;
            s(new DataView(n.buffer).getUint32(0, !1)), (n = null);
          }
          const f = Math.min(e - r, l - d);
          o.set(c.slice(d, d + f), r), (r += f), (d += f), e && e === r && (yield o, (o = null), (e = 0), (r = 0));
        }
      }
    };
  return { [Symbol.asyncIterator]: i };
}
var xh = p(() => {});
function DA(t, e) {
  const r = Ni(e.deserializer, e.toUtf8);
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
function Ni(t, e) {
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
var _h = p(() => {});
var an,
  kA,
  Eh = p(() => {
    mh();
    hh();
    gh();
    yh();
    Sh();
    xh();
    _h();
    (an = class {
      eventStreamCodec;
      utfEncoder;
      constructor({ utf8Encoder: e, utf8Decoder: r }) {
        (this.eventStreamCodec = new ls(e, r)), (this.utfEncoder = e);
      }
      deserialize(e, r) {
        const o = Lu(e);
        return new fs({
          messageStream: new ps({ inputStream: o, decoder: this.eventStreamCodec }),
          deserializer: Ni(r, this.utfEncoder),
        });
      }
      serialize(e, r) {
        return new ds({
          messageStream: new ms({ inputStream: e, serializer: r }),
          encoder: this.eventStreamCodec,
          includeEndFrame: !0,
        });
      }
    }),
      (kA = (t) => new an(t));
  });
import { Readable as i2 } from 'node:stream';
async function* a2(t) {
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
var Di,
  $A,
  LA = p(() => {
    Eh();
    (Di = class {
      universalMarshaller;
      constructor({ utf8Encoder: e, utf8Decoder: r }) {
        this.universalMarshaller = new an({ utf8Decoder: r, utf8Encoder: e });
      }
      deserialize(e, r) {
        const o = typeof e[Symbol.asyncIterator] == 'function' ? e : a2(e);
        return this.universalMarshaller.deserialize(o, r);
      }
      serialize(e, r) {
        return i2.from(this.universalMarshaller.serialize(e, r));
      }
    }),
      ($A = (t) => new Di(t));
  });
var MA,
  zA,
  UA = p(() => {
    (MA = (t) => ({
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
      (zA = (t) => {
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
var FA,
  BA = p(() => {
    FA = (t) => Object.assign(t, { eventStreamMarshaller: t.eventStreamSerdeProvider(t) });
  });
var Mu,
  VA = p(() => {
    X();
    te();
    N();
    Mu = class {
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
                const f = {
                  ':event-type': { type: 'string', value: n ?? 'initial-request' },
                  ':message-type': { type: 'string', value: 'event' },
                  ':content-type': { type: 'string', value: u },
                };
                c.write(r, o);
                const m = c.flush();
                yield { [l]: !0, headers: f, body: m };
              }
              for await (const f of e) yield f;
            },
          };
        return s.serialize(d, (f) => {
          if (f[l]) return { headers: f.headers, body: f.body };
          let m = '';
          for (const b in f)
            if (C(f, b) && b !== '__type') {
              m = b;
              break;
            }
          const {
            additionalHeaders: h,
            body: g,
            eventType: y,
            explicitPayloadContentType: S,
          } = this.writeEventBody(m, a, f);
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
          l = s.deserialize(e.body, async (m) => {
            let h = '';
            for (const y in m)
              if (C(m, y) && y !== '__type') {
                h = y;
                break;
              }
            const g = m[h].body;
            if (h === (n ?? 'initial-response')) {
              const y = await this.deserializer.read(r, g);
              return delete y[i], { [u]: !0, ...y };
            } else if (h in c) {
              const y = c[h];
              if (y.isStructSchema()) {
                let S = {},
                  x = !1;
                for (const [b, I] of y.structIterator()) {
                  const { eventHeader: w, eventPayload: T } = I.getMergedTraits();
                  if (((x = x || !!(w || T)), T))
                    I.isBlobSchema()
                      ? (S[b] = g)
                      : I.isStringSchema()
                        ? (S[b] = (this.serdeContext?.utf8Encoder ?? se)(g))
                        : I.isStructSchema() && (S[b] = await this.deserializer.read(I, g));
                  else if (w) {
                    const F = m[h].headers[b]?.value;
                    F != null &&
                      (I.isNumericSchema()
                        ? F && typeof F == 'object' && 'bytes' in F
                          ? (S[b] = BigInt(F.toString()))
                          : (S[b] = Number(F))
                        : (S[b] = F));
                  }
                }
                return { [h]: await this.readEventMember(y, g, x, S) };
              }
              return { [h]: await this.deserializer.read(y, g) };
            } else return { $unknown: m };
          }),
          d = l[Symbol.asyncIterator](),
          f = await d.next();
        if (f.done) return l;
        if (f.value?.[u]) {
          if (!r)
            throw new Error(
              '@smithy::core/protocols - initial-response event encountered in event stream but no response schema given.',
            );
          for (const m in f.value) C(f.value, m) && (o[m] = f.value[m]);
        }
        return {
          async *[Symbol.asyncIterator]() {
            for (f?.value?.[u] || (yield f.value); ; ) {
              const { done: m, value: h } = await d.next();
              if (m) break;
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
            u = ne.for(c);
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
          const f = r.getMemberSchema(e);
          if (f.isStructSchema()) {
            for (const [m, h] of f.structIterator()) {
              const { eventHeader: g, eventPayload: y } = h.getMergedTraits();
              if (y) i = m;
              else if (g) {
                let S = o[e][m],
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
                  S != null && ((u[m] = { type: x, value: S }), delete o[e][m]);
              }
            }
            if (i !== null) {
              const m = f.getMemberSchema(i);
              m.isBlobSchema() ? (a = 'application/octet-stream') : m.isStringSchema() && (a = 'text/plain'),
                n.write(m, o[e][i]);
            } else n.write(f, o[e]);
          } else if (f.isUnitSchema()) n.write(f, {});
          else throw new Error('@smithy/core/event-streams - non-struct member not supported in event stream union.');
        } else {
          const [f, m] = o[e];
          (s = f), n.write(15, m);
        }
        const l = n.flush() ?? new Uint8Array();
        return {
          body: typeof l == 'string' ? (this.serdeContext?.utf8Decoder ?? de)(l) : l,
          eventType: s,
          explicitPayloadContentType: a,
          additionalHeaders: u,
        };
      }
    };
  });
var HA = {};
We(HA, {
  EventStreamCodec: () => ls,
  EventStreamMarshaller: () => Di,
  EventStreamSerde: () => Mu,
  HeaderMarshaller: () => us,
  Int64: () => wo,
  MessageDecoderStream: () => ps,
  MessageEncoderStream: () => ds,
  SmithyMessageDecoderStream: () => fs,
  SmithyMessageEncoderStream: () => ms,
  UniversalEventStreamMarshaller: () => an,
  eventStreamSerdeProvider: () => $A,
  getChunkedStream: () => Lu,
  getMessageUnmarshaller: () => Ni,
  getUnmarshalledStream: () => DA,
  iterableToReadableStream: () => zA,
  readableStreamToIterable: () => MA,
  resolveEventStreamSerdeConfig: () => FA,
  universalEventStreamSerdeProvider: () => kA,
});
var GA = p(() => {
  mh();
  fh();
  dh();
  hh();
  gh();
  yh();
  Sh();
  LA();
  UA();
  Eh();
  xh();
  _h();
  BA();
  VA();
});
var hs,
  bh = p(() => {
    X();
    te();
    Oi();
    nn();
    hs = class extends Ur {
      options;
      compositeErrorRegistry;
      constructor(e) {
        super(), (this.options = e), (this.compositeErrorRegistry = new ne(e.defaultNamespace));
        for (const r of e.errorTypeRegistries ?? []) this.compositeErrorRegistry.copyFrom(r);
      }
      getRequestType() {
        return K;
      }
      getResponseType() {
        return Je;
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
          if (r.headers) for (const o in r.headers) C(r.headers, o) && (e.headers[o] = r.headers[o].join(', '));
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
            for (const o in r.headers) C(r.headers, o) && (e.headers[o] = r.headers[o]);
          return e;
        }
      }
      setHostPrefix(e, r, o, n = Nu(r)) {
        if (this.serdeContext?.disableHostPrefix) return;
        const s = n[4];
        if (typeof s != 'string') return;
        let i = s;
        for (const [a, [, c]] of Oe.of(r.input).getHttpBindings().request.memberBindings) {
          if (!((c >> 17) & 1)) continue;
          const u = o[a];
          if (typeof u != 'string')
            throw new Error(`@smithy/core/schema - ${a} in input must be a string as hostLabel.`);
          i = i.replace(`{${a}}`, u);
        }
        if (((e.hostname = i + e.hostname), !Bf(e.hostname)))
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
        const { EventStreamSerde: e, eventStreamSerdeProvider: r } = await Promise.resolve().then(() => (GA(), HA)),
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
var ki,
  jA = p(() => {
    X();
    N();
    nn();
    bh();
    as();
    uh();
    ki = class extends hs {
      async serializeRequest(e, r, o) {
        const n = r && typeof r == 'object' ? r : {},
          s = {},
          i = {},
          a = await o.endpoint(),
          c = Oe.of(e?.input),
          u = c.getHttpBindings().request,
          l = Nu(e),
          d = new K({ query: s, headers: i });
        if (a) {
          this.updateServiceEndpoint(d, a), this.setHostPrefix(d, e, n, l);
          const [m, h, g] = l;
          if (m) {
            (d.method = m), (d.path = d.path === '/' ? h : d.path + h);
            for (const [y, S] of g) s[y] = S;
          }
        }
        d.query = s;
        const f = this.serializeHttpBindings(n, d, u, l);
        return f && (d.body = await this.serializeEventStream({ eventStream: f, requestSchema: c })), d;
      }
      serializeHttpBindings(e, r, o, n) {
        let s = this.serializer,
          i = typeof s.writeCodec == 'function' ? s : void 0,
          a = r.query,
          c = r.headers,
          u = o.syntheticBodySchema,
          l = !1,
          d,
          f,
          m,
          h = Object.getOwnPropertyNames(e),
          g = Object.getPrototypeOf(e),
          y =
            (g === Object.prototype || g === null) &&
            !o.hasIdempotency &&
            !o.hasPrefixHeaders &&
            h.length * 2 < o.memberBindings.length,
          S = y ? h.length : o.memberBindings.length;
        for (let I = 0; I < S; ++I) {
          const w = y ? (C(o.byName, h[I]) ? o.byName[h[I]] : void 0) : o.memberBindings[I];
          if (!w) continue;
          const T = w[1],
            F = w[0],
            Le = T[0],
            gt = T[1],
            re = T[2],
            Se = w[2],
            Me = w[3],
            Re = e[F];
          if (!(Re == null && !((gt >> 10) & 1)))
            if (Se === 36) {
              const W = (gt >> 11) & 3;
              W
                ? W === 2
                  ? (f = Re || void 0)
                  : (d = Re)
                : (i ? i.writeCodec(Le, Re) : s.write(Le, Re), (d = s.flush()));
            } else if (Se === 33 || Se === 38) {
              const W = this.serializeHttpValue(T, Re, Se, i);
              Se === 33 ? ((m ??= Object.create(null))[F] = W) : (c[Me] = W);
            } else if (Se === 39)
              for (const W in Re) {
                if (!C(Re, W)) continue;
                const Bt = Me + W;
                c[Bt.toLowerCase()] = this.serializeHttpValue(
                  re,
                  Re[W],
                  38,
                  i,
                  i ? re[0] : [re[0], { httpHeader: Bt }],
                );
              }
            else (Se & 62) === 34 ? this.serializeQuery(T, Re, Me, a, i) : (l = !0);
        }
        const x = n[1],
          b = n[3];
        return (
          x && b && r.path.endsWith(x) && (r.path = r.path.slice(0, -x.length) + this.serializePath(b, m, o)),
          l && u && (i ? i.writeCodec(u, e) : s.write(u, e), (d = s.flush())),
          (r.body = d),
          f
        );
      }
      serializeQuery(e, r, o, n, s) {
        const [i, a, c] = e,
          u = s ? void 0 : i.getMergedTraits();
        if (o === void 0) {
          for (const l in r)
            !C(r, l) ||
              l in n ||
              (s || Object.assign(c[0].getMergedTraits(), { ...u, httpQuery: l, httpQueryParams: void 0 }),
              this.serializeQuery(c, r[l], l, n, s));
          return;
        }
        if ((a & 192) === 64) {
          const l = [];
          for (const d of r) {
            const f = this.serializeHttpValue(c, d, 34, s, s ? c[0] : [c[0], u]);
            ((a >> 13) & 1 || f !== void 0) && l.push(f);
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
            if (C(o.byName, s) && o.byName[s][2] === 33)
              throw new Error(`No value provided for input HTTP label: ${s}.`);
            n += `{${s}${i === 2 ? '+' : ''}}`;
          } else n += i === 2 ? a.split('/').map(on).join('/') : on(a);
        }
        return n;
      }
      async deserializeResponse(e, r, o) {
        const n = this.deserializer,
          s = typeof n.readCodec == 'function' ? n : void 0,
          i = Oe.of(e.output),
          a = i.getHttpBindings().response,
          c = {};
        if (o.statusCode >= 300) {
          const l = await Be(o.body, r);
          throw (
            (l.byteLength > 0 && Object.assign(c, await n.read(15, l)),
            await this.handleError(e, r, o, c, this.deserializeMetadata(o)),
            new Error('@smithy/core/protocols - HTTP Protocol error handler failed to throw.'))
          );
        }
        const u = await this.deserializeHttpMessage(i, r, o, c);
        if (u.length) {
          const l = await Be(o.body, r);
          if (l.byteLength > 0) {
            const d = await (s ? s.readCodec(a.syntheticBodySchema, l) : n.read(a.syntheticBodySchema, l));
            for (const f of u) d[f] != null && (c[f] = d[f]);
          }
        } else a.bindings.payload || (await Be(o.body, r));
        return (c.$metadata = this.deserializeMetadata(o)), c;
      }
      async deserializeHttpMessage(e, r, o, n, s) {
        const i = n instanceof Set ? s : n,
          a = this.deserializer,
          c = typeof a.readCodec == 'function' ? a : void 0,
          u = Oe.of(e),
          {
            bodyMemberNames: l,
            bindings: { payload: d, statusCode: f, headers: m, prefixHeaders: h },
          } = u.getHttpBindings().response,
          g = o.headers;
        if (d) {
          const [y, S] = d,
            [x, b] = S,
            I = (b >> 11) & 3;
          if (I)
            I === 2
              ? (i[y] = await this.deserializeEventStream({ response: o, responseSchema: u }))
              : (i[y] = Pi(o.body));
          else if (o.body) {
            const w = await Be(o.body, r);
            w.byteLength > 0 && (i[y] = await (c ? c.readPayload(S, w) : a.read(x, w)));
          }
        }
        for (const y in g) {
          if (!C(g, y)) continue;
          const S = y.toLowerCase(),
            x = g[y];
          S !== y && (delete g[y], (g[S] = x));
          const b = C(m, S) ? m[S] : void 0;
          if (!b) continue;
          const [I, [w, T, F], , Le] = b;
          if (F) {
            const gt = (T >> 16) & 1 ? dm(x, ',', 2) : mi(x),
              re = [];
            for (const Se of gt)
              re.push(c ? c.readHttpBinding(F, Se.trim(), 38) : await a.read([F[0], { httpHeader: Le }], Se.trim()));
            i[I] = re;
          } else i[I] = c ? c.readHttpBinding(b[1], x, 38) : await a.read(w, x);
        }
        for (const [y, [, , S], , x] of h) {
          i[y] = {};
          for (const b in g) {
            if (!C(g, b) || !b.startsWith(x)) continue;
            const I = g[b];
            i[y][b.slice(x.length)] = c ? c.readHttpBinding(S, I, 38) : await a.read([S[0], { httpHeader: b }], I);
          }
        }
        return f && (i[f[0]] = o.statusCode), l;
      }
    };
  });
var cn,
  KA = p(() => {
    X();
    te();
    X();
    bh();
    as();
    cn = class extends hs {
      async serializeRequest(e, r, o) {
        let n = this.serializer,
          s = {},
          i = {},
          a = await o.endpoint(),
          c = k.of(e?.input),
          u = c.getSchema(),
          l,
          d = r && typeof r == 'object' ? r : {},
          f = new K({
            protocol: '',
            hostname: '',
            port: void 0,
            path: '/',
            fragment: void 0,
            query: s,
            headers: i,
            body: void 0,
          });
        if ((a && (this.updateServiceEndpoint(f, a), this.setHostPrefix(f, e, d)), d)) {
          const m = c.getEventStreamMember();
          if (m) {
            if (d[m]) {
              const h = {};
              for (const [g] of c.structIterator()) g !== m && d[g] != null && (h[g] = d[g]);
              l = await this.serializeEventStream({ eventStream: d[m], requestSchema: c, initialRequest: h });
            }
          } else n.write(u, d), (l = n.flush());
        }
        return (f.headers = Object.assign(f.headers, i)), (f.query = s), (f.body = l), (f.method = 'POST'), f;
      }
      async deserializeResponse(e, r, o) {
        const n = this.deserializer,
          s = k.of(e.output),
          i = {};
        if (this.isErrorResponse(o.statusCode)) {
          const c = await Be(o.body, r);
          throw (
            (c.byteLength > 0 && Object.assign(i, await n.read(15, c)),
            await this.handleError(e, r, o, i, this.deserializeMetadata(o)),
            new Error('@smithy/core/protocols - RPC Protocol error handler failed to throw.'))
          );
        }
        for (const c in o.headers) {
          if (!C(o.headers, c)) continue;
          const u = o.headers[c];
          delete o.headers[c], (o.headers[c.toLowerCase()] = u);
        }
        const a = s.getEventStreamMember();
        if (a)
          i[a] = await this.deserializeEventStream({ response: o, responseSchema: s, initialResponseContainer: i });
        else {
          const c = await Be(o.body, r);
          c.byteLength > 0 && Object.assign(i, await n.read(s, c));
        }
        return (i.$metadata = this.deserializeMetadata(o)), i;
      }
      isErrorResponse(e) {
        return e >= 300;
      }
    };
  });
var un,
  wh = p(() => {
    N();
    nn();
    Oi();
    un = class extends Ur {
      settings;
      constructor(e) {
        super(), (this.settings = e);
      }
      read(e, r) {
        const o = Oe.of(e),
          n = o.getMergedTraits(),
          s = o.getHttpBindingLocation(n);
        return this.readHttpBinding(o.getHttpBindingValue(s, n), r, s);
      }
      readHttpBinding([e, r, o], n, s) {
        const i = r & 255;
        if ((i & 192) === 64)
          return (o ??= e.getHttpBindingCollectionValue(s)), mi(n).map((a) => this.readHttpBinding(o, a, s));
        switch (i) {
          case 21:
          case 42:
            return (this.serdeContext?.base64Decoder ?? Ee)(n);
          case 4:
          case 5:
          case 6:
          case 7: {
            const a = this.settings.httpBindings ? (r >> 14) & 3 : 0;
            switch (
              this.settings.timestampFormat.useTrait && i > 4 ? i : a ? a + 4 : this.settings.timestampFormat.default
            ) {
              case 5:
                return lm(n);
              case 6:
                return pm(n);
              case 7:
                return um(n);
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
                (c = (this.serdeContext?.utf8Encoder ?? se)((this.serdeContext?.base64Decoder ?? Ee)(c))),
              a === 2 ? Xe.from(c) : c
            );
          }
          case 1:
            return Number(n);
          case 2:
            return n.toLowerCase() === 'true';
          case 17:
            return BigInt(n);
          case 19:
            return new be(n, 'bigDecimal');
          default:
            return n;
        }
      }
    };
  });
var $i,
  ZA = p(() => {
    N();
    nn();
    Oi();
    wh();
    $i = class extends Ur {
      codecDeserializer;
      stringDeserializer;
      constructor(e, r) {
        super(), (this.codecDeserializer = e), (this.stringDeserializer = new un(r));
      }
      setSerdeContext(e) {
        this.stringDeserializer.setSerdeContext(e), this.codecDeserializer.setSerdeContext(e), (this.serdeContext = e);
      }
      read(e, r) {
        const o = Oe.of(e),
          n = o.getMergedTraits();
        if (n.httpHeader || n.httpResponseCode) {
          const s = o.getHttpBindingValue(38, n);
          return this.readHttpBinding(s, r, 38);
        }
        return n.httpPayload ? this.readPayload(o.getHttpBindingValue(36, n), r) : this.readCodec(o, r);
      }
      readHttpBinding(e, r, o) {
        const n = typeof r == 'string' ? r : (this.serdeContext?.utf8Encoder ?? se)(r);
        return this.stringDeserializer.readHttpBinding(e, n, o);
      }
      readPayload([e, r], o) {
        const n = r & 255;
        return n === 21 || n === 42
          ? typeof o == 'string'
            ? (this.serdeContext?.utf8Decoder ?? de)(o)
            : o
          : n === 0
            ? typeof o == 'string'
              ? o
              : (this.serdeContext?.utf8Encoder ?? se)(o)
            : this.readCodec(e, o);
      }
      readCodec(e, r) {
        return this.codecDeserializer.read(e, r);
      }
    };
  });
var zu,
  WA = p(() => {
    N();
    nn();
    Oi();
    zu = class extends Ur {
      settings;
      stringBuffer = '';
      constructor(e) {
        super(), (this.settings = e);
      }
      write(e, r) {
        const o = Oe.of(e),
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
                  this.stringBuffer = Qo(n);
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
              this.stringBuffer = (this.serdeContext?.base64Encoder ?? ye)(n);
              return;
            }
            if ((i & 192) === 64 && Array.isArray(n)) {
              o ??= e.getHttpBindingCollectionValue(s);
              let u = o[1] & 255,
                l = u >= 4 && u <= 7,
                d = '';
              for (const f of n) {
                this.writeHttpBinding(o, f, s);
                const m = this.flush();
                d && (d += ', '), (d += l ? m : sm(m));
              }
              this.stringBuffer = d;
              return;
            }
            this.stringBuffer = JSON.stringify(n, null, 2);
            break;
          case 'string': {
            let a = (r >> 8) & 3,
              c = n;
            if ((a === 2 && (c = Xe.from(c)), a && (s & 6) === 6)) {
              this.stringBuffer = (this.serdeContext?.base64Encoder ?? ye)(c.toString());
              return;
            }
            this.stringBuffer = n;
            break;
          }
          default:
            this.stringBuffer = (r >> 10) & 1 ? is() : String(n);
        }
      }
      flush() {
        const e = this.stringBuffer;
        return (this.stringBuffer = ''), e;
      }
    };
  });
var Li,
  qA = p(() => {
    nn();
    WA();
    Li = class {
      codecSerializer;
      stringSerializer;
      buffer;
      constructor(e, r, o = new zu(r)) {
        (this.codecSerializer = e), (this.stringSerializer = o);
      }
      setSerdeContext(e) {
        this.codecSerializer.setSerdeContext(e), this.stringSerializer.setSerdeContext(e);
      }
      write(e, r) {
        const o = Oe.of(e),
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
function ln(t, e) {
  if (e.timestampFormat.useTrait) {
    const a = t.getSchema();
    if (a === 5 || a === 6 || a === 7) return a;
  }
  const { httpLabel: r, httpPrefixHeaders: o, httpHeader: n, httpQuery: s } = t.getMergedTraits();
  return (e.httpBindings ? (typeof o == 'string' || n ? 6 : s || r ? 5 : void 0) : void 0) ?? e.timestampFormat.default;
}
var Uu = p(() => {});
var dr,
  fr,
  JA = p(() => {
    (dr = (t) => (
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
      (fr = (t) => ({ requestHandler: t.httpHandler() }));
  });
function XA(t) {
  return (e) => async (r) => {
    const o = r.request;
    if (K.isInstance(o)) {
      const { body: n, headers: s } = o;
      if (
        n &&
        Object.keys(s)
          .map((i) => i.toLowerCase())
          .indexOf(YA) === -1
      )
        try {
          const i = t(n);
          i != null && (o.headers = { ...o.headers, [YA]: String(i) });
        } catch {}
    }
    return e({ ...r, request: o });
  };
}
var YA,
  QA,
  mr,
  e0 = p(() => {
    X();
    YA = 'content-length';
    (QA = {
      step: 'build',
      tags: ['SET_CONTENT_LENGTH', 'CONTENT_LENGTH'],
      name: 'contentLengthMiddleware',
      override: !0,
    }),
      (mr = (t) => ({
        applyToStack: (e) => {
          e.add(XA(t.bodyLengthChecker), QA);
        },
      }));
  });
var hr,
  c2,
  Ih = p(() => {
    (hr = (t) => encodeURIComponent(t).replace(/[!'()*]/g, c2)),
      (c2 = (t) => `%${t.charCodeAt(0).toString(16).toUpperCase()}`);
  });
function vh(t) {
  const e = [];
  for (let r of Object.keys(t).sort()) {
    const o = t[r];
    if (((r = hr(r)), Array.isArray(o))) for (let n = 0, s = o.length; n < s; n++) e.push(`${r}=${hr(o[n])}`);
    else {
      let n = r;
      (o || typeof o == 'string') && (n += `=${hr(o)}`), e.push(n);
    }
  }
  return e.join('&');
}
var t0 = p(() => {
  Ih();
});
var vo,
  Fu = p(() => {
    vo = class {
      serdeContext;
      setSerdeContext(e) {
        this.serdeContext = e;
      }
    };
  });
var Bu,
  r0 = p(() => {
    Bu = class {
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
function Vu() {
  if (Mi === void 0)
    try {
      if (typeof Buffer != 'function') Mi = !1;
      else {
        const t = JSON.parse(Buffer.from([123, 125]));
        Mi = t !== null && typeof t == 'object';
      }
    } catch {
      Mi = !1;
    }
  return Mi;
}
var Mi,
  Th = p(() => {});
function Hu(t, e, r) {
  if (r?.source) {
    const o = r.source;
    if (typeof e == 'number')
      return e <= Number.MAX_SAFE_INTEGER && e >= Number.MIN_SAFE_INTEGER
        ? l2(o, e)
          ? e
          : new be(o, 'bigDecimal')
        : u2(o)
          ? new be(o, 'bigDecimal')
          : /[eE]/.test(o)
            ? p2(o)
            : BigInt(o);
  }
  return e;
}
function u2(t) {
  const e = t.indexOf('.');
  if (e === -1) return !1;
  const r = t.search(/[eE]/);
  if (r === -1) return !0;
  const o = r - e - 1;
  return parseInt(t.slice(r + 1), 10) < o;
}
function l2(t, e) {
  if (t === String(e) || Object.is(e, -0)) return !0;
  if (/[eE]/.test(t)) return Ah(t) === Ah(String(e));
  const r = t.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
    o = String(e);
  return r === o ? !0 : /[eE]/.test(o) ? r === Ah(o) : !1;
}
function Ah(t) {
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
function p2(t) {
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
var Ch = p(() => {
  N();
});
function ju(t) {
  const e = k.of(t),
    r = e.getSchema();
  if (Array.isArray(r) && e.isStructSchema()) {
    if (Rh in r) return r[Rh];
    const o = Gu(e, new Set());
    return (r[Rh] = o), o;
  }
  return Gu(e, new Set());
}
function Gu(t, e) {
  const r = t.getSchema();
  if (e.has(r)) return !1;
  if ((e.add(r), t.isBigIntegerSchema() || t.isBigDecimalSchema())) return !0;
  if (t.isStructSchema()) {
    for (const [, o] of t.structIterator()) if (Gu(o, e)) return !0;
  } else if (t.isListSchema() || t.isMapSchema()) {
    if (Gu(t.getValueSchema(), e)) return !0;
  } else if (t.isDocumentSchema()) return !0;
  return !1;
}
var Rh,
  Ph = p(() => {
    te();
    Rh = Symbol.for('@aws-sdk/reviver');
  });
var o0,
  n0 = p(() => {
    as();
    N();
    o0 = (t, e) => Be(t, e).then((r) => (e?.utf8Encoder ?? se)(r));
  });
async function Ku(t, e, r) {
  let o;
  if (Vu() && typeof t?.[Symbol.asyncIterator] == 'function') {
    const s = await Be(t, e);
    typeof Buffer == 'function' &&
      (Buffer.isBuffer(s) ? (o = s) : (o = Buffer.from(s.buffer, s.byteOffset, s.byteLength)));
  }
  if ((o || (o = await o0(t, e)), o.length === 0)) return {};
  const n = r && ju(r) ? Hu : void 0;
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
var s0,
  Oh,
  Zu,
  Wu,
  i0,
  Nh = p(() => {
    as();
    n0();
    Th();
    Ch();
    Ph();
    (s0 = (t, e) => Object.keys(t).find((r) => r.toLowerCase() === e.toLowerCase())),
      (Oh = (t) => {
        let e = t;
        return (
          typeof e == 'number' && (e = e.toString()),
          e.indexOf(',') >= 0 && (e = e.split(',')[0]),
          e.indexOf(':') >= 0 && (e = e.split(':')[0]),
          e.indexOf('#') >= 0 && (e = e.split('#')[1]),
          e
        );
      }),
      (Zu = (t, e) => i0(t, e, ['header', 'code', 'type'])),
      (Wu = (t, e, r = !1) => i0(t, e, r ? ['code', 'header', 'type'] : ['type', 'code', 'header'])),
      (i0 = ({ headers: t }, e, r) => {
        for (; r.length > 0; )
          switch (r.shift()) {
            case 'header': {
              const n = s0(t ?? {}, 'x-amzn-errortype');
              if (n !== void 0) return Oh(t[n]);
              break;
            }
            case 'code': {
              const s = s0(e ?? {}, 'code');
              if (s && e[s] !== void 0) return Oh(e[s]);
              break;
            }
            case 'type':
              if (e?.__type !== void 0) return Oh(e.__type);
              break;
          }
      });
  });
var To,
  Dh = p(() => {
    Uu();
    te();
    N();
    Fu();
    r0();
    Th();
    Ch();
    Ph();
    Nh();
    X();
    To = class extends vo {
      settings;
      constructor(e) {
        super(), (this.settings = e);
      }
      async read(e, r) {
        let o = ju(e) ? Hu : void 0,
          n;
        if (typeof r == 'string') {
          if (r.length === 0) return {};
          n = JSON.parse(r, o);
        } else if (r instanceof Uint8Array && Vu()) {
          if (r.byteLength === 0) return {};
          const s = Buffer.isBuffer(r) ? r : Buffer.from(r.buffer, r.byteOffset, r.byteLength);
          n = JSON.parse(s, o);
        } else n = await Ku(r, this.serdeContext, e);
        return this._read(e, n);
      }
      readObject(e, r) {
        return this._read(e, r);
      }
      _read(e, r) {
        const o = r !== null && typeof r == 'object',
          n = k.of(e);
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
              for (const c in a) C(a, c) && (c === '__proto__' && so(a), (a[c] = this._read(i, a[c])));
            return a;
          }
        }
        if (n.isBlobSchema() && typeof r == 'string') return Ee(r);
        const s = n.getMergedTraits().mediaType;
        if (n.isStringSchema() && typeof r == 'string' && s)
          return s === 'application/json' || s.endsWith('+json') ? Xe.from(r) : r;
        if (n.isTimestampSchema() && r != null)
          switch (ln(n, this.settings)) {
            case 5:
              return om(r);
            case 6:
              return fi(r);
            case 7:
              return nm(r);
            default:
              return console.warn('Missing timestamp format, parsing value with Date constructor:', r), new Date(r);
          }
        if (n.isBigIntegerSchema() && (typeof r == 'number' || typeof r == 'string')) return BigInt(r);
        if (n.isBigDecimalSchema() && r != null) {
          if (r instanceof be) return r;
          const i = r;
          return i.type === 'bigDecimal' && 'string' in i ? new be(i.string, i.type) : new be(String(r), 'bigDecimal');
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
              a instanceof be || (r[i] = this._read(n, a));
            }
          else {
            const i = r;
            for (const a in i) {
              if (!C(i, a)) continue;
              a === '__proto__' && so(i);
              const c = i[a];
              c instanceof be || (i[a] = this._read(n, c));
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
        o && (c = new Bu(r, n));
        for (const [u, l] of e.structIterator()) {
          let d = u;
          a && ((d = l.getMergedTraits().jsonName ?? d), i && (s[d] = u)),
            o && c.mark(d),
            r[d] != null && (n[u] = this._read(l, r[d]));
        }
        if (o) c.writeUnknown();
        else if (i)
          for (const u in r) {
            if (!C(r, u)) continue;
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
var qu,
  a0,
  c0 = p(() => {
    N();
    (qu = class t extends Uint8Array {
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
          e > a0 + 6e4 &&
            (console.warn(
              '@aws-sdk/core/protocols - WARN - JsonCodec2: you have called a string method on a Uint8Array request body. It has been automatically converted to string. In a future version this will throw an error.',
            ),
            (a0 = e)),
            (this.string = se(this));
        }
        return this.string;
      }
    }),
      (a0 = 0);
  });
function kh(t) {
  return qu.allocUnsafe(t);
}
var Ju,
  u0,
  l0,
  d2,
  f2,
  gs,
  Yu,
  Xu,
  p0,
  m2,
  h2,
  g2,
  Fr,
  d0,
  Ao,
  $h = p(() => {
    Uu();
    te();
    N();
    Fu();
    X();
    c0();
    (Ju = new TextEncoder()),
      (u0 = 123),
      (l0 = 125),
      (d2 = 91),
      (f2 = 93),
      (gs = 34),
      (Yu = 58),
      (Xu = 44),
      (p0 = 92),
      (m2 = new Uint8Array([116, 114, 117, 101])),
      (h2 = new Uint8Array([102, 97, 108, 115, 101])),
      (g2 = new Uint8Array([110, 117, 108, 108])),
      (Fr = new Array(128).fill(null));
    Fr[8] = 'b';
    Fr[9] = 't';
    Fr[10] = 'n';
    Fr[12] = 'f';
    Fr[13] = 'r';
    Fr[34] = '"';
    Fr[92] = '\\';
    for (let t = 0; t < 32; t++) Fr[t] === null && (Fr[t] = 'u00' + t.toString(16).padStart(2, '0'));
    d0 = 2048;
    Ao = class t extends vo {
      settings;
      json;
      i = 0;
      rootSchema;
      rawValue;
      passthrough = !1;
      constructor(e) {
        super(), (this.settings = e), (this.json = kh(d0));
      }
      write(e, r) {
        (this.i = 0),
          (this.rawValue = r),
          (this.rootSchema = k.of(e)),
          (this.passthrough = this.rootSchema.isBlobSchema() || this.rootSchema.isStringSchema()),
          this.passthrough || this.writeValue(this.rootSchema, r, void 0);
      }
      writeDiscriminatedDocument(e, r) {
        (this.i = 0), (this.rootSchema = k.of(e));
        const o = this.rootSchema;
        if (o.isStructSchema() && r != null && typeof r == 'object') {
          this.writeValue(o, r, void 0);
          const n = `"__type":"${o.getName(!0) ?? 'Unknown'}",`,
            s = n.length;
          this.ensure(s),
            this.json.copyWithin(1 + s, 1, this.i),
            Ju.encodeInto(n, this.json.subarray(1)),
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
        return (this.json = kh(d0)), o;
      }
      ensure(e) {
        const { i: r, json: o } = this;
        if (r + e > o.length) {
          let n = o.length * 2;
          for (; n < r + e; ) n *= 2;
          const s = kh(n);
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
        o[n++] = gs;
        for (let s = 0; s < r; ++s) o[n++] = e.charCodeAt(s);
        (o[n++] = gs), (this.i = n);
      }
      writeJsonString(e) {
        const r = e.length;
        this.ensure(r * 3 + 2), (this.json[this.i++] = gs);
        for (let o = 0; o < r; ++o) {
          const n = e.charCodeAt(o);
          if (n > 34 && n < 92) this.json[this.i++] = n;
          else if (n < 128) {
            const s = Fr[n];
            if (s !== null) {
              this.ensure(s.length + 1 + (r - o - 1) * 3 + 1), (this.json[this.i++] = p0);
              for (let i = 0; i < s.length; i++) this.json[this.i++] = s.charCodeAt(i);
            } else this.json[this.i++] = n;
          } else if (n >= 55296 && n <= 56319) {
            const s = o + 1 < r ? e.charCodeAt(o + 1) : 0;
            if (s >= 56320 && s <= 57343) {
              this.ensure(4);
              const { written: i } = Ju.encodeInto(e.substring(o, o + 2), this.json.subarray(this.i));
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
        this.json[this.i++] = gs;
      }
      writeUnicodeEscape(e) {
        let { json: r, i: o } = this;
        (r[o++] = p0), (r[o++] = 117);
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
        o[s++] = gs;
        const i = e.length,
          a = i % 3,
          c = i - a;
        for (let u = 0; u < c; u += 3) {
          const l = e[u],
            d = e[u + 1],
            f = e[u + 2];
          (o[s++] = n[l >> 2]),
            (o[s++] = n[((l & 3) << 4) | (d >> 4)]),
            (o[s++] = n[((d & 15) << 2) | (f >> 6)]),
            (o[s++] = n[f & 63]);
        }
        if (a === 2) {
          const u = e[c],
            l = e[c + 1];
          (o[s++] = n[u >> 2]), (o[s++] = n[((u & 3) << 4) | (l >> 4)]), (o[s++] = n[(l & 15) << 2]), (o[s++] = 61);
        } else if (a === 1) {
          const u = e[c];
          (o[s++] = n[u >> 2]), (o[s++] = n[(u & 3) << 4]), (o[s++] = 61), (o[s++] = 61);
        }
        (o[s++] = gs), (this.i = s);
      }
      writeValue(e, r, o) {
        if (r == null) {
          if (o?.isStructSchema()) {
            if (r === void 0 && k.of(e).isIdempotencyToken()) {
              this.writeAsciiQuoted(is());
              return;
            }
            return;
          }
          this.ensure(4), this.json.set(g2, this.i), (this.i += 4);
          return;
        }
        const n = k.of(e),
          s = typeof r == 'object';
        if (n.isStringSchema()) {
          const i = n.getMergedTraits().mediaType;
          if (i && (i === 'application/json' || i.endsWith('+json'))) {
            this.writeJsonString(Xe.from(r).toString());
            return;
          }
        }
        if (this.settings.bigNumberAsString && r != null && (n.isBigIntegerSchema() || n.isBigDecimalSchema())) {
          const i = r instanceof be ? r.string : String(r);
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
          if (r instanceof be) {
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
            const i = (this.serdeContext?.base64Encoder ?? ye)(r);
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
          r ? (a.set(m2, i), (i += 4)) : (a.set(h2, i), (i += 5)), (this.i = i);
          return;
        }
        if (typeof r == 'bigint') {
          this.writeAscii(r.toString());
          return;
        }
        this.writeAscii(String(r));
      }
      writeStruct(e, r) {
        this.ensure(2), (this.json[this.i++] = u0);
        let o = !1,
          n = typeof r.__type == 'string',
          s;
        n && (s = new Set());
        for (const [i, a] of e.structIterator()) {
          const c = r[i];
          if (c == null && !a.isIdempotencyToken()) continue;
          o && (this.ensure(1), (this.json[this.i++] = Xu)), (o = !0);
          const u = this.settings.jsonName ? (a.getMergedTraits().jsonName ?? i) : i;
          s && (s.add(i), s.add(u)), this.writeAsciiQuoted(u), (this.json[this.i++] = Yu), this.writeValue(a, c, e);
        }
        if (!o && e.isUnionSchema()) {
          const { $unknown: i } = r;
          if (Array.isArray(i)) {
            const [a, c] = i;
            this.writeAsciiQuoted(a), this.ensure(1), (this.json[this.i++] = Yu), this.writeValue(15, c, e);
          }
        } else if (n)
          for (const i in r) {
            if (s.has(i)) continue;
            s.add(i);
            const a = r[i];
            o && (this.ensure(1), (this.json[this.i++] = Xu)),
              (o = !0),
              this.writeAsciiQuoted(i),
              this.ensure(1),
              (this.json[this.i++] = Yu),
              this.writeValue(15, a, void 0);
          }
        this.ensure(1), (this.json[this.i++] = l0);
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
          this.ensure(c.length * 3), (this.i += Ju.encodeInto(c, this.json.subarray(this.i)).written);
          return;
        }
        this.ensure(2), (this.json[this.i++] = d2);
        let i = !1;
        for (let a = 0; a < r.length; ++a) {
          const c = r[a];
          (o ? c === void 0 : c == null && !n) ||
            (i && (this.ensure(1), (this.json[this.i++] = Xu)), this.writeValue(s, c, void 0), (i = !0));
        }
        this.ensure(1), (this.json[this.i++] = f2);
      }
      writeMap(e, r, o) {
        const n = !!e.getMergedTraits().sparse,
          s = e.getValueSchema();
        if (!o && (s.isStringSchema() || s.isNumericSchema() || s.isBooleanSchema())) {
          let a;
          for (const u in r) {
            if (!C(r, u)) continue;
            const l = r[u];
            Number.isNaN(l) || l === 1 / 0 || l === -1 / 0
              ? (((a ??= {})[u] = l), (r[u] = String(l)))
              : l === null && !n && (((a ??= {})[u] = null), (r[u] = void 0));
          }
          const c = JSON.stringify(r);
          a && Object.assign(r, a),
            this.ensure(c.length * 3),
            (this.i += Ju.encodeInto(c, this.json.subarray(this.i)).written);
          return;
        }
        this.ensure(2), (this.json[this.i++] = u0);
        let i = !0;
        for (const a in r) {
          if (!C(r, a)) continue;
          const c = r[a];
          (o ? c === void 0 : c == null && !n) ||
            (i || (this.ensure(1), (this.json[this.i++] = Xu)),
            (i = !1),
            this.writeJsonString(a),
            this.ensure(1),
            (this.json[this.i++] = Yu),
            this.writeValue(s, c, void 0));
        }
        this.ensure(1), (this.json[this.i++] = l0);
      }
      writeTimestamp(e, r) {
        switch (ln(e, this.settings)) {
          case 5: {
            const n = r.toISOString().replace('.000Z', 'Z');
            this.writeAsciiQuoted(n);
            return;
          }
          case 6: {
            this.writeAsciiQuoted(Qo(r));
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
var Br,
  f0 = p(() => {
    Fu();
    Dh();
    $h();
    Br = class extends vo {
      settings;
      constructor(e) {
        super(), (this.settings = e);
      }
      createSerializer() {
        const e = new Ao(this.settings);
        return e.setSerdeContext(this.serdeContext), e;
      }
      createDeserializer() {
        const e = new To(this.settings);
        return e.setSerdeContext(this.serdeContext), e;
      }
    };
  });
var z = p(() => {
  as();
  uh();
  jA();
  KA();
  wh();
  ZA();
  qA();
  Uu();
  X();
  X();
  JA();
  e0();
  Ih();
  t0();
  X();
  Nh();
  f0();
  $h();
  Dh();
});
var m0,
  h0,
  gr,
  g0 = p(() => {
    z();
    (m0 = (t) => (e) => async (r) => {
      if (!K.isInstance(r.request)) return e(r);
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
      (h0 = { name: 'hostHeaderMiddleware', step: 'build', priority: 'low', tags: ['HOST'], override: !0 }),
      (gr = (t) => ({
        applyToStack: (e) => {
          e.add(m0(t), h0);
        },
      }));
  });
var y0,
  S0,
  yr,
  x0 = p(() => {
    (y0 = () => (t, e) => async (r) => {
      try {
        const o = await t(r),
          { clientName: n, commandName: s, logger: i, dynamoDbDocumentClientOptions: a = {} } = e,
          { overrideInputFilterSensitiveLog: c, overrideOutputFilterSensitiveLog: u } = a,
          l = c ?? e.inputFilterSensitiveLog,
          d = u ?? e.outputFilterSensitiveLog,
          { $metadata: f, ...m } = o.output;
        return i?.info?.({ clientName: n, commandName: s, input: l(r.input), output: d(m), metadata: f }), o;
      } catch (o) {
        const { clientName: n, commandName: s, logger: i, dynamoDbDocumentClientOptions: a = {} } = e,
          { overrideInputFilterSensitiveLog: c } = a,
          u = c ?? e.inputFilterSensitiveLog;
        throw (i?.error?.({ clientName: n, commandName: s, input: u(r.input), error: o, metadata: o.$metadata }), o);
      }
    }),
      (S0 = { name: 'loggerMiddleware', tags: ['LOGGER'], step: 'initialize', override: !0 }),
      (yr = (t) => ({
        applyToStack: (e) => {
          e.add(y0(), S0);
        },
      }));
  });
var _0,
  E0 = p(() => {
    _0 = {
      step: 'build',
      tags: ['RECURSION_DETECTION', 'TRACE_CONTEXT_PROPAGATION'],
      name: 'recursionDetectionMiddleware',
      override: !0,
      priority: 'low',
    };
  });
function _2(t) {
  for (const e of Object.keys(t)) {
    const r = e.toLowerCase();
    e !== r && (r === Mh || r === b0 || r === w0) && ((t[r] = t[e]), delete t[e]);
  }
}
var S2,
  x2,
  Lh,
  Mh,
  b0,
  w0,
  I0,
  v0 = p(() => {
    Qs();
    z();
    (S2 = 'AWS_LAMBDA_FUNCTION_NAME'),
      (x2 = '_X_AMZN_TRACE_ID'),
      (Lh = 'X-Amzn-Trace-Id'),
      (Mh = 'traceparent'),
      (b0 = 'tracestate'),
      (w0 = 'baggage'),
      (I0 = () => (t) => async (e) => {
        const { request: r } = e;
        if (!K.isInstance(r)) return t(e);
        let o;
        {
          const n = Object.keys(r.headers ?? {}).find((s) => s.toLowerCase() === Lh.toLowerCase()) ?? Lh;
          if (!Object.hasOwn(r.headers, n)) {
            const s = process.env[S2],
              i = process.env[x2];
            o ??= await Xs.getInstanceAsync();
            const c = o?.getXRayTraceId() ?? i,
              u = (l) => typeof l == 'string' && l.length > 0;
            u(s) && u(c) && (r.headers[Lh] = c);
          }
        }
        if ((_2(r.headers), !r.headers[Mh])) {
          const s = (o ??= await Xs.getInstanceAsync())?.getTraceparent?.();
          if (s) {
            r.headers[Mh] = s;
            const i = o?.getTracestate?.();
            i && (r.headers[b0] = i);
            const a = o?.getBaggage?.();
            a && (r.headers[w0] = a);
          }
        }
        return t(e);
      });
  });
var Sr,
  T0 = p(() => {
    E0();
    v0();
    Sr = (t) => ({
      applyToStack: (e) => {
        e.add(I0(), _0);
      },
    });
  });
var A0,
  C0 = p(() => {
    A0 = (t, e) => {
      if (!e || e.length === 0) return t;
      const r = [];
      for (const o of e) for (const n of t) n.schemeId.split('#')[1] === o && r.push(n);
      for (const o of t) r.find(({ schemeId: n }) => n === o.schemeId) || r.push(o);
      return r;
    };
  });
function E2(t) {
  const e = new Map();
  for (const r of t) e.set(r.schemeId, r);
  return e;
}
var zh,
  R0 = p(() => {
    X();
    C0();
    zh = (t, e) => (r, o) => async (n) => {
      const s = t.httpAuthSchemeProvider(await e.httpAuthSchemeParametersProvider(t, o, n.input)),
        i = t.authSchemePreference ? await t.authSchemePreference() : [],
        a = A0(s, i),
        c = E2(t.httpAuthSchemes),
        u = pe(o),
        l = [];
      for (const d of a) {
        const f = c.get(d.schemeId);
        if (!f) {
          l.push(`HttpAuthScheme \`${d.schemeId}\` was not enabled for this service.`);
          continue;
        }
        const m = f.identityProvider(await e.identityProviderConfigProvider(t));
        if (!m) {
          l.push(`HttpAuthScheme \`${d.schemeId}\` did not have an IdentityProvider configured.`);
          continue;
        }
        const { identityProperties: h = {}, signingProperties: g = {} } = d.propertiesExtractor?.(t, o) || {};
        (d.identityProperties = Object.assign(d.identityProperties || {}, h)),
          (d.signingProperties = Object.assign(d.signingProperties || {}, g)),
          (u.selectedHttpAuthScheme = { httpAuthOption: d, identity: await m(d.identityProperties), signer: f.signer });
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
var Uh,
  Ot,
  P0 = p(() => {
    R0();
    (Uh = {
      step: 'serialize',
      tags: ['HTTP_AUTH_SCHEME'],
      name: 'httpAuthSchemeMiddleware',
      override: !0,
      relation: 'before',
      toMiddleware: 'endpointV2Middleware',
    }),
      (Ot = (t, { httpAuthSchemeParametersProvider: e, identityProviderConfigProvider: r }) => ({
        applyToStack: (o) => {
          o.addRelativeTo(zh(t, { httpAuthSchemeParametersProvider: e, identityProviderConfigProvider: r }), Uh);
        },
      }));
  });
var O0 = p(() => {
  P0();
});
var b2,
  w2,
  Fh,
  N0 = p(() => {
    z();
    X();
    (b2 = (t) => (e) => {
      throw e;
    }),
      (w2 = (t, e) => {}),
      (Fh = (t) => (e, r) => async (o) => {
        if (!K.isInstance(o.request)) return e(o);
        const s = pe(r).selectedHttpAuthScheme;
        if (!s) throw new Error('No HttpAuthScheme was selected: unable to sign request');
        const {
            httpAuthOption: { signingProperties: i = {} },
            identity: a,
            signer: c,
          } = s,
          u = await e({ ...o, request: await c.sign(o.request, a, i) }).catch((c.errorHandler || b2)(i));
        return (c.successHandler || w2)(u.response, i), u;
      });
  });
var Bh,
  Nt,
  D0 = p(() => {
    N0();
    (Bh = {
      step: 'finalizeRequest',
      tags: ['HTTP_SIGNING'],
      name: 'httpSigningMiddleware',
      aliases: ['apiKeyMiddleware', 'tokenMiddleware', 'awsAuthMiddleware'],
      override: !0,
      relation: 'after',
      toMiddleware: 'retryMiddleware',
    }),
      (Nt = (t) => ({
        applyToStack: (e) => {
          e.addRelativeTo(Fh(t), Bh);
        },
      }));
  });
var k0 = p(() => {
  D0();
});
var xr,
  $0 = p(() => {
    xr = (t) => {
      if (typeof t == 'function') return t;
      const e = Promise.resolve(t);
      return () => e;
    };
  });
function zi(t, e, r, o, n) {
  return async function* (i, a, ...c) {
    let u = a,
      l = i.startingToken ?? u[r],
      d = !0,
      f;
    for (; d; ) {
      if (((u[r] = l), n && (u[n] = u[n] ?? i.pageSize), i.client instanceof t))
        f = await I2(e, i.client, a, i.withCommand, ...c);
      else throw new Error(`Invalid client, expected instance of ${t.name}`);
      yield f;
      const m = l;
      (l = v2(f, o)), (d = !!(l && (!i.stopOnSameToken || l !== m)));
    }
    return void 0;
  };
}
var I2,
  v2,
  L0 = p(() => {
    I2 = async (t, e, r, o = (s) => s, ...n) => {
      let s = new t(r);
      return (s = o(s) ?? s), await e.send(s, ...n);
    };
    v2 = (t, e) => {
      let r = t,
        o = e.split('.');
      for (const n of o) {
        if (!r || typeof r != 'object') return;
        r = r[n];
      }
      return r;
    };
  });
var pt,
  M0 = p(() => {
    X();
    pt = class {
      authSchemes = new Map();
      constructor(e) {
        for (const r in e) {
          if (!C(e, r)) continue;
          const o = e[r];
          o !== void 0 && this.authSchemes.set(r, o);
        }
      }
      getIdentityProvider(e) {
        return this.authSchemes.get(e);
      }
    };
  });
var ot,
  z0 = p(() => {
    ot = class {
      async sign(e, r, o) {
        return e;
      }
    };
  });
var U0 = p(() => {
  z0();
});
var Vh,
  Qu,
  Ui,
  el,
  F0 = p(() => {
    (Vh = (t) => (r) => Ui(r) && r.expiration.getTime() - Date.now() < t),
      (Qu = Vh(3e5)),
      (Ui = (t) => t.expiration !== void 0),
      (el = (t, e, r) => {
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
var B0 = p(() => {
  M0();
  U0();
  F0();
});
var Ve = p(() => {
  O0();
  k0();
  $0();
  L0();
  B0();
});
function R2(t) {
  return t === void 0 ? !0 : typeof t == 'string' && t.length <= 50;
}
function _r(t) {
  const e = xr(t.userAgentAppId ?? tl),
    { customUserAgent: r } = t;
  return Object.assign(t, {
    customUserAgent: typeof r == 'string' ? [[r]] : r,
    userAgentAppId: async () => {
      const o = await e();
      if (!R2(o)) {
        const n = t.logger?.constructor?.name === 'NoOpLogger' || !t.logger ? console : t.logger;
        typeof o != 'string'
          ? n?.warn('userAgentAppId must be a string or undefined.')
          : o.length > 50 && n?.warn('The provided userAgentAppId exceeds the maximum length of 50 characters.');
      }
      return o;
    },
  });
}
var tl,
  Hh = p(() => {
    Ve();
    tl = void 0;
  });
var V0,
  H0 = p(() => {
    V0 = {
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
var P2,
  O2,
  G0,
  j0,
  Gh = p(() => {
    H0();
    (P2 = V0),
      (O2 = ''),
      (G0 = (t) => {
        const { partitions: e } = P2;
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
      (j0 = () => O2);
  });
import { Readable as N2 } from 'node:stream';
var jh,
  K0 = p(() => {
    jh = (t) => t?.body instanceof N2 || (typeof ReadableStream < 'u' && t?.body instanceof ReadableStream);
  });
var Z0,
  W0,
  q0,
  J0,
  Y0,
  X0 = p(() => {
    (Z0 = [
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
      (W0 = ['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']),
      (q0 = [500, 502, 503, 504]),
      (J0 = ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']),
      (Y0 = ['EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
  });
function L2(t) {
  return t.code === 'ERR_HTTP2_STREAM_ERROR' && t.message.includes('NGHTTP2_REFUSED_STREAM');
}
var D2,
  k2,
  $2,
  rl,
  ol,
  Q0,
  Kh = p(() => {
    X0();
    (D2 = (t) => t?.$retryable !== void 0),
      (k2 = (t) => t.$metadata?.clockSkewCorrected),
      ($2 = (t) => {
        const e = new Set([
          'Failed to fetch',
          'NetworkError when attempting to fetch resource',
          'The Internet connection appears to be offline',
          'Load failed',
          'Network request failed',
        ]);
        return t && t instanceof TypeError ? e.has(t.message) : !1;
      }),
      (rl = (t) => t.$metadata?.httpStatusCode === 429 || Z0.includes(t.name) || t.$retryable?.throttling == !0),
      (ol = (t, e = 0) =>
        t?.name !== 'AbortError' &&
        (D2(t) ||
          k2(t) ||
          (t.name === 'InvalidSignatureException' && t.message?.includes('Signature expired')) ||
          W0.includes(t.name) ||
          J0.includes(t?.code || '') ||
          Y0.includes(t?.code || '') ||
          q0.includes(t.$metadata?.httpStatusCode || 0) ||
          $2(t) ||
          L2(t) ||
          (t.cause !== void 0 && e <= 10 && ol(t.cause, e + 1)))),
      (Q0 = (t) => {
        if (t.$metadata?.httpStatusCode !== void 0) {
          const e = t.$metadata.httpStatusCode;
          return 500 <= e && e <= 599 && !ol(t);
        }
        return !1;
      });
  });
var nl,
  M2,
  eC,
  tC = p(() => {
    (nl = (t, e) => {
      if (!e) return t;
      let r = () => {},
        o = new Promise((n, s) => {
          const i = () => s(M2());
          e.aborted
            ? i()
            : typeof e.addEventListener == 'function'
              ? (e.addEventListener('abort', i, { once: !0 }), (r = () => e.removeEventListener('abort', i)))
              : (e.onabort = i);
        });
      return Promise.race([t, o]).finally(r);
    }),
      (M2 = () => Object.assign(new Error('Request aborted'), { name: 'AbortError' })),
      (eC = (t) => typeof t == 'object' && t !== null && 'name' in t && t.name === 'AbortError');
  });
var rC,
  oC,
  nC = p(() => {
    (rC = 'amz-sdk-invocation-id'), (oC = 'amz-sdk-request');
  });
function sC(t, e) {
  if (Je.isInstance(t))
    for (const r in t.headers) {
      if (!C(t.headers, r)) continue;
      const o = r.toLowerCase();
      if (o === 'retry-after') {
        let n = t.headers[r],
          s = NaN;
        if (n.endsWith('GMT'))
          try {
            s = (fi(n).getTime() - Date.now()) / 1e3;
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
var iC = p(() => {
  X();
  z();
  N();
});
var aC,
  cC = p(() => {
    aC = (t) =>
      t instanceof Error
        ? t
        : t instanceof Object
          ? Object.assign(new Error(), t)
          : typeof t == 'string'
            ? new Error(t)
            : new Error(`AWS SDK error wrapper for ${t}`);
  });
function Zh(t) {
  return (e) => (r, o) => async (n) => {
    let s = await e.retryStrategy(),
      i = await e.maxAttempts(),
      a = o[Jt]?.abortSignal;
    if (z2(s)) {
      s = s;
      let c = (o.partition_id ?? '') + (o.__retryLongPoll ? ':longpoll' : ''),
        u = await nl(s.acquireInitialRetryToken(c), a),
        l = new Error(),
        d = 0,
        f = 0,
        { request: m } = n,
        h = K.isInstance(m);
      for (h && (m.headers[rC] = ch()); ; )
        try {
          h && (m.headers[oC] = `attempt=${d + 1}; max=${i}`);
          const { response: g, output: y } = await r(n);
          return (
            s.recordSuccess(u),
            (y.$metadata.attempts = d + 1),
            (y.$metadata.totalRetryDelay = f),
            { response: g, output: y }
          );
        } catch (g) {
          const y = U2(g, e.logger);
          if (((l = aC(g)), h && t(m)))
            throw (
              ((o.logger instanceof Ye ? console : o.logger)?.warn(
                'An error was encountered in a non-retryable streaming request.',
              ),
              l)
            );
          try {
            u = await nl(s.refreshRetryTokenForRetry(u, y), a);
          } catch (x) {
            throw a?.aborted && eC(x)
              ? x
              : (l.$metadata || (l.$metadata = {}),
                (l.$metadata.attempts = d + 1),
                (l.$metadata.totalRetryDelay = f),
                l);
          }
          d = u.getRetryCount();
          const S = u.getRetryDelay();
          (f += (u?.$retryLog?.acquisitionDelay ?? 0) + S),
            S > 0 && (await nl(new Promise((x) => setTimeout(x, S)), a));
        }
    } else
      return (s = s), s?.mode && (o.userAgent = [...(o.userAgent || []), ['cfg/retry-mode', s.mode]]), s.retry(r, n);
  };
}
function uC(t) {
  const e = Zh(t);
  return (r) => ({
    applyToStack: (o) => {
      o.add(e(r), B2);
    },
  });
}
var z2,
  U2,
  F2,
  B2,
  lC = p(() => {
    P();
    z();
    N();
    kr();
    Kh();
    tC();
    nC();
    iC();
    cC();
    (z2 = (t) =>
      typeof t.acquireInitialRetryToken < 'u' &&
      typeof t.refreshRetryTokenForRetry < 'u' &&
      typeof t.recordSuccess < 'u'),
      (U2 = (t, e) => {
        const r = { error: t, errorType: F2(t) },
          o = sC(t.$response, e);
        return o && (r.retryAfterHint = o), r;
      }),
      (F2 = (t) => (rl(t) ? 'THROTTLING' : ol(t) ? 'TRANSIENT' : Q0(t) ? 'SERVER_ERROR' : 'CLIENT_ERROR')),
      (B2 = { name: 'retryMiddleware', tags: ['RETRY'], step: 'finalizeRequest', priority: 'high', override: !0 });
  });
var sl,
  pC = p(() => {
    Kh();
    sl = class t {
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
        if (o?.errorType === 'THROTTLING' || rl(o?.error ?? e)) {
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
var we,
  Fi = p(() => {
    we = class {
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
var il,
  dC = p(() => {
    Fi();
    il = class {
      x = we.delay();
      computeNextBackoffDelay(e) {
        const n = Math.random() * Math.min(this.x * 2 ** e, 2e4);
        return Math.floor(n);
      }
      setDelayBase(e) {
        this.x = e;
      }
    };
  });
var Bi,
  fC = p(() => {
    Bi = class {
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
var Ct,
  Co,
  Rt,
  Vi = p(() => {
    ((t) => {
      (t.STANDARD = 'standard'), (t.ADAPTIVE = 'adaptive');
    })(Ct || (Ct = {}));
    (Co = 3), (Rt = Ct.STANDARD);
  });
var al,
  pn,
  Wh = p(() => {
    dC();
    fC();
    Vi();
    Fi();
    (al = { incompatible: 1, attempts: 2, capacity: 3 }),
      (pn = class {
        mode = Ct.STANDARD;
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
            (this.maxAttemptsProvider ??= async () => Co),
            (this.baseDelay ??= we.delay()),
            (this.retryBackoffStrategy ??= new il());
        }
        async acquireInitialRetryToken(e) {
          return new Bi(we.delay(), 0, void 0, e.includes(':longpoll'));
        }
        async refreshRetryTokenForRetry(e, r) {
          const o = await this.getMaxAttempts(),
            n = this.retryCode(e, r, o),
            s = n === 0,
            i = e.isLongPoll?.();
          if (s || i) {
            const a = r.errorType;
            this.retryBackoffStrategy.setDelayBase(a === 'THROTTLING' ? we.throttlingDelay() : this.baseDelay);
            let c = this.retryBackoffStrategy.computeNextBackoffDelay(e.getRetryCount()),
              u = c;
            if (
              (r.retryAfterHint instanceof Date &&
                (u = Math.max(c, Math.min(r.retryAfterHint.getTime() - Date.now(), c + 5e3))),
              s)
            ) {
              const l = this.getCapacityCost(a);
              this.capacity -= l;
              const d = new Bi(0, e.getRetryCount() + 1, l, e.isLongPoll?.() ?? !1);
              return await new Promise((f) => setTimeout(f, u)), (d.$retryLog.acquisitionDelay = u), d;
            } else {
              const l = n === al.capacity && i ? u : 0;
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
            return console.warn(`Max attempts provider could not resolve. Using default of ${Co}`), Co;
          }
        }
        retryCode(e, r, o) {
          const n = e.getRetryCount() + 1,
            s = this.isRetryableError(r.errorType) ? 0 : al.incompatible,
            i = n < o ? 0 : al.attempts,
            a = this.capacity >= this.getCapacityCost(r.errorType) ? 0 : al.capacity;
          return s || i || a;
        }
        getCapacityCost(e) {
          return e === we.modifiedCostType() ? we.throttlingCost() : we.cost();
        }
        isRetryableError(e) {
          return e === 'THROTTLING' || e === 'TRANSIENT';
        }
      });
  });
var cl,
  mC = p(() => {
    pC();
    Wh();
    Vi();
    cl = class {
      mode = Ct.ADAPTIVE;
      rateLimiter;
      standardRetryStrategy;
      constructor(e, r) {
        const { rateLimiter: o } = r ?? {};
        (this.rateLimiter = o ?? new sl()),
          (this.standardRetryStrategy = r ? new pn({ maxAttempts: typeof e == 'number' ? e : 3, ...r }) : new pn(e));
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
var qh,
  Jh,
  Dt,
  Er,
  hC,
  gC,
  br,
  yC = p(() => {
    P();
    mC();
    Wh();
    Vi();
    Fi();
    (qh = 'AWS_MAX_ATTEMPTS'),
      (Jh = 'max_attempts'),
      (Dt = {
        environmentVariableSelector: (t) => {
          const e = t[qh];
          if (!e) return;
          const r = parseInt(e);
          if (Number.isNaN(r)) throw new Error(`Environment variable ${qh} mast be a number, got "${e}"`);
          return r;
        },
        configFileSelector: (t) => {
          const e = t[Jh];
          if (!e) return;
          const r = parseInt(e);
          if (Number.isNaN(r)) throw new Error(`Shared config file entry ${Jh} mast be a number, got "${e}"`);
          return r;
        },
        default: Co,
      }),
      (Er = (t, e) => {
        let { retryStrategy: r, retryMode: o } = t,
          { defaultMaxAttempts: n = Co, defaultBaseDelay: s = we.delay() } = e ?? {},
          i = Q(t.maxAttempts ?? n),
          a = r ? Promise.resolve(r) : void 0,
          c = async () => {
            const u = await i();
            return (await Q(o)()) === Ct.ADAPTIVE
              ? new cl(i, { maxAttempts: u, baseDelay: s })
              : new pn({ maxAttempts: u, baseDelay: s });
          };
        return Object.assign(t, { maxAttempts: i, retryStrategy: () => (a ??= c()) });
      }),
      (hC = 'AWS_RETRY_MODE'),
      (gC = 'retry_mode'),
      (br = { environmentVariableSelector: (t) => t[hC], configFileSelector: (t) => t[gC], default: Rt });
  });
var $ie,
  Vr,
  kt = p(() => {
    K0();
    lC();
    Vi();
    Fi();
    yC();
    ($ie = Zh(jh)), (Vr = uC(jh));
  });
async function SC(t, e, r) {
  if (
    (r.request?.headers?.['smithy-protocol'] === 'rpc-v2-cbor' && Et(t, 'PROTOCOL_RPC_V2_CBOR', 'M'),
    typeof e.retryStrategy == 'function')
  ) {
    const s = await e.retryStrategy();
    if (typeof s.mode == 'string')
      switch (s.mode) {
        case Ct.ADAPTIVE:
          Et(t, 'RETRY_MODE_ADAPTIVE', 'F');
          break;
        case Ct.STANDARD:
          Et(t, 'RETRY_MODE_STANDARD', 'E');
          break;
      }
  }
  if (typeof e.accountIdEndpointMode == 'function') {
    const s = t.endpointV2;
    switch (
      (String(s?.url?.hostname).match(G2) && Et(t, 'ACCOUNT_ID_ENDPOINT', 'O'), await e.accountIdEndpointMode?.())
    ) {
      case 'disabled':
        Et(t, 'ACCOUNT_ID_MODE_DISABLED', 'Q');
        break;
      case 'preferred':
        Et(t, 'ACCOUNT_ID_MODE_PREFERRED', 'P');
        break;
      case 'required':
        Et(t, 'ACCOUNT_ID_MODE_REQUIRED', 'R');
        break;
    }
  }
  const n = t.__smithy_context?.selectedHttpAuthScheme?.identity;
  if (n?.$source) {
    const s = n;
    s.accountId && Et(t, 'RESOLVED_ACCOUNT_ID', 'T');
    for (const [i, a] of Object.entries(s.$source ?? {})) Et(t, i, a);
  }
}
var G2,
  xC = p(() => {
    kt();
    Yf();
    G2 = /\d{12}\.ddb/;
  });
var Yh,
  ul,
  _C,
  EC,
  bC = p(() => {
    (Yh = 'user-agent'), (ul = 'x-amz-user-agent'), (_C = /[^!$%&'*+\-.^_`|~\w]/g), (EC = /[^!$%&'*+\-.^_`|~\w#]/g);
  });
function wC(t) {
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
var IC = p(() => {});
var AC,
  ll,
  CC,
  wr,
  RC = p(() => {
    z();
    Gh();
    xC();
    bC();
    IC();
    (AC = (t) => (e, r) => async (o) => {
      const { request: n } = o;
      if (!K.isInstance(n)) return e(o);
      const { headers: s } = n,
        i = r?.userAgent?.map(ll) || [],
        a = (await t.defaultUserAgentProvider()).map(ll);
      await SC(r, t, o);
      const c = r;
      a.push(`m/${wC(Object.assign({}, r.__smithy_context?.features, c.__aws_sdk_context?.features))}`);
      const u = t?.customUserAgent?.map(ll) || [],
        l = await t.userAgentAppId();
      l && a.push(ll(['app', `${l}`]));
      const d = j0(),
        f = (d ? [d] : []).concat([...a, ...i, ...u]).join(' '),
        m = [...a.filter((h) => h.startsWith('aws-sdk-')), ...u].join(' ');
      return (
        t.runtime !== 'browser' ? (m && (s[ul] = s[ul] ? `${s[Yh]} ${m}` : m), (s[Yh] = f)) : (s[ul] = f),
        e({ ...o, request: n })
      );
    }),
      (ll = (t) => {
        let e = t[0]
            .split('/')
            .map((i) => i.replace(_C, '-'))
            .join('/'),
          r = t[1]?.replace(EC, '-'),
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
      (CC = {
        name: 'getUserAgentMiddleware',
        step: 'build',
        priority: 'low',
        tags: ['SET_USER_AGENT', 'USER_AGENT'],
        override: !0,
      }),
      (wr = (t) => ({
        applyToStack: (e) => {
          e.add(AC(t), CC);
        },
      }));
  });
import { versions as Qh } from 'node:process';
var PC,
  OC = p(() => {
    PC = () => {
      const t = ['deno', 'bun', 'llrt'];
      for (const e of t) if (Qh[e]) return [`md/${e}`, Qh[e]];
      return ['md/nodejs', Qh.node];
    };
  });
var eg,
  NC = p(() => {
    eg = { isCrtAvailable: !1 };
  });
var DC,
  kC = p(() => {
    NC();
    DC = () => (eg.isCrtAvailable ? ['md/crt-avail'] : null);
  });
import { platform as j2, release as K2 } from 'node:os';
import { env as $C } from 'node:process';
var Ir,
  LC = p(() => {
    OC();
    kC();
    Ir = ({ serviceId: t, clientVersion: e }) => {
      const r = PC();
      return async (o) => {
        const n = [['aws-sdk-js', e], ['ua', '2.1'], [`os/${j2()}`, K2()], ['lang/js'], r],
          s = DC();
        s && n.push(s),
          t && n.push([`api/${t}`, e]),
          $C.AWS_EXECUTION_ENV && n.push([`exec-env/${$C.AWS_EXECUTION_ENV}`]);
        const i = await o?.userAgentAppId?.();
        return i ? [...n, [`app/${i}`]] : [...n];
      };
    };
  });
var MC,
  zC,
  Z2,
  vr,
  UC = p(() => {
    Hh();
    (MC = 'AWS_SDK_UA_APP_ID'),
      (zC = 'sdk_ua_app_id'),
      (Z2 = 'sdk-ua-app-id'),
      (vr = { environmentVariableSelector: (t) => t[MC], configFileSelector: (t) => t[zC] ?? t[Z2], default: tl });
  });
var FC = p(() => {
  ie();
});
var tg,
  BC = p(() => {
    ie();
    FC();
    tg = (t, e = !1) => {
      if (e) {
        for (const r of t.split('.')) if (!tg(r)) return !1;
        return !0;
      }
      return !(!$r(t) || t.length < 3 || t.length > 63 || t !== t.toLowerCase() || ns(t));
    };
  });
var VC,
  HC = p(() => {
    VC = (t) => {
      const e = t.split(':');
      if (e.length < 6) return null;
      const [r, o, n, s, i, ...a] = e;
      if (r !== 'arn' || o === '' || n === '' || a.join(':') === '') return null;
      const c = a.flatMap((u) => u.split('/'));
      return { partition: o, service: n, region: s, accountId: i, resourceId: c };
    };
  });
var $t,
  GC = p(() => {
    ie();
    BC();
    HC();
    Gh();
    $t = { isVirtualHostableS3Bucket: tg, parseArn: VC, partition: G0 };
    rt.aws = $t;
  });
function rg(t = {}) {
  return A(
    {
      ...tt,
      async default() {
        return (
          jC.silence ||
            console.warn(
              '@aws-sdk - WARN - default STS region of us-east-1 used. See @aws-sdk/credential-providers README and set a region explicitly.',
            ),
          'us-east-1'
        );
      },
    },
    { ...vt, ...t },
  );
}
var jC,
  KC = p(() => {
    $();
    jC = { silence: !1 };
  });
var Tr,
  Ar,
  ZC = p(() => {
    (Tr = (t) => ({
      setRegion(e) {
        t.region = e;
      },
      region() {
        return t.region;
      },
    })),
      (Ar = (t) => ({ region: t.region() }));
  });
var U = p(() => {
  TI();
  AI();
  Yf();
  CI();
  g0();
  x0();
  T0();
  Hh();
  RC();
  LC();
  UC();
  GC();
  KC();
  ZC();
});
var mR = Ds((fce, fR) => {
  function io(t) {
    Object.defineProperty(this, '_next', { writable: !1, enumerable: !1, value: t }), (this.done = !1);
  }
  io.prototype.next = function () {
    if (this.done) return { done: !0 };
    var t = this._next();
    return t.done && (this.done = !0), t;
  };
  typeof Symbol < 'u' &&
    (io.prototype[Symbol.iterator] = function () {
      return this;
    });
  io.of = function () {
    var t = arguments,
      e = t.length,
      r = 0;
    return new io(() => (r >= e ? { done: !0 } : { done: !1, value: t[r++] }));
  };
  io.empty = () => {
    var t = new io(null);
    return (t.done = !0), t;
  };
  io.is = (t) => (t instanceof io ? !0 : typeof t == 'object' && t !== null && typeof t.next == 'function');
  fR.exports = io;
});
var lg = Ds((mce, SR) => {
  var hR = typeof ArrayBuffer < 'u',
    gR = typeof Symbol < 'u';
  function yR(t, e) {
    var r, o, n, s, i;
    if (!t) throw new Error('obliterator/forEach: invalid iterable.');
    if (typeof e != 'function') throw new Error('obliterator/forEach: expecting a callback.');
    if (
      Array.isArray(t) ||
      (hR && ArrayBuffer.isView(t)) ||
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
      (gR && Symbol.iterator in t && typeof t.next != 'function' && (t = t[Symbol.iterator]()),
      typeof t.next == 'function')
    ) {
      for (r = t, n = 0; (i = r.next()), i.done !== !0; ) e(i.value, n), n++;
      return;
    }
    for (o in t) Object.hasOwn(t, o) && e(t[o], o);
  }
  yR.forEachWithNullKeys = (t, e) => {
    var r, o, n, s, i;
    if (!t) throw new Error('obliterator/forEachWithNullKeys: invalid iterable.');
    if (typeof e != 'function') throw new Error('obliterator/forEachWithNullKeys: expecting a callback.');
    if (
      Array.isArray(t) ||
      (hR && ArrayBuffer.isView(t)) ||
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
      (gR && Symbol.iterator in t && typeof t.next != 'function' && (t = t[Symbol.iterator]()),
      typeof t.next == 'function')
    ) {
      for (r = t, n = 0; (i = r.next()), i.done !== !0; ) e(i.value, null), n++;
      return;
    }
    for (o in t) Object.hasOwn(t, o) && e(t[o], o);
  };
  SR.exports = yR;
});
var pg = Ds((Hr) => {
  var t3 = 2 ** 8 - 1,
    r3 = 2 ** 16 - 1,
    o3 = 2 ** 32 - 1,
    n3 = 2 ** 7 - 1,
    s3 = 2 ** 15 - 1,
    i3 = 2 ** 31 - 1;
  Hr.getPointerArray = (t) => {
    var e = t - 1;
    return e <= t3 ? Uint8Array : e <= r3 ? Uint16Array : e <= o3 ? Uint32Array : Float64Array;
  };
  Hr.getSignedPointerArray = (t) => {
    var e = t - 1;
    return e <= n3 ? Int8Array : e <= s3 ? Int16Array : e <= i3 ? Int32Array : Float64Array;
  };
  Hr.getNumberType = (t) =>
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
  var a3 = {
    Uint8Array: 1,
    Int8Array: 2,
    Uint16Array: 3,
    Int16Array: 4,
    Uint32Array: 5,
    Int32Array: 6,
    Float32Array: 7,
    Float64Array: 8,
  };
  Hr.getMinimalRepresentation = (t, e) => {
    var r = null,
      o = 0,
      n,
      s,
      i,
      a,
      c;
    for (a = 0, c = t.length; a < c; a++)
      (i = e ? e(t[a]) : t[a]), (s = Hr.getNumberType(i)), (n = a3[s.name]), n > o && ((o = n), (r = s));
    return r;
  };
  Hr.isTypedArray = (t) => typeof ArrayBuffer < 'u' && ArrayBuffer.isView(t);
  Hr.concat = function () {
    var t = 0,
      e,
      r,
      o;
    for (e = 0, o = arguments.length; e < o; e++) t += arguments[e].length;
    var n = new arguments[0].constructor(t);
    for (e = 0, r = 0; e < o; e++) n.set(arguments[e], r), (r += arguments[e].length);
    return n;
  };
  Hr.indices = (t) => {
    for (var e = Hr.getPointerArray(t), r = new e(t), o = 0; o < t; o++) r[o] = o;
    return r;
  };
});
var ER = Ds((Zi) => {
  var xR = lg(),
    _R = pg();
  function c3(t) {
    return Array.isArray(t) || _R.isTypedArray(t);
  }
  function dg(t) {
    if (typeof t.length == 'number') return t.length;
    if (typeof t.size == 'number') return t.size;
  }
  function u3(t) {
    var e = dg(t),
      r = typeof e == 'number' ? new Array(e) : [],
      o = 0;
    return (
      xR(t, (n) => {
        r[o++] = n;
      }),
      r
    );
  }
  function l3(t) {
    var e = dg(t),
      r = typeof e == 'number' ? _R.getPointerArray(e) : Array,
      o = typeof e == 'number' ? new Array(e) : [],
      n = typeof e == 'number' ? new r(e) : [],
      s = 0;
    return (
      xR(t, (i) => {
        (o[s] = i), (n[s] = s++);
      }),
      [o, n]
    );
  }
  Zi.isArrayLike = c3;
  Zi.guessLength = dg;
  Zi.toArray = u3;
  Zi.toArrayWithIndices = l3;
});
var wR = Ds((yce, bR) => {
  var fg = mR(),
    p3 = lg(),
    d3 = pg(),
    f3 = ER();
  function xe(t, e, r) {
    if (
      (arguments.length < 2 && ((r = t), (t = null), (e = null)),
      (this.capacity = r),
      typeof this.capacity != 'number' || this.capacity <= 0)
    )
      throw new Error('mnemonist/lru-cache: capacity should be positive number.');
    var o = d3.getPointerArray(r);
    (this.forward = new o(r)),
      (this.backward = new o(r)),
      (this.K = typeof t == 'function' ? new t(r) : new Array(r)),
      (this.V = typeof e == 'function' ? new e(r) : new Array(r)),
      (this.size = 0),
      (this.head = 0),
      (this.tail = 0),
      (this.items = {});
  }
  xe.prototype.clear = function () {
    (this.size = 0), (this.head = 0), (this.tail = 0), (this.items = {});
  };
  xe.prototype.splayOnTop = function (t) {
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
  xe.prototype.set = function (t, e) {
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
  xe.prototype.setpop = function (t, e) {
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
  xe.prototype.has = function (t) {
    return t in this.items;
  };
  xe.prototype.get = function (t) {
    var e = this.items[t];
    if (!(typeof e > 'u')) return this.splayOnTop(e), this.V[e];
  };
  xe.prototype.peek = function (t) {
    var e = this.items[t];
    if (!(typeof e > 'u')) return this.V[e];
  };
  xe.prototype.forEach = function (t, e) {
    e = arguments.length > 1 ? e : this;
    for (var r = 0, o = this.size, n = this.head, s = this.K, i = this.V, a = this.forward; r < o; )
      t.call(e, i[n], s[n], this), (n = a[n]), r++;
  };
  xe.prototype.keys = function () {
    var t = 0,
      e = this.size,
      r = this.head,
      o = this.K,
      n = this.forward;
    return new fg(() => {
      if (t >= e) return { done: !0 };
      var s = o[r];
      return t++, t < e && (r = n[r]), { done: !1, value: s };
    });
  };
  xe.prototype.values = function () {
    var t = 0,
      e = this.size,
      r = this.head,
      o = this.V,
      n = this.forward;
    return new fg(() => {
      if (t >= e) return { done: !0 };
      var s = o[r];
      return t++, t < e && (r = n[r]), { done: !1, value: s };
    });
  };
  xe.prototype.entries = function () {
    var t = 0,
      e = this.size,
      r = this.head,
      o = this.K,
      n = this.V,
      s = this.forward;
    return new fg(() => {
      if (t >= e) return { done: !0 };
      var i = o[r],
        a = n[r];
      return t++, t < e && (r = s[r]), { done: !1, value: [i, a] };
    });
  };
  typeof Symbol < 'u' && (xe.prototype[Symbol.iterator] = xe.prototype.entries);
  xe.prototype.inspect = function () {
    for (var t = new Map(), e = this.entries(), r; (r = e.next()), !r.done; ) t.set(r.value[0], r.value[1]);
    return Object.defineProperty(t, 'constructor', { value: xe, enumerable: !1 }), t;
  };
  typeof Symbol < 'u' && (xe.prototype[Symbol.for('nodejs.util.inspect.custom')] = xe.prototype.inspect);
  xe.from = function (t, e, r, o) {
    if (arguments.length < 2) {
      if (((o = f3.guessLength(t)), typeof o != 'number'))
        throw new Error(
          'mnemonist/lru-cache.from: could not guess iterable length. Please provide desired capacity as last argument.',
        );
    } else arguments.length === 2 && ((o = e), (e = null), (r = null));
    var n = new xe(e, r, o);
    return (
      p3(t, (s, i) => {
        n.set(i, s);
      }),
      n
    );
  };
  bR.exports = xe;
});
var ml,
  hl,
  vR = p(() => {
    z();
    (ml = (t) => (Je.isInstance(t) ? (t.headers?.date ?? t.headers?.Date) : void 0)),
      (hl = (t) => (Je.isInstance(t) ? (t.headers?.age ?? t.headers?.Age) : void 0));
  });
var qi,
  TR = p(() => {
    qi = (t) => new Date(Date.now() + t);
  });
var gl,
  AR = p(() => {
    gl = (t, e, r, o) => {
      if (o !== void 0) return e;
      const n = Date.parse(t);
      if (Number.isNaN(n)) return e;
      const s = Date.now();
      return r !== void 0 && s - r > 9e5 ? e : n - s;
    };
  });
var hg = p(() => {
  vR();
  TR();
  AR();
});
var Ji,
  m3,
  Yi,
  Ae,
  gg = p(() => {
    z();
    kr();
    hg();
    (Ji = (t, e) => {
      if (!e) throw new Error(`Property \`${t}\` is not resolved for AWS SDK SigV4Auth`);
      return e;
    }),
      (m3 = (t) => t.context?.[Jt]?.eventStream?.output === !0),
      (Yi = async (t) => {
        const e = Ji('context', t.context),
          r = Ji('config', t.config),
          o = e.endpointV2?.properties?.authSchemes?.[0],
          s = await Ji('signer', r.signer)(o),
          i = t?.signingRegion,
          a = t?.signingRegionSet,
          c = t?.signingName;
        return { config: r, signer: s, signingRegion: i, signingRegionSet: a, signingName: c };
      }),
      (Ae = class {
        async sign(e, r, o) {
          if (!K.isInstance(e)) throw new Error('The request is not an instance of `HttpRequest` and cannot be signed');
          let n = await Yi(o),
            { config: s, signer: i } = n,
            { signingRegion: a, signingName: c } = n,
            u = o.context;
          if (u?.authSchemes?.length ?? !1) {
            const [m, h] = u.authSchemes;
            m?.name === 'sigv4a' && h?.name === 'sigv4' && ((a = h?.signingRegion ?? a), (c = h?.signingName ?? c));
          }
          const l = (await s.disableClockSkewCorrection?.()) === !0;
          o._disableClockSkewCorrection = l;
          const d = l || m3(o);
          return (
            (o._skipClockSkewSampling = d),
            d || ((o._preRequestSystemClockOffset = s.systemClockOffset), (o._requestSentAt = Date.now())),
            await i.sign(e, {
              signingDate: l ? new Date() : qi(s.systemClockOffset),
              signingRegion: a,
              signingService: c,
            })
          );
        }
        errorHandler(e) {
          return (r) => {
            const o = r;
            if (!e._skipClockSkewSampling && !e._disableClockSkewCorrection) {
              const n = o.ServerTime ?? ml(o.$response);
              if (n) {
                const s = Ji('config', e.config),
                  i = e._preRequestSystemClockOffset,
                  a = e._requestSentAt,
                  c = hl(o.$response),
                  u = gl(n, s.systemClockOffset, a, c);
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
          const o = ml(e);
          if (o) {
            const n = Ji('config', r.config),
              s = r._requestSentAt,
              i = hl(e);
            n.systemClockOffset = gl(o, n.systemClockOffset, s, i);
          }
        }
      });
  });
var Po,
  CR = p(() => {
    z();
    hg();
    gg();
    Po = class extends Ae {
      async sign(e, r, o) {
        if (!K.isInstance(e)) throw new Error('The request is not an instance of `HttpRequest` and cannot be signed');
        const { config: n, signer: s, signingRegion: i, signingRegionSet: a, signingName: c } = await Yi(o),
          l = ((await n.sigv4aSigningRegionSet?.()) ?? a ?? [i]).join(','),
          d = (await n.disableClockSkewCorrection?.()) === !0;
        return (
          (o._disableClockSkewCorrection = d),
          d || ((o._preRequestSystemClockOffset = n.systemClockOffset), (o._requestSentAt = Date.now())),
          await s.sign(e, {
            signingDate: d ? new Date() : qi(n.systemClockOffset),
            signingRegion: l,
            signingService: c,
          })
        );
      }
    };
  });
var yg,
  RR = p(() => {
    yg = (t) => (typeof t == 'string' && t.length > 0 ? t.split(',').map((e) => e.trim()) : []);
  });
var PR,
  OR = p(() => {
    PR = (t) => `AWS_BEARER_TOKEN_${t.replace(/[\s-]/g, '_').toUpperCase()}`;
  });
var NR,
  DR,
  Lt,
  kR = p(() => {
    RR();
    OR();
    (NR = 'AWS_AUTH_SCHEME_PREFERENCE'),
      (DR = 'auth_scheme_preference'),
      (Lt = {
        environmentVariableSelector: (t, e) => {
          if (e?.signingName && PR(e.signingName) in t) return ['httpBearerAuth'];
          if (NR in t) return yg(t[NR]);
        },
        configFileSelector: (t) => {
          if (DR in t) return yg(t[DR]);
        },
        default: [],
      });
  });
var yl,
  Sl,
  $R = p(() => {
    Ve();
    $();
    (yl = (t) => ((t.sigv4aSigningRegionSet = xr(t.sigv4aSigningRegionSet)), t)),
      (Sl = {
        environmentVariableSelector(t) {
          if (t.AWS_SIGV4A_SIGNING_REGION_SET) return t.AWS_SIGV4A_SIGNING_REGION_SET.split(',').map((e) => e.trim());
          throw new Fe('AWS_SIGV4A_SIGNING_REGION_SET not set in env.', { tryNextLink: !0 });
        },
        configFileSelector(t) {
          if (t.sigv4a_signing_region_set) return (t.sigv4a_signing_region_set ?? '').split(',').map((e) => e.trim());
          throw new Fe('sigv4a_signing_region_set not set in profile.', { tryNextLink: !0 });
        },
        default: void 0,
      });
  });
function MR(t) {
  for (let e = 0; e < 8; e++) t[e] ^= 255;
  for (let e = 7; e > -1 && (t[e]++, t[e] === 0); e--);
}
var xl,
  LR,
  h3,
  Sg,
  zR = p(() => {
    N();
    N();
    xl = class {
      format(e) {
        const r = [];
        for (const s in e) {
          if (!C(e, s)) continue;
          const i = de(s);
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
            const a = de(e.value),
              c = new DataView(new ArrayBuffer(3 + a.byteLength));
            c.setUint8(0, 7), c.setUint16(1, a.byteLength, !1);
            const u = new Uint8Array(c.buffer);
            return u.set(a, 3), u;
          }
          case 'timestamp': {
            const l = new Uint8Array(9);
            return (l[0] = 8), l.set(Sg.fromNumber(e.value.valueOf()).bytes, 1), l;
          }
          case 'uuid': {
            if (!h3.test(e.value)) throw new Error(`Invalid UUID received: ${e.value}`);
            const d = new Uint8Array(17);
            return (d[0] = 9), d.set(hi(e.value.replace(/-/g, '')), 1), d;
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
    })(LR || (LR = {}));
    (h3 = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/),
      (Sg = class t {
        bytes;
        constructor(e) {
          if (((this.bytes = e), e.byteLength !== 8)) throw new Error('Int64 buffers must be exactly 8 bytes');
        }
        static fromNumber(e) {
          if (e > 9223372036854776e3 || e < -9223372036854776e3)
            throw new Error(`${e} is too large (or, if negative, too small) to represent as an Int64`);
          const r = new Uint8Array(8);
          for (let o = 7, n = Math.abs(Math.round(e)); o > -1 && n > 0; o--, n /= 256) r[o] = n;
          return e < 0 && MR(r), new t(r);
        }
        valueOf() {
          const e = this.bytes.slice(0),
            r = e[0] & 128;
          return r && MR(e), parseInt(fe(e), 16) * (r ? -1 : 1);
        }
        toString() {
          return String(this.valueOf());
        }
      });
  });
var UR,
  FR,
  xg,
  BR,
  VR,
  _g,
  Eg,
  bg,
  wg,
  g3,
  HR,
  GR,
  Xi,
  jR,
  KR,
  ZR,
  WR,
  _l,
  qR,
  JR,
  YR,
  Ig,
  XR,
  fn = p(() => {
    (UR = 'X-Amz-Algorithm'),
      (FR = 'X-Amz-Credential'),
      (xg = 'X-Amz-Date'),
      (BR = 'X-Amz-SignedHeaders'),
      (VR = 'X-Amz-Expires'),
      (_g = 'X-Amz-Signature'),
      (Eg = 'X-Amz-Security-Token'),
      (bg = 'authorization'),
      (wg = xg.toLowerCase()),
      (g3 = 'date'),
      (HR = [bg, wg, g3]),
      (GR = _g.toLowerCase()),
      (Xi = 'x-amz-content-sha256'),
      (jR = Eg.toLowerCase()),
      (KR = {
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
      (ZR = /^proxy-/),
      (WR = /^sec-/),
      (_l = 'AWS4-HMAC-SHA256'),
      (qR = 'AWS4-HMAC-SHA256-PAYLOAD'),
      (JR = 'UNSIGNED-PAYLOAD'),
      (YR = 50),
      (Ig = 'aws4_request'),
      (XR = 3600 * 24 * 7);
  });
var QR,
  eP = p(() => {
    N();
    z();
    fn();
    QR = ({ query: t = {} }) => {
      const e = [],
        r = {};
      for (const o in t) {
        if (!C(t, o) || o.toLowerCase() === GR) continue;
        const n = hr(o);
        e.push(n);
        const s = t[o];
        typeof s == 'string'
          ? (r[n] = `${n}=${hr(s)}`)
          : Array.isArray(s) &&
            (r[n] = s
              .slice(0)
              .reduce((i, a) => i.concat([`${n}=${hr(a)}`]), [])
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
var tP,
  y3,
  rP = p(() => {
    (tP = (t) =>
      y3(t)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')),
      (y3 = (t) =>
        typeof t == 'number'
          ? new Date(t * 1e3)
          : typeof t == 'string'
            ? Number(t)
              ? new Date(Number(t) * 1e3)
              : new Date(t)
            : t);
  });
var El,
  oP = p(() => {
    P();
    z();
    N();
    eP();
    rP();
    El = class {
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
          (this.regionProvider = Q(o)),
          (this.credentialProvider = Q(r));
      }
      createCanonicalRequest(e, r, o) {
        const n = Object.keys(r).sort();
        return `${e.method}
${this.getCanonicalPath(e)}
${QR(e)}
${n
  .map((s) => `${s}:${r[s]}`)
  .join(`
`)}

${n.join(';')}
${o}`;
      }
      async createStringToSign(e, r, o, n) {
        const s = new this.sha256();
        s.update(bt(o));
        const i = await s.digest();
        return `${n}
${e}
${r}
${fe(i)}`;
      }
      getCanonicalPath({ path: e }) {
        if (this.uriEscapePath) {
          const r = [];
          for (const s of e.split('/')) s?.length !== 0 && s !== '.' && (s === '..' ? r.pop() : r.push(s));
          const o = `${e?.startsWith('/') ? '/' : ''}${r.join('/')}${r.length > 0 && e?.endsWith('/') ? '/' : ''}`;
          return hr(o).replace(/%2F/g, '/');
        }
        return e;
      }
      validateResolvedCredentials(e) {
        if (typeof e != 'object' || typeof e.accessKeyId != 'string' || typeof e.secretAccessKey != 'string')
          throw new Error('Resolved credential object is not valid');
      }
      formatDate(e) {
        const r = tP(e).replace(/[-:]/g, '');
        return { longDate: r, shortDate: r.slice(0, 8) };
      }
      getCanonicalHeaderList(e) {
        return Object.keys(e).sort().join(';');
      }
    };
  });
var bl,
  vg,
  wl,
  sP,
  nP,
  iP = p(() => {
    N();
    fn();
    (bl = {}),
      (vg = []),
      (wl = (t, e, r) => `${t}/${e}/${r}/${Ig}`),
      (sP = async (t, e, r, o, n) => {
        const s = await nP(t, e.secretAccessKey, e.accessKeyId),
          i = `${r}:${o}:${n}:${fe(s)}:${e.sessionToken}`;
        if (i in bl) return bl[i];
        for (vg.push(i); vg.length > YR; ) delete bl[vg.shift()];
        let a = `AWS4${e.secretAccessKey}`;
        for (const c of [r, o, n, Ig]) a = await nP(t, a, c);
        return (bl[i] = a);
      }),
      (nP = (t, e, r) => {
        const o = new t(e);
        return o.update(bt(r)), o.digest();
      });
  });
var Tg,
  aP = p(() => {
    N();
    fn();
    Tg = ({ headers: t }, e, r) => {
      const o = {};
      for (const n of Object.keys(t).sort()) {
        if (t[n] == null) continue;
        const s = n.toLowerCase();
        ((C(KR, s) || e?.has(s) || ZR.test(s) || WR.test(s)) && (!r || (r && !r.has(s)))) ||
          (s === '__proto__' && so(o),
          (o[s] = t[n]
            .replace(/[\r\n]/g, ' ')
            .replace(/[ \t]+/g, ' ')
            .replace(/^ | $/g, '')));
      }
      return o;
    };
  });
var Il,
  cP = p(() => {
    N();
    N();
    fn();
    Il = async ({ headers: t, body: e }, r) => {
      for (const o in t) if (C(t, o) && o.toLowerCase() === Xi) return t[o];
      if (e == null) return 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
      if (typeof e == 'string' || ArrayBuffer.isView(e) || pi(e)) {
        const o = new r();
        return o.update(bt(e)), fe(await o.digest());
      }
      return JR;
    };
  });
var uP,
  lP = p(() => {
    N();
    uP = (t, e) => {
      t = t.toLowerCase();
      for (const r in e) if (C(e, r) && t === r.toLowerCase()) return !0;
      return !1;
    };
  });
var pP,
  dP = p(() => {
    N();
    z();
    pP = (t, e = {}) => {
      const { headers: r, query: o = {} } = K.clone(t);
      for (const n in r) {
        if (!C(r, n)) continue;
        const s = n.toLowerCase();
        ((s.slice(0, 6) === 'x-amz-' && !e.unhoistableHeaders?.has(s)) || e.hoistableHeaders?.has(s)) &&
          ((o[n] = r[n]), delete r[n]);
      }
      return { ...t, headers: r, query: o };
    };
  });
var Ag,
  fP = p(() => {
    N();
    z();
    fn();
    Ag = (t) => {
      t = K.clone(t);
      for (const e in t.headers) C(t.headers, e) && HR.indexOf(e.toLowerCase()) > -1 && delete t.headers[e];
      return t;
    };
  });
var Oo,
  mP = p(() => {
    N();
    zR();
    oP();
    fn();
    iP();
    aP();
    cP();
    lP();
    dP();
    fP();
    Oo = class extends El {
      headerFormatter = new xl();
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
        const f = u ?? (await this.regionProvider()),
          { longDate: m, shortDate: h } = this.formatDate(o);
        if (n > XR)
          return Promise.reject(
            'Signature version 4 presigned URLs must have an expiration date less than one week in the future',
          );
        const g = wl(h, f, l ?? this.service),
          y = pP(Ag(e), { unhoistableHeaders: i, hoistableHeaders: c });
        d.sessionToken && (y.query[Eg] = d.sessionToken),
          (y.query[UR] = _l),
          (y.query[FR] = `${d.accessKeyId}/${g}`),
          (y.query[xg] = m),
          (y.query[VR] = n.toString(10));
        const S = Tg(y, s, a);
        return (
          (y.query[BR] = this.getCanonicalHeaderList(S)),
          (y.query[_g] = await this.getSignature(
            m,
            g,
            this.getSigningKey(d, f, h, l),
            this.createCanonicalRequest(y, S, await Il(e, this.sha256)),
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
          d = wl(u, c, i ?? this.service),
          f = await Il({ headers: {}, body: r }, this.sha256),
          m = new this.sha256();
        m.update(e);
        const h = fe(await m.digest()),
          g = [qR, l, d, n, h, f].join(`
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
        return u.update(bt(e)), fe(await u.digest());
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
          u = Ag(e),
          { longDate: l, shortDate: d } = this.formatDate(r),
          f = wl(d, c, i ?? this.service);
        (u.headers[wg] = l), a.sessionToken && (u.headers[jR] = a.sessionToken);
        const m = await Il(u, this.sha256);
        !uP(Xi, u.headers) && this.applyChecksum && (u.headers[Xi] = m);
        const h = Tg(u, n, o),
          g = await this.getSignature(l, f, this.getSigningKey(a, c, d, i), this.createCanonicalRequest(u, h, m));
        return (
          (u.headers[bg] =
            `${_l} Credential=${a.accessKeyId}/${f}, SignedHeaders=${this.getCanonicalHeaderList(h)}, Signature=${g}`),
          u
        );
      }
      async getSignature(e, r, o, n) {
        const s = await this.createStringToSign(e, r, n, _l),
          i = new this.sha256(await o);
        return i.update(bt(s)), fe(await i.digest());
      }
      getSigningKey(e, r, o, n) {
        return sP(this.sha256, e, o, r, n || this.service);
      }
    };
  });
var vl,
  hP = p(() => {
    vl = { SignatureV4a: null };
  });
var Tl = p(() => {
  mP();
  hP();
});
function S3(t, { credentials: e, credentialDefaultProvider: r }) {
  let o;
  return (
    e
      ? e?.memoized
        ? (o = e)
        : (o = el(e, Qu, Ui))
      : r
        ? (o = xr(r(Object.assign({}, t, { parentClientConfig: t }))))
        : (o = async () => {
            throw new Error(
              '@aws-sdk/core::resolveAwsSdkSigV4Config - `credentials` not provided and no credentialDefaultProvider was configured.',
            );
          }),
    (o.memoized = !0),
    o
  );
}
function x3(t, e) {
  if (e.configBound) return e;
  const r = async (o) => e({ ...o, callerClientConfig: t });
  return (r.memoized = e.memoized), (r.configBound = !0), r;
}
var Cg,
  gP = p(() => {
    U();
    Ve();
    Tl();
    Cg = (t) => (e) => {
      let r = e.credentials,
        o = !!e.credentials,
        n;
      Object.defineProperty(e, 'credentials', {
        set(l) {
          l && l !== r && l !== n && (o = !0), (r = l);
          const d = S3(e, { credentials: r, credentialDefaultProvider: e.credentialDefaultProvider }),
            f = x3(e, d);
          if (o && !f.attributed) {
            const m = typeof r == 'object' && r !== null;
            (n = async (h) => {
              const y = await f(h);
              return m && (!y.$source || Object.keys(y.$source).length === 0) ? V(y, 'CREDENTIALS_CODE', 'e') : y;
            }),
              (n.memoized = f.memoized),
              (n.configBound = f.configBound),
              (n.attributed = !0);
          } else n = f;
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
          ? (c = xr(e.signer))
          : e.regionInfoProvider
            ? (c = () =>
                xr(e.region)()
                  .then(async (l) => [
                    (await e.regionInfoProvider(l, {
                      useFipsEndpoint: await e.useFipsEndpoint(),
                      useDualstackEndpoint: await e.useDualstackEndpoint(),
                    })) || {},
                    l,
                  ])
                  .then(([l, d]) => {
                    const { signingRegion: f, signingService: m } = l;
                    (e.signingRegion = e.signingRegion || f || d), (e.signingName = e.signingName || m || e.serviceId);
                    const h = {
                        ...e,
                        credentials: e.credentials,
                        region: e.signingRegion,
                        service: e.signingName,
                        sha256: a,
                        uriEscapePath: s,
                      },
                      g = e.signerConstructor || Oo;
                    return new g(h);
                  }))
            : (c = async (l) => {
                l = Object.assign(
                  {},
                  {
                    name: 'sigv4',
                    signingName: e.signingName || e.defaultSigningName,
                    signingRegion: await xr(e.region)(),
                    properties: {},
                  },
                  l,
                );
                const d = l.signingRegion,
                  f = l.signingName;
                (e.signingRegion = e.signingRegion || d), (e.signingName = e.signingName || f || e.serviceId);
                const m = {
                    ...e,
                    credentials: e.credentials,
                    region: e.signingRegion,
                    service: e.signingName,
                    sha256: a,
                    uriEscapePath: s,
                  },
                  h = e.signerConstructor || Oo;
                return new h(m);
              }),
        Object.assign(e, {
          systemClockOffset: i,
          signingEscapePath: s,
          signer: c,
          disableClockSkewCorrection: xr(e.disableClockSkewCorrection ?? t),
        })
      );
    };
  });
var Rg = p(() => {
  gg();
  CR();
  kR();
  $R();
  gP();
});
var E3,
  b3,
  yP,
  SP = p(() => {
    $();
    (E3 = 'AWS_DISABLE_CLOCK_SKEW_CORRECTION'),
      (b3 = 'disable_clock_skew_correction'),
      (yP = {
        environmentVariableSelector: (t) => It(t, E3, Qe.ENV),
        configFileSelector: (t) => It(t, b3, Qe.CONFIG),
        default: !1,
      });
  });
var xP,
  _P = p(() => {
    $();
    SP();
    xP = A(yP);
  });
var Gr,
  He = p(() => {
    Rg();
    Rg();
    _P();
    Gr = Cg(xP);
  });
var ia,
  aa,
  Bg,
  Vg,
  Hg,
  Gg,
  pp,
  hO = p(() => {
    U();
    $();
    (ia = 'AWS_ACCESS_KEY_ID'),
      (aa = 'AWS_SECRET_ACCESS_KEY'),
      (Bg = 'AWS_SESSION_TOKEN'),
      (Vg = 'AWS_CREDENTIAL_EXPIRATION'),
      (Hg = 'AWS_CREDENTIAL_SCOPE'),
      (Gg = 'AWS_ACCOUNT_ID'),
      (pp = (t) => async () => {
        t?.logger?.debug('@aws-sdk/credential-provider-env - fromEnv');
        const e = process.env[ia],
          r = process.env[aa],
          o = process.env[Bg],
          n = process.env[Vg],
          s = process.env[Hg],
          i = process.env[Gg];
        if (e && r) {
          const a = {
            accessKeyId: e,
            secretAccessKey: r,
            ...(o && { sessionToken: o }),
            ...(n && { expiration: new Date(n) }),
            ...(s && { credentialScope: s }),
            ...(i && { accountId: i }),
          };
          return V(a, 'CREDENTIALS_ENV_VARS', 'g'), a;
        }
        throw new v('Unable to find environment variable credentials.', { logger: t?.logger });
      });
  });
var gO = {};
We(gO, {
  ENV_ACCOUNT_ID: () => Gg,
  ENV_CREDENTIAL_SCOPE: () => Hg,
  ENV_EXPIRATION: () => Vg,
  ENV_KEY: () => ia,
  ENV_SECRET: () => aa,
  ENV_SESSION: () => Bg,
  fromEnv: () => pp,
});
var jg = p(() => {
  hO();
});
var dp,
  fp,
  Kg = p(() => {
    (dp = (t) =>
      !!t &&
      typeof t == 'object' &&
      typeof t.AccessKeyId == 'string' &&
      typeof t.SecretAccessKey == 'string' &&
      typeof t.Token == 'string' &&
      typeof t.Expiration == 'string'),
      (fp = (t) => ({
        accessKeyId: t.AccessKeyId,
        secretAccessKey: t.SecretAccessKey,
        sessionToken: t.Token,
        expiration: new Date(t.Expiration),
        ...(t.AccountId && { accountId: t.AccountId }),
      }));
  });
var yO,
  SO,
  Ss,
  mp = p(() => {
    (yO = 1e3), (SO = 0), (Ss = ({ maxRetries: t = 0, timeout: e = 1e3 }) => ({ maxRetries: t, timeout: e }));
  });
import xO from 'node:http';
var _O = p(() => {});
function ko(t) {
  return new Promise((e, r) => {
    const o = xO.request({ method: 'GET', ...t, hostname: t.hostname?.replace(/^\[(.+)\]$/, '$1') });
    o.on('error', (n) => {
      r(Object.assign(new Fe('Unable to connect to instance metadata service'), n)), o.destroy();
    }),
      o.on('timeout', () => {
        r(new Fe('TimeoutError from instance metadata service')), o.destroy();
      }),
      o.on('response', (n) => {
        const { statusCode: s = 400 } = n;
        (s < 200 || 300 <= s) &&
          (r(Object.assign(new Fe('Error response received from instance metadata service'), { statusCode: s })),
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
var hp = p(() => {
  $();
  _O();
});
var ca,
  Zg = p(() => {
    ca = (t, e) => {
      let r = t();
      for (let o = 0; o < e; o++) r = r.catch(t);
      return r;
    };
  });
var xs,
  ua,
  gp,
  EO,
  mG,
  hG,
  gG,
  yG,
  SG,
  bO = p(() => {
    $();
    Kg();
    mp();
    hp();
    Zg();
    (xs = 'AWS_CONTAINER_CREDENTIALS_FULL_URI'),
      (ua = 'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI'),
      (gp = 'AWS_CONTAINER_AUTHORIZATION_TOKEN'),
      (EO = (t = {}) => {
        const { timeout: e, maxRetries: r } = Ss(t);
        return () =>
          ca(async () => {
            const o = await SG({ logger: t.logger }),
              n = JSON.parse(await mG(e, o));
            if (!dp(n)) throw new v('Invalid response received from instance metadata service.', { logger: t.logger });
            return fp(n);
          }, r);
      }),
      (mG = async (t, e) => (
        process.env[gp] && (e.headers = { ...e.headers, Authorization: process.env[gp] }),
        (await ko({ ...e, timeout: t })).toString()
      )),
      (hG = '169.254.170.2'),
      (gG = new Set(['localhost', '127.0.0.1'])),
      (yG = new Set(['http:', 'https:'])),
      (SG = async ({ logger: t }) => {
        if (process.env[ua]) return { hostname: hG, path: process.env[ua] };
        if (process.env[xs]) {
          let e;
          try {
            e = new URL(process.env[xs]);
          } catch {
            throw new v(`${process.env[xs]} is not a valid container metadata service URL`, {
              tryNextLink: !1,
              logger: t,
            });
          }
          if (!e.hostname || !gG.has(e.hostname))
            throw new v(`${e.hostname} is not a valid container metadata service hostname`, {
              tryNextLink: !1,
              logger: t,
            });
          if (!e.protocol || !yG.has(e.protocol))
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
          `The container metadata credential provider cannot be used unless the ${ua} or ${xs} environment variable is set`,
          { tryNextLink: !1, logger: t },
        );
      });
  });
var yp,
  wO = p(() => {
    $();
    yp = class t extends v {
      tryNextLink;
      name = 'InstanceMetadataV1FallbackError';
      constructor(e, r = !0) {
        super(e, r), (this.tryNextLink = r), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var Sn,
  Wg = p(() => {
    ((t) => {
      (t.IPv4 = 'http://169.254.169.254'), (t.IPv6 = 'http://[fd00:ec2::254]');
    })(Sn || (Sn = {}));
  });
var xG,
  _G,
  IO,
  vO = p(() => {
    (xG = 'AWS_EC2_METADATA_SERVICE_ENDPOINT'),
      (_G = 'ec2_metadata_service_endpoint'),
      (IO = { environmentVariableSelector: (t) => t[xG], configFileSelector: (t) => t[_G], default: void 0 });
  });
var $o,
  qg = p(() => {
    ((t) => {
      (t.IPv4 = 'IPv4'), (t.IPv6 = 'IPv6');
    })($o || ($o = {}));
  });
var EG,
  bG,
  TO,
  AO = p(() => {
    qg();
    (EG = 'AWS_EC2_METADATA_SERVICE_ENDPOINT_MODE'),
      (bG = 'ec2_metadata_service_endpoint_mode'),
      (TO = { environmentVariableSelector: (t) => t[EG], configFileSelector: (t) => t[bG], default: $o.IPv4 });
  });
var Sp,
  wG,
  IG,
  Jg = p(() => {
    $();
    z();
    Wg();
    vO();
    qg();
    AO();
    (Sp = async () => ve((await wG()) || (await IG()))),
      (wG = async () => A(IO)()),
      (IG = async () => {
        const t = await A(TO)();
        switch (t) {
          case $o.IPv4:
            return Sn.IPv4;
          case $o.IPv6:
            return Sn.IPv6;
          default:
            throw new Error(`Unsupported endpoint mode: ${t}. Select from ${Object.values($o)}`);
        }
      });
  });
var vG,
  Yg,
  CO = p(() => {
    (vG = 'https://docs.aws.amazon.com/sdkref/latest/guide/feature-static-credentials.html'),
      (Yg = (t, e) => {
        const r = 300 + Math.floor(Math.random() * 300),
          o = new Date(Date.now() + r * 1e3);
        e.warn(
          `Attempting credential expiration extension due to a credential service availability issue. A refresh of these credentials will be attempted after ${new Date(o)}.
For more information, please visit: ` + vG,
        );
        const n = t.originalExpiration ?? t.expiration;
        return { ...t, ...(n ? { originalExpiration: n } : {}), expiration: o };
      });
  });
var RO,
  PO = p(() => {
    CO();
    RO = (t, e = {}) => {
      let r = e?.logger || console,
        o;
      return async () => {
        let n;
        try {
          (n = await t()), n.expiration && n.expiration.getTime() < Date.now() && (n = Yg(n, r));
        } catch (s) {
          if (o) r.warn('Credential renew failed: ', s), (n = Yg(o, r));
          else throw s;
        }
        return (o = n), n;
      };
    };
  });
var DO,
  TG,
  Xg,
  OO,
  NO,
  kO,
  AG,
  CG,
  RG,
  PG,
  $O = p(() => {
    $();
    wO();
    Kg();
    mp();
    hp();
    Zg();
    Jg();
    PO();
    (DO = '/latest/meta-data/iam/security-credentials/'),
      (TG = '/latest/api/token'),
      (Xg = 'AWS_EC2_METADATA_V1_DISABLED'),
      (OO = 'ec2_metadata_v1_disabled'),
      (NO = 'x-aws-ec2-metadata-token'),
      (kO = (t = {}) => RO(AG(t), { logger: t.logger })),
      (AG = (t = {}) => {
        let e = !1,
          { logger: r, profile: o } = t,
          { timeout: n, maxRetries: s } = Ss(t),
          i = async (a, c) => {
            if (e || c.headers?.[NO] == null) {
              let d = !1,
                f = !1,
                m = await A(
                  {
                    environmentVariableSelector: (h) => {
                      const g = h[Xg];
                      if (((f = !!g && g !== 'false'), g === void 0))
                        throw new v(`${Xg} not set in env, checking config file next.`, { logger: t.logger });
                      return f;
                    },
                    configFileSelector: (h) => {
                      const g = h[OO];
                      return (d = !!g && g !== 'false'), d;
                    },
                    default: !1,
                  },
                  { profile: o },
                )();
              if (t.ec2MetadataV1Disabled || m) {
                const h = [];
                throw (
                  (t.ec2MetadataV1Disabled &&
                    h.push('credential provider initialization (runtime option ec2MetadataV1Disabled)'),
                  d && h.push(`config file profile (${OO})`),
                  f && h.push(`process environment variable (${Xg})`),
                  new yp(
                    `AWS EC2 Metadata v1 fallback has been blocked by AWS SDK configuration in the following: [${h.join(', ')}].`,
                  ))
                );
              }
            }
            const l = (
              await ca(async () => {
                let d;
                try {
                  d = await RG(c);
                } catch (f) {
                  throw (f.statusCode === 401 && (e = !1), f);
                }
                return d;
              }, a)
            ).trim();
            return ca(async () => {
              let d;
              try {
                d = await PG(l, c, t);
              } catch (f) {
                throw (f.statusCode === 401 && (e = !1), f);
              }
              return d;
            }, a);
          };
        return async () => {
          const a = await Sp();
          if (e)
            return (
              r?.debug('AWS SDK Instance Metadata', 'using v1 fallback (no token fetch)'), i(s, { ...a, timeout: n })
            );
          {
            let c;
            try {
              c = (await CG({ ...a, timeout: n })).toString();
            } catch (u) {
              if (u?.statusCode === 400)
                throw Object.assign(u, { message: 'EC2 Metadata token request returned error' });
              return (
                (u.message === 'TimeoutError' || [403, 404, 405].includes(u.statusCode)) && (e = !0),
                r?.debug('AWS SDK Instance Metadata', 'using v1 fallback (initial)'),
                i(s, { ...a, timeout: n })
              );
            }
            return i(s, { ...a, headers: { [NO]: c }, timeout: n });
          }
        };
      }),
      (CG = async (t) =>
        ko({ ...t, path: TG, method: 'PUT', headers: { 'x-aws-ec2-metadata-token-ttl-seconds': '21600' } })),
      (RG = async (t) => (await ko({ ...t, path: DO })).toString()),
      (PG = async (t, e, r) => {
        const o = JSON.parse((await ko({ ...e, path: DO + t })).toString());
        if (!dp(o)) throw new v('Invalid response received from instance metadata service.', { logger: r.logger });
        return fp(o);
      });
  });
var xp = {};
We(xp, {
  DEFAULT_MAX_RETRIES: () => SO,
  DEFAULT_TIMEOUT: () => yO,
  ENV_CMDS_AUTH_TOKEN: () => gp,
  ENV_CMDS_FULL_URI: () => xs,
  ENV_CMDS_RELATIVE_URI: () => ua,
  Endpoint: () => Sn,
  fromContainerMetadata: () => EO,
  fromInstanceMetadata: () => kO,
  getInstanceMetadataEndpoint: () => Sp,
  httpRequest: () => ko,
  providerConfigFromInit: () => Ss,
});
var _p = p(() => {
  bO();
  $O();
  mp();
  hp();
  Jg();
  Wg();
});
function Qg(t) {
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
var LO = p(() => {});
var MO,
  zO = p(() => {
    MO = ['ECONNRESET', 'EPIPE', 'ETIMEDOUT'];
  });
var UO,
  FO = p(() => {
    N();
    UO = (t) => {
      const e = {};
      for (const r in t) {
        if (!C(t, r)) continue;
        const o = t[r];
        e[r] = Array.isArray(o) ? o.join(',') : o;
      }
      return e;
    };
  });
import la from 'node:https';
var BO = p(() => {});
var me,
  xn = p(() => {
    me = { setTimeout: (t, e) => setTimeout(t, e), clearTimeout: (t) => clearTimeout(t) };
  });
var VO,
  HO,
  GO = p(() => {
    xn();
    (VO = 1e3),
      (HO = (t, e, r = 0) => {
        if (!r) return -1;
        const o = (n) => {
          const s = me.setTimeout(() => {
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
                    me.clearTimeout(s);
                  })
                : me.clearTimeout(s);
            };
          t.socket ? i(t.socket) : t.on('socket', i);
        };
        return r < 2e3 ? (o(0), 0) : me.setTimeout(o.bind(null, VO), VO);
      });
  });
var jO,
  KO = p(() => {
    xn();
    jO = (t, e, r = 0, o, n) =>
      r
        ? me.setTimeout(() => {
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
var OG,
  ZO,
  WO = p(() => {
    xn();
    (OG = 3e3),
      (ZO = (t, { keepAlive: e, keepAliveMsecs: r }, o = OG) => {
        if (e !== !0) return -1;
        const n = () => {
          t.socket
            ? t.socket.setKeepAlive(e, r || 0)
            : t.on('socket', (s) => {
                s.setKeepAlive(e, r || 0);
              });
        };
        return o === 0 ? (n(), 0) : me.setTimeout(n, o);
      });
  });
var Ep,
  qO = p(() => {
    Ep = (t) => {
      const e = t?.defaultSocketTimeout;
      return typeof e == 'number' && Number.isFinite(e) && e > 0 ? e : void 0;
    };
  });
var NG,
  ey,
  JO = p(() => {
    xn();
    (NG = 3e3),
      (ey = (t, e, r = 0, o = !1) => {
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
        const a = me.setTimeout(i, NG);
        t.once('close', () => me.clearTimeout(a));
      });
  });
import { Readable as DG } from 'node:stream';
async function XO(t, e, r = YO, o = !1) {
  let n = e.headers,
    s = n ? n.Expect || n.expect : void 0,
    i = -1,
    a = !0;
  !o &&
    s === '100-continue' &&
    (a = await Promise.race([
      new Promise((c) => {
        i = Number(me.setTimeout(() => c(!0), Math.max(YO, r)));
      }),
      new Promise((c) => {
        t.on('continue', () => {
          me.clearTimeout(i), c(!0);
        }),
          t.on('response', () => {
            me.clearTimeout(i), c(!1);
          }),
          t.on('error', () => {
            me.clearTimeout(i), c(!1);
          });
      }),
    ])),
    a && kG(t, e.body);
}
function kG(t, e) {
  if (e instanceof DG) {
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
var YO,
  QO = p(() => {
    xn();
    YO = 6e3;
  });
var bp,
  eN,
  st,
  tN = p(() => {
    N();
    z();
    LO();
    zO();
    FO();
    BO();
    GO();
    KO();
    WO();
    qO();
    JO();
    xn();
    QO();
    st = class t {
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
            if (!C(n, c)) continue;
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
              f = -1,
              m = -1,
              h = () => {
                me.clearTimeout(l), me.clearTimeout(d), me.clearTimeout(f), me.clearTimeout(m);
              },
              g = async (W) => {
                await u, h(), a(W);
              },
              y = async (W) => {
                await u, h(), c(W);
              };
            if (r?.aborted) {
              const W = Qg(r);
              y(W);
              return;
            }
            let S = e.headers,
              x = S ? (S.Expect ?? S.expect) === '100-continue' : !1,
              b = i ? n.httpsAgent : n.httpAgent;
            x && !this.externalAgent && (b = new (i ? la.Agent : bp)({ keepAlive: !1, maxSockets: 1 / 0 })),
              (l = me.setTimeout(
                () => {
                  this.socketWarningTimestamp = t.checkSocketUsage(b, this.socketWarningTimestamp, s);
                },
                n.socketAcquisitionWarningTimeout ?? (n.requestTimeout ?? 2e3) + (n.connectionTimeout ?? 1e3),
              ));
            let I = e.query ? vh(e.query) : '',
              w;
            if (e.username != null || e.password != null) {
              const W = e.username ?? '',
                Bt = e.password ?? '';
              w = `${W}:${Bt}`;
            }
            let T = e.path;
            I && (T += `?${I}`), e.fragment && (T += `#${e.fragment}`);
            let F = e.hostname ?? '';
            F[0] === '[' && F.endsWith(']') ? (F = e.hostname.slice(1, -1)) : (F = e.hostname);
            const Le = { headers: e.headers, host: F, method: e.method, path: T, port: e.port, agent: b, auth: w },
              re = (i ? la.request : eN)(Le, (W) => {
                const Bt = new Je({
                  statusCode: W.statusCode || -1,
                  reason: W.statusMessage,
                  headers: UO(W.headers),
                  body: W,
                });
                g({ response: Bt });
              });
            if (
              (re.on('error', (W) => {
                MO.includes(W.code) ? y(Object.assign(W, { name: 'TimeoutError' })) : y(W);
              }),
              r)
            ) {
              const W = () => {
                re.destroy();
                const Bt = Qg(r);
                y(Bt);
              };
              if (typeof r.addEventListener == 'function') {
                const Bt = r;
                Bt.addEventListener('abort', W, { once: !0 }),
                  re.once('close', () => Bt.removeEventListener('abort', W));
              } else r.onabort = W;
            }
            const Se = o ?? n.requestTimeout;
            (d = HO(re, y, n.connectionTimeout)), (f = jO(re, y, Se, n.throwOnRequestTimeout, s ?? console));
            const Me = n.socketTimeout === void 0 ? Ep(n) : void 0;
            Me ? ey(re, y, Me, !0) : ey(re, y, n.socketTimeout);
            const Re = Le.agent;
            typeof Re == 'object' &&
              'keepAlive' in Re &&
              (m = ZO(re, { keepAlive: Re.keepAlive, keepAliveMsecs: Re.keepAliveMsecs })),
              (u = XO(re, e, Se, this.externalAgent).catch((W) => (h(), c(W))));
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
                (e = 'defaultSocketTimeout'), (r = Ep(o) ?? r);
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
          f;
        return {
          connectionTimeout: o,
          requestTimeout: r,
          socketTimeout: n,
          defaultSocketTimeout: Ep(e),
          socketAcquisitionWarningTimeout: s,
          throwOnRequestTimeout: c,
          httpAgentProvider: () =>
            (f ??= (async () => {
              const m = await import('node:http'),
                { Agent: h, request: g } = m.default ?? m;
              return (
                (eN = g),
                (bp = h),
                i instanceof bp || typeof i?.destroy == 'function'
                  ? ((this.externalAgent = !0), i)
                  : new bp({ keepAlive: l, maxSockets: d, ...i })
              );
            })()),
          httpsAgent:
            a instanceof la.Agent || typeof a?.destroy == 'function'
              ? ((this.externalAgent = !0), a)
              : new la.Agent({ keepAlive: l, maxSockets: d, ...a }),
          logger: u,
        };
      }
    };
  });
var _n = p(() => {
  tN();
  N();
});
var $G,
  LG,
  MG,
  rN,
  oN = p(() => {
    $();
    ($G = '169.254.170.2'),
      (LG = '169.254.170.23'),
      (MG = '[fd00:ec2::23]'),
      (rN = (t, e) => {
        if (t.protocol !== 'https:' && !(t.hostname === $G || t.hostname === LG || t.hostname === MG)) {
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
function nN(t) {
  return new K({
    protocol: t.protocol,
    hostname: t.hostname,
    port: Number(t.port),
    path: t.pathname,
    query: Array.from(t.searchParams.entries()).reduce((e, [r, o]) => ((e[r] = o), e), {}),
    fragment: t.hash,
  });
}
async function sN(t, e) {
  const o = await Pi(t.body).transformToString();
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
      expiration: rm(n.Expiration),
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
var iN = p(() => {
  $();
  z();
  N();
  N();
});
var aN,
  cN = p(() => {
    aN = (t, e, r) => async () => {
      for (let o = 0; o < e; ++o)
        try {
          return await t();
        } catch {
          await new Promise((s) => setTimeout(s, r));
        }
      return await t();
    };
  });
import zG from 'node:fs/promises';
var UG,
  FG,
  BG,
  VG,
  HG,
  lN,
  uN,
  pN = p(() => {
    U();
    $();
    _n();
    oN();
    iN();
    cN();
    (UG = 'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI'),
      (FG = 'http://169.254.170.2'),
      (BG = 'AWS_CONTAINER_CREDENTIALS_FULL_URI'),
      (VG = 'AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE'),
      (HG = 'AWS_CONTAINER_AUTHORIZATION_TOKEN'),
      (lN = (t = {}) => {
        t.logger?.debug('@aws-sdk/credential-provider-http - fromHttp');
        let e,
          r = t.awsContainerCredentialsRelativeUri ?? process.env[UG],
          o = t.awsContainerCredentialsFullUri ?? process.env[BG],
          n = t.awsContainerAuthorizationToken ?? process.env[HG],
          s = t.awsContainerAuthorizationTokenFile ?? process.env[VG],
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
          e = `${FG}${r}`;
        else if (o) e = o;
        else
          throw new v(
            `No HTTP credential provider host provided.
Set AWS_CONTAINER_CREDENTIALS_FULL_URI or AWS_CONTAINER_CREDENTIALS_RELATIVE_URI.`,
            { logger: t.logger },
          );
        const a = new URL(e);
        rN(a, t.logger);
        const c = st.create({ connectionTimeout: t.timeout ?? 1e3 }),
          u = t.timeout ?? 1e3,
          l = aN(
            async () => {
              const d = nN(a);
              s
                ? (d.headers.Authorization = uN((await zG.readFile(s)).toString()))
                : n && (d.headers.Authorization = uN(n));
              try {
                const f = await c.handle(d, { requestTimeout: u });
                return sN(f.response).then((m) => V(m, 'CREDENTIALS_HTTP', 'z'));
              } catch (f) {
                throw new v(String(f), { logger: t.logger });
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
      (uN = (t) => {
        if (
          t.includes(`\r
`)
        )
          throw new v('Authorization token contains invalid \\r\\n sequence.');
        return t;
      });
  });
var ty = {};
We(ty, { fromHttp: () => lN });
var ry = p(() => {
  pN();
});
var wp,
  oy = p(() => {
    wp = (t) =>
      t &&
      (typeof t.sso_start_url == 'string' ||
        typeof t.sso_account_id == 'string' ||
        typeof t.sso_session == 'string' ||
        typeof t.sso_region == 'string' ||
        typeof t.sso_role_name == 'string');
  });
var _s,
  Ip = p(() => {
    _s = "To refresh this SSO session run 'aws sso login' with the corresponding profile.";
  });
function jG(t) {
  return {
    schemeId: 'aws.auth#sigv4',
    signingProperties: { name: 'sso-oauth', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
function KG(t) {
  return { schemeId: 'smithy.api#noAuth' };
}
var hN,
  gN,
  yN,
  ny = p(() => {
    He();
    P();
    hN = async (t, e, r) => ({
      operation: pe(e).operation,
      region:
        (await Q(t.region)()) ||
        (() => {
          throw new Error('expected `region` to be configured for `aws.auth#sigv4`');
        })(),
    });
    (gN = (t) => {
      const e = [];
      return t.operation === 'CreateToken' ? e.push(KG(t)) : e.push(jG(t)), e;
    }),
      (yN = (t) => {
        const e = Gr(t);
        return Object.assign(e, { authSchemePreference: Q(t.authSchemePreference ?? []) });
      });
  });
var SN,
  xN,
  sy = p(() => {
    (SN = (t) =>
      Object.assign(t, {
        useDualstackEndpoint: t.useDualstackEndpoint ?? !1,
        useFipsEndpoint: t.useFipsEndpoint ?? !1,
        defaultSigningName: 'sso-oauth',
      })),
      (xN = {
        UseFIPS: { type: 'builtInParams', name: 'useFipsEndpoint' },
        Endpoint: { type: 'builtInParams', name: 'endpoint' },
        Region: { type: 'builtInParams', name: 'region' },
        UseDualStack: { type: 'builtInParams', name: 'useDualstackEndpoint' },
      });
  });
var Lo,
  pa = p(() => {
    Lo = {
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
var Mo,
  vp = p(() => {
    P();
    te();
    Mo = class {
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
          const f = n,
            m = f?.message ?? f?.Message ?? f?.Error?.Message ?? f?.Error?.message;
          throw this.decorateServiceException(Object.assign(new Error(m), { name: a }, c), n);
        }
      }
      compose(e, r, o) {
        let n = o;
        r.includes('#') && ([n] = r.split('#'));
        const s = ne.for(n),
          i = ne.for('smithy.ts.sdk.synthetic.' + o);
        e.copyFrom(s), e.copyFrom(i), (this.errorRegistry = e);
      }
      decorateServiceException(e, r = {}) {
        if (this.queryCompat) {
          const o = e.Message ?? r.Message,
            n = nu(e, r);
          o && (n.message = o);
          const s = n.Error ?? {};
          (s.Type = n.Error?.Type),
            (s.Code = n.Error?.Code),
            (s.Message = n.Error?.message ?? n.Error?.Message ?? o),
            (n.Error = s);
          const i = n.$metadata.requestId;
          return i && (n.RequestId = i), n;
        }
        return nu(e, r);
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
          return e.find((n) => k.of(n).getMergedTraits().awsQueryError?.[0] === r);
        }
      }
    };
  });
var Tp,
  _N = p(() => {
    z();
    te();
    vp();
    Tp = class extends cn {
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
          (this.codec = s ?? new Br({ timestampFormat: { useTrait: !0, default: 7 }, jsonName: !1 })),
          (this.serializer = this.codec.createSerializer()),
          (this.deserializer = this.codec.createDeserializer()),
          (this.awsQueryCompatible = !!n),
          (this.mixin = new Mo(this.awsQueryCompatible));
      }
      async serializeRequest(e, r, o) {
        const n = await super.serializeRequest(e, r, o);
        return (
          n.path.endsWith('/') || (n.path += '/'),
          (n.headers['content-type'] = `application/x-amz-json-${this.getJsonRpcVersion()}`),
          (n.headers['x-amz-target'] = `${this.serviceTarget}.${e.name}`),
          this.awsQueryCompatible && (n.headers['x-amzn-query-mode'] = 'true'),
          (to(e.input) === 'unit' || !n.body) && (n.body = '{}'),
          n
        );
      }
      getPayloadCodec() {
        return this.codec;
      }
      async handleError(e, r, o, n, s) {
        const { awsQueryCompatible: i } = this;
        i && this.mixin.setQueryCompatError(n, o);
        const a = Wu(o, n, i) ?? 'Unknown';
        this.mixin.compose(this.compositeErrorRegistry, a, this.options.defaultNamespace);
        const { errorSchema: c, errorMetadata: u } = await this.mixin.getErrorSchemaOrThrowBaseException(
            a,
            this.options.defaultNamespace,
            o,
            n,
            s,
            i ? this.mixin.findQueryCompatibleError : void 0,
          ),
          l = k.of(c),
          d = n.message ?? n.Message ?? 'UnknownError',
          f = this.compositeErrorRegistry.getErrorCtor(c) ?? Error,
          m = new f({}),
          h = {},
          g = this.codec.createDeserializer();
        for (const [y, S] of l.structIterator()) n[y] != null && (h[y] = g.readObject(S, n[y]));
        throw (
          (i && this.mixin.queryCompatOutput(n, h),
          this.mixin.decorateServiceException(
            Object.assign(m, u, { $fault: l.getMergedTraits().error, message: d }, h),
            n,
          ))
        );
      }
    };
  });
var da,
  EN = p(() => {
    _N();
    da = class extends Tp {
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
var ao,
  bN = p(() => {
    z();
    te();
    vp();
    ao = class extends ki {
      serializer;
      deserializer;
      codec;
      mixin = new Mo();
      constructor({ defaultNamespace: e, errorTypeRegistries: r, jsonCodec: o }) {
        super({ defaultNamespace: e, errorTypeRegistries: r });
        const n = { timestampFormat: { useTrait: !0, default: 7 }, httpBindings: !0, jsonName: !0 };
        (this.codec = o ?? new Br(n)),
          (this.serializer = new Li(this.codec.createSerializer(), n)),
          (this.deserializer = new $i(this.codec.createDeserializer(), n));
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
          s = k.of(e.input);
        if (!n.headers['content-type']) {
          const i = this.mixin.resolveRestContentType(this.getDefaultContentType(), s);
          i && (n.headers['content-type'] = i);
        }
        return n.body == null && n.headers['content-type'] === this.getDefaultContentType() && (n.body = '{}'), n;
      }
      async deserializeResponse(e, r, o) {
        const n = await super.deserializeResponse(e, r, o),
          s = k.of(e.output);
        for (const [i, a] of s.structIterator()) a.getMemberTraits().httpPayload && !(i in n) && (n[i] = null);
        return n;
      }
      async handleError(e, r, o, n, s) {
        const i = Zu(o, n) ?? 'Unknown';
        this.mixin.compose(this.compositeErrorRegistry, i, this.options.defaultNamespace);
        const { errorSchema: a, errorMetadata: c } = await this.mixin.getErrorSchemaOrThrowBaseException(
            i,
            this.options.defaultNamespace,
            o,
            n,
            s,
          ),
          u = k.of(a),
          l = n.message ?? n.Message ?? 'UnknownError',
          d = this.compositeErrorRegistry.getErrorCtor(a) ?? Error,
          f = new d({});
        await this.deserializeHttpMessage(a, r, o, n);
        const m = {},
          h = this.codec.createDeserializer();
        for (const [g, y] of u.structIterator()) {
          const S = y.getMergedTraits().jsonName ?? g;
          m[g] = h.readObject(y, n[S]);
        }
        throw this.mixin.decorateServiceException(
          Object.assign(f, c, { $fault: u.getMergedTraits().error, message: l }, m),
          n,
        );
      }
      getDefaultContentType() {
        return 'application/json';
      }
    };
  });
function iy(t) {
  Object.defineProperty(t, '__proto__', { value: void 0, writable: !0, enumerable: !0, configurable: !0 });
}
function cy(t) {
  return new ay(t).parse();
}
var ay,
  wN = p(() => {
    ay = class t {
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
          ++this.i, this.trim(), l === '__proto__' && iy(n), (n[l] = this.readAttrValue()), (o = !0);
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
          l.tag === '__proto__' && iy(u),
            l.tag in u
              ? Array.isArray(u[l.tag])
                ? u[l.tag].push(l.value)
                : (u[l.tag] = [u[l.tag], l.value])
              : (u[l.tag] = l.value);
        for (const [l, d] of Object.entries(n)) l === '__proto__' && iy(u), (u[l] = d);
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
var IN = p(() => {
  wN();
});
var Es,
  uy = p(() => {
    Es = class {
      serdeContext;
      setSerdeContext(e) {
        this.serdeContext = e;
      }
    };
  });
var Ap,
  vN = p(() => {
    Ap = class {
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
function TN(t) {
  Object.defineProperty(t, '__proto__', { value: void 0, writable: !0, enumerable: !0, configurable: !0 });
}
var AN = p(() => {});
var Cp,
  CN = p(() => {
    IN();
    P();
    z();
    te();
    N();
    uy();
    vN();
    AN();
    Cp = class extends Es {
      settings;
      stringDeserializer;
      constructor(e) {
        super(), (this.settings = e), (this.stringDeserializer = new un(e));
      }
      setSerdeContext(e) {
        (this.serdeContext = e), this.stringDeserializer.setSerdeContext(e);
      }
      read(e, r, o) {
        const n = k.of(e),
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
        const a = (this.serdeContext?.utf8Encoder ?? se)(r),
          c = this.parseXml(a);
        return this.readSchema(e, o ? c[o] : c);
      }
      readSchema(e, r) {
        const o = k.of(e);
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
            for (const f of d) c.push(this.readSchema(a, f));
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
            for (const f of u) {
              const m = f[l],
                h = f[d];
              m === '__proto__' && TN(i), (i[m] = this.readSchema(c, h));
            }
            return i;
          }
          if (o.isStructSchema()) {
            let a = o.isUnionSchema(),
              c;
            a && (c = new Ap(r, i));
            for (const [u, l] of o.structIterator()) {
              const d = l.getMergedTraits(),
                f = d.httpPayload ? (d.xmlName ?? l.getName()) : (l.getMemberTraits().xmlName ?? u);
              a && c.mark(f), r[f] != null && (i[u] = this.readSchema(l, r[f]));
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
            r = cy(e);
          } catch (i) {
            throw (i && typeof i == 'object' && Object.defineProperty(i, '$responseBodyText', { value: e }), i);
          }
          const o = '#text',
            n = Object.keys(r)[0],
            s = r[n];
          return s[o] && ((s[n] = s[o]), delete s[o]), su(s);
        }
        return {};
      }
    };
  });
var Rp,
  RN = p(() => {
    z();
    te();
    N();
    N();
    uy();
    Rp = class extends Es {
      settings;
      buffer;
      constructor(e) {
        super(), (this.settings = e);
      }
      write(e, r, o = '') {
        this.buffer === void 0 && (this.buffer = '');
        const n = k.of(e);
        if ((o && !o.endsWith('.') && (o += '.'), n.isBlobSchema()))
          (typeof r == 'string' || r instanceof Uint8Array) &&
            (this.writeKey(o), this.writeValue((this.serdeContext?.base64Encoder ?? ye)(r)));
        else if (n.isBooleanSchema() || n.isNumericSchema() || n.isStringSchema())
          r != null
            ? (this.writeKey(o), this.writeValue(String(r)))
            : n.isIdempotencyToken() && (this.writeKey(o), this.writeValue(is()));
        else if (n.isBigIntegerSchema()) r != null && (this.writeKey(o), this.writeValue(String(r)));
        else if (n.isBigDecimalSchema())
          r != null && (this.writeKey(o), this.writeValue(r instanceof be ? r.string : String(r)));
        else if (n.isTimestampSchema()) {
          if (r instanceof Date)
            switch ((this.writeKey(o), ln(n, this.settings))) {
              case 5:
                this.writeValue(r.toISOString().replace('.000Z', 'Z'));
                break;
              case 6:
                this.writeValue(Qo(r));
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
                f = this.getKey('key', d.xmlName, d.ec2QueryName),
                m = a ? `${o}${c}.${f}` : `${o}entry.${c}.${f}`,
                h = i.getMergedTraits(),
                g = this.getKey('value', h.xmlName, h.ec2QueryName),
                y = a ? `${o}${c}.${g}` : `${o}entry.${c}.${g}`;
              this.write(s, u, m), this.write(i, l, y), ++c;
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
        e.endsWith('.') && (e = e.slice(0, e.length - 1)), (this.buffer += `&${on(e)}=`);
      }
      writeValue(e) {
        this.buffer += on(e);
      }
    };
  });
var fa,
  PN = p(() => {
    z();
    te();
    vp();
    CN();
    RN();
    fa = class extends cn {
      options;
      serializer;
      deserializer;
      mixin = new Mo();
      constructor(e) {
        super({ defaultNamespace: e.defaultNamespace, errorTypeRegistries: e.errorTypeRegistries }), (this.options = e);
        const r = {
          timestampFormat: { useTrait: !0, default: 5 },
          httpBindings: !1,
          xmlNamespace: e.xmlNamespace,
          serviceNamespace: e.defaultNamespace,
          serializeEmptyLists: !0,
        };
        (this.serializer = new Rp(r)), (this.deserializer = new Cp(r));
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
          (to(e.input) === 'unit' || !n.body) && (n.body = '');
        const s = e.name.split('#')[1] ?? e.name;
        return (
          (n.body = `Action=${s}&Version=${this.options.version}` + n.body),
          n.body.endsWith('&') && (n.body = n.body.slice(-1)),
          n
        );
      }
      async deserializeResponse(e, r, o) {
        const n = this.deserializer,
          s = k.of(e.output),
          i = {};
        if (o.statusCode >= 300) {
          const l = await Be(o.body, r);
          l.byteLength > 0 && Object.assign(i, await n.read(15, l)),
            await this.handleError(e, r, o, i, this.deserializeMetadata(o));
        }
        for (const l in o.headers) {
          const d = o.headers[l];
          delete o.headers[l], (o.headers[l.toLowerCase()] = d);
        }
        const a = e.name.split('#')[1] ?? e.name,
          c = s.isStructSchema() && this.useNestedResult() ? a + 'Result' : void 0,
          u = await Be(o.body, r);
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
          d = k.of(u),
          f = this.compositeErrorRegistry.getErrorCtor(u) ?? Error,
          m = new f({}),
          h = { Type: a.Error.Type, Code: a.Error.Code, Error: a.Error };
        for (const [g, y] of d.structIterator()) {
          const S = y.getMergedTraits().xmlName ?? g,
            x = a[S] ?? n[S];
          h[g] = this.deserializer.readSchema(y, x);
        }
        throw this.mixin.decorateServiceException(
          Object.assign(m, l, { $fault: d.getMergedTraits().error, message: c }, h),
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
var En = p(() => {
  EN();
  bN();
  z();
  PN();
});
var ma,
  bn,
  Pp,
  ON,
  $N,
  Op,
  ly,
  NN,
  py,
  bs,
  DN,
  kN,
  WG,
  dt,
  qG,
  LN,
  MN = p(() => {
    ie();
    (ma = 'ref'),
      (bn = -1),
      (Pp = !0),
      (ON = 'isSet'),
      ($N = 'PartitionResult'),
      (Op = 'booleanEquals'),
      (ly = 'getAttr'),
      (NN = { [ma]: 'Endpoint' }),
      (py = { [ma]: $N }),
      (bs = {}),
      (DN = [{ [ma]: 'Region' }]),
      (kN = {
        conditions: [
          [ON, [NN]],
          [ON, DN],
          ['aws.partition', DN, $N],
          [Op, [{ [ma]: 'UseFIPS' }, Pp]],
          [Op, [{ [ma]: 'UseDualStack' }, Pp]],
          [Op, [{ fn: ly, argv: [py, 'supportsDualStack'] }, Pp]],
          [Op, [{ fn: ly, argv: [py, 'supportsFIPS'] }, Pp]],
          ['stringEquals', [{ fn: ly, argv: [py, 'name'] }, 'aws-us-gov']],
        ],
        results: [
          [bn],
          [bn, 'Invalid Configuration: FIPS and custom endpoint are not supported'],
          [bn, 'Invalid Configuration: Dualstack and custom endpoint are not supported'],
          [NN, bs],
          ['https://oidc-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', bs],
          [bn, 'FIPS and DualStack are enabled, but this partition does not support one or both'],
          ['https://oidc.{Region}.amazonaws.com', bs],
          ['https://oidc-fips.{Region}.{PartitionResult#dnsSuffix}', bs],
          [bn, 'FIPS is enabled but this partition does not support FIPS'],
          ['https://oidc.{Region}.{PartitionResult#dualStackDnsSuffix}', bs],
          [bn, 'DualStack is enabled but this partition does not support DualStack'],
          ['https://oidc.{Region}.{PartitionResult#dnsSuffix}', bs],
          [bn, 'Invalid Configuration: Missing Region'],
        ],
      }),
      (WG = 2),
      (dt = 1e8),
      (qG = new Int32Array([
        -1,
        1,
        -1,
        0,
        13,
        3,
        1,
        4,
        dt + 12,
        2,
        5,
        dt + 12,
        3,
        8,
        6,
        4,
        7,
        dt + 11,
        5,
        dt + 9,
        dt + 10,
        4,
        11,
        9,
        6,
        10,
        dt + 8,
        7,
        dt + 6,
        dt + 7,
        5,
        12,
        dt + 5,
        6,
        dt + 4,
        dt + 5,
        3,
        dt + 1,
        14,
        4,
        dt + 2,
        dt + 3,
      ])),
      (LN = Tt.from(qG, WG, kN.conditions, kN.results));
  });
var JG,
  zN,
  UN = p(() => {
    U();
    ie();
    MN();
    (JG = new At({ size: 50, params: ['Endpoint', 'Region', 'UseDualStack', 'UseFIPS'] })),
      (zN = (t, e = {}) => JG.get(t, () => pr(LN, { endpointParams: t, logger: e.logger })));
    rt.aws = $t;
  });
var Ce,
  Np = p(() => {
    P();
    Ce = class t extends _t {
      static shapeId = 'smithy.ts.sdk.synthetic.com.amazonaws.ssooidc#SSOOIDCServiceException';
      constructor(e) {
        super(e), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var ha,
  ga,
  ya,
  Sa,
  xa,
  _a,
  Ea,
  ba,
  wa,
  Ia,
  va,
  dy = p(() => {
    Np();
    (ha = class t extends Ce {
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
      (ga = class t extends Ce {
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
      (ya = class t extends Ce {
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
      (Sa = class t extends Ce {
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
      (xa = class t extends Ce {
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
      (_a = class t extends Ce {
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
      (Ea = class t extends Ce {
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
      (ba = class t extends Ce {
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
      (wa = class t extends Ce {
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
      (Ia = class t extends Ce {
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
      (va = class t extends Ce {
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
var YG,
  XG,
  QG,
  ej,
  tj,
  rj,
  oj,
  nj,
  sj,
  ij,
  aj,
  cj,
  uj,
  lj,
  pj,
  dj,
  fj,
  mj,
  hj,
  gj,
  Kr,
  yj,
  Sj,
  xj,
  _j,
  Ej,
  ge,
  bj,
  Cr,
  wj,
  Ij,
  Rr,
  vj,
  FN,
  BN,
  Tj,
  VN,
  Aj,
  Cj,
  Rj,
  _e,
  HN,
  GN,
  zt,
  jN,
  KN,
  ZN,
  WN,
  qN,
  JN,
  YN,
  XN,
  QN,
  eD,
  tD,
  fy,
  Pj,
  Oj,
  Nj,
  Dj,
  rD,
  oD,
  nD,
  my,
  Dp = p(() => {
    te();
    dy();
    Np();
    (YG = 'AccessDeniedException'),
      (XG = 'AuthorizationPendingException'),
      (QG = 'AccessToken'),
      (ej = 'ClientSecret'),
      (tj = 'CreateToken'),
      (rj = 'CreateTokenRequest'),
      (oj = 'CreateTokenResponse'),
      (nj = 'CodeVerifier'),
      (sj = 'ExpiredTokenException'),
      (ij = 'InvalidClientException'),
      (aj = 'InvalidGrantException'),
      (cj = 'InvalidRequestException'),
      (uj = 'InternalServerException'),
      (lj = 'InvalidScopeException'),
      (pj = 'IdToken'),
      (dj = 'RefreshToken'),
      (fj = 'SlowDownException'),
      (mj = 'UnauthorizedClientException'),
      (hj = 'UnsupportedGrantTypeException'),
      (gj = 'accessToken'),
      (Kr = 'client'),
      (yj = 'clientId'),
      (Sj = 'clientSecret'),
      (xj = 'codeVerifier'),
      (_j = 'code'),
      (Ej = 'deviceCode'),
      (ge = 'error'),
      (bj = 'expiresIn'),
      (Cr = 'error_description'),
      (wj = 'grantType'),
      (Ij = 'http'),
      (Rr = 'httpError'),
      (vj = 'idToken'),
      (FN = 'reason'),
      (BN = 'refreshToken'),
      (Tj = 'redirectUri'),
      (VN = 'smithy.ts.sdk.synthetic.com.amazonaws.ssooidc'),
      (Aj = 'scope'),
      (Cj = 'server'),
      (Rj = 'tokenType'),
      (_e = 'com.amazonaws.ssooidc'),
      (HN = new ne(VN)),
      (GN = [-3, VN, 'SSOOIDCServiceException', 0, [], []]);
    HN.registerError(GN, Ce);
    (zt = new ne(_e)), (jN = [-3, _e, YG, { [ge]: Kr, [Rr]: 400 }, [ge, FN, Cr], [0, 0, 0]]);
    zt.registerError(jN, ha);
    KN = [-3, _e, XG, { [ge]: Kr, [Rr]: 400 }, [ge, Cr], [0, 0]];
    zt.registerError(KN, ga);
    ZN = [-3, _e, sj, { [ge]: Kr, [Rr]: 400 }, [ge, Cr], [0, 0]];
    zt.registerError(ZN, ya);
    WN = [-3, _e, uj, { [ge]: Cj, [Rr]: 500 }, [ge, Cr], [0, 0]];
    zt.registerError(WN, Sa);
    qN = [-3, _e, ij, { [ge]: Kr, [Rr]: 401 }, [ge, Cr], [0, 0]];
    zt.registerError(qN, xa);
    JN = [-3, _e, aj, { [ge]: Kr, [Rr]: 400 }, [ge, Cr], [0, 0]];
    zt.registerError(JN, _a);
    YN = [-3, _e, cj, { [ge]: Kr, [Rr]: 400 }, [ge, FN, Cr], [0, 0, 0]];
    zt.registerError(YN, Ea);
    XN = [-3, _e, lj, { [ge]: Kr, [Rr]: 400 }, [ge, Cr], [0, 0]];
    zt.registerError(XN, ba);
    QN = [-3, _e, fj, { [ge]: Kr, [Rr]: 400 }, [ge, Cr], [0, 0]];
    zt.registerError(QN, wa);
    eD = [-3, _e, mj, { [ge]: Kr, [Rr]: 400 }, [ge, Cr], [0, 0]];
    zt.registerError(eD, Ia);
    tD = [-3, _e, hj, { [ge]: Kr, [Rr]: 400 }, [ge, Cr], [0, 0]];
    zt.registerError(tD, va);
    (fy = [HN, zt]),
      (Pj = [0, _e, QG, 8, 0]),
      (Oj = [0, _e, ej, 8, 0]),
      (Nj = [0, _e, nj, 8, 0]),
      (Dj = [0, _e, pj, 8, 0]),
      (rD = [0, _e, dj, 8, 0]),
      (oD = [
        3,
        _e,
        rj,
        0,
        [yj, Sj, wj, Ej, _j, BN, Aj, Tj, xj],
        [0, [() => Oj, 0], 0, 0, 0, [() => rD, 0], 64, 0, [() => Nj, 0]],
        3,
      ]),
      (nD = [3, _e, oj, 0, [gj, Rj, bj, BN, vj], [[() => Pj, 0], 0, 1, [() => rD, 0], [() => Dj, 0]]]),
      (my = [9, _e, tj, { [Ij]: ['POST', '/token', 200] }, () => oD, () => nD]);
  });
var sD,
  iD = p(() => {
    He();
    En();
    Ve();
    bo();
    P();
    z();
    N();
    ny();
    UN();
    Dp();
    sD = (t) => ({
      apiVersion: '2019-06-10',
      base64Decoder: t?.base64Decoder ?? Ee,
      base64Encoder: t?.base64Encoder ?? ye,
      disableHostPrefix: t?.disableHostPrefix ?? !1,
      endpointProvider: t?.endpointProvider ?? zN,
      extensions: t?.extensions ?? [],
      httpAuthSchemeProvider: t?.httpAuthSchemeProvider ?? gN,
      httpAuthSchemes: t?.httpAuthSchemes ?? [
        {
          schemeId: 'aws.auth#sigv4',
          identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4'),
          signer: new Ae(),
        },
        {
          schemeId: 'smithy.api#noAuth',
          identityProvider: (e) => e.getIdentityProvider('smithy.api#noAuth') || (async () => ({})),
          signer: new ot(),
        },
      ],
      logger: t?.logger ?? new Ye(),
      protocol: t?.protocol ?? ao,
      protocolSettings: t?.protocolSettings ?? {
        defaultNamespace: 'com.amazonaws.ssooidc',
        errorTypeRegistries: fy,
        version: '2019-06-10',
        serviceTarget: 'AWSSSOOIDCService',
      },
      serviceId: t?.serviceId ?? 'SSO OIDC',
      sha256: t?.sha256 ?? Pt,
      urlParser: t?.urlParser ?? ve,
      utf8Decoder: t?.utf8Decoder ?? de,
      utf8Encoder: t?.utf8Encoder ?? se,
    });
  });
var aD,
  cD = p(() => {
    pa();
    U();
    He();
    P();
    $();
    kt();
    N();
    _n();
    iD();
    aD = (t) => {
      Qt(process.version);
      const e = lr(t),
        r = () => e().then(Xt),
        o = sD(t);
      or(process.version);
      const n = { profile: t?.profile, logger: o.logger };
      return {
        ...o,
        ...t,
        runtime: 'node',
        defaultsMode: e,
        authSchemePreference: t?.authSchemePreference ?? A(Lt, n),
        bodyLengthChecker: t?.bodyLengthChecker ?? sr,
        defaultSocketTimeout: nr(t?.requestHandler, 3e5),
        defaultUserAgentProvider:
          t?.defaultUserAgentProvider ?? Ir({ serviceId: o.serviceId, clientVersion: Lo.version }),
        maxAttempts: t?.maxAttempts ?? A(Dt, t),
        region: t?.region ?? A(tt, { ...vt, ...n }),
        requestHandler: st.create(t?.requestHandler ?? r),
        retryMode: t?.retryMode ?? A({ ...br, default: async () => (await r()).retryMode || Rt }, t),
        streamCollector: t?.streamCollector ?? lt,
        useDualstackEndpoint: t?.useDualstackEndpoint ?? A(ar, n),
        useFipsEndpoint: t?.useFipsEndpoint ?? A(cr, n),
        userAgentAppId: t?.userAgentAppId ?? A(vr, n),
      };
    };
  });
var uD,
  lD,
  pD = p(() => {
    (uD = (t) => {
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
      (lD = (t) => ({
        httpAuthSchemes: t.httpAuthSchemes(),
        httpAuthSchemeProvider: t.httpAuthSchemeProvider(),
        credentials: t.credentials(),
      }));
  });
var dD,
  fD = p(() => {
    U();
    P();
    z();
    pD();
    dD = (t, e) => {
      const r = Object.assign(Tr(t), er(t), dr(t), uD(t));
      return e.forEach((o) => o.configure(r)), Object.assign(t, Ar(r), tr(r), fr(r), lD(r));
    };
  });
var Ta,
  hy = p(() => {
    U();
    Ve();
    P();
    $();
    ie();
    z();
    kt();
    te();
    ny();
    sy();
    cD();
    fD();
    Ta = class extends Te {
      config;
      constructor(...[e]) {
        const r = aD(e || {});
        super(r), (this.initConfig = r);
        const o = SN(r),
          n = _r(o),
          s = Er(n),
          i = ur(s),
          a = i,
          c = Mr(a),
          u = yN(c),
          l = dD(u, e?.extensions || []);
        (this.config = l),
          this.middlewareStack.use(Yt(this.config)),
          this.middlewareStack.use(wr(this.config)),
          this.middlewareStack.use(Vr(this.config)),
          this.middlewareStack.use(mr(this.config)),
          this.middlewareStack.use(gr(this.config)),
          this.middlewareStack.use(yr(this.config)),
          this.middlewareStack.use(Sr(this.config)),
          this.middlewareStack.use(
            Ot(this.config, {
              httpAuthSchemeParametersProvider: hN,
              identityProviderConfigProvider: async (d) => new pt({ 'aws.auth#sigv4': d.credentials }),
            }),
          ),
          this.middlewareStack.use(Nt(this.config));
      }
      destroy() {
        super.destroy();
      }
    };
  });
var mD,
  hD,
  gD,
  yD = p(() => {
    P();
    ie();
    sy();
    (mD = rr(xN, 'AWSSSOOIDCService', 'SSOOIDCClient', zr)), (hD = {}), (gD = (t, e, r, o) => []);
  });
var Aa,
  gy = p(() => {
    yD();
    Dp();
    Aa = class extends mD(hD, gD, 'CreateToken', my) {};
  });
var kj,
  kp,
  SD = p(() => {
    P();
    gy();
    hy();
    (kj = { CreateTokenCommand: Aa }), (kp = class extends Ta {});
    ro(kj, kp);
  });
var xD = p(() => {
  gy();
});
var $j,
  Lj,
  _D = p(() => {
    ($j = { KMS_ACCESS_DENIED: 'KMS_AccessDeniedException' }),
      (Lj = {
        KMS_DISABLED_KEY: 'KMS_DisabledException',
        KMS_INVALID_KEY_USAGE: 'KMS_InvalidKeyUsageException',
        KMS_INVALID_STATE: 'KMS_InvalidStateException',
        KMS_KEY_NOT_FOUND: 'KMS_NotFoundException',
      });
  });
var ED = p(() => {});
var yy = {};
We(yy, {
  $Command: () => ut,
  AccessDeniedException: () => ha,
  AccessDeniedException$: () => jN,
  AccessDeniedExceptionReason: () => $j,
  AuthorizationPendingException: () => ga,
  AuthorizationPendingException$: () => KN,
  CreateToken$: () => my,
  CreateTokenCommand: () => Aa,
  CreateTokenRequest$: () => oD,
  CreateTokenResponse$: () => nD,
  ExpiredTokenException: () => ya,
  ExpiredTokenException$: () => ZN,
  InternalServerException: () => Sa,
  InternalServerException$: () => WN,
  InvalidClientException: () => xa,
  InvalidClientException$: () => qN,
  InvalidGrantException: () => _a,
  InvalidGrantException$: () => JN,
  InvalidRequestException: () => Ea,
  InvalidRequestException$: () => YN,
  InvalidRequestExceptionReason: () => Lj,
  InvalidScopeException: () => ba,
  InvalidScopeException$: () => XN,
  SSOOIDC: () => kp,
  SSOOIDCClient: () => Ta,
  SSOOIDCServiceException: () => Ce,
  SSOOIDCServiceException$: () => GN,
  SlowDownException: () => wa,
  SlowDownException$: () => QN,
  UnauthorizedClientException: () => Ia,
  UnauthorizedClientException$: () => eD,
  UnsupportedGrantTypeException: () => va,
  UnsupportedGrantTypeException$: () => tD,
  __Client: () => Te,
  errorTypeRegistries: () => fy,
});
var Sy = p(() => {
  hy();
  SD();
  xD();
  P();
  Dp();
  _D();
  dy();
  ED();
  Np();
});
var bD,
  wD = p(() => {
    bD = async (t, e = {}, r) => {
      const { SSOOIDCClient: o } = await Promise.resolve().then(() => (Sy(), yy)),
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
var ID,
  vD = p(() => {
    wD();
    ID = async (t, e, r = {}, o) => {
      const { CreateTokenCommand: n } = await Promise.resolve().then(() => (Sy(), yy));
      return (await bD(e, r, o)).send(
        new n({
          clientId: t.clientId,
          clientSecret: t.clientSecret,
          refreshToken: t.refreshToken,
          grantType: 'refresh_token',
        }),
      );
    };
  });
var xy,
  TD = p(() => {
    $();
    Ip();
    xy = (t) => {
      if (t.expiration && t.expiration.getTime() < Date.now()) throw new wt(`Token is expired. ${_s}`, !1);
    };
  });
var zo,
  AD = p(() => {
    $();
    Ip();
    zo = (t, e, r = !1) => {
      if (typeof e > 'u')
        throw new wt(`Value not present for '${t}' in SSO Token${r ? '. Cannot refresh' : ''}. ${_s}`, !1);
    };
  });
import { promises as Mj } from 'node:fs';
var zj,
  CD,
  RD = p(() => {
    $();
    ({ writeFile: zj } = Mj),
      (CD = (t, e) => {
        const r = Si(t),
          o = JSON.stringify(e, null, 2);
        return zj(r, o);
      });
  });
var PD,
  $p,
  _y,
  OD = p(() => {
    $();
    Ip();
    vD();
    TD();
    AD();
    RD();
    (PD = new Map()),
      ($p = new Map()),
      (_y =
        (t = {}) =>
        async ({ callerClientConfig: e } = {}) => {
          t.logger?.debug('@aws-sdk/token-providers - fromSso');
          const r = await ir(t),
            o = et({ profile: t.profile ?? e?.profile }),
            n = r[o];
          if (n) {
            if (!n.sso_session) throw new wt(`Profile '${o}' is missing required property 'sso_session'.`);
          } else throw new wt(`Profile '${o}' could not be found in shared credentials file.`, !1);
          const s = n.sso_session,
            i = $p.get(s);
          if (i) return await i;
          const c = (await Ii(t))[s];
          if (!c) throw new wt(`Sso session '${s}' could not be found in shared credentials file.`, !1);
          for (const x of ['sso_start_url', 'sso_region'])
            if (!c[x]) throw new wt(`Sso session '${s}' is missing required property '${x}'.`, !1);
          let u = c.sso_start_url,
            l = c.sso_region,
            d;
          try {
            d = await _i(s);
          } catch {
            throw new wt(`The SSO session token associated with profile=${o} was not found or is invalid. ${_s}`, !1);
          }
          zo('accessToken', d.accessToken), zo('expiresAt', d.expiresAt);
          const { accessToken: f, expiresAt: m } = d,
            h = { token: f, expiration: new Date(m) };
          if (h.expiration.getTime() - Date.now() > 3e5) return h;
          const g = $p.get(s);
          if (g) return await g;
          const y = PD.get(s) ?? 0;
          if (Date.now() - y < 30 * 1e3) return xy(h), h;
          zo('clientId', d.clientId, !0),
            zo('clientSecret', d.clientSecret, !0),
            zo('refreshToken', d.refreshToken, !0);
          const S = (async () => {
            try {
              PD.set(s, Date.now());
              const x = await ID(d, l, t, e);
              zo('accessToken', x.accessToken), zo('expiresIn', x.expiresIn);
              const b = new Date(Date.now() + x.expiresIn * 1e3);
              try {
                await CD(s, {
                  ...d,
                  accessToken: x.accessToken,
                  expiresAt: b.toISOString(),
                  refreshToken: x.refreshToken,
                });
              } catch {}
              return { token: x.accessToken, expiration: b };
            } catch {
              return xy(h), h;
            }
          })();
          $p.set(s, S);
          try {
            return await S;
          } finally {
            $p.delete(s);
          }
        });
  });
var ND = p(() => {
  OD();
});
function Fj(t) {
  return {
    schemeId: 'aws.auth#sigv4',
    signingProperties: { name: 'awsssoportal', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
function Bj(t) {
  return { schemeId: 'smithy.api#noAuth' };
}
var DD,
  kD,
  $D,
  Ey = p(() => {
    He();
    P();
    DD = async (t, e, r) => ({
      operation: pe(e).operation,
      region:
        (await Q(t.region)()) ||
        (() => {
          throw new Error('expected `region` to be configured for `aws.auth#sigv4`');
        })(),
    });
    (kD = (t) => {
      const e = [];
      return t.operation === 'GetRoleCredentials' ? e.push(Bj(t)) : e.push(Fj(t)), e;
    }),
      ($D = (t) => {
        const e = Gr(t);
        return Object.assign(e, { authSchemePreference: Q(t.authSchemePreference ?? []) });
      });
  });
var LD,
  MD,
  by = p(() => {
    (LD = (t) =>
      Object.assign(t, {
        useDualstackEndpoint: t.useDualstackEndpoint ?? !1,
        useFipsEndpoint: t.useFipsEndpoint ?? !1,
        defaultSigningName: 'awsssoportal',
      })),
      (MD = {
        UseFIPS: { type: 'builtInParams', name: 'useFipsEndpoint' },
        Endpoint: { type: 'builtInParams', name: 'endpoint' },
        Region: { type: 'builtInParams', name: 'region' },
        UseDualStack: { type: 'builtInParams', name: 'useDualstackEndpoint' },
      });
  });
var Ca,
  wn,
  Lp,
  zD,
  VD,
  Mp,
  wy,
  UD,
  Iy,
  ws,
  FD,
  BD,
  Vj,
  ft,
  Hj,
  HD,
  GD = p(() => {
    ie();
    (Ca = 'ref'),
      (wn = -1),
      (Lp = !0),
      (zD = 'isSet'),
      (VD = 'PartitionResult'),
      (Mp = 'booleanEquals'),
      (wy = 'getAttr'),
      (UD = { [Ca]: 'Endpoint' }),
      (Iy = { [Ca]: VD }),
      (ws = {}),
      (FD = [{ [Ca]: 'Region' }]),
      (BD = {
        conditions: [
          [zD, [UD]],
          [zD, FD],
          ['aws.partition', FD, VD],
          [Mp, [{ [Ca]: 'UseFIPS' }, Lp]],
          [Mp, [{ [Ca]: 'UseDualStack' }, Lp]],
          [Mp, [{ fn: wy, argv: [Iy, 'supportsDualStack'] }, Lp]],
          [Mp, [{ fn: wy, argv: [Iy, 'supportsFIPS'] }, Lp]],
          ['stringEquals', [{ fn: wy, argv: [Iy, 'name'] }, 'aws-us-gov']],
        ],
        results: [
          [wn],
          [wn, 'Invalid Configuration: FIPS and custom endpoint are not supported'],
          [wn, 'Invalid Configuration: Dualstack and custom endpoint are not supported'],
          [UD, ws],
          ['https://portal.sso-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', ws],
          [wn, 'FIPS and DualStack are enabled, but this partition does not support one or both'],
          ['https://portal.sso.{Region}.amazonaws.com', ws],
          ['https://portal.sso-fips.{Region}.{PartitionResult#dnsSuffix}', ws],
          [wn, 'FIPS is enabled but this partition does not support FIPS'],
          ['https://portal.sso.{Region}.{PartitionResult#dualStackDnsSuffix}', ws],
          [wn, 'DualStack is enabled but this partition does not support DualStack'],
          ['https://portal.sso.{Region}.{PartitionResult#dnsSuffix}', ws],
          [wn, 'Invalid Configuration: Missing Region'],
        ],
      }),
      (Vj = 2),
      (ft = 1e8),
      (Hj = new Int32Array([
        -1,
        1,
        -1,
        0,
        13,
        3,
        1,
        4,
        ft + 12,
        2,
        5,
        ft + 12,
        3,
        8,
        6,
        4,
        7,
        ft + 11,
        5,
        ft + 9,
        ft + 10,
        4,
        11,
        9,
        6,
        10,
        ft + 8,
        7,
        ft + 6,
        ft + 7,
        5,
        12,
        ft + 5,
        6,
        ft + 4,
        ft + 5,
        3,
        ft + 1,
        14,
        4,
        ft + 2,
        ft + 3,
      ])),
      (HD = Tt.from(Hj, Vj, BD.conditions, BD.results));
  });
var Gj,
  jD,
  KD = p(() => {
    U();
    ie();
    GD();
    (Gj = new At({ size: 50, params: ['Endpoint', 'Region', 'UseDualStack', 'UseFIPS'] })),
      (jD = (t, e = {}) => Gj.get(t, () => pr(HD, { endpointParams: t, logger: e.logger })));
    rt.aws = $t;
  });
var co,
  vy = p(() => {
    P();
    co = class t extends _t {
      static shapeId = 'smithy.ts.sdk.synthetic.com.amazonaws.sso#SSOServiceException';
      constructor(e) {
        super(e), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var zp,
  Up,
  Fp,
  Bp,
  Ty = p(() => {
    vy();
    (zp = class t extends co {
      static shapeId = 'com.amazonaws.sso#InvalidRequestException';
      name = 'InvalidRequestException';
      $fault = 'client';
      constructor(e) {
        super({ name: 'InvalidRequestException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
      }
    }),
      (Up = class t extends co {
        static shapeId = 'com.amazonaws.sso#ResourceNotFoundException';
        name = 'ResourceNotFoundException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'ResourceNotFoundException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (Fp = class t extends co {
        static shapeId = 'com.amazonaws.sso#TooManyRequestsException';
        name = 'TooManyRequestsException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'TooManyRequestsException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (Bp = class t extends co {
        static shapeId = 'com.amazonaws.sso#UnauthorizedException';
        name = 'UnauthorizedException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'UnauthorizedException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
        }
      });
  });
var jj,
  Kj,
  Zj,
  Wj,
  qj,
  Jj,
  Yj,
  Xj,
  Qj,
  e6,
  t6,
  r6,
  o6,
  n6,
  s6,
  Vp,
  Hp,
  i6,
  a6,
  Gp,
  c6,
  ZD,
  jp,
  u6,
  l6,
  p6,
  WD,
  d6,
  f6,
  m6,
  Ut,
  qD,
  h6,
  Ra,
  g6,
  y6,
  S6,
  x6,
  JD,
  _6,
  E6,
  b6,
  w6,
  I6,
  v6,
  YD,
  Kp = p(() => {
    te();
    Ty();
    vy();
    (jj = 'AccessTokenType'),
      (Kj = 'GetRoleCredentials'),
      (Zj = 'GetRoleCredentialsRequest'),
      (Wj = 'GetRoleCredentialsResponse'),
      (qj = 'InvalidRequestException'),
      (Jj = 'RoleCredentials'),
      (Yj = 'ResourceNotFoundException'),
      (Xj = 'SecretAccessKeyType'),
      (Qj = 'SessionTokenType'),
      (e6 = 'TooManyRequestsException'),
      (t6 = 'UnauthorizedException'),
      (r6 = 'accountId'),
      (o6 = 'accessKeyId'),
      (n6 = 'accessToken'),
      (s6 = 'account_id'),
      (Vp = 'client'),
      (Hp = 'error'),
      (i6 = 'expiration'),
      (a6 = 'http'),
      (Gp = 'httpError'),
      (c6 = 'httpHeader'),
      (ZD = 'httpQuery'),
      (jp = 'message'),
      (u6 = 'roleCredentials'),
      (l6 = 'roleName'),
      (p6 = 'role_name'),
      (WD = 'smithy.ts.sdk.synthetic.com.amazonaws.sso'),
      (d6 = 'secretAccessKey'),
      (f6 = 'sessionToken'),
      (m6 = 'x-amz-sso_bearer_token'),
      (Ut = 'com.amazonaws.sso'),
      (qD = new ne(WD)),
      (h6 = [-3, WD, 'SSOServiceException', 0, [], []]);
    qD.registerError(h6, co);
    (Ra = new ne(Ut)), (g6 = [-3, Ut, qj, { [Hp]: Vp, [Gp]: 400 }, [jp], [0]]);
    Ra.registerError(g6, zp);
    y6 = [-3, Ut, Yj, { [Hp]: Vp, [Gp]: 404 }, [jp], [0]];
    Ra.registerError(y6, Up);
    S6 = [-3, Ut, e6, { [Hp]: Vp, [Gp]: 429 }, [jp], [0]];
    Ra.registerError(S6, Fp);
    x6 = [-3, Ut, t6, { [Hp]: Vp, [Gp]: 401 }, [jp], [0]];
    Ra.registerError(x6, Bp);
    (JD = [qD, Ra]),
      (_6 = [0, Ut, jj, 8, 0]),
      (E6 = [0, Ut, Xj, 8, 0]),
      (b6 = [0, Ut, Qj, 8, 0]),
      (w6 = [
        3,
        Ut,
        Zj,
        0,
        [l6, r6, n6],
        [
          [0, { [ZD]: p6 }],
          [0, { [ZD]: s6 }],
          [() => _6, { [c6]: m6 }],
        ],
        3,
      ]),
      (I6 = [3, Ut, Wj, 0, [u6], [[() => v6, 0]]]),
      (v6 = [3, Ut, Jj, 0, [o6, d6, f6, i6], [0, [() => E6, 0], [() => b6, 0], 1]]),
      (YD = [9, Ut, Kj, { [a6]: ['GET', '/federation/credentials', 200] }, () => w6, () => I6]);
  });
var XD,
  QD = p(() => {
    He();
    En();
    Ve();
    bo();
    P();
    z();
    N();
    Ey();
    KD();
    Kp();
    XD = (t) => ({
      apiVersion: '2019-06-10',
      base64Decoder: t?.base64Decoder ?? Ee,
      base64Encoder: t?.base64Encoder ?? ye,
      disableHostPrefix: t?.disableHostPrefix ?? !1,
      endpointProvider: t?.endpointProvider ?? jD,
      extensions: t?.extensions ?? [],
      httpAuthSchemeProvider: t?.httpAuthSchemeProvider ?? kD,
      httpAuthSchemes: t?.httpAuthSchemes ?? [
        {
          schemeId: 'aws.auth#sigv4',
          identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4'),
          signer: new Ae(),
        },
        {
          schemeId: 'smithy.api#noAuth',
          identityProvider: (e) => e.getIdentityProvider('smithy.api#noAuth') || (async () => ({})),
          signer: new ot(),
        },
      ],
      logger: t?.logger ?? new Ye(),
      protocol: t?.protocol ?? ao,
      protocolSettings: t?.protocolSettings ?? {
        defaultNamespace: 'com.amazonaws.sso',
        errorTypeRegistries: JD,
        version: '2019-06-10',
        serviceTarget: 'SWBPortalService',
      },
      serviceId: t?.serviceId ?? 'SSO',
      sha256: t?.sha256 ?? Pt,
      urlParser: t?.urlParser ?? ve,
      utf8Decoder: t?.utf8Decoder ?? de,
      utf8Encoder: t?.utf8Encoder ?? se,
    });
  });
var ek,
  tk = p(() => {
    pa();
    U();
    He();
    P();
    $();
    kt();
    N();
    _n();
    QD();
    ek = (t) => {
      Qt(process.version);
      const e = lr(t),
        r = () => e().then(Xt),
        o = XD(t);
      or(process.version);
      const n = { profile: t?.profile, logger: o.logger };
      return {
        ...o,
        ...t,
        runtime: 'node',
        defaultsMode: e,
        authSchemePreference: t?.authSchemePreference ?? A(Lt, n),
        bodyLengthChecker: t?.bodyLengthChecker ?? sr,
        defaultSocketTimeout: nr(t?.requestHandler, 3e5),
        defaultUserAgentProvider:
          t?.defaultUserAgentProvider ?? Ir({ serviceId: o.serviceId, clientVersion: Lo.version }),
        maxAttempts: t?.maxAttempts ?? A(Dt, t),
        region: t?.region ?? A(tt, { ...vt, ...n }),
        requestHandler: st.create(t?.requestHandler ?? r),
        retryMode: t?.retryMode ?? A({ ...br, default: async () => (await r()).retryMode || Rt }, t),
        streamCollector: t?.streamCollector ?? lt,
        useDualstackEndpoint: t?.useDualstackEndpoint ?? A(ar, n),
        useFipsEndpoint: t?.useFipsEndpoint ?? A(cr, n),
        userAgentAppId: t?.userAgentAppId ?? A(vr, n),
      };
    };
  });
var rk,
  ok,
  nk = p(() => {
    (rk = (t) => {
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
      (ok = (t) => ({
        httpAuthSchemes: t.httpAuthSchemes(),
        httpAuthSchemeProvider: t.httpAuthSchemeProvider(),
        credentials: t.credentials(),
      }));
  });
var sk,
  ik = p(() => {
    U();
    P();
    z();
    nk();
    sk = (t, e) => {
      const r = Object.assign(Tr(t), er(t), dr(t), rk(t));
      return e.forEach((o) => o.configure(r)), Object.assign(t, Ar(r), tr(r), fr(r), ok(r));
    };
  });
var Is,
  Ay = p(() => {
    U();
    Ve();
    P();
    $();
    ie();
    z();
    kt();
    te();
    Ey();
    by();
    tk();
    ik();
    Is = class extends Te {
      config;
      constructor(...[e]) {
        const r = ek(e || {});
        super(r), (this.initConfig = r);
        const o = LD(r),
          n = _r(o),
          s = Er(n),
          i = ur(s),
          a = i,
          c = Mr(a),
          u = $D(c),
          l = sk(u, e?.extensions || []);
        (this.config = l),
          this.middlewareStack.use(Yt(this.config)),
          this.middlewareStack.use(wr(this.config)),
          this.middlewareStack.use(Vr(this.config)),
          this.middlewareStack.use(mr(this.config)),
          this.middlewareStack.use(gr(this.config)),
          this.middlewareStack.use(yr(this.config)),
          this.middlewareStack.use(Sr(this.config)),
          this.middlewareStack.use(
            Ot(this.config, {
              httpAuthSchemeParametersProvider: DD,
              identityProviderConfigProvider: async (d) => new pt({ 'aws.auth#sigv4': d.credentials }),
            }),
          ),
          this.middlewareStack.use(Nt(this.config));
      }
      destroy() {
        super.destroy();
      }
    };
  });
var ak,
  ck,
  uk,
  lk = p(() => {
    P();
    ie();
    by();
    (ak = rr(MD, 'SWBPortalService', 'SSOClient', zr)), (ck = {}), (uk = (t, e, r, o) => []);
  });
var vs,
  Cy = p(() => {
    lk();
    Kp();
    vs = class extends ak(ck, uk, 'GetRoleCredentials', YD) {};
  });
var T6,
  Ry,
  pk = p(() => {
    P();
    Cy();
    Ay();
    (T6 = { GetRoleCredentialsCommand: vs }), (Ry = class extends Is {});
    ro(T6, Ry);
  });
var dk = p(() => {
  Cy();
});
var fk = p(() => {});
var mk = p(() => {
  Ay();
  pk();
  dk();
  Kp();
  Ty();
  fk();
});
var hk = {};
We(hk, { GetRoleCredentialsCommand: () => vs, SSOClient: () => Is });
var gk = p(() => {
  mk();
});
var Pa,
  Py,
  yk = p(() => {
    U();
    ND();
    $();
    (Pa = !1),
      (Py = async ({
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
        ignoreCache: f,
        logger: m,
      }) => {
        let h,
          g = 'To refresh this SSO session run aws sso login with the corresponding profile.';
        if (e)
          try {
            const Me = await _y({
              profile: u,
              filepath: l,
              configFilepath: d,
              ignoreCache: f,
              clientConfig: i,
              parentClientConfig: a,
              logger: m,
            })({ callerClientConfig: c });
            h = { accessToken: Me.token, expiresAt: new Date(Me.expiration).toISOString() };
          } catch (Me) {
            throw new v(Me.message, { tryNextLink: Pa, logger: m });
          }
        else
          try {
            h = await _i(t);
          } catch {
            throw new v(`The SSO session associated with this profile is invalid. ${g}`, {
              tryNextLink: Pa,
              logger: m,
            });
          }
        if (new Date(h.expiresAt).getTime() - Date.now() <= 0)
          throw new v(`The SSO session associated with this profile has expired. ${g}`, { tryNextLink: Pa, logger: m });
        let { accessToken: y } = h,
          { SSOClient: S, GetRoleCredentialsCommand: x } = await Promise.resolve().then(() => (gk(), hk)),
          b =
            s ||
            new S(
              Object.assign({}, i ?? {}, {
                logger: i?.logger ?? c?.logger ?? a?.logger,
                region: i?.region ?? o,
                userAgentAppId: i?.userAgentAppId ?? c?.userAgentAppId ?? a?.userAgentAppId,
              }),
            ),
          I;
        try {
          I = await b.send(new x({ accountId: r, roleName: n, accessToken: y }));
        } catch (Me) {
          throw new v(Me, { tryNextLink: Pa, logger: m });
        }
        const {
          roleCredentials: {
            accessKeyId: w,
            secretAccessKey: T,
            sessionToken: F,
            expiration: Le,
            credentialScope: gt,
            accountId: re,
          } = {},
        } = I;
        if (!w || !T || !F || !Le)
          throw new v('SSO returns an invalid temporary credential.', { tryNextLink: Pa, logger: m });
        const Se = {
          accessKeyId: w,
          secretAccessKey: T,
          sessionToken: F,
          expiration: new Date(Le),
          ...(gt && { credentialScope: gt }),
          ...(re && { accountId: re }),
        };
        return e ? V(Se, 'CREDENTIALS_SSO', 's') : V(Se, 'CREDENTIALS_SSO_LEGACY', 'u'), Se;
      });
  });
var Zp,
  Oy = p(() => {
    $();
    Zp = (t, e) => {
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
var Sk,
  xk = p(() => {
    $();
    oy();
    yk();
    Oy();
    Sk =
      (t = {}) =>
      async ({ callerClientConfig: e } = {}) => {
        t.logger?.debug('@aws-sdk/credential-provider-sso - fromSSO');
        const { ssoStartUrl: r, ssoAccountId: o, ssoRegion: n, ssoRoleName: s, ssoSession: i } = t,
          { ssoClient: a } = t,
          c = et({ profile: t.profile ?? e?.profile });
        if (!r && !o && !n && !s && !i) {
          const l = (await ir(t))[c];
          if (!l) throw new v(`Profile ${c} was not found.`, { logger: t.logger });
          if (!wp(l)) throw new v(`Profile ${c} is not configured with SSO credentials.`, { logger: t.logger });
          if (l?.sso_session) {
            const S = (await Ii(t))[l.sso_session],
              x = ` configurations in profile ${c} and sso-session ${l.sso_session}`;
            if (n && n !== S.sso_region)
              throw new v('Conflicting SSO region' + x, { tryNextLink: !1, logger: t.logger });
            if (r && r !== S.sso_start_url)
              throw new v('Conflicting SSO start_url' + x, { tryNextLink: !1, logger: t.logger });
            (l.sso_region = S.sso_region), (l.sso_start_url = S.sso_start_url);
          }
          const {
            sso_start_url: d,
            sso_account_id: f,
            sso_region: m,
            sso_role_name: h,
            sso_session: g,
          } = Zp(l, t.logger);
          return Py({
            ssoStartUrl: d,
            ssoSession: g,
            ssoAccountId: f,
            ssoRegion: m,
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
          return Py({
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
var Ny = {};
We(Ny, { fromSSO: () => Sk, isSsoProfile: () => wp, validateSsoProfile: () => Zp });
var Dy = p(() => {
  xk();
  oy();
  Oy();
});
var _k,
  ky,
  Ek = p(() => {
    U();
    $();
    (_k = (t, e, r) => {
      const o = {
        EcsContainer: async (n) => {
          const { fromHttp: s } = await Promise.resolve().then(() => (ry(), ty)),
            { fromContainerMetadata: i } = await Promise.resolve().then(() => (_p(), xp));
          return (
            r?.debug('@aws-sdk/credential-provider-ini - credential_source is EcsContainer'),
            async () => en(s(n ?? {}), i(n))().then(ky)
          );
        },
        Ec2InstanceMetadata: async (n) => {
          r?.debug('@aws-sdk/credential-provider-ini - credential_source is Ec2InstanceMetadata');
          const { fromInstanceMetadata: s } = await Promise.resolve().then(() => (_p(), xp));
          return async () => s(n)().then(ky);
        },
        Environment: async (n) => {
          r?.debug('@aws-sdk/credential-provider-ini - credential_source is Environment');
          const { fromEnv: s } = await Promise.resolve().then(() => (jg(), gO));
          return async () => s(n)().then(ky);
        },
      };
      if (t in o) return o[t];
      throw new v(
        `Unsupported credential source in profile ${e}. Got ${t}, expected EcsContainer or Ec2InstanceMetadata or Environment.`,
        { logger: r },
      );
    }),
      (ky = (t) => V(t, 'CREDENTIALS_PROFILE_NAMED_PROVIDER', 'p'));
  });
var Oa,
  bk = p(() => {
    Oa = { CrtSignerV4: null };
  });
function Ik(t) {
  return { accessKeyId: t.accessKeyId, secretAccessKey: t.secretAccessKey, expiration: t.expiration };
}
function vk(t, e) {
  const r = t.credentialProvider;
  t.credentialProvider = () => ((t.credentialProvider = r), Promise.resolve(e));
}
var $y,
  wk,
  Wp,
  Tk = p(() => {
    Tl();
    ($y = 'X-Amz-S3session-Token'),
      (wk = $y.toLowerCase()),
      (Wp = class extends Oo {
        async signWithCredentials(e, r, o) {
          const n = Ik(r);
          e.headers[wk] = r.sessionToken;
          return vk(this, n), this.signRequest(e, o ?? {});
        }
        async presignWithCredentials(e, r, o) {
          const n = Ik(r);
          return (
            delete e.headers[wk],
            (e.headers[$y] = r.sessionToken),
            (e.query = e.query ?? {}),
            (e.query[$y] = r.sessionToken),
            vk(this, n),
            this.presign(e, o)
          );
        }
      });
  });
var In,
  Ak = p(() => {
    Tl();
    bk();
    Tk();
    In = class {
      sigv4aSigner;
      sigv4Signer;
      signerOptions;
      static sigv4aDependency() {
        return typeof Oa.CrtSignerV4 == 'function' ? 'crt' : typeof vl.SignatureV4a == 'function' ? 'js' : 'none';
      }
      constructor(e) {
        (this.sigv4Signer = new Wp(e)), (this.signerOptions = e);
      }
      async sign(e, r = {}) {
        return r.signingRegion === '*' ? this.getSigv4aSigner().sign(e, r) : this.sigv4Signer.sign(e, r);
      }
      async signWithCredentials(e, r, o = {}) {
        if (o.signingRegion === '*') {
          const n = this.getSigv4aSigner(),
            s = Oa.CrtSignerV4;
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
            n = Oa.CrtSignerV4;
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
          const e = Oa.CrtSignerV4,
            r = vl.SignatureV4a;
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
var Ly = p(() => {
  Ak();
});
var As,
  vn,
  Na,
  Ck,
  Lk,
  Da,
  De,
  My,
  Rk,
  Pk,
  Ok,
  Nk,
  Dk,
  ke,
  zy,
  Ts,
  kk,
  $k,
  A6,
  Y,
  C6,
  Mk,
  zk = p(() => {
    ie();
    (As = 'ref'),
      (vn = -1),
      (Na = !0),
      (Ck = 'isSet'),
      (Lk = 'PartitionResult'),
      (Da = 'booleanEquals'),
      (De = 'stringEquals'),
      (My = 'getAttr'),
      (Rk = 'us-east-1'),
      (Pk = 'sigv4'),
      (Ok = 'sts'),
      (Nk = 'https://sts.{Region}.{PartitionResult#dnsSuffix}'),
      (Dk = { [As]: 'Endpoint' }),
      (ke = { [As]: 'Region' }),
      (zy = { [As]: Lk }),
      (Ts = {}),
      (kk = [ke]),
      ($k = {
        conditions: [
          [Ck, [Dk]],
          [Ck, kk],
          ['aws.partition', kk, Lk],
          [Da, [{ [As]: 'UseFIPS' }, Na]],
          [Da, [{ [As]: 'UseDualStack' }, Na]],
          [De, [ke, 'aws-global']],
          [Da, [{ [As]: 'UseGlobalEndpoint' }, Na]],
          [De, [ke, 'eu-central-1']],
          [Da, [{ fn: My, argv: [zy, 'supportsDualStack'] }, Na]],
          [Da, [{ fn: My, argv: [zy, 'supportsFIPS'] }, Na]],
          [De, [ke, 'ap-south-1']],
          [De, [ke, 'eu-north-1']],
          [De, [ke, 'eu-west-1']],
          [De, [ke, 'eu-west-2']],
          [De, [ke, 'eu-west-3']],
          [De, [ke, 'sa-east-1']],
          [De, [ke, Rk]],
          [De, [ke, 'us-east-2']],
          [De, [ke, 'us-west-2']],
          [De, [ke, 'us-west-1']],
          [De, [ke, 'ca-central-1']],
          [De, [ke, 'ap-southeast-1']],
          [De, [ke, 'ap-northeast-1']],
          [De, [ke, 'ap-southeast-2']],
          [De, [{ fn: My, argv: [zy, 'name'] }, 'aws-us-gov']],
        ],
        results: [
          [vn],
          ['https://sts.amazonaws.com', { authSchemes: [{ name: Pk, signingName: Ok, signingRegion: Rk }] }],
          [Nk, { authSchemes: [{ name: Pk, signingName: Ok, signingRegion: '{Region}' }] }],
          [vn, 'Invalid Configuration: FIPS and custom endpoint are not supported'],
          [vn, 'Invalid Configuration: Dualstack and custom endpoint are not supported'],
          [Dk, Ts],
          ['https://sts-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', Ts],
          [vn, 'FIPS and DualStack are enabled, but this partition does not support one or both'],
          ['https://sts.{Region}.amazonaws.com', Ts],
          ['https://sts-fips.{Region}.{PartitionResult#dnsSuffix}', Ts],
          [vn, 'FIPS is enabled but this partition does not support FIPS'],
          ['https://sts.{Region}.{PartitionResult#dualStackDnsSuffix}', Ts],
          [vn, 'DualStack is enabled but this partition does not support DualStack'],
          [Nk, Ts],
          [vn, 'Invalid Configuration: Missing Region'],
        ],
      }),
      (A6 = 2),
      (Y = 1e8),
      (C6 = new Int32Array([
        -1,
        1,
        -1,
        0,
        30,
        3,
        1,
        4,
        Y + 14,
        2,
        5,
        Y + 14,
        3,
        25,
        6,
        4,
        24,
        7,
        5,
        Y + 1,
        8,
        6,
        9,
        Y + 13,
        7,
        Y + 1,
        10,
        10,
        Y + 1,
        11,
        11,
        Y + 1,
        12,
        12,
        Y + 1,
        13,
        13,
        Y + 1,
        14,
        14,
        Y + 1,
        15,
        15,
        Y + 1,
        16,
        16,
        Y + 1,
        17,
        17,
        Y + 1,
        18,
        18,
        Y + 1,
        19,
        19,
        Y + 1,
        20,
        20,
        Y + 1,
        21,
        21,
        Y + 1,
        22,
        22,
        Y + 1,
        23,
        23,
        Y + 1,
        Y + 2,
        8,
        Y + 11,
        Y + 12,
        4,
        28,
        26,
        9,
        27,
        Y + 10,
        24,
        Y + 8,
        Y + 9,
        8,
        29,
        Y + 7,
        9,
        Y + 6,
        Y + 7,
        3,
        Y + 3,
        31,
        4,
        Y + 4,
        Y + 5,
      ])),
      (Mk = Tt.from(C6, A6, $k.conditions, $k.results));
  });
var R6,
  qp,
  Uy = p(() => {
    U();
    ie();
    zk();
    (R6 = new At({ size: 50, params: ['Endpoint', 'Region', 'UseDualStack', 'UseFIPS', 'UseGlobalEndpoint'] })),
      (qp = (t, e = {}) => R6.get(t, () => pr(Mk, { endpointParams: t, logger: e.logger })));
    rt.aws = $t;
  });
function Fk(t) {
  return {
    schemeId: 'aws.auth#sigv4',
    signingProperties: { name: 'sts', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
function Fy(t) {
  return {
    schemeId: 'aws.auth#sigv4a',
    signingProperties: { name: 'sts', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
function Bk(t) {
  return { schemeId: 'smithy.api#noAuth' };
}
var P6,
  O6,
  Uk,
  N6,
  D6,
  Vk,
  Hk,
  By = p(() => {
    He();
    Ly();
    P();
    ie();
    Uy();
    (P6 = (t) => async (e, r, o) => {
      if (!o) throw new Error('Could not find `input` for `defaultEndpointRuleSetHttpAuthSchemeParametersProvider`');
      const n = await t(e, r, o),
        s = pe(r)?.commandInstance?.constructor?.getEndpointParameterInstructions;
      if (!s) throw new Error(`getEndpointParameterInstructions() is not defined on '${r.commandName}'`);
      const i = await Iu(o, { getEndpointParameterInstructions: s }, e);
      return Object.assign(n, i);
    }),
      (O6 = async (t, e, r) => ({
        operation: pe(e).operation,
        region:
          (await Q(t.region)()) ||
          (() => {
            throw new Error('expected `region` to be configured for `aws.auth#sigv4`');
          })(),
      })),
      (Uk = P6(O6));
    (N6 = (t, e, r) => (n) => {
      const i = t(n).properties?.authSchemes;
      if (!i) return e(n);
      const a = [];
      for (const c of i) {
        const { name: u, properties: l = {}, ...d } = c,
          f = u.toLowerCase();
        u !== f && console.warn(`HttpAuthScheme has been normalized with lowercasing: '${u}' to '${f}'`);
        let m;
        if (f === 'sigv4a') {
          m = 'aws.auth#sigv4a';
          const y = i.find((S) => {
            const x = S.name.toLowerCase();
            return x !== 'sigv4a' && x.startsWith('sigv4');
          });
          if (In.sigv4aDependency() === 'none' && y) continue;
        } else if (f.startsWith('sigv4')) m = 'aws.auth#sigv4';
        else throw new Error(`Unknown HttpAuthScheme found in '@smithy.rules#endpointRuleSet': '${f}'`);
        const h = r[m];
        if (!h) throw new Error(`Could not find HttpAuthOption create function for '${m}'`);
        const g = h(n);
        (g.schemeId = m), (g.signingProperties = { ...(g.signingProperties || {}), ...d, ...l }), a.push(g);
      }
      return a;
    }),
      (D6 = (t) => {
        const e = [];
        return (
          t.operation === 'AssumeRoleWithWebIdentity' ? (e.push(Bk(t)), e.push(Fy(t))) : (e.push(Fk(t)), e.push(Fy(t))),
          e
        );
      }),
      (Vk = N6(qp, D6, { 'aws.auth#sigv4': Fk, 'aws.auth#sigv4a': Fy, 'smithy.api#noAuth': Bk })),
      (Hk = (t) => {
        const e = Gr(t),
          r = yl(e);
        return Object.assign(r, { authSchemePreference: Q(t.authSchemePreference ?? []) });
      });
  });
var Gk,
  jk,
  Vy = p(() => {
    (Gk = (t) =>
      Object.assign(t, {
        useDualstackEndpoint: t.useDualstackEndpoint ?? !1,
        useFipsEndpoint: t.useFipsEndpoint ?? !1,
        useGlobalEndpoint: t.useGlobalEndpoint ?? !1,
        defaultSigningName: 'sts',
      })),
      (jk = {
        UseGlobalEndpoint: { type: 'builtInParams', name: 'useGlobalEndpoint' },
        UseFIPS: { type: 'builtInParams', name: 'useFipsEndpoint' },
        Endpoint: { type: 'builtInParams', name: 'endpoint' },
        Region: { type: 'builtInParams', name: 'region' },
        UseDualStack: { type: 'builtInParams', name: 'useDualstackEndpoint' },
      });
  });
var mt,
  Jp = p(() => {
    P();
    mt = class t extends _t {
      static shapeId = 'smithy.ts.sdk.synthetic.com.amazonaws.sts#STSServiceException';
      constructor(e) {
        super(e), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var ka,
  $a,
  La,
  Ma,
  za,
  Ua,
  Fa,
  Hy = p(() => {
    Jp();
    (ka = class t extends mt {
      static shapeId = 'com.amazonaws.sts#ExpiredTokenException';
      name = 'ExpiredTokenException';
      $fault = 'client';
      constructor(e) {
        super({ name: 'ExpiredTokenException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
      }
    }),
      ($a = class t extends mt {
        static shapeId = 'com.amazonaws.sts#MalformedPolicyDocumentException';
        name = 'MalformedPolicyDocumentException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'MalformedPolicyDocumentException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (La = class t extends mt {
        static shapeId = 'com.amazonaws.sts#PackedPolicyTooLargeException';
        name = 'PackedPolicyTooLargeException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'PackedPolicyTooLargeException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (Ma = class t extends mt {
        static shapeId = 'com.amazonaws.sts#RegionDisabledException';
        name = 'RegionDisabledException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'RegionDisabledException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (za = class t extends mt {
        static shapeId = 'com.amazonaws.sts#IDPRejectedClaimException';
        name = 'IDPRejectedClaimException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'IDPRejectedClaimException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (Ua = class t extends mt {
        static shapeId = 'com.amazonaws.sts#InvalidIdentityTokenException';
        name = 'InvalidIdentityTokenException';
        $fault = 'client';
        constructor(e) {
          super({ name: 'InvalidIdentityTokenException', $fault: 'client', ...e }),
            Object.setPrototypeOf(this, t.prototype);
        }
      }),
      (Fa = class t extends mt {
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
var k6,
  $6,
  L6,
  M6,
  z6,
  U6,
  Gy,
  F6,
  B6,
  V6,
  H6,
  jy,
  G6,
  Kk,
  j6,
  K6,
  Z6,
  W6,
  q6,
  J6,
  Y6,
  X6,
  Zk,
  Wk,
  qk,
  Q6,
  eK,
  tK,
  rK,
  oK,
  nK,
  Jk,
  sK,
  iK,
  Yk,
  aK,
  Xk,
  cK,
  uK,
  Ky,
  lK,
  pK,
  Qk,
  e$,
  dK,
  fK,
  mK,
  hK,
  gK,
  yK,
  SK,
  xK,
  Tn,
  An,
  _K,
  Cn,
  Rn,
  Pn,
  EK,
  t$,
  bK,
  ue,
  r$,
  o$,
  Uo,
  n$,
  s$,
  i$,
  a$,
  c$,
  u$,
  l$,
  Zy,
  wK,
  IK,
  Wy,
  p$,
  d$,
  f$,
  m$,
  qy,
  h$,
  g$,
  y$,
  S$,
  vK,
  TK,
  Jy,
  Yy,
  Ba = p(() => {
    te();
    Hy();
    Jp();
    (k6 = 'Arn'),
      ($6 = 'AccessKeyId'),
      (L6 = 'AssumeRole'),
      (M6 = 'AssumedRoleId'),
      (z6 = 'AssumeRoleRequest'),
      (U6 = 'AssumeRoleResponse'),
      (Gy = 'AssumedRoleUser'),
      (F6 = 'AssumeRoleWithWebIdentity'),
      (B6 = 'AssumeRoleWithWebIdentityRequest'),
      (V6 = 'AssumeRoleWithWebIdentityResponse'),
      (H6 = 'Audience'),
      (jy = 'Credentials'),
      (G6 = 'ContextAssertion'),
      (Kk = 'DurationSeconds'),
      (j6 = 'Expiration'),
      (K6 = 'ExternalId'),
      (Z6 = 'ExpiredTokenException'),
      (W6 = 'IDPCommunicationErrorException'),
      (q6 = 'IDPRejectedClaimException'),
      (J6 = 'InvalidIdentityTokenException'),
      (Y6 = 'Key'),
      (X6 = 'MalformedPolicyDocumentException'),
      (Zk = 'MinimumSessionTokenSize'),
      (Wk = 'Policy'),
      (qk = 'PolicyArns'),
      (Q6 = 'ProviderArn'),
      (eK = 'ProvidedContexts'),
      (tK = 'ProvidedContextsListType'),
      (rK = 'ProvidedContext'),
      (oK = 'PolicyDescriptorType'),
      (nK = 'ProviderId'),
      (Jk = 'PackedPolicySize'),
      (sK = 'PackedPolicyTooLargeException'),
      (iK = 'Provider'),
      (Yk = 'RoleArn'),
      (aK = 'RegionDisabledException'),
      (Xk = 'RoleSessionName'),
      (cK = 'SecretAccessKey'),
      (uK = 'SubjectFromWebIdentityToken'),
      (Ky = 'SourceIdentity'),
      (lK = 'SerialNumber'),
      (pK = 'SessionToken'),
      (Qk = 'SessionTokenSize'),
      (e$ = 'SessionTokenUtilization'),
      (dK = 'Tags'),
      (fK = 'TokenCode'),
      (mK = 'TransitiveTagKeys'),
      (hK = 'Tag'),
      (gK = 'Value'),
      (yK = 'WebIdentityToken'),
      (SK = 'arn'),
      (xK = 'accessKeySecretType'),
      (Tn = 'awsQueryError'),
      (An = 'client'),
      (_K = 'clientTokenType'),
      (Cn = 'error'),
      (Rn = 'httpError'),
      (Pn = 'message'),
      (EK = 'policyDescriptorListType'),
      (t$ = 'smithy.ts.sdk.synthetic.com.amazonaws.sts'),
      (bK = 'tagListType'),
      (ue = 'com.amazonaws.sts'),
      (r$ = new ne(t$)),
      (o$ = [-3, t$, 'STSServiceException', 0, [], []]);
    r$.registerError(o$, mt);
    (Uo = new ne(ue)), (n$ = [-3, ue, Z6, { [Tn]: ['ExpiredTokenException', 400], [Cn]: An, [Rn]: 400 }, [Pn], [0]]);
    Uo.registerError(n$, ka);
    s$ = [-3, ue, W6, { [Tn]: ['IDPCommunicationError', 400], [Cn]: An, [Rn]: 400 }, [Pn], [0]];
    Uo.registerError(s$, Fa);
    i$ = [-3, ue, q6, { [Tn]: ['IDPRejectedClaim', 403], [Cn]: An, [Rn]: 403 }, [Pn], [0]];
    Uo.registerError(i$, za);
    a$ = [-3, ue, J6, { [Tn]: ['InvalidIdentityToken', 400], [Cn]: An, [Rn]: 400 }, [Pn], [0]];
    Uo.registerError(a$, Ua);
    c$ = [-3, ue, X6, { [Tn]: ['MalformedPolicyDocument', 400], [Cn]: An, [Rn]: 400 }, [Pn], [0]];
    Uo.registerError(c$, $a);
    u$ = [-3, ue, sK, { [Tn]: ['PackedPolicyTooLarge', 400], [Cn]: An, [Rn]: 400 }, [Pn], [0]];
    Uo.registerError(u$, La);
    l$ = [-3, ue, aK, { [Tn]: ['RegionDisabledException', 403], [Cn]: An, [Rn]: 403 }, [Pn], [0]];
    Uo.registerError(l$, Ma);
    (Zy = [r$, Uo]),
      (wK = [0, ue, xK, 8, 0]),
      (IK = [0, ue, _K, 8, 0]),
      (Wy = [3, ue, Gy, 0, [M6, k6], [0, 0], 2]),
      (p$ = [
        3,
        ue,
        z6,
        0,
        [Yk, Xk, qk, Wk, Kk, dK, mK, K6, lK, fK, Ky, eK, Zk],
        [0, 0, () => S$, 0, 1, () => TK, 64, 0, 0, 0, 0, () => vK, 1],
        2,
      ]),
      (d$ = [3, ue, U6, 0, [jy, Gy, Jk, Ky, e$, Qk], [[() => qy, 0], () => Wy, 1, 0, 1, 1]]),
      (f$ = [3, ue, B6, 0, [Yk, Xk, yK, nK, qk, Wk, Kk, Zk], [0, 0, [() => IK, 0], 0, () => S$, 0, 1, 1], 3]),
      (m$ = [3, ue, V6, 0, [jy, uK, Gy, Jk, iK, H6, Ky, e$, Qk], [[() => qy, 0], 0, () => Wy, 1, 0, 0, 0, 1, 1]]),
      (qy = [3, ue, jy, 0, [$6, cK, pK, j6], [0, [() => wK, 0], 0, 4], 4]),
      (h$ = [3, ue, oK, 0, [SK], [0]]),
      (g$ = [3, ue, rK, 0, [Q6, G6], [0, 0]]),
      (y$ = [3, ue, hK, 0, [Y6, gK], [0, 0], 2]),
      (S$ = [1, ue, EK, 0, () => h$]),
      (vK = [1, ue, tK, 0, () => g$]),
      (TK = [1, ue, bK, 0, () => y$]),
      (Jy = [9, ue, L6, 0, () => p$, () => d$]),
      (Yy = [9, ue, F6, 0, () => f$, () => m$]);
  });
var x$,
  _$ = p(() => {
    He();
    En();
    Ly();
    Ve();
    bo();
    P();
    z();
    N();
    By();
    Uy();
    Ba();
    x$ = (t) => ({
      apiVersion: '2011-06-15',
      base64Decoder: t?.base64Decoder ?? Ee,
      base64Encoder: t?.base64Encoder ?? ye,
      disableHostPrefix: t?.disableHostPrefix ?? !1,
      endpointProvider: t?.endpointProvider ?? qp,
      extensions: t?.extensions ?? [],
      httpAuthSchemeProvider: t?.httpAuthSchemeProvider ?? Vk,
      httpAuthSchemes: t?.httpAuthSchemes ?? [
        {
          schemeId: 'aws.auth#sigv4',
          identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4'),
          signer: new Ae(),
        },
        {
          schemeId: 'aws.auth#sigv4a',
          identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4a'),
          signer: new Po(),
        },
        {
          schemeId: 'smithy.api#noAuth',
          identityProvider: (e) => e.getIdentityProvider('smithy.api#noAuth') || (async () => ({})),
          signer: new ot(),
        },
      ],
      logger: t?.logger ?? new Ye(),
      protocol: t?.protocol ?? fa,
      protocolSettings: t?.protocolSettings ?? {
        defaultNamespace: 'com.amazonaws.sts',
        errorTypeRegistries: Zy,
        xmlNamespace: 'https://sts.amazonaws.com/doc/2011-06-15/',
        version: '2011-06-15',
        serviceTarget: 'AWSSecurityTokenServiceV20110615',
      },
      serviceId: t?.serviceId ?? 'STS',
      sha256: t?.sha256 ?? Pt,
      signerConstructor: t?.signerConstructor ?? In,
      urlParser: t?.urlParser ?? ve,
      utf8Decoder: t?.utf8Decoder ?? de,
      utf8Encoder: t?.utf8Encoder ?? se,
    });
  });
var E$,
  b$ = p(() => {
    pa();
    U();
    He();
    Ve();
    P();
    $();
    kt();
    N();
    _n();
    _$();
    E$ = (t) => {
      Qt(process.version);
      const e = lr(t),
        r = () => e().then(Xt),
        o = x$(t);
      or(process.version);
      const n = { profile: t?.profile, logger: o.logger };
      return {
        ...o,
        ...t,
        runtime: 'node',
        defaultsMode: e,
        authSchemePreference: t?.authSchemePreference ?? A(Lt, n),
        bodyLengthChecker: t?.bodyLengthChecker ?? sr,
        defaultSocketTimeout: nr(t?.requestHandler, 3e5),
        defaultUserAgentProvider:
          t?.defaultUserAgentProvider ?? Ir({ serviceId: o.serviceId, clientVersion: Lo.version }),
        httpAuthSchemes: t?.httpAuthSchemes ?? [
          {
            schemeId: 'aws.auth#sigv4',
            identityProvider: (s) =>
              s.getIdentityProvider('aws.auth#sigv4') ||
              (async (i) => await t.credentialDefaultProvider(i?.__config || {})()),
            signer: new Ae(),
          },
          {
            schemeId: 'aws.auth#sigv4a',
            identityProvider: (s) => s.getIdentityProvider('aws.auth#sigv4a'),
            signer: new Po(),
          },
          {
            schemeId: 'smithy.api#noAuth',
            identityProvider: (s) => s.getIdentityProvider('smithy.api#noAuth') || (async () => ({})),
            signer: new ot(),
          },
        ],
        maxAttempts: t?.maxAttempts ?? A(Dt, t),
        region: t?.region ?? A(tt, { ...vt, ...n }),
        requestHandler: st.create(t?.requestHandler ?? r),
        retryMode: t?.retryMode ?? A({ ...br, default: async () => (await r()).retryMode || Rt }, t),
        sigv4aSigningRegionSet: t?.sigv4aSigningRegionSet ?? A(Sl, n),
        streamCollector: t?.streamCollector ?? lt,
        useDualstackEndpoint: t?.useDualstackEndpoint ?? A(ar, n),
        useFipsEndpoint: t?.useFipsEndpoint ?? A(cr, n),
        userAgentAppId: t?.userAgentAppId ?? A(vr, n),
      };
    };
  });
var w$,
  I$,
  v$ = p(() => {
    (w$ = (t) => {
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
      (I$ = (t) => ({
        httpAuthSchemes: t.httpAuthSchemes(),
        httpAuthSchemeProvider: t.httpAuthSchemeProvider(),
        credentials: t.credentials(),
      }));
  });
var T$,
  A$ = p(() => {
    U();
    P();
    z();
    v$();
    T$ = (t, e) => {
      const r = Object.assign(Tr(t), er(t), dr(t), w$(t));
      return e.forEach((o) => o.configure(r)), Object.assign(t, Ar(r), tr(r), fr(r), I$(r));
    };
  });
var Fo,
  Yp = p(() => {
    U();
    Ve();
    P();
    $();
    ie();
    z();
    kt();
    te();
    By();
    Vy();
    b$();
    A$();
    Fo = class extends Te {
      config;
      constructor(...[e]) {
        const r = E$(e || {});
        super(r), (this.initConfig = r);
        const o = Gk(r),
          n = _r(o),
          s = Er(n),
          i = ur(s),
          a = i,
          c = Mr(a),
          u = Hk(c),
          l = T$(u, e?.extensions || []);
        (this.config = l),
          this.middlewareStack.use(Yt(this.config)),
          this.middlewareStack.use(wr(this.config)),
          this.middlewareStack.use(Vr(this.config)),
          this.middlewareStack.use(mr(this.config)),
          this.middlewareStack.use(gr(this.config)),
          this.middlewareStack.use(yr(this.config)),
          this.middlewareStack.use(Sr(this.config)),
          this.middlewareStack.use(
            Ot(this.config, {
              httpAuthSchemeParametersProvider: Uk,
              identityProviderConfigProvider: async (d) =>
                new pt({ 'aws.auth#sigv4': d.credentials, 'aws.auth#sigv4a': d.credentials }),
            }),
          ),
          this.middlewareStack.use(Nt(this.config));
      }
      destroy() {
        super.destroy();
      }
    };
  });
var Xp,
  Qp,
  ed,
  Xy = p(() => {
    P();
    ie();
    Vy();
    (Xp = rr(jk, 'AWSSecurityTokenServiceV20110615', 'STSClient', zr)), (Qp = {}), (ed = (t, e, r, o) => []);
  });
var On,
  td = p(() => {
    Xy();
    Ba();
    On = class extends Xp(Qp, ed, 'AssumeRole', Jy) {};
  });
var Nn,
  rd = p(() => {
    Xy();
    Ba();
    Nn = class extends Xp(Qp, ed, 'AssumeRoleWithWebIdentity', Yy) {};
  });
var AK,
  od,
  C$ = p(() => {
    P();
    td();
    rd();
    Yp();
    (AK = { AssumeRoleCommand: On, AssumeRoleWithWebIdentityCommand: Nn }), (od = class extends Fo {});
    ro(AK, od);
  });
var R$ = p(() => {
  td();
  rd();
});
var P$ = p(() => {});
var O$,
  N$,
  D$,
  k$,
  $$,
  L$ = p(() => {
    U();
    td();
    rd();
    (O$ = (t) => {
      if (typeof t?.Arn == 'string') {
        const e = t.Arn.split(':');
        if (e.length > 4 && e[4] !== '') return e[4];
      }
    }),
      (N$ = async (t, e, r, o = {}) => {
        let n = typeof t == 'function' ? await t() : t,
          s = typeof e == 'function' ? await e() : e,
          i = '',
          a = n ?? s ?? (i = await rg(o)());
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
      (D$ = (t, e) => {
        let r, o;
        return async (n, s) => {
          if (((o = n), !r)) {
            const {
                logger: l = t?.parentClientConfig?.logger,
                profile: d = t?.parentClientConfig?.profile,
                region: f,
                requestHandler: m = t?.parentClientConfig?.requestHandler,
                credentialProviderLogger: h,
                userAgentAppId: g = t?.parentClientConfig?.userAgentAppId,
              } = t,
              y = await N$(f, t?.parentClientConfig?.region, h, { logger: l, profile: d }),
              S = !$$(m);
            r = new e({
              ...t,
              userAgentAppId: g,
              profile: d,
              credentialDefaultProvider: () => async () => o,
              region: y,
              requestHandler: S ? m : void 0,
              logger: l,
            });
          }
          const { Credentials: i, AssumedRoleUser: a } = await r.send(new On(s));
          if (!i || !i.AccessKeyId || !i.SecretAccessKey)
            throw new Error(`Invalid response from STS.assumeRole call with role ${s.RoleArn}`);
          const c = O$(a),
            u = {
              accessKeyId: i.AccessKeyId,
              secretAccessKey: i.SecretAccessKey,
              sessionToken: i.SessionToken,
              expiration: i.Expiration,
              ...(i.CredentialScope && { credentialScope: i.CredentialScope }),
              ...(c && { accountId: c }),
            };
          return V(u, 'CREDENTIALS_STS_ASSUME_ROLE', 'i'), u;
        };
      }),
      (k$ = (t, e) => {
        let r;
        return async (o) => {
          if (!r) {
            const {
                logger: c = t?.parentClientConfig?.logger,
                profile: u = t?.parentClientConfig?.profile,
                region: l,
                requestHandler: d = t?.parentClientConfig?.requestHandler,
                credentialProviderLogger: f,
                userAgentAppId: m = t?.parentClientConfig?.userAgentAppId,
              } = t,
              h = await N$(l, t?.parentClientConfig?.region, f, { logger: c, profile: u }),
              g = !$$(d);
            r = new e({ ...t, userAgentAppId: m, profile: u, region: h, requestHandler: g ? d : void 0, logger: c });
          }
          const { Credentials: n, AssumedRoleUser: s } = await r.send(new Nn(o));
          if (!n || !n.AccessKeyId || !n.SecretAccessKey)
            throw new Error(`Invalid response from STS.assumeRoleWithWebIdentity call with role ${o.RoleArn}`);
          const i = O$(s),
            a = {
              accessKeyId: n.AccessKeyId,
              secretAccessKey: n.SecretAccessKey,
              sessionToken: n.SessionToken,
              expiration: n.Expiration,
              ...(n.CredentialScope && { credentialScope: n.CredentialScope }),
              ...(i && { accountId: i }),
            };
          return i && V(a, 'RESOLVED_ACCOUNT_ID', 'T'), V(a, 'CREDENTIALS_STS_ASSUME_ROLE_WEB_ID', 'k'), a;
        };
      }),
      ($$ = (t) => t?.metadata?.handlerProtocol === 'h2');
  });
var M$,
  z$,
  U$,
  CK,
  F$ = p(() => {
    L$();
    Yp();
    (M$ = (t, e) =>
      e
        ? class extends t {
            constructor(o) {
              super(o);
              for (const n of e) this.middlewareStack.use(n);
            }
          }
        : t),
      (z$ = (t = {}, e) => D$(t, M$(Fo, e))),
      (U$ = (t = {}, e) => k$(t, M$(Fo, e))),
      (CK = (t) => (e) => t({ roleAssumer: z$(e), roleAssumerWithWebIdentity: U$(e), ...e }));
  });
var Qy = {};
We(Qy, {
  $Command: () => ut,
  AssumeRole$: () => Jy,
  AssumeRoleCommand: () => On,
  AssumeRoleRequest$: () => p$,
  AssumeRoleResponse$: () => d$,
  AssumeRoleWithWebIdentity$: () => Yy,
  AssumeRoleWithWebIdentityCommand: () => Nn,
  AssumeRoleWithWebIdentityRequest$: () => f$,
  AssumeRoleWithWebIdentityResponse$: () => m$,
  AssumedRoleUser$: () => Wy,
  Credentials$: () => qy,
  ExpiredTokenException: () => ka,
  ExpiredTokenException$: () => n$,
  IDPCommunicationErrorException: () => Fa,
  IDPCommunicationErrorException$: () => s$,
  IDPRejectedClaimException: () => za,
  IDPRejectedClaimException$: () => i$,
  InvalidIdentityTokenException: () => Ua,
  InvalidIdentityTokenException$: () => a$,
  MalformedPolicyDocumentException: () => $a,
  MalformedPolicyDocumentException$: () => c$,
  PackedPolicyTooLargeException: () => La,
  PackedPolicyTooLargeException$: () => u$,
  PolicyDescriptorType$: () => h$,
  ProvidedContext$: () => g$,
  RegionDisabledException: () => Ma,
  RegionDisabledException$: () => l$,
  STS: () => od,
  STSClient: () => Fo,
  STSServiceException: () => mt,
  STSServiceException$: () => o$,
  Tag$: () => y$,
  __Client: () => Te,
  decorateDefaultCredentialProvider: () => CK,
  errorTypeRegistries: () => Zy,
  getDefaultRoleAssumer: () => z$,
  getDefaultRoleAssumerWithWebIdentity: () => U$,
});
var eS = p(() => {
  Yp();
  C$();
  R$();
  P();
  Ba();
  Hy();
  P$();
  F$();
  Jp();
});
var V$,
  RK,
  PK,
  H$,
  B$,
  G$ = p(() => {
    U();
    $();
    Ek();
    (V$ = (t, { profile: e = 'default', logger: r } = {}) =>
      !!t &&
      typeof t == 'object' &&
      typeof t.role_arn == 'string' &&
      ['undefined', 'string'].indexOf(typeof t.role_session_name) > -1 &&
      ['undefined', 'string'].indexOf(typeof t.external_id) > -1 &&
      ['undefined', 'string'].indexOf(typeof t.mfa_serial) > -1 &&
      (RK(t, { profile: e, logger: r }) || PK(t, { profile: e, logger: r }))),
      (RK = (t, { profile: e, logger: r }) => {
        const o = typeof t.source_profile == 'string' && typeof t.credential_source > 'u';
        return o && r?.debug?.(`    ${e} isAssumeRoleWithSourceProfile source_profile=${t.source_profile}`), o;
      }),
      (PK = (t, { profile: e, logger: r }) => {
        const o = typeof t.credential_source == 'string' && typeof t.source_profile > 'u';
        return o && r?.debug?.(`    ${e} isCredentialSourceProfile credential_source=${t.credential_source}`), o;
      }),
      (H$ = async (t, e, r, o, n = {}, s) => {
        r.logger?.debug('@aws-sdk/credential-provider-ini - resolveAssumeRoleCredentials (STS)');
        const i = e[t],
          { source_profile: a, region: c } = i;
        if (!r.roleAssumer) {
          const { getDefaultRoleAssumer: l } = await Promise.resolve().then(() => (eS(), Qy));
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
            `Detected a cycle attempting to resolve credentials for profile ${et(r)}. Profiles visited: ` +
              Object.keys(n).join(', '),
            { logger: r.logger },
          );
        r.logger?.debug(
          `@aws-sdk/credential-provider-ini - finding credential resolver using ${a ? `source_profile=[${a}]` : `profile=[${t}]`}`,
        );
        const u = a
          ? s(a, e, r, o, { ...n, [a]: !0 }, B$(e[a] ?? {}))
          : (await _k(i.credential_source, t, r.logger)(r))();
        if (B$(i)) return u.then((l) => V(l, 'CREDENTIALS_PROFILE_SOURCE_PROFILE', 'o'));
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
          const f = await u;
          return r.roleAssumer(f, l).then((m) => V(m, 'CREDENTIALS_PROFILE_SOURCE_PROFILE', 'o'));
        }
      }),
      (B$ = (t) => !t.role_arn && !!t.credential_source);
  });
function OK(t) {
  return {
    schemeId: 'aws.auth#sigv4',
    signingProperties: { name: 'signin', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
function NK(t) {
  return { schemeId: 'smithy.api#noAuth' };
}
var j$,
  K$,
  Z$,
  tS = p(() => {
    He();
    P();
    j$ = async (t, e, r) => ({
      operation: pe(e).operation,
      region:
        (await Q(t.region)()) ||
        (() => {
          throw new Error('expected `region` to be configured for `aws.auth#sigv4`');
        })(),
    });
    (K$ = (t) => {
      const e = [];
      return t.operation === 'CreateOAuth2Token' ? e.push(NK(t)) : e.push(OK(t)), e;
    }),
      (Z$ = (t) => {
        const e = Gr(t);
        return Object.assign(e, { authSchemePreference: Q(t.authSchemePreference ?? []) });
      });
  });
var W$,
  q$,
  rS = p(() => {
    (W$ = (t) =>
      Object.assign(t, {
        useDualstackEndpoint: t.useDualstackEndpoint ?? !1,
        useFipsEndpoint: t.useFipsEndpoint ?? !1,
        defaultSigningName: 'signin',
      })),
      (q$ = {
        UseFIPS: { type: 'builtInParams', name: 'useFipsEndpoint' },
        Endpoint: { type: 'builtInParams', name: 'endpoint' },
        Region: { type: 'builtInParams', name: 'region' },
        UseDualStack: { type: 'builtInParams', name: 'useDualstackEndpoint' },
      });
  });
var Ho,
  Bo,
  J$,
  Cs,
  Y$,
  Rs,
  X$,
  nS,
  uo,
  oS,
  Q$,
  eL,
  Vo,
  nL,
  tL,
  nd,
  Ke,
  rL,
  oL,
  DK,
  j,
  kK,
  sL,
  iL = p(() => {
    ie();
    (Ho = 'ref'),
      (Bo = -1),
      (J$ = !1),
      (Cs = !0),
      (Y$ = 'isSet'),
      (Rs = 'booleanEquals'),
      (X$ = 'coalesce'),
      (nS = 'PartitionResult'),
      (uo = 'stringEquals'),
      (oS = 'getAttr'),
      (Q$ = 'https://signin.{Region}.{PartitionResult#dualStackDnsSuffix}'),
      (eL = { [Ho]: 'Endpoint' }),
      (Vo = { fn: oS, argv: [{ [Ho]: nS }, 'name'] }),
      (nL = { [Ho]: 'Region' }),
      (tL = { [Ho]: nS }),
      (nd = { authSchemes: [{ name: 'sigv4', signingName: 'signin', signingRegion: '{Region}' }] }),
      (Ke = {}),
      (rL = [nL]),
      (oL = {
        conditions: [
          [Y$, rL],
          [Rs, [{ fn: X$, argv: [{ [Ho]: 'IsControlPlane' }, J$] }, Cs]],
          [Y$, [eL]],
          ['aws.partition', rL, nS],
          [Rs, [{ [Ho]: 'UseFIPS' }, Cs]],
          [uo, [Vo, 'aws']],
          [Rs, [{ fn: X$, argv: [{ [Ho]: 'IsOAuthEndpoint' }, J$] }, Cs]],
          [Rs, [{ [Ho]: 'UseDualStack' }, Cs]],
          [uo, [Vo, 'aws-cn']],
          [uo, [nL, 'us-gov-west-1']],
          [uo, [Vo, 'aws-us-gov']],
          [Rs, [{ fn: oS, argv: [tL, 'supportsFIPS'] }, Cs]],
          [uo, [Vo, 'aws-iso']],
          [uo, [Vo, 'aws-iso-b']],
          [uo, [Vo, 'aws-iso-f']],
          [uo, [Vo, 'aws-iso-e']],
          [uo, [Vo, 'aws-eusc']],
          [Rs, [{ fn: oS, argv: [tL, 'supportsDualStack'] }, Cs]],
        ],
        results: [
          [Bo],
          ['https://signin.{Region}.api.aws', nd],
          ['https://signin.{Region}.api.amazonwebservices.com.cn', nd],
          [Q$, nd],
          [Bo, 'FIPS endpoints are not supported for OAuth operations. Disable FIPS or use a non-OAuth operation.'],
          ['https://{Region}.oauth.signin.aws', nd],
          ['https://{Region}.signin.aws.amazon.com', Ke],
          ['https://{Region}.signin.amazonaws.cn', Ke],
          ['https://{Region}.signin.amazonaws-us-gov.com', Ke],
          ['https://{Region}.signin.c2shome.ic.gov', Ke],
          ['https://{Region}.signin.sc2shome.sgov.gov', Ke],
          ['https://{Region}.signin.csphome.hci.ic.gov', Ke],
          ['https://{Region}.signin.csphome.adc-e.uk', Ke],
          ['https://{Region}.signin.amazonaws-eusc.eu', Ke],
          ['https://signin-fips.amazonaws-us-gov.com', Ke],
          ['https://{Region}.signin-fips.amazonaws-us-gov.com', Ke],
          ['https://{Region}.signin.{PartitionResult#dnsSuffix}', Ke],
          [Bo, 'Invalid Configuration: FIPS and custom endpoint are not supported'],
          [Bo, 'Invalid Configuration: Dualstack and custom endpoint are not supported'],
          [eL, Ke],
          ['https://signin-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', Ke],
          [Bo, 'FIPS and DualStack are enabled, but this partition does not support one or both'],
          ['https://signin-fips.{Region}.{PartitionResult#dnsSuffix}', Ke],
          [Bo, 'FIPS is enabled but this partition does not support FIPS'],
          [Q$, Ke],
          [Bo, 'DualStack is enabled but this partition does not support DualStack'],
          ['https://signin.{Region}.{PartitionResult#dnsSuffix}', Ke],
          [Bo, 'Invalid Configuration: Missing Region'],
        ],
      }),
      (DK = 2),
      (j = 1e8),
      (kK = new Int32Array([
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
        j + 27,
        6,
        j + 4,
        j + 27,
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
        j + 7,
        13,
        10,
        j + 8,
        14,
        12,
        j + 9,
        15,
        13,
        j + 10,
        16,
        14,
        j + 11,
        17,
        15,
        j + 12,
        18,
        16,
        j + 13,
        j + 16,
        6,
        j + 5,
        20,
        7,
        21,
        j + 6,
        17,
        j + 24,
        j + 25,
        6,
        j + 4,
        23,
        7,
        27,
        24,
        9,
        j + 14,
        25,
        10,
        j + 15,
        26,
        11,
        j + 22,
        j + 23,
        11,
        28,
        j + 21,
        17,
        j + 20,
        j + 21,
        2,
        35,
        30,
        3,
        39,
        31,
        4,
        32,
        j + 27,
        6,
        j + 4,
        33,
        7,
        j + 27,
        34,
        9,
        j + 14,
        j + 27,
        3,
        39,
        36,
        4,
        38,
        37,
        7,
        j + 18,
        j + 19,
        6,
        j + 4,
        j + 17,
        5,
        j + 1,
        40,
        8,
        j + 2,
        j + 3,
      ])),
      (sL = Tt.from(kK, DK, oL.conditions, oL.results));
  });
var $K,
  aL,
  cL = p(() => {
    U();
    ie();
    iL();
    ($K = new At({
      size: 50,
      params: ['Endpoint', 'IsControlPlane', 'IsOAuthEndpoint', 'Region', 'UseDualStack', 'UseFIPS'],
    })),
      (aL = (t, e = {}) => $K.get(t, () => pr(sL, { endpointParams: t, logger: e.logger })));
    rt.aws = $t;
  });
var Pr,
  sd = p(() => {
    P();
    Pr = class t extends _t {
      static shapeId = 'smithy.ts.sdk.synthetic.com.amazonaws.signin#SigninServiceException';
      constructor(e) {
        super(e), Object.setPrototypeOf(this, t.prototype);
      }
    };
  });
var Va,
  Ha,
  Ga,
  ja,
  sS = p(() => {
    sd();
    (Va = class t extends Pr {
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
      (Ha = class t extends Pr {
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
      (Ga = class t extends Pr {
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
      (ja = class t extends Pr {
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
var LK,
  MK,
  zK,
  UK,
  FK,
  BK,
  VK,
  HK,
  GK,
  jK,
  KK,
  ZK,
  WK,
  qK,
  JK,
  uL,
  iS,
  YK,
  lS,
  lL,
  pL,
  XK,
  Go,
  aS,
  QK,
  cS,
  eZ,
  gL,
  pS,
  dL,
  $e,
  ad,
  tZ,
  id,
  fL,
  yL,
  mL,
  hL,
  rZ,
  oZ,
  nZ,
  uS,
  sZ,
  Ze,
  SL,
  xL,
  Ka,
  _L,
  EL,
  bL,
  wL,
  dS,
  iZ,
  IL,
  vL,
  TL,
  AL,
  CL,
  RL,
  PL,
  OL,
  fS,
  mS,
  Za = p(() => {
    te();
    sS();
    sd();
    (LK = 'AccessDeniedException'),
      (MK = 'AccessToken'),
      (zK = 'CreateOAuth2Token'),
      (UK = 'CreateOAuth2TokenRequest'),
      (FK = 'CreateOAuth2TokenRequestBody'),
      (BK = 'CreateOAuth2TokenResponseBody'),
      (VK = 'CreateOAuth2TokenResponse'),
      (HK = 'CreateOAuth2TokenWithIAM'),
      (GK = 'CreateOAuth2TokenWithIAMRequest'),
      (jK = 'CreateOAuth2TokenWithIAMResponse'),
      (KK = 'InternalServerException'),
      (ZK = 'OAuthAccessToken'),
      (WK = 'RefreshToken'),
      (qK = 'TooManyRequestsError'),
      (JK = 'ValidationException'),
      (uL = 'accessKeyId'),
      (iS = 'accessToken'),
      (YK = 'access_token'),
      (lS = 'client'),
      (lL = 'clientId'),
      (pL = 'codeVerifier'),
      (XK = 'code'),
      (Go = 'error'),
      (aS = 'expiresIn'),
      (QK = 'expires_in'),
      (cS = 'grantType'),
      (eZ = 'grant_type'),
      (gL = 'http'),
      (pS = 'httpError'),
      (dL = 'idToken'),
      ($e = 'jsonName'),
      (ad = 'message'),
      (tZ = 'resource'),
      (id = 'refreshToken'),
      (fL = 'redirectUri'),
      (yL = 'smithy.ts.sdk.synthetic.com.amazonaws.signin'),
      (mL = 'secretAccessKey'),
      (hL = 'sessionToken'),
      (rZ = 'server'),
      (oZ = 'tokenInput'),
      (nZ = 'tokenOutput'),
      (uS = 'tokenType'),
      (sZ = 'token_type'),
      (Ze = 'com.amazonaws.signin'),
      (SL = new ne(yL)),
      (xL = [-3, yL, 'SigninServiceException', 0, [], []]);
    SL.registerError(xL, Pr);
    (Ka = new ne(Ze)), (_L = [-3, Ze, LK, { [Go]: lS }, [Go, ad], [0, 0], 2]);
    Ka.registerError(_L, Va);
    EL = [-3, Ze, KK, { [Go]: rZ, [pS]: 500 }, [Go, ad], [0, 0], 2];
    Ka.registerError(EL, Ha);
    bL = [-3, Ze, qK, { [Go]: lS, [pS]: 429 }, [Go, ad], [0, 0], 2];
    Ka.registerError(bL, Ga);
    wL = [-3, Ze, JK, { [Go]: lS, [pS]: 400 }, [Go, ad], [0, 0], 2];
    Ka.registerError(wL, ja);
    (dS = [SL, Ka]),
      (iZ = [0, Ze, ZK, 8, 0]),
      (IL = [0, Ze, WK, 8, 0]),
      (vL = [
        3,
        Ze,
        MK,
        8,
        [uL, mL, hL],
        [
          [0, { [$e]: uL }],
          [0, { [$e]: mL }],
          [0, { [$e]: hL }],
        ],
        3,
      ]),
      (TL = [3, Ze, UK, 0, [oZ], [[() => AL, 16]], 1]),
      (AL = [
        3,
        Ze,
        FK,
        0,
        [lL, cS, XK, fL, pL, id],
        [[0, { [$e]: lL }], [0, { [$e]: cS }], 0, [0, { [$e]: fL }], [0, { [$e]: pL }], [() => IL, { [$e]: id }]],
        2,
      ]),
      (CL = [3, Ze, VK, 0, [nZ], [[() => RL, 16]], 1]),
      (RL = [
        3,
        Ze,
        BK,
        0,
        [iS, uS, aS, id, dL],
        [
          [() => vL, { [$e]: iS }],
          [0, { [$e]: uS }],
          [1, { [$e]: aS }],
          [() => IL, { [$e]: id }],
          [0, { [$e]: dL }],
        ],
        4,
      ]),
      (PL = [3, Ze, GK, 0, [cS, tZ], [[0, { [$e]: eZ }], 0], 2]),
      (OL = [
        3,
        Ze,
        jK,
        0,
        [iS, uS, aS],
        [
          [() => iZ, { [$e]: YK }],
          [0, { [$e]: sZ }],
          [1, { [$e]: QK }],
        ],
        3,
      ]),
      (fS = [9, Ze, zK, { [gL]: ['POST', '/v1/token', 200] }, () => TL, () => CL]),
      (mS = [9, Ze, HK, { [gL]: ['POST', '/v1/token?x-amz-client-auth-method=iam', 200] }, () => PL, () => OL]);
  });
var NL,
  DL = p(() => {
    He();
    En();
    Ve();
    bo();
    P();
    z();
    N();
    tS();
    cL();
    Za();
    NL = (t) => ({
      apiVersion: '2023-01-01',
      base64Decoder: t?.base64Decoder ?? Ee,
      base64Encoder: t?.base64Encoder ?? ye,
      disableHostPrefix: t?.disableHostPrefix ?? !1,
      endpointProvider: t?.endpointProvider ?? aL,
      extensions: t?.extensions ?? [],
      httpAuthSchemeProvider: t?.httpAuthSchemeProvider ?? K$,
      httpAuthSchemes: t?.httpAuthSchemes ?? [
        {
          schemeId: 'aws.auth#sigv4',
          identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4'),
          signer: new Ae(),
        },
        {
          schemeId: 'smithy.api#noAuth',
          identityProvider: (e) => e.getIdentityProvider('smithy.api#noAuth') || (async () => ({})),
          signer: new ot(),
        },
      ],
      logger: t?.logger ?? new Ye(),
      protocol: t?.protocol ?? ao,
      protocolSettings: t?.protocolSettings ?? {
        defaultNamespace: 'com.amazonaws.signin',
        errorTypeRegistries: dS,
        version: '2023-01-01',
        serviceTarget: 'Signin',
      },
      serviceId: t?.serviceId ?? 'Signin',
      sha256: t?.sha256 ?? Pt,
      urlParser: t?.urlParser ?? ve,
      utf8Decoder: t?.utf8Decoder ?? de,
      utf8Encoder: t?.utf8Encoder ?? se,
    });
  });
var kL,
  $L = p(() => {
    pa();
    U();
    He();
    P();
    $();
    kt();
    N();
    _n();
    DL();
    kL = (t) => {
      Qt(process.version);
      const e = lr(t),
        r = () => e().then(Xt),
        o = NL(t);
      or(process.version);
      const n = { profile: t?.profile, logger: o.logger };
      return {
        ...o,
        ...t,
        runtime: 'node',
        defaultsMode: e,
        authSchemePreference: t?.authSchemePreference ?? A(Lt, n),
        bodyLengthChecker: t?.bodyLengthChecker ?? sr,
        defaultSocketTimeout: nr(t?.requestHandler, 3e5),
        defaultUserAgentProvider:
          t?.defaultUserAgentProvider ?? Ir({ serviceId: o.serviceId, clientVersion: Lo.version }),
        maxAttempts: t?.maxAttempts ?? A(Dt, t),
        region: t?.region ?? A(tt, { ...vt, ...n }),
        requestHandler: st.create(t?.requestHandler ?? r),
        retryMode: t?.retryMode ?? A({ ...br, default: async () => (await r()).retryMode || Rt }, t),
        streamCollector: t?.streamCollector ?? lt,
        useDualstackEndpoint: t?.useDualstackEndpoint ?? A(ar, n),
        useFipsEndpoint: t?.useFipsEndpoint ?? A(cr, n),
        userAgentAppId: t?.userAgentAppId ?? A(vr, n),
      };
    };
  });
var LL,
  ML,
  zL = p(() => {
    (LL = (t) => {
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
      (ML = (t) => ({
        httpAuthSchemes: t.httpAuthSchemes(),
        httpAuthSchemeProvider: t.httpAuthSchemeProvider(),
        credentials: t.credentials(),
      }));
  });
var UL,
  FL = p(() => {
    U();
    P();
    z();
    zL();
    UL = (t, e) => {
      const r = Object.assign(Tr(t), er(t), dr(t), LL(t));
      return e.forEach((o) => o.configure(r)), Object.assign(t, Ar(r), tr(r), fr(r), ML(r));
    };
  });
var Wa,
  hS = p(() => {
    U();
    Ve();
    P();
    $();
    ie();
    z();
    kt();
    te();
    tS();
    rS();
    $L();
    FL();
    Wa = class extends Te {
      config;
      constructor(...[e]) {
        const r = kL(e || {});
        super(r), (this.initConfig = r);
        const o = W$(r),
          n = _r(o),
          s = Er(n),
          i = ur(s),
          a = i,
          c = Mr(a),
          u = Z$(c),
          l = UL(u, e?.extensions || []);
        (this.config = l),
          this.middlewareStack.use(Yt(this.config)),
          this.middlewareStack.use(wr(this.config)),
          this.middlewareStack.use(Vr(this.config)),
          this.middlewareStack.use(mr(this.config)),
          this.middlewareStack.use(gr(this.config)),
          this.middlewareStack.use(yr(this.config)),
          this.middlewareStack.use(Sr(this.config)),
          this.middlewareStack.use(
            Ot(this.config, {
              httpAuthSchemeParametersProvider: j$,
              identityProviderConfigProvider: async (d) => new pt({ 'aws.auth#sigv4': d.credentials }),
            }),
          ),
          this.middlewareStack.use(Nt(this.config));
      }
      destroy() {
        super.destroy();
      }
    };
  });
var cd,
  BL,
  VL,
  ud,
  gS = p(() => {
    P();
    ie();
    rS();
    (cd = rr(q$, 'Signin', 'SigninClient', zr)),
      (BL = { IsControlPlane: { type: 'staticContextParams', value: !1 } }),
      (VL = { IsOAuthEndpoint: { type: 'staticContextParams', value: !0 } }),
      (ud = (t, e, r, o) => []);
  });
var qa,
  yS = p(() => {
    gS();
    Za();
    qa = class extends cd(BL, ud, 'CreateOAuth2Token', fS) {};
  });
var Ja,
  SS = p(() => {
    gS();
    Za();
    Ja = class extends cd(VL, ud, 'CreateOAuth2TokenWithIAM', mS) {};
  });
var aZ,
  ld,
  HL = p(() => {
    P();
    yS();
    SS();
    hS();
    (aZ = { CreateOAuth2TokenCommand: qa, CreateOAuth2TokenWithIAMCommand: Ja }), (ld = class extends Wa {});
    ro(aZ, ld);
  });
var GL = p(() => {
  yS();
  SS();
});
var cZ,
  jL = p(() => {
    cZ = {
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
var KL = p(() => {});
var ZL = {};
We(ZL, {
  $Command: () => ut,
  AccessDeniedException: () => Va,
  AccessDeniedException$: () => _L,
  AccessToken$: () => vL,
  CreateOAuth2Token$: () => fS,
  CreateOAuth2TokenCommand: () => qa,
  CreateOAuth2TokenRequest$: () => TL,
  CreateOAuth2TokenRequestBody$: () => AL,
  CreateOAuth2TokenResponse$: () => CL,
  CreateOAuth2TokenResponseBody$: () => RL,
  CreateOAuth2TokenWithIAM$: () => mS,
  CreateOAuth2TokenWithIAMCommand: () => Ja,
  CreateOAuth2TokenWithIAMRequest$: () => PL,
  CreateOAuth2TokenWithIAMResponse$: () => OL,
  InternalServerException: () => Ha,
  InternalServerException$: () => EL,
  OAuth2ErrorCode: () => cZ,
  Signin: () => ld,
  SigninClient: () => Wa,
  SigninServiceException: () => Pr,
  SigninServiceException$: () => xL,
  TooManyRequestsError: () => Ga,
  TooManyRequestsError$: () => bL,
  ValidationException: () => ja,
  ValidationException$: () => wL,
  __Client: () => Te,
  errorTypeRegistries: () => dS,
});
var WL = p(() => {
  hS();
  HL();
  GL();
  P();
  Za();
  jL();
  sS();
  KL();
  sd();
});
import { sign as dZ, createPrivateKey as lZ, createPublicKey as pZ, createHash as uZ } from 'node:crypto';
import { promises as xS } from 'node:fs';
import { homedir as fZ } from 'node:os';
import { dirname as mZ, join as qL } from 'node:path';
var pd,
  JL = p(() => {
    $();
    z();
    pd = class t {
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
        const { SigninClient: c, CreateOAuth2TokenCommand: u } = await Promise.resolve().then(() => (WL(), ZL)),
          { logger: l, userAgentAppId: d } = this.callerClientConfig ?? {},
          m = ((x) => x?.metadata?.handlerProtocol === 'h2')(this.callerClientConfig?.requestHandler)
            ? void 0
            : this.callerClientConfig?.requestHandler,
          h = typeof i.signInRegion == 'string' && i.signInRegion.length > 0 ? i.signInRegion : void 0,
          g = h ?? this.profileData.region ?? (await this.callerClientConfig?.region?.()) ?? process.env.AWS_REGION,
          y = new c({
            credentials: { accessKeyId: '', secretAccessKey: '' },
            region: g,
            requestHandler: m,
            logger: l,
            userAgentAppId: d,
            ...this.init?.clientConfig,
            ...(h && { region: h }),
          });
        this.createDPoPInterceptor(y.middlewareStack);
        const S = { tokenInput: { clientId: i.clientId, refreshToken: i.refreshToken, grantType: 'refresh_token' } };
        try {
          const x = await y.send(new u(S)),
            { accessKeyId: b, secretAccessKey: I, sessionToken: w } = x.tokenOutput?.accessToken ?? {},
            { refreshToken: T, expiresIn: F } = x.tokenOutput ?? {};
          if (!b || !I || !w || !T)
            throw new v('Token refresh response missing required fields', { logger: this.logger, tryNextLink: !1 });
          const Le = (F ?? 900) * 1e3,
            gt = new Date(Date.now() + Le),
            re = {
              ...i,
              accessToken: {
                ...i.accessToken,
                accessKeyId: b,
                secretAccessKey: I,
                sessionToken: w,
                expiresAt: gt.toISOString(),
              },
              refreshToken: T,
            };
          return await this.saveToken(re), this.toCredentials(re.accessToken);
        } catch (x) {
          if (x.name === 'AccessDeniedException') {
            let I = x.error,
              w;
            switch (I) {
              case 'TOKEN_EXPIRED':
                w = 'Your session has expired. Please reauthenticate.';
                break;
              case 'USER_CREDENTIALS_CHANGED':
                w =
                  'Unable to refresh credentials because of a change in your password. Please reauthenticate with your new password.';
                break;
              case 'INSUFFICIENT_PERMISSIONS':
                w =
                  "Unable to refresh credentials due to insufficient permissions. You may be missing permission for the 'CreateOAuth2Token' action.";
                break;
              default:
                w = `Failed to refresh token: ${String(x)}. Please re-authenticate using \`aws login\``;
            }
            throw new v(w, { logger: this.logger, tryNextLink: !1 });
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
          const r = await xS.readFile(e, 'utf8'),
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
          o = mZ(r);
        try {
          await xS.mkdir(o, { recursive: !0 });
        } catch {}
        await xS.writeFile(r, JSON.stringify(e, null, 2), 'utf8');
      }
      getTokenFilePath() {
        const e = process.env.AWS_LOGIN_CACHE_DIRECTORY ?? qL(fZ(), '.aws', 'login', 'cache'),
          r = Buffer.from(this.loginSession, 'utf8'),
          o = uZ('sha256').update(r).digest('hex');
        return qL(e, `${o}.json`);
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
            if (K.isInstance(o.request)) {
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
          let n = lZ({ key: o.dpopKey, format: 'pem', type: 'sec1' }),
            i = pZ(n).export({ format: 'der', type: 'spki' }),
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
            f = Buffer.from(JSON.stringify(l)).toString('base64url'),
            m = Buffer.from(JSON.stringify(d)).toString('base64url'),
            h = `${f}.${m}`,
            g = dZ('sha256', Buffer.from(h), n),
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
var YL,
  XL = p(() => {
    U();
    $();
    JL();
    YL =
      (t) =>
      async ({ callerClientConfig: e } = {}) => {
        t?.logger?.debug?.('@aws-sdk/credential-providers - fromLoginCredentials');
        const r = await ir(t || {}),
          o = et({ profile: t?.profile ?? e?.profile }),
          n = r[o];
        if (!n?.login_session)
          throw new v(`Profile ${o} does not contain login_session.`, { tryNextLink: !0, logger: t?.logger });
        const i = await new pd(n, t, e).loadCredentials();
        return V(i, 'CREDENTIALS_LOGIN', 'AD');
      };
  });
var QL = {};
We(QL, { fromLoginCredentials: () => YL });
var e1 = p(() => {
  XL();
});
var t1,
  r1,
  o1 = p(() => {
    U();
    (t1 = (t) => !!(t && t.login_session)),
      (r1 = async (t, e, r) => {
        const { fromLoginCredentials: o } = await Promise.resolve().then(() => (e1(), QL)),
          n = await o({ ...e, profile: t })({ callerClientConfig: r });
        return V(n, 'CREDENTIALS_PROFILE_LOGIN', 'AC');
      });
  });
var n1,
  s1 = p(() => {
    U();
    n1 = (t, e, r) => {
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
      return V(n, 'CREDENTIALS_PROCESS', 'w'), n;
    };
  });
import { exec as hZ } from 'node:child_process';
import { promisify as gZ } from 'node:util';
var i1,
  a1 = p(() => {
    $();
    s1();
    i1 = async (t, e, r) => {
      const o = e[t];
      if (e[t]) {
        const n = o.credential_process;
        if (n !== void 0) {
          const s = gZ(vi?.getTokenRecord?.().exec ?? hZ);
          try {
            let { stdout: i } = await s(n),
              a;
            try {
              a = JSON.parse(i.trim());
            } catch {
              throw Error(`Profile ${t} credential_process returned invalid JSON.`);
            }
            return n1(t, a, e);
          } catch (i) {
            throw new v(i.message, { logger: r });
          }
        } else throw new v(`Profile ${t} did not contain credential_process.`, { logger: r });
      } else throw new v(`Profile ${t} could not be found in shared credentials file.`, { logger: r });
    };
  });
var c1,
  u1 = p(() => {
    $();
    a1();
    c1 =
      (t = {}) =>
      async ({ callerClientConfig: e } = {}) => {
        t.logger?.debug('@aws-sdk/credential-provider-process - fromProcess');
        const r = await ir(t);
        return i1(et({ profile: t.profile ?? e?.profile }), r, t.logger);
      };
  });
var _S = {};
We(_S, { fromProcess: () => c1 });
var ES = p(() => {
  u1();
});
var l1,
  p1,
  d1 = p(() => {
    U();
    (l1 = (t) => !!t && typeof t == 'object' && typeof t.credential_process == 'string'),
      (p1 = async (t, e) => {
        const { fromProcess: r } = await Promise.resolve().then(() => (ES(), _S)),
          o = await r({ ...t, profile: e })();
        return V(o, 'CREDENTIALS_PROFILE_PROCESS', 'v');
      });
  });
var f1,
  m1,
  h1 = p(() => {
    U();
    (f1 = async (t, e, r = {}, o) => {
      const { fromSSO: n } = await Promise.resolve().then(() => (Dy(), Ny));
      return n({
        profile: t,
        logger: r.logger,
        parentClientConfig: r.parentClientConfig,
        clientConfig: r.clientConfig,
      })({ callerClientConfig: o }).then((s) =>
        e.sso_session ? V(s, 'CREDENTIALS_PROFILE_SSO', 'r') : V(s, 'CREDENTIALS_PROFILE_SSO_LEGACY', 't'),
      );
    }),
      (m1 = (t) =>
        t &&
        (typeof t.sso_start_url == 'string' ||
          typeof t.sso_account_id == 'string' ||
          typeof t.sso_session == 'string' ||
          typeof t.sso_region == 'string' ||
          typeof t.sso_role_name == 'string'));
  });
var bS,
  wS,
  g1 = p(() => {
    U();
    (bS = (t) =>
      !!t &&
      typeof t == 'object' &&
      typeof t.aws_access_key_id == 'string' &&
      typeof t.aws_secret_access_key == 'string' &&
      ['undefined', 'string'].indexOf(typeof t.aws_session_token) > -1 &&
      ['undefined', 'string'].indexOf(typeof t.aws_account_id) > -1),
      (wS = async (t, e) => {
        e?.logger?.debug('@aws-sdk/credential-provider-ini - resolveStaticCredentials');
        const r = {
          accessKeyId: t.aws_access_key_id,
          secretAccessKey: t.aws_secret_access_key,
          sessionToken: t.aws_session_token,
          ...(t.aws_credential_scope && { credentialScope: t.aws_credential_scope }),
          ...(t.aws_account_id && { accountId: t.aws_account_id }),
        };
        return V(r, 'CREDENTIALS_PROFILE', 'n');
      });
  });
var dd,
  IS = p(() => {
    dd = (t) => async (e) => {
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
        const { getDefaultRoleAssumerWithWebIdentity: l } = await Promise.resolve().then(() => (eS(), Qy));
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
import { readFileSync as yZ } from 'node:fs';
var y1,
  SZ,
  xZ,
  S1,
  x1 = p(() => {
    U();
    $();
    IS();
    (y1 = 'AWS_WEB_IDENTITY_TOKEN_FILE'),
      (SZ = 'AWS_ROLE_ARN'),
      (xZ = 'AWS_ROLE_SESSION_NAME'),
      (S1 =
        (t = {}) =>
        async (e) => {
          t.logger?.debug('@aws-sdk/credential-provider-web-identity - fromTokenFile');
          const r = t?.webIdentityTokenFile ?? process.env[y1],
            o = t?.roleArn ?? process.env[SZ],
            n = t?.roleSessionName ?? process.env[xZ];
          if (!r || !o) throw new v('Web identity configuration not specified', { logger: t.logger });
          const s = await dd({
            ...t,
            webIdentityToken: vi?.getTokenRecord?.()[r] ?? yZ(r, { encoding: 'ascii' }),
            roleArn: o,
            roleSessionName: n,
          })(e);
          return r === process.env[y1] && V(s, 'CREDENTIALS_ENV_VARS_STS_WEB_ID_TOKEN', 'h'), s;
        });
  });
var vS = {};
We(vS, { fromTokenFile: () => S1, fromWebToken: () => dd });
var TS = p(() => {
  x1();
  IS();
});
var _1,
  E1,
  b1 = p(() => {
    U();
    (_1 = (t) =>
      !!t &&
      typeof t == 'object' &&
      typeof t.web_identity_token_file == 'string' &&
      typeof t.role_arn == 'string' &&
      ['undefined', 'string'].indexOf(typeof t.role_session_name) > -1),
      (E1 = async (t, e, r) => {
        const { fromTokenFile: o } = await Promise.resolve().then(() => (TS(), vS)),
          n = await o({
            webIdentityTokenFile: t.web_identity_token_file,
            roleArn: t.role_arn,
            roleSessionName: t.role_session_name,
            roleAssumerWithWebIdentity: e.roleAssumerWithWebIdentity,
            logger: e.logger,
            parentClientConfig: e.parentClientConfig,
          })({ callerClientConfig: r });
        return V(n, 'CREDENTIALS_PROFILE_STS_WEB_ID_TOKEN', 'q');
      });
  });
var AS,
  w1 = p(() => {
    $();
    G$();
    o1();
    d1();
    h1();
    g1();
    b1();
    AS = async (t, e, r, o, n = {}, s = !1) => {
      const i = e[t];
      if (Object.keys(n).length > 0 && bS(i)) return wS(i, r);
      if (s || V$(i, { profile: t, logger: r.logger })) return H$(t, e, r, o, n, AS);
      if (bS(i)) return wS(i, r);
      if (_1(i)) return E1(i, r, o);
      if (l1(i)) return p1(r, t);
      if (m1(i)) return await f1(t, i, r, o);
      if (t1(i)) return r1(t, r, o);
      throw new v(`Could not resolve credentials using profile: [${t}] in configuration/credentials file(s).`, {
        logger: r.logger,
      });
    };
  });
var I1,
  v1 = p(() => {
    $();
    w1();
    I1 =
      (t = {}) =>
      async ({ callerClientConfig: e } = {}) => {
        t.logger?.debug('@aws-sdk/credential-provider-ini - fromIni');
        const r = await ir(t);
        return AS(et({ profile: t.profile ?? e?.profile }), r, t, e);
      };
  });
var T1 = {};
We(T1, { fromIni: () => I1 });
var A1 = p(() => {
  v1();
});
var D = {};
We(D, {
  BIGINT_FORMAT_RANGES: () => dc,
  CONSTANT_CATCH: () => qS,
  Class: () => Td,
  NUMBER_FORMAT_RANGES: () => Ms,
  aborted: () => Gt,
  allowsEval: () => Od,
  assert: () => PM,
  assertEqual: () => vM,
  assertIs: () => CM,
  assertNever: () => RM,
  assertNotEqual: () => TM,
  assignProp: () => Vt,
  attachSchema: () => Us,
  base64ToUint8Array: () => ZS,
  base64urlToUint8Array: () => qM,
  cached: () => ks,
  captureStackTrace: () => lc,
  cleanEnum: () => WM,
  cleanRegex: () => $s,
  clone: () => Ht,
  cloneDef: () => DM,
  codePointLength: () => Fs,
  constantCatch: () => JS,
  createTransparentProxy: () => UM,
  defineLazy: () => FS,
  defineLazyInternal: () => B,
  derived: () => QM,
  esc: () => Rd,
  escapeRegex: () => qr,
  explicitlyAborted: () => kd,
  extend: () => VM,
  finalizeIssue: () => Jr,
  floatSafeRemainder: () => Cd,
  getElementAtPath: () => kM,
  getEnumValues: () => zn,
  getLengthableOrigin: () => Bs,
  getParsedType: () => zM,
  getSizableOrigin: () => KS,
  hexToUint8Array: () => YM,
  hide: () => hc,
  installLazyProp: () => oz,
  isObject: () => Mn,
  isPlainObject: () => Zo,
  issue: () => Fn,
  joinValues: () => uc,
  jsonStringifyReplacer: () => Un,
  members: () => Ld,
  merge: () => GM,
  mergeDefs: () => Wr,
  normalizeParams: () => R,
  nullish: () => Ad,
  numKeys: () => MM,
  objectClone: () => OM,
  omit: () => BM,
  optionalKeys: () => Dd,
  own: () => mo,
  parsedType: () => $d,
  partial: () => jM,
  pick: () => FM,
  prefixIssues: () => zs,
  primitiveTypes: () => GS,
  promiseAllObject: () => $M,
  propertyKeyTypes: () => Nd,
  randomString: () => LM,
  rawShape: () => Ls,
  required: () => KM,
  safeExtend: () => HM,
  shallowClone: () => HS,
  sizeCaps: () => mc,
  slugify: () => Pd,
  stringifyPrimitive: () => pc,
  toZod: () => AM,
  uint8ArrayToBase64: () => WS,
  uint8ArrayToBase64url: () => JM,
  uint8ArrayToHex: () => XM,
  unwrapMessage: () => Ln,
});
function vM(t) {
  return t;
}
function TM(t) {
  return t;
}
function AM() {
  return (t) => t;
}
function CM(t) {}
function RM(t) {
  throw new Error('Unexpected value in exhaustive check');
}
function PM(t) {}
function zn(t) {
  const e = Object.values(t).filter((o) => typeof o == 'number');
  return Object.entries(t)
    .filter(([o, n]) => e.indexOf(+o) === -1)
    .map(([o, n]) => n);
}
function uc(t, e = '|') {
  return t.map((r) => pc(r)).join(e);
}
function Un(t, e) {
  return typeof e == 'bigint' ? e.toString() : e;
}
var vd = class {
  constructor(e) {
    (this._getter = e), (this._value = void 0);
  }
  get value() {
    const e = this._getter;
    return e !== void 0 && ((this._value = e()), (this._getter = void 0)), this._value;
  }
};
function ks(t) {
  return new vd(t);
}
function Ad(t) {
  return t == null;
}
function $s(t) {
  const e = t.startsWith('^') ? 1 : 0,
    r = t.endsWith('$') ? t.length - 1 : t.length;
  return t.slice(e, r);
}
function Cd(t, e) {
  const r = t / e,
    o = Math.round(r),
    n = 4 * Number.EPSILON * Math.max(Math.abs(r), 1);
  return Math.abs(r - o) < n ? 0 : r - o;
}
var US = Symbol('evaluating');
function FS(t, e, r) {
  let o;
  Object.defineProperty(t, e, {
    get() {
      if (o !== US) return o === void 0 && ((o = US), (o = r())), o;
    },
    set(n) {
      Object.defineProperty(t, e, { value: n });
    },
    configurable: !0,
  });
}
function OM(t) {
  return Object.create(Object.getPrototypeOf(t), Object.getOwnPropertyDescriptors(t));
}
function Vt(t, e, r) {
  Object.defineProperty(t, e, { value: r, writable: !0, enumerable: !0, configurable: !0 });
}
function Ls(t) {
  const e = Object.getOwnPropertyDescriptor(t, 'shape');
  return e?.get ? e.get.raw : e?.value;
}
function Zr(t) {
  return Ls(t._zod.def) ?? t._zod.def.shape;
}
function BS(t, e, r) {
  Object.defineProperty(t, e, {
    get() {
      const o = r();
      return Vt(this, e, o), o;
    },
    enumerable: !0,
    configurable: !0,
  });
}
function VS(t, e, r) {
  e in t ? Vt(t, e, r) : (t[e] = r);
}
function Ko(t, e, r, o) {
  const n = Zr(e);
  for (const s of r) {
    const i = Object.getOwnPropertyDescriptor(n, s);
    i.enumerable &&
      (i.get
        ? BS(t, s, () => {
            const a = e._zod.def.shape[s];
            return o ? o(a, s) : a;
          })
        : VS(t, s, o ? o(i.value, s) : i.value));
  }
}
function NM(t, e) {
  for (const r of Reflect.ownKeys(e)) {
    const o = Object.getOwnPropertyDescriptor(e, r);
    o.enumerable && (o.get ? BS(t, r, () => e[r]) : VS(t, r, o.value));
  }
}
function Wr(...t) {
  const e = {};
  for (const r of t) {
    const o = Object.getOwnPropertyDescriptors(r);
    Object.assign(e, o);
  }
  return Object.defineProperties({}, e);
}
function DM(t) {
  return Wr(t._zod.def);
}
function kM(t, e) {
  return e ? e.reduce((r, o) => r?.[o], t) : t;
}
function $M(t) {
  const e = Object.keys(t),
    r = e.map((o) => t[o]);
  return Promise.all(r).then((o) => {
    const n = {};
    for (let s = 0; s < e.length; s++) n[e[s]] = o[s];
    return n;
  });
}
function LM(t = 10) {
  let e = 'abcdefghijklmnopqrstuvwxyz',
    r = '';
  for (let o = 0; o < t; o++) r += e[Math.floor(Math.random() * e.length)];
  return r;
}
function Rd(t) {
  return JSON.stringify(t);
}
function Pd(t) {
  return t
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
var lc = 'captureStackTrace' in Error ? Error.captureStackTrace : (...t) => {};
function Mn(t) {
  return typeof t == 'object' && t !== null && !Array.isArray(t);
}
var Od = ks(() => {
  if (yt.jitless || (typeof navigator < 'u' && navigator?.userAgent?.includes('Cloudflare'))) return !1;
  try {
    const t = Function;
    return new t(''), !0;
  } catch {
    return !1;
  }
});
function Zo(t) {
  if (Mn(t) === !1) return !1;
  const e = t.constructor;
  if (e === void 0 || typeof e != 'function') return !0;
  const r = e.prototype;
  return !(Mn(r) === !1 || Object.hasOwn(r, 'isPrototypeOf') === !1);
}
function HS(t) {
  return Zo(t)
    ? { ...t }
    : Array.isArray(t)
      ? [...t]
      : t instanceof Map
        ? new Map(t)
        : t instanceof Set
          ? new Set(t)
          : t;
}
function MM(t) {
  let e = 0;
  for (const r in t) Object.hasOwn(t, r) && e++;
  return e;
}
var zM = (t) => {
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
  Nd = new Set(['string', 'number', 'symbol']),
  GS = new Set(['string', 'number', 'bigint', 'boolean', 'symbol', 'undefined']);
function qr(t) {
  return t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function Ht(t, e, r) {
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
function UM(t) {
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
function pc(t) {
  return typeof t == 'bigint' ? t.toString() + 'n' : typeof t == 'string' ? `"${t}"` : `${t}`;
}
function Dd(t) {
  return Object.keys(t).filter((e) => t[e]._zod.optin !== void 0 && t[e]._zod.optout === 'optional');
}
var Ms = {
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-34028234663852886e22, 34028234663852886e22],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
  },
  dc = {
    int64: [BigInt('-9223372036854775808'), BigInt('9223372036854775807')],
    uint64: [BigInt(0), BigInt('18446744073709551615')],
  };
function FM(t, e) {
  const r = t._zod.def,
    o = r.checks;
  if (o && o.length > 0) throw new Error('.pick() cannot be used on object schemas containing refinements');
  const s = {};
  return Ko(s, t, fc(t, e)), Ht(t, Wr(r, { shape: s, checks: [] }));
}
function fc(t, e) {
  const r = Zr(t),
    o = [];
  for (const n of Reflect.ownKeys(e)) {
    if (!Object.getOwnPropertyDescriptor(r, n)?.enumerable) throw new Error(`Unrecognized key: "${String(n)}"`);
    e[n] && o.push(n);
  }
  return o;
}
function BM(t, e) {
  const r = t._zod.def,
    o = r.checks;
  if (o && o.length > 0) throw new Error('.omit() cannot be used on object schemas containing refinements');
  const s = new Set(fc(t, e)),
    i = {};
  return (
    Ko(
      i,
      t,
      Reflect.ownKeys(Zr(t)).filter((a) => !s.has(a)),
    ),
    Ht(t, Wr(r, { shape: i, checks: [] }))
  );
}
function VM(t, e) {
  if (!Zo(e)) throw new Error('Invalid input to extend: expected a plain object');
  const r = t._zod.def.checks;
  if (r && r.length > 0) {
    const n = Zr(t);
    for (const s of Reflect.ownKeys(e))
      if (Object.getOwnPropertyDescriptor(n, s) !== void 0)
        throw new Error('Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.');
  }
  return Ht(t, Wr(t._zod.def, { shape: jS(t, e) }));
}
function jS(t, e) {
  const r = {};
  return Ko(r, t, Reflect.ownKeys(Zr(t))), NM(r, e), r;
}
function HM(t, e) {
  if (!Zo(e)) throw new Error('Invalid input to safeExtend: expected a plain object');
  return Ht(t, Wr(t._zod.def, { shape: jS(t, e) }));
}
function GM(t, e) {
  if (!e?._zod?.def)
    throw new Error('Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.');
  if (t._zod.def.checks?.length)
    throw new Error('.merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.');
  const r = {};
  Ko(r, t, Reflect.ownKeys(Zr(t))), Ko(r, e, Reflect.ownKeys(Zr(e)));
  const o = Wr(t._zod.def, {
    shape: r,
    get catchall() {
      return e._zod.def.catchall;
    },
    checks: e._zod.def.checks ?? [],
  });
  return Ht(t, o);
}
function jM(t, e, r, o = 'partial') {
  const s = e._zod.def.checks;
  if (s && s.length > 0) throw new Error(`.${o}() cannot be used on object schemas containing refinements`);
  const a = r ? new Set(fc(e, r)) : void 0,
    c = {};
  return (
    Ko(c, e, Reflect.ownKeys(Zr(e)), t && ((u, l) => (a && !a.has(l) ? u : new t({ type: 'optional', innerType: u })))),
    Ht(e, Wr(e._zod.def, { shape: c, checks: [] }))
  );
}
function KM(t, e, r) {
  const o = r ? new Set(fc(e, r)) : void 0,
    n = {};
  return (
    Ko(n, e, Reflect.ownKeys(Zr(e)), (s, i) => (o && !o.has(i) ? s : new t({ type: 'nonoptional', innerType: s }))),
    Ht(e, Wr(e._zod.def, { shape: n }))
  );
}
function Gt(t, e = 0) {
  if (t.aborted === !0) return !0;
  for (let r = e; r < t.issues.length; r++) if (t.issues[r]?.continue !== !0) return !0;
  return !1;
}
function kd(t, e = 0) {
  if (t.aborted === !0) return !0;
  for (let r = e; r < t.issues.length; r++) if (t.issues[r]?.continue === !1) return !0;
  return !1;
}
function zs(t, e) {
  return e.map((r) => {
    var o;
    return (o = r).path ?? (o.path = []), r.path.unshift(t), r;
  });
}
function Ln(t) {
  return typeof t == 'string' ? t : t?.message;
}
function mc(t) {
  const e = [];
  for (const r of t ?? []) {
    const o = r._zod.def;
    if (!/_(length|size)$|_equals$/.test(o.check)) break;
    const n = o.maximum ?? o.length ?? o.size;
    n >= 0 && e.push([n, r]);
  }
  return e;
}
function Us(t, e, r) {
  var o;
  for (let n = e; n < t.length; n++) (o = t[n]).schema ?? (o.schema = r);
}
function Jr(t, e, r) {
  var o;
  const n = t.inst?._zod?.traits;
  n?.has('$ZodType') && (n.has('$ZodCheck') ? ((o = t).schema ?? (o.schema = t.inst)) : (t.schema = t.inst));
  const s = t.schema !== t.inst ? t.schema?._zod.def?.error : void 0,
    i = t.message
      ? t.message
      : (Ln(t.inst?._zod.def?.error?.(t)) ??
        Ln(s?.(t)) ??
        Ln(e?.error?.(t)) ??
        Ln(r.customError?.(t)) ??
        Ln(r.localeError?.(t)) ??
        'Invalid input'),
    a = {};
  for (const c of Object.keys(t))
    c === 'inst' || c === 'schema' || c === 'continue' || c === 'input' || c === '__proto__' || (a[c] = t[c]);
  return a.path ?? (a.path = []), (a.message = i), e?.reportInput && (a.input = t.input), a;
}
function KS(t) {
  return t instanceof Set ? 'set' : t instanceof Map ? 'map' : t instanceof File ? 'file' : 'unknown';
}
var ZM = /[\uD800-\uDBFF]/;
function Fs(t) {
  const e = t.length;
  if (!ZM.test(t)) return e;
  let r = e;
  for (let o = 0; o < e - 1; o++)
    (t.charCodeAt(o) & 64512) === 55296 && (t.charCodeAt(o + 1) & 64512) === 56320 && (r--, o++);
  return r;
}
function Bs(t) {
  return Array.isArray(t) ? 'array' : typeof t == 'string' ? 'string' : 'unknown';
}
function $d(t) {
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
function Fn(...t) {
  const [e, r, o] = t;
  return typeof e == 'string' ? { message: e, code: 'custom', input: r, inst: o } : { ...e };
}
function WM(t) {
  return Object.entries(t)
    .filter(([e, r]) => Number.isNaN(Number.parseInt(e, 10)))
    .map((e) => e[1]);
}
function ZS(t) {
  const e = atob(t),
    r = new Uint8Array(e.length);
  for (let o = 0; o < e.length; o++) r[o] = e.charCodeAt(o);
  return r;
}
function WS(t) {
  let e = '';
  for (let r = 0; r < t.length; r++) e += String.fromCharCode(t[r]);
  return btoa(e);
}
function qM(t) {
  const e = t.replace(/-/g, '+').replace(/_/g, '/'),
    r = '='.repeat((4 - (e.length % 4)) % 4);
  return ZS(e + r);
}
function JM(t) {
  return WS(t).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}
function YM(t) {
  const e = t.replace(/^0x/, '');
  if (e.length % 2 !== 0) throw new Error('Invalid hex string length');
  const r = new Uint8Array(e.length / 2);
  for (let o = 0; o < e.length; o += 2) r[o / 2] = Number.parseInt(e.slice(o, o + 2), 16);
  return r;
}
function XM(t) {
  return Array.from(t)
    .map((e) => e.toString(16).padStart(2, '0'))
    .join('');
}
var Td = class {
  constructor(...e) {}
};
function Ld(t, e) {
  for (const r in e) {
    const o = Object.getOwnPropertyDescriptor(e, r);
    o.get ? Object.defineProperty(t, r, { ...o, enumerable: !1 }) : ez(t, r, o.value);
  }
}
function mo(t, e, r, o = !0) {
  return Object.defineProperty(t, e, { configurable: !0, writable: !0, enumerable: o, value: r }), r;
}
function hc(t, e, r) {
  return mo(t, e, r, !1);
}
function QM(t, e) {
  for (const r in t) {
    const o = t[r];
    Object.defineProperty(e, r, {
      configurable: !0,
      enumerable: !0,
      get() {
        return mo(this, r, o(this));
      },
      set(n) {
        mo(this, r, n);
      },
    });
  }
  return e;
}
function ez(t, e, r) {
  Object.defineProperty(t, e, {
    configurable: !0,
    get() {
      return this == null ? r : mo(this, e, r.bind(this));
    },
    set(o) {
      mo(this, e, o);
    },
  });
}
function tz(t, e) {
  const r = Object.getPrototypeOf(t);
  return e in r ? void 0 : r;
}
var Id,
  fo = !1,
  rz = {
    configurable: !0,
    get() {
      fo = !0;
    },
  };
function B(t, e, r) {
  const o = Object.getPrototypeOf(t._zod);
  if (e in o && Id !== t._zod) {
    Id = void 0;
    return;
  }
  (Id = t._zod),
    Object.defineProperty(o, e, {
      configurable: !0,
      get() {
        Object.defineProperty(this, e, rz);
        const n = fo;
        fo = !1;
        try {
          const s = r(this);
          return (
            fo ? delete this[e] : Object.defineProperty(this, e, { configurable: !0, writable: !0, value: s }),
            (fo = fo || n),
            s
          );
        } catch (s) {
          throw (delete this[e], (fo = fo || n), s);
        }
      },
      set(n) {
        Object.defineProperty(this, e, { configurable: !0, writable: !0, value: n });
      },
    });
}
function oz(t, e, r, o) {
  const n = tz(t, e);
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
var qS = '~constantCatch';
function JS(t) {
  const e = () => t;
  return (e[qS] = !0), e;
}
var YS;
var Md = { value: void 0, enumerable: !1 },
  XS = 'captureStackTrace' in Error ? Error : null;
function nz(t) {
  const e = XS;
  if (e) {
    const r = e.stackTraceLimit;
    if (typeof r == 'number') {
      try {
        e.stackTraceLimit = 0;
      } catch {
        return (XS = null), new t();
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
  function s(f) {
    (this.def = f), (this.constr = d), (this.traits = new Set());
  }
  s.prototype = n;
  const i = r,
    a = i && new WeakSet();
  function c(f, m) {
    if (f._zod) {
      if (f._zod.traits.has(t)) return;
    } else {
      Md.value = new s(m);
      try {
        Object.defineProperty(f, '_zod', Md);
      } finally {
        Md.value = void 0;
      }
    }
    if ((f._zod.traits.add(t), e(f, m), a)) {
      let g = Object.getPrototypeOf(f),
        y = f._zod.constr.prototype,
        S = g;
      for (; S && S !== y; ) S = Object.getPrototypeOf(S);
      const x = S ?? g;
      a.has(x) || (a.add(x), Ld(x, i));
    }
    const h = d.prototype;
    for (const g in h) Object.hasOwn(h, g) && (g in f || (f[g] = h[g].bind(f)));
  }
  const u = o?.Parent ?? Object;
  class l extends u {}
  Object.defineProperty(l, 'name', { value: t });
  function d(f) {
    const m = o?.Parent ? nz(l) : this;
    c(m, f);
    const h = m._zod.deferred;
    if (h) {
      for (const y of h) y();
      m._zod.deferred = void 0;
    }
    const g = globalThis.__zod_globalConfig?.postProcessor;
    return g && g(m), m;
  }
  return (
    Object.defineProperty(d, 'init', { value: c }),
    Object.defineProperty(d, Symbol.hasInstance, {
      value: (f) => (o?.Parent && f instanceof o.Parent ? !0 : f?._zod?.traits?.has(t)),
    }),
    Object.defineProperty(d, 'name', { value: t }),
    d
  );
}
var jt = class extends Error {
    constructor() {
      super('Encountered Promise during synchronous parse. Use .parseAsync() instead.');
    }
  },
  Bn = class extends Error {
    constructor(e) {
      super(`Encountered unidirectional transform during encode: ${e}`), (this.name = 'ZodEncodeError');
    }
  };
(YS = globalThis).__zod_globalConfig ?? (YS.__zod_globalConfig = {});
var yt = globalThis.__zod_globalConfig;
function Kt(t) {
  return t && Object.assign(yt, t), yt;
}
function sz() {
  const t = this._zod;
  return t.message ?? (t.message = JSON.stringify(t.def, Un, 2)), t.message;
}
function iz(t) {
  this._zod.message = t;
}
var az = { get: sz, set: iz, enumerable: !0, configurable: !0 },
  Ud = { value: void 0, enumerable: !1 },
  QS = new WeakSet([Object.prototype, Error.prototype]),
  ex = (t, e) => {
    (t.name = '$ZodError'),
      (Ud.value = e),
      Object.defineProperty(t, 'issues', Ud),
      (Ud.value = void 0),
      Object.defineProperty(t, 'message', az);
    const r = Object.getPrototypeOf(t);
    QS.has(r) ||
      (QS.add(r),
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
  tx = _('$ZodError', ex),
  zZ = _('$ZodError', ex, void 0, { Parent: Error });
function cz(t, e, r) {
  return (
    Object.hasOwn(t, e) ||
      (e === '__proto__'
        ? Object.defineProperty(t, e, { value: r(), writable: !0, enumerable: !0, configurable: !0 })
        : (t[e] = r())),
    t[e]
  );
}
function rx(t, e = (r) => r.message) {
  const r = {},
    o = [];
  for (const n of t.issues) n.path.length > 0 ? cz(r, n.path[0], () => []).push(e(n)) : o.push(e(n));
  return { formErrors: o, fieldErrors: r };
}
function ox(t, e = (r) => r.message) {
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
              const f = c[l];
              d && f._errors.push(e(i)), (c = f), u++;
            }
          }
        }
    };
  return o(t), r;
}
function gc(t, e) {
  return { callee: e?.callee ?? t, Err: e?.Err };
}
var yc = (t) => {
  const e = (r, o, n, s) => {
    const i = n ? { ...n, async: !1 } : { async: !1 },
      a = r._zod.run({ value: o, issues: [] }, i);
    if (a instanceof Promise) throw new jt();
    if (a.issues.length) {
      const c = new (s?.Err ?? t)(a.issues.map((u) => Jr(u, i, Kt())));
      throw (lc(c, s?.callee ?? e), c);
    }
    return a.value;
  };
  return e;
};
var Sc = (t) => {
  const e = async (r, o, n, s) => {
    let i = n ? { ...n, async: !0 } : { async: !0 },
      a = r._zod.run({ value: o, issues: [] }, i);
    if ((a instanceof Promise && (a = await a), a.issues.length)) {
      const c = new (s?.Err ?? t)(a.issues.map((u) => Jr(u, i, Kt())));
      throw (lc(c, s?.callee ?? e), c);
    }
    return a.value;
  };
  return e;
};
var xc = (t) => (e, r, o) => {
  const n = o ? { ...o, async: !1 } : { async: !1 },
    s = e._zod.run({ value: r, issues: [] }, n);
  if (s instanceof Promise) throw new jt();
  return s.issues.length ? nx(t, s.issues, n) : { success: !0, data: s.value };
};
function nx(t, e, r) {
  let o;
  return {
    success: !1,
    get error() {
      return o || ((o = new t(e.map((n) => Jr(n, r, Kt())))), (e = void 0), (r = void 0)), o;
    },
    set error(n) {
      (o = n), (e = void 0), (r = void 0);
    },
  };
}
var _c = (t) => async (e, r, o) => {
  let n = o ? { ...o, async: !0 } : { async: !0 },
    s = e._zod.run({ value: r, issues: [] }, n);
  return s instanceof Promise && (s = await s), s.issues.length ? nx(t, s.issues, n) : { success: !0, data: s.value };
};
var uz = Symbol.for('zod.compile.invalid'),
  lz = Symbol.for('zod.compile.fallback'),
  Fd = (t, e, r) => {
    const o = t._zod.bag.validator;
    if (o !== void 0) {
      if (o(e) !== uz) return !0;
      if (o.definite === !0 && r === void 0) return !1;
    }
    return pz(t, e, r);
  };
function pz(t, e, r) {
  let o = r ? { ...r, async: !1, abortEarly: !0 } : { async: !1, abortEarly: !0 },
    n = t._zod.bag.fallbackRun,
    s;
  if (
    (n ? ((o[lz] = !0), (s = n({ value: e, issues: [] }, o))) : (s = t._zod.run({ value: e, issues: [] }, o)),
    s instanceof Promise)
  )
    throw new jt();
  return s.issues.length === 0;
}
var Bd = async (t, e, r) => {
    let o = r ? { ...r, async: !0, abortEarly: !0 } : { async: !0, abortEarly: !0 },
      n = t._zod.run({ value: e, issues: [] }, o);
    return n instanceof Promise && (n = await n), n.issues.length === 0;
  },
  sx = (t) => {
    const e = yc(t),
      r = (o, n, s, i) => {
        const a = s ? { ...s, direction: 'backward' } : { direction: 'backward' };
        return e(o, n, a, gc(r, i));
      };
    return r;
  };
var ix = (t) => {
  const e = yc(t),
    r = (o, n, s, i) => e(o, n, s, gc(r, i));
  return r;
};
var ax = (t) => {
  const e = Sc(t),
    r = async (o, n, s, i) => {
      const a = s ? { ...s, direction: 'backward' } : { direction: 'backward' };
      return await e(o, n, a, gc(r, i));
    };
  return r;
};
var cx = (t) => {
  const e = Sc(t),
    r = async (o, n, s, i) => await e(o, n, s, gc(r, i));
  return r;
};
var ux = (t) => (e, r, o) => {
  const n = o ? { ...o, direction: 'backward' } : { direction: 'backward' };
  return xc(t)(e, r, n);
};
var lx = (t) => (e, r, o) => xc(t)(e, r, o);
var px = (t) => async (e, r, o) => {
  const n = o ? { ...o, direction: 'backward' } : { direction: 'backward' };
  return _c(t)(e, r, n);
};
var dx = (t) => async (e, r, o) => _c(t)(e, r, o);
var fx = /^[cC][0-9a-z]{6,}$/,
  mx = /^[0-9a-z]+$/,
  hx = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/,
  gx = /^[0-9a-vA-V]{20}$/,
  yx = /^[A-Za-z0-9]{27}$/,
  Sx = /^[a-zA-Z0-9_-]{21}$/;
function xx(t) {
  return new RegExp(`^[a-zA-Z0-9_-]{${t}}$`);
}
var _x = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
var Ex = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
  Hd = (t) =>
    t
      ? new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${t}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`)
      : /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
var bx = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
var dz =
  '^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$';
function wx() {
  return new RegExp(dz, 'u');
}
var Ix =
    /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  vx =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
var Tx =
    /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/,
  Ax =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  Cx = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/,
  Rx = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
var Px = /^https?$/,
  Ox = /^\+[1-9]\d{6,14}$/;
var Nx =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
function fz(t) {
  return new RegExp(`^${t}$`);
}
var Dx = fz(Nx);
function Vd(t) {
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
function kx(t) {
  return new RegExp(`^${Vd(t)}$`);
}
function $x(t) {
  const e = ['Z'];
  t.offset && e.push('([+-](?:[01]\\d|2[0-3]):[0-5]\\d)');
  const r = `${Vd({ precision: t.precision, seconds: !0 })}(?:${e.join('|')})`,
    o = t.local ? `${r}|${Vd({ precision: t.precision })}` : r;
  return new RegExp(`^${Nx}T(?:${o})$`);
}
var Lx = /^[\s\S]{0,}$/;
var Mx = /^-?\d+n?$/;
var Gd = /^-?\d+(?:\.\d+)?$/,
  zx = /^(?:true|false)$/i;
var Ux = /^[^A-Z]*$/,
  Fx = /^[^a-z]*$/;
var Pe = _('$ZodCheck', (t, e) => {
  var r;
  t._zod ?? (t._zod = {}), (t._zod.def = e), (r = t._zod).onattach ?? (r.onattach = []);
});
var jd = (t) => {
    const e = t.value;
    return !Ad(e) && e.length !== void 0;
  },
  Ec = { number: 'number', bigint: 'bigint', object: 'date' },
  Kd = _('$ZodCheckLessThan', (t, e) => {
    Pe.init(t, e);
    const r = Ec[typeof e.value];
    t._zod.check = (o) => {
      (e.inclusive ? o.value <= e.value : o.value < e.value) ||
        o.issues.push({
          origin: Ec[typeof o.value] ?? r,
          code: 'too_big',
          maximum: typeof e.value == 'object' ? e.value.getTime() : e.value,
          input: o.value,
          inclusive: e.inclusive,
          inst: t,
          continue: !e.abort,
        });
    };
  }),
  Zd = _('$ZodCheckGreaterThan', (t, e) => {
    Pe.init(t, e);
    const r = Ec[typeof e.value];
    t._zod.check = (o) => {
      (e.inclusive ? o.value >= e.value : o.value > e.value) ||
        o.issues.push({
          origin: Ec[typeof o.value] ?? r,
          code: 'too_small',
          minimum: typeof e.value == 'object' ? e.value.getTime() : e.value,
          input: o.value,
          inclusive: e.inclusive,
          inst: t,
          continue: !e.abort,
        });
    };
  }),
  Bx = _('$ZodCheckMultipleOf', (t, e) => {
    Pe.init(t, e),
      (t._zod.check = (r) => {
        if (typeof r.value != typeof e.value) throw new Error('Cannot mix number and bigint in multiple_of check.');
        (typeof r.value == 'bigint'
          ? e.value !== BigInt(0) && r.value % e.value === BigInt(0)
          : Cd(r.value, e.value) === 0) ||
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
  Vx = _('$ZodCheckNumberFormat', (t, e) => {
    Pe.init(t, e), (e.format = e.format || 'float64');
    const r = e.format?.includes('int'),
      o = r ? 'int' : 'number',
      [n, s] = Ms[e.format];
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
var Hx = _('$ZodCheckMaxLength', (t, e) => {
    var r;
    Pe.init(t, e),
      (r = t._zod.def).when ?? (r.when = jd),
      (t._zod.check = (o) => {
        const n = o.value,
          s = n.length;
        if ((typeof n == 'string' && s > e.maximum ? Fs(n) : s) <= e.maximum) return;
        const a = Bs(n);
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
  Gx = _('$ZodCheckMinLength', (t, e) => {
    var r;
    Pe.init(t, e),
      (r = t._zod.def).when ?? (r.when = jd),
      (t._zod.check = (o) => {
        const n = o.value,
          s = n.length;
        if ((typeof n == 'string' && s >= e.minimum && s < e.minimum * 2 ? Fs(n) : s) >= e.minimum) return;
        const a = Bs(n);
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
  jx = _('$ZodCheckLengthEquals', (t, e) => {
    var r;
    Pe.init(t, e),
      (r = t._zod.def).when ?? (r.when = jd),
      (t._zod.check = (o) => {
        const n = o.value,
          s = n.length,
          i = typeof n == 'string' && s >= e.length && s <= e.length * 2 ? Fs(n) : s;
        if (i === e.length) return;
        const a = Bs(n),
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
  Hs = _('$ZodCheckStringFormat', (t, e) => {
    var r, o;
    Pe.init(t, e),
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
  Kx = _('$ZodCheckRegex', (t, e) => {
    Hs.init(t, e),
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
  Zx = _('$ZodCheckLowerCase', (t, e) => {
    e.pattern ?? (e.pattern = Ux), Hs.init(t, e);
  }),
  Wx = _('$ZodCheckUpperCase', (t, e) => {
    e.pattern ?? (e.pattern = Fx), Hs.init(t, e);
  }),
  qx = _('$ZodCheckIncludes', (t, e) => {
    Pe.init(t, e);
    const r = qr(e.includes),
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
  Jx = _('$ZodCheckStartsWith', (t, e) => {
    Pe.init(t, e);
    const r = new RegExp(`^${qr(e.prefix)}.*`);
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
  Yx = _('$ZodCheckEndsWith', (t, e) => {
    Pe.init(t, e);
    const r = new RegExp(`.*${qr(e.suffix)}$`);
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
var Xx = _('$ZodCheckOverwrite', (t, e) => {
  Pe.init(t, e),
    (t._zod.check = (r) => {
      r.value = e.tx(r.value);
    });
});
var bc = class {
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
var e_ = { major: 4, minor: 6, patch: 7 };
var ee = _(
    '$ZodType',
    (t, e) => {
      var r;
      t ?? (t = {}), (t._zod.def = e), (t._zod.bag = t._zod.bag || {}), (t._zod.version = e_);
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
            let l = Gt(a),
              d;
            for (const f of c) {
              if (f._zod.def.when) {
                if (kd(a) || !f._zod.def.when(a)) continue;
              } else if (l) continue;
              const m = a.issues.length,
                h = f._zod.check(a);
              if (h instanceof Promise && u?.async === !1) throw new jt();
              if (d || h instanceof Promise)
                d = (d ?? Promise.resolve()).then(async () => {
                  await h, a.issues.length !== m && (Us(a.issues, m, t), l || (l = Gt(a, m)));
                });
              else {
                if (a.issues.length === m) continue;
                Us(a.issues, m, t), l || (l = Gt(a, m));
              }
            }
            return d ? d.then(() => a) : a;
          },
          i = (a, c, u) => {
            if (Gt(a)) return (a.aborted = !0), a;
            const l = s(c, n, u);
            if (l instanceof Promise) {
              if (u.async === !1) throw new jt();
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
            if (c.async === !1) throw new jt();
            return u.then((l) => s(l, n, c));
          }
          return s(u, n, c);
        };
      }
    },
    {
      get '~standard'() {
        return hc(this, '~standard', qd(this));
      },
      set '~standard'(t) {
        mo(this, '~standard', t);
      },
    },
  ),
  p_ = (t, e) => (t.issues.length ? { issues: t.issues.map((r) => Jr(r, e, Kt())) } : { value: t.value });
async function hz(t, e) {
  const r = { async: !0 };
  return p_(await t._zod.run({ value: e, issues: [] }, r), r);
}
function qd(t) {
  return {
    validate: (e) => {
      const r = { async: !1 };
      try {
        const o = t._zod.run({ value: e, issues: [] }, r);
        if (!(o instanceof Promise)) return p_(o, r);
      } catch {}
      return hz(t, e);
    },
    vendor: 'zod',
    version: 1,
  };
}
var Vn = _('$ZodString', (t, e) => {
    ee.init(t, e),
      (t._zod.pattern = e.pattern ?? Lx),
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
  oe = _('$ZodStringFormat', (t, e) => {
    Hs.init(t, e), Vn.init(t, e);
  }),
  d_ = _('$ZodGUID', (t, e) => {
    e.pattern ?? (e.pattern = Ex), oe.init(t, e);
  }),
  f_ = _('$ZodUUID', (t, e) => {
    if (e.version) {
      const o = { v1: 1, v2: 2, v3: 3, v4: 4, v5: 5, v6: 6, v7: 7, v8: 8 }[e.version];
      if (o === void 0) throw new Error(`Invalid UUID version: "${e.version}"`);
      e.pattern ?? (e.pattern = Hd(o));
    } else e.pattern ?? (e.pattern = Hd());
    oe.init(t, e);
  }),
  m_ = _('$ZodEmail', (t, e) => {
    e.pattern ?? (e.pattern = bx), oe.init(t, e);
  }),
  h_ = 1,
  Tc = 2;
function g_(t) {
  try {
    return typeof URL < 'u' && typeof URL.canParse == 'function' ? URL.canParse(t) : (new URL(t), !0);
  } catch {
    return !1;
  }
}
function gz(t, e) {
  return !('normalize' in e) && !('hostname' in e) && !('protocol' in e) ? g_(t) || Tc : yz(t, e);
}
function yz(t, e) {
  if (!e.normalize && e.protocol?.source === Px.source && !/^https?:\/\//i.test(t)) return h_;
  try {
    if (typeof URL < 'u') {
      const r = URL;
      if (typeof r.parse == 'function') return r.parse(t) ?? Tc;
    }
    return new URL(t);
  } catch {
    return Tc;
  }
}
var Sz = /[\t\n\r]/g;
function t_(t) {
  return t.replace(Sz, '');
}
function xz(t, e) {
  return (e.lastIndex = 0), e.test(t.hostname);
}
function _z(t, e) {
  return (e.lastIndex = 0), e.test(t.protocol.endsWith(':') ? t.protocol.slice(0, -1) : t.protocol);
}
var y_ = _('$ZodURL', (t, e) => {
    oe.init(t, e),
      (t._zod.check = (r) => {
        try {
          const o = r.value.trim(),
            n = gz(o, e);
          if (n === h_) {
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
          if (n === Tc) {
            r.issues.push({ code: 'invalid_format', format: 'url', input: r.value, inst: t, continue: !e.abort });
            return;
          }
          if (n === !0) {
            r.value = t_(o);
            return;
          }
          e.hostname &&
            !xz(n, e.hostname) &&
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
              !_z(n, e.protocol) &&
              r.issues.push({
                code: 'invalid_format',
                format: 'url',
                note: 'Invalid protocol',
                pattern: e.protocol.source,
                input: r.value,
                inst: t,
                continue: !e.abort,
              }),
            (r.value = e.normalize ? n.href : t_(o));
          return;
        } catch {
          r.issues.push({ code: 'invalid_format', format: 'url', input: r.value, inst: t, continue: !e.abort });
        }
      });
  }),
  S_ = _('$ZodEmoji', (t, e) => {
    e.pattern ?? (e.pattern = wx()), oe.init(t, e);
  }),
  x_ = _('$ZodNanoID', (t, e) => {
    if (e.length !== void 0 && (!Number.isInteger(e.length) || e.length < 1))
      throw new Error(`Invalid nanoid length: ${e.length}`);
    e.pattern ?? (e.pattern = e.length === void 0 ? Sx : xx(e.length)), oe.init(t, e);
  }),
  __ = _('$ZodCUID', (t, e) => {
    e.pattern ?? (e.pattern = fx), oe.init(t, e);
  }),
  E_ = _('$ZodCUID2', (t, e) => {
    e.pattern ?? (e.pattern = mx), oe.init(t, e);
  }),
  b_ = _('$ZodULID', (t, e) => {
    e.pattern ?? (e.pattern = hx), oe.init(t, e);
  }),
  w_ = _('$ZodXID', (t, e) => {
    e.pattern ?? (e.pattern = gx), oe.init(t, e);
  }),
  I_ = _('$ZodKSUID', (t, e) => {
    e.pattern ?? (e.pattern = yx), oe.init(t, e);
  }),
  v_ = _('$ZodISODateTime', (t, e) => {
    e.pattern ?? (e.pattern = $x(e)), oe.init(t, e);
  }),
  T_ = _('$ZodISODate', (t, e) => {
    e.pattern ?? (e.pattern = Dx), oe.init(t, e);
  }),
  A_ = _('$ZodISOTime', (t, e) => {
    e.pattern ?? (e.pattern = kx(e)), oe.init(t, e);
  }),
  C_ = _('$ZodISODuration', (t, e) => {
    e.pattern ?? (e.pattern = _x), oe.init(t, e);
  }),
  R_ = _('$ZodIPv4', (t, e) => {
    e.pattern ?? (e.pattern = Ix), oe.init(t, e);
  }),
  Ez = /^[0-9a-fA-F:.]+$/;
function P_(t) {
  return Ez.test(t) ? g_(`http://[${t}]`) : !1;
}
var O_ = _('$ZodIPv6', (t, e) => {
  e.pattern ?? (e.pattern = vx),
    oe.init(t, e),
    (t._zod.check = (r) => {
      P_(r.value) ||
        r.issues.push({ code: 'invalid_format', format: 'ipv6', input: r.value, inst: t, continue: !e.abort });
    });
});
var N_ = _('$ZodCIDRv4', (t, e) => {
  e.pattern ?? (e.pattern = Tx), oe.init(t, e);
});
function bz(t) {
  const e = t.split('/');
  if (e.length !== 2) return !1;
  const [r, o] = e;
  if (!o) return !1;
  const n = Number(o);
  return `${n}` !== o || n < 0 || n > 128 ? !1 : P_(r);
}
var D_ = _('$ZodCIDRv6', (t, e) => {
  e.pattern ?? (e.pattern = Ax),
    oe.init(t, e),
    (t._zod.check = (r) => {
      bz(r.value) ||
        r.issues.push({ code: 'invalid_format', format: 'cidrv6', input: r.value, inst: t, continue: !e.abort });
    });
});
function k_(t) {
  if (t === '') return !0;
  if (/\s/.test(t) || t.length % 4 !== 0) return !1;
  try {
    return atob(t), !0;
  } catch {
    return !1;
  }
}
var Jd = /^[0-9a-zA-Z+/]*={0,2}$/,
  $_ = _('$ZodBase64', (t, e) => {
    e.pattern ?? (e.pattern = Jd),
      oe.init(t, e),
      (t._zod.check = (r) => {
        k_(r.value) ||
          r.issues.push({ code: 'invalid_format', format: 'base64', input: r.value, inst: t, continue: !e.abort });
      });
  }),
  Cc = /^[A-Za-z0-9_-]*$/;
function wz(t) {
  if (!Cc.test(t)) return !1;
  const e = t.replace(/[-_]/g, (o) => (o === '-' ? '+' : '/')),
    r = e.padEnd(Math.ceil(e.length / 4) * 4, '=');
  return k_(r);
}
var L_ = _('$ZodBase64URL', (t, e) => {
    e.pattern ?? (e.pattern = Cc),
      oe.init(t, e),
      (t._zod.check = (r) => {
        wz(r.value) ||
          r.issues.push({ code: 'invalid_format', format: 'base64url', input: r.value, inst: t, continue: !e.abort });
      });
  }),
  M_ = _('$ZodE164', (t, e) => {
    e.pattern ?? (e.pattern = Ox), oe.init(t, e);
  });
function Iz(t, e = null) {
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
var z_ = _('$ZodJWT', (t, e) => {
  oe.init(t, e),
    (t._zod.check = (r) => {
      Iz(r.value, e.alg) ||
        r.issues.push({ code: 'invalid_format', format: 'jwt', input: r.value, inst: t, continue: !e.abort });
    });
});
var Yd = _('$ZodNumber', (t, e) => {
    ee.init(t, e),
      (t._zod.pattern = Gd),
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
  U_ = _('$ZodNumberFormat', (t, e) => {
    Vx.init(t, e), Yd.init(t, e);
  }),
  Rc = _('$ZodBoolean', (t, e) => {
    ee.init(t, e),
      (t._zod.pattern = zx),
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
  F_ = _('$ZodBigInt', (t, e) => {
    ee.init(t, e),
      (t._zod.pattern = Mx),
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
var B_ = _('$ZodUnknown', (t, e) => {
    ee.init(t, e), (t._zod.parse = (r) => r);
  }),
  V_ = _('$ZodNever', (t, e) => {
    ee.init(t, e),
      (t._zod.parse = (r, o) => (
        r.issues.push({ expected: 'never', code: 'invalid_type', input: r.value, inst: t }), r
      ));
  });
var H_ = _('$ZodDate', (t, e) => {
  ee.init(t, e),
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
function vz(t, e) {
  const r = mc(t._zod.def.checks);
  if (!r.length) return;
  const o = Math.min(...r.map((s) => s[0])),
    n = t._zod.parse;
  t._zod.parse = (s, i) => {
    const a = e(s.value);
    if (a > o && !i?.skipChecks && i?.direction !== 'backward') {
      for (const [c, u] of mc(t._zod.def.checks))
        if (a > c && u._zod.def.when(s)) {
          const l = s.issues.length;
          return u._zod.check(s), (s.issues[l].continue = !1), Us(s.issues, l, t), s;
        }
    }
    return n(s, i);
  };
}
var Tz = (t) => (Array.isArray(t) ? t.length : -1);
function r_(t, e, r) {
  t.issues.length && e.issues.push(...zs(r, t.issues)), (e.value[r] = t.value);
}
var G_ = _('$ZodArray', (t, e) => {
  ee.init(t, e);
  const r = yt.memoizer;
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
        if (l instanceof Promise) i.push(l.then((d) => r_(d, o, c)));
        else if ((r_(l, o, c), a && l.issues.length !== 0 && Gt(l))) break;
      }
      return i.length ? Promise.all(i).then(() => o) : o;
    }),
    vz(t, Tz);
});
function Ac(t, e, r, o, n, s) {
  const i = r in o,
    a = s === 'optional';
  if (!(!i && a && n === 'optional')) {
    if (t.issues.length) {
      if (n !== void 0 && a && !i) return;
      e.issues.push(...zs(r, t.issues));
    }
    if (!i && n === void 0) {
      t.issues.length || e.issues.push({ code: 'invalid_type', expected: 'nonoptional', input: void 0, path: [r] });
      return;
    }
    t.value === void 0 ? (i || (n === 'defaulted' && !a)) && (e.value[r] = void 0) : (e.value[r] = t.value);
  }
}
var Az = [];
function j_(t) {
  const e = Object.keys(t.shape),
    r = Object.getOwnPropertySymbols(t.shape),
    o = r.length ? r : Az,
    n = o.length ? [...e, ...o] : e;
  for (const i of n)
    if (!t.shape?.[i]?._zod?.traits?.has('$ZodType'))
      throw new Error(`Invalid element at key "${String(i)}": expected a Zod schema`);
  const s = Dd(t.shape);
  return { ...t, allKeys: n, symbolKeys: o, keySet: new Set(e), numKeys: e.length, optionalKeys: new Set(s) };
}
function K_(t, e, r, o, n, s, i) {
  let a = [],
    c = n.keySet,
    u = n.catchall._zod,
    l = u.def.type,
    d = u.optin,
    f = u.optout,
    m = 0;
  for (const h in e) {
    if (i && r.issues.length !== m) {
      if (Gt(r, m)) break;
      m = r.issues.length;
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
    g instanceof Promise ? t.push(g.then((y) => Ac(y, r, h, e, d, f))) : Ac(g, r, h, e, d, f);
  }
  return (
    a.length && r.issues.push({ code: 'unrecognized_keys', keys: a, input: e, inst: s, continue: !0 }),
    t.length ? Promise.all(t).then(() => r) : r
  );
}
var Cz = _('$ZodObject', (t, e) => {
    ee.init(t, e);
    const r = Object.getOwnPropertyDescriptor(e, 'shape'),
      o = r?.get ? r.get.raw : (e.shape ?? {});
    if (o) {
      const u = () => {
        const l = { ...o };
        return Object.defineProperty(e, 'shape', { value: l }), (u.raw = l), l;
      };
      (u.raw = o), Object.defineProperty(e, 'shape', { get: u });
    }
    const n = ks(() => j_(e));
    B(t, 'propValues', (u) => {
      const l = u.def.shape,
        d = {};
      for (const f in l) {
        const m = l[f]._zod;
        if (m.values) {
          Object.hasOwn(d, f) || Vt(d, f, new Set());
          for (const h of m.values) d[f].add(h);
          m.optin !== void 0 && d[f].add(void 0);
        }
      }
      return d;
    });
    let s = Mn,
      i = e.catchall,
      a,
      c = yt.memoizer;
    c?.attach(t),
      (t._zod.parse = (u, l) => {
        a ?? (a = n.value);
        const d = u.value;
        if (!s(d)) return u.issues.push({ expected: 'object', code: 'invalid_type', input: d, inst: t }), u;
        u.value = c ? c.alloc(t, u, {}, l) : {};
        let f = [],
          m = a.shape,
          h = l?.abortEarly,
          g = u.issues.length;
        for (const y of a.allKeys) {
          if (h && u.issues.length !== g) {
            if (Gt(u, g)) break;
            g = u.issues.length;
          }
          if (y === '__proto__') continue;
          const S = m[y],
            x = S._zod.optin,
            b = S._zod.optout,
            I = S._zod.run({ value: d[y], issues: [] }, l);
          I instanceof Promise ? f.push(I.then((w) => Ac(w, u, y, d, x, b))) : Ac(I, u, y, d, x, b);
        }
        return i ? K_(f, d, u, l, n.value, t, h === !0) : f.length ? Promise.all(f).then(() => u) : u;
      });
  }),
  Z_ = _('$ZodObjectJIT', (t, e) => {
    Cz.init(t, e);
    let r = t._zod.parse,
      o = ks(() => j_(e)),
      n = yt.memoizer,
      s = (m) => {
        const h = o.value,
          g = h.symbolKeys,
          y = new bc(['payload', 'ctx'], { shape: m, inst: t, memo: n, syms: g }),
          S = (w) => `shape[${w}]._zod.run({ value: input[${w}], issues: [] }, ctx)`,
          x = (w, T) => `
          let ${w}_ab = false;
          for (let i = 0; i < ${w}.issues.length; i++) {
            const iss = ${w}.issues[i];
            iss.path = iss.path ? [${T}, ...iss.path] : [${T}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${w}_ab = true;
          }
          if (${w}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        y.write('const input = payload.value;');
        let b = Object.create(null),
          I = 0;
        for (const w of h.allKeys) b[w] = `key_${I++}`;
        y.write(n ? 'const newResult = memo.alloc(inst, payload, {}, ctx);' : 'const newResult = {};');
        for (const w of h.allKeys) {
          if (w === '__proto__') continue;
          const T = b[w],
            F = typeof w == 'symbol' ? `syms[${g.indexOf(w)}]` : Rd(w),
            Le = `${F} in input`,
            gt = m[w],
            re = gt?._zod?.optin,
            Se = re !== void 0,
            Me = gt?._zod?.optout === 'optional';
          if ((y.write(`const ${T} = ${S(F)};`), Se && Me)) {
            const Re = re === 'optional' ? `${T}_present` : `${T}.value !== undefined || ${T}_present`;
            y.write(`
        const ${T}_present = ${Le};
        if (!${T}.issues.length || ${T}_present) {
          if (${T}.issues.length) {${x(T, F)}
          }

          if (${Re}) {
            newResult[${F}] = ${T}.value;
          }
        }

      `);
          } else
            Se
              ? (y.write(`
        if (${T}.issues.length) {${x(T, F)}
        }
      `),
                re === 'defaulted'
                  ? y.write(`newResult[${F}] = ${T}.value;`)
                  : y.write(`
        if (${T}.value !== undefined || ${Le}) {
          newResult[${F}] = ${T}.value;
        }
      `))
              : y.write(`
        const ${T}_present = ${Le};
        if (${T}.issues.length) {${x(T, F)}
        }
        if (!${T}_present && !${T}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${F}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${T}_present) {
          newResult[${F}] = ${T}.value;
        }

      `);
        }
        return y.write('payload.value = newResult;'), y.write('return payload;'), y.compile();
      },
      i,
      a = Mn,
      c = !yt.jitless,
      l = c && Od.value,
      d = e.catchall,
      f;
    t._zod.parse = (m, h) => {
      f ?? (f = o.value);
      const g = m.value;
      return a(g)
        ? c && l && h?.async === !1 && h.jitless !== !0
          ? (i || (i = s(e.shape)), (m = i(m, h)), d ? K_([], g, m, h, f, t, h?.abortEarly === !0) : m)
          : r(m, h)
        : (m.issues.push({ expected: 'object', code: 'invalid_type', input: g, inst: t }), m);
    };
  });
function o_(t, e, r, o) {
  for (const s of t) if (s.issues.length === 0) return (e.value = s.value), e;
  const n = t.filter((s) => !Gt(s));
  return n.length === 1
    ? ((e.value = n[0].value), n[0])
    : (e.issues.push({
        code: 'invalid_union',
        input: e.value,
        inst: r,
        errors: t.map((s) => s.issues.map((i) => Jr(i, o, Kt()))),
      }),
      e);
}
var W_ = _('$ZodUnion', (t, e) => {
  ee.init(t, e),
    B(t, 'optin', (o) =>
      o.def.options.some((n) => n._zod.optin === 'defaulted')
        ? 'defaulted'
        : o.def.options.some((n) => n._zod.optin !== void 0)
          ? 'optional'
          : void 0,
    ),
    B(t, 'optout', (o) => (o.def.options.some((n) => n._zod.optout === 'optional') ? 'optional' : void 0)),
    B(t, 'values', (o) => {
      if (o.def.options.every((n) => n._zod.values))
        return new Set(o.def.options.flatMap((n) => Array.from(n._zod.values)));
    }),
    B(t, 'pattern', (o) => {
      if (o.def.options.every((n) => n._zod.pattern)) {
        const n = o.def.options.map((s) => s._zod.pattern);
        return new RegExp(`^(${n.map((s) => $s(s.source)).join('|')})$`);
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
    return s ? Promise.all(i).then((a) => o_(a, o, t, n)) : o_(i, o, t, n);
  };
});
var q_ = _('$ZodIntersection', (t, e) => {
  ee.init(t, e),
    (t._zod.parse = (r, o) => {
      const n = r.value,
        s = e.left._zod.run({ value: n, issues: [] }, o),
        i = e.right._zod.run({ value: n, issues: [] }, o);
      return s instanceof Promise || i instanceof Promise
        ? Promise.all([s, i]).then(([c, u]) => n_(r, c, u))
        : n_(r, s, i);
    });
});
function Wd(t, e) {
  if (t === e) return { valid: !0, data: t };
  if (t instanceof Date && e instanceof Date && +t == +e) return { valid: !0, data: t };
  if (Zo(t) && Zo(e)) {
    const r = Object.keys(e),
      o = Object.keys(t).filter((s) => r.indexOf(s) !== -1),
      n = { ...t, ...e };
    Object.hasOwn(n, '__proto__') && delete n.__proto__;
    for (const s of o) {
      if (s === '__proto__') continue;
      const i = Wd(t[s], e[s]);
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
        i = Wd(n, s);
      if (!i.valid) return { valid: !1, mergeErrorPath: [o, ...i.mergeErrorPath] };
      r.push(i.data);
    }
    return { valid: !0, data: r };
  }
  return { valid: !1, mergeErrorPath: [] };
}
function n_(t, e, r) {
  let o = new Map(),
    n,
    s = new Map(),
    i = (u, l) => {
      let d;
      if (u.code === 'unrecognized_keys' && !u.path?.length) n ?? (n = u), (d = u.keys);
      else if (u.code === 'invalid_key' && u.origin === 'record' && u.path?.length === 1) {
        const f = String(u.path[0]);
        s.has(f) || s.set(f, u), (d = [f]);
      } else return !1;
      for (const f of d) o.has(f) || o.set(f, {}), (o.get(f)[l] = !0);
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
  const c = Wd(e.value, r.value);
  if (!c.valid) {
    if (Gt(t)) return t;
    throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(c.mergeErrorPath)}`);
  }
  return (t.value = c.data), t;
}
var J_ = _('$ZodEnum', (t, e) => {
    ee.init(t, e);
    const r = zn(e.entries),
      o = new Set(r);
    (t._zod.values = o),
      B(t, 'pattern', (n) => {
        const s = zn(n.def.entries).filter((i) => Nd.has(typeof i));
        return new RegExp(s.length ? `^(${s.map((i) => qr(i.toString())).join('|')})$` : '^[^\\s\\S]$');
      }),
      (t._zod.parse = (n, s) => {
        const i = n.value;
        return o.has(i) || n.issues.push({ code: 'invalid_value', values: r, input: i, inst: t }), n;
      });
  }),
  Y_ = _('$ZodLiteral', (t, e) => {
    ee.init(t, e);
    const r = new Set(e.values);
    (t._zod.values = r),
      B(t, 'pattern', (o) => {
        const n = o.def.values;
        return new RegExp(
          n.length
            ? `^(${n.map((s) => (typeof s == 'string' ? qr(s) : s ? qr(s.toString()) : String(s))).join('|')})$`
            : '^[^\\s\\S]$',
        );
      }),
      (t._zod.parse = (o, n) => {
        const s = o.value;
        return r.has(s) || o.issues.push({ code: 'invalid_value', values: e.values, input: s, inst: t }), o;
      });
  });
var X_ = _('$ZodTransform', (t, e) => {
  ee.init(t, e),
    (t._zod.optin = 'optional'),
    yt.memoizer?.guard(t),
    (t._zod.parse = (r, o) => {
      if (o.direction === 'backward') throw new Bn(t.constructor.name);
      const n = e.transform(r.value, r);
      if (o.async) return (n instanceof Promise ? n : Promise.resolve(n)).then((i) => ((r.value = i), r));
      if (n instanceof Promise) throw new jt();
      return (r.value = n), r;
    });
});
function s_(t, e) {
  return (t.value = e.issues.length ? void 0 : e.value), t;
}
var Xd = _('$ZodOptional', (t, e) => {
    ee.init(t, e),
      B(t, 'optin', (r) => (r.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
      (t._zod.optout = 'optional'),
      B(t, 'values', (r) => {
        const o = r.def.innerType._zod.values;
        return o ? new Set([...o, void 0]) : void 0;
      }),
      B(t, 'pattern', (r) => {
        const o = r.def.innerType._zod.pattern;
        return o ? new RegExp(`^(${$s(o.source)})?$`) : void 0;
      }),
      (t._zod.parse = (r, o) => {
        if (r.value === void 0) {
          if (e.innerType._zod.optin !== 'defaulted') return r;
          const n = e.innerType._zod.run({ value: r.value, issues: [] }, o);
          return n instanceof Promise ? n.then((s) => s_(r, s)) : s_(r, n);
        }
        return e.innerType._zod.run(r, o);
      });
  }),
  Q_ = _('$ZodExactOptional', (t, e) => {
    Xd.init(t, e),
      B(t, 'values', (r) => r.def.innerType._zod.values),
      B(t, 'pattern', (r) => r.def.innerType._zod.pattern),
      (t._zod.parse = (r, o) => e.innerType._zod.run(r, o));
  }),
  eE = _('$ZodNullable', (t, e) => {
    ee.init(t, e),
      B(t, 'optin', (r) => r.def.innerType._zod.optin),
      B(t, 'optout', (r) => r.def.innerType._zod.optout),
      B(t, 'pattern', (r) => {
        const o = r.def.innerType._zod.pattern;
        return o ? new RegExp(`^(${$s(o.source)}|null)$`) : void 0;
      }),
      B(t, 'values', (r) => (r.def.innerType._zod.values ? new Set([...r.def.innerType._zod.values, null]) : void 0)),
      (t._zod.parse = (r, o) => (r.value === null ? r : e.innerType._zod.run(r, o)));
  }),
  tE = _('$ZodDefault', (t, e) => {
    ee.init(t, e),
      (t._zod.optin = 'defaulted'),
      B(t, 'values', (r) => r.def.innerType._zod.values),
      (t._zod.parse = (r, o) => {
        if (o.direction === 'backward') return e.innerType._zod.run(r, o);
        if (r.value === void 0) return (r.value = e.defaultValue), r;
        const n = e.innerType._zod.run(r, o);
        return n instanceof Promise ? n.then((s) => i_(s, e)) : i_(n, e);
      });
  });
function i_(t, e) {
  return t.value === void 0 && (t.value = e.defaultValue), t;
}
var rE = _('$ZodPrefault', (t, e) => {
    ee.init(t, e),
      (t._zod.optin = 'defaulted'),
      B(t, 'values', (r) => r.def.innerType._zod.values),
      (t._zod.parse = (r, o) => (
        o.direction === 'backward' || (r.value === void 0 && (r.value = e.defaultValue)), e.innerType._zod.run(r, o)
      ));
  }),
  oE = _('$ZodNonOptional', (t, e) => {
    ee.init(t, e),
      B(t, 'values', (r) => {
        const o = r.def.innerType._zod.values;
        return o ? new Set([...o].filter((n) => n !== void 0)) : void 0;
      }),
      (t._zod.parse = (r, o) => {
        const n = e.innerType._zod.run(r, o);
        return n instanceof Promise ? n.then((s) => a_(s, t)) : a_(n, t);
      });
  });
function a_(t, e) {
  return (
    !t.issues.length &&
      t.value === void 0 &&
      t.issues.push({ code: 'invalid_type', expected: 'nonoptional', input: t.value, inst: e }),
    t
  );
}
function c_(t, e, r, o) {
  return e.issues.length
    ? ((t.value = r.catchValue({
        ...e,
        value: t.value,
        error: { issues: e.issues.map((n) => Jr(n, o, Kt())) },
        input: t.value,
      })),
      t)
    : ((t.value = e.value), e.memo && (t.memo = !0), t);
}
var nE = _('$ZodCatch', (t, e) => {
  ee.init(t, e),
    B(t, 'optin', (r) => (r.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
    B(t, 'optout', (r) => r.def.innerType._zod.optout),
    B(t, 'values', (r) => r.def.innerType._zod.values),
    (t._zod.parse = (r, o) => {
      if (o.direction === 'backward') return e.innerType._zod.run(r, o);
      const n = e.innerType._zod.run({ value: r.value, issues: [] }, o);
      return n instanceof Promise ? n.then((s) => c_(r, s, e, o)) : c_(r, n, e, o);
    });
});
var sE = _('$ZodPipe', (t, e) => {
  ee.init(t, e),
    B(t, 'values', (r) => r.def.in._zod.values),
    B(t, 'optin', (r) => r.def.in._zod.optin),
    B(t, 'optout', (r) => r.def.out._zod.optout),
    B(t, 'propValues', (r) => r.def.in._zod.propValues),
    (t._zod.parse = (r, o) => {
      if (o.direction === 'backward') {
        const s = e.out._zod.run(r, o);
        return s instanceof Promise ? s.then((i) => wc(i, e.in, o)) : wc(s, e.in, o);
      }
      const n = e.in._zod.run(r, o);
      return n instanceof Promise ? n.then((s) => wc(s, e.out, o)) : wc(n, e.out, o);
    });
});
function wc(t, e, r) {
  return t.issues.some((o) => o.code !== 'unrecognized_keys')
    ? ((t.aborted = !0), t)
    : e._zod.run({ value: t.value, issues: t.issues }, r);
}
var Pc = _('$ZodCodec', (t, e) => {
  ee.init(t, e),
    B(t, 'values', (r) => r.def.in._zod.values),
    B(t, 'optin', (r) => r.def.in._zod.optin),
    B(t, 'optout', (r) => r.def.out._zod.optout),
    B(t, 'propValues', (r) => r.def.in._zod.propValues),
    (t._zod.parse = (r, o) => {
      if ((o.direction || 'forward') === 'forward') {
        const s = e.in._zod.run(r, o);
        return s instanceof Promise ? s.then((i) => Ic(i, e, o)) : Ic(s, e, o);
      } else {
        const s = e.out._zod.run(r, o);
        return s instanceof Promise ? s.then((i) => Ic(i, e, o)) : Ic(s, e, o);
      }
    });
});
function Ic(t, e, r) {
  if (t.issues.length) return (t.aborted = !0), t;
  if ((r.direction || 'forward') === 'forward') {
    const n = e.transform(t.value, t);
    return n instanceof Promise ? n.then((s) => vc(t, s, e.out, r)) : vc(t, n, e.out, r);
  } else {
    const n = e.reverseTransform(t.value, t);
    return n instanceof Promise ? n.then((s) => vc(t, s, e.in, r)) : vc(t, n, e.in, r);
  }
}
function vc(t, e, r, o) {
  return t.issues.length ? ((t.aborted = !0), t) : r._zod.run({ value: e, issues: t.issues }, o);
}
var iE = _('$ZodReadonly', (t, e) => {
  ee.init(t, e),
    B(t, 'propValues', (r) => r.def.innerType._zod.propValues),
    B(t, 'values', (r) => r.def.innerType._zod.values),
    B(t, 'optin', (r) => r.def.innerType?._zod?.optin),
    B(t, 'optout', (r) => r.def.innerType?._zod?.optout),
    (t._zod.parse = (r, o) => {
      if (o.direction === 'backward') return e.innerType._zod.run(r, o);
      const n = e.innerType._zod.run(r, o);
      return n instanceof Promise ? n.then(u_) : u_(n);
    });
});
function u_(t) {
  return t.memo || (t.value = Object.freeze(t.value)), t;
}
var aE = _('$ZodCustom', (t, e) => {
  Pe.init(t, e),
    ee.init(t, e),
    (t._zod.parse = (r, o) => r),
    (t._zod.check = (r) => {
      const o = r.value,
        n = e.fn(o);
      if (n instanceof Promise) return n.then((s) => l_(s, r, o, t));
      l_(n, r, o, t);
    });
});
function l_(t, e, r, o) {
  if (!t) {
    const n = { code: 'custom', input: r, inst: o, path: [...(o._zod.def.path ?? [])], continue: !o._zod.def.abort };
    o._zod.def.params && (n.params = o._zod.def.params), e.issues.push(Fn(n));
  }
}
var ef = class extends Error {
    constructor() {
      super('Cannot parse a reference cycle that closes through a transform'), (this.name = 'ZodCyclicError');
    }
  },
  tf = '~memo',
  cE = [];
function uE(t) {
  return t !== null && typeof t == 'object';
}
function Qd(t) {
  return t.map((e) => (e.path ? { ...e, path: e.path.slice() } : { ...e }));
}
var lE = new WeakMap(),
  Gs = 0,
  Dc = 1,
  js = 2;
function kc(t, e, r) {
  const o = lE.get(t);
  if (o !== void 0) return o ? js : Gs;
  if (e.has(t)) return js;
  e.add(t);
  let n = Gs,
    s = (l) => {
      if (n !== js && l?._zod) {
        const d = kc(l, e, r);
        d > n && (n = d);
      }
    },
    i = (l, d) => {
      let f = Gs;
      for (const m of Reflect.ownKeys(l)) {
        const h = Object.getOwnPropertyDescriptor(l, m);
        if (d && !h.enumerable) continue;
        const g = h.get ? Dc : h.value?._zod ? kc(h.value, e, r) : Gs;
        g > f && (f = g);
      }
      return f;
    },
    a = (l) => {
      l > n && (n = l);
    },
    c = t._zod.def,
    u = c.type;
  switch (u) {
    case 'object': {
      const l = Ls(c);
      a(l ? i(l, !0) : Dc), s(c.catchall);
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
      a(l ? kc(l, e, !1) : Dc);
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
        const f = d.value;
        if (!(!f || typeof f != 'object')) {
          if (f._zod) s(f);
          else if (Array.isArray(f)) for (const m of f) s(m);
        }
      }
  }
  return e.delete(t), Pz(t, n);
}
function Pz(t, e) {
  return e !== Dc && lE.set(t, e === js), e;
}
function Oz(t, e) {
  let r = t.buckets.get(e);
  return r || ((r = new WeakMap()), t.buckets.set(e, r)), r;
}
var Oc,
  Nc = [],
  Nz = {
    alloc(t, e, r) {
      const o = Oc;
      if (!o) return r;
      Oc = void 0;
      const n = { value: r, issues: null };
      return o.set(e.value, n), Nc.push(n), r;
    },
    guard(t) {
      var e;
      (e = t._zod).deferred ?? (e.deferred = []),
        t._zod.deferred.push(() => {
          const r = t._zod.parse,
            o = (n, s) => {
              if (s.direction !== 'backward' && Dz(s, n.value)) throw new ef();
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
                const S = kc(t, new Set(), !1);
                if (S === Gs) return (t._zod.parse = i), t._zod.run === a && (t._zod.run = i), i(c, u);
                S === js || o ? (r = !0) : (o = !0);
              }
              const l = c.value;
              if (!uE(l)) return i(c, u);
              let d = u[tf];
              d || ((d = { buckets: new WeakMap(), backEdges: void 0 }), (u[tf] = d));
              let f;
              n === u ? (f = s) : ((f = Oz(d, t)), (n = u), (s = f));
              const m = f.get(l);
              if (m)
                return (
                  (c.value = m.value),
                  m.issues
                    ? m.issues.length && c.issues.push(...Qd(m.issues))
                    : ((c.memo = !0), d.backEdges ?? (d.backEdges = new WeakSet()), d.backEdges.add(m.value)),
                  c
                );
              Oc = f;
              const h = Nc.length,
                g = i(c, u);
              Oc = void 0;
              const y = Nc.length > h ? Nc.pop() : void 0;
              return g instanceof Promise
                ? g.then((S) => (y && (y.issues = S.issues.length ? Qd(S.issues) : cE), S))
                : (y && (y.issues = g.issues.length ? Qd(g.issues) : cE), g);
            };
          (t._zod.parse = a), t._zod.run === i && (t._zod.run = a);
        });
    },
  };
function pE() {
  return Nz;
}
function Dz(t, e) {
  const r = t[tf]?.backEdges;
  return r !== void 0 && uE(e) && r.has(e);
}
var kz = () => {
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
          a = $d(s.input),
          c = n(a, s.input);
        return `Invalid input: expected ${i}, received ${c}`;
      }
      case 'invalid_value':
        return s.values.length === 1
          ? `Invalid input: expected ${pc(s.values[0])}`
          : `Invalid option: expected one of ${uc(s.values, '|')}`;
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
        return `Unrecognized key${s.keys.length > 1 ? 's' : ''}: ${uc(s.keys, ', ')}`;
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
function dE() {
  return { localeError: kz() };
}
var fE;
var rf = class {
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
function $z() {
  return new rf();
}
(fE = globalThis).__zod_globalRegistry ?? (fE.__zod_globalRegistry = $z());
var Wo = globalThis.__zod_globalRegistry;
function $c(t) {
  return t.checks && (t.checks = [...t.checks]), t;
}
function mE(t, e) {
  return new t($c({ type: 'string', ...R(e) }));
}
function hE(t, e) {
  return new t($c({ type: 'string', coerce: !0, ...R(e) }));
}
function of(t, e) {
  return new t({ type: 'string', format: 'email', check: 'string_format', abort: !1, ...R(e) });
}
function gE(t, e) {
  return new t({ type: 'string', format: 'guid', check: 'string_format', abort: !1, ...R(e) });
}
function yE(t, e) {
  return new t({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, ...R(e) });
}
function SE(t, e) {
  return new t({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v4', ...R(e) });
}
function xE(t, e) {
  return new t({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v6', ...R(e) });
}
function _E(t, e) {
  return new t({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v7', ...R(e) });
}
function nf(t, e) {
  return new t({ type: 'string', format: 'url', check: 'string_format', abort: !1, ...R(e) });
}
function EE(t, e) {
  return new t({ type: 'string', format: 'emoji', check: 'string_format', abort: !1, ...R(e) });
}
function bE(t, e) {
  return new t({ type: 'string', format: 'nanoid', check: 'string_format', abort: !1, ...R(e) });
}
function wE(t, e) {
  return new t({ type: 'string', format: 'cuid', check: 'string_format', abort: !1, ...R(e) });
}
function IE(t, e) {
  return new t({ type: 'string', format: 'cuid2', check: 'string_format', abort: !1, ...R(e) });
}
function vE(t, e) {
  return new t({ type: 'string', format: 'ulid', check: 'string_format', abort: !1, ...R(e) });
}
function TE(t, e) {
  return new t({ type: 'string', format: 'xid', check: 'string_format', abort: !1, ...R(e) });
}
function AE(t, e) {
  return new t({ type: 'string', format: 'ksuid', check: 'string_format', abort: !1, ...R(e) });
}
function CE(t, e) {
  return new t({ type: 'string', format: 'ipv4', check: 'string_format', abort: !1, ...R(e) });
}
function RE(t, e) {
  return new t({ type: 'string', format: 'ipv6', check: 'string_format', abort: !1, ...R(e) });
}
function PE(t, e) {
  return new t({ type: 'string', format: 'cidrv4', check: 'string_format', abort: !1, ...R(e) });
}
function OE(t, e) {
  return new t({ type: 'string', format: 'cidrv6', check: 'string_format', abort: !1, ...R(e) });
}
function NE(t, e) {
  return new t({ type: 'string', format: 'base64', check: 'string_format', abort: !1, ...R(e) });
}
function DE(t, e) {
  return new t({ type: 'string', format: 'base64url', check: 'string_format', abort: !1, ...R(e) });
}
function kE(t, e) {
  return new t({ type: 'string', format: 'e164', check: 'string_format', abort: !1, ...R(e) });
}
function $E(t, e) {
  return new t({ type: 'string', format: 'jwt', check: 'string_format', abort: !1, ...R(e) });
}
function LE(t, e) {
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
function ME(t, e) {
  return new t({ type: 'string', format: 'date', check: 'string_format', ...R(e) });
}
function zE(t, e) {
  return new t({ type: 'string', format: 'time', check: 'string_format', precision: null, ...R(e) });
}
function UE(t, e) {
  return new t({ type: 'string', format: 'duration', check: 'string_format', ...R(e) });
}
function FE(t, e) {
  return new t($c({ type: 'number', checks: [], ...R(e) }));
}
function BE(t, e) {
  return new t($c({ type: 'number', coerce: !0, checks: [], ...R(e) }));
}
function VE(t, e) {
  return new t({ type: 'number', check: 'number_format', abort: !1, format: 'safeint', ...R(e) });
}
function HE(t, e) {
  return new t({ type: 'boolean', coerce: !0, ...R(e) });
}
function GE(t, e) {
  return new t({ type: 'bigint', coerce: !0, ...R(e) });
}
function jE(t) {
  return new t({ type: 'unknown' });
}
function KE(t, e) {
  return new t({ type: 'never', ...R(e) });
}
function ZE(t, e) {
  return new t({ type: 'date', coerce: !0, ...R(e) });
}
function Hn(t, e) {
  return new Kd({ check: 'less_than', ...R(e), value: t, inclusive: !1 });
}
function Yr(t, e) {
  return new Kd({ check: 'less_than', ...R(e), value: t, inclusive: !0 });
}
function Gn(t, e) {
  return new Zd({ check: 'greater_than', ...R(e), value: t, inclusive: !1 });
}
function Xr(t, e) {
  return new Zd({ check: 'greater_than', ...R(e), value: t, inclusive: !0 });
}
function Ks(t, e) {
  return new Bx({ check: 'multiple_of', ...R(e), value: t });
}
function Lc(t, e) {
  return new Hx({ check: 'max_length', ...R(e), maximum: t });
}
function jn(t, e) {
  return new Gx({ check: 'min_length', ...R(e), minimum: t });
}
function Mc(t, e) {
  return new jx({ check: 'length_equals', ...R(e), length: t });
}
function sf(t, e) {
  return new Kx({ check: 'string_format', format: 'regex', ...R(e), pattern: t });
}
function af(t) {
  return new Zx({ check: 'string_format', format: 'lowercase', ...R(t) });
}
function cf(t) {
  return new Wx({ check: 'string_format', format: 'uppercase', ...R(t) });
}
function uf(t, e) {
  return new qx({ check: 'string_format', format: 'includes', ...R(e), includes: t });
}
function lf(t, e) {
  return new Jx({ check: 'string_format', format: 'starts_with', ...R(e), prefix: t });
}
function pf(t, e) {
  return new Yx({ check: 'string_format', format: 'ends_with', ...R(e), suffix: t });
}
function ho(t) {
  return new Xx({ check: 'overwrite', tx: t });
}
function df(t) {
  return ho((e) => e.normalize(t));
}
function ff() {
  return ho((t) => t.trim());
}
function mf() {
  return ho((t) => t.toLowerCase());
}
function hf() {
  return ho((t) => t.toUpperCase());
}
function gf() {
  return ho((t) => Pd(t));
}
function WE(t, e, r) {
  return new t({ type: 'array', element: e, ...R(r) });
}
function qE(t, e, r) {
  return new t({ type: 'custom', check: 'custom', fn: e, ...R(r) });
}
function JE(t, e) {
  const r = Lz(
    (o) => (
      (o.addIssue = (n) => {
        if (typeof n == 'string') o.issues.push(Fn(n, o.value, r._zod.def));
        else {
          const s = n;
          s.fatal && (s.continue = !1),
            s.code ?? (s.code = 'custom'),
            'input' in s || (s.input = o.value),
            s.inst ?? (s.inst = r),
            s.continue ?? (s.continue = !r._zod.def.abort),
            o.issues.push(Fn(s));
        }
      }),
      t(o.value, o)
    ),
    e,
  );
  return r;
}
function Lz(t, e) {
  const r = new Pe({ check: 'custom', ...R(e) });
  return (r._zod.check = t), r;
}
function YE(t, e) {
  let r = R(e),
    o = r.truthy ?? ['true', '1', 'yes', 'on', 'y', 'enabled'],
    n = r.falsy ?? ['false', '0', 'no', 'off', 'n', 'disabled'];
  r.case !== 'sensitive' &&
    ((o = o.map((m) => (typeof m == 'string' ? m.toLowerCase() : m))),
    (n = n.map((m) => (typeof m == 'string' ? m.toLowerCase() : m))));
  const s = new Set(o),
    i = new Set(n),
    a = t.Codec ?? Pc,
    c = t.Boolean ?? Rc,
    u = t.String ?? Vn,
    l = new u({ type: 'string', error: r.error }),
    d = new c({ type: 'boolean', error: r.error }),
    f = new a({
      type: 'pipe',
      in: l,
      out: d,
      transform: (m, h) => {
        let g = m;
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
                  inst: f,
                  continue: !1,
                }),
                {})
        );
      },
      reverseTransform: (m, h) => (m === !0 ? o[0] || 'true' : n[0] || 'false'),
      error: r.error,
    });
  return (f._zod.bag.truthy = o), (f._zod.bag.falsy = n), (f._zod.bag.case = r.case ?? 'insensitive'), f;
}
function Zs(t, ...e) {
  for (const r of e)
    for (const o of Reflect.ownKeys(r)) Object.prototype.propertyIsEnumerable.call(r, o) && Vt(t, o, r[o]);
  return t;
}
function Sf(t) {
  let e = t?.target ?? 'draft-2020-12';
  return (
    e === 'draft-4' && (e = 'draft-04'),
    e === 'draft-7' && (e = 'draft-07'),
    {
      processors: t.processors ?? {},
      metadataRegistry: t?.metadata ?? Wo,
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
function Zt(t, e, r, o, n) {
  const s =
    typeof e.unrepresentable == 'function'
      ? e.unrepresentable({ zodSchema: t, path: o.path, message: n })
      : e.unrepresentable;
  if (s === 'any') return !1;
  if (s === void 0 || s === 'throw') throw new Error(n);
  return Object.assign(r, s), !0;
}
function Ie(t, e, r = { path: [], schemaPath: [] }) {
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
      const f = i.schema,
        m = e.processors[n.type];
      if (!m) throw new Error(`[toJSONSchema]: Non-representable type encountered: ${n.type}`);
      m(t, e, f, l);
    }
    const d = t._zod.parent;
    d && (i.ref || (i.ref = d), Ie(d, e, l), (e.seen.get(d).isParent = !0));
  }
  const c = e.metadataRegistry.get(t);
  return (
    c && Zs(i.schema, c),
    e.io === 'input' && qe(t) && (delete i.schema.examples, delete i.schema.default),
    e.io === 'input' && '_prefault' in i.schema && ((o = i.schema).default ?? (o.default = i.schema._prefault)),
    delete i.schema._prefault,
    e.seen.get(t).schema
  );
}
function XE(t) {
  return t.replace(/~/g, '~0').replace(/\//g, '~1');
}
function xf(t, e) {
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
          f = t.external.uri ?? ((h) => h);
        if (d) return { ref: f(d) };
        const m = i[1].defId ?? i[1].schema.id ?? `schema${t.counter++}`;
        return (i[1].defId = m), { defId: m, ref: `${f('__shared')}#/${a}/${XE(m)}` };
      }
      const c = '#',
        u = `${c}/${a}/`;
      if (i[1] === r && !i[1].schema.id) return { ref: c };
      const l = i[1].schema.id ?? `__schema${t.counter++}`;
      return { defId: l, ref: u + XE(l) };
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
function tb(t) {
  const e = t.anyOf;
  if (!Array.isArray(e) || e.length === 0 || t.type !== void 0) return;
  const r = [];
  for (const o of e) {
    if (!o || typeof o != 'object') return;
    tb(o);
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
var rb = new Set(['type', 'properties', 'required', 'additionalProperties']),
  QE = ['oneOf', 'anyOf'];
function eb(t) {
  const e = t.additionalProperties;
  return e === void 0 || e === !1 || typeof e != 'object' || e === null ? null : Object.keys(e).length ? e : null;
}
function yf(t) {
  const e = [];
  for (const s of t) {
    if (typeof s != 'object' || s.type !== 'object') return null;
    for (const i in s) if (!rb.has(i)) return null;
    e.push(s);
  }
  const r = {},
    o = new Set();
  for (const s of e) {
    for (const i in s.properties) {
      if (Object.hasOwn(r, i)) continue;
      const a = [];
      for (const u of e) {
        const l = u.properties?.[i] ?? eb(u);
        l != null && (a.some((d) => JSON.stringify(d) === JSON.stringify(l)) || a.push(l));
      }
      const c = a.length === 1 ? a[0] : (yf(a) ?? { allOf: a });
      Vt(r, i, c);
    }
    for (const i of s.required ?? []) o.add(i);
  }
  const n = { type: 'object', properties: r };
  if ((o.size && (n.required = [...o]), e.every((s) => s.additionalProperties === !1))) n.additionalProperties = !1;
  else {
    const s = [];
    for (const i of e) {
      const a = eb(i);
      a && !s.some((c) => JSON.stringify(c) === JSON.stringify(a)) && s.push(a);
    }
    s.length === 1 ? (n.additionalProperties = s[0]) : s.length > 1 && (n.additionalProperties = { allOf: s });
  }
  return n;
}
function Mz(t) {
  const e = t.allOf;
  if (!Array.isArray(e) || e.length < 2) return;
  for (const n of rb) if (n in t) return;
  let r = e.filter((n) => QE.some((s) => Array.isArray(n[s]))),
    o = null;
  if (!r.length) o = yf(e);
  else {
    const n = r[0],
      s = QE.find((c) => Array.isArray(n[c]));
    if (Object.keys(n).length !== 1) return;
    const i = e.filter((c) => c !== n),
      a = n[s].map((c) => yf([...i, c]));
    if (a.some((c) => !c)) return;
    o = { [s]: a };
  }
  o && (delete t.allOf, Zs(t, o));
}
function _f(t, e) {
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
      const m = t.seen.get(d),
        h = m.schema;
      if (
        (h.$ref && (t.target === 'draft-07' || t.target === 'draft-04' || t.target === 'openapi-3.0')
          ? ((u.allOf = u.allOf ?? []), u.allOf.push(h))
          : Zs(u, h),
        Zs(u, l),
        a._zod.parent === d)
      )
        for (const y in u) y === '$ref' || y === 'allOf' || y in l || delete u[y];
      if (h.$ref && m.def)
        for (const y in u)
          y === '$ref' ||
            y === 'allOf' ||
            (y in m.def && JSON.stringify(u[y]) === JSON.stringify(m.def[y]) && delete u[y]);
    }
    const f = a._zod.parent;
    if (f && f !== d) {
      o(f);
      const m = t.seen.get(f);
      if (m?.schema.$ref && ((u.$ref = m.schema.$ref), m.def))
        for (const h in u)
          h === '$ref' ||
            h === 'allOf' ||
            (h in m.def && JSON.stringify(u[h]) === JSON.stringify(m.def[h]) && delete u[h]);
    }
    t.override({ zodSchema: a, jsonSchema: u, path: c.path ?? [] });
  };
  if (!t.external || t.sharedEmitDoneFor !== t.external) {
    for (const a of [...t.seen.entries()].reverse()) o(a[0]);
    if (t.target !== 'openapi-3.0') for (const a of t.seen.entries()) tb(a[1].def ?? a[1].schema);
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
      for (const c of t.intersections) for (const u of a.get(c) ?? []) Mz(u);
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
  Zs(n, r.defId ? r.schema : (r.def ?? r.schema));
  const s = t.metadataRegistry.get(e)?.id;
  s !== void 0 && n.id === s && delete n.id;
  const i = t.external?.defs ?? {};
  if (!t.external || t.sharedEmitDoneFor !== t.external)
    for (const a of t.seen.entries()) {
      const c = a[1];
      c.def && c.defId && (c.def.id === c.defId && delete c.def.id, Vt(i, c.defId, c.def));
    }
  t.external && (t.sharedEmitDoneFor = t.external),
    t.external || (Object.keys(i).length > 0 && (t.target === 'draft-2020-12' ? (n.$defs = i) : (n.definitions = i)));
  try {
    const a = JSON.parse(JSON.stringify(n));
    return (
      Object.defineProperty(a, '~standard', {
        value: {
          ...e['~standard'],
          jsonSchema: { input: Ws(e, 'input', t.processors), output: Ws(e, 'output', t.processors) },
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
function qe(t, e) {
  const r = e ?? { seen: new Set() };
  if (r.seen.has(t)) return !1;
  r.seen.add(t);
  const o = t._zod.def;
  if (o.type === 'transform') return !0;
  if (o.type === 'array') return qe(o.element, r);
  if (o.type === 'set') return qe(o.valueType, r);
  if (o.type === 'lazy') return qe(o.getter(), r);
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
    return qe(o.innerType, r);
  if (o.type === 'intersection') return qe(o.left, r) || qe(o.right, r);
  if (o.type === 'record' || o.type === 'map') return qe(o.keyType, r) || qe(o.valueType, r);
  if (o.type === 'pipe') return t._zod.traits.has('$ZodCodec') ? !0 : qe(o.in, r) || qe(o.out, r);
  if (o.type === 'object') {
    for (const n in o.shape) if (qe(o.shape[n], r)) return !0;
    return !1;
  }
  if (o.type === 'union') {
    for (const n of o.options) if (qe(n, r)) return !0;
    return !1;
  }
  if (o.type === 'tuple') {
    for (const n of o.items) if (qe(n, r)) return !0;
    return !!(o.rest && qe(o.rest, r));
  }
  return !1;
}
var ob =
    (t, e = {}) =>
    (r) => {
      const o = Sf({ ...r, processors: e });
      return Ie(t, o), xf(o, t), _f(o, t);
    },
  Ws =
    (t, e, r = {}) =>
    (o) => {
      const { libraryOptions: n, target: s } = o ?? {},
        i = Sf({ ...(n ?? {}), target: s, io: e, processors: r });
      return Ie(t, i), xf(i, t), _f(i, t);
    };
var Kn = (t, e, r) => {
    (t[e] === void 0 || r > t[e]) && (t[e] = r);
  },
  Zn = (t, e, r) => {
    (t[e] === void 0 || r < t[e]) && (t[e] = r);
  },
  nb = (t, e) => {
    Kn(t, 'minimum', e), Zn(t, 'maximum', e);
  },
  cb = (t, e) => {
    t.multipleOf ?? (t.multipleOf = []), t.multipleOf.includes(e) || t.multipleOf.push(e);
  },
  ub = (t, e) => {
    t.patterns ?? (t.patterns = new Set()), t.patterns.add(e);
  },
  lb = (t, e) => {
    t.mime = t.mime ? t.mime.filter((r) => e.includes(r)) : [...e];
  },
  pb = (t, e) => {
    (t.format = e), e.includes('int') && (t.isInt = !0);
  },
  sb = (t, e) => Kn(t, 'minimum', e.minimum),
  ib = (t, e) => Zn(t, 'maximum', e.maximum),
  ab = (t) => (e, r) => {
    pb(e, r.format);
    const [o, n] = t[r.format];
    Kn(e, 'minimum', o), Zn(e, 'maximum', n);
  },
  zz = {
    greater_than: (t, e) => Kn(t, e.inclusive ? 'minimum' : 'exclusiveMinimum', e.value),
    less_than: (t, e) => Zn(t, e.inclusive ? 'maximum' : 'exclusiveMaximum', e.value),
    multiple_of: (t, e) => cb(t, e.value),
    number_format: ab(Ms),
    bigint_format: ab(dc),
    min_length: sb,
    max_length: ib,
    length_equals: (t, e) => nb(t, e.length),
    min_size: sb,
    max_size: ib,
    size_equals: (t, e) => nb(t, e.size),
    string_format: (t, e) => {
      pb(t, e.format),
        e.pattern && ub(t, e.pattern),
        (e.format === 'base64' || e.format === 'base64url') && (t.contentEncoding = e.format),
        (e.local || e.precision === -1) && (t.laxFormat = !0);
    },
    mime_type: (t, e) => lb(t, e.mime),
  };
function ze(t) {
  const e = {},
    r = t._zod.def,
    o = t._zod.traits.has('$ZodCheck') ? [t, ...(r.checks ?? [])] : (r.checks ?? []);
  for (const s of o) zz[s._zod.def.check]?.(e, s._zod.def);
  const n = t._zod.bag;
  n.minimum !== void 0 && Kn(e, 'minimum', n.minimum),
    n.exclusiveMinimum !== void 0 && Kn(e, 'exclusiveMinimum', n.exclusiveMinimum),
    n.maximum !== void 0 && Zn(e, 'maximum', n.maximum),
    n.exclusiveMaximum !== void 0 && Zn(e, 'exclusiveMaximum', n.exclusiveMaximum),
    n.multipleOf !== void 0 && cb(e, n.multipleOf),
    n.format !== void 0 && (e.format ?? (e.format = n.format), n.format.includes('int') && (e.isInt = !0)),
    n.mime && lb(e, n.mime);
  for (const s of n.patterns ?? []) ub(e, s);
  return e;
}
var Uz = { guid: 'uuid', url: 'uri', datetime: 'date-time', json_string: 'json-string', regex: '' },
  Fz = new Map([
    [Jd, Cx],
    [Cc, Rx],
  ]),
  Bz = (t) => Fz.get(t) ?? t,
  db = (t, e, r, o) => {
    const n = r;
    n.type = 'string';
    const { minimum: s, maximum: i, format: a, patterns: c, contentEncoding: u, laxFormat: l } = ze(t);
    if (
      (typeof s == 'number' && (n.minLength = s),
      typeof i == 'number' && (n.maxLength = i),
      a && ((n.format = Uz[a] ?? a), n.format === '' && delete n.format, (a === 'time' || l) && delete n.format),
      u && (n.contentEncoding = u),
      c && c.size > 0)
    ) {
      const d = [...c].map(Bz);
      d.length === 1
        ? (n.pattern = d[0].source)
        : d.length > 1 &&
          (n.allOf = [
            ...d.map((f) => ({
              ...(e.target === 'draft-07' || e.target === 'draft-04' || e.target === 'openapi-3.0'
                ? { type: 'string' }
                : {}),
              pattern: f.source,
            })),
          ]);
    }
  },
  fb = (t, e, r, o) => {
    const n = r,
      { minimum: s, maximum: i, multipleOf: a, exclusiveMaximum: c, exclusiveMinimum: u, isInt: l } = ze(t);
    n.type = l ? 'integer' : 'number';
    const d = typeof u == 'number' && u >= (s ?? Number.NEGATIVE_INFINITY),
      f = typeof c == 'number' && c <= (i ?? Number.POSITIVE_INFINITY),
      m = e.target === 'draft-04' || e.target === 'openapi-3.0';
    if (
      (d
        ? m
          ? ((n.minimum = u), (n.exclusiveMinimum = !0))
          : (n.exclusiveMinimum = u)
        : typeof s == 'number' && (n.minimum = s),
      f
        ? m
          ? ((n.maximum = c), (n.exclusiveMaximum = !0))
          : (n.exclusiveMaximum = c)
        : typeof i == 'number' && (n.maximum = i),
      a)
    ) {
      const h = new Set();
      for (const S of a)
        Number.isFinite(S) && S !== 0
          ? h.add(Math.abs(S))
          : Zt(t, e, n, o, `A multipleOf divisor of ${S} cannot be represented in JSON Schema`);
      const [g, ...y] = h;
      g !== void 0 && (n.multipleOf = g),
        y.length && (n.allOf = [...(n.allOf ?? []), ...y.map((S) => ({ multipleOf: S }))]);
    }
  },
  mb = (t, e, r, o) => {
    r.type = 'boolean';
  },
  hb = (t, e, r, o) => {
    Zt(t, e, r, o, 'BigInt cannot be represented in JSON Schema');
  };
var gb = (t, e, r, o) => {
  r.not = {};
};
var yb = (t, e, r, o) => {},
  Sb = (t, e, r, o) => {
    Zt(t, e, r, o, 'Date cannot be represented in JSON Schema');
  },
  xb = (t, e, r, o) => {
    const n = t._zod.def,
      s = zn(n.entries);
    if (s.length === 0) {
      r.not = {};
      return;
    }
    s.every((i) => typeof i == 'number') && (r.type = 'number'),
      s.every((i) => typeof i == 'string') && (r.type = 'string'),
      (r.enum = s);
  },
  _b = (t, e, r, o) => {
    const n = t._zod.def;
    if (n.values.length === 0) {
      r.not = {};
      return;
    }
    const s = [];
    for (const i of n.values)
      if (i === void 0) {
        if (Zt(t, e, r, o, 'Literal `undefined` cannot be represented in JSON Schema')) return;
      } else if (typeof i == 'bigint') {
        if (Zt(t, e, r, o, 'BigInt literals cannot be represented in JSON Schema')) return;
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
var Eb = (t, e, r, o) => {
  Zt(t, e, r, o, 'Custom types cannot be represented in JSON Schema');
};
var bb = (t, e, r, o) => {
  Zt(t, e, r, o, 'Transforms cannot be represented in JSON Schema');
};
var wb = (t, e, r, o) => {
  const n = r,
    s = t._zod.def,
    { minimum: i, maximum: a } = ze(t);
  typeof i == 'number' && (n.minItems = i),
    typeof a == 'number' && (n.maxItems = a),
    (n.type = 'array'),
    (n.items = Ie(s.element, e, { ...o, path: [...o.path, 'items'] }));
};
function Ef(t) {
  const e = t._zod.def;
  return e.type === 'pipe' && e.in._zod.traits.has('$ZodTransform')
    ? Ef(e.out)
    : e.type === 'catch'
      ? Ef(e.innerType)
      : t._zod.optin;
}
var Ib = (t, e, r, o) => {
    const n = r,
      s = t._zod.def,
      i = s.shape;
    if (Object.getOwnPropertySymbols(i).length && Zt(t, e, n, o, 'Symbol keys cannot be represented in JSON Schema'))
      return;
    (n.type = 'object'), (n.properties = {});
    for (const u in i) Vt(n.properties, u, Ie(i[u], e, { ...o, path: [...o.path, 'properties', u] }));
    const c = [];
    for (const u of Object.keys(i)) {
      const l = s.shape[u];
      (e.io === 'input' ? Ef(l) === void 0 : l._zod.optout === void 0) && c.push(u);
    }
    c.length > 0 && (n.required = c),
      s.catchall?._zod.def.type === 'never'
        ? (n.additionalProperties = !1)
        : s.catchall
          ? s.catchall &&
            (n.additionalProperties = Ie(s.catchall, e, { ...o, path: [...o.path, 'additionalProperties'] }))
          : e.io === 'output' && (n.additionalProperties = !1);
  },
  vb = (t, e, r, o) => {
    const n = t._zod.def,
      s = n.inclusive === !1,
      i = n.options.map((a, c) => Ie(a, e, { ...o, path: [...o.path, s ? 'oneOf' : 'anyOf', c] }));
    s ? (r.oneOf = i) : (r.anyOf = i);
  },
  Tb = (t, e, r, o) => {
    const n = t._zod.def,
      s = Ie(n.left, e, { ...o, path: [...o.path, 'allOf', 0] }),
      i = Ie(n.right, e, { ...o, path: [...o.path, 'allOf', 1] }),
      a = (u) => 'allOf' in u && Object.keys(u).length === 1,
      c = [...(a(s) ? s.allOf : [s]), ...(a(i) ? i.allOf : [i])];
    (r.allOf = c), e.intersections.push(c);
  };
var Ab = (t, e, r, o) => {
    const n = t._zod.def,
      s = Ie(n.innerType, e, o),
      i = e.seen.get(t);
    e.target === 'openapi-3.0' ? ((i.ref = n.innerType), (r.nullable = !0)) : (r.anyOf = [s, { type: 'null' }]);
  },
  Cb = (t, e, r, o) => {
    const n = t._zod.def;
    Ie(n.innerType, e, o);
    const s = e.seen.get(t);
    s.ref = n.innerType;
  },
  bf = Symbol();
function Rb(t, e, r, o, n) {
  let s = !1,
    i = JSON.stringify(t, (a, c) => (typeof c != 'bigint' ? c : ((s = !0), null)));
  return s ? (Zt(e, r, o, n, 'BigInt defaults cannot be represented in JSON Schema'), bf) : JSON.parse(i);
}
var Pb = (t, e, r, o) => {
    const n = t._zod.def;
    Ie(n.innerType, e, o);
    const s = e.seen.get(t);
    s.ref = n.innerType;
    const i = Rb(n.defaultValue, t, e, r, o);
    i !== bf && (r.default = i);
  },
  Ob = (t, e, r, o) => {
    const n = t._zod.def;
    Ie(n.innerType, e, o);
    const s = e.seen.get(t);
    if (((s.ref = n.innerType), e.io !== 'input')) return;
    const i = Rb(n.defaultValue, t, e, r, o);
    i !== bf && (r._prefault = i);
  },
  Nb = (t, e, r, o) => {
    const n = t._zod.def;
    Ie(n.innerType, e, o);
    const s = e.seen.get(t);
    s.ref = n.innerType;
    let i;
    try {
      i = n.catchValue(void 0);
    } catch {
      Zt(t, e, r, o, 'Dynamic catch values are not supported in JSON Schema');
      return;
    }
    r.default = i;
  },
  Db = (t, e, r, o) => {
    const n = t._zod.def,
      s = n.in._zod.traits.has('$ZodTransform'),
      i = e.io === 'input' ? (s ? n.out : n.in) : n.out;
    Ie(i, e, o);
    const a = e.seen.get(t);
    a.ref = i;
  },
  kb = (t, e, r, o) => {
    const n = t._zod.def;
    Ie(n.innerType, e, o);
    const s = e.seen.get(t);
    (s.ref = n.innerType), (r.readOnly = !0);
  };
var wf = (t, e, r, o) => {
  const n = t._zod.def;
  Ie(n.innerType, e, o);
  const s = e.seen.get(t);
  s.ref = n.innerType;
};
var $b = new WeakSet([Object.prototype, Error.prototype]);
function zc(t, e, r) {
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
var Jz = (t, e) => {
  tx.init(t, e), (t.name = 'ZodError');
  const r = Object.getPrototypeOf(t);
  $b.has(r) ||
    ($b.add(r),
    zc(r, 'format', (o) => (n) => ox(o, n)),
    zc(r, 'flatten', (o) => (n) => rx(o, n)),
    zc(r, 'addIssue', (o) => (n) => {
      o.issues.push(n), (o.message = JSON.stringify(o.issues, Un, 2));
    }),
    zc(r, 'addIssues', (o) => (n) => {
      o.issues.push(...n), (o.message = JSON.stringify(o.issues, Un, 2));
    }),
    Object.defineProperty(r, 'isEmpty', {
      configurable: !0,
      enumerable: !1,
      get() {
        return this.issues.length === 0;
      },
    }));
};
var St = _('ZodError', Jz, void 0, { Parent: Error });
var Lb = yc(St),
  Mb = Sc(St),
  zb = xc(St),
  Ub = _c(St),
  Fb = sx(St),
  Bb = ix(St),
  Vb = ax(St),
  Hb = cx(St),
  Gb = ux(St),
  jb = lx(St),
  Kb = px(St),
  Zb = dx(St);
function Xz() {
  yt.localeError || Kt(dE());
}
function vf() {
  yt.memoizer || Kt({ memoizer: pE() });
}
var ce = _('ZodType', (t, e) => (Xz(), ee.init(t, e), (t.def = e), (t.type = e.type), t), {
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
      return Ht(this, t, e);
    },
    brand() {
      return this;
    },
    register(t, e) {
      return t.add(this, e), this;
    },
    refine(t, e) {
      return this.check(KU(t, e));
    },
    superRefine(t, e) {
      return this.check(ZU(t, e));
    },
    overwrite(t) {
      return this.check(ho(t));
    },
    optional() {
      return Jb(this);
    },
    exactOptional() {
      return DU(this);
    },
    nullable() {
      return Yb(this);
    },
    nullish() {
      return Jb(Yb(this));
    },
    nonoptional(t) {
      return UU(this, t);
    },
    array() {
      return IU(this);
    },
    or(t) {
      return AU([this, t]);
    },
    and(t) {
      return RU(this, t);
    },
    transform(t) {
      return Xb(this, NU(t));
    },
    default(t) {
      return LU(this, t);
    },
    prefault(t) {
      return zU(this, t);
    },
    catch(t) {
      return BU(this, t);
    },
    pipe(t) {
      return Xb(this, t);
    },
    readonly() {
      return GU(this);
    },
    describe(t) {
      const e = this.clone();
      return Wo.add(e, { description: t }), e;
    },
    meta(...t) {
      if (t.length === 0) return Wo.get(this);
      const e = this.clone();
      return Wo.add(e, t[0]), e;
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
        ...qd(this),
        jsonSchema: { input: Ws(this, 'input'), output: Ws(this, 'output') },
      });
    },
    set '~standard'(t) {
      D.own(this, '~standard', t);
    },
    parse: function t(e, r) {
      return Lb(this, e, r, { callee: t });
    },
    parseAsync: async function t(e, r) {
      return await Mb(this, e, r, { callee: t });
    },
    safeParse(t, e) {
      return zb(this, t, e);
    },
    async safeParseAsync(t, e) {
      return Ub(this, t, e);
    },
    get spa() {
      return this?.safeParseAsync;
    },
    set spa(t) {
      D.own(this, 'spa', t);
    },
    validate(t, e) {
      return Fd(this, t, e);
    },
    validateAsync(t, e) {
      return Bd(this, t, e);
    },
    encode: function t(e, r) {
      return Fb(this, e, r, { callee: t });
    },
    decode: function t(e, r) {
      return Bb(this, e, r, { callee: t });
    },
    encodeAsync: async function t(e, r) {
      return await Vb(this, e, r, { callee: t });
    },
    decodeAsync: async function t(e, r) {
      return await Hb(this, e, r, { callee: t });
    },
    safeEncode(t, e) {
      return Gb(this, t, e);
    },
    safeDecode(t, e) {
      return jb(this, t, e);
    },
    async safeEncodeAsync(t, e) {
      return Kb(this, t, e);
    },
    async safeDecodeAsync(t, e) {
      return Zb(this, t, e);
    },
    toJSONSchema(t) {
      return ob(this, {})(t);
    },
    get description() {
      return Wo.get(this)?.description;
    },
    get _def() {
      return this._zod.def;
    },
  }),
  Qb = _(
    '_ZodString',
    (t, e) => {
      Vn.init(t, e), ce.init(t, e), (t._zod.processJSONSchema = (r, o, n) => db(t, r, o, n));
    },
    D.derived(
      {
        format: (t) => ze(t).format ?? null,
        minLength: (t) => ze(t).minimum ?? null,
        maxLength: (t) => ze(t).maximum ?? null,
      },
      {
        regex(...t) {
          return this.check(sf(...t));
        },
        includes(...t) {
          return this.check(uf(...t));
        },
        startsWith(...t) {
          return this.check(lf(...t));
        },
        endsWith(...t) {
          return this.check(pf(...t));
        },
        min(...t) {
          return this.check(jn(...t));
        },
        max(...t) {
          return this.check(Lc(...t));
        },
        length(...t) {
          return this.check(Mc(...t));
        },
        nonempty(...t) {
          return this.check(jn(1, ...t));
        },
        lowercase(t) {
          return this.check(af(t));
        },
        uppercase(t) {
          return this.check(cf(t));
        },
        trim() {
          return this.check(ff());
        },
        normalize(...t) {
          return this.check(df(...t));
        },
        toLowerCase() {
          return this.check(mf());
        },
        toUpperCase() {
          return this.check(hf());
        },
        slugify() {
          return this.check(gf());
        },
      },
    ),
  ),
  Fc = _(
    'ZodString',
    (t, e) => {
      Vn.init(t, e), Qb.init(t, e);
    },
    {
      email(t) {
        return this.check(of(ew, t));
      },
      url(t) {
        return this.check(nf(rw, t));
      },
      jwt(t) {
        return this.check($E(SU, t));
      },
      emoji(t) {
        return this.check(EE(nU, t));
      },
      guid(t) {
        return this.check(gE(oU, t));
      },
      uuid(t) {
        return this.check(yE(Uc, t));
      },
      uuidv4(t) {
        return this.check(SE(Uc, t));
      },
      uuidv6(t) {
        return this.check(xE(Uc, t));
      },
      uuidv7(t) {
        return this.check(_E(Uc, t));
      },
      nanoid(t) {
        return this.check(bE(sU, t));
      },
      cuid(t) {
        return this.check(wE(iU, t));
      },
      cuid2(t) {
        return this.check(IE(aU, t));
      },
      ulid(t) {
        return this.check(vE(cU, t));
      },
      base64(t) {
        return this.check(NE(hU, t));
      },
      base64url(t) {
        return this.check(DE(gU, t));
      },
      xid(t) {
        return this.check(TE(uU, t));
      },
      ksuid(t) {
        return this.check(AE(lU, t));
      },
      ipv4(t) {
        return this.check(CE(pU, t));
      },
      ipv6(t) {
        return this.check(RE(dU, t));
      },
      cidrv4(t) {
        return this.check(PE(fU, t));
      },
      cidrv6(t) {
        return this.check(OE(mU, t));
      },
      e164(t) {
        return this.check(kE(yU, t));
      },
      datetime(t) {
        return this.check(LE(Qz, t));
      },
      date(t) {
        return this.check(ME(eU, t));
      },
      time(t) {
        return this.check(zE(tU, t));
      },
      duration(t) {
        return this.check(UE(rU, t));
      },
    },
  );
function ct(t) {
  return mE(Fc, t);
}
var le = _('ZodStringFormat', (t, e) => {
    oe.init(t, e), Qb.init(t, e);
  }),
  Qz = _('ZodISODateTime', (t, e) => {
    v_.init(t, e), le.init(t, e);
  }),
  eU = _('ZodISODate', (t, e) => {
    T_.init(t, e), le.init(t, e);
  }),
  tU = _('ZodISOTime', (t, e) => {
    A_.init(t, e), le.init(t, e);
  }),
  rU = _('ZodISODuration', (t, e) => {
    C_.init(t, e), le.init(t, e);
  }),
  ew = _('ZodEmail', (t, e) => {
    m_.init(t, e), le.init(t, e);
  });
function tw(t) {
  return of(ew, t);
}
var oU = _('ZodGUID', (t, e) => {
  d_.init(t, e), le.init(t, e);
});
var Uc = _('ZodUUID', (t, e) => {
  f_.init(t, e), le.init(t, e);
});
var rw = _('ZodURL', (t, e) => {
  y_.init(t, e), le.init(t, e);
});
function qo(t) {
  return nf(rw, t);
}
var nU = _('ZodEmoji', (t, e) => {
  S_.init(t, e), le.init(t, e);
});
var sU = _('ZodNanoID', (t, e) => {
  x_.init(t, e), le.init(t, e);
});
var iU = _('ZodCUID', (t, e) => {
  __.init(t, e), le.init(t, e);
});
var aU = _('ZodCUID2', (t, e) => {
  E_.init(t, e), le.init(t, e);
});
var cU = _('ZodULID', (t, e) => {
  b_.init(t, e), le.init(t, e);
});
var uU = _('ZodXID', (t, e) => {
  w_.init(t, e), le.init(t, e);
});
var lU = _('ZodKSUID', (t, e) => {
  I_.init(t, e), le.init(t, e);
});
var pU = _('ZodIPv4', (t, e) => {
  R_.init(t, e), le.init(t, e);
});
var dU = _('ZodIPv6', (t, e) => {
  O_.init(t, e), le.init(t, e);
});
var fU = _('ZodCIDRv4', (t, e) => {
  N_.init(t, e), le.init(t, e);
});
var mU = _('ZodCIDRv6', (t, e) => {
  D_.init(t, e), le.init(t, e);
});
var hU = _('ZodBase64', (t, e) => {
  $_.init(t, e), le.init(t, e);
});
var gU = _('ZodBase64URL', (t, e) => {
  L_.init(t, e), le.init(t, e);
});
var yU = _('ZodE164', (t, e) => {
  M_.init(t, e), le.init(t, e);
});
var SU = _('ZodJWT', (t, e) => {
  z_.init(t, e), le.init(t, e);
});
var Bc = _(
  'ZodNumber',
  (t, e) => {
    Yd.init(t, e), ce.init(t, e), (t._zod.processJSONSchema = (r, o, n) => fb(t, r, o, n)), (t.isFinite = !0);
  },
  D.derived(
    {
      minValue: (t) => {
        const { minimum: e, exclusiveMinimum: r } = ze(t);
        return Math.max(e ?? Number.NEGATIVE_INFINITY, r ?? Number.NEGATIVE_INFINITY);
      },
      maxValue: (t) => {
        const { maximum: e, exclusiveMaximum: r } = ze(t);
        return Math.min(e ?? Number.POSITIVE_INFINITY, r ?? Number.POSITIVE_INFINITY);
      },
      isInt: (t) => {
        const { isInt: e, multipleOf: r } = ze(t);
        return !!e || !!r?.some(Number.isSafeInteger);
      },
      format: (t) => ze(t).format ?? null,
    },
    {
      gt(t, e) {
        return this.check(Gn(t, e));
      },
      gte(t, e) {
        return this.check(Xr(t, e));
      },
      min(t, e) {
        return this.check(Xr(t, e));
      },
      lt(t, e) {
        return this.check(Hn(t, e));
      },
      lte(t, e) {
        return this.check(Yr(t, e));
      },
      max(t, e) {
        return this.check(Yr(t, e));
      },
      int(t) {
        return this.check(Wb(t));
      },
      safe(t) {
        return this.check(Wb(t));
      },
      positive(t) {
        return this.check(Gn(0, t));
      },
      nonnegative(t) {
        return this.check(Xr(0, t));
      },
      negative(t) {
        return this.check(Hn(0, t));
      },
      nonpositive(t) {
        return this.check(Yr(0, t));
      },
      multipleOf(t, e) {
        return this.check(Ks(t, e));
      },
      step(t, e) {
        return this.check(Ks(t, e));
      },
      finite() {
        return this;
      },
    },
  ),
);
function ow(t) {
  return FE(Bc, t);
}
var xU = _('ZodNumberFormat', (t, e) => {
  U_.init(t, e), Bc.init(t, e);
});
function Wb(t) {
  return VE(xU, t);
}
var Tf = _('ZodBoolean', (t, e) => {
  Rc.init(t, e), ce.init(t, e), (t._zod.processJSONSchema = (r, o, n) => mb(t, r, o, n));
});
var nw = _(
  'ZodBigInt',
  (t, e) => {
    F_.init(t, e), ce.init(t, e), (t._zod.processJSONSchema = (r, o, n) => hb(t, r, o, n));
  },
  D.derived(
    {
      minValue: (t) => ze(t).minimum ?? null,
      maxValue: (t) => ze(t).maximum ?? null,
      format: (t) => ze(t).format ?? null,
    },
    {
      gte(t, e) {
        return this.check(Xr(t, e));
      },
      min(t, e) {
        return this.check(Xr(t, e));
      },
      gt(t, e) {
        return this.check(Gn(t, e));
      },
      lt(t, e) {
        return this.check(Hn(t, e));
      },
      lte(t, e) {
        return this.check(Yr(t, e));
      },
      max(t, e) {
        return this.check(Yr(t, e));
      },
      positive(t) {
        return this.check(Gn(BigInt(0), t));
      },
      negative(t) {
        return this.check(Hn(BigInt(0), t));
      },
      nonpositive(t) {
        return this.check(Yr(BigInt(0), t));
      },
      nonnegative(t) {
        return this.check(Xr(BigInt(0), t));
      },
      multipleOf(t, e) {
        return this.check(Ks(t, e));
      },
    },
  ),
);
var _U = _('ZodUnknown', (t, e) => {
  B_.init(t, e), ce.init(t, e), (t._zod.processJSONSchema = (r, o, n) => yb(t, r, o, n));
});
function qb() {
  return jE(_U);
}
var EU = _('ZodNever', (t, e) => {
  V_.init(t, e), ce.init(t, e), (t._zod.processJSONSchema = (r, o, n) => gb(t, r, o, n));
});
function bU(t) {
  return KE(EU, t);
}
var sw = _(
  'ZodDate',
  (t, e) => {
    H_.init(t, e),
      ce.init(t, e),
      (t._zod.processJSONSchema = (r, o, n) => Sb(t, r, o, n)),
      (t.min = (r, o) => t.check(Xr(r, o))),
      (t.max = (r, o) => t.check(Yr(r, o)));
  },
  D.derived(
    {
      minDate: (t) => {
        const { minimum: e } = ze(t);
        return e ? new Date(e) : null;
      },
      maxDate: (t) => {
        const { maximum: e } = ze(t);
        return e ? new Date(e) : null;
      },
    },
    {},
  ),
);
var wU = _(
  'ZodArray',
  (t, e) => {
    vf(),
      G_.init(t, e),
      ce.init(t, e),
      (t._zod.processJSONSchema = (r, o, n) => wb(t, r, o, n)),
      (t.element = e.element);
  },
  {
    min(t, e) {
      return this.check(jn(t, e));
    },
    nonempty(t) {
      return this.check(jn(1, t));
    },
    max(t, e) {
      return this.check(Lc(t, e));
    },
    length(t, e) {
      return this.check(Mc(t, e));
    },
    unwrap() {
      return this.element;
    },
  },
);
function IU(t, e) {
  return WE(wU, t, e);
}
var vU = _(
  'ZodObject',
  (t, e) => {
    vf(),
      Z_.init(t, e),
      ce.init(t, e),
      (t._zod.processJSONSchema = (r, o, n) => Ib(t, r, o, n)),
      D.installLazyProp(t, 'shape', (r) => r._zod.def.shape, !1);
  },
  {
    keyof() {
      return Js(Object.keys(this._zod.def.shape));
    },
    catchall(t) {
      return this.clone(D.mergeDefs(this._zod.def, { catchall: t }));
    },
    passthrough() {
      return this.clone(D.mergeDefs(this._zod.def, { catchall: qb() }));
    },
    loose() {
      return this.clone(D.mergeDefs(this._zod.def, { catchall: qb() }));
    },
    strict() {
      return this.clone(D.mergeDefs(this._zod.def, { catchall: bU() }));
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
      return D.partial(aw, this, t[0]);
    },
    exactPartial(...t) {
      return D.partial(cw, this, t[0], 'exactPartial');
    },
    required(...t) {
      return D.required(uw, this, t[0]);
    },
  },
);
function Wn(t, e) {
  const r = { type: 'object', shape: t ?? {}, ...D.normalizeParams(e) };
  return new vU(r);
}
var TU = _('ZodUnion', (t, e) => {
  W_.init(t, e), ce.init(t, e), (t._zod.processJSONSchema = (r, o, n) => vb(t, r, o, n)), (t.options = e.options);
});
function AU(t, e) {
  return new TU({ type: 'union', options: t, ...D.normalizeParams(e) });
}
var CU = _('ZodIntersection', (t, e) => {
  q_.init(t, e), ce.init(t, e), (t._zod.processJSONSchema = (r, o, n) => Tb(t, r, o, n));
});
function RU(t, e) {
  return new CU({ type: 'intersection', left: t, right: e });
}
var If = _('ZodEnum', (t, e) => {
  J_.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (o, n, s) => xb(t, o, n, s)),
    (t.enum = e.entries),
    (t.options = [...t._zod.values]);
  const r = new Set(Object.keys(e.entries));
  (t.extract = (o, n) => {
    const s = {};
    for (const i of o)
      if (r.has(i)) s[i] = e.entries[i];
      else throw new Error(`Key ${i} not found in enum`);
    return new If({ ...e, checks: [], ...D.normalizeParams(n), entries: s });
  }),
    (t.exclude = (o, n) => {
      const s = { ...e.entries };
      for (const i of o)
        if (r.has(i)) delete s[i];
        else throw new Error(`Key ${i} not found in enum`);
      return new If({ ...e, checks: [], ...D.normalizeParams(n), entries: s });
    });
});
function Js(t, e) {
  const r = Array.isArray(t) ? Object.fromEntries(t.map((o) => [o, o])) : t;
  return new If({ type: 'enum', entries: r, ...D.normalizeParams(e) });
}
var PU = _('ZodLiteral', (t, e) => {
  Y_.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => _b(t, r, o, n)),
    (t.values = new Set(e.values)),
    Object.defineProperty(t, 'value', {
      get() {
        if (e.values.length > 1)
          throw new Error('This schema contains multiple valid literal values. Use `.values` instead.');
        return e.values[0];
      },
    });
});
function iw(t, e) {
  return new PU({ type: 'literal', values: Array.isArray(t) ? t : [t], ...D.normalizeParams(e) });
}
var OU = _('ZodTransform', (t, e) => {
  vf(),
    X_.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => bb(t, r, o, n)),
    (t._zod.parse = (r, o) => {
      if (o.direction === 'backward') throw new Bn(t.constructor.name);
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
function NU(t) {
  return new OU({ type: 'transform', transform: t });
}
var aw = _('ZodOptional', (t, e) => {
  Xd.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => wf(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType);
});
function Jb(t) {
  return new aw({ type: 'optional', innerType: t });
}
var cw = _('ZodExactOptional', (t, e) => {
  Q_.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => wf(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType);
});
function DU(t) {
  return new cw({ type: 'optional', innerType: t });
}
var kU = _('ZodNullable', (t, e) => {
  eE.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Ab(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType);
});
function Yb(t) {
  return new kU({ type: 'nullable', innerType: t });
}
var $U = _('ZodDefault', (t, e) => {
  tE.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Pb(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType),
    (t.removeDefault = t.unwrap);
});
function LU(t, e) {
  return new $U({
    type: 'default',
    innerType: t,
    get defaultValue() {
      return typeof e == 'function' ? e() : D.shallowClone(e);
    },
  });
}
var MU = _('ZodPrefault', (t, e) => {
  rE.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Ob(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType);
});
function zU(t, e) {
  return new MU({
    type: 'prefault',
    innerType: t,
    get defaultValue() {
      return typeof e == 'function' ? e() : D.shallowClone(e);
    },
  });
}
var uw = _('ZodNonOptional', (t, e) => {
  oE.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Cb(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType);
});
function UU(t, e) {
  return new uw({ type: 'nonoptional', innerType: t, ...D.normalizeParams(e) });
}
var FU = _('ZodCatch', (t, e) => {
  nE.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Nb(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType),
    (t.removeCatch = t.unwrap);
});
function BU(t, e) {
  return new FU({ type: 'catch', innerType: t, catchValue: typeof e == 'function' ? e : D.constantCatch(e) });
}
var lw = _('ZodPipe', (t, e) => {
  sE.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => Db(t, r, o, n)),
    (t.in = e.in),
    (t.out = e.out);
});
function Xb(t, e) {
  return new lw({ type: 'pipe', in: t, out: e });
}
var VU = _('ZodCodec', (t, e) => {
  lw.init(t, e), Pc.init(t, e);
});
var HU = _('ZodReadonly', (t, e) => {
  iE.init(t, e),
    ce.init(t, e),
    (t._zod.processJSONSchema = (r, o, n) => kb(t, r, o, n)),
    (t.unwrap = () => t._zod.def.innerType);
});
function GU(t) {
  return new HU({ type: 'readonly', innerType: t });
}
var jU = _('ZodCustom', (t, e) => {
  aE.init(t, e), ce.init(t, e), (t._zod.processJSONSchema = (r, o, n) => Eb(t, r, o, n));
});
function KU(t, e = {}) {
  return qE(jU, t, e);
}
function ZU(t, e) {
  return JE(t, e);
}
var pw = (...t) => YE({ Codec: VU, Boolean: Tf, String: Fc }, ...t);
var Vc = {};
We(Vc, { bigint: () => XU, boolean: () => YU, date: () => QU, number: () => JU, string: () => qU });
function qU(t) {
  return hE(Fc, t);
}
function JU(t) {
  return BE(Bc, t);
}
function YU(t) {
  return HE(Tf, t);
}
function XU(t) {
  return GE(nw, t);
}
function QU(t) {
  return ZE(sw, t);
}
function dw(t) {
  return typeof t.response == 'object';
}
var mw = {
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  handler: 'system/get-health',
  response: Wn({ ok: iw(!0) }),
};
import { Readable as tF } from 'node:stream';
import { pipeline as rF } from 'node:stream/promises';
import { ReadableStream as oF } from 'node:stream/web';
import { setTimeout as nF } from 'node:timers';
var sF = () => {},
  hw = {
    timeoutEarlyInMillis: 5,
    timeoutEarlyResponse: () => {
      const t = new Error('[AbortError]: The operation was aborted.', { cause: { package: '@middy/core' } });
      throw ((t.name = 'TimeoutError'), t);
    },
    streamifyResponse: !1,
  },
  iF = (t, e) => {
    let r, o;
    typeof t == 'function' ? ((r = t), (o = { ...hw, ...e })) : ((r = sF), (o = { ...hw, ...t })),
      (o.timeoutEarly = o.timeoutEarlyInMillis > 0),
      o.beforePrefetch?.();
    const n = [],
      s = [],
      i = [],
      a = (u = {}, l = {}) => ({ event: u, context: l, response: void 0, error: void 0, internal: o.internal ?? {} }),
      c = o.streamifyResponse
        ? awslambda.streamifyResponse(async (u, l, d) => {
            const f = a(u, d);
            o.requestStart?.(f);
            let m = await gw(f, n, r, s, i, o),
              h = l,
              g = m;
            if (m.statusCode) {
              const { body: S, ...x } = m;
              (g = S ?? ''), (h = awslambda.HttpResponseStream.from(h, x));
            }
            let y;
            if (
              (g._readableState || g instanceof oF
                ? (y = g)
                : typeof g == 'string' && (y = tF.from(g.length < Cf ? g : aF(g))),
              !y)
            )
              throw new Error('handler response not a ReadableStream');
            await rF(y, h), await o.requestEnd?.(f);
          })
        : async (u, l) => {
            const d = a(u, l);
            o.requestStart?.(d);
            const f = await gw(d, n, r, s, i, o);
            return await o.requestEnd?.(d), f;
          };
    return (
      (c.use = (u) => {
        const l = Array.isArray(u) ? u : [u];
        for (const d of l) {
          const { before: f, after: m, onError: h } = d;
          if (f || m || h) f && c.before(f), m && c.after(m), h && c.onError(h);
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
  Cf = 16384;
function* aF(t) {
  let e = 0,
    r = t.length;
  for (; e < r; ) yield t.substring(e, e + Cf), (e += Cf);
}
var Hc = new AbortController(),
  gw = async (t, e, r, o, n, s) => {
    let i,
      a = s.timeoutEarly && t.context.getRemainingTimeInMillis;
    try {
      if ((await Af(t, e, s), !Object.hasOwn(t, 'earlyResponse'))) {
        s.beforeHandler?.(), Hc.signal.aborted && (Hc = new AbortController());
        const c = [r(t.event, t.context, { signal: Hc.signal })];
        if (a) {
          let u,
            l = new Promise((d, f) => {
              u = () => {
                Hc.abort();
                try {
                  d(s.timeoutEarlyResponse());
                } catch (m) {
                  f(m);
                }
              };
            });
          (i = nF(u, t.context.getRemainingTimeInMillis() - s.timeoutEarlyInMillis)), c.push(l);
        }
        (t.response = await Promise.race(c)), i && clearTimeout(i), s.afterHandler?.(), await Af(t, o, s);
      }
    } catch (c) {
      i && clearTimeout(i), (t.response = void 0), (t.error = c);
      try {
        await Af(t, n, s);
      } catch (u) {
        throw ((u.originalError = t.error), (t.error = u), t.error);
      }
      if (typeof t.response > 'u') throw t.error;
    }
    return t.response;
  },
  Af = async (t, e, r) => {
    for (const o of e) {
      r.beforeMiddleware?.(o.name);
      const n = await o(t);
      if ((r.afterMiddleware?.(o.name), typeof n < 'u' && (t.earlyResponse = n), Object.hasOwn(t, 'earlyResponse'))) {
        t.response = t.earlyResponse;
        return;
      }
    }
  },
  yw = iF;
var Sw = 0,
  cF = new Set();
function Gc(t, e) {
  let r;
  return () => {
    if (r?.generation !== Sw) {
      const o = t();
      (r = { generation: Sw, value: o }), e && cF.add(() => e(o));
    }
    return r.value;
  };
}
var uF = Wn({
    AUTH_MODE: Js(['local', 'cognito']).default('local'),
    APP_ORIGIN: qo().optional(),
    AWS_REGION: ct().default('us-east-1'),
    TABLE_NAME: ct().min(1).default('bizpilot'),
    DYNAMODB_ENDPOINT: qo().optional(),
    FILES_BUCKET: ct().min(1).default('bizpilot-files'),
    S3_ENDPOINT: qo().optional(),
    COGNITO_DOMAIN: qo().optional(),
    COGNITO_CLIENT_ID: ct().optional(),
    COGNITO_USER_POOL_ID: ct().optional(),
    COGNITO_ISSUER: qo().optional(),
    LOG_LEVEL: Js(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
    OPENAI_BASE_URL: qo().optional(),
    OPENAI_MODEL: ct().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: Vc.number().int().min(1e3).max(12e4).default(2e4),
    EVENT_BUS_NAME: ct().min(1).optional(),
    MESSAGE_DELIVERY: Js(['outbox', 'aws']).default('outbox'),
    SES_FROM_ADDRESS: tw().optional(),
    CREDENTIALS_KEY_ARN: ct().min(1).optional(),
    CREDENTIALS_KEY_FILE: ct().min(1).optional(),
    VALIDATE_RESPONSES: pw().default(!1),
  }),
  Jo = Gc(() => lF(process.env));
function lF(t) {
  const e = Object.fromEntries(Object.entries(t).filter(([, o]) => o !== void 0 && o !== '')),
    r = uF.safeParse(e);
  if (!r.success) {
    const o = r.error.issues.map((n) => `${n.path.join('.')}: ${n.message}`).join('; ');
    throw new Error(`Invalid configuration: ${o}`);
  }
  return r.data;
}
var Wt = class extends Error {
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
  go = class extends Wt {
    constructor(r, o = []) {
      super(400, r, { issues: o });
      this.issues = o;
    }
    issues;
  },
  jc = class extends Wt {
    constructor(e = 'Unauthorized') {
      super(401, e);
    }
  };
var Ys = class extends Wt {
  constructor(e = 'Forbidden') {
    super(403, e);
  }
};
var Rf = { PRETTY: 4, COMPACT: 0 };
var q = { TRACE: 6, DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 },
  xw = ['level', 'message', 'sampling_rate', 'service', 'timestamp'],
  _w = 'Uncaught error detected, flushing log buffer before exit';
Qs();
var Df = 'AWS_LAMBDA_INITIALIZATION_TYPE',
  Ew = 'AWS_LAMBDA_MAX_CONCURRENCY',
  bw = 'POWERTOOLS_DEV';
var ww = '_X_AMZN_TRACE_ID';
var xt = ({ key: t, defaultValue: e, errorMessage: r }) => {
    const o = process.env[t];
    if (o === void 0) {
      if (e !== void 0) return e;
      throw r ? new Error(r) : new Error(`Environment variable ${t} is required`);
    }
    return o.trim();
  },
  Iw = ({ key: t, defaultValue: e, errorMessage: r }) => {
    const o = xt({ key: t, defaultValue: String(e), errorMessage: r }),
      n = Number(o);
    if (Number.isNaN(n)) throw new TypeError(`Environment variable ${t} must be a number`);
    return n;
  },
  pF = new Set(['1', 'y', 'yes', 't', 'true', 'on']),
  dF = new Set(['0', 'n', 'no', 'f', 'false', 'off']),
  kf = ({ key: t, defaultValue: e, errorMessage: r, extendedParsing: o }) => {
    const s = xt({ key: t, defaultValue: String(e), errorMessage: r }).toLowerCase();
    if (o) {
      if (pF.has(s)) return !0;
      if (dF.has(s)) return !1;
    }
    if (s !== 'true' && s !== 'false') throw new Error(`Environment variable ${t} must be a boolean`);
    return s === 'true';
  },
  ei = () => {
    try {
      return kf({ key: bw, extendedParsing: !0 });
    } catch {
      return !1;
    }
  };
var fF = () => {
  const t = globalThis.awslambda?.InvokeStore?.getXRayTraceId() ?? xt({ key: ww, defaultValue: '' });
  if (t === '') return;
  if (!t.includes('=')) return { Root: t };
  const e = {};
  for (const r of t.split(';')) {
    const [o, n] = r.split('=');
    e[o] = n;
  }
  return e;
};
var qt = () => xt({ key: Ew, defaultValue: '' }) !== '',
  ti = () => fF()?.Root;
var ri = class {
  #e = !1;
  formatError(e) {
    const { name: r, message: o, stack: n, cause: s, ...i } = e,
      a = {
        name: r,
        location: this.getCodeLocation(e.stack),
        message: o,
        stack:
          ei() && typeof n == 'string'
            ? n?.split(`
`)
            : n,
        cause: s instanceof Error ? this.formatError(s) : s,
      };
    for (const c in e) typeof c == 'string' && !['name', 'message', 'stack', 'cause'].includes(c) && (a[c] = i[c]);
    return a;
  }
  formatTimestamp(e) {
    const o = xt({ key: 'TZ', defaultValue: '' });
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
      f = d >= 0 ? '+' : '-',
      m = Math.abs(Math.floor(d / 60))
        .toString()
        .padStart(2, '0'),
      h = Math.abs(d % 60)
        .toString()
        .padStart(2, '0'),
      g = e.getMilliseconds().toString().padStart(3, '0'),
      y = `${f}${m}:${h}`;
    return `${l}.${g}${y}`;
  }
};
var Zc = '2.35.0';
var I5 = process.env.AWS_EXECUTION_ENV || 'NA';
var mF = new Set(['__proto__', 'constructor']),
  oi = (t) => {
    if (typeof t != 'object' || t === null) return !1;
    const e = Object.getPrototypeOf(t);
    return e === Object.prototype || e === null;
  },
  hF = (t, e) => {
    if (oi(t)) {
      const r = {};
      return e.push(t), ni(r, t, e), e.pop(), { skip: !1, value: r };
    }
    if (Array.isArray(t)) {
      if (e.includes(t)) return { skip: !0 };
      const r = [];
      return e.push(t), Wc(r, t, e), e.pop(), { skip: !1, value: r };
    }
    return { skip: !1, value: t };
  },
  gF = (t, e, r, o) => {
    const n = t[e],
      s = oi(r);
    if (!(s && o.includes(r))) {
      if (s && oi(n)) {
        o.push(r), ni(n, r, o), o.pop();
        return;
      }
      if (Array.isArray(r) && Array.isArray(n)) {
        o.includes(r) || (o.push(r), Wc(n, r, o), o.pop());
        return;
      }
      if (r !== void 0 || n === void 0) {
        const i = hF(r, o);
        i.skip || (t[e] = i.value);
      }
    }
  },
  Wc = (t, e, r) => {
    for (let o = 0; o < e.length; o++) gF(t, o, e[o], r);
  },
  yF = (t, e, r, o, n) => {
    if (!Array.isArray(o)) {
      const s = [];
      Wc(s, r, n), (t[e] = s);
      return;
    }
    Wc(o, r, n);
  },
  SF = (t, e, r, o, n) => {
    if (oi(o)) {
      ni(o, r, n);
      return;
    }
    const s = {};
    ni(s, r, n), (t[e] = s);
  },
  ni = (t, e, r) => {
    for (const o of Object.keys(e)) {
      if (mF.has(o)) continue;
      const n = e[o],
        s = t[o];
      if (Array.isArray(n)) {
        if (r.includes(n)) continue;
        r.push(n), yF(t, o, n, s, r), r.pop();
        continue;
      }
      if (oi(n)) {
        if (r.includes(n)) continue;
        r.push(n), SF(t, o, n, s, r), r.pop();
        continue;
      }
      (n !== void 0 || s === void 0) && (t[o] = n);
    }
  },
  Qr = (t, ...e) => {
    const r = [t];
    for (const o of e) o != null && (r.push(o), ni(t, o, r), r.pop());
    return t;
  };
var qc = 'powertools-for-aws',
  vw = `${qc}.tracer`,
  Tw = `${qc}.metrics`,
  Aw = `${qc}.logger`,
  Cw = `${qc}.idempotency`;
var $f = (t) => typeof t == 'string';
var Rw = (t) => Object.is(t, null),
  Lf = (t) => Rw(t) || Object.is(t, void 0);
var si = class {
  #e;
  coldStart = !0;
  defaultServiceName = 'service_undefined';
  constructor() {
    (this.#e = this.getInitializationType()), this.#e !== 'on-demand' && (this.coldStart = !1);
  }
  getInitializationType() {
    const e = process.env[Df]?.trim();
    return e === 'on-demand' ? 'on-demand' : e === 'provisioned-concurrency' ? 'provisioned-concurrency' : 'unknown';
  }
  getColdStart() {
    return this.#e !== 'on-demand' ? !1 : this.coldStart ? ((this.coldStart = !1), !0) : !1;
  }
  isValidServiceName(e) {
    return typeof e == 'string' && e.trim().length > 0;
  }
};
var xF = process.env.AWS_EXECUTION_ENV || 'NA';
if (!process.env.AWS_SDK_UA_APP_ID?.includes('/PTEnv/')) {
  const t = `PT/NO-OP/${Zc}/PTEnv/${xF}`;
  process.env.AWS_SDK_UA_APP_ID = process.env.AWS_SDK_UA_APP_ID ? `${process.env.AWS_SDK_UA_APP_ID}/${t}` : t;
}
var qn = class {
  attributes = {};
  constructor(e) {
    this.setAttributes(e.attributes);
  }
  addAttributes(e) {
    return Qr(this.attributes, e), this;
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
import { Console as _F } from 'node:console';
import { randomInt as EF } from 'node:crypto';
var Jc = class extends ri {
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
    if (this.#e === void 0) return new qn({ attributes: o }).addAttributes(r);
    const n = {};
    for (const i of this.#e) i in o && !(i in n) ? (n[i] = o[i]) : i in r && !(i in n) && (n[i] = r[i]);
    for (const i in o) i in n || (n[i] = o[i]);
    for (const i in r) i in n || (n[i] = r[i]);
    return new qn({ attributes: n });
  }
};
Qs();
var Yc = class {
  #e = Symbol('powertools.logger.temporaryAttributes');
  #t = Symbol('powertools.logger.keys');
  #n = Symbol('powertools.logger.lambdaContext');
  #a = {};
  #c = new Map();
  #s = {};
  #o;
  #r() {
    if (!qt()) return this.#a;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let e = globalThis.awslambda.InvokeStore,
      r = e.get(this.#e);
    return r == null && ((r = {}), e.set(this.#e, r)), r;
  }
  #i() {
    if (!qt()) return this.#c;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let e = globalThis.awslambda.InvokeStore,
      r = e.get(this.#t);
    return r == null && ((r = new Map()), e.set(this.#t, r)), r;
  }
  appendTemporaryKeys(e) {
    const r = this.#r();
    Qr(r, e);
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
    if (!qt()) {
      this.#a = {};
      return;
    }
    globalThis.awslambda.InvokeStore?.set(this.#e, {});
  }
  setLambdaContext(e) {
    if (!qt()) {
      this.#o = e;
      return;
    }
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    globalThis.awslambda.InvokeStore.set(this.#n, e);
  }
  getLambdaContext() {
    return qt() ? globalThis.awslambda?.InvokeStore?.get(this.#n) : this.#o;
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
Qs();
var Mf = class {
    value;
    logLevel;
    byteSize;
    constructor(e, r) {
      if (!$f(e)) throw new Error('Value should be a string');
      (this.value = e), (this.logLevel = r), (this.byteSize = Buffer.byteLength(e));
    }
  },
  zf = class extends Set {
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
  ii = class extends Map {
    #e;
    #t;
    constructor({ maxBytesSize: e, onBufferOverflow: r }) {
      super(), (this.#e = e), (this.#t = r);
    }
    setItem(e, r, o) {
      const n = new Mf(r, o);
      if (n.byteSize > this.#e) throw new Error('Item too big');
      const s = this.get(e) || new zf();
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
var Xc = class {
  #e = Symbol('powertools.logger.logLevel');
  #t = Symbol('powertools.logger.buffer');
  #n;
  #a;
  #c;
  constructor(e) {
    this.#n = e;
  }
  getLogLevel() {
    if (!qt()) return this.#n;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    return globalThis.awslambda.InvokeStore.get(this.#e) ?? this.#n;
  }
  getBaseLogLevel() {
    return this.#n;
  }
  setLogLevel(e) {
    if (qt()) {
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
    (this.#a = e), (this.#c = new ii({ maxBytesSize: e }));
  }
  #s() {
    if (!qt()) return this.#c;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let e = globalThis.awslambda.InvokeStore,
      r = e.get(this.#t);
    return r == null && ((r = new ii({ maxBytesSize: this.#a })), e.set(this.#t, r)), r;
  }
  add(e, r, o) {
    const n = this.#s();
    !qt() && n.has(e) === !1 && n.clear(), n.setItem(e, r, o);
  }
  get(e) {
    return this.#s().get(e);
  }
  delete(e) {
    this.#s().delete(e);
  }
};
var ai = class t extends si {
  console;
  customConfigService;
  logEvent = !1;
  logFormatter;
  logIndentation = Rf.COMPACT;
  #e;
  powertoolsLogData = { sampleRateValue: 0 };
  #t = new Yc();
  #n = [];
  #a = !1;
  #c = q.INFO;
  #s;
  #o = { enabled: !1, flushOnErrorLog: !0, maxBytes: 20480, bufferAtVerbosity: q.DEBUG };
  #r = new Xc(q.INFO);
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
    this.#m(e, 'temp');
  }
  appendPersistentKeys(e) {
    this.#m(e, 'persistent');
  }
  createChild(e = {}) {
    const r = 'persistentLogAttributes' in e && !('persistentKeys' in e) ? 'persistentLogAttributes' : 'persistentKeys',
      o = this.createLogger(
        Qr(
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
    this.processLogItem(q.CRITICAL, e, r);
  }
  debug(e, ...r) {
    this.processLogItem(q.DEBUG, e, r);
  }
  error(e, ...r) {
    this.processLogItem(q.ERROR, e, r);
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
    this.processLogItem(q.INFO, e, r);
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
          throw (e?.flushBufferOnUncaughtError && (i.flushBuffer(), i.error({ message: _w, error: c })), c);
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
    this.#h() && this.#r.getLogLevel() > q.TRACE
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
      if (this.isValidLogLevel(e)) this.#r.setLogLevel(q[e]);
      else throw new Error(`Invalid log level: ${e}`);
  }
  setPersistentLogAttributes(e) {
    const r = this.#f(e);
    this.#t.setPersistentAttributes(r);
  }
  get persistentLogAttributes() {
    return this.#t.getPersistentAttributes();
  }
  shouldLogEvent(e) {
    return typeof e == 'boolean' ? e : this.getLogEvent();
  }
  trace(e, ...r) {
    this.processLogItem(q.TRACE, e, r);
  }
  warn(e, ...r) {
    this.processLogItem(q.WARN, e, r);
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
    Qr(this.powertoolsLogData, e);
  }
  #f(e) {
    const r = {};
    for (const [o, n] of Object.entries(e)) this.#p(o) || (r[o] = n);
    return r;
  }
  #m(e, r) {
    const o = this.#f(e);
    if (r === 'temp') this.#t.appendTemporaryKeys(o);
    else {
      const n = this.#t.getPersistentAttributes();
      this.#t.setPersistentAttributes(Qr(n, o));
    }
  }
  awsLogLevelShortCircuit(e) {
    return this.#e !== void 0
      ? (this.#r.setBaseLogLevel(q[this.#e]),
        this.isValidLogLevel(e) &&
          this.#r.getBaseLogLevel() > q[e] &&
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
        xRayTraceId: ti(),
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
      Lf(o) || (o instanceof Error ? (r.error = o) : typeof o == 'string' ? (r.extra = o) : this.#S(o, r));
  }
  #S(e, r) {
    for (const [o, n] of Object.entries(e)) this.#p(o) || (r[o] = n);
  }
  #h() {
    return this.#u.sampleRateValue && EF(0, 100) / 100 <= this.#u.sampleRateValue;
  }
  #p(e) {
    return xw.includes(e) ? (this.warn(`The key "${e}" is a reserved key and will be dropped.`), !0) : !1;
  }
  getCustomConfigService() {
    return this.customConfigService;
  }
  getLogFormatter() {
    return this.logFormatter;
  }
  getLogLevelNameFromNumber(e) {
    let r;
    for (const [o, n] of Object.entries(q))
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
    return typeof e == 'string' && e in q;
  }
  isValidSampleRate(e) {
    return typeof e == 'number' && 0 <= e && e <= 1;
  }
  printLog(e, r) {
    r.prepareForPrint();
    const o = e === q.CRITICAL ? 'error' : this.getLogLevelNameFromNumber(e).toLowerCase();
    this.console[o](JSON.stringify(r.getAttributes(), this.getJsonReplacer(), this.logIndentation));
  }
  processLogItem(e, r, o) {
    this.#o.enabled && this.#o.flushOnErrorLog && e >= q.ERROR && e < q.SILENT && this.flushBuffer();
    const n = ti();
    if (n !== void 0 && this.shouldBufferLog(n, e)) {
      try {
        this.bufferLogItem(n, this.createAndPopulateLogItem(e, r, o), e);
      } catch (s) {
        this.printLog(q.WARN, this.createAndPopulateLogItem(q.WARN, `Unable to buffer log: ${s.message}`, [s])),
          this.printLog(e, this.createAndPopulateLogItem(e, r, o));
      }
      return;
    }
    e >= this.#r.getLogLevel() &&
      (this.#a ? this.printLog(e, this.createAndPopulateLogItem(e, r, o)) : this.#n.push([e, [e, r, o]]));
  }
  setConsole() {
    ei() ? (this.console = console) : (this.console = new _F({ stdout: process.stdout, stderr: process.stderr })),
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
      this.#r.setBaseLogLevel(q[r]), (this.#c = this.#r.getBaseLogLevel());
      return;
    }
    const o = this.getCustomConfigService()?.getLogLevel()?.toUpperCase();
    if (this.isValidLogLevel(o)) {
      this.#r.setBaseLogLevel(q[o]), (this.#c = this.#r.getBaseLogLevel());
      return;
    }
    const n = xt({ key: 'POWERTOOLS_LOG_LEVEL', defaultValue: '' }),
      s = xt({ key: 'LOG_LEVEL', defaultValue: '' }),
      i = n || s;
    this.isValidLogLevel(i) && (this.#r.setBaseLogLevel(q[i]), (this.#c = this.#r.getBaseLogLevel()));
  }
  setInitialSampleRate(e) {
    const r = e,
      o = this.getCustomConfigService()?.getSampleRateValue(),
      n = Iw({ key: 'POWERTOOLS_LOGGER_SAMPLE_RATE', defaultValue: 0 });
    for (const s of [r, o, n])
      if (this.isValidSampleRate(s)) {
        (this.#u.sampleRateValue = s),
          (this.powertoolsLogData.sampleRateValue = s),
          this.#h() &&
            this.#r.getBaseLogLevel() > q.TRACE &&
            (this.setLogLevel('DEBUG'), this.debug('Setting log level to DEBUG due to sampling rate'));
        break;
      }
  }
  setLogEvent() {
    this.logEvent = kf({ key: 'POWERTOOLS_LOGGER_LOG_EVENT', defaultValue: !1 });
  }
  setLogFormatter(e, r) {
    this.logFormatter = e ?? new Jc({ logRecordOrder: r });
  }
  setLogIndentation() {
    ei() && (this.logIndentation = Rf.PRETTY);
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
      correlationIdSearchFn: f,
    } = e;
    a &&
      Object.keys(a).length > 0 &&
      i &&
      Object.keys(i).length > 0 &&
      this.warn(
        'Both persistentLogAttributes and persistentKeys options were provided. Using persistentKeys as persistentLogAttributes is deprecated and will be removed in future releases',
      ),
      this.setPowertoolsLogData(o, c, i || a);
    const m = xt({ key: 'AWS_LAMBDA_LOG_LEVEL', defaultValue: '' }),
      h = m === 'FATAL' ? 'CRITICAL' : m;
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
      (this.#i = f),
      this
    );
  }
  setPowertoolsLogData(e, r, o) {
    this.addToPowertoolsLogData({
      awsRegion: xt({ key: 'AWS_REGION', defaultValue: '' }),
      environment:
        r || this.getCustomConfigService()?.getCurrentEnvironment() || xt({ key: 'ENVIRONMENT', defaultValue: '' }),
      serviceName:
        e ||
        this.getCustomConfigService()?.getServiceName() ||
        xt({ key: 'POWERTOOLS_SERVICE_NAME', defaultValue: '' }) ||
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
    this.isValidLogLevel(r) && (this.#o.bufferAtVerbosity = q[r]),
      this.#e !== void 0 &&
        q[this.#e] > this.#o.bufferAtVerbosity &&
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
    const e = ti();
    if (e === void 0) return;
    const r = this.#r.get(e);
    if (r !== void 0) {
      for (const o of r) {
        const n = this.getLogLevelNameFromNumber(o.logLevel).toLowerCase();
        this.console[n](o.value);
      }
      r.hasEvictedLog &&
        this.printLog(
          q.WARN,
          this.createAndPopulateLogItem(
            q.WARN,
            'Some logs are not displayed because they were evicted from the buffer. Increase buffer size to store more logs in the buffer',
            [],
          ),
        ),
        this.#e !== void 0 &&
          q[this.#e] > this.#o.bufferAtVerbosity &&
          this.#l(
            'Advanced Loggging Controls (ALC) Log Level is less verbose than Log Buffering Log Level. Some logs might be missing.',
          ),
        this.#r.delete(e);
    }
  }
  clearBuffer() {
    if (this.#o.enabled === !1) return;
    const e = ti();
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
var Jn = new ai({ serviceName: 'bizpilot', logLevel: process.env.LOG_LEVEL ?? 'INFO' });
var bF = new Set(['GET', 'HEAD', 'OPTIONS']);
function Pw() {
  return {
    before: async ({ event: t }) => {
      if (bF.has(t.requestContext.http.method)) return;
      const e = t.headers['sec-fetch-site'];
      if (e === 'cross-site' || e === 'same-site') throw new Ys('Cross-site request refused');
      const r = t.headers.origin;
      if (r !== void 0 && !wF(r, t.headers.host, Jo().APP_ORIGIN)) throw new Ys('Cross-origin request refused');
    },
  };
}
function wF(t, e, r) {
  let o;
  try {
    o = new URL(t);
  } catch {
    return !1;
  }
  return r && o.origin === new URL(r).origin ? !0 : e !== void 0 && o.host === e.toLowerCase();
}
function ci(t, e, r) {
  return {
    statusCode: t,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(e),
    ...(r?.length ? { cookies: r } : {}),
  };
}
function Ow() {
  return { statusCode: 204, headers: {} };
}
var Qc = class {
  constructor(e) {
    this.result = e;
  }
  result;
};
function Nw() {
  return {
    onError: async (t) => {
      const { error: e, event: r } = t,
        o = r.requestContext?.requestId ?? t.context.awsRequestId;
      if (e instanceof Wt) {
        (t.response = ci(e.statusCode, { message: e.message, ...e.details })),
          Object.assign(t.response.headers, e.headers);
        return;
      }
      Jn.error('Unhandled error', { requestId: o, path: r.rawPath, error: e }),
        (t.response = ci(500, { message: 'Internal Server Error', requestId: o }));
    },
  };
}
function Dw() {
  const t = new WeakMap(),
    e = async (r) => {
      const { event: o, response: n } = r;
      Jn.info('request', {
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
var IF = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  vF =
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
function TF(t) {
  const e = t.headers['content-type']?.startsWith('text/html') ?? !1;
  return (
    (t.headers = {
      ...t.headers,
      'content-security-policy': e ? vF : IF,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-store',
    }),
    t
  );
}
function kw() {
  const t = async (e) => {
    e.response && TF(e.response);
  };
  return { after: t, onError: t };
}
import { randomBytes as eTe, createHash as vZ } from 'node:crypto';
U();
P();
var dn = class t {
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
var Gi = (t, e) => {
    if (t === void 0)
      throw new Error('Pass options.removeUndefinedValues=true to remove undefined values from map/array/set.');
    if (t === null && typeof t == 'object') return pl();
    if (Array.isArray(t)) return W2(t, e);
    if (t?.constructor?.name === 'Set') return q2(t, e);
    if (t?.constructor?.name === 'Map') return J2(t, e);
    if (t?.constructor?.name === 'Object' || (!t.constructor && typeof t == 'object')) return WC(t, e);
    if (eR(t)) return t.length === 0 && e?.convertEmptyValues ? pl() : JC(t);
    if (typeof t == 'boolean' || t?.constructor?.name === 'Boolean') return { BOOL: t.valueOf() };
    if (typeof t == 'number' || t?.constructor?.name === 'Number') return QC(t, e);
    if (t instanceof dn) return t.toAttributeValue();
    if (typeof t == 'bigint') return XC(t);
    if (typeof t == 'string' || t?.constructor?.name === 'String')
      return t.length === 0 && e?.convertEmptyValues ? pl() : YC(t);
    if (e?.convertClassInstanceToMap && typeof t == 'object') return WC(t, e);
    throw new Error(
      `Unsupported type passed: ${t}. Pass options.convertClassInstanceToMap=true to marshall typeof object as map attribute.`,
    );
  },
  W2 = (t, e) => ({
    L: t
      .filter(
        (r) => typeof r != 'function' && (!e?.removeUndefinedValues || (e?.removeUndefinedValues && r !== void 0)),
      )
      .map((r) => Gi(r, e)),
  }),
  q2 = (t, e) => {
    const r = e?.removeUndefinedValues ? new Set([...t].filter((n) => n !== void 0)) : t;
    if (!e?.removeUndefinedValues && r.has(void 0))
      throw new Error('Pass options.removeUndefinedValues=true to remove undefined values from map/array/set.');
    if (r.size === 0) {
      if (e?.convertEmptyValues) return pl();
      throw new Error('Pass a non-empty set, or options.convertEmptyValues=true.');
    }
    const o = r.values().next().value;
    if (o instanceof dn) return { NS: Array.from(r).map((n) => n.toString()) };
    if (typeof o == 'number')
      return {
        NS: Array.from(r)
          .map((n) => QC(n, e))
          .map((n) => n.N),
      };
    if (typeof o == 'bigint')
      return {
        NS: Array.from(r)
          .map(XC)
          .map((n) => n.N),
      };
    if (typeof o == 'string')
      return {
        SS: Array.from(r)
          .map(YC)
          .map((n) => n.S),
      };
    if (eR(o))
      return {
        BS: Array.from(r)
          .map(JC)
          .map((n) => n.B),
      };
    throw new Error('Only Number Set (NS), Binary Set (BS) or String Set (SS) are allowed.');
  },
  J2 = (t, e) => ({
    M: ((r) => {
      const o = {};
      for (const [n, s] of r)
        typeof s != 'function' && (s !== void 0 || !e?.removeUndefinedValues) && (o[n] = Gi(s, e));
      return o;
    })(t),
  }),
  WC = (t, e) => ({
    M: ((r) => {
      const o = {};
      for (const n in r) {
        const s = r[n];
        typeof s != 'function' && (s !== void 0 || !e?.removeUndefinedValues) && (o[n] = Gi(s, e));
      }
      return o;
    })(t),
  }),
  pl = () => ({ NULL: !0 }),
  JC = (t) => ({ B: t }),
  YC = (t) => ({ S: t.toString() }),
  XC = (t) => ({ N: t.toString() }),
  qC = (t) => {
    throw new Error(`${t} Use NumberValue from @aws-sdk/lib-dynamodb.`);
  },
  QC = (t, e) => {
    if (
      [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY].map((r) => r.toString()).includes(t.toString())
    )
      throw new Error(`Special numeric value ${t.toString()} is not allowed`);
    return (
      e?.allowImpreciseNumbers ||
        (Number(t) > Number.MAX_SAFE_INTEGER
          ? qC(`Number ${t.toString()} is greater than Number.MAX_SAFE_INTEGER.`)
          : Number(t) < Number.MIN_SAFE_INTEGER &&
            qC(`Number ${t.toString()} is lesser than Number.MIN_SAFE_INTEGER.`)),
      { N: t.toString() }
    );
  },
  eR = (t) => {
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
var ji = (t, e) => {
    for (const [r, o] of Object.entries(t))
      if (o !== void 0)
        switch (r) {
          case 'NULL':
            return null;
          case 'BOOL':
            return !!o;
          case 'N':
            return tR(o, e);
          case 'B':
            return oR(o);
          case 'S':
            return rR(o);
          case 'L':
            return Y2(o, e);
          case 'M':
            return X2(o, e);
          case 'NS':
            return new Set(o.map((n) => tR(n, e)));
          case 'BS':
            return new Set(o.map(oR));
          case 'SS':
            return new Set(o.map(rR));
          default:
            throw new Error(`Unsupported type passed: ${r}`);
        }
    throw new Error(`No value defined: ${JSON.stringify(t)}`);
  },
  tR = (t, e) => {
    if (typeof e?.wrapNumbers == 'function') return e?.wrapNumbers(t);
    if (e?.wrapNumbers) return dn.from(t);
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
  rR = (t) => t,
  oR = (t) => t,
  Y2 = (t, e) => t.map((r) => ji(r, e)),
  X2 = (t, e) => Object.entries(t).reduce((r, [o, n]) => ((r[o] = ji(n, e)), r), {});
function og(t, e) {
  const r = Gi(t, e),
    [o, n] = Object.entries(r)[0];
  switch (o) {
    case 'M':
    case 'L':
      return e?.convertTopLevelContainer ? r : n;
    default:
      return r;
  }
}
var ng = (t, e) => (e?.convertWithoutMapWrapper ? ji(t, e) : ji({ M: t }, e));
var Ro = null,
  L = {},
  nt = [],
  nR = '*',
  dl = (t, e, r) => {
    if (t !== void 0) {
      if (r == null) return e(t);
      {
        const o = Object.keys(r),
          n = o.length === 1 && o[0] === nR,
          s = o.length >= 1 && !n,
          i = o.length === 0;
        if (s) return sg(t, e, r);
        if (i) return Q2(t, e, Ro);
        if (n)
          return Object.entries(t ?? {}).reduce(
            (a, [c, u]) => (typeof u != 'function' && (a[c] = dl(u, e, r[nR])), a),
            Array.isArray(t) ? [] : {},
          );
      }
    }
  },
  sg = (t, e, r) => {
    let o;
    if (Array.isArray(t)) o = t.filter((n) => typeof n != 'function');
    else {
      o = {};
      for (const [n, s] of Object.entries(t)) typeof s != 'function' && (o[n] = s);
    }
    for (const [n, s] of Object.entries(r)) {
      if (typeof t[n] == 'function') continue;
      const i = dl(t[n], e, s);
      i !== void 0 && typeof i != 'function' && (o[n] = i);
    }
    return o;
  },
  Q2 = (t, e, r) =>
    Array.isArray(t)
      ? t.filter((o) => typeof o != 'function').map((o) => dl(o, e, r))
      : Object.entries(t).reduce((o, [n, s]) => {
          if (typeof s == 'function') return o;
          const i = dl(s, e, r);
          return i !== void 0 && typeof i != 'function' && (o[n] = i), o;
        }, {}),
  sR = (t, e, r) => sg(t, (n) => og(n, r), e),
  iR = (t, e, r) => sg(t, (n) => ng(n, r), e);
var ae = class extends ut {
  addMarshallingMiddleware(e) {
    const { marshallOptions: r = {}, unmarshallOptions: o = {} } = e.translateConfig || {};
    (r.convertTopLevelContainer = r.convertTopLevelContainer ?? !0),
      (o.convertWithoutMapWrapper = o.convertWithoutMapWrapper ?? !0),
      this.clientCommand.middlewareStack.addRelativeTo(
        (n, s) => async (i) => (Et(s, 'DDB_MAPPER', 'd'), n({ ...i, input: sR(i.input, this.inputKeyNodes, r) })),
        { name: 'DocumentMarshall', relation: 'before', toMiddleware: 'serializerMiddleware', override: !0 },
      ),
      this.clientCommand.middlewareStack.addRelativeTo(
        (n, s) => async (i) => {
          const a = await n(i);
          return (a.output = iR(a.output, this.outputKeyNodes, o)), a;
        },
        { name: 'DocumentUnmarshall', relation: 'before', toMiddleware: 'deserializerMiddleware', override: !0 },
      );
  }
};
P();
var fl = 'preferred',
  e3 = ['disabled', 'preferred', 'required'];
function Ki(t) {
  return e3.includes(t);
}
var ig = (t) => {
  const { accountIdEndpointMode: e } = t,
    r = Q(e ?? fl);
  return Object.assign(t, {
    accountIdEndpointMode: async () => {
      const o = await r();
      if (!Ki(o))
        throw new Error(
          `Invalid value for accountIdEndpointMode: ${o}. Valid values are: "required", "preferred", "disabled".`,
        );
      return o;
    },
  });
};
var aR = 'Invalid AccountIdEndpointMode value',
  cR = (t) => {
    throw new Error(t);
  },
  uR = 'AWS_ACCOUNT_ID_ENDPOINT_MODE',
  lR = 'account_id_endpoint_mode',
  ag = {
    environmentVariableSelector: (t) => {
      const e = t[uR];
      return e && !Ki(e) && cR(aR), e;
    },
    configFileSelector: (t) => {
      const e = t[lR];
      return e && !Ki(e) && cR(aR), e;
    },
    default: fl,
  };
U();
var pR = ['AWS_ENABLE_ENDPOINT_DISCOVERY', 'AWS_ENDPOINT_DISCOVERY_ENABLED'],
  cg = 'endpoint_discovery_enabled',
  dR = (t) => ['false', '0'].indexOf(t) >= 0,
  ug = {
    environmentVariableSelector: (t) => {
      for (let e = 0; e < pR.length; e++) {
        const r = pR[e];
        if (r in t) {
          const o = t[r];
          if (o === '') throw Error(`Environment variable ${r} can't be empty of undefined, got "${o}"`);
          return !dR(o);
        }
      }
    },
    configFileSelector: (t) => {
      if (cg in t) {
        const e = t[cg];
        if (e === void 0) throw Error(`Shared config entry ${cg} can't be undefined, got "${e}"`);
        return !dR(e);
      }
    },
    default: void 0,
  };
var IR = IM(wR()),
  Wi = class {
    cache;
    constructor(e) {
      this.cache = new IR.default(e);
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
var mg = (t, { endpointDiscoveryCommandCtor: e }) => {
  const { endpointCacheSize: r, endpointDiscoveryEnabled: o, endpointDiscoveryEnabledProvider: n } = t;
  return Object.assign(t, {
    endpointDiscoveryCommandCtor: e,
    endpointCache: new Wi(r ?? 1e3),
    endpointDiscoveryEnabled: o !== void 0 ? () => Promise.resolve(o) : n,
    isClientEndpointDiscoveryEnabled: o !== void 0,
  });
};
Ve();
P();
$();
ie();
z();
kt();
te();
He();
P();
var EP = async (t, e, r) => ({
  operation: pe(e).operation,
  region:
    (await Q(t.region)()) ||
    (() => {
      throw new Error('expected `region` to be configured for `aws.auth#sigv4`');
    })(),
});
function w3(t) {
  return {
    schemeId: 'aws.auth#sigv4',
    signingProperties: { name: 'dynamodb', region: t.region },
    propertiesExtractor: (e, r) => ({ signingProperties: { config: e, context: r } }),
  };
}
var bP = (t) => {
    const e = [];
    switch (t.operation) {
      default:
        e.push(w3(t));
    }
    return e;
  },
  wP = (t) => {
    const e = Gr(t);
    return Object.assign(e, { authSchemePreference: Q(t.authSchemePreference ?? []) });
  };
P();
ie();
var IP = (t) =>
    Object.assign(t, {
      useDualstackEndpoint: t.useDualstackEndpoint ?? !1,
      useFipsEndpoint: t.useFipsEndpoint ?? !1,
      defaultSigningName: 'dynamodb',
    }),
  vP = {
    UseFIPS: { type: 'builtInParams', name: 'useFipsEndpoint' },
    AccountId: { type: 'builtInParams', name: 'accountId' },
    Endpoint: { type: 'builtInParams', name: 'endpoint' },
    Region: { type: 'builtInParams', name: 'region' },
    UseDualStack: { type: 'builtInParams', name: 'useDualstackEndpoint' },
    AccountIdEndpointMode: { type: 'builtInParams', name: 'accountIdEndpointMode' },
  };
var Ge = rr(vP, 'DynamoDB_20120810', 'DynamoDBClient', zr),
  TP = {},
  AP = { ResourceArnList: { type: 'operationContextParams', get: (t) => Object.keys(t?.RequestItems ?? {}) } };
var Mt = { ResourceArn: { type: 'contextParams', name: 'TableName' } };
var je = (t, e, r, o) => [];
te();
P();
var M = class t extends _t {
  static shapeId = 'smithy.ts.sdk.synthetic.com.amazonaws.dynamodb#DynamoDBServiceException';
  constructor(e) {
    super(e), Object.setPrototypeOf(this, t.prototype);
  }
};
var Al = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#BackupInUseException';
    name = 'BackupInUseException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'BackupInUseException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Cl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#BackupNotFoundException';
    name = 'BackupNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'BackupNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Rl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#InternalServerError';
    name = 'InternalServerError';
    $fault = 'server';
    constructor(e) {
      super({ name: 'InternalServerError', $fault: 'server', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Pl = class t extends M {
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
  Ol = class t extends M {
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
  Nl = class t extends M {
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
  Dl = class t extends M {
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
  kl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ResourceNotFoundException';
    name = 'ResourceNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ResourceNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  $l = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ItemCollectionSizeLimitExceededException';
    name = 'ItemCollectionSizeLimitExceededException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ItemCollectionSizeLimitExceededException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  Ll = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ReplicatedWriteConflictException';
    name = 'ReplicatedWriteConflictException';
    $fault = 'client';
    $retryable = {};
    constructor(e) {
      super({ name: 'ReplicatedWriteConflictException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  Ml = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ContinuousBackupsUnavailableException';
    name = 'ContinuousBackupsUnavailableException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ContinuousBackupsUnavailableException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  zl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#LimitExceededException';
    name = 'LimitExceededException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'LimitExceededException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Ul = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#TableInUseException';
    name = 'TableInUseException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'TableInUseException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Fl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#TableNotFoundException';
    name = 'TableNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'TableNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Bl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#GlobalTableAlreadyExistsException';
    name = 'GlobalTableAlreadyExistsException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'GlobalTableAlreadyExistsException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  Vl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ResourceInUseException';
    name = 'ResourceInUseException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ResourceInUseException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Hl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#TransactionConflictException';
    name = 'TransactionConflictException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'TransactionConflictException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Gl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#PolicyNotFoundException';
    name = 'PolicyNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'PolicyNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  jl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ExportNotFoundException';
    name = 'ExportNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ExportNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Kl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#GlobalTableNotFoundException';
    name = 'GlobalTableNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'GlobalTableNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Zl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ImportNotFoundException';
    name = 'ImportNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ImportNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Wl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#DuplicateItemException';
    name = 'DuplicateItemException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'DuplicateItemException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  ql = class t extends M {
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
  Jl = class t extends M {
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
  Yl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ExportConflictException';
    name = 'ExportConflictException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ExportConflictException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Xl = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#InvalidExportTimeException';
    name = 'InvalidExportTimeException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'InvalidExportTimeException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  Ql = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#PointInTimeRecoveryUnavailableException';
    name = 'PointInTimeRecoveryUnavailableException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'PointInTimeRecoveryUnavailableException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  ep = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ImportConflictException';
    name = 'ImportConflictException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ImportConflictException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  tp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#TableAlreadyExistsException';
    name = 'TableAlreadyExistsException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'TableAlreadyExistsException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  rp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#InvalidRestoreTimeException';
    name = 'InvalidRestoreTimeException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'InvalidRestoreTimeException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  op = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ReplicaAlreadyExistsException';
    name = 'ReplicaAlreadyExistsException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ReplicaAlreadyExistsException', $fault: 'client', ...e }),
        Object.setPrototypeOf(this, t.prototype);
    }
  },
  np = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#ReplicaNotFoundException';
    name = 'ReplicaNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'ReplicaNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  sp = class t extends M {
    static shapeId = 'com.amazonaws.dynamodb#IndexNotFoundException';
    name = 'IndexNotFoundException';
    $fault = 'client';
    constructor(e) {
      super({ name: 'IndexNotFoundException', $fault: 'client', ...e }), Object.setPrototypeOf(this, t.prototype);
    }
  },
  ip = class t extends M {
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
  ap = class t extends M {
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
var I3 = 'Action';
var v3 = 'AttributeMap';
var Pg = 'AttributesToGet',
  RP = 'AttributeUpdates',
  T3 = 'AttributeValue',
  Og = 'AttributeValueList',
  A3 = 'AttributeValueUpdate',
  C3 = 'Address',
  Ng = 'Attributes';
var R3 = 'BackupInUseException';
var P3 = 'BackupNotFoundException';
var O3 = 'BOOL';
var N3 = 'BS';
var D3 = 'BatchWriteItem',
  k3 = 'BatchWriteItemInput',
  $3 = 'BatchWriteItemOutput',
  L3 = 'BatchWriteItemRequestMap',
  M3 = 'B',
  z3 = 'Code';
var U3 = 'ContinuousBackupsUnavailableException',
  No = 'ConsumedCapacity',
  F3 = 'ConditionalCheckFailedException',
  B3 = 'ConsumedCapacityMultiple';
var Dg = 'ConditionExpression';
var PP = 'ComparisonOperator',
  Qi = 'ConditionalOperator';
var V3 = 'CachePeriodInMinutes',
  H3 = 'CancellationReasons';
var G3 = 'CancellationReasonList',
  j3 = 'ConfirmRemoveSelfResourceAccess';
var K3 = 'CancellationReason',
  kg = 'ConsistentRead';
var OP = 'CapacityUnits';
var Z3 = 'Capacity',
  W3 = 'Condition',
  NP = 'Count';
var q3 = 'DescribeEndpoints';
var J3 = 'DescribeEndpointsRequest',
  Y3 = 'DescribeEndpointsResponse';
var X3 = 'DeleteItem',
  Q3 = 'DuplicateItemException',
  e4 = 'DeleteItemInput';
var t4 = 'DeleteItemOutput';
var DP = 'DeleteRequest';
var r4 = 'ExpectedAttributeMap',
  ys = 'ExpressionAttributeNames',
  ea = 'ExpressionAttributeValues',
  o4 = 'ExpressionAttributeValueMap',
  n4 = 'ExpectedAttributeValue';
var s4 = 'ExportConflictException';
var i4 = 'ExportNotFoundException';
var a4 = 'ExpectedRevisionId';
var kP = 'ExclusiveStartKey';
var $P = 'Endpoints';
var c4 = 'Endpoint',
  $g = 'Expected',
  u4 = 'Exists';
var l4 = 'FilterConditionMap';
var LP = 'FilterExpression';
var p4 = 'GetItem',
  d4 = 'GetItemInput',
  f4 = 'GetItemOutput';
var m4 = 'GlobalSecondaryIndexes';
var h4 = 'GlobalTableAlreadyExistsException';
var g4 = 'GlobalTableNotFoundException';
var ta = 'Item';
var y4 = 'ImportConflictException',
  S4 = 'ItemCollectionKey',
  x4 = 'ItemCollectionKeyAttributeMap',
  ra = 'ItemCollectionMetrics',
  _4 = 'ItemCollectionMetricsMultiple',
  E4 = 'ItemCollectionMetricsPerTable',
  b4 = 'ItemCollectionSizeLimitExceededException';
var w4 = 'InvalidEndpointException';
var I4 = 'InvalidExportTimeException';
var v4 = 'ItemList',
  MP = 'IndexName',
  T4 = 'ImportNotFoundException',
  A4 = 'IndexNotFoundException',
  C4 = 'IdempotentParameterMismatchException';
var R4 = 'InvalidRestoreTimeException';
var P4 = 'InternalServerError';
var zP = 'Items',
  oa = 'Key';
var UP = 'KeyConditions',
  O4 = 'KeyConditionExpression';
var FP = 'Limit',
  N4 = 'ListAttributeValue';
var D4 = 'LimitExceededException';
var BP = 'LastEvaluatedKey';
var k4 = 'LocalSecondaryIndexes';
var $4 = 'L',
  na = 'Message',
  L4 = 'MapAttributeValue';
var M4 = 'M',
  z4 = 'N';
var U4 = 'NS';
var F4 = 'NULL';
var Lg = 'ProjectionExpression',
  B4 = 'PutItem';
var V4 = 'PutItemInput',
  H4 = 'PutItemInputAttributeMap',
  G4 = 'PutItemOutput';
var j4 = 'PointInTimeRecoveryUnavailableException';
var K4 = 'PolicyNotFoundException';
var VP = 'PutRequest';
var Z4 = 'PutResourcePolicyInput';
var W4 = 'ProvisionedThroughputExceededException';
var q4 = 'Policy';
var J4 = 'Query',
  Y4 = 'QueryFilter',
  X4 = 'QueryInput',
  Q4 = 'QueryOutput';
var eV = 'ResourceArn',
  tV = 'ReplicaAlreadyExistsException';
var mn = 'ReturnConsumedCapacity',
  HP = 'ReadCapacityUnits';
var rV = 'RequestItems',
  cp = 'ReturnItemCollectionMetrics';
var oV = 'ResourceInUseException';
var nV = 'RequestLimitExceeded';
var sV = 'ReplicaNotFoundException',
  iV = 'ResourceNotFoundException';
var Mg = 'ReturnValues',
  zg = 'ReturnValuesOnConditionCheckFailure',
  aV = 'ReplicatedWriteConflictException';
var GP = 'ScannedCount';
var cV = 'SizeEstimateRangeGB',
  uV = 'ScanFilter',
  lV = 'ScanInput';
var pV = 'SecondaryIndexesCapacityMap',
  dV = 'ScanIndexForward';
var fV = 'ScanOutput';
var mV = 'SS';
var hV = 'S';
var gV = 'Scan',
  jP = 'Select',
  yV = 'Segment';
var SV = 'Table';
var xV = 'TableAlreadyExistsException';
var _V = 'TransactionCanceledException',
  EV = 'TransactionConflictException';
var bV = 'ThrottlingException';
var wV = 'TransactionInProgressException',
  IV = 'TableInUseException';
var hn = 'TableName',
  vV = 'TableNotFoundException';
var KP = 'ThrottlingReasons';
var TV = 'ThrottlingReasonList';
var AV = 'ThrottlingReason';
var CV = 'TotalSegments';
var RV = 'UpdateExpression';
var PV = 'UnprocessedItems',
  OV = 'UpdateItemInput',
  NV = 'UpdateItemOutput',
  DV = 'UpdateItem';
var ZP = 'Value';
var kV = 'VectorCapacity',
  $V = 'VectorIndexes';
var LV = 'VectorIndexesCapacityMap';
var MV = 'VectorSearchRequestBytes',
  zV = 'VectorWriteRequestBytes',
  WP = 'WriteCapacityUnits',
  UV = 'WriteRequest',
  FV = 'WriteRequests';
var BV = 'awsQueryError',
  Z = 'client',
  G = 'error',
  qP = 'httpError',
  VV = 'httpHeader',
  J = 'message',
  HV = 'reason',
  GV = 'resource',
  JP = 'smithy.ts.sdk.synthetic.com.amazonaws.dynamodb',
  jV = 'server',
  KV = 'throttlingReasons',
  ZV = 'x-amz-confirm-remove-self-resource-access',
  E = 'com.amazonaws.dynamodb',
  YP = new ne(JP),
  WV = [-3, JP, 'DynamoDBServiceException', 0, [], []];
YP.registerError(WV, M);
var H = new ne(E),
  qV = [-3, E, R3, { [G]: Z }, [J], [0]];
H.registerError(qV, Al);
var JV = [-3, E, P3, { [G]: Z }, [J], [0]];
H.registerError(JV, Cl);
var YV = [-3, E, F3, { [G]: Z }, [J, ta], [0, () => yn]];
H.registerError(YV, ip);
var XV = [-3, E, U3, { [G]: Z }, [J], [0]];
H.registerError(XV, Ml);
var QV = [-3, E, Q3, { [G]: Z }, [J], [0]];
H.registerError(QV, Wl);
var eH = [-3, E, s4, { [G]: Z }, [J], [0]];
H.registerError(eH, Yl);
var tH = [-3, E, i4, { [G]: Z }, [J], [0]];
H.registerError(tH, jl);
var rH = [-3, E, h4, { [G]: Z }, [J], [0]];
H.registerError(rH, Bl);
var oH = [-3, E, g4, { [G]: Z }, [J], [0]];
H.registerError(oH, Kl);
var nH = [-3, E, C4, { [G]: Z }, [na], [0]];
H.registerError(nH, ql);
var sH = [-3, E, y4, { [G]: Z }, [J], [0]];
H.registerError(sH, ep);
var iH = [-3, E, T4, { [G]: Z }, [J], [0]];
H.registerError(iH, Zl);
var aH = [-3, E, A4, { [G]: Z }, [J], [0]];
H.registerError(aH, sp);
var cH = [-3, E, P4, { [G]: jV }, [J], [0]];
H.registerError(cH, Rl);
var uH = [-3, E, w4, { [G]: Z, [qP]: 421 }, [na], [0]];
H.registerError(uH, Nl);
var lH = [-3, E, I4, { [G]: Z }, [J], [0]];
H.registerError(lH, Xl);
var pH = [-3, E, R4, { [G]: Z }, [J], [0]];
H.registerError(pH, rp);
var dH = [-3, E, b4, { [G]: Z }, [J], [0]];
H.registerError(dH, $l);
var fH = [-3, E, D4, { [G]: Z }, [J], [0]];
H.registerError(fH, zl);
var mH = [-3, E, j4, { [G]: Z }, [J], [0]];
H.registerError(mH, Ql);
var hH = [-3, E, K4, { [G]: Z }, [J], [0]];
H.registerError(hH, Gl);
var gH = [-3, E, W4, { [G]: Z }, [J, KP], [0, () => Ug]];
H.registerError(gH, Dl);
var yH = [-3, E, tV, { [G]: Z }, [J], [0]];
H.registerError(yH, op);
var SH = [-3, E, sV, { [G]: Z }, [J], [0]];
H.registerError(SH, np);
var xH = [-3, E, aV, { [G]: Z }, [J], [0]];
H.registerError(xH, Ll);
var _H = [-3, E, nV, { [G]: Z }, [J, KP], [0, () => Ug]];
H.registerError(_H, Pl);
var EH = [-3, E, oV, { [G]: Z }, [J], [0]];
H.registerError(EH, Vl);
var bH = [-3, E, iV, { [G]: Z }, [J], [0]];
H.registerError(bH, kl);
var wH = [-3, E, xV, { [G]: Z }, [J], [0]];
H.registerError(wH, tp);
var IH = [-3, E, IV, { [G]: Z }, [J], [0]];
H.registerError(IH, Ul);
var vH = [-3, E, vV, { [G]: Z }, [J], [0]];
H.registerError(vH, Fl);
var TH = [-3, E, bV, { [BV]: ['Throttling', 400], [G]: Z, [qP]: 400 }, [J, KV], [0, () => Ug]];
H.registerError(TH, Ol);
var AH = [-3, E, _V, { [G]: Z }, [na, H3], [0, () => tG]];
H.registerError(AH, ap);
var CH = [-3, E, EV, { [G]: Z }, [J], [0]];
H.registerError(CH, Hl);
var RH = [-3, E, wV, { [G]: Z }, [na], [0]];
H.registerError(RH, Jl);
var XP = [YP, H];
var PH = [3, E, A3, 0, [ZP, I3], [() => jr, 0]];
var OH = [3, E, k3, 0, [rV, mn, cp], [() => oO, 0, 0], 1],
  NH = [3, E, $3, 0, [PV, ra, No], [() => oO, () => uG, () => rG]];
var DH = [3, E, K3, 0, [ta, z3, na], [() => yn, 0, 0]],
  QP = [3, E, Z3, 0, [HP, WP, OP], [1, 1, 1]],
  eO = [3, E, W3, 0, [PP, Og], [0, () => tO], 1];
var gn = [3, E, No, 0, [hn, OP, HP, WP, SV, k4, m4, $V], [0, 1, 1, 1, () => QP, () => CP, () => CP, () => dG]];
var kH = [
    3,
    E,
    e4,
    0,
    [hn, oa, $g, Qi, Mg, mn, cp, Dg, ys, ea, zg],
    [0, () => Do, () => Fg, 0, 0, 0, 0, 0, 128, () => sa, 0],
    2,
  ],
  $H = [3, E, t4, 0, [Ng, No, ra], [() => yn, () => gn, () => up]];
var LH = [3, E, DP, 0, [oa], [() => Do], 1];
var MH = [3, E, J3, 0, [], []],
  zH = [3, E, Y3, 0, [$P], [() => oG], 1];
var UH = [3, E, c4, 0, [C3, V3], [0, 1], 2];
var FH = [3, E, n4, 0, [ZP, u4, PP, Og], [() => jr, 2, 0, () => tO]];
var BH = [3, E, d4, 0, [hn, oa, Pg, kg, mn, Lg, ys], [0, () => Do, 64, 2, 0, 0, 128], 2],
  VH = [3, E, f4, 0, [ta, No], [() => yn, () => gn]];
var up = [3, E, ra, 0, [S4, cV], [() => cG, 65]];
var HH = [
    3,
    E,
    V4,
    0,
    [hn, ta, $g, Mg, mn, cp, Qi, Dg, ys, ea, zg],
    [0, () => sO, () => Fg, 0, 0, 0, 0, 0, 128, () => sa, 0],
    2,
  ],
  GH = [3, E, G4, 0, [Ng, No, ra], [() => yn, () => gn, () => up]],
  jH = [3, E, VP, 0, [ta], [() => sO], 1],
  vle = [3, E, Z4, 0, [eV, q4, a4, j3], [0, 0, 0, [2, { [VV]: ZV }]], 2];
var KH = [
    3,
    E,
    X4,
    0,
    [hn, MP, jP, Pg, FP, kg, UP, Y4, Qi, dV, kP, mn, Lg, LP, O4, ys, ea],
    [0, 0, 0, 64, 1, 2, () => lG, () => nO, 0, 2, () => Do, 0, 0, 0, 0, 128, () => sa],
    1,
  ],
  ZH = [3, E, Q4, 0, [zP, NP, GP, BP, No], [() => rO, 1, 1, () => Do, () => gn]];
var WH = [
    3,
    E,
    lV,
    0,
    [hn, MP, Pg, FP, jP, uV, Qi, kP, mn, CV, yV, Lg, LP, ys, ea, kg],
    [0, 0, 64, 1, 0, () => nO, 0, () => Do, 0, 1, 1, 0, 0, 128, () => sa, 2],
    1,
  ],
  qH = [3, E, fV, 0, [zP, NP, GP, BP, No], [() => rO, 1, 1, () => Do, () => gn]];
var JH = [3, E, AV, 0, [HV, GV], [0, 0]];
var YH = [
    3,
    E,
    OV,
    0,
    [hn, oa, RP, $g, Qi, Mg, mn, cp, RV, Dg, ys, ea, zg],
    [0, () => Do, () => aG, () => Fg, 0, 0, 0, 0, 0, 0, 128, () => sa, 0],
    2,
  ],
  XH = [3, E, NV, 0, [Ng, No, ra], [() => yn, () => gn, () => up]];
var QH = [3, E, kV, 0, [MV, zV], [1, 1]];
var eG = [3, E, UV, 0, [VP, DP], [() => jH, () => LH]];
var tO = [1, E, Og, 0, () => jr];
var tG = [1, E, G3, 0, () => DH],
  rG = [1, E, B3, 0, () => gn];
var oG = [1, E, $P, 0, () => UH];
var nG = [1, E, _4, 0, () => up];
var rO = [1, E, v4, 0, () => yn];
var sG = [1, E, N4, 0, () => jr];
var Ug = [1, E, TV, 0, () => JH];
var iG = [1, E, FV, 0, () => eG],
  yn = [2, E, v3, 0, 0, () => jr],
  aG = [2, E, RP, 0, 0, () => PH];
var oO = [2, E, L3, 0, 0, () => iG],
  Fg = [2, E, r4, 0, 0, () => FH];
var sa = [2, E, o4, 0, 0, () => jr],
  nO = [2, E, l4, 0, 0, () => eO],
  cG = [2, E, x4, 0, 0, () => jr],
  uG = [2, E, E4, 0, 0, () => nG],
  Do = [2, E, oa, 0, 0, () => jr],
  lG = [2, E, UP, 0, 0, () => eO],
  pG = [2, E, L4, 0, 0, () => jr],
  sO = [2, E, H4, 0, 0, () => jr];
var CP = [2, E, pV, 0, 0, () => QP];
var dG = [2, E, LV, 0, 0, () => QH],
  jr = [4, E, T3, 0, [hV, z4, M3, mV, U4, N3, M4, $4, F4, O3], [0, 0, 21, 64, 64, 85, () => pG, () => sG, 2, 2]];
var iO = [9, E, D3, 0, () => OH, () => NH];
var aO = [9, E, X3, 0, () => kH, () => $H];
var cO = [9, E, q3, 0, () => MH, () => zH];
var uO = [9, E, p4, 0, () => BH, () => VH];
var lO = [9, E, B4, 0, () => HH, () => GH];
var pO = [9, E, J4, 0, () => KH, () => ZH];
var dO = [9, E, gV, 0, () => WH, () => qH];
var fO = [9, E, DV, 0, () => YH, () => XH];
var lp = class extends Ge(TP, je, 'DescribeEndpoints', cO) {};
var mO = {
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
U();
He();
jg();
$();
$();
var dN = 'AWS_EC2_METADATA_DISABLED',
  fN = async (t) => {
    const {
      ENV_CMDS_FULL_URI: e,
      ENV_CMDS_RELATIVE_URI: r,
      fromContainerMetadata: o,
      fromInstanceMetadata: n,
    } = await Promise.resolve().then(() => (_p(), xp));
    if (process.env[r] || process.env[e]) {
      t.logger?.debug('@aws-sdk/credential-provider-node - remoteProvider::fromHttp/fromContainerMetadata');
      const { fromHttp: s } = await Promise.resolve().then(() => (ry(), ty));
      return en(s(t), o(t));
    }
    return process.env[dN] && process.env[dN] !== 'false'
      ? async () => {
          throw new v('EC2 Instance Metadata Service access disabled', { logger: t.logger });
        }
      : (t.logger?.debug('@aws-sdk/credential-provider-node - remoteProvider::fromInstanceMetadata'), n(t));
  };
function mN(t, e) {
  let r = GG(t),
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
var GG = (t) => async (e) => {
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
var C1 = !1,
  CS = (t = {}) =>
    mN(
      [
        async () => {
          if (t.profile ?? process.env[gu])
            throw (
              (process.env[ia] &&
                process.env[aa] &&
                (C1 ||
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
                  (C1 = !0))),
              new v('AWS_PROFILE is set, skipping fromEnv provider.', { logger: t.logger, tryNextLink: !0 }))
            );
          return t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::fromEnv'), pp(t)();
        },
        async (e) => {
          t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::fromSSO');
          const { ssoStartUrl: r, ssoAccountId: o, ssoRegion: n, ssoRoleName: s, ssoSession: i } = t;
          if (!r && !o && !n && !s && !i)
            throw new v('Skipping SSO provider in default chain (inputs do not include SSO fields).', {
              logger: t.logger,
            });
          const { fromSSO: a } = await Promise.resolve().then(() => (Dy(), Ny));
          return a(t)(e);
        },
        async (e) => {
          t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::fromIni');
          const { fromIni: r } = await Promise.resolve().then(() => (A1(), T1));
          return r(t)(e);
        },
        async (e) => {
          t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::fromProcess');
          const { fromProcess: r } = await Promise.resolve().then(() => (ES(), _S));
          return r(t)(e);
        },
        async (e) => {
          t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::fromTokenFile');
          const { fromTokenFile: r } = await Promise.resolve().then(() => (TS(), vS));
          return r(t)(e);
        },
        async () => (
          t.logger?.debug('@aws-sdk/credential-provider-node - defaultProvider::remoteProvider'), (await fN(t))()
        ),
        async () => {
          throw new v('Could not load credentials from any providers', { tryNextLink: !1, logger: t.logger });
        },
      ],
      R1,
    );
var R1 = (t) => t?.expiration !== void 0 && t.expiration.getTime() - Date.now() < 3e5;
P();
$();
kt();
N();
_n();
He();
En();
En();
te();
N();
var P1 = 'com.amazonaws.dynamodb#AttributeValue',
  RS = class extends Ao {
    writeValue(e, r, o) {
      if (r != null && typeof r == 'object') {
        const n = k.of(e);
        if (n.isStructSchema() && n.getName(!0) === P1) {
          this.writeAttributeValue(r);
          return;
        }
      }
      super.writeValue(e, r, o);
    }
    writeAttributeValue(e) {
      const r = this.serdeContext?.base64Encoder ?? ye;
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
  PS = class extends To {
    _read(e, r) {
      const o = k.of(e);
      return o.isStructSchema() && o.getName(!0) === P1 && r && typeof r == 'object'
        ? this.readAttributeValue(r)
        : super._read(o, r);
    }
    readAttributeValue(e) {
      const r = this.serdeContext?.base64Decoder ?? Ee,
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
  Ya = class extends Br {
    constructor() {
      super({ timestampFormat: { useTrait: !0, default: 7 }, jsonName: !1 });
    }
    createSerializer() {
      const e = new RS(this.settings);
      return e.setSerdeContext(this.serdeContext), e;
    }
    createDeserializer() {
      const e = new PS(this.settings);
      return e.setSerdeContext(this.serdeContext), e;
    }
  };
bo();
P();
z();
N();
U();
ie();
ie();
var at = 'ref',
  Or = 'argv',
  ht = -1,
  Xa = !0,
  Ps = !1,
  Os = 'isSet',
  Qa = 'booleanEquals',
  Y1 = 'PartitionResult',
  it = 'stringEquals',
  Nr = 'getAttr',
  X1 = 'parsedEndpoint',
  O1 = 'aws.parseArn',
  N1 = (t) => 'ParsedArn_ssa_' + t,
  D1 = 'service',
  OS = 'dynamodb',
  ec = 'isValidHostLabel',
  k1 = 'accountId',
  $1 = 'FirstArn',
  L1 = (t) => 'https://{ParsedArn_ssa_' + t + '#accountId}.search-ddb.{Region}.{PartitionResult#dualStackDnsSuffix}',
  M1 = (t) => 'https://{ParsedArn_ssa_' + t + '#accountId}.ddb.{Region}.{PartitionResult#dualStackDnsSuffix}',
  z1 = (t) => 'https://{ParsedArn_ssa_' + t + '#accountId}.search-ddb.{Region}.{PartitionResult#dnsSuffix}',
  U1 = (t) => 'https://{ParsedArn_ssa_' + t + '#accountId}.ddb.{Region}.{PartitionResult#dnsSuffix}',
  jo = { [at]: 'Region' },
  DS = { [at]: Y1 },
  F1 = { fn: Nr, [Or]: [{ [at]: X1 }, 'authority'] },
  NS = { [at]: 'AccountIdEndpointMode' },
  B1 = { fn: Nr, [Or]: [DS, 'name'] },
  kS = { [at]: 'ParsedArn_ssa_2' },
  V1 = { fn: Nr, [Or]: [kS, 'region'] },
  H1 = { [at]: 'ResourceArnList' },
  G1 = { fn: Nr, [Or]: [{ [at]: 'ParsedArn_ssa_1' }, 'region'] },
  j1 = { [at]: 'ParsedArn_ssa_1' },
  K1 = { [at]: 'AccountId' },
  lo = {},
  Ft = { metricValues: ['O'] },
  Z1 = [jo],
  W1 = [{ [at]: 'Endpoint' }],
  q1 = [{ [at]: 'ResourceArn' }],
  J1 = {
    conditions: [
      [Os, Z1],
      [Os, W1],
      [Qa, [{ [at]: 'UseFIPS' }, Xa]],
      [Qa, [{ [at]: 'UseDualStack' }, Xa]],
      ['aws.partition', Z1, Y1],
      [it, [jo, 'local']],
      [Qa, [{ fn: Nr, [Or]: [DS, 'supportsFIPS'] }, Xa]],
      ['parseURL', W1, X1],
      [it, ['dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}', F1]],
      [Qa, [{ fn: Nr, [Or]: [DS, 'supportsDualStack'] }, Xa]],
      [it, ['search-dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}', F1]],
      [Os, [NS]],
      [it, [jo, 'us-gov-east-1']],
      [it, [jo, 'cn-north-1']],
      [it, [jo, 'cn-northwest-1']],
      [it, [jo, 'us-gov-west-1']],
      [it, [B1, 'aws']],
      [it, [NS, 'disabled']],
      [Os, q1],
      [O1, q1, N1(2)],
      [it, [{ fn: Nr, [Or]: [kS, D1] }, OS]],
      [it, [V1, jo]],
      [ec, [{ fn: Nr, [Or]: [kS, k1] }, Ps]],
      [ec, [V1, Ps]],
      [Os, [H1]],
      [Nr, [H1, '[0]'], $1],
      [O1, [{ [at]: $1 }], N1(1)],
      [it, [G1, jo]],
      [it, [{ fn: Nr, [Or]: [j1, D1] }, OS]],
      [ec, [{ fn: Nr, [Or]: [j1, k1] }, Ps]],
      [ec, [G1, Ps]],
      [Os, [K1]],
      [it, [NS, 'required']],
      [ec, [K1, Ps]],
      [it, [B1, 'aws-us-gov']],
      [Qa, [{ fn: 'coalesce', [Or]: [{ [at]: 'IsSearchOperation' }, Ps] }, Xa]],
    ],
    results: [
      [ht],
      [ht, 'Invalid Configuration: FIPS and custom endpoint are not supported'],
      [ht, 'Invalid Configuration: Dualstack and custom endpoint are not supported'],
      [
        ht,
        'Endpoint override is not supported for dual-stack endpoints. Please enable dual-stack functionality by enabling the configuration. For more details, see: https://docs.aws.amazon.com/sdkref/latest/guide/feature-endpoints.html',
      ],
      ['{Endpoint}', lo],
      [ht, 'Invalid Configuration: FIPS and local endpoint are not supported'],
      [ht, 'Invalid Configuration: Dualstack and local endpoint are not supported'],
      ['http://localhost:8000', { authSchemes: [{ name: 'sigv4', signingName: OS, signingRegion: 'us-east-1' }] }],
      [
        ht,
        'Invalid Configuration: AccountIdEndpointMode is required and FIPS is enabled, but FIPS account endpoints are not supported',
      ],
      ['https://search-dynamodb-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', lo],
      ['https://dynamodb-fips.{Region}.{PartitionResult#dualStackDnsSuffix}', lo],
      [ht, 'FIPS and DualStack are enabled, but this partition does not support one or both'],
      ['https://search-dynamodb.{Region}.{PartitionResult#dnsSuffix}', lo],
      ['https://dynamodb.{Region}.{PartitionResult#dnsSuffix}', lo],
      ['https://search-dynamodb-fips.{Region}.{PartitionResult#dnsSuffix}', lo],
      ['https://dynamodb-fips.{Region}.{PartitionResult#dnsSuffix}', lo],
      [ht, 'FIPS is enabled but this partition does not support FIPS'],
      [
        ht,
        'Invalid Configuration: AccountIdEndpointMode is required but account endpoints are not supported in this region',
      ],
      ['https://search-dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}', lo],
      ['https://dynamodb.{Region}.{PartitionResult#dualStackDnsSuffix}', lo],
      [L1(2), Ft],
      [M1(2), Ft],
      [L1(1), Ft],
      [M1(1), Ft],
      ['https://{AccountId}.search-ddb.{Region}.{PartitionResult#dualStackDnsSuffix}', Ft],
      ['https://{AccountId}.ddb.{Region}.{PartitionResult#dualStackDnsSuffix}', Ft],
      [ht, 'Credentials-sourced account ID parameter is invalid'],
      [ht, 'AccountIdEndpointMode is required but no AccountID was provided or able to be loaded'],
      [ht, 'DualStack is enabled but this partition does not support DualStack'],
      [z1(2), Ft],
      [U1(2), Ft],
      [z1(1), Ft],
      [U1(1), Ft],
      ['https://{AccountId}.search-ddb.{Region}.{PartitionResult#dnsSuffix}', Ft],
      ['https://{AccountId}.ddb.{Region}.{PartitionResult#dnsSuffix}', Ft],
      [ht, 'Invalid Configuration: Missing Region'],
    ],
  },
  _Z = 2,
  O = 1e8,
  EZ = new Int32Array([
    -1,
    1,
    -1,
    0,
    6,
    3,
    1,
    4,
    O + 35,
    2,
    O + 1,
    5,
    3,
    O + 2,
    O + 4,
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
    O + 35,
    5,
    O + 7,
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
    O + 17,
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
    O + 26,
    35,
    O + 33,
    O + 34,
    35,
    O + 31,
    O + 32,
    35,
    O + 29,
    O + 30,
    32,
    O + 27,
    77,
    4,
    39,
    O + 35,
    5,
    O + 6,
    40,
    9,
    41,
    O + 28,
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
    O + 17,
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
    O + 26,
    35,
    O + 24,
    O + 25,
    35,
    O + 22,
    O + 23,
    35,
    O + 20,
    O + 21,
    32,
    O + 27,
    68,
    35,
    O + 18,
    O + 19,
    3,
    78,
    70,
    4,
    71,
    O + 35,
    5,
    O + 5,
    72,
    6,
    73,
    O + 16,
    11,
    74,
    75,
    32,
    O + 8,
    75,
    34,
    77,
    76,
    35,
    O + 14,
    O + 15,
    35,
    O + 12,
    O + 13,
    4,
    79,
    O + 35,
    5,
    O + 5,
    80,
    6,
    81,
    O + 11,
    9,
    82,
    O + 11,
    11,
    83,
    84,
    32,
    O + 8,
    84,
    35,
    O + 9,
    O + 10,
    2,
    O + 1,
    86,
    3,
    O + 2,
    87,
    4,
    88,
    O + 4,
    7,
    89,
    O + 4,
    8,
    O + 3,
    90,
    10,
    O + 3,
    O + 4,
  ]),
  Q1 = Tt.from(EZ, _Z, J1.conditions, J1.results);
var bZ = new At({
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
  eM = (t, e = {}) => bZ.get(t, () => pr(Q1, { endpointParams: t, logger: e.logger }));
rt.aws = $t;
var tM = (t) => ({
  apiVersion: '2012-08-10',
  base64Decoder: t?.base64Decoder ?? Ee,
  base64Encoder: t?.base64Encoder ?? ye,
  disableHostPrefix: t?.disableHostPrefix ?? !1,
  endpointProvider: t?.endpointProvider ?? eM,
  extensions: t?.extensions ?? [],
  httpAuthSchemeProvider: t?.httpAuthSchemeProvider ?? bP,
  httpAuthSchemes: t?.httpAuthSchemes ?? [
    { schemeId: 'aws.auth#sigv4', identityProvider: (e) => e.getIdentityProvider('aws.auth#sigv4'), signer: new Ae() },
  ],
  logger: t?.logger ?? new Ye(),
  protocol: t?.protocol ?? da,
  protocolSettings: t?.protocolSettings ?? {
    defaultNamespace: 'com.amazonaws.dynamodb',
    errorTypeRegistries: XP,
    xmlNamespace: 'http://dynamodb.amazonaws.com/doc/2012-08-10/',
    version: '2012-08-10',
    serviceTarget: 'DynamoDB_20120810',
    jsonCodec: new Ya(),
  },
  serviceId: t?.serviceId ?? 'DynamoDB',
  sha256: t?.sha256 ?? Pt,
  urlParser: t?.urlParser ?? ve,
  utf8Decoder: t?.utf8Decoder ?? de,
  utf8Encoder: t?.utf8Encoder ?? se,
});
var rM = (t) => {
  Qt(process.version);
  const e = lr(t),
    r = () => e().then(Xt),
    o = tM(t);
  or(process.version);
  const n = { profile: t?.profile, logger: o.logger };
  return {
    ...o,
    ...t,
    runtime: 'node',
    defaultsMode: e,
    accountIdEndpointMode: t?.accountIdEndpointMode ?? A(ag, n),
    authSchemePreference: t?.authSchemePreference ?? A(Lt, n),
    bodyLengthChecker: t?.bodyLengthChecker ?? sr,
    credentialDefaultProvider: t?.credentialDefaultProvider ?? CS,
    defaultSocketTimeout: nr(t?.requestHandler, 3e5),
    defaultUserAgentProvider: t?.defaultUserAgentProvider ?? Ir({ serviceId: o.serviceId, clientVersion: mO.version }),
    endpointDiscoveryEnabledProvider: t?.endpointDiscoveryEnabledProvider ?? A(ug, n),
    maxAttempts: t?.maxAttempts ?? A(we.v2026 ? { ...Dt, default: 4 } : Dt, t),
    region: t?.region ?? A(tt, { ...vt, ...n }),
    requestHandler: st.create(t?.requestHandler ?? r),
    retryMode: t?.retryMode ?? A({ ...br, default: async () => (await r()).retryMode || Rt }, t),
    streamCollector: t?.streamCollector ?? lt,
    useDualstackEndpoint: t?.useDualstackEndpoint ?? A(ar, n),
    useFipsEndpoint: t?.useFipsEndpoint ?? A(cr, n),
    userAgentAppId: t?.userAgentAppId ?? A(vr, n),
  };
};
U();
P();
z();
var oM = (t) => {
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
  nM = (t) => ({
    httpAuthSchemes: t.httpAuthSchemes(),
    httpAuthSchemeProvider: t.httpAuthSchemeProvider(),
    credentials: t.credentials(),
  });
var sM = (t, e) => {
  const r = Object.assign(Tr(t), er(t), dr(t), oM(t));
  return e.forEach((o) => o.configure(r)), Object.assign(t, Ar(r), tr(r), fr(r), nM(r));
};
var Ns = class extends Te {
  config;
  constructor(...[e]) {
    const r = rM(e || {});
    super(r), (this.initConfig = r);
    const o = IP(r),
      n = ig(o),
      s = _r(n),
      i = Er(s, { defaultBaseDelay: we.v2026 ? 25 : void 0, defaultMaxAttempts: we.v2026 ? 4 : void 0 }),
      a = ur(i),
      c = a,
      u = Mr(c),
      l = wP(u),
      d = mg(l, { endpointDiscoveryCommandCtor: lp }),
      f = sM(d, e?.extensions || []);
    (this.config = f),
      this.middlewareStack.use(Yt(this.config)),
      this.middlewareStack.use(wr(this.config)),
      this.middlewareStack.use(Vr(this.config)),
      this.middlewareStack.use(mr(this.config)),
      this.middlewareStack.use(gr(this.config)),
      this.middlewareStack.use(yr(this.config)),
      this.middlewareStack.use(Sr(this.config)),
      this.middlewareStack.use(
        Ot(this.config, {
          httpAuthSchemeParametersProvider: EP,
          identityProviderConfigProvider: async (m) => new pt({ 'aws.auth#sigv4': m.credentials }),
        }),
      ),
      this.middlewareStack.use(Nt(this.config));
  }
  destroy() {
    super.destroy();
  }
};
var fd = class extends Ge(AP, je, 'BatchWriteItem', iO) {};
var md = class extends Ge(Mt, je, 'DeleteItem', aO) {};
var hd = class extends Ge(Mt, je, 'GetItem', uO) {};
var gd = class extends Ge(Mt, je, 'PutItem', lO) {};
var yd = class extends Ge(Mt, je, 'Query', pO) {};
var Sd = class extends Ge(Mt, je, 'Scan', dO) {};
var xd = class extends Ge(Mt, je, 'UpdateItem', fO) {};
var tc = class extends ae {
  input;
  inputKeyNodes = { RequestItems: { '*': { '*': { PutRequest: { Item: L }, DeleteRequest: { Key: L } } } } };
  outputKeyNodes = {
    UnprocessedItems: { '*': { '*': { PutRequest: { Item: L }, DeleteRequest: { Key: L } } } },
    ItemCollectionMetrics: { '*': { '*': { ItemCollectionKey: L } } },
  };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new fd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var rc = class extends ae {
  input;
  inputKeyNodes = { Key: L, Expected: { '*': { Value: Ro, AttributeValueList: nt } }, ExpressionAttributeValues: L };
  outputKeyNodes = { Attributes: L, ItemCollectionMetrics: { ItemCollectionKey: L } };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new md(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var oc = class extends ae {
  input;
  inputKeyNodes = { Key: L };
  outputKeyNodes = { Item: L };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new hd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var nc = class extends ae {
  input;
  inputKeyNodes = { Item: L, Expected: { '*': { Value: Ro, AttributeValueList: nt } }, ExpressionAttributeValues: L };
  outputKeyNodes = { Attributes: L, ItemCollectionMetrics: { ItemCollectionKey: L } };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new gd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var Dn = class extends ae {
  input;
  inputKeyNodes = {
    KeyConditions: { '*': { AttributeValueList: nt } },
    QueryFilter: { '*': { AttributeValueList: nt } },
    ExclusiveStartKey: L,
    ExpressionAttributeValues: L,
  };
  outputKeyNodes = { Items: { '*': L }, LastEvaluatedKey: L };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new yd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var sc = class extends ae {
  input;
  inputKeyNodes = {
    ScanFilter: { '*': { AttributeValueList: nt } },
    ExclusiveStartKey: L,
    ExpressionAttributeValues: L,
  };
  outputKeyNodes = { Items: { '*': L }, LastEvaluatedKey: L };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new Sd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
var ic = class extends ae {
  input;
  inputKeyNodes = {
    Key: L,
    AttributeUpdates: { '*': { Value: Ro } },
    Expected: { '*': { Value: Ro, AttributeValueList: nt } },
    ExpressionAttributeValues: L,
  };
  outputKeyNodes = { Attributes: L, ItemCollectionMetrics: { ItemCollectionKey: L } };
  clientCommand;
  middlewareStack;
  constructor(e) {
    super(),
      (this.input = e),
      (this.clientCommand = new xd(this.input)),
      (this.middlewareStack = this.clientCommand.middlewareStack);
  }
  resolveMiddleware(e, r, o) {
    this.addMarshallingMiddleware(r);
    const n = e.concat(this.middlewareStack),
      s = this.clientCommand.resolveMiddleware(n, r, o);
    return async () => s(this.clientCommand);
  }
};
Ve();
P();
var po = class t extends Te {
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
        a = new Ns(
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
var KIe = zi(po, Dn, 'ExclusiveStartKey', 'LastEvaluatedKey', 'Limit');
Ve();
var YIe = zi(po, sc, 'ExclusiveStartKey', 'LastEvaluatedKey', 'Limit');
var kn = Gc(
  () => {
    const { AWS_REGION: t, DYNAMODB_ENDPOINT: e } = Jo(),
      r = new Ns({
        region: t,
        ...(e ? { endpoint: e, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      });
    return po.from(r, { marshallOptions: { removeUndefinedValues: !0 } });
  },
  (t) => t.destroy(),
);
function $n() {
  return Jo().TABLE_NAME;
}
function aM(t) {
  return t instanceof Error && t.name === 'ConditionalCheckFailedException';
}
var _d = (t = new Date()) => Math.floor(t.getTime() / 1e3);
function cM(t, e = new Date()) {
  return typeof t.expiresAt == 'number' && t.expiresAt <= _d(e);
}
var Ed = class extends go {
  constructor() {
    super('Validation error: Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
  }
};
function lM(t) {
  const { type: e, schema: r, partitionKey: o, sortKey: n, expires: s } = t,
    i = new Set(Object.keys(r.shape)),
    a = (f) => ({ pk: ac(o, f), sk: ac(n, f) }),
    c = (f) => (f && !(s && cM(f)) ? r.parse(f) : void 0),
    u = (f, m, h) => {
      const g = { ...a(f), type: e, expiresAt: m };
      for (const [y, S] of Object.entries(f)) i.has(y) && (g[y] = S);
      return uM(kn().send(new nc({ TableName: $n(), Item: g, ConditionExpression: h })));
    },
    l = async (f, m, h) => {
      const g = MS(),
        y = $S(n, f),
        S = m.from
          ? `${g.name('sk')} BETWEEN ${g.value($S(n, { ...f, ...m.from }))} AND ${g.value(`${y}\uFFFF`)}`
          : `begins_with(${g.name('sk')}, ${g.value(y)})`,
        x = {
          TableName: $n(),
          KeyConditionExpression: `${g.name('pk')} = ${g.value(ac(o, f))} AND ${S}`,
          FilterExpression: g.equals(m.where),
          ScanIndexForward: !m.newestFirst,
          ConsistentRead: m.consistent,
          Limit: m.limit,
          ExclusiveStartKey: h,
          ...g.attributes(),
        },
        b = await kn().send(new Dn(x)),
        I = [];
      for (const w of b.Items ?? []) {
        const T = c(w);
        T !== void 0 && I.push(T);
      }
      return { items: I, next: b.LastEvaluatedKey };
    },
    d = async (f, m = {}) => {
      let h = m.max ?? Number.POSITIVE_INFINITY,
        g = [],
        y;
      do {
        const S = Number.isFinite(h) ? h - g.length : void 0,
          x = await l(f, { ...m, limit: S }, y);
        g.push(...x.items), (y = x.next);
      } while (y && g.length < h);
      return g.slice(0, h);
    };
  return {
    type: e,
    schema: r,
    keyOf: (f) => a(f),
    partitionOf: (f) => ac(o, f),
    fromItem: c,
    async get(f, m = {}) {
      const { Item: h } = await kn().send(new oc({ TableName: $n(), Key: a(f), ConsistentRead: m.consistent }));
      return c(h);
    },
    create: (f, m = {}) => u(f, m.expiresAt, 'attribute_not_exists(pk)'),
    put: (f, m = {}) => u(f, m.expiresAt),
    async update(f, m, h = {}) {
      const g = MS(),
        y = Object.entries({ ...m, ...(h.upsert && { type: e }) })
          .filter(([, I]) => I !== void 0)
          .map(([I, w]) => `${g.name(I)} = ${g.value(w)}`),
        S = Object.entries(h.add ?? {}).map(([I, w]) => `${g.name(I)} ${g.value(w)}`),
        x = [!h.upsert && 'attribute_exists(pk)', g.equals(h.if), h.condition && g.raw(h.condition)].filter(Boolean),
        b = await pM(
          kn().send(
            new ic({
              TableName: $n(),
              Key: a(f),
              UpdateExpression: `${y.length ? `SET ${y}` : ''} ${S.length ? `ADD ${S}` : ''}`,
              ConditionExpression: x.length ? x.join(' AND ') : void 0,
              ReturnValues: 'ALL_NEW',
              ...g.attributes(),
            }),
          ),
        );
      return b?.Attributes && r.parse(b.Attributes);
    },
    async delete(f, m = {}) {
      const h = MS(),
        g = h.equals(m.if);
      return uM(
        kn().send(
          new rc({
            TableName: $n(),
            Key: a(f),
            ConditionExpression: `attribute_exists(pk)${g ? ` AND ${g}` : ''}`,
            ...h.attributes(),
          }),
        ),
      );
    },
    async query(f, m) {
      let h = ac(o, f),
        g = $S(n, f),
        y = m.cursor === void 0 ? void 0 : wZ(m.cursor, h, g),
        { matching: S } = m;
      if (!S) {
        const { items: w, next: T } = await l(f, m, y);
        return { items: w, cursor: T && LS(T) };
      }
      let x = m.examine ?? 1e3,
        b = [],
        I = 0;
      do {
        const w = await l(f, { ...m, limit: Math.min(x - I, 200) }, y);
        for (const T of w.items)
          if (((I += 1), !!S(T) && (b.push(T), b.length === m.limit)))
            return { items: b, cursor: LS(a({ ...f, ...T })) };
        y = w.next;
      } while (y && I < x);
      return { items: b, cursor: y && LS(y) };
    },
    queryAll: d,
    async deleteAll(f) {
      const m = await d(f);
      return await IZ(m.map((h) => a({ ...f, ...h }))), m.length;
    },
  };
}
function ac(t, e) {
  return t.replace(/\{(\w+)\}/g, (r, o) => {
    const n = e[o];
    if (!n) throw new Error(`Key field ${o} is missing for ${t}`);
    return n;
  });
}
function $S(t, e) {
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
var LS = (t) => Buffer.from(JSON.stringify([t.pk, t.sk])).toString('base64url');
function wZ(t, e, r) {
  let o;
  try {
    o = JSON.parse(Buffer.from(t, 'base64url').toString('utf8'));
  } catch {
    throw new Ed();
  }
  const [n, s] = Array.isArray(o) ? o : [];
  if (n !== e || typeof s != 'string' || !s.startsWith(r)) throw new Ed();
  return { pk: e, sk: s };
}
async function IZ(t) {
  const e = $n();
  for (let r = 0; r < t.length; r += 25) {
    let o = t.slice(r, r + 25).map((n) => ({ DeleteRequest: { Key: n } }));
    for (let n = 0; o.length > 0; n++) {
      if (n === 5) throw new Error('BatchWriteItem left deletes unprocessed after 5 attempts');
      o = (await kn().send(new tc({ RequestItems: { [e]: o } }))).UnprocessedItems?.[e] ?? [];
    }
  }
}
async function pM(t) {
  try {
    return await t;
  } catch (e) {
    if (aM(e)) return;
    throw e;
  }
}
var uM = async (t) => (await pM(t.then(() => !0))) ?? !1;
function MS() {
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
function dM(t, e) {
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
var TZ = '__Host-sid',
  nTe = 720 * 3600,
  AZ = 168 * 3600,
  CZ = 3600,
  cc = ow().int(),
  RZ = Wn({
    idHash: ct(),
    userId: ct(),
    workspaceId: ct(),
    createdAt: cc,
    lastSeenAt: cc,
    absoluteExpiresAt: cc,
    idleExpiresAt: cc,
    expiresAt: cc,
  }),
  fM = lM({ type: 'Session', schema: RZ, partitionKey: 'SESSION#{idHash}', sortKey: 'SESSION', expires: !0 }),
  PZ = (t) => vZ('sha256').update(t).digest('base64url');
function OZ(t, e) {
  const r = _d(e);
  return r < t.absoluteExpiresAt && r < t.idleExpiresAt;
}
async function mM(t, e = new Date()) {
  const r = dM(t, TZ);
  if (!r) return;
  const o = PZ(r),
    n = await fM.get({ idHash: o });
  if (!n || !OZ(n, e)) return;
  const s = _d(e);
  if (s - n.lastSeenAt >= CZ) {
    const i = s + AZ;
    await fM.update({ idHash: o }, { lastSeenAt: s, idleExpiresAt: i, expiresAt: Math.min(n.absoluteExpiresAt, i) });
  }
  return { userId: n.userId, workspaceId: n.workspaceId };
}
function hM(t) {
  return {
    before: async (e) => {
      const r = await mM(e.event);
      if (r) e.context.session = r;
      else if (t === 'session') throw new jc();
    },
  };
}
function gM(t, e) {
  if (t.body === void 0 || t.body === null || t.body === '') return { format: 'none', value: void 0 };
  const r = t.isBase64Encoded ? Buffer.from(t.body, 'base64').toString('utf8') : t.body,
    o = (t.headers['content-type'] ?? 'application/json').split(';')[0].trim().toLowerCase();
  if (o === 'application/json' || o.endsWith('+json')) {
    if (!e.includes('json')) throw zS(e);
    try {
      return { format: 'json', value: JSON.parse(r) };
    } catch {
      throw new go('Malformed JSON body');
    }
  }
  if (o === 'application/x-www-form-urlencoded') {
    if (!e.includes('form')) throw zS(e);
    return { format: 'form', value: Object.fromEntries(new URLSearchParams(r)) };
  }
  throw zS(e);
}
function zS(t) {
  const e = t.map((r) => (r === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'));
  return new Wt(415, `Unsupported content type; send ${e.join(' or ')}`);
}
function bd(t, e) {
  const r = t.safeParse(e);
  if (r.success) return r.data;
  const o = r.error.issues.map((n) => ({ path: n.path.map(String).join('.'), message: n.message }));
  throw new go(`Validation error: ${o[0]?.message ?? 'Invalid request'}`, o);
}
function yM(t, e, r = {}) {
  const o = async (s, i) => {
      const a = t.body ? gM(s, t.bodyFormats ?? ['json']) : void 0;
      try {
        const c = {
          event: s,
          body: t.body ? bd(t.body, a?.value ?? {}) : void 0,
          query: t.query ? bd(t.query, s.queryStringParameters ?? {}) : void 0,
          params: t.params ? bd(t.params, s.pathParameters ?? {}) : void 0,
          bodyFormat: a?.format ?? 'none',
          session: i.session,
          requestId: s.requestContext.requestId,
        };
        return NZ(t, await e(c));
      } catch (c) {
        if (r.formErrorPage && a?.format === 'form' && c instanceof Wt) return r.formErrorPage(c, a.value).result;
        throw c;
      }
    },
    n = yw().use(Dw()).use(kw()).use(Nw()).use(Pw()).use(hM(t.auth)).handler(o);
  return Object.assign(n, { route: t });
}
function NZ(t, e) {
  if (e instanceof Qc) return e.result;
  if (dw(t)) return ci(t.status ?? 200, DZ(t, e));
  if (t.response === 'empty') return Ow();
  throw new Error(`${t.id} answers a page: its handler must return an HttpReply`);
}
function DZ(t, e) {
  if (!Jo().VALIDATE_RESPONSES) return e;
  const r = t.response.safeParse(e);
  if (r.success) return e;
  throw (
    (Jn.error('Response does not match its route contract', { route: t.id, issues: r.error.issues }),
    new Error(`The ${t.id} response does not match its contract`))
  );
}
var CTe = yM(mw, async () => ({ ok: !0 }));
export { CTe as handler };
/*! Bundled license information:

@aws-lambda-powertools/logger/lib/esm/logBuffer.js:
@aws-lambda-powertools/logger/lib/esm/Logger.js:
  (* v8 ignore next -- @preserve *)
*/
//# sourceMappingURL=index.mjs.map
