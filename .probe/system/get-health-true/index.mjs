import { createRequire as __bizpilotCreateRequire } from 'node:module';
const require = __bizpilotCreateRequire(import.meta.url);
var Ta = Object.defineProperty;
var vn = (e, t) => {
  for (var r in t) Ta(e, r, { get: t[r], enumerable: !0 });
};
var b = {};
vn(b, {
  BIGINT_FORMAT_RANGES: () => ct,
  CONSTANT_CATCH: () => Rn,
  Class: () => rr,
  NUMBER_FORMAT_RANGES: () => Re,
  aborted: () => B,
  allowsEval: () => cr,
  assert: () => ja,
  assertEqual: () => Za,
  assertIs: () => La,
  assertNever: () => Da,
  assertNotEqual: () => Ca,
  assignProp: () => M,
  attachSchema: () => Ze,
  base64ToUint8Array: () => In,
  base64urlToUint8Array: () => ou,
  cached: () => Ae,
  captureStackTrace: () => st,
  cleanEnum: () => nu,
  cleanRegex: () => Ie,
  clone: () => F,
  cloneDef: () => Ba,
  codePointLength: () => Ce,
  constantCatch: () => Tn,
  createTransparentProxy: () => Wa,
  defineLazy: () => zn,
  defineLazyInternal: () => v,
  derived: () => au,
  esc: () => sr,
  escapeRegex: () => q,
  explicitlyAborted: () => lr,
  extend: () => qa,
  finalizeIssue: () => X,
  floatSafeRemainder: () => or,
  getElementAtPath: () => Ua,
  getEnumValues: () => ge,
  getLengthableOrigin: () => Ne,
  getParsedType: () => Ga,
  getSizableOrigin: () => An,
  hexToUint8Array: () => iu,
  hide: () => lt,
  installLazyProp: () => pu,
  isObject: () => he,
  isPlainObject: () => ae,
  issue: () => _e,
  joinValues: () => ot,
  jsonStringifyReplacer: () => ye,
  members: () => pr,
  merge: () => Qa,
  mergeDefs: () => Y,
  normalizeParams: () => _,
  nullish: () => nr,
  numKeys: () => Ja,
  objectClone: () => Ma,
  omit: () => Ya,
  optionalKeys: () => ur,
  own: () => ne,
  parsedType: () => fr,
  partial: () => eu,
  pick: () => Ha,
  prefixIssues: () => Te,
  primitiveTypes: () => Pn,
  promiseAllObject: () => Va,
  propertyKeyTypes: () => ar,
  randomString: () => Ka,
  rawShape: () => Oe,
  required: () => tu,
  safeExtend: () => Xa,
  shallowClone: () => kn,
  sizeCaps: () => ut,
  slugify: () => ir,
  stringifyPrimitive: () => it,
  toZod: () => Na,
  uint8ArrayToBase64: () => On,
  uint8ArrayToBase64url: () => su,
  uint8ArrayToHex: () => cu,
  unwrapMessage: () => me,
});
function Za(e) {
  return e;
}
function Ca(e) {
  return e;
}
function Na() {
  return (e) => e;
}
function La(e) {}
function Da(e) {
  throw new Error('Unexpected value in exhaustive check');
}
function ja(e) {}
function ge(e) {
  const t = Object.values(e).filter((n) => typeof n == 'number');
  return Object.entries(e)
    .filter(([n, o]) => t.indexOf(+n) === -1)
    .map(([n, o]) => o);
}
function ot(e, t = '|') {
  return e.map((r) => it(r)).join(t);
}
function ye(e, t) {
  return typeof t == 'bigint' ? t.toString() : t;
}
var tr = class {
  constructor(t) {
    (this._getter = t), (this._value = void 0);
  }
  get value() {
    const t = this._getter;
    return t !== void 0 && ((this._value = t()), (this._getter = void 0)), this._value;
  }
};
function Ae(e) {
  return new tr(e);
}
function nr(e) {
  return e == null;
}
function Ie(e) {
  const t = e.startsWith('^') ? 1 : 0,
    r = e.endsWith('$') ? e.length - 1 : e.length;
  return e.slice(t, r);
}
function or(e, t) {
  const r = e / t,
    n = Math.round(r),
    o = 4 * Number.EPSILON * Math.max(Math.abs(r), 1);
  return Math.abs(r - n) < o ? 0 : r - n;
}
var wn = Symbol('evaluating');
function zn(e, t, r) {
  let n;
  Object.defineProperty(e, t, {
    get() {
      if (n !== wn) return n === void 0 && ((n = wn), (n = r())), n;
    },
    set(o) {
      Object.defineProperty(e, t, { value: o });
    },
    configurable: !0,
  });
}
function Ma(e) {
  return Object.create(Object.getPrototypeOf(e), Object.getOwnPropertyDescriptors(e));
}
function M(e, t, r) {
  Object.defineProperty(e, t, { value: r, writable: !0, enumerable: !0, configurable: !0 });
}
function Oe(e) {
  const t = Object.getOwnPropertyDescriptor(e, 'shape');
  return t?.get ? t.get.raw : t?.value;
}
function H(e) {
  return Oe(e._zod.def) ?? e._zod.def.shape;
}
function Sn(e, t, r) {
  Object.defineProperty(e, t, {
    get() {
      const n = r();
      return M(this, t, n), n;
    },
    enumerable: !0,
    configurable: !0,
  });
}
function $n(e, t, r) {
  t in e ? M(e, t, r) : (e[t] = r);
}
function ce(e, t, r, n) {
  const o = H(t);
  for (const s of r) {
    const i = Object.getOwnPropertyDescriptor(o, s);
    i.enumerable &&
      (i.get
        ? Sn(e, s, () => {
            const c = t._zod.def.shape[s];
            return n ? n(c, s) : c;
          })
        : $n(e, s, n ? n(i.value, s) : i.value));
  }
}
function Fa(e, t) {
  for (const r of Reflect.ownKeys(t)) {
    const n = Object.getOwnPropertyDescriptor(t, r);
    n.enumerable && (n.get ? Sn(e, r, () => t[r]) : $n(e, r, n.value));
  }
}
function Y(...e) {
  const t = {};
  for (const r of e) {
    const n = Object.getOwnPropertyDescriptors(r);
    Object.assign(t, n);
  }
  return Object.defineProperties({}, t);
}
function Ba(e) {
  return Y(e._zod.def);
}
function Ua(e, t) {
  return t ? t.reduce((r, n) => r?.[n], e) : e;
}
function Va(e) {
  const t = Object.keys(e),
    r = t.map((n) => e[n]);
  return Promise.all(r).then((n) => {
    const o = {};
    for (let s = 0; s < t.length; s++) o[t[s]] = n[s];
    return o;
  });
}
function Ka(e = 10) {
  let t = 'abcdefghijklmnopqrstuvwxyz',
    r = '';
  for (let n = 0; n < e; n++) r += t[Math.floor(Math.random() * t.length)];
  return r;
}
function sr(e) {
  return JSON.stringify(e);
}
function ir(e) {
  return e
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
var st = 'captureStackTrace' in Error ? Error.captureStackTrace : (...e) => {};
function he(e) {
  return typeof e == 'object' && e !== null && !Array.isArray(e);
}
var cr = Ae(() => {
  if (L.jitless || (typeof navigator < 'u' && navigator?.userAgent?.includes('Cloudflare'))) return !1;
  try {
    const e = Function;
    return new e(''), !0;
  } catch {
    return !1;
  }
});
function ae(e) {
  if (he(e) === !1) return !1;
  const t = e.constructor;
  if (t === void 0 || typeof t != 'function') return !0;
  const r = t.prototype;
  return !(he(r) === !1 || Object.hasOwn(r, 'isPrototypeOf') === !1);
}
function kn(e) {
  return ae(e)
    ? { ...e }
    : Array.isArray(e)
      ? [...e]
      : e instanceof Map
        ? new Map(e)
        : e instanceof Set
          ? new Set(e)
          : e;
}
function Ja(e) {
  let t = 0;
  for (const r in e) Object.hasOwn(e, r) && t++;
  return t;
}
var Ga = (e) => {
    const t = typeof e;
    switch (t) {
      case 'undefined':
        return 'undefined';
      case 'string':
        return 'string';
      case 'number':
        return Number.isNaN(e) ? 'nan' : 'number';
      case 'boolean':
        return 'boolean';
      case 'function':
        return 'function';
      case 'bigint':
        return 'bigint';
      case 'symbol':
        return 'symbol';
      case 'object':
        return Array.isArray(e)
          ? 'array'
          : e === null
            ? 'null'
            : e.then && typeof e.then == 'function' && e.catch && typeof e.catch == 'function'
              ? 'promise'
              : typeof Map < 'u' && e instanceof Map
                ? 'map'
                : typeof Set < 'u' && e instanceof Set
                  ? 'set'
                  : typeof Date < 'u' && e instanceof Date
                    ? 'date'
                    : typeof File < 'u' && e instanceof File
                      ? 'file'
                      : 'object';
      default:
        throw new Error(`Unknown data type: ${t}`);
    }
  },
  ar = new Set(['string', 'number', 'symbol']),
  Pn = new Set(['string', 'number', 'bigint', 'boolean', 'symbol', 'undefined']);
function q(e) {
  return e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function F(e, t, r) {
  const n = new e._zod.constr(t ?? e._zod.def);
  return (!t || r?.parent) && (n._zod.parent = e), n;
}
function _(e) {
  const t = e;
  if (!t) return {};
  if (typeof t == 'string') return { error: () => t };
  if (t?.message !== void 0) {
    if (t?.error !== void 0) throw new Error('Cannot specify both `message` and `error` params');
    t.error = t.message;
  }
  return delete t.message, typeof t.error == 'string' ? { ...t, error: () => t.error } : t;
}
function Wa(e) {
  let t;
  return new Proxy(
    {},
    {
      get(r, n, o) {
        return t ?? (t = e()), Reflect.get(t, n, o);
      },
      set(r, n, o, s) {
        return t ?? (t = e()), Reflect.set(t, n, o, s);
      },
      has(r, n) {
        return t ?? (t = e()), Reflect.has(t, n);
      },
      deleteProperty(r, n) {
        return t ?? (t = e()), Reflect.deleteProperty(t, n);
      },
      ownKeys(r) {
        return t ?? (t = e()), Reflect.ownKeys(t);
      },
      getOwnPropertyDescriptor(r, n) {
        return t ?? (t = e()), Reflect.getOwnPropertyDescriptor(t, n);
      },
      defineProperty(r, n, o) {
        return t ?? (t = e()), Reflect.defineProperty(t, n, o);
      },
    },
  );
}
function it(e) {
  return typeof e == 'bigint' ? e.toString() + 'n' : typeof e == 'string' ? `"${e}"` : `${e}`;
}
function ur(e) {
  return Object.keys(e).filter((t) => e[t]._zod.optin !== void 0 && e[t]._zod.optout === 'optional');
}
var Re = {
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-34028234663852886e22, 34028234663852886e22],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
  },
  ct = {
    int64: [BigInt('-9223372036854775808'), BigInt('9223372036854775807')],
    uint64: [BigInt(0), BigInt('18446744073709551615')],
  };
function Ha(e, t) {
  const r = e._zod.def,
    n = r.checks;
  if (n && n.length > 0) throw new Error('.pick() cannot be used on object schemas containing refinements');
  const s = {};
  return ce(s, e, at(e, t)), F(e, Y(r, { shape: s, checks: [] }));
}
function at(e, t) {
  const r = H(e),
    n = [];
  for (const o of Reflect.ownKeys(t)) {
    if (!Object.getOwnPropertyDescriptor(r, o)?.enumerable) throw new Error(`Unrecognized key: "${String(o)}"`);
    t[o] && n.push(o);
  }
  return n;
}
function Ya(e, t) {
  const r = e._zod.def,
    n = r.checks;
  if (n && n.length > 0) throw new Error('.omit() cannot be used on object schemas containing refinements');
  const s = new Set(at(e, t)),
    i = {};
  return (
    ce(
      i,
      e,
      Reflect.ownKeys(H(e)).filter((c) => !s.has(c)),
    ),
    F(e, Y(r, { shape: i, checks: [] }))
  );
}
function qa(e, t) {
  if (!ae(t)) throw new Error('Invalid input to extend: expected a plain object');
  const r = e._zod.def.checks;
  if (r && r.length > 0) {
    const o = H(e);
    for (const s of Reflect.ownKeys(t))
      if (Object.getOwnPropertyDescriptor(o, s) !== void 0)
        throw new Error('Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.');
  }
  return F(e, Y(e._zod.def, { shape: En(e, t) }));
}
function En(e, t) {
  const r = {};
  return ce(r, e, Reflect.ownKeys(H(e))), Fa(r, t), r;
}
function Xa(e, t) {
  if (!ae(t)) throw new Error('Invalid input to safeExtend: expected a plain object');
  return F(e, Y(e._zod.def, { shape: En(e, t) }));
}
function Qa(e, t) {
  if (!t?._zod?.def)
    throw new Error('Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.');
  if (e._zod.def.checks?.length)
    throw new Error('.merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.');
  const r = {};
  ce(r, e, Reflect.ownKeys(H(e))), ce(r, t, Reflect.ownKeys(H(t)));
  const n = Y(e._zod.def, {
    shape: r,
    get catchall() {
      return t._zod.def.catchall;
    },
    checks: t._zod.def.checks ?? [],
  });
  return F(e, n);
}
function eu(e, t, r, n = 'partial') {
  const s = t._zod.def.checks;
  if (s && s.length > 0) throw new Error(`.${n}() cannot be used on object schemas containing refinements`);
  const c = r ? new Set(at(t, r)) : void 0,
    a = {};
  return (
    ce(a, t, Reflect.ownKeys(H(t)), e && ((u, f) => (c && !c.has(f) ? u : new e({ type: 'optional', innerType: u })))),
    F(t, Y(t._zod.def, { shape: a, checks: [] }))
  );
}
function tu(e, t, r) {
  const n = r ? new Set(at(t, r)) : void 0,
    o = {};
  return (
    ce(o, t, Reflect.ownKeys(H(t)), (s, i) => (n && !n.has(i) ? s : new e({ type: 'nonoptional', innerType: s }))),
    F(t, Y(t._zod.def, { shape: o }))
  );
}
function B(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let r = t; r < e.issues.length; r++) if (e.issues[r]?.continue !== !0) return !0;
  return !1;
}
function lr(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let r = t; r < e.issues.length; r++) if (e.issues[r]?.continue === !1) return !0;
  return !1;
}
function Te(e, t) {
  return t.map((r) => {
    var n;
    return (n = r).path ?? (n.path = []), r.path.unshift(e), r;
  });
}
function me(e) {
  return typeof e == 'string' ? e : e?.message;
}
function ut(e) {
  const t = [];
  for (const r of e ?? []) {
    const n = r._zod.def;
    if (!/_(length|size)$|_equals$/.test(n.check)) break;
    const o = n.maximum ?? n.length ?? n.size;
    o >= 0 && t.push([o, r]);
  }
  return t;
}
function Ze(e, t, r) {
  var n;
  for (let o = t; o < e.length; o++) (n = e[o]).schema ?? (n.schema = r);
}
function X(e, t, r) {
  var n;
  const o = e.inst?._zod?.traits;
  o?.has('$ZodType') && (o.has('$ZodCheck') ? ((n = e).schema ?? (n.schema = e.inst)) : (e.schema = e.inst));
  const s = e.schema !== e.inst ? e.schema?._zod.def?.error : void 0,
    i = e.message
      ? e.message
      : (me(e.inst?._zod.def?.error?.(e)) ??
        me(s?.(e)) ??
        me(t?.error?.(e)) ??
        me(r.customError?.(e)) ??
        me(r.localeError?.(e)) ??
        'Invalid input'),
    c = {};
  for (const a of Object.keys(e))
    a === 'inst' || a === 'schema' || a === 'continue' || a === 'input' || a === '__proto__' || (c[a] = e[a]);
  return c.path ?? (c.path = []), (c.message = i), t?.reportInput && (c.input = e.input), c;
}
function An(e) {
  return e instanceof Set ? 'set' : e instanceof Map ? 'map' : e instanceof File ? 'file' : 'unknown';
}
var ru = /[\uD800-\uDBFF]/;
function Ce(e) {
  const t = e.length;
  if (!ru.test(e)) return t;
  let r = t;
  for (let n = 0; n < t - 1; n++)
    (e.charCodeAt(n) & 64512) === 55296 && (e.charCodeAt(n + 1) & 64512) === 56320 && (r--, n++);
  return r;
}
function Ne(e) {
  return Array.isArray(e) ? 'array' : typeof e == 'string' ? 'string' : 'unknown';
}
function fr(e) {
  const t = typeof e;
  switch (t) {
    case 'number':
      return Number.isNaN(e) ? 'nan' : 'number';
    case 'object': {
      if (e === null) return 'null';
      if (Array.isArray(e)) return 'array';
      const r = e;
      if (r && Object.getPrototypeOf(r) !== Object.prototype && 'constructor' in r && r.constructor)
        return r.constructor.name;
    }
  }
  return t;
}
function _e(...e) {
  const [t, r, n] = e;
  return typeof t == 'string' ? { message: t, code: 'custom', input: r, inst: n } : { ...t };
}
function nu(e) {
  return Object.entries(e)
    .filter(([t, r]) => Number.isNaN(Number.parseInt(t, 10)))
    .map((t) => t[1]);
}
function In(e) {
  const t = atob(e),
    r = new Uint8Array(t.length);
  for (let n = 0; n < t.length; n++) r[n] = t.charCodeAt(n);
  return r;
}
function On(e) {
  let t = '';
  for (let r = 0; r < e.length; r++) t += String.fromCharCode(e[r]);
  return btoa(t);
}
function ou(e) {
  const t = e.replace(/-/g, '+').replace(/_/g, '/'),
    r = '='.repeat((4 - (t.length % 4)) % 4);
  return In(t + r);
}
function su(e) {
  return On(e).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}
function iu(e) {
  const t = e.replace(/^0x/, '');
  if (t.length % 2 !== 0) throw new Error('Invalid hex string length');
  const r = new Uint8Array(t.length / 2);
  for (let n = 0; n < t.length; n += 2) r[n / 2] = Number.parseInt(t.slice(n, n + 2), 16);
  return r;
}
function cu(e) {
  return Array.from(e)
    .map((t) => t.toString(16).padStart(2, '0'))
    .join('');
}
var rr = class {
  constructor(...t) {}
};
function pr(e, t) {
  for (const r in t) {
    const n = Object.getOwnPropertyDescriptor(t, r);
    n.get ? Object.defineProperty(e, r, { ...n, enumerable: !1 }) : uu(e, r, n.value);
  }
}
function ne(e, t, r, n = !0) {
  return Object.defineProperty(e, t, { configurable: !0, writable: !0, enumerable: n, value: r }), r;
}
function lt(e, t, r) {
  return ne(e, t, r, !1);
}
function au(e, t) {
  for (const r in e) {
    const n = e[r];
    Object.defineProperty(t, r, {
      configurable: !0,
      enumerable: !0,
      get() {
        return ne(this, r, n(this));
      },
      set(o) {
        ne(this, r, o);
      },
    });
  }
  return t;
}
function uu(e, t, r) {
  Object.defineProperty(e, t, {
    configurable: !0,
    get() {
      return this == null ? r : ne(this, t, r.bind(this));
    },
    set(n) {
      ne(this, t, n);
    },
  });
}
function lu(e, t) {
  const r = Object.getPrototypeOf(e);
  return t in r ? void 0 : r;
}
var er,
  re = !1,
  fu = {
    configurable: !0,
    get() {
      re = !0;
    },
  };
function v(e, t, r) {
  const n = Object.getPrototypeOf(e._zod);
  if (t in n && er !== e._zod) {
    er = void 0;
    return;
  }
  (er = e._zod),
    Object.defineProperty(n, t, {
      configurable: !0,
      get() {
        Object.defineProperty(this, t, fu);
        const o = re;
        re = !1;
        try {
          const s = r(this);
          return (
            re ? delete this[t] : Object.defineProperty(this, t, { configurable: !0, writable: !0, value: s }),
            (re = re || o),
            s
          );
        } catch (s) {
          throw (delete this[t], (re = re || o), s);
        }
      },
      set(o) {
        Object.defineProperty(this, t, { configurable: !0, writable: !0, value: o });
      },
    });
}
function pu(e, t, r, n) {
  const o = lu(e, t);
  o &&
    Object.defineProperty(o, t, {
      configurable: !0,
      get() {
        const s = { configurable: !0, writable: !0, enumerable: n, value: void 0 };
        return Object.defineProperty(this, t, s), (s.value = r(this)), Object.defineProperty(this, t, s), s.value;
      },
      set(s) {
        Object.defineProperty(this, t, { configurable: !0, writable: !0, enumerable: n, value: s });
      },
    });
}
var Rn = '~constantCatch';
function Tn(e) {
  const t = () => e;
  return (t[Rn] = !0), t;
}
var Zn;
var dr = { value: void 0, enumerable: !1 },
  Cn = 'captureStackTrace' in Error ? Error : null;
function du(e) {
  const t = Cn;
  if (t) {
    const r = t.stackTraceLimit;
    if (typeof r == 'number') {
      try {
        t.stackTraceLimit = 0;
      } catch {
        return (Cn = null), new e();
      }
      try {
        return new e();
      } finally {
        t.stackTraceLimit = r;
      }
    }
  }
  return new e();
}
function d(e, t, r, n) {
  const o = {};
  function s(l) {
    (this.def = l), (this.constr = m), (this.traits = new Set());
  }
  s.prototype = o;
  const i = r,
    c = i && new WeakSet();
  function a(l, p) {
    if (l._zod) {
      if (l._zod.traits.has(e)) return;
    } else {
      dr.value = new s(p);
      try {
        Object.defineProperty(l, '_zod', dr);
      } finally {
        dr.value = void 0;
      }
    }
    if ((l._zod.traits.add(e), t(l, p), c)) {
      let g = Object.getPrototypeOf(l),
        y = l._zod.constr.prototype,
        x = g;
      for (; x && x !== y; ) x = Object.getPrototypeOf(x);
      const k = x ?? g;
      c.has(k) || (c.add(k), pr(k, i));
    }
    const h = m.prototype;
    for (const g in h) Object.hasOwn(h, g) && (g in l || (l[g] = h[g].bind(l)));
  }
  const u = n?.Parent ?? Object;
  class f extends u {}
  Object.defineProperty(f, 'name', { value: e });
  function m(l) {
    const p = n?.Parent ? du(f) : this;
    a(p, l);
    const h = p._zod.deferred;
    if (h) {
      for (const y of h) y();
      p._zod.deferred = void 0;
    }
    const g = globalThis.__zod_globalConfig?.postProcessor;
    return g && g(p), p;
  }
  return (
    Object.defineProperty(m, 'init', { value: a }),
    Object.defineProperty(m, Symbol.hasInstance, {
      value: (l) => (n?.Parent && l instanceof n.Parent ? !0 : l?._zod?.traits?.has(e)),
    }),
    Object.defineProperty(m, 'name', { value: e }),
    m
  );
}
var U = class extends Error {
    constructor() {
      super('Encountered Promise during synchronous parse. Use .parseAsync() instead.');
    }
  },
  be = class extends Error {
    constructor(t) {
      super(`Encountered unidirectional transform during encode: ${t}`), (this.name = 'ZodEncodeError');
    }
  };
(Zn = globalThis).__zod_globalConfig ?? (Zn.__zod_globalConfig = {});
var L = globalThis.__zod_globalConfig;
function V(e) {
  return e && Object.assign(L, e), L;
}
function mu() {
  const e = this._zod;
  return e.message ?? (e.message = JSON.stringify(e.def, ye, 2)), e.message;
}
function hu(e) {
  this._zod.message = e;
}
var gu = { get: mu, set: hu, enumerable: !0, configurable: !0 },
  hr = { value: void 0, enumerable: !1 },
  Nn = new WeakSet([Object.prototype, Error.prototype]),
  Ln = (e, t) => {
    (e.name = '$ZodError'),
      (hr.value = t),
      Object.defineProperty(e, 'issues', hr),
      (hr.value = void 0),
      Object.defineProperty(e, 'message', gu);
    const r = Object.getPrototypeOf(e);
    Nn.has(r) ||
      (Nn.add(r),
      Object.defineProperty(r, 'toString', {
        configurable: !0,
        enumerable: !1,
        get() {
          const n = () => this.message;
          return Object.defineProperty(this, 'toString', { value: n, configurable: !0, writable: !0 }), n;
        },
        set(n) {
          Object.defineProperty(this, 'toString', { value: n, configurable: !0, writable: !0 });
        },
      }));
  },
  Dn = d('$ZodError', Ln),
  ip = d('$ZodError', Ln, void 0, { Parent: Error });
function yu(e, t, r) {
  return (
    Object.hasOwn(e, t) ||
      (t === '__proto__'
        ? Object.defineProperty(e, t, { value: r(), writable: !0, enumerable: !0, configurable: !0 })
        : (e[t] = r())),
    e[t]
  );
}
function jn(e, t = (r) => r.message) {
  const r = {},
    n = [];
  for (const o of e.issues) o.path.length > 0 ? yu(r, o.path[0], () => []).push(t(o)) : n.push(t(o));
  return { formErrors: n, fieldErrors: r };
}
function Mn(e, t = (r) => r.message) {
  const r = { _errors: [] },
    n = (o, s = []) => {
      for (const i of o.issues)
        if (i.code === 'invalid_union' && i.errors.length) i.errors.map((c) => n({ issues: c }, [...s, ...i.path]));
        else if (i.code === 'invalid_key') n({ issues: i.issues }, [...s, ...i.path]);
        else if (i.code === 'invalid_element') n({ issues: i.issues }, [...s, ...i.path]);
        else {
          const c = [...s, ...i.path];
          if (c.length === 0) r._errors.push(t(i));
          else {
            let a = r,
              u = 0;
            for (; u < c.length; ) {
              const f = c[u],
                m = u === c.length - 1;
              if (f === '_errors') {
                m && a._errors.push(t(i)), u++;
                continue;
              }
              Object.hasOwn(a, f) ||
                Object.defineProperty(a, f, { value: { _errors: [] }, enumerable: !0, writable: !0, configurable: !0 });
              const l = a[f];
              m && l._errors.push(t(i)), (a = l), u++;
            }
          }
        }
    };
  return n(e), r;
}
function ft(e, t) {
  return { callee: t?.callee ?? e, Err: t?.Err };
}
var pt = (e) => {
  const t = (r, n, o, s) => {
    const i = o ? { ...o, async: !1 } : { async: !1 },
      c = r._zod.run({ value: n, issues: [] }, i);
    if (c instanceof Promise) throw new U();
    if (c.issues.length) {
      const a = new (s?.Err ?? e)(c.issues.map((u) => X(u, i, V())));
      throw (st(a, s?.callee ?? t), a);
    }
    return c.value;
  };
  return t;
};
var dt = (e) => {
  const t = async (r, n, o, s) => {
    let i = o ? { ...o, async: !0 } : { async: !0 },
      c = r._zod.run({ value: n, issues: [] }, i);
    if ((c instanceof Promise && (c = await c), c.issues.length)) {
      const a = new (s?.Err ?? e)(c.issues.map((u) => X(u, i, V())));
      throw (st(a, s?.callee ?? t), a);
    }
    return c.value;
  };
  return t;
};
var mt = (e) => (t, r, n) => {
  const o = n ? { ...n, async: !1 } : { async: !1 },
    s = t._zod.run({ value: r, issues: [] }, o);
  if (s instanceof Promise) throw new U();
  return s.issues.length ? Fn(e, s.issues, o) : { success: !0, data: s.value };
};
function Fn(e, t, r) {
  let n;
  return {
    success: !1,
    get error() {
      return n || ((n = new e(t.map((o) => X(o, r, V())))), (t = void 0), (r = void 0)), n;
    },
    set error(o) {
      (n = o), (t = void 0), (r = void 0);
    },
  };
}
var ht = (e) => async (t, r, n) => {
  let o = n ? { ...n, async: !0 } : { async: !0 },
    s = t._zod.run({ value: r, issues: [] }, o);
  return s instanceof Promise && (s = await s), s.issues.length ? Fn(e, s.issues, o) : { success: !0, data: s.value };
};
var _u = Symbol.for('zod.compile.invalid'),
  bu = Symbol.for('zod.compile.fallback'),
  gr = (e, t, r) => {
    const n = e._zod.bag.validator;
    if (n !== void 0) {
      if (n(t) !== _u) return !0;
      if (n.definite === !0 && r === void 0) return !1;
    }
    return xu(e, t, r);
  };
function xu(e, t, r) {
  let n = r ? { ...r, async: !1, abortEarly: !0 } : { async: !1, abortEarly: !0 },
    o = e._zod.bag.fallbackRun,
    s;
  if (
    (o ? ((n[bu] = !0), (s = o({ value: t, issues: [] }, n))) : (s = e._zod.run({ value: t, issues: [] }, n)),
    s instanceof Promise)
  )
    throw new U();
  return s.issues.length === 0;
}
var yr = async (e, t, r) => {
    let n = r ? { ...r, async: !0, abortEarly: !0 } : { async: !0, abortEarly: !0 },
      o = e._zod.run({ value: t, issues: [] }, n);
    return o instanceof Promise && (o = await o), o.issues.length === 0;
  },
  Bn = (e) => {
    const t = pt(e),
      r = (n, o, s, i) => {
        const c = s ? { ...s, direction: 'backward' } : { direction: 'backward' };
        return t(n, o, c, ft(r, i));
      };
    return r;
  };
var Un = (e) => {
  const t = pt(e),
    r = (n, o, s, i) => t(n, o, s, ft(r, i));
  return r;
};
var Vn = (e) => {
  const t = dt(e),
    r = async (n, o, s, i) => {
      const c = s ? { ...s, direction: 'backward' } : { direction: 'backward' };
      return await t(n, o, c, ft(r, i));
    };
  return r;
};
var Kn = (e) => {
  const t = dt(e),
    r = async (n, o, s, i) => await t(n, o, s, ft(r, i));
  return r;
};
var Jn = (e) => (t, r, n) => {
  const o = n ? { ...n, direction: 'backward' } : { direction: 'backward' };
  return mt(e)(t, r, o);
};
var Gn = (e) => (t, r, n) => mt(e)(t, r, n);
var Wn = (e) => async (t, r, n) => {
  const o = n ? { ...n, direction: 'backward' } : { direction: 'backward' };
  return ht(e)(t, r, o);
};
var Hn = (e) => async (t, r, n) => ht(e)(t, r, n);
var Yn = /^[cC][0-9a-z]{6,}$/,
  qn = /^[0-9a-z]+$/,
  Xn = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/,
  Qn = /^[0-9a-vA-V]{20}$/,
  eo = /^[A-Za-z0-9]{27}$/,
  to = /^[a-zA-Z0-9_-]{21}$/;
function ro(e) {
  return new RegExp(`^[a-zA-Z0-9_-]{${e}}$`);
}
var no = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
var oo = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
  br = (e) =>
    e
      ? new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${e}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`)
      : /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
var so = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
var vu =
  '^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$';
function io() {
  return new RegExp(vu, 'u');
}
var co =
    /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  ao =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
var uo =
    /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/,
  lo =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  fo = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/,
  po = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
var mo = /^https?$/,
  ho = /^\+[1-9]\d{6,14}$/;
var go =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
function wu(e) {
  return new RegExp(`^${e}$`);
}
var yo = wu(go);
function _r(e) {
  const t = '(?:[01]\\d|2[0-3]):[0-5]\\d';
  return typeof e.precision == 'number'
    ? e.precision === -1
      ? `${t}`
      : e.precision === 0
        ? `${t}:[0-5]\\d`
        : `${t}:[0-5]\\d\\.\\d{${e.precision}}`
    : e.seconds
      ? `${t}:[0-5]\\d(?:\\.\\d+)?`
      : `${t}(?::[0-5]\\d(?:\\.\\d+)?)?`;
}
function _o(e) {
  return new RegExp(`^${_r(e)}$`);
}
function bo(e) {
  const t = ['Z'];
  e.offset && t.push('([+-](?:[01]\\d|2[0-3]):[0-5]\\d)');
  const r = `${_r({ precision: e.precision, seconds: !0 })}(?:${t.join('|')})`,
    n = e.local ? `${r}|${_r({ precision: e.precision })}` : r;
  return new RegExp(`^${go}T(?:${n})$`);
}
var xo = /^[\s\S]{0,}$/;
var vo = /^-?\d+n?$/;
var xr = /^-?\d+(?:\.\d+)?$/,
  wo = /^(?:true|false)$/i;
var zo = /^[^A-Z]*$/,
  So = /^[^a-z]*$/;
var R = d('$ZodCheck', (e, t) => {
  var r;
  e._zod ?? (e._zod = {}), (e._zod.def = t), (r = e._zod).onattach ?? (r.onattach = []);
});
var vr = (e) => {
    const t = e.value;
    return !nr(t) && t.length !== void 0;
  },
  gt = { number: 'number', bigint: 'bigint', object: 'date' },
  wr = d('$ZodCheckLessThan', (e, t) => {
    R.init(e, t);
    const r = gt[typeof t.value];
    e._zod.check = (n) => {
      (t.inclusive ? n.value <= t.value : n.value < t.value) ||
        n.issues.push({
          origin: gt[typeof n.value] ?? r,
          code: 'too_big',
          maximum: typeof t.value == 'object' ? t.value.getTime() : t.value,
          input: n.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  zr = d('$ZodCheckGreaterThan', (e, t) => {
    R.init(e, t);
    const r = gt[typeof t.value];
    e._zod.check = (n) => {
      (t.inclusive ? n.value >= t.value : n.value > t.value) ||
        n.issues.push({
          origin: gt[typeof n.value] ?? r,
          code: 'too_small',
          minimum: typeof t.value == 'object' ? t.value.getTime() : t.value,
          input: n.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  $o = d('$ZodCheckMultipleOf', (e, t) => {
    R.init(e, t),
      (e._zod.check = (r) => {
        if (typeof r.value != typeof t.value) throw new Error('Cannot mix number and bigint in multiple_of check.');
        (typeof r.value == 'bigint'
          ? t.value !== BigInt(0) && r.value % t.value === BigInt(0)
          : or(r.value, t.value) === 0) ||
          r.issues.push({
            origin: typeof r.value,
            code: 'not_multiple_of',
            divisor: t.value,
            input: r.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  ko = d('$ZodCheckNumberFormat', (e, t) => {
    R.init(e, t), (t.format = t.format || 'float64');
    const r = t.format?.includes('int'),
      n = r ? 'int' : 'number',
      [o, s] = Re[t.format];
    e._zod.check = (i) => {
      const c = i.value;
      if (r) {
        if (!Number.isInteger(c)) {
          i.issues.push({ expected: n, format: t.format, code: 'invalid_type', continue: !1, input: c, inst: e });
          return;
        }
        if (!Number.isSafeInteger(c)) {
          c > 0
            ? i.issues.push({
                input: c,
                code: 'too_big',
                maximum: Number.MAX_SAFE_INTEGER,
                note: 'Integers must be within the safe integer range.',
                inst: e,
                origin: n,
                inclusive: !0,
                continue: !t.abort,
              })
            : i.issues.push({
                input: c,
                code: 'too_small',
                minimum: Number.MIN_SAFE_INTEGER,
                note: 'Integers must be within the safe integer range.',
                inst: e,
                origin: n,
                inclusive: !0,
                continue: !t.abort,
              });
          return;
        }
      }
      c < o &&
        i.issues.push({
          origin: 'number',
          input: c,
          code: 'too_small',
          minimum: o,
          inclusive: !0,
          inst: e,
          continue: !t.abort,
        }),
        c > s &&
          i.issues.push({
            origin: 'number',
            input: c,
            code: 'too_big',
            maximum: s,
            inclusive: !0,
            inst: e,
            continue: !t.abort,
          });
    };
  });
var Po = d('$ZodCheckMaxLength', (e, t) => {
    var r;
    R.init(e, t),
      (r = e._zod.def).when ?? (r.when = vr),
      (e._zod.check = (n) => {
        const o = n.value,
          s = o.length;
        if ((typeof o == 'string' && s > t.maximum ? Ce(o) : s) <= t.maximum) return;
        const c = Ne(o);
        n.issues.push({
          origin: c,
          code: 'too_big',
          maximum: t.maximum,
          inclusive: !0,
          input: o,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  Eo = d('$ZodCheckMinLength', (e, t) => {
    var r;
    R.init(e, t),
      (r = e._zod.def).when ?? (r.when = vr),
      (e._zod.check = (n) => {
        const o = n.value,
          s = o.length;
        if ((typeof o == 'string' && s >= t.minimum && s < t.minimum * 2 ? Ce(o) : s) >= t.minimum) return;
        const c = Ne(o);
        n.issues.push({
          origin: c,
          code: 'too_small',
          minimum: t.minimum,
          inclusive: !0,
          input: o,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  Ao = d('$ZodCheckLengthEquals', (e, t) => {
    var r;
    R.init(e, t),
      (r = e._zod.def).when ?? (r.when = vr),
      (e._zod.check = (n) => {
        const o = n.value,
          s = o.length,
          i = typeof o == 'string' && s >= t.length && s <= t.length * 2 ? Ce(o) : s;
        if (i === t.length) return;
        const c = Ne(o),
          a = i > t.length;
        n.issues.push({
          origin: c,
          ...(a ? { code: 'too_big', maximum: t.length } : { code: 'too_small', minimum: t.length }),
          inclusive: !0,
          exact: !0,
          input: n.value,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  De = d('$ZodCheckStringFormat', (e, t) => {
    var r, n;
    R.init(e, t),
      t.pattern
        ? ((r = e._zod).check ??
          (r.check = (o) => {
            (t.pattern.lastIndex = 0),
              !t.pattern.test(o.value) &&
                o.issues.push({
                  origin: 'string',
                  code: 'invalid_format',
                  format: t.format,
                  input: o.value,
                  ...(t.pattern ? { pattern: t.pattern.toString() } : {}),
                  inst: e,
                  continue: !t.abort,
                });
          }))
        : ((n = e._zod).check ?? (n.check = () => {}));
  }),
  Io = d('$ZodCheckRegex', (e, t) => {
    De.init(e, t),
      (e._zod.check = (r) => {
        (t.pattern.lastIndex = 0),
          !t.pattern.test(r.value) &&
            r.issues.push({
              origin: 'string',
              code: 'invalid_format',
              format: 'regex',
              input: r.value,
              pattern: t.pattern.toString(),
              inst: e,
              continue: !t.abort,
            });
      });
  }),
  Oo = d('$ZodCheckLowerCase', (e, t) => {
    t.pattern ?? (t.pattern = zo), De.init(e, t);
  }),
  Ro = d('$ZodCheckUpperCase', (e, t) => {
    t.pattern ?? (t.pattern = So), De.init(e, t);
  }),
  To = d('$ZodCheckIncludes', (e, t) => {
    R.init(e, t);
    const r = q(t.includes),
      n = new RegExp(typeof t.position == 'number' ? `^.{${t.position},}${r}` : r);
    (t.pattern = n),
      (e._zod.check = (o) => {
        o.value.includes(t.includes, t.position) ||
          o.issues.push({
            origin: 'string',
            code: 'invalid_format',
            format: 'includes',
            includes: t.includes,
            input: o.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  Zo = d('$ZodCheckStartsWith', (e, t) => {
    R.init(e, t);
    const r = new RegExp(`^${q(t.prefix)}.*`);
    t.pattern ?? (t.pattern = r),
      (e._zod.check = (n) => {
        n.value.startsWith(t.prefix) ||
          n.issues.push({
            origin: 'string',
            code: 'invalid_format',
            format: 'starts_with',
            prefix: t.prefix,
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  Co = d('$ZodCheckEndsWith', (e, t) => {
    R.init(e, t);
    const r = new RegExp(`.*${q(t.suffix)}$`);
    t.pattern ?? (t.pattern = r),
      (e._zod.check = (n) => {
        n.value.endsWith(t.suffix) ||
          n.issues.push({
            origin: 'string',
            code: 'invalid_format',
            format: 'ends_with',
            suffix: t.suffix,
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  });
var No = d('$ZodCheckOverwrite', (e, t) => {
  R.init(e, t),
    (e._zod.check = (r) => {
      r.value = t.tx(r.value);
    });
});
var yt = class {
  constructor(t = [], r = {}) {
    (this.content = []), (this.indent = 0), (this.args = t), (this.closed = r);
  }
  indented(t) {
    this.indent += 1;
    try {
      t(this);
    } finally {
      this.indent -= 1;
    }
  }
  write(t) {
    if (typeof t == 'function') {
      t(this, { execution: 'sync' }), t(this, { execution: 'async' });
      return;
    }
    const n = t
        .split(`
`)
        .filter((i) => i),
      o = Math.min(...n.map((i) => i.length - i.trimStart().length)),
      s = n.map((i) => i.slice(o)).map((i) => ' '.repeat(this.indent * 2) + i);
    for (const i of s) this.content.push(i);
  }
  compile() {
    const t = Function,
      r = this?.content ?? [''];
    return new t(
      ...Object.keys(this.closed),
      `return function (${this.args.join(', ')}) {
${r.join(`
`)}
};`,
    )(...Object.values(this.closed));
  }
};
var Do = { major: 4, minor: 6, patch: 7 };
var $ = d(
    '$ZodType',
    (e, t) => {
      var r;
      e ?? (e = {}), (e._zod.def = t), (e._zod.bag = e._zod.bag || {}), (e._zod.version = Do);
      const n = e._zod.def.checks,
        o = e._zod.traits.has('$ZodCheck') ? [e, ...(n ?? [])] : n?.length ? [...n] : [];
      for (const s of o) for (const i of s._zod.onattach) i(e);
      if (o.length === 0)
        (r = e._zod).deferred ?? (r.deferred = []),
          e._zod.deferred?.push(() => {
            e._zod.run = e._zod.parse;
          });
      else {
        const s = (c, a, u) => {
            if (c.memo) return c;
            let f = B(c),
              m;
            for (const l of a) {
              if (l._zod.def.when) {
                if (lr(c) || !l._zod.def.when(c)) continue;
              } else if (f) continue;
              const p = c.issues.length,
                h = l._zod.check(c);
              if (h instanceof Promise && u?.async === !1) throw new U();
              if (m || h instanceof Promise)
                m = (m ?? Promise.resolve()).then(async () => {
                  await h, c.issues.length !== p && (Ze(c.issues, p, e), f || (f = B(c, p)));
                });
              else {
                if (c.issues.length === p) continue;
                Ze(c.issues, p, e), f || (f = B(c, p));
              }
            }
            return m ? m.then(() => c) : c;
          },
          i = (c, a, u) => {
            if (B(c)) return (c.aborted = !0), c;
            const f = s(a, o, u);
            if (f instanceof Promise) {
              if (u.async === !1) throw new U();
              return f.then((m) => e._zod.parse(m, u));
            }
            return e._zod.parse(f, u);
          };
        e._zod.run = (c, a) => {
          if (a.skipChecks) return e._zod.parse(c, a);
          if (a.direction === 'backward') {
            const f = e._zod.parse({ value: c.value, issues: [] }, { ...a, skipChecks: !0 });
            return f instanceof Promise ? f.then((m) => i(m, c, a)) : i(f, c, a);
          }
          const u = e._zod.parse(c, a);
          if (u instanceof Promise) {
            if (a.async === !1) throw new U();
            return u.then((f) => s(f, o, a));
          }
          return s(u, o, a);
        };
      }
    },
    {
      get '~standard'() {
        return lt(this, '~standard', $r(this));
      },
      set '~standard'(e) {
        ne(this, '~standard', e);
      },
    },
  ),
  Ho = (e, t) => (e.issues.length ? { issues: e.issues.map((r) => X(r, t, V())) } : { value: e.value });
async function Su(e, t) {
  const r = { async: !0 };
  return Ho(await e._zod.run({ value: t, issues: [] }, r), r);
}
function $r(e) {
  return {
    validate: (t) => {
      const r = { async: !1 };
      try {
        const n = e._zod.run({ value: t, issues: [] }, r);
        if (!(n instanceof Promise)) return Ho(n, r);
      } catch {}
      return Su(e, t);
    },
    vendor: 'zod',
    version: 1,
  };
}
var xe = d('$ZodString', (e, t) => {
    $.init(e, t),
      (e._zod.pattern = t.pattern ?? xo),
      (e._zod.parse = (r, n) => {
        if (t.coerce)
          try {
            r.value = String(r.value);
          } catch {}
        return (
          typeof r.value == 'string' ||
            r.issues.push({ expected: 'string', code: 'invalid_type', input: r.value, inst: e }),
          r
        );
      });
  }),
  P = d('$ZodStringFormat', (e, t) => {
    De.init(e, t), xe.init(e, t);
  }),
  Yo = d('$ZodGUID', (e, t) => {
    t.pattern ?? (t.pattern = oo), P.init(e, t);
  }),
  qo = d('$ZodUUID', (e, t) => {
    if (t.version) {
      const n = { v1: 1, v2: 2, v3: 3, v4: 4, v5: 5, v6: 6, v7: 7, v8: 8 }[t.version];
      if (n === void 0) throw new Error(`Invalid UUID version: "${t.version}"`);
      t.pattern ?? (t.pattern = br(n));
    } else t.pattern ?? (t.pattern = br());
    P.init(e, t);
  }),
  Xo = d('$ZodEmail', (e, t) => {
    t.pattern ?? (t.pattern = so), P.init(e, t);
  }),
  Qo = 1,
  vt = 2;
function es(e) {
  try {
    return typeof URL < 'u' && typeof URL.canParse == 'function' ? URL.canParse(e) : (new URL(e), !0);
  } catch {
    return !1;
  }
}
function $u(e, t) {
  return !('normalize' in t) && !('hostname' in t) && !('protocol' in t) ? es(e) || vt : ku(e, t);
}
function ku(e, t) {
  if (!t.normalize && t.protocol?.source === mo.source && !/^https?:\/\//i.test(e)) return Qo;
  try {
    if (typeof URL < 'u') {
      const r = URL;
      if (typeof r.parse == 'function') return r.parse(e) ?? vt;
    }
    return new URL(e);
  } catch {
    return vt;
  }
}
var Pu = /[\t\n\r]/g;
function jo(e) {
  return e.replace(Pu, '');
}
function Eu(e, t) {
  return (t.lastIndex = 0), t.test(e.hostname);
}
function Au(e, t) {
  return (t.lastIndex = 0), t.test(e.protocol.endsWith(':') ? e.protocol.slice(0, -1) : e.protocol);
}
var ts = d('$ZodURL', (e, t) => {
    P.init(e, t),
      (e._zod.check = (r) => {
        try {
          const n = r.value.trim(),
            o = $u(n, t);
          if (o === Qo) {
            r.issues.push({
              code: 'invalid_format',
              format: 'url',
              note: 'Invalid URL format',
              input: r.value,
              inst: e,
              continue: !t.abort,
            });
            return;
          }
          if (o === vt) {
            r.issues.push({ code: 'invalid_format', format: 'url', input: r.value, inst: e, continue: !t.abort });
            return;
          }
          if (o === !0) {
            r.value = jo(n);
            return;
          }
          t.hostname &&
            !Eu(o, t.hostname) &&
            r.issues.push({
              code: 'invalid_format',
              format: 'url',
              note: 'Invalid hostname',
              pattern: t.hostname.source,
              input: r.value,
              inst: e,
              continue: !t.abort,
            }),
            t.protocol &&
              !Au(o, t.protocol) &&
              r.issues.push({
                code: 'invalid_format',
                format: 'url',
                note: 'Invalid protocol',
                pattern: t.protocol.source,
                input: r.value,
                inst: e,
                continue: !t.abort,
              }),
            (r.value = t.normalize ? o.href : jo(n));
          return;
        } catch {
          r.issues.push({ code: 'invalid_format', format: 'url', input: r.value, inst: e, continue: !t.abort });
        }
      });
  }),
  rs = d('$ZodEmoji', (e, t) => {
    t.pattern ?? (t.pattern = io()), P.init(e, t);
  }),
  ns = d('$ZodNanoID', (e, t) => {
    if (t.length !== void 0 && (!Number.isInteger(t.length) || t.length < 1))
      throw new Error(`Invalid nanoid length: ${t.length}`);
    t.pattern ?? (t.pattern = t.length === void 0 ? to : ro(t.length)), P.init(e, t);
  }),
  os = d('$ZodCUID', (e, t) => {
    t.pattern ?? (t.pattern = Yn), P.init(e, t);
  }),
  ss = d('$ZodCUID2', (e, t) => {
    t.pattern ?? (t.pattern = qn), P.init(e, t);
  }),
  is = d('$ZodULID', (e, t) => {
    t.pattern ?? (t.pattern = Xn), P.init(e, t);
  }),
  cs = d('$ZodXID', (e, t) => {
    t.pattern ?? (t.pattern = Qn), P.init(e, t);
  }),
  as = d('$ZodKSUID', (e, t) => {
    t.pattern ?? (t.pattern = eo), P.init(e, t);
  }),
  us = d('$ZodISODateTime', (e, t) => {
    t.pattern ?? (t.pattern = bo(t)), P.init(e, t);
  }),
  ls = d('$ZodISODate', (e, t) => {
    t.pattern ?? (t.pattern = yo), P.init(e, t);
  }),
  fs = d('$ZodISOTime', (e, t) => {
    t.pattern ?? (t.pattern = _o(t)), P.init(e, t);
  }),
  ps = d('$ZodISODuration', (e, t) => {
    t.pattern ?? (t.pattern = no), P.init(e, t);
  }),
  ds = d('$ZodIPv4', (e, t) => {
    t.pattern ?? (t.pattern = co), P.init(e, t);
  }),
  Iu = /^[0-9a-fA-F:.]+$/;
function ms(e) {
  return Iu.test(e) ? es(`http://[${e}]`) : !1;
}
var hs = d('$ZodIPv6', (e, t) => {
  t.pattern ?? (t.pattern = ao),
    P.init(e, t),
    (e._zod.check = (r) => {
      ms(r.value) ||
        r.issues.push({ code: 'invalid_format', format: 'ipv6', input: r.value, inst: e, continue: !t.abort });
    });
});
var gs = d('$ZodCIDRv4', (e, t) => {
  t.pattern ?? (t.pattern = uo), P.init(e, t);
});
function Ou(e) {
  const t = e.split('/');
  if (t.length !== 2) return !1;
  const [r, n] = t;
  if (!n) return !1;
  const o = Number(n);
  return `${o}` !== n || o < 0 || o > 128 ? !1 : ms(r);
}
var ys = d('$ZodCIDRv6', (e, t) => {
  t.pattern ?? (t.pattern = lo),
    P.init(e, t),
    (e._zod.check = (r) => {
      Ou(r.value) ||
        r.issues.push({ code: 'invalid_format', format: 'cidrv6', input: r.value, inst: e, continue: !t.abort });
    });
});
function _s(e) {
  if (e === '') return !0;
  if (/\s/.test(e) || e.length % 4 !== 0) return !1;
  try {
    return atob(e), !0;
  } catch {
    return !1;
  }
}
var kr = /^[0-9a-zA-Z+/]*={0,2}$/,
  bs = d('$ZodBase64', (e, t) => {
    t.pattern ?? (t.pattern = kr),
      P.init(e, t),
      (e._zod.check = (r) => {
        _s(r.value) ||
          r.issues.push({ code: 'invalid_format', format: 'base64', input: r.value, inst: e, continue: !t.abort });
      });
  }),
  zt = /^[A-Za-z0-9_-]*$/;
function Ru(e) {
  if (!zt.test(e)) return !1;
  const t = e.replace(/[-_]/g, (n) => (n === '-' ? '+' : '/')),
    r = t.padEnd(Math.ceil(t.length / 4) * 4, '=');
  return _s(r);
}
var xs = d('$ZodBase64URL', (e, t) => {
    t.pattern ?? (t.pattern = zt),
      P.init(e, t),
      (e._zod.check = (r) => {
        Ru(r.value) ||
          r.issues.push({ code: 'invalid_format', format: 'base64url', input: r.value, inst: e, continue: !t.abort });
      });
  }),
  vs = d('$ZodE164', (e, t) => {
    t.pattern ?? (t.pattern = ho), P.init(e, t);
  });
function Tu(e, t = null) {
  try {
    const r = e.split('.');
    if (r.length !== 3) return !1;
    const [n] = r;
    if (!n) return !1;
    const o = JSON.parse(atob(n));
    return !(('typ' in o && o?.typ !== 'JWT') || !o.alg || (t && (!('alg' in o) || o.alg !== t)));
  } catch {
    return !1;
  }
}
var ws = d('$ZodJWT', (e, t) => {
  P.init(e, t),
    (e._zod.check = (r) => {
      Tu(r.value, t.alg) ||
        r.issues.push({ code: 'invalid_format', format: 'jwt', input: r.value, inst: e, continue: !t.abort });
    });
});
var Pr = d('$ZodNumber', (e, t) => {
    $.init(e, t),
      (e._zod.pattern = xr),
      (e._zod.parse = (r, n) => {
        if (t.coerce)
          try {
            r.value = Number(r.value);
          } catch {}
        const o = r.value;
        if (typeof o == 'number' && !Number.isNaN(o) && Number.isFinite(o)) return r;
        const s = typeof o == 'number' ? (Number.isNaN(o) ? 'NaN' : Number.isFinite(o) ? void 0 : String(o)) : void 0;
        return (
          r.issues.push({ expected: 'number', code: 'invalid_type', input: o, inst: e, ...(s ? { received: s } : {}) }),
          r
        );
      });
  }),
  zs = d('$ZodNumberFormat', (e, t) => {
    ko.init(e, t), Pr.init(e, t);
  }),
  St = d('$ZodBoolean', (e, t) => {
    $.init(e, t),
      (e._zod.pattern = wo),
      (e._zod.parse = (r, n) => {
        if (t.coerce)
          try {
            r.value = !!r.value;
          } catch {}
        const o = r.value;
        return (
          typeof o == 'boolean' || r.issues.push({ expected: 'boolean', code: 'invalid_type', input: o, inst: e }), r
        );
      });
  }),
  Ss = d('$ZodBigInt', (e, t) => {
    $.init(e, t),
      (e._zod.pattern = vo),
      (e._zod.parse = (r, n) => {
        if (t.coerce)
          try {
            r.value = BigInt(r.value);
          } catch {}
        return (
          typeof r.value == 'bigint' ||
            r.issues.push({ expected: 'bigint', code: 'invalid_type', input: r.value, inst: e }),
          r
        );
      });
  });
var $s = d('$ZodUnknown', (e, t) => {
    $.init(e, t), (e._zod.parse = (r) => r);
  }),
  ks = d('$ZodNever', (e, t) => {
    $.init(e, t),
      (e._zod.parse = (r, n) => (
        r.issues.push({ expected: 'never', code: 'invalid_type', input: r.value, inst: e }), r
      ));
  });
var Ps = d('$ZodDate', (e, t) => {
  $.init(e, t),
    (e._zod.parse = (r, n) => {
      if (t.coerce)
        try {
          r.value = new Date(r.value);
        } catch {}
      const o = r.value,
        s = o instanceof Date;
      return (
        (s && !Number.isNaN(o.getTime())) ||
          r.issues.push({
            expected: 'date',
            code: 'invalid_type',
            input: o,
            ...(s ? { received: 'Invalid Date' } : {}),
            inst: e,
          }),
        r
      );
    });
});
function Zu(e, t) {
  const r = ut(e._zod.def.checks);
  if (!r.length) return;
  const n = Math.min(...r.map((s) => s[0])),
    o = e._zod.parse;
  e._zod.parse = (s, i) => {
    const c = t(s.value);
    if (c > n && !i?.skipChecks && i?.direction !== 'backward') {
      for (const [a, u] of ut(e._zod.def.checks))
        if (c > a && u._zod.def.when(s)) {
          const f = s.issues.length;
          return u._zod.check(s), (s.issues[f].continue = !1), Ze(s.issues, f, e), s;
        }
    }
    return o(s, i);
  };
}
var Cu = (e) => (Array.isArray(e) ? e.length : -1);
function Mo(e, t, r) {
  e.issues.length && t.issues.push(...Te(r, e.issues)), (t.value[r] = e.value);
}
var Es = d('$ZodArray', (e, t) => {
  $.init(e, t);
  const r = L.memoizer;
  r?.attach(e),
    (e._zod.parse = (n, o) => {
      const s = n.value;
      if (!Array.isArray(s)) return n.issues.push({ expected: 'array', code: 'invalid_type', input: s, inst: e }), n;
      n.value = r ? r.alloc(e, n, Array(s.length), o) : Array(s.length);
      const i = [],
        c = o?.abortEarly;
      for (let a = 0; a < s.length; a++) {
        const u = s[a],
          f = t.element._zod.run({ value: u, issues: [] }, o);
        if (f instanceof Promise) i.push(f.then((m) => Mo(m, n, a)));
        else if ((Mo(f, n, a), c && f.issues.length !== 0 && B(f))) break;
      }
      return i.length ? Promise.all(i).then(() => n) : n;
    }),
    Zu(e, Cu);
});
function wt(e, t, r, n, o, s) {
  const i = r in n,
    c = s === 'optional';
  if (!(!i && c && o === 'optional')) {
    if (e.issues.length) {
      if (o !== void 0 && c && !i) return;
      t.issues.push(...Te(r, e.issues));
    }
    if (!i && o === void 0) {
      e.issues.length || t.issues.push({ code: 'invalid_type', expected: 'nonoptional', input: void 0, path: [r] });
      return;
    }
    e.value === void 0 ? (i || (o === 'defaulted' && !c)) && (t.value[r] = void 0) : (t.value[r] = e.value);
  }
}
var Nu = [];
function As(e) {
  const t = Object.keys(e.shape),
    r = Object.getOwnPropertySymbols(e.shape),
    n = r.length ? r : Nu,
    o = n.length ? [...t, ...n] : t;
  for (const i of o)
    if (!e.shape?.[i]?._zod?.traits?.has('$ZodType'))
      throw new Error(`Invalid element at key "${String(i)}": expected a Zod schema`);
  const s = ur(e.shape);
  return { ...e, allKeys: o, symbolKeys: n, keySet: new Set(t), numKeys: t.length, optionalKeys: new Set(s) };
}
function Is(e, t, r, n, o, s, i) {
  let c = [],
    a = o.keySet,
    u = o.catchall._zod,
    f = u.def.type,
    m = u.optin,
    l = u.optout,
    p = 0;
  for (const h in t) {
    if (i && r.issues.length !== p) {
      if (B(r, p)) break;
      p = r.issues.length;
    }
    if (a.has(h)) continue;
    if (h === '__proto__') {
      f === 'never' && c.push(h);
      continue;
    }
    if (f === 'never') {
      c.push(h);
      continue;
    }
    const g = u.run({ value: t[h], issues: [] }, n);
    g instanceof Promise ? e.push(g.then((y) => wt(y, r, h, t, m, l))) : wt(g, r, h, t, m, l);
  }
  return (
    c.length && r.issues.push({ code: 'unrecognized_keys', keys: c, input: t, inst: s, continue: !0 }),
    e.length ? Promise.all(e).then(() => r) : r
  );
}
var Lu = d('$ZodObject', (e, t) => {
    $.init(e, t);
    const r = Object.getOwnPropertyDescriptor(t, 'shape'),
      n = r?.get ? r.get.raw : (t.shape ?? {});
    if (n) {
      const u = () => {
        const f = { ...n };
        return Object.defineProperty(t, 'shape', { value: f }), (u.raw = f), f;
      };
      (u.raw = n), Object.defineProperty(t, 'shape', { get: u });
    }
    const o = Ae(() => As(t));
    v(e, 'propValues', (u) => {
      const f = u.def.shape,
        m = {};
      for (const l in f) {
        const p = f[l]._zod;
        if (p.values) {
          Object.hasOwn(m, l) || M(m, l, new Set());
          for (const h of p.values) m[l].add(h);
          p.optin !== void 0 && m[l].add(void 0);
        }
      }
      return m;
    });
    let s = he,
      i = t.catchall,
      c,
      a = L.memoizer;
    a?.attach(e),
      (e._zod.parse = (u, f) => {
        c ?? (c = o.value);
        const m = u.value;
        if (!s(m)) return u.issues.push({ expected: 'object', code: 'invalid_type', input: m, inst: e }), u;
        u.value = a ? a.alloc(e, u, {}, f) : {};
        let l = [],
          p = c.shape,
          h = f?.abortEarly,
          g = u.issues.length;
        for (const y of c.allKeys) {
          if (h && u.issues.length !== g) {
            if (B(u, g)) break;
            g = u.issues.length;
          }
          if (y === '__proto__') continue;
          const x = p[y],
            k = x._zod.optin,
            T = x._zod.optout,
            I = x._zod.run({ value: m[y], issues: [] }, f);
          I instanceof Promise ? l.push(I.then((S) => wt(S, u, y, m, k, T))) : wt(I, u, y, m, k, T);
        }
        return i ? Is(l, m, u, f, o.value, e, h === !0) : l.length ? Promise.all(l).then(() => u) : u;
      });
  }),
  Os = d('$ZodObjectJIT', (e, t) => {
    Lu.init(e, t);
    let r = e._zod.parse,
      n = Ae(() => As(t)),
      o = L.memoizer,
      s = (p) => {
        const h = n.value,
          g = h.symbolKeys,
          y = new yt(['payload', 'ctx'], { shape: p, inst: e, memo: o, syms: g }),
          x = (S) => `shape[${S}]._zod.run({ value: input[${S}], issues: [] }, ctx)`,
          k = (S, w) => `
          let ${S}_ab = false;
          for (let i = 0; i < ${S}.issues.length; i++) {
            const iss = ${S}.issues[i];
            iss.path = iss.path ? [${w}, ...iss.path] : [${w}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${S}_ab = true;
          }
          if (${S}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        y.write('const input = payload.value;');
        let T = Object.create(null),
          I = 0;
        for (const S of h.allKeys) T[S] = `key_${I++}`;
        y.write(o ? 'const newResult = memo.alloc(inst, payload, {}, ctx);' : 'const newResult = {};');
        for (const S of h.allKeys) {
          if (S === '__proto__') continue;
          const w = T[S],
            W = typeof S == 'symbol' ? `syms[${g.indexOf(S)}]` : sr(S),
            Xt = `${W} in input`,
            bn = p[S],
            Qt = bn?._zod?.optin,
            xn = Qt !== void 0,
            Oa = bn?._zod?.optout === 'optional';
          if ((y.write(`const ${w} = ${x(W)};`), xn && Oa)) {
            const Ra = Qt === 'optional' ? `${w}_present` : `${w}.value !== undefined || ${w}_present`;
            y.write(`
        const ${w}_present = ${Xt};
        if (!${w}.issues.length || ${w}_present) {
          if (${w}.issues.length) {${k(w, W)}
          }

          if (${Ra}) {
            newResult[${W}] = ${w}.value;
          }
        }

      `);
          } else
            xn
              ? (y.write(`
        if (${w}.issues.length) {${k(w, W)}
        }
      `),
                Qt === 'defaulted'
                  ? y.write(`newResult[${W}] = ${w}.value;`)
                  : y.write(`
        if (${w}.value !== undefined || ${Xt}) {
          newResult[${W}] = ${w}.value;
        }
      `))
              : y.write(`
        const ${w}_present = ${Xt};
        if (${w}.issues.length) {${k(w, W)}
        }
        if (!${w}_present && !${w}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${W}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${w}_present) {
          newResult[${W}] = ${w}.value;
        }

      `);
        }
        return y.write('payload.value = newResult;'), y.write('return payload;'), y.compile();
      },
      i,
      c = he,
      a = !L.jitless,
      f = a && cr.value,
      m = t.catchall,
      l;
    e._zod.parse = (p, h) => {
      l ?? (l = n.value);
      const g = p.value;
      return c(g)
        ? a && f && h?.async === !1 && h.jitless !== !0
          ? (i || (i = s(t.shape)), (p = i(p, h)), m ? Is([], g, p, h, l, e, h?.abortEarly === !0) : p)
          : r(p, h)
        : (p.issues.push({ expected: 'object', code: 'invalid_type', input: g, inst: e }), p);
    };
  });
function Fo(e, t, r, n) {
  for (const s of e) if (s.issues.length === 0) return (t.value = s.value), t;
  const o = e.filter((s) => !B(s));
  return o.length === 1
    ? ((t.value = o[0].value), o[0])
    : (t.issues.push({
        code: 'invalid_union',
        input: t.value,
        inst: r,
        errors: e.map((s) => s.issues.map((i) => X(i, n, V()))),
      }),
      t);
}
var Rs = d('$ZodUnion', (e, t) => {
  $.init(e, t),
    v(e, 'optin', (n) =>
      n.def.options.some((o) => o._zod.optin === 'defaulted')
        ? 'defaulted'
        : n.def.options.some((o) => o._zod.optin !== void 0)
          ? 'optional'
          : void 0,
    ),
    v(e, 'optout', (n) => (n.def.options.some((o) => o._zod.optout === 'optional') ? 'optional' : void 0)),
    v(e, 'values', (n) => {
      if (n.def.options.every((o) => o._zod.values))
        return new Set(n.def.options.flatMap((o) => Array.from(o._zod.values)));
    }),
    v(e, 'pattern', (n) => {
      if (n.def.options.every((o) => o._zod.pattern)) {
        const o = n.def.options.map((s) => s._zod.pattern);
        return new RegExp(`^(${o.map((s) => Ie(s.source)).join('|')})$`);
      }
    });
  const r = t.options.length === 1 ? t.options[0]._zod.run : null;
  e._zod.parse = (n, o) => {
    if (r) return r(n, o);
    let s = !1,
      i = [];
    for (const c of t.options) {
      const a = c._zod.run({ value: n.value, issues: [] }, o);
      if (a instanceof Promise) i.push(a), (s = !0);
      else {
        if (a.issues.length === 0) return a;
        i.push(a);
      }
    }
    return s ? Promise.all(i).then((c) => Fo(c, n, e, o)) : Fo(i, n, e, o);
  };
});
var Ts = d('$ZodIntersection', (e, t) => {
  $.init(e, t),
    (e._zod.parse = (r, n) => {
      const o = r.value,
        s = t.left._zod.run({ value: o, issues: [] }, n),
        i = t.right._zod.run({ value: o, issues: [] }, n);
      return s instanceof Promise || i instanceof Promise
        ? Promise.all([s, i]).then(([a, u]) => Bo(r, a, u))
        : Bo(r, s, i);
    });
});
function Sr(e, t) {
  if (e === t) return { valid: !0, data: e };
  if (e instanceof Date && t instanceof Date && +e == +t) return { valid: !0, data: e };
  if (ae(e) && ae(t)) {
    const r = Object.keys(t),
      n = Object.keys(e).filter((s) => r.indexOf(s) !== -1),
      o = { ...e, ...t };
    Object.hasOwn(o, '__proto__') && delete o.__proto__;
    for (const s of n) {
      if (s === '__proto__') continue;
      const i = Sr(e[s], t[s]);
      if (!i.valid) return { valid: !1, mergeErrorPath: [s, ...i.mergeErrorPath] };
      o[s] = i.data;
    }
    return { valid: !0, data: o };
  }
  if (Array.isArray(e) && Array.isArray(t)) {
    if (e.length !== t.length) return { valid: !1, mergeErrorPath: [] };
    const r = [];
    for (let n = 0; n < e.length; n++) {
      const o = e[n],
        s = t[n],
        i = Sr(o, s);
      if (!i.valid) return { valid: !1, mergeErrorPath: [n, ...i.mergeErrorPath] };
      r.push(i.data);
    }
    return { valid: !0, data: r };
  }
  return { valid: !1, mergeErrorPath: [] };
}
function Bo(e, t, r) {
  let n = new Map(),
    o,
    s = new Map(),
    i = (u, f) => {
      let m;
      if (u.code === 'unrecognized_keys' && !u.path?.length) o ?? (o = u), (m = u.keys);
      else if (u.code === 'invalid_key' && u.origin === 'record' && u.path?.length === 1) {
        const l = String(u.path[0]);
        s.has(l) || s.set(l, u), (m = [l]);
      } else return !1;
      for (const l of m) n.has(l) || n.set(l, {}), (n.get(l)[f] = !0);
      return !0;
    };
  for (const u of t.issues) i(u, 'l') || e.issues.push(u);
  for (const u of r.issues) i(u, 'r') || e.issues.push(u);
  const c = [...n].filter(([, u]) => u.l && u.r).map(([u]) => u);
  if (c.length) {
    const u = o ? c.filter((f) => o.keys.includes(f)) : [];
    u.length && e.issues.push({ ...o, keys: u });
    for (const f of c) !u.includes(f) && s.has(f) && e.issues.push(s.get(f));
  }
  const a = Sr(t.value, r.value);
  if (!a.valid) {
    if (B(e)) return e;
    throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(a.mergeErrorPath)}`);
  }
  return (e.value = a.data), e;
}
var Zs = d('$ZodEnum', (e, t) => {
    $.init(e, t);
    const r = ge(t.entries),
      n = new Set(r);
    (e._zod.values = n),
      v(e, 'pattern', (o) => {
        const s = ge(o.def.entries).filter((i) => ar.has(typeof i));
        return new RegExp(s.length ? `^(${s.map((i) => q(i.toString())).join('|')})$` : '^[^\\s\\S]$');
      }),
      (e._zod.parse = (o, s) => {
        const i = o.value;
        return n.has(i) || o.issues.push({ code: 'invalid_value', values: r, input: i, inst: e }), o;
      });
  }),
  Cs = d('$ZodLiteral', (e, t) => {
    $.init(e, t);
    const r = new Set(t.values);
    (e._zod.values = r),
      v(e, 'pattern', (n) => {
        const o = n.def.values;
        return new RegExp(
          o.length
            ? `^(${o.map((s) => (typeof s == 'string' ? q(s) : s ? q(s.toString()) : String(s))).join('|')})$`
            : '^[^\\s\\S]$',
        );
      }),
      (e._zod.parse = (n, o) => {
        const s = n.value;
        return r.has(s) || n.issues.push({ code: 'invalid_value', values: t.values, input: s, inst: e }), n;
      });
  });
var Ns = d('$ZodTransform', (e, t) => {
  $.init(e, t),
    (e._zod.optin = 'optional'),
    L.memoizer?.guard(e),
    (e._zod.parse = (r, n) => {
      if (n.direction === 'backward') throw new be(e.constructor.name);
      const o = t.transform(r.value, r);
      if (n.async) return (o instanceof Promise ? o : Promise.resolve(o)).then((i) => ((r.value = i), r));
      if (o instanceof Promise) throw new U();
      return (r.value = o), r;
    });
});
function Uo(e, t) {
  return (e.value = t.issues.length ? void 0 : t.value), e;
}
var Er = d('$ZodOptional', (e, t) => {
    $.init(e, t),
      v(e, 'optin', (r) => (r.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
      (e._zod.optout = 'optional'),
      v(e, 'values', (r) => {
        const n = r.def.innerType._zod.values;
        return n ? new Set([...n, void 0]) : void 0;
      }),
      v(e, 'pattern', (r) => {
        const n = r.def.innerType._zod.pattern;
        return n ? new RegExp(`^(${Ie(n.source)})?$`) : void 0;
      }),
      (e._zod.parse = (r, n) => {
        if (r.value === void 0) {
          if (t.innerType._zod.optin !== 'defaulted') return r;
          const o = t.innerType._zod.run({ value: r.value, issues: [] }, n);
          return o instanceof Promise ? o.then((s) => Uo(r, s)) : Uo(r, o);
        }
        return t.innerType._zod.run(r, n);
      });
  }),
  Ls = d('$ZodExactOptional', (e, t) => {
    Er.init(e, t),
      v(e, 'values', (r) => r.def.innerType._zod.values),
      v(e, 'pattern', (r) => r.def.innerType._zod.pattern),
      (e._zod.parse = (r, n) => t.innerType._zod.run(r, n));
  }),
  Ds = d('$ZodNullable', (e, t) => {
    $.init(e, t),
      v(e, 'optin', (r) => r.def.innerType._zod.optin),
      v(e, 'optout', (r) => r.def.innerType._zod.optout),
      v(e, 'pattern', (r) => {
        const n = r.def.innerType._zod.pattern;
        return n ? new RegExp(`^(${Ie(n.source)}|null)$`) : void 0;
      }),
      v(e, 'values', (r) => (r.def.innerType._zod.values ? new Set([...r.def.innerType._zod.values, null]) : void 0)),
      (e._zod.parse = (r, n) => (r.value === null ? r : t.innerType._zod.run(r, n)));
  }),
  js = d('$ZodDefault', (e, t) => {
    $.init(e, t),
      (e._zod.optin = 'defaulted'),
      v(e, 'values', (r) => r.def.innerType._zod.values),
      (e._zod.parse = (r, n) => {
        if (n.direction === 'backward') return t.innerType._zod.run(r, n);
        if (r.value === void 0) return (r.value = t.defaultValue), r;
        const o = t.innerType._zod.run(r, n);
        return o instanceof Promise ? o.then((s) => Vo(s, t)) : Vo(o, t);
      });
  });
function Vo(e, t) {
  return e.value === void 0 && (e.value = t.defaultValue), e;
}
var Ms = d('$ZodPrefault', (e, t) => {
    $.init(e, t),
      (e._zod.optin = 'defaulted'),
      v(e, 'values', (r) => r.def.innerType._zod.values),
      (e._zod.parse = (r, n) => (
        n.direction === 'backward' || (r.value === void 0 && (r.value = t.defaultValue)), t.innerType._zod.run(r, n)
      ));
  }),
  Fs = d('$ZodNonOptional', (e, t) => {
    $.init(e, t),
      v(e, 'values', (r) => {
        const n = r.def.innerType._zod.values;
        return n ? new Set([...n].filter((o) => o !== void 0)) : void 0;
      }),
      (e._zod.parse = (r, n) => {
        const o = t.innerType._zod.run(r, n);
        return o instanceof Promise ? o.then((s) => Ko(s, e)) : Ko(o, e);
      });
  });
function Ko(e, t) {
  return (
    !e.issues.length &&
      e.value === void 0 &&
      e.issues.push({ code: 'invalid_type', expected: 'nonoptional', input: e.value, inst: t }),
    e
  );
}
function Jo(e, t, r, n) {
  return t.issues.length
    ? ((e.value = r.catchValue({
        ...t,
        value: e.value,
        error: { issues: t.issues.map((o) => X(o, n, V())) },
        input: e.value,
      })),
      e)
    : ((e.value = t.value), t.memo && (e.memo = !0), e);
}
var Bs = d('$ZodCatch', (e, t) => {
  $.init(e, t),
    v(e, 'optin', (r) => (r.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
    v(e, 'optout', (r) => r.def.innerType._zod.optout),
    v(e, 'values', (r) => r.def.innerType._zod.values),
    (e._zod.parse = (r, n) => {
      if (n.direction === 'backward') return t.innerType._zod.run(r, n);
      const o = t.innerType._zod.run({ value: r.value, issues: [] }, n);
      return o instanceof Promise ? o.then((s) => Jo(r, s, t, n)) : Jo(r, o, t, n);
    });
});
var Us = d('$ZodPipe', (e, t) => {
  $.init(e, t),
    v(e, 'values', (r) => r.def.in._zod.values),
    v(e, 'optin', (r) => r.def.in._zod.optin),
    v(e, 'optout', (r) => r.def.out._zod.optout),
    v(e, 'propValues', (r) => r.def.in._zod.propValues),
    (e._zod.parse = (r, n) => {
      if (n.direction === 'backward') {
        const s = t.out._zod.run(r, n);
        return s instanceof Promise ? s.then((i) => _t(i, t.in, n)) : _t(s, t.in, n);
      }
      const o = t.in._zod.run(r, n);
      return o instanceof Promise ? o.then((s) => _t(s, t.out, n)) : _t(o, t.out, n);
    });
});
function _t(e, t, r) {
  return e.issues.some((n) => n.code !== 'unrecognized_keys')
    ? ((e.aborted = !0), e)
    : t._zod.run({ value: e.value, issues: e.issues }, r);
}
var $t = d('$ZodCodec', (e, t) => {
  $.init(e, t),
    v(e, 'values', (r) => r.def.in._zod.values),
    v(e, 'optin', (r) => r.def.in._zod.optin),
    v(e, 'optout', (r) => r.def.out._zod.optout),
    v(e, 'propValues', (r) => r.def.in._zod.propValues),
    (e._zod.parse = (r, n) => {
      if ((n.direction || 'forward') === 'forward') {
        const s = t.in._zod.run(r, n);
        return s instanceof Promise ? s.then((i) => bt(i, t, n)) : bt(s, t, n);
      } else {
        const s = t.out._zod.run(r, n);
        return s instanceof Promise ? s.then((i) => bt(i, t, n)) : bt(s, t, n);
      }
    });
});
function bt(e, t, r) {
  if (e.issues.length) return (e.aborted = !0), e;
  if ((r.direction || 'forward') === 'forward') {
    const o = t.transform(e.value, e);
    return o instanceof Promise ? o.then((s) => xt(e, s, t.out, r)) : xt(e, o, t.out, r);
  } else {
    const o = t.reverseTransform(e.value, e);
    return o instanceof Promise ? o.then((s) => xt(e, s, t.in, r)) : xt(e, o, t.in, r);
  }
}
function xt(e, t, r, n) {
  return e.issues.length ? ((e.aborted = !0), e) : r._zod.run({ value: t, issues: e.issues }, n);
}
var Vs = d('$ZodReadonly', (e, t) => {
  $.init(e, t),
    v(e, 'propValues', (r) => r.def.innerType._zod.propValues),
    v(e, 'values', (r) => r.def.innerType._zod.values),
    v(e, 'optin', (r) => r.def.innerType?._zod?.optin),
    v(e, 'optout', (r) => r.def.innerType?._zod?.optout),
    (e._zod.parse = (r, n) => {
      if (n.direction === 'backward') return t.innerType._zod.run(r, n);
      const o = t.innerType._zod.run(r, n);
      return o instanceof Promise ? o.then(Go) : Go(o);
    });
});
function Go(e) {
  return e.memo || (e.value = Object.freeze(e.value)), e;
}
var Ks = d('$ZodCustom', (e, t) => {
  R.init(e, t),
    $.init(e, t),
    (e._zod.parse = (r, n) => r),
    (e._zod.check = (r) => {
      const n = r.value,
        o = t.fn(n);
      if (o instanceof Promise) return o.then((s) => Wo(s, r, n, e));
      Wo(o, r, n, e);
    });
});
function Wo(e, t, r, n) {
  if (!e) {
    const o = { code: 'custom', input: r, inst: n, path: [...(n._zod.def.path ?? [])], continue: !n._zod.def.abort };
    n._zod.def.params && (o.params = n._zod.def.params), t.issues.push(_e(o));
  }
}
var Ir = class extends Error {
    constructor() {
      super('Cannot parse a reference cycle that closes through a transform'), (this.name = 'ZodCyclicError');
    }
  },
  Or = '~memo',
  Js = [];
function Gs(e) {
  return e !== null && typeof e == 'object';
}
function Ar(e) {
  return e.map((t) => (t.path ? { ...t, path: t.path.slice() } : { ...t }));
}
var Ws = new WeakMap(),
  je = 0,
  Et = 1,
  Me = 2;
function At(e, t, r) {
  const n = Ws.get(e);
  if (n !== void 0) return n ? Me : je;
  if (t.has(e)) return Me;
  t.add(e);
  let o = je,
    s = (f) => {
      if (o !== Me && f?._zod) {
        const m = At(f, t, r);
        m > o && (o = m);
      }
    },
    i = (f, m) => {
      let l = je;
      for (const p of Reflect.ownKeys(f)) {
        const h = Object.getOwnPropertyDescriptor(f, p);
        if (m && !h.enumerable) continue;
        const g = h.get ? Et : h.value?._zod ? At(h.value, t, r) : je;
        g > l && (l = g);
      }
      return l;
    },
    c = (f) => {
      f > o && (o = f);
    },
    a = e._zod.def,
    u = a.type;
  switch (u) {
    case 'object': {
      const f = Oe(a);
      c(f ? i(f, !0) : Et), s(a.catchall);
      break;
    }
    case 'array':
      s(a.element);
      break;
    case 'tuple':
      for (const f of a.items) s(f);
      s(a.rest);
      break;
    case 'record':
    case 'map':
      s(a.keyType), s(a.valueType);
      break;
    case 'set':
      s(a.valueType);
      break;
    case 'union':
      for (const f of a.options) s(f);
      break;
    case 'intersection':
      s(a.left), s(a.right);
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
      s(a.innerType);
      break;
    case 'pipe':
      s(a.in), s(a.out);
      break;
    case 'function':
      s(a.input), s(a.output);
      break;
    case 'lazy': {
      const f = a._cachedInner ?? (r ? e._zod.innerType : void 0);
      c(f ? At(f, t, !1) : Et);
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
      for (const f in a) {
        const m = Object.getOwnPropertyDescriptor(a, f);
        if (!m || m.get) continue;
        const l = m.value;
        if (!(!l || typeof l != 'object')) {
          if (l._zod) s(l);
          else if (Array.isArray(l)) for (const p of l) s(p);
        }
      }
  }
  return t.delete(e), ju(e, o);
}
function ju(e, t) {
  return t !== Et && Ws.set(e, t === Me), t;
}
function Mu(e, t) {
  let r = e.buckets.get(t);
  return r || ((r = new WeakMap()), e.buckets.set(t, r)), r;
}
var kt,
  Pt = [],
  Fu = {
    alloc(e, t, r) {
      const n = kt;
      if (!n) return r;
      kt = void 0;
      const o = { value: r, issues: null };
      return n.set(t.value, o), Pt.push(o), r;
    },
    guard(e) {
      var t;
      (t = e._zod).deferred ?? (t.deferred = []),
        e._zod.deferred.push(() => {
          const r = e._zod.parse,
            n = (o, s) => {
              if (s.direction !== 'backward' && Bu(s, o.value)) throw new Ir();
              return r(o, s);
            };
          (e._zod.parse = n), e._zod.run === r && (e._zod.run = n);
        });
    },
    attach(e) {
      var t;
      let r,
        n = !1,
        o,
        s;
      (t = e._zod).deferred ?? (t.deferred = []),
        e._zod.deferred.push(() => {
          const i = e._zod.parse,
            c = (a, u) => {
              if (r === void 0) {
                const x = At(e, new Set(), !1);
                if (x === je) return (e._zod.parse = i), e._zod.run === c && (e._zod.run = i), i(a, u);
                x === Me || n ? (r = !0) : (n = !0);
              }
              const f = a.value;
              if (!Gs(f)) return i(a, u);
              let m = u[Or];
              m || ((m = { buckets: new WeakMap(), backEdges: void 0 }), (u[Or] = m));
              let l;
              o === u ? (l = s) : ((l = Mu(m, e)), (o = u), (s = l));
              const p = l.get(f);
              if (p)
                return (
                  (a.value = p.value),
                  p.issues
                    ? p.issues.length && a.issues.push(...Ar(p.issues))
                    : ((a.memo = !0), m.backEdges ?? (m.backEdges = new WeakSet()), m.backEdges.add(p.value)),
                  a
                );
              kt = l;
              const h = Pt.length,
                g = i(a, u);
              kt = void 0;
              const y = Pt.length > h ? Pt.pop() : void 0;
              return g instanceof Promise
                ? g.then((x) => (y && (y.issues = x.issues.length ? Ar(x.issues) : Js), x))
                : (y && (y.issues = g.issues.length ? Ar(g.issues) : Js), g);
            };
          (e._zod.parse = c), e._zod.run === i && (e._zod.run = c);
        });
    },
  };
function Hs() {
  return Fu;
}
function Bu(e, t) {
  const r = e[Or]?.backEdges;
  return r !== void 0 && Gs(t) && r.has(t);
}
var Uu = () => {
  const e = {
    string: { unit: 'characters', verb: 'to have' },
    file: { unit: 'bytes', verb: 'to have' },
    array: { unit: 'items', verb: 'to have' },
    set: { unit: 'items', verb: 'to have' },
    map: { unit: 'entries', verb: 'to have' },
  };
  function t(s) {
    return e[s] ?? null;
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
    n = { nan: 'NaN' };
  function o(s, i) {
    return s === 'number' && typeof i == 'number' && !Number.isFinite(i) ? String(i) : (n[s] ?? s);
  }
  return (s) => {
    switch (s.code) {
      case 'invalid_type': {
        const i = o(s.expected),
          c = fr(s.input),
          a = o(c, s.input);
        return `Invalid input: expected ${i}, received ${a}`;
      }
      case 'invalid_value':
        return s.values.length === 1
          ? `Invalid input: expected ${it(s.values[0])}`
          : `Invalid option: expected one of ${ot(s.values, '|')}`;
      case 'too_big': {
        const i = s.exact ? 'exactly ' : s.inclusive ? '<=' : '<',
          c = t(s.origin);
        return c
          ? `Too big: expected ${s.origin ?? 'value'} to have ${i}${s.maximum.toString()} ${c.unit ?? 'elements'}`
          : `Too big: expected ${s.origin ?? 'value'} to be ${i}${s.maximum.toString()}`;
      }
      case 'too_small': {
        const i = s.exact ? 'exactly ' : s.inclusive ? '>=' : '>',
          c = t(s.origin);
        return c
          ? `Too small: expected ${s.origin} to have ${i}${s.minimum.toString()} ${c.unit}`
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
        return `Unrecognized key${s.keys.length > 1 ? 's' : ''}: ${ot(s.keys, ', ')}`;
      case 'invalid_key':
        return `Invalid key in ${s.origin}`;
      case 'invalid_union':
        return s.options && Array.isArray(s.options) && s.options.length > 0
          ? `Invalid discriminator value. Expected ${s.options.map((c) => `'${c}'`).join(' | ')}`
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
function Ys() {
  return { localeError: Uu() };
}
var qs;
var Rr = class {
  constructor() {
    (this._map = new WeakMap()), (this._idmap = new Map());
  }
  add(t, ...r) {
    const n = r[0];
    return this._map.set(t, n), n && typeof n == 'object' && 'id' in n && this._idmap.set(n.id, t), this;
  }
  clear() {
    return (this._map = new WeakMap()), (this._idmap = new Map()), this;
  }
  remove(t) {
    const r = this._map.get(t);
    return r && typeof r == 'object' && 'id' in r && this._idmap.delete(r.id), this._map.delete(t), this;
  }
  get(t) {
    const r = t._zod.parent;
    if (r) {
      const n = { ...(this.get(r) ?? {}) };
      delete n.id;
      const o = { ...n, ...this._map.get(t) };
      return Object.keys(o).length ? o : void 0;
    }
    return this._map.get(t);
  }
  has(t) {
    return this._map.has(t);
  }
};
function Vu() {
  return new Rr();
}
(qs = globalThis).__zod_globalRegistry ?? (qs.__zod_globalRegistry = Vu());
var ue = globalThis.__zod_globalRegistry;
function It(e) {
  return e.checks && (e.checks = [...e.checks]), e;
}
function Xs(e, t) {
  return new e(It({ type: 'string', ..._(t) }));
}
function Qs(e, t) {
  return new e(It({ type: 'string', coerce: !0, ..._(t) }));
}
function Tr(e, t) {
  return new e({ type: 'string', format: 'email', check: 'string_format', abort: !1, ..._(t) });
}
function ei(e, t) {
  return new e({ type: 'string', format: 'guid', check: 'string_format', abort: !1, ..._(t) });
}
function ti(e, t) {
  return new e({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, ..._(t) });
}
function ri(e, t) {
  return new e({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v4', ..._(t) });
}
function ni(e, t) {
  return new e({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v6', ..._(t) });
}
function oi(e, t) {
  return new e({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v7', ..._(t) });
}
function Zr(e, t) {
  return new e({ type: 'string', format: 'url', check: 'string_format', abort: !1, ..._(t) });
}
function si(e, t) {
  return new e({ type: 'string', format: 'emoji', check: 'string_format', abort: !1, ..._(t) });
}
function ii(e, t) {
  return new e({ type: 'string', format: 'nanoid', check: 'string_format', abort: !1, ..._(t) });
}
function ci(e, t) {
  return new e({ type: 'string', format: 'cuid', check: 'string_format', abort: !1, ..._(t) });
}
function ai(e, t) {
  return new e({ type: 'string', format: 'cuid2', check: 'string_format', abort: !1, ..._(t) });
}
function ui(e, t) {
  return new e({ type: 'string', format: 'ulid', check: 'string_format', abort: !1, ..._(t) });
}
function li(e, t) {
  return new e({ type: 'string', format: 'xid', check: 'string_format', abort: !1, ..._(t) });
}
function fi(e, t) {
  return new e({ type: 'string', format: 'ksuid', check: 'string_format', abort: !1, ..._(t) });
}
function pi(e, t) {
  return new e({ type: 'string', format: 'ipv4', check: 'string_format', abort: !1, ..._(t) });
}
function di(e, t) {
  return new e({ type: 'string', format: 'ipv6', check: 'string_format', abort: !1, ..._(t) });
}
function mi(e, t) {
  return new e({ type: 'string', format: 'cidrv4', check: 'string_format', abort: !1, ..._(t) });
}
function hi(e, t) {
  return new e({ type: 'string', format: 'cidrv6', check: 'string_format', abort: !1, ..._(t) });
}
function gi(e, t) {
  return new e({ type: 'string', format: 'base64', check: 'string_format', abort: !1, ..._(t) });
}
function yi(e, t) {
  return new e({ type: 'string', format: 'base64url', check: 'string_format', abort: !1, ..._(t) });
}
function _i(e, t) {
  return new e({ type: 'string', format: 'e164', check: 'string_format', abort: !1, ..._(t) });
}
function bi(e, t) {
  return new e({ type: 'string', format: 'jwt', check: 'string_format', abort: !1, ..._(t) });
}
function xi(e, t) {
  return new e({
    type: 'string',
    format: 'datetime',
    check: 'string_format',
    offset: !1,
    local: !1,
    precision: null,
    ..._(t),
  });
}
function vi(e, t) {
  return new e({ type: 'string', format: 'date', check: 'string_format', ..._(t) });
}
function wi(e, t) {
  return new e({ type: 'string', format: 'time', check: 'string_format', precision: null, ..._(t) });
}
function zi(e, t) {
  return new e({ type: 'string', format: 'duration', check: 'string_format', ..._(t) });
}
function Si(e, t) {
  return new e(It({ type: 'number', checks: [], ..._(t) }));
}
function $i(e, t) {
  return new e(It({ type: 'number', coerce: !0, checks: [], ..._(t) }));
}
function ki(e, t) {
  return new e({ type: 'number', check: 'number_format', abort: !1, format: 'safeint', ..._(t) });
}
function Pi(e, t) {
  return new e({ type: 'boolean', coerce: !0, ..._(t) });
}
function Ei(e, t) {
  return new e({ type: 'bigint', coerce: !0, ..._(t) });
}
function Ai(e) {
  return new e({ type: 'unknown' });
}
function Ii(e, t) {
  return new e({ type: 'never', ..._(t) });
}
function Oi(e, t) {
  return new e({ type: 'date', coerce: !0, ..._(t) });
}
function ve(e, t) {
  return new wr({ check: 'less_than', ..._(t), value: e, inclusive: !1 });
}
function Q(e, t) {
  return new wr({ check: 'less_than', ..._(t), value: e, inclusive: !0 });
}
function we(e, t) {
  return new zr({ check: 'greater_than', ..._(t), value: e, inclusive: !1 });
}
function ee(e, t) {
  return new zr({ check: 'greater_than', ..._(t), value: e, inclusive: !0 });
}
function Fe(e, t) {
  return new $o({ check: 'multiple_of', ..._(t), value: e });
}
function Ot(e, t) {
  return new Po({ check: 'max_length', ..._(t), maximum: e });
}
function ze(e, t) {
  return new Eo({ check: 'min_length', ..._(t), minimum: e });
}
function Rt(e, t) {
  return new Ao({ check: 'length_equals', ..._(t), length: e });
}
function Cr(e, t) {
  return new Io({ check: 'string_format', format: 'regex', ..._(t), pattern: e });
}
function Nr(e) {
  return new Oo({ check: 'string_format', format: 'lowercase', ..._(e) });
}
function Lr(e) {
  return new Ro({ check: 'string_format', format: 'uppercase', ..._(e) });
}
function Dr(e, t) {
  return new To({ check: 'string_format', format: 'includes', ..._(t), includes: e });
}
function jr(e, t) {
  return new Zo({ check: 'string_format', format: 'starts_with', ..._(t), prefix: e });
}
function Mr(e, t) {
  return new Co({ check: 'string_format', format: 'ends_with', ..._(t), suffix: e });
}
function oe(e) {
  return new No({ check: 'overwrite', tx: e });
}
function Fr(e) {
  return oe((t) => t.normalize(e));
}
function Br() {
  return oe((e) => e.trim());
}
function Ur() {
  return oe((e) => e.toLowerCase());
}
function Vr() {
  return oe((e) => e.toUpperCase());
}
function Kr() {
  return oe((e) => ir(e));
}
function Ri(e, t, r) {
  return new e({ type: 'array', element: t, ..._(r) });
}
function Ti(e, t, r) {
  return new e({ type: 'custom', check: 'custom', fn: t, ..._(r) });
}
function Zi(e, t) {
  const r = Ku(
    (n) => (
      (n.addIssue = (o) => {
        if (typeof o == 'string') n.issues.push(_e(o, n.value, r._zod.def));
        else {
          const s = o;
          s.fatal && (s.continue = !1),
            s.code ?? (s.code = 'custom'),
            'input' in s || (s.input = n.value),
            s.inst ?? (s.inst = r),
            s.continue ?? (s.continue = !r._zod.def.abort),
            n.issues.push(_e(s));
        }
      }),
      e(n.value, n)
    ),
    t,
  );
  return r;
}
function Ku(e, t) {
  const r = new R({ check: 'custom', ..._(t) });
  return (r._zod.check = e), r;
}
function Ci(e, t) {
  let r = _(t),
    n = r.truthy ?? ['true', '1', 'yes', 'on', 'y', 'enabled'],
    o = r.falsy ?? ['false', '0', 'no', 'off', 'n', 'disabled'];
  r.case !== 'sensitive' &&
    ((n = n.map((p) => (typeof p == 'string' ? p.toLowerCase() : p))),
    (o = o.map((p) => (typeof p == 'string' ? p.toLowerCase() : p))));
  const s = new Set(n),
    i = new Set(o),
    c = e.Codec ?? $t,
    a = e.Boolean ?? St,
    u = e.String ?? xe,
    f = new u({ type: 'string', error: r.error }),
    m = new a({ type: 'boolean', error: r.error }),
    l = new c({
      type: 'pipe',
      in: f,
      out: m,
      transform: (p, h) => {
        let g = p;
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
                  inst: l,
                  continue: !1,
                }),
                {})
        );
      },
      reverseTransform: (p, h) => (p === !0 ? n[0] || 'true' : o[0] || 'false'),
      error: r.error,
    });
  return (l._zod.bag.truthy = n), (l._zod.bag.falsy = o), (l._zod.bag.case = r.case ?? 'insensitive'), l;
}
function Be(e, ...t) {
  for (const r of t)
    for (const n of Reflect.ownKeys(r)) Object.prototype.propertyIsEnumerable.call(r, n) && M(e, n, r[n]);
  return e;
}
function Gr(e) {
  let t = e?.target ?? 'draft-2020-12';
  return (
    t === 'draft-4' && (t = 'draft-04'),
    t === 'draft-7' && (t = 'draft-07'),
    {
      processors: e.processors ?? {},
      metadataRegistry: e?.metadata ?? ue,
      target: t,
      unrepresentable: e?.unrepresentable ?? 'throw',
      override: e?.override ?? (() => {}),
      io: e?.io ?? 'output',
      counter: 0,
      seen: new Map(),
      sharedDefsExtractedFor: void 0,
      sharedEmitDoneFor: void 0,
      cycles: e?.cycles ?? 'ref',
      reused: e?.reused ?? 'inline',
      intersections: [],
      deferred: [],
      external: e?.external ?? void 0,
    }
  );
}
function K(e, t, r, n, o) {
  const s =
    typeof t.unrepresentable == 'function'
      ? t.unrepresentable({ zodSchema: e, path: n.path, message: o })
      : t.unrepresentable;
  if (s === 'any') return !1;
  if (s === void 0 || s === 'throw') throw new Error(o);
  return Object.assign(r, s), !0;
}
function O(e, t, r = { path: [], schemaPath: [] }) {
  var n;
  const o = e._zod.def,
    s = t.seen.get(e);
  if (s) return s.count++, r.schemaPath.includes(e) && (s.cycle = r.path), s.schema;
  const i = { schema: {}, count: 1, cycle: void 0, path: r.path };
  t.seen.set(e, i), (t.sharedDefsExtractedFor = void 0), (t.sharedEmitDoneFor = void 0);
  const c = e._zod.toJSONSchema?.();
  if (c) i.schema = c;
  else {
    const f = { ...r, schemaPath: [...r.schemaPath, e], path: r.path };
    if (e._zod.processJSONSchema) e._zod.processJSONSchema(t, i.schema, f);
    else {
      const l = i.schema,
        p = t.processors[o.type];
      if (!p) throw new Error(`[toJSONSchema]: Non-representable type encountered: ${o.type}`);
      p(e, t, l, f);
    }
    const m = e._zod.parent;
    m && (i.ref || (i.ref = m), O(m, t, f), (t.seen.get(m).isParent = !0));
  }
  const a = t.metadataRegistry.get(e);
  return (
    a && Be(i.schema, a),
    t.io === 'input' && C(e) && (delete i.schema.examples, delete i.schema.default),
    t.io === 'input' && '_prefault' in i.schema && ((n = i.schema).default ?? (n.default = i.schema._prefault)),
    delete i.schema._prefault,
    t.seen.get(e).schema
  );
}
function Ni(e) {
  return e.replace(/~/g, '~0').replace(/\//g, '~1');
}
function Wr(e, t) {
  const r = e.seen.get(t);
  if (!r) throw new Error('Unprocessed schema. This is a bug in Zod.');
  if (e.external && e.sharedDefsExtractedFor === e.external) return;
  const n = new Map();
  for (const i of e.seen.entries()) {
    const c = e.metadataRegistry.get(i[0])?.id;
    if (c) {
      const a = n.get(c);
      if (a && a !== i[0])
        throw new Error(
          `Duplicate schema id "${c}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`,
        );
      n.set(c, i[0]);
    }
  }
  const o = (i) => {
      const c = e.target === 'draft-2020-12' ? '$defs' : 'definitions';
      if (e.external) {
        const m = e.external.registry.get(i[0])?.id,
          l = e.external.uri ?? ((h) => h);
        if (m) return { ref: l(m) };
        const p = i[1].defId ?? i[1].schema.id ?? `schema${e.counter++}`;
        return (i[1].defId = p), { defId: p, ref: `${l('__shared')}#/${c}/${Ni(p)}` };
      }
      const a = '#',
        u = `${a}/${c}/`;
      if (i[1] === r && !i[1].schema.id) return { ref: a };
      const f = i[1].schema.id ?? `__schema${e.counter++}`;
      return { defId: f, ref: u + Ni(f) };
    },
    s = (i) => {
      if (i[1].schema.$ref) return;
      const c = i[1],
        { ref: a, defId: u } = o(i);
      (c.def = { ...c.schema }), u && (c.defId = u);
      const f = c.schema;
      for (const m in f) delete f[m];
      f.$ref = a;
    };
  if (e.cycles === 'throw')
    for (const i of e.seen.entries()) {
      const c = i[1];
      if (c.cycle)
        throw new Error(`Cycle detected: #/${c.cycle?.join('/')}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
    }
  for (const i of e.seen.entries()) {
    const c = i[1];
    if (t === i[0]) {
      s(i);
      continue;
    }
    if (e.external) {
      const u = e.external.registry.get(i[0])?.id;
      if (t !== i[0] && u) {
        s(i);
        continue;
      }
    }
    if (e.metadataRegistry.get(i[0])?.id) {
      s(i);
      continue;
    }
    if (c.cycle) {
      s(i);
      continue;
    }
    c.count > 1 && e.reused === 'ref' && s(i);
  }
  e.external && (e.sharedDefsExtractedFor = e.external);
}
function ji(e) {
  const t = e.anyOf;
  if (!Array.isArray(t) || t.length === 0 || e.type !== void 0) return;
  const r = [];
  for (const n of t) {
    if (!n || typeof n != 'object') return;
    ji(n);
    const o = Object.keys(n);
    if (o.length !== 1 || o[0] !== 'type') return;
    const s = n.type;
    for (const i of Array.isArray(s) ? s : [s]) {
      if (typeof i != 'string') return;
      r.includes(i) || r.push(i);
    }
  }
  delete e.anyOf, (e.type = r.length === 1 ? r[0] : r);
}
var Mi = new Set(['type', 'properties', 'required', 'additionalProperties']),
  Li = ['oneOf', 'anyOf'];
function Di(e) {
  const t = e.additionalProperties;
  return t === void 0 || t === !1 || typeof t != 'object' || t === null ? null : Object.keys(t).length ? t : null;
}
function Jr(e) {
  const t = [];
  for (const s of e) {
    if (typeof s != 'object' || s.type !== 'object') return null;
    for (const i in s) if (!Mi.has(i)) return null;
    t.push(s);
  }
  const r = {},
    n = new Set();
  for (const s of t) {
    for (const i in s.properties) {
      if (Object.hasOwn(r, i)) continue;
      const c = [];
      for (const u of t) {
        const f = u.properties?.[i] ?? Di(u);
        f != null && (c.some((m) => JSON.stringify(m) === JSON.stringify(f)) || c.push(f));
      }
      const a = c.length === 1 ? c[0] : (Jr(c) ?? { allOf: c });
      M(r, i, a);
    }
    for (const i of s.required ?? []) n.add(i);
  }
  const o = { type: 'object', properties: r };
  if ((n.size && (o.required = [...n]), t.every((s) => s.additionalProperties === !1))) o.additionalProperties = !1;
  else {
    const s = [];
    for (const i of t) {
      const c = Di(i);
      c && !s.some((a) => JSON.stringify(a) === JSON.stringify(c)) && s.push(c);
    }
    s.length === 1 ? (o.additionalProperties = s[0]) : s.length > 1 && (o.additionalProperties = { allOf: s });
  }
  return o;
}
function Ju(e) {
  const t = e.allOf;
  if (!Array.isArray(t) || t.length < 2) return;
  for (const o of Mi) if (o in e) return;
  let r = t.filter((o) => Li.some((s) => Array.isArray(o[s]))),
    n = null;
  if (!r.length) n = Jr(t);
  else {
    const o = r[0],
      s = Li.find((a) => Array.isArray(o[a]));
    if (Object.keys(o).length !== 1) return;
    const i = t.filter((a) => a !== o),
      c = o[s].map((a) => Jr([...i, a]));
    if (c.some((a) => !a)) return;
    n = { [s]: c };
  }
  n && (delete e.allOf, Be(e, n));
}
function Hr(e, t) {
  const r = e.seen.get(t);
  if (!r) throw new Error('Unprocessed schema. This is a bug in Zod.');
  const n = (c) => {
    const a = e.seen.get(c);
    if (a.ref === null) return;
    const u = a.def ?? a.schema,
      f = { ...u },
      m = a.ref;
    if (((a.ref = null), m)) {
      n(m);
      const p = e.seen.get(m),
        h = p.schema;
      if (
        (h.$ref && (e.target === 'draft-07' || e.target === 'draft-04' || e.target === 'openapi-3.0')
          ? ((u.allOf = u.allOf ?? []), u.allOf.push(h))
          : Be(u, h),
        Be(u, f),
        c._zod.parent === m)
      )
        for (const y in u) y === '$ref' || y === 'allOf' || y in f || delete u[y];
      if (h.$ref && p.def)
        for (const y in u)
          y === '$ref' ||
            y === 'allOf' ||
            (y in p.def && JSON.stringify(u[y]) === JSON.stringify(p.def[y]) && delete u[y]);
    }
    const l = c._zod.parent;
    if (l && l !== m) {
      n(l);
      const p = e.seen.get(l);
      if (p?.schema.$ref && ((u.$ref = p.schema.$ref), p.def))
        for (const h in u)
          h === '$ref' ||
            h === 'allOf' ||
            (h in p.def && JSON.stringify(u[h]) === JSON.stringify(p.def[h]) && delete u[h]);
    }
    e.override({ zodSchema: c, jsonSchema: u, path: a.path ?? [] });
  };
  if (!e.external || e.sharedEmitDoneFor !== e.external) {
    for (const c of [...e.seen.entries()].reverse()) n(c[0]);
    if (e.target !== 'openapi-3.0') for (const c of e.seen.entries()) ji(c[1].def ?? c[1].schema);
    for (const c of e.deferred) c();
    if (e.intersections.length) {
      const c = new Map();
      for (const a of e.seen.values())
        for (const u of [a.schema, a.def]) {
          const f = u?.allOf;
          if (!Array.isArray(f)) continue;
          const m = c.get(f);
          m ? m.push(u) : c.set(f, [u]);
        }
      for (const a of e.intersections) for (const u of c.get(a) ?? []) Ju(u);
    }
  }
  const o = {};
  if (
    (e.target === 'draft-2020-12'
      ? (o.$schema = 'https://json-schema.org/draft/2020-12/schema')
      : e.target === 'draft-07'
        ? (o.$schema = 'http://json-schema.org/draft-07/schema#')
        : e.target === 'draft-04'
          ? (o.$schema = 'http://json-schema.org/draft-04/schema#')
          : e.target,
    e.external?.uri)
  ) {
    const c = e.external.registry.get(t)?.id;
    if (!c) throw new Error('Schema is missing an `id` property');
    o.$id = e.external.uri(c);
  }
  Be(o, r.defId ? r.schema : (r.def ?? r.schema));
  const s = e.metadataRegistry.get(t)?.id;
  s !== void 0 && o.id === s && delete o.id;
  const i = e.external?.defs ?? {};
  if (!e.external || e.sharedEmitDoneFor !== e.external)
    for (const c of e.seen.entries()) {
      const a = c[1];
      a.def && a.defId && (a.def.id === a.defId && delete a.def.id, M(i, a.defId, a.def));
    }
  e.external && (e.sharedEmitDoneFor = e.external),
    e.external || (Object.keys(i).length > 0 && (e.target === 'draft-2020-12' ? (o.$defs = i) : (o.definitions = i)));
  try {
    const c = JSON.parse(JSON.stringify(o));
    return (
      Object.defineProperty(c, '~standard', {
        value: {
          ...t['~standard'],
          jsonSchema: { input: Ue(t, 'input', e.processors), output: Ue(t, 'output', e.processors) },
        },
        enumerable: !1,
        writable: !1,
      }),
      c
    );
  } catch {
    throw new Error('Error converting schema to JSON.');
  }
}
function C(e, t) {
  const r = t ?? { seen: new Set() };
  if (r.seen.has(e)) return !1;
  r.seen.add(e);
  const n = e._zod.def;
  if (n.type === 'transform') return !0;
  if (n.type === 'array') return C(n.element, r);
  if (n.type === 'set') return C(n.valueType, r);
  if (n.type === 'lazy') return C(n.getter(), r);
  if (
    n.type === 'promise' ||
    n.type === 'optional' ||
    n.type === 'nonoptional' ||
    n.type === 'nullable' ||
    n.type === 'readonly' ||
    n.type === 'default' ||
    n.type === 'prefault' ||
    n.type === 'catch'
  )
    return C(n.innerType, r);
  if (n.type === 'intersection') return C(n.left, r) || C(n.right, r);
  if (n.type === 'record' || n.type === 'map') return C(n.keyType, r) || C(n.valueType, r);
  if (n.type === 'pipe') return e._zod.traits.has('$ZodCodec') ? !0 : C(n.in, r) || C(n.out, r);
  if (n.type === 'object') {
    for (const o in n.shape) if (C(n.shape[o], r)) return !0;
    return !1;
  }
  if (n.type === 'union') {
    for (const o of n.options) if (C(o, r)) return !0;
    return !1;
  }
  if (n.type === 'tuple') {
    for (const o of n.items) if (C(o, r)) return !0;
    return !!(n.rest && C(n.rest, r));
  }
  return !1;
}
var Fi =
    (e, t = {}) =>
    (r) => {
      const n = Gr({ ...r, processors: t });
      return O(e, n), Wr(n, e), Hr(n, e);
    },
  Ue =
    (e, t, r = {}) =>
    (n) => {
      const { libraryOptions: o, target: s } = n ?? {},
        i = Gr({ ...(o ?? {}), target: s, io: t, processors: r });
      return O(e, i), Wr(i, e), Hr(i, e);
    };
var Se = (e, t, r) => {
    (e[t] === void 0 || r > e[t]) && (e[t] = r);
  },
  $e = (e, t, r) => {
    (e[t] === void 0 || r < e[t]) && (e[t] = r);
  },
  Bi = (e, t) => {
    Se(e, 'minimum', t), $e(e, 'maximum', t);
  },
  Ji = (e, t) => {
    e.multipleOf ?? (e.multipleOf = []), e.multipleOf.includes(t) || e.multipleOf.push(t);
  },
  Gi = (e, t) => {
    e.patterns ?? (e.patterns = new Set()), e.patterns.add(t);
  },
  Wi = (e, t) => {
    e.mime = e.mime ? e.mime.filter((r) => t.includes(r)) : [...t];
  },
  Hi = (e, t) => {
    (e.format = t), t.includes('int') && (e.isInt = !0);
  },
  Ui = (e, t) => Se(e, 'minimum', t.minimum),
  Vi = (e, t) => $e(e, 'maximum', t.maximum),
  Ki = (e) => (t, r) => {
    Hi(t, r.format);
    const [n, o] = e[r.format];
    Se(t, 'minimum', n), $e(t, 'maximum', o);
  },
  Gu = {
    greater_than: (e, t) => Se(e, t.inclusive ? 'minimum' : 'exclusiveMinimum', t.value),
    less_than: (e, t) => $e(e, t.inclusive ? 'maximum' : 'exclusiveMaximum', t.value),
    multiple_of: (e, t) => Ji(e, t.value),
    number_format: Ki(Re),
    bigint_format: Ki(ct),
    min_length: Ui,
    max_length: Vi,
    length_equals: (e, t) => Bi(e, t.length),
    min_size: Ui,
    max_size: Vi,
    size_equals: (e, t) => Bi(e, t.size),
    string_format: (e, t) => {
      Hi(e, t.format),
        t.pattern && Gi(e, t.pattern),
        (t.format === 'base64' || t.format === 'base64url') && (e.contentEncoding = t.format),
        (t.local || t.precision === -1) && (e.laxFormat = !0);
    },
    mime_type: (e, t) => Wi(e, t.mime),
  };
function Z(e) {
  const t = {},
    r = e._zod.def,
    n = e._zod.traits.has('$ZodCheck') ? [e, ...(r.checks ?? [])] : (r.checks ?? []);
  for (const s of n) Gu[s._zod.def.check]?.(t, s._zod.def);
  const o = e._zod.bag;
  o.minimum !== void 0 && Se(t, 'minimum', o.minimum),
    o.exclusiveMinimum !== void 0 && Se(t, 'exclusiveMinimum', o.exclusiveMinimum),
    o.maximum !== void 0 && $e(t, 'maximum', o.maximum),
    o.exclusiveMaximum !== void 0 && $e(t, 'exclusiveMaximum', o.exclusiveMaximum),
    o.multipleOf !== void 0 && Ji(t, o.multipleOf),
    o.format !== void 0 && (t.format ?? (t.format = o.format), o.format.includes('int') && (t.isInt = !0)),
    o.mime && Wi(t, o.mime);
  for (const s of o.patterns ?? []) Gi(t, s);
  return t;
}
var Wu = { guid: 'uuid', url: 'uri', datetime: 'date-time', json_string: 'json-string', regex: '' },
  Hu = new Map([
    [kr, fo],
    [zt, po],
  ]),
  Yu = (e) => Hu.get(e) ?? e,
  Yi = (e, t, r, n) => {
    const o = r;
    o.type = 'string';
    const { minimum: s, maximum: i, format: c, patterns: a, contentEncoding: u, laxFormat: f } = Z(e);
    if (
      (typeof s == 'number' && (o.minLength = s),
      typeof i == 'number' && (o.maxLength = i),
      c && ((o.format = Wu[c] ?? c), o.format === '' && delete o.format, (c === 'time' || f) && delete o.format),
      u && (o.contentEncoding = u),
      a && a.size > 0)
    ) {
      const m = [...a].map(Yu);
      m.length === 1
        ? (o.pattern = m[0].source)
        : m.length > 1 &&
          (o.allOf = [
            ...m.map((l) => ({
              ...(t.target === 'draft-07' || t.target === 'draft-04' || t.target === 'openapi-3.0'
                ? { type: 'string' }
                : {}),
              pattern: l.source,
            })),
          ]);
    }
  },
  qi = (e, t, r, n) => {
    const o = r,
      { minimum: s, maximum: i, multipleOf: c, exclusiveMaximum: a, exclusiveMinimum: u, isInt: f } = Z(e);
    o.type = f ? 'integer' : 'number';
    const m = typeof u == 'number' && u >= (s ?? Number.NEGATIVE_INFINITY),
      l = typeof a == 'number' && a <= (i ?? Number.POSITIVE_INFINITY),
      p = t.target === 'draft-04' || t.target === 'openapi-3.0';
    if (
      (m
        ? p
          ? ((o.minimum = u), (o.exclusiveMinimum = !0))
          : (o.exclusiveMinimum = u)
        : typeof s == 'number' && (o.minimum = s),
      l
        ? p
          ? ((o.maximum = a), (o.exclusiveMaximum = !0))
          : (o.exclusiveMaximum = a)
        : typeof i == 'number' && (o.maximum = i),
      c)
    ) {
      const h = new Set();
      for (const x of c)
        Number.isFinite(x) && x !== 0
          ? h.add(Math.abs(x))
          : K(e, t, o, n, `A multipleOf divisor of ${x} cannot be represented in JSON Schema`);
      const [g, ...y] = h;
      g !== void 0 && (o.multipleOf = g),
        y.length && (o.allOf = [...(o.allOf ?? []), ...y.map((x) => ({ multipleOf: x }))]);
    }
  },
  Xi = (e, t, r, n) => {
    r.type = 'boolean';
  },
  Qi = (e, t, r, n) => {
    K(e, t, r, n, 'BigInt cannot be represented in JSON Schema');
  };
var ec = (e, t, r, n) => {
  r.not = {};
};
var tc = (e, t, r, n) => {},
  rc = (e, t, r, n) => {
    K(e, t, r, n, 'Date cannot be represented in JSON Schema');
  },
  nc = (e, t, r, n) => {
    const o = e._zod.def,
      s = ge(o.entries);
    if (s.length === 0) {
      r.not = {};
      return;
    }
    s.every((i) => typeof i == 'number') && (r.type = 'number'),
      s.every((i) => typeof i == 'string') && (r.type = 'string'),
      (r.enum = s);
  },
  oc = (e, t, r, n) => {
    const o = e._zod.def;
    if (o.values.length === 0) {
      r.not = {};
      return;
    }
    const s = [];
    for (const i of o.values)
      if (i === void 0) {
        if (K(e, t, r, n, 'Literal `undefined` cannot be represented in JSON Schema')) return;
      } else if (typeof i == 'bigint') {
        if (K(e, t, r, n, 'BigInt literals cannot be represented in JSON Schema')) return;
        s.push(Number(i));
      } else s.push(i);
    if (s.length !== 0)
      if (s.length === 1) {
        const i = s[0];
        (r.type = i === null ? 'null' : typeof i),
          t.target === 'draft-04' || t.target === 'openapi-3.0' ? (r.enum = [i]) : (r.const = i);
      } else
        s.every((i) => typeof i == 'number') && (r.type = 'number'),
          s.every((i) => typeof i == 'string') && (r.type = 'string'),
          s.every((i) => typeof i == 'boolean') && (r.type = 'boolean'),
          s.every((i) => i === null) && (r.type = 'null'),
          (r.enum = s);
  };
var sc = (e, t, r, n) => {
  K(e, t, r, n, 'Custom types cannot be represented in JSON Schema');
};
var ic = (e, t, r, n) => {
  K(e, t, r, n, 'Transforms cannot be represented in JSON Schema');
};
var cc = (e, t, r, n) => {
  const o = r,
    s = e._zod.def,
    { minimum: i, maximum: c } = Z(e);
  typeof i == 'number' && (o.minItems = i),
    typeof c == 'number' && (o.maxItems = c),
    (o.type = 'array'),
    (o.items = O(s.element, t, { ...n, path: [...n.path, 'items'] }));
};
function Yr(e) {
  const t = e._zod.def;
  return t.type === 'pipe' && t.in._zod.traits.has('$ZodTransform')
    ? Yr(t.out)
    : t.type === 'catch'
      ? Yr(t.innerType)
      : e._zod.optin;
}
var ac = (e, t, r, n) => {
    const o = r,
      s = e._zod.def,
      i = s.shape;
    if (Object.getOwnPropertySymbols(i).length && K(e, t, o, n, 'Symbol keys cannot be represented in JSON Schema'))
      return;
    (o.type = 'object'), (o.properties = {});
    for (const u in i) M(o.properties, u, O(i[u], t, { ...n, path: [...n.path, 'properties', u] }));
    const a = [];
    for (const u of Object.keys(i)) {
      const f = s.shape[u];
      (t.io === 'input' ? Yr(f) === void 0 : f._zod.optout === void 0) && a.push(u);
    }
    a.length > 0 && (o.required = a),
      s.catchall?._zod.def.type === 'never'
        ? (o.additionalProperties = !1)
        : s.catchall
          ? s.catchall &&
            (o.additionalProperties = O(s.catchall, t, { ...n, path: [...n.path, 'additionalProperties'] }))
          : t.io === 'output' && (o.additionalProperties = !1);
  },
  uc = (e, t, r, n) => {
    const o = e._zod.def,
      s = o.inclusive === !1,
      i = o.options.map((c, a) => O(c, t, { ...n, path: [...n.path, s ? 'oneOf' : 'anyOf', a] }));
    s ? (r.oneOf = i) : (r.anyOf = i);
  },
  lc = (e, t, r, n) => {
    const o = e._zod.def,
      s = O(o.left, t, { ...n, path: [...n.path, 'allOf', 0] }),
      i = O(o.right, t, { ...n, path: [...n.path, 'allOf', 1] }),
      c = (u) => 'allOf' in u && Object.keys(u).length === 1,
      a = [...(c(s) ? s.allOf : [s]), ...(c(i) ? i.allOf : [i])];
    (r.allOf = a), t.intersections.push(a);
  };
var fc = (e, t, r, n) => {
    const o = e._zod.def,
      s = O(o.innerType, t, n),
      i = t.seen.get(e);
    t.target === 'openapi-3.0' ? ((i.ref = o.innerType), (r.nullable = !0)) : (r.anyOf = [s, { type: 'null' }]);
  },
  pc = (e, t, r, n) => {
    const o = e._zod.def;
    O(o.innerType, t, n);
    const s = t.seen.get(e);
    s.ref = o.innerType;
  },
  qr = Symbol();
function dc(e, t, r, n, o) {
  let s = !1,
    i = JSON.stringify(e, (c, a) => (typeof a != 'bigint' ? a : ((s = !0), null)));
  return s ? (K(t, r, n, o, 'BigInt defaults cannot be represented in JSON Schema'), qr) : JSON.parse(i);
}
var mc = (e, t, r, n) => {
    const o = e._zod.def;
    O(o.innerType, t, n);
    const s = t.seen.get(e);
    s.ref = o.innerType;
    const i = dc(o.defaultValue, e, t, r, n);
    i !== qr && (r.default = i);
  },
  hc = (e, t, r, n) => {
    const o = e._zod.def;
    O(o.innerType, t, n);
    const s = t.seen.get(e);
    if (((s.ref = o.innerType), t.io !== 'input')) return;
    const i = dc(o.defaultValue, e, t, r, n);
    i !== qr && (r._prefault = i);
  },
  gc = (e, t, r, n) => {
    const o = e._zod.def;
    O(o.innerType, t, n);
    const s = t.seen.get(e);
    s.ref = o.innerType;
    let i;
    try {
      i = o.catchValue(void 0);
    } catch {
      K(e, t, r, n, 'Dynamic catch values are not supported in JSON Schema');
      return;
    }
    r.default = i;
  },
  yc = (e, t, r, n) => {
    const o = e._zod.def,
      s = o.in._zod.traits.has('$ZodTransform'),
      i = t.io === 'input' ? (s ? o.out : o.in) : o.out;
    O(i, t, n);
    const c = t.seen.get(e);
    c.ref = i;
  },
  _c = (e, t, r, n) => {
    const o = e._zod.def;
    O(o.innerType, t, n);
    const s = t.seen.get(e);
    (s.ref = o.innerType), (r.readOnly = !0);
  };
var Xr = (e, t, r, n) => {
  const o = e._zod.def;
  O(o.innerType, t, n);
  const s = t.seen.get(e);
  s.ref = o.innerType;
};
var bc = new WeakSet([Object.prototype, Error.prototype]);
function Tt(e, t, r) {
  Object.defineProperty(e, t, {
    configurable: !0,
    enumerable: !1,
    get() {
      const n = r(this);
      return Object.defineProperty(this, t, { value: n, configurable: !0, writable: !0 }), n;
    },
    set(n) {
      Object.defineProperty(this, t, { value: n, configurable: !0, writable: !0 });
    },
  });
}
var sl = (e, t) => {
  Dn.init(e, t), (e.name = 'ZodError');
  const r = Object.getPrototypeOf(e);
  bc.has(r) ||
    (bc.add(r),
    Tt(r, 'format', (n) => (o) => Mn(n, o)),
    Tt(r, 'flatten', (n) => (o) => jn(n, o)),
    Tt(r, 'addIssue', (n) => (o) => {
      n.issues.push(o), (n.message = JSON.stringify(n.issues, ye, 2));
    }),
    Tt(r, 'addIssues', (n) => (o) => {
      n.issues.push(...o), (n.message = JSON.stringify(n.issues, ye, 2));
    }),
    Object.defineProperty(r, 'isEmpty', {
      configurable: !0,
      enumerable: !1,
      get() {
        return this.issues.length === 0;
      },
    }));
};
var D = d('ZodError', sl, void 0, { Parent: Error });
var xc = pt(D),
  vc = dt(D),
  wc = mt(D),
  zc = ht(D),
  Sc = Bn(D),
  $c = Un(D),
  kc = Vn(D),
  Pc = Kn(D),
  Ec = Jn(D),
  Ac = Gn(D),
  Ic = Wn(D),
  Oc = Hn(D);
function cl() {
  L.localeError || V(Ys());
}
function en() {
  L.memoizer || V({ memoizer: Hs() });
}
var E = d('ZodType', (e, t) => (cl(), $.init(e, t), (e.def = t), (e.type = t.type), e), {
    check(...e) {
      const t = this.def;
      return this.clone(
        b.mergeDefs(t, {
          checks: [
            ...(t.checks ?? []),
            ...e.map((r) =>
              typeof r == 'function' ? { _zod: { check: r, def: { check: 'custom' }, onattach: [] } } : r,
            ),
          ],
        }),
        { parent: !0 },
      );
    },
    with(...e) {
      return this.check(...e);
    },
    clone(e, t) {
      return F(this, e, t);
    },
    brand() {
      return this;
    },
    register(e, t) {
      return e.add(this, t), this;
    },
    refine(e, t) {
      return this.check(tf(e, t));
    },
    superRefine(e, t) {
      return this.check(rf(e, t));
    },
    overwrite(e) {
      return this.check(oe(e));
    },
    optional() {
      return Zc(this);
    },
    exactOptional() {
      return Bl(this);
    },
    nullable() {
      return Cc(this);
    },
    nullish() {
      return Zc(Cc(this));
    },
    nonoptional(e) {
      return Wl(this, e);
    },
    array() {
      return Tl(this);
    },
    or(e) {
      return Nl([this, e]);
    },
    and(e) {
      return Dl(this, e);
    },
    transform(e) {
      return Nc(this, Fl(e));
    },
    default(e) {
      return Kl(this, e);
    },
    prefault(e) {
      return Gl(this, e);
    },
    catch(e) {
      return Yl(this, e);
    },
    pipe(e) {
      return Nc(this, e);
    },
    readonly() {
      return Ql(this);
    },
    describe(e) {
      const t = this.clone();
      return ue.add(t, { description: e }), t;
    },
    meta(...e) {
      if (e.length === 0) return ue.get(this);
      const t = this.clone();
      return ue.add(t, e[0]), t;
    },
    isOptional() {
      return this.safeParse(void 0).success;
    },
    isNullable() {
      return this.safeParse(null).success;
    },
    apply(e, ...t) {
      return t.length === 0 ? e(this) : e(this, ...t);
    },
    get '~standard'() {
      return b.hide(this, '~standard', {
        ...$r(this),
        jsonSchema: { input: Ue(this, 'input'), output: Ue(this, 'output') },
      });
    },
    set '~standard'(e) {
      b.own(this, '~standard', e);
    },
    parse: function e(t, r) {
      return xc(this, t, r, { callee: e });
    },
    parseAsync: async function e(t, r) {
      return await vc(this, t, r, { callee: e });
    },
    safeParse(e, t) {
      return wc(this, e, t);
    },
    async safeParseAsync(e, t) {
      return zc(this, e, t);
    },
    get spa() {
      return this?.safeParseAsync;
    },
    set spa(e) {
      b.own(this, 'spa', e);
    },
    validate(e, t) {
      return gr(this, e, t);
    },
    validateAsync(e, t) {
      return yr(this, e, t);
    },
    encode: function e(t, r) {
      return Sc(this, t, r, { callee: e });
    },
    decode: function e(t, r) {
      return $c(this, t, r, { callee: e });
    },
    encodeAsync: async function e(t, r) {
      return await kc(this, t, r, { callee: e });
    },
    decodeAsync: async function e(t, r) {
      return await Pc(this, t, r, { callee: e });
    },
    safeEncode(e, t) {
      return Ec(this, e, t);
    },
    safeDecode(e, t) {
      return Ac(this, e, t);
    },
    async safeEncodeAsync(e, t) {
      return Ic(this, e, t);
    },
    async safeDecodeAsync(e, t) {
      return Oc(this, e, t);
    },
    toJSONSchema(e) {
      return Fi(this, {})(e);
    },
    get description() {
      return ue.get(this)?.description;
    },
    get _def() {
      return this._zod.def;
    },
  }),
  Lc = d(
    '_ZodString',
    (e, t) => {
      xe.init(e, t), E.init(e, t), (e._zod.processJSONSchema = (r, n, o) => Yi(e, r, n, o));
    },
    b.derived(
      {
        format: (e) => Z(e).format ?? null,
        minLength: (e) => Z(e).minimum ?? null,
        maxLength: (e) => Z(e).maximum ?? null,
      },
      {
        regex(...e) {
          return this.check(Cr(...e));
        },
        includes(...e) {
          return this.check(Dr(...e));
        },
        startsWith(...e) {
          return this.check(jr(...e));
        },
        endsWith(...e) {
          return this.check(Mr(...e));
        },
        min(...e) {
          return this.check(ze(...e));
        },
        max(...e) {
          return this.check(Ot(...e));
        },
        length(...e) {
          return this.check(Rt(...e));
        },
        nonempty(...e) {
          return this.check(ze(1, ...e));
        },
        lowercase(e) {
          return this.check(Nr(e));
        },
        uppercase(e) {
          return this.check(Lr(e));
        },
        trim() {
          return this.check(Br());
        },
        normalize(...e) {
          return this.check(Fr(...e));
        },
        toLowerCase() {
          return this.check(Ur());
        },
        toUpperCase() {
          return this.check(Vr());
        },
        slugify() {
          return this.check(Kr());
        },
      },
    ),
  ),
  Ct = d(
    'ZodString',
    (e, t) => {
      xe.init(e, t), Lc.init(e, t);
    },
    {
      email(e) {
        return this.check(Tr(Dc, e));
      },
      url(e) {
        return this.check(Zr(Mc, e));
      },
      jwt(e) {
        return this.check(bi(Pl, e));
      },
      emoji(e) {
        return this.check(si(dl, e));
      },
      guid(e) {
        return this.check(ei(pl, e));
      },
      uuid(e) {
        return this.check(ti(Zt, e));
      },
      uuidv4(e) {
        return this.check(ri(Zt, e));
      },
      uuidv6(e) {
        return this.check(ni(Zt, e));
      },
      uuidv7(e) {
        return this.check(oi(Zt, e));
      },
      nanoid(e) {
        return this.check(ii(ml, e));
      },
      cuid(e) {
        return this.check(ci(hl, e));
      },
      cuid2(e) {
        return this.check(ai(gl, e));
      },
      ulid(e) {
        return this.check(ui(yl, e));
      },
      base64(e) {
        return this.check(gi(Sl, e));
      },
      base64url(e) {
        return this.check(yi($l, e));
      },
      xid(e) {
        return this.check(li(_l, e));
      },
      ksuid(e) {
        return this.check(fi(bl, e));
      },
      ipv4(e) {
        return this.check(pi(xl, e));
      },
      ipv6(e) {
        return this.check(di(vl, e));
      },
      cidrv4(e) {
        return this.check(mi(wl, e));
      },
      cidrv6(e) {
        return this.check(hi(zl, e));
      },
      e164(e) {
        return this.check(_i(kl, e));
      },
      datetime(e) {
        return this.check(xi(al, e));
      },
      date(e) {
        return this.check(vi(ul, e));
      },
      time(e) {
        return this.check(wi(ll, e));
      },
      duration(e) {
        return this.check(zi(fl, e));
      },
    },
  );
function N(e) {
  return Xs(Ct, e);
}
var A = d('ZodStringFormat', (e, t) => {
    P.init(e, t), Lc.init(e, t);
  }),
  al = d('ZodISODateTime', (e, t) => {
    us.init(e, t), A.init(e, t);
  }),
  ul = d('ZodISODate', (e, t) => {
    ls.init(e, t), A.init(e, t);
  }),
  ll = d('ZodISOTime', (e, t) => {
    fs.init(e, t), A.init(e, t);
  }),
  fl = d('ZodISODuration', (e, t) => {
    ps.init(e, t), A.init(e, t);
  }),
  Dc = d('ZodEmail', (e, t) => {
    Xo.init(e, t), A.init(e, t);
  });
function jc(e) {
  return Tr(Dc, e);
}
var pl = d('ZodGUID', (e, t) => {
  Yo.init(e, t), A.init(e, t);
});
var Zt = d('ZodUUID', (e, t) => {
  qo.init(e, t), A.init(e, t);
});
var Mc = d('ZodURL', (e, t) => {
  ts.init(e, t), A.init(e, t);
});
function le(e) {
  return Zr(Mc, e);
}
var dl = d('ZodEmoji', (e, t) => {
  rs.init(e, t), A.init(e, t);
});
var ml = d('ZodNanoID', (e, t) => {
  ns.init(e, t), A.init(e, t);
});
var hl = d('ZodCUID', (e, t) => {
  os.init(e, t), A.init(e, t);
});
var gl = d('ZodCUID2', (e, t) => {
  ss.init(e, t), A.init(e, t);
});
var yl = d('ZodULID', (e, t) => {
  is.init(e, t), A.init(e, t);
});
var _l = d('ZodXID', (e, t) => {
  cs.init(e, t), A.init(e, t);
});
var bl = d('ZodKSUID', (e, t) => {
  as.init(e, t), A.init(e, t);
});
var xl = d('ZodIPv4', (e, t) => {
  ds.init(e, t), A.init(e, t);
});
var vl = d('ZodIPv6', (e, t) => {
  hs.init(e, t), A.init(e, t);
});
var wl = d('ZodCIDRv4', (e, t) => {
  gs.init(e, t), A.init(e, t);
});
var zl = d('ZodCIDRv6', (e, t) => {
  ys.init(e, t), A.init(e, t);
});
var Sl = d('ZodBase64', (e, t) => {
  bs.init(e, t), A.init(e, t);
});
var $l = d('ZodBase64URL', (e, t) => {
  xs.init(e, t), A.init(e, t);
});
var kl = d('ZodE164', (e, t) => {
  vs.init(e, t), A.init(e, t);
});
var Pl = d('ZodJWT', (e, t) => {
  ws.init(e, t), A.init(e, t);
});
var Nt = d(
  'ZodNumber',
  (e, t) => {
    Pr.init(e, t), E.init(e, t), (e._zod.processJSONSchema = (r, n, o) => qi(e, r, n, o)), (e.isFinite = !0);
  },
  b.derived(
    {
      minValue: (e) => {
        const { minimum: t, exclusiveMinimum: r } = Z(e);
        return Math.max(t ?? Number.NEGATIVE_INFINITY, r ?? Number.NEGATIVE_INFINITY);
      },
      maxValue: (e) => {
        const { maximum: t, exclusiveMaximum: r } = Z(e);
        return Math.min(t ?? Number.POSITIVE_INFINITY, r ?? Number.POSITIVE_INFINITY);
      },
      isInt: (e) => {
        const { isInt: t, multipleOf: r } = Z(e);
        return !!t || !!r?.some(Number.isSafeInteger);
      },
      format: (e) => Z(e).format ?? null,
    },
    {
      gt(e, t) {
        return this.check(we(e, t));
      },
      gte(e, t) {
        return this.check(ee(e, t));
      },
      min(e, t) {
        return this.check(ee(e, t));
      },
      lt(e, t) {
        return this.check(ve(e, t));
      },
      lte(e, t) {
        return this.check(Q(e, t));
      },
      max(e, t) {
        return this.check(Q(e, t));
      },
      int(e) {
        return this.check(Rc(e));
      },
      safe(e) {
        return this.check(Rc(e));
      },
      positive(e) {
        return this.check(we(0, e));
      },
      nonnegative(e) {
        return this.check(ee(0, e));
      },
      negative(e) {
        return this.check(ve(0, e));
      },
      nonpositive(e) {
        return this.check(Q(0, e));
      },
      multipleOf(e, t) {
        return this.check(Fe(e, t));
      },
      step(e, t) {
        return this.check(Fe(e, t));
      },
      finite() {
        return this;
      },
    },
  ),
);
function Fc(e) {
  return Si(Nt, e);
}
var El = d('ZodNumberFormat', (e, t) => {
  zs.init(e, t), Nt.init(e, t);
});
function Rc(e) {
  return ki(El, e);
}
var tn = d('ZodBoolean', (e, t) => {
  St.init(e, t), E.init(e, t), (e._zod.processJSONSchema = (r, n, o) => Xi(e, r, n, o));
});
var Bc = d(
  'ZodBigInt',
  (e, t) => {
    Ss.init(e, t), E.init(e, t), (e._zod.processJSONSchema = (r, n, o) => Qi(e, r, n, o));
  },
  b.derived(
    {
      minValue: (e) => Z(e).minimum ?? null,
      maxValue: (e) => Z(e).maximum ?? null,
      format: (e) => Z(e).format ?? null,
    },
    {
      gte(e, t) {
        return this.check(ee(e, t));
      },
      min(e, t) {
        return this.check(ee(e, t));
      },
      gt(e, t) {
        return this.check(we(e, t));
      },
      lt(e, t) {
        return this.check(ve(e, t));
      },
      lte(e, t) {
        return this.check(Q(e, t));
      },
      max(e, t) {
        return this.check(Q(e, t));
      },
      positive(e) {
        return this.check(we(BigInt(0), e));
      },
      negative(e) {
        return this.check(ve(BigInt(0), e));
      },
      nonpositive(e) {
        return this.check(Q(BigInt(0), e));
      },
      nonnegative(e) {
        return this.check(ee(BigInt(0), e));
      },
      multipleOf(e, t) {
        return this.check(Fe(e, t));
      },
    },
  ),
);
var Al = d('ZodUnknown', (e, t) => {
  $s.init(e, t), E.init(e, t), (e._zod.processJSONSchema = (r, n, o) => tc(e, r, n, o));
});
function Tc() {
  return Ai(Al);
}
var Il = d('ZodNever', (e, t) => {
  ks.init(e, t), E.init(e, t), (e._zod.processJSONSchema = (r, n, o) => ec(e, r, n, o));
});
function Ol(e) {
  return Ii(Il, e);
}
var Uc = d(
  'ZodDate',
  (e, t) => {
    Ps.init(e, t),
      E.init(e, t),
      (e._zod.processJSONSchema = (r, n, o) => rc(e, r, n, o)),
      (e.min = (r, n) => e.check(ee(r, n))),
      (e.max = (r, n) => e.check(Q(r, n)));
  },
  b.derived(
    {
      minDate: (e) => {
        const { minimum: t } = Z(e);
        return t ? new Date(t) : null;
      },
      maxDate: (e) => {
        const { maximum: t } = Z(e);
        return t ? new Date(t) : null;
      },
    },
    {},
  ),
);
var Rl = d(
  'ZodArray',
  (e, t) => {
    en(),
      Es.init(e, t),
      E.init(e, t),
      (e._zod.processJSONSchema = (r, n, o) => cc(e, r, n, o)),
      (e.element = t.element);
  },
  {
    min(e, t) {
      return this.check(ze(e, t));
    },
    nonempty(e) {
      return this.check(ze(1, e));
    },
    max(e, t) {
      return this.check(Ot(e, t));
    },
    length(e, t) {
      return this.check(Rt(e, t));
    },
    unwrap() {
      return this.element;
    },
  },
);
function Tl(e, t) {
  return Ri(Rl, e, t);
}
var Zl = d(
  'ZodObject',
  (e, t) => {
    en(),
      Os.init(e, t),
      E.init(e, t),
      (e._zod.processJSONSchema = (r, n, o) => ac(e, r, n, o)),
      b.installLazyProp(e, 'shape', (r) => r._zod.def.shape, !1);
  },
  {
    keyof() {
      return Ke(Object.keys(this._zod.def.shape));
    },
    catchall(e) {
      return this.clone(b.mergeDefs(this._zod.def, { catchall: e }));
    },
    passthrough() {
      return this.clone(b.mergeDefs(this._zod.def, { catchall: Tc() }));
    },
    loose() {
      return this.clone(b.mergeDefs(this._zod.def, { catchall: Tc() }));
    },
    strict() {
      return this.clone(b.mergeDefs(this._zod.def, { catchall: Ol() }));
    },
    strip() {
      return this.clone(b.mergeDefs(this._zod.def, { catchall: void 0 }));
    },
    extend(e) {
      return b.extend(this, e);
    },
    safeExtend(e) {
      return b.safeExtend(this, e);
    },
    merge(e) {
      return b.merge(this, e);
    },
    pick(e) {
      return b.pick(this, e);
    },
    omit(e) {
      return b.omit(this, e);
    },
    partial(...e) {
      return b.partial(Kc, this, e[0]);
    },
    exactPartial(...e) {
      return b.partial(Jc, this, e[0], 'exactPartial');
    },
    required(...e) {
      return b.required(Gc, this, e[0]);
    },
  },
);
function ke(e, t) {
  const r = { type: 'object', shape: e ?? {}, ...b.normalizeParams(t) };
  return new Zl(r);
}
var Cl = d('ZodUnion', (e, t) => {
  Rs.init(e, t), E.init(e, t), (e._zod.processJSONSchema = (r, n, o) => uc(e, r, n, o)), (e.options = t.options);
});
function Nl(e, t) {
  return new Cl({ type: 'union', options: e, ...b.normalizeParams(t) });
}
var Ll = d('ZodIntersection', (e, t) => {
  Ts.init(e, t), E.init(e, t), (e._zod.processJSONSchema = (r, n, o) => lc(e, r, n, o));
});
function Dl(e, t) {
  return new Ll({ type: 'intersection', left: e, right: t });
}
var Qr = d('ZodEnum', (e, t) => {
  Zs.init(e, t),
    E.init(e, t),
    (e._zod.processJSONSchema = (n, o, s) => nc(e, n, o, s)),
    (e.enum = t.entries),
    (e.options = [...e._zod.values]);
  const r = new Set(Object.keys(t.entries));
  (e.extract = (n, o) => {
    const s = {};
    for (const i of n)
      if (r.has(i)) s[i] = t.entries[i];
      else throw new Error(`Key ${i} not found in enum`);
    return new Qr({ ...t, checks: [], ...b.normalizeParams(o), entries: s });
  }),
    (e.exclude = (n, o) => {
      const s = { ...t.entries };
      for (const i of n)
        if (r.has(i)) delete s[i];
        else throw new Error(`Key ${i} not found in enum`);
      return new Qr({ ...t, checks: [], ...b.normalizeParams(o), entries: s });
    });
});
function Ke(e, t) {
  const r = Array.isArray(e) ? Object.fromEntries(e.map((n) => [n, n])) : e;
  return new Qr({ type: 'enum', entries: r, ...b.normalizeParams(t) });
}
var jl = d('ZodLiteral', (e, t) => {
  Cs.init(e, t),
    E.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => oc(e, r, n, o)),
    (e.values = new Set(t.values)),
    Object.defineProperty(e, 'value', {
      get() {
        if (t.values.length > 1)
          throw new Error('This schema contains multiple valid literal values. Use `.values` instead.');
        return t.values[0];
      },
    });
});
function Vc(e, t) {
  return new jl({ type: 'literal', values: Array.isArray(e) ? e : [e], ...b.normalizeParams(t) });
}
var Ml = d('ZodTransform', (e, t) => {
  en(),
    Ns.init(e, t),
    E.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => ic(e, r, n, o)),
    (e._zod.parse = (r, n) => {
      if (n.direction === 'backward') throw new be(e.constructor.name);
      r.addIssue = (s) => {
        if (typeof s == 'string') r.issues.push(b.issue(s, r.value, t));
        else {
          const i = s;
          i.fatal && (i.continue = !1),
            i.code ?? (i.code = 'custom'),
            'input' in i || (i.input = r.value),
            i.inst ?? (i.inst = e),
            r.issues.push(b.issue(i));
        }
      };
      const o = t.transform(r.value, r);
      return o instanceof Promise ? o.then((s) => ((r.value = s), r)) : ((r.value = o), r);
    });
});
function Fl(e) {
  return new Ml({ type: 'transform', transform: e });
}
var Kc = d('ZodOptional', (e, t) => {
  Er.init(e, t),
    E.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => Xr(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType);
});
function Zc(e) {
  return new Kc({ type: 'optional', innerType: e });
}
var Jc = d('ZodExactOptional', (e, t) => {
  Ls.init(e, t),
    E.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => Xr(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType);
});
function Bl(e) {
  return new Jc({ type: 'optional', innerType: e });
}
var Ul = d('ZodNullable', (e, t) => {
  Ds.init(e, t),
    E.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => fc(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType);
});
function Cc(e) {
  return new Ul({ type: 'nullable', innerType: e });
}
var Vl = d('ZodDefault', (e, t) => {
  js.init(e, t),
    E.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => mc(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType),
    (e.removeDefault = e.unwrap);
});
function Kl(e, t) {
  return new Vl({
    type: 'default',
    innerType: e,
    get defaultValue() {
      return typeof t == 'function' ? t() : b.shallowClone(t);
    },
  });
}
var Jl = d('ZodPrefault', (e, t) => {
  Ms.init(e, t),
    E.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => hc(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType);
});
function Gl(e, t) {
  return new Jl({
    type: 'prefault',
    innerType: e,
    get defaultValue() {
      return typeof t == 'function' ? t() : b.shallowClone(t);
    },
  });
}
var Gc = d('ZodNonOptional', (e, t) => {
  Fs.init(e, t),
    E.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => pc(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType);
});
function Wl(e, t) {
  return new Gc({ type: 'nonoptional', innerType: e, ...b.normalizeParams(t) });
}
var Hl = d('ZodCatch', (e, t) => {
  Bs.init(e, t),
    E.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => gc(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType),
    (e.removeCatch = e.unwrap);
});
function Yl(e, t) {
  return new Hl({ type: 'catch', innerType: e, catchValue: typeof t == 'function' ? t : b.constantCatch(t) });
}
var Wc = d('ZodPipe', (e, t) => {
  Us.init(e, t), E.init(e, t), (e._zod.processJSONSchema = (r, n, o) => yc(e, r, n, o)), (e.in = t.in), (e.out = t.out);
});
function Nc(e, t) {
  return new Wc({ type: 'pipe', in: e, out: t });
}
var ql = d('ZodCodec', (e, t) => {
  Wc.init(e, t), $t.init(e, t);
});
var Xl = d('ZodReadonly', (e, t) => {
  Vs.init(e, t),
    E.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => _c(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType);
});
function Ql(e) {
  return new Xl({ type: 'readonly', innerType: e });
}
var ef = d('ZodCustom', (e, t) => {
  Ks.init(e, t), E.init(e, t), (e._zod.processJSONSchema = (r, n, o) => sc(e, r, n, o));
});
function tf(e, t = {}) {
  return Ti(ef, e, t);
}
function rf(e, t) {
  return Zi(e, t);
}
var Hc = (...e) => Ci({ Codec: ql, Boolean: tn, String: Ct }, ...e);
var Lt = {};
vn(Lt, { bigint: () => af, boolean: () => cf, date: () => uf, number: () => sf, string: () => of });
function of(e) {
  return Qs(Ct, e);
}
function sf(e) {
  return $i(Nt, e);
}
function cf(e) {
  return Pi(tn, e);
}
function af(e) {
  return Ei(Bc, e);
}
function uf(e) {
  return Oi(Uc, e);
}
function Yc(e) {
  return typeof e.response == 'object';
}
var Xc = {
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  handler: 'system/get-health',
  response: ke({ ok: Vc(!0) }),
};
import { Readable as ff } from 'node:stream';
import { pipeline as pf } from 'node:stream/promises';
import { ReadableStream as df } from 'node:stream/web';
import { setTimeout as mf } from 'node:timers';
var hf = () => {},
  Qc = {
    timeoutEarlyInMillis: 5,
    timeoutEarlyResponse: () => {
      const e = new Error('[AbortError]: The operation was aborted.', { cause: { package: '@middy/core' } });
      throw ((e.name = 'TimeoutError'), e);
    },
    streamifyResponse: !1,
  },
  gf = (e, t) => {
    let r, n;
    typeof e == 'function' ? ((r = e), (n = { ...Qc, ...t })) : ((r = hf), (n = { ...Qc, ...e })),
      (n.timeoutEarly = n.timeoutEarlyInMillis > 0),
      n.beforePrefetch?.();
    const o = [],
      s = [],
      i = [],
      c = (u = {}, f = {}) => ({ event: u, context: f, response: void 0, error: void 0, internal: n.internal ?? {} }),
      a = n.streamifyResponse
        ? awslambda.streamifyResponse(async (u, f, m) => {
            const l = c(u, m);
            n.requestStart?.(l);
            let p = await ea(l, o, r, s, i, n),
              h = f,
              g = p;
            if (p.statusCode) {
              const { body: x, ...k } = p;
              (g = x ?? ''), (h = awslambda.HttpResponseStream.from(h, k));
            }
            let y;
            if (
              (g._readableState || g instanceof df
                ? (y = g)
                : typeof g == 'string' && (y = ff.from(g.length < nn ? g : yf(g))),
              !y)
            )
              throw new Error('handler response not a ReadableStream');
            await pf(y, h), await n.requestEnd?.(l);
          })
        : async (u, f) => {
            const m = c(u, f);
            n.requestStart?.(m);
            const l = await ea(m, o, r, s, i, n);
            return await n.requestEnd?.(m), l;
          };
    return (
      (a.use = (u) => {
        const f = Array.isArray(u) ? u : [u];
        for (const m of f) {
          const { before: l, after: p, onError: h } = m;
          if (l || p || h) l && a.before(l), p && a.after(p), h && a.onError(h);
          else
            throw new Error(
              'Middleware must be an object containing at least one key among "before", "after", "onError"',
            );
        }
        return a;
      }),
      (a.before = (u) => (o.push(u), a)),
      (a.after = (u) => (s.unshift(u), a)),
      (a.onError = (u) => (i.unshift(u), a)),
      (a.handler = (u) => ((r = u), a)),
      a
    );
  },
  nn = 16384;
function* yf(e) {
  let t = 0,
    r = e.length;
  for (; t < r; ) yield e.substring(t, t + nn), (t += nn);
}
var Dt = new AbortController(),
  ea = async (e, t, r, n, o, s) => {
    let i,
      c = s.timeoutEarly && e.context.getRemainingTimeInMillis;
    try {
      if ((await rn(e, t, s), !Object.hasOwn(e, 'earlyResponse'))) {
        s.beforeHandler?.(), Dt.signal.aborted && (Dt = new AbortController());
        const a = [r(e.event, e.context, { signal: Dt.signal })];
        if (c) {
          let u,
            f = new Promise((m, l) => {
              u = () => {
                Dt.abort();
                try {
                  m(s.timeoutEarlyResponse());
                } catch (p) {
                  l(p);
                }
              };
            });
          (i = mf(u, e.context.getRemainingTimeInMillis() - s.timeoutEarlyInMillis)), a.push(f);
        }
        (e.response = await Promise.race(a)), i && clearTimeout(i), s.afterHandler?.(), await rn(e, n, s);
      }
    } catch (a) {
      i && clearTimeout(i), (e.response = void 0), (e.error = a);
      try {
        await rn(e, o, s);
      } catch (u) {
        throw ((u.originalError = e.error), (e.error = u), e.error);
      }
      if (typeof e.response > 'u') throw e.error;
    }
    return e.response;
  },
  rn = async (e, t, r) => {
    for (const n of t) {
      r.beforeMiddleware?.(n.name);
      const o = await n(e);
      if ((r.afterMiddleware?.(n.name), typeof o < 'u' && (e.earlyResponse = o), Object.hasOwn(e, 'earlyResponse'))) {
        e.response = e.earlyResponse;
        return;
      }
    }
  },
  ta = gf;
var ra = 0,
  _f = new Set();
function jt(e, t) {
  let r;
  return () => {
    if (r?.generation !== ra) {
      const n = e();
      (r = { generation: ra, value: n }), t && _f.add(() => t(n));
    }
    return r.value;
  };
}
var bf = ke({
    AUTH_MODE: Ke(['local', 'cognito']).default('local'),
    APP_ORIGIN: le().optional(),
    AWS_REGION: N().default('us-east-1'),
    TABLE_NAME: N().min(1).default('bizpilot'),
    DYNAMODB_ENDPOINT: le().optional(),
    FILES_BUCKET: N().min(1).default('bizpilot-files'),
    S3_ENDPOINT: le().optional(),
    COGNITO_DOMAIN: le().optional(),
    COGNITO_CLIENT_ID: N().optional(),
    COGNITO_USER_POOL_ID: N().optional(),
    COGNITO_ISSUER: le().optional(),
    LOG_LEVEL: Ke(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
    OPENAI_BASE_URL: le().optional(),
    OPENAI_MODEL: N().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: Lt.number().int().min(1e3).max(12e4).default(2e4),
    EVENT_BUS_NAME: N().min(1).optional(),
    MESSAGE_DELIVERY: Ke(['outbox', 'aws']).default('outbox'),
    SES_FROM_ADDRESS: jc().optional(),
    CREDENTIALS_KEY_ARN: N().min(1).optional(),
    CREDENTIALS_KEY_FILE: N().min(1).optional(),
    VALIDATE_RESPONSES: Hc().default(!1),
  }),
  fe = jt(() => xf(process.env));
function xf(e) {
  const t = Object.fromEntries(Object.entries(e).filter(([, n]) => n !== void 0 && n !== '')),
    r = bf.safeParse(t);
  if (!r.success) {
    const n = r.error.issues.map((o) => `${o.path.join('.')}: ${o.message}`).join('; ');
    throw new Error(`Invalid configuration: ${n}`);
  }
  return r.data;
}
var J = class extends Error {
    constructor(r, n, o, s) {
      super(n);
      this.statusCode = r;
      this.details = o;
      this.headers = s;
      this.name = new.target.name;
    }
    statusCode;
    details;
    headers;
  },
  se = class extends J {
    constructor(r, n = []) {
      super(400, r, { issues: n });
      this.issues = n;
    }
    issues;
  },
  Mt = class extends J {
    constructor(t = 'Unauthorized') {
      super(401, t);
    }
  };
var Je = class extends J {
  constructor(t = 'Forbidden') {
    super(403, t);
  }
};
var on = { PRETTY: 4, COMPACT: 0 };
var z = { TRACE: 6, DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 },
  na = ['level', 'message', 'sampling_rate', 'service', 'timestamp'],
  oa = 'Uncaught error detected, flushing log buffer before exit';
var ie = {
    REQUEST_ID: Symbol.for('_AWS_LAMBDA_REQUEST_ID'),
    X_RAY_TRACE_ID: Symbol.for('_AWS_LAMBDA_X_RAY_TRACE_ID'),
    TENANT_ID: Symbol.for('_AWS_LAMBDA_TENANT_ID'),
    TRACEPARENT: Symbol.for('_AWS_LAMBDA_TRACEPARENT'),
    TRACESTATE: Symbol.for('_AWS_LAMBDA_TRACESTATE'),
    BAGGAGE: Symbol.for('_AWS_LAMBDA_BAGGAGE'),
  },
  sn = ['true', '1'].includes(process.env?.AWS_LAMBDA_NODEJS_NO_GLOBAL_AWSLAMBDA ?? '');
sn || (globalThis.awslambda = globalThis.awslambda || {});
var Ft = class {
    static PROTECTED_KEYS = ie;
    isProtectedKey(t) {
      return Object.values(ie).includes(t);
    }
    getRequestId() {
      return this.get(ie.REQUEST_ID) ?? '-';
    }
    getXRayTraceId() {
      return this.get(ie.X_RAY_TRACE_ID);
    }
    getTenantId() {
      return this.get(ie.TENANT_ID);
    }
    getTraceparent() {
      return this.get(ie.TRACEPARENT);
    }
    getTracestate() {
      return this.get(ie.TRACESTATE);
    }
    getBaggage() {
      return this.get(ie.BAGGAGE);
    }
  },
  cn = class extends Ft {
    currentContext;
    getContext() {
      return this.currentContext;
    }
    hasContext() {
      return this.currentContext !== void 0;
    }
    get(t) {
      return this.currentContext?.[t];
    }
    set(t, r) {
      if (this.isProtectedKey(t)) throw new Error(`Cannot modify protected Lambda context field: ${String(t)}`);
      (this.currentContext = this.currentContext || {}), (this.currentContext[t] = r);
    }
    run(t, r) {
      return (this.currentContext = t), r();
    }
  },
  an = class e extends Ft {
    als;
    static async create() {
      const t = new e(),
        r = await import('node:async_hooks');
      return (t.als = new r.AsyncLocalStorage()), t;
    }
    getContext() {
      return this.als.getStore();
    }
    hasContext() {
      return this.als.getStore() !== void 0;
    }
    get(t) {
      return this.als.getStore()?.[t];
    }
    set(t, r) {
      if (this.isProtectedKey(t)) throw new Error(`Cannot modify protected Lambda context field: ${String(t)}`);
      const n = this.als.getStore();
      if (!n) throw new Error('No context available');
      n[t] = r;
    }
    run(t, r) {
      return this.als.run(t, r);
    }
  },
  sa;
((e) => {
  let t = null;
  async function r(n) {
    return (
      t ||
        (t = (async () => {
          const s = n === !0 || 'AWS_LAMBDA_MAX_CONCURRENCY' in process.env ? await an.create() : new cn();
          return !sn && globalThis.awslambda?.InvokeStore
            ? globalThis.awslambda.InvokeStore
            : (!sn && globalThis.awslambda && (globalThis.awslambda.InvokeStore = s), s);
        })()),
      t
    );
  }
  (e.getInstanceAsync = r),
    (e._testing =
      process.env.AWS_LAMBDA_BENCHMARK_MODE === '1'
        ? {
            reset: () => {
              (t = null),
                globalThis.awslambda?.InvokeStore && delete globalThis.awslambda.InvokeStore,
                (globalThis.awslambda = { InvokeStore: void 0 });
            },
          }
        : void 0);
})(sa || (sa = {}));
var un = 'AWS_LAMBDA_INITIALIZATION_TYPE',
  ia = 'AWS_LAMBDA_MAX_CONCURRENCY',
  ca = 'POWERTOOLS_DEV';
var aa = '_X_AMZN_TRACE_ID';
var j = ({ key: e, defaultValue: t, errorMessage: r }) => {
    const n = process.env[e];
    if (n === void 0) {
      if (t !== void 0) return t;
      throw r ? new Error(r) : new Error(`Environment variable ${e} is required`);
    }
    return n.trim();
  },
  ua = ({ key: e, defaultValue: t, errorMessage: r }) => {
    const n = j({ key: e, defaultValue: String(t), errorMessage: r }),
      o = Number(n);
    if (Number.isNaN(o)) throw new TypeError(`Environment variable ${e} must be a number`);
    return o;
  },
  vf = new Set(['1', 'y', 'yes', 't', 'true', 'on']),
  wf = new Set(['0', 'n', 'no', 'f', 'false', 'off']),
  ln = ({ key: e, defaultValue: t, errorMessage: r, extendedParsing: n }) => {
    const s = j({ key: e, defaultValue: String(t), errorMessage: r }).toLowerCase();
    if (n) {
      if (vf.has(s)) return !0;
      if (wf.has(s)) return !1;
    }
    if (s !== 'true' && s !== 'false') throw new Error(`Environment variable ${e} must be a boolean`);
    return s === 'true';
  },
  Ge = () => {
    try {
      return ln({ key: ca, extendedParsing: !0 });
    } catch {
      return !1;
    }
  };
var zf = () => {
  const e = globalThis.awslambda?.InvokeStore?.getXRayTraceId() ?? j({ key: aa, defaultValue: '' });
  if (e === '') return;
  if (!e.includes('=')) return { Root: e };
  const t = {};
  for (const r of e.split(';')) {
    const [n, o] = r.split('=');
    t[n] = o;
  }
  return t;
};
var G = () => j({ key: ia, defaultValue: '' }) !== '',
  We = () => zf()?.Root;
var He = class {
  #e = !1;
  formatError(t) {
    const { name: r, message: n, stack: o, cause: s, ...i } = t,
      c = {
        name: r,
        location: this.getCodeLocation(t.stack),
        message: n,
        stack:
          Ge() && typeof o == 'string'
            ? o?.split(`
`)
            : o,
        cause: s instanceof Error ? this.formatError(s) : s,
      };
    for (const a in t) typeof a == 'string' && !['name', 'message', 'stack', 'cause'].includes(a) && (c[a] = i[a]);
    return c;
  }
  formatTimestamp(t) {
    const n = j({ key: 'TZ', defaultValue: '' });
    return n && !n.includes('UTC') ? this.#c(t, n) : t.toISOString();
  }
  getCodeLocation(t) {
    if (!t) return '';
    const r = t.split(`
`),
      n = /\(([^()]*?):(\d+?):(\d+?)\)\\?$/;
    for (const o of r) {
      const s = n.exec(o);
      if (Array.isArray(s)) return `${s[1]}:${Number(s[2])}`;
    }
    return '';
  }
  #t = (t) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: t }), t;
    } catch {
      return (
        this.#e || ((this.#e = !0), console.warn(`Invalid or unresolvable time zone: "${t}" - falling back to UTC.`)),
        'UTC'
      );
    }
  };
  #o = (t) => {
    const r = '2-digit';
    return new Intl.DateTimeFormat('en', {
      hourCycle: 'h23',
      year: 'numeric',
      month: r,
      day: r,
      hour: r,
      minute: r,
      second: r,
      timeZone: t,
    });
  };
  #c(t, r) {
    const n = this.#t(r),
      {
        year: o,
        month: s,
        day: i,
        hour: c,
        minute: a,
        second: u,
      } = this.#o(n)
        .formatToParts(t)
        .reduce((x, k) => ((x[k.type] = k.value), x), {}),
      f = `${o}-${s}-${i}T${c}:${a}:${u}`,
      m = n === r ? -t.getTimezoneOffset() : 0,
      l = m >= 0 ? '+' : '-',
      p = Math.abs(Math.floor(m / 60))
        .toString()
        .padStart(2, '0'),
      h = Math.abs(m % 60)
        .toString()
        .padStart(2, '0'),
      g = t.getMilliseconds().toString().padStart(3, '0'),
      y = `${l}${p}:${h}`;
    return `${f}.${g}${y}`;
  }
};
var Bt = '2.35.0';
var Jm = process.env.AWS_EXECUTION_ENV || 'NA';
var Sf = new Set(['__proto__', 'constructor']),
  Ye = (e) => {
    if (typeof e != 'object' || e === null) return !1;
    const t = Object.getPrototypeOf(e);
    return t === Object.prototype || t === null;
  },
  $f = (e, t) => {
    if (Ye(e)) {
      const r = {};
      return t.push(e), qe(r, e, t), t.pop(), { skip: !1, value: r };
    }
    if (Array.isArray(e)) {
      if (t.includes(e)) return { skip: !0 };
      const r = [];
      return t.push(e), Ut(r, e, t), t.pop(), { skip: !1, value: r };
    }
    return { skip: !1, value: e };
  },
  kf = (e, t, r, n) => {
    const o = e[t],
      s = Ye(r);
    if (!(s && n.includes(r))) {
      if (s && Ye(o)) {
        n.push(r), qe(o, r, n), n.pop();
        return;
      }
      if (Array.isArray(r) && Array.isArray(o)) {
        n.includes(r) || (n.push(r), Ut(o, r, n), n.pop());
        return;
      }
      if (r !== void 0 || o === void 0) {
        const i = $f(r, n);
        i.skip || (e[t] = i.value);
      }
    }
  },
  Ut = (e, t, r) => {
    for (let n = 0; n < t.length; n++) kf(e, n, t[n], r);
  },
  Pf = (e, t, r, n, o) => {
    if (!Array.isArray(n)) {
      const s = [];
      Ut(s, r, o), (e[t] = s);
      return;
    }
    Ut(n, r, o);
  },
  Ef = (e, t, r, n, o) => {
    if (Ye(n)) {
      qe(n, r, o);
      return;
    }
    const s = {};
    qe(s, r, o), (e[t] = s);
  },
  qe = (e, t, r) => {
    for (const n of Object.keys(t)) {
      if (Sf.has(n)) continue;
      const o = t[n],
        s = e[n];
      if (Array.isArray(o)) {
        if (r.includes(o)) continue;
        r.push(o), Pf(e, n, o, s, r), r.pop();
        continue;
      }
      if (Ye(o)) {
        if (r.includes(o)) continue;
        r.push(o), Ef(e, n, o, s, r), r.pop();
        continue;
      }
      (o !== void 0 || s === void 0) && (e[n] = o);
    }
  },
  te = (e, ...t) => {
    const r = [e];
    for (const n of t) n != null && (r.push(n), qe(e, n, r), r.pop());
    return e;
  };
var Vt = 'powertools-for-aws',
  la = `${Vt}.tracer`,
  fa = `${Vt}.metrics`,
  pa = `${Vt}.logger`,
  da = `${Vt}.idempotency`;
var fn = (e) => typeof e == 'string';
var ma = (e) => Object.is(e, null),
  pn = (e) => ma(e) || Object.is(e, void 0);
var Xe = class {
  #e;
  coldStart = !0;
  defaultServiceName = 'service_undefined';
  constructor() {
    (this.#e = this.getInitializationType()), this.#e !== 'on-demand' && (this.coldStart = !1);
  }
  getInitializationType() {
    const t = process.env[un]?.trim();
    return t === 'on-demand' ? 'on-demand' : t === 'provisioned-concurrency' ? 'provisioned-concurrency' : 'unknown';
  }
  getColdStart() {
    return this.#e !== 'on-demand' ? !1 : this.coldStart ? ((this.coldStart = !1), !0) : !1;
  }
  isValidServiceName(t) {
    return typeof t == 'string' && t.trim().length > 0;
  }
};
var Af = process.env.AWS_EXECUTION_ENV || 'NA';
if (!process.env.AWS_SDK_UA_APP_ID?.includes('/PTEnv/')) {
  const e = `PT/NO-OP/${Bt}/PTEnv/${Af}`;
  process.env.AWS_SDK_UA_APP_ID = process.env.AWS_SDK_UA_APP_ID ? `${process.env.AWS_SDK_UA_APP_ID}/${e}` : e;
}
var Pe = class {
  attributes = {};
  constructor(t) {
    this.setAttributes(t.attributes);
  }
  addAttributes(t) {
    return te(this.attributes, t), this;
  }
  getAttributes() {
    return this.attributes;
  }
  prepareForPrint() {
    this.attributes = this.removeEmptyKeys(this.getAttributes());
  }
  removeEmptyKeys(t) {
    const r = {};
    for (const n in t) t[n] !== void 0 && t[n] !== '' && t[n] !== null && (r[n] = t[n]);
    return r;
  }
  setAttributes(t) {
    this.attributes = t;
  }
};
import { Console as If } from 'node:console';
import { randomInt as Of } from 'node:crypto';
var Kt = class extends He {
  #e;
  constructor(t) {
    super(), (this.#e = t?.logRecordOrder);
  }
  formatAttributes(t, r) {
    const n = {
      level: t.logLevel,
      message: t.message,
      timestamp: this.formatTimestamp(t.timestamp),
      service: t.serviceName,
      cold_start: t.lambdaContext?.coldStart,
      function_arn: t.lambdaContext?.invokedFunctionArn,
      function_memory_size: t.lambdaContext?.memoryLimitInMB,
      function_name: t.lambdaContext?.functionName,
      function_request_id: t.lambdaContext?.awsRequestId,
      sampling_rate: t.sampleRateValue,
      xray_trace_id: t.xRayTraceId,
      tenant_id: t.lambdaContext?.tenantId,
    };
    if (this.#e === void 0) return new Pe({ attributes: n }).addAttributes(r);
    const o = {};
    for (const i of this.#e) i in n && !(i in o) ? (o[i] = n[i]) : i in r && !(i in o) && (o[i] = r[i]);
    for (const i in n) i in o || (o[i] = n[i]);
    for (const i in r) i in o || (o[i] = r[i]);
    return new Pe({ attributes: o });
  }
};
var Jt = class {
  #e = Symbol('powertools.logger.temporaryAttributes');
  #t = Symbol('powertools.logger.keys');
  #o = Symbol('powertools.logger.lambdaContext');
  #c = {};
  #a = new Map();
  #s = {};
  #n;
  #r() {
    if (!G()) return this.#c;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let t = globalThis.awslambda.InvokeStore,
      r = t.get(this.#e);
    return r == null && ((r = {}), t.set(this.#e, r)), r;
  }
  #i() {
    if (!G()) return this.#a;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let t = globalThis.awslambda.InvokeStore,
      r = t.get(this.#t);
    return r == null && ((r = new Map()), t.set(this.#t, r)), r;
  }
  appendTemporaryKeys(t) {
    const r = this.#r();
    te(r, t);
    const n = this.#i();
    for (const o of Object.keys(t)) n.set(o, 'temp');
  }
  removeTemporaryKeys(t) {
    const r = this.#r(),
      n = this.#i();
    for (const o of t) (r[o] = void 0), this.#s[o] ? n.set(o, 'persistent') : n.delete(o);
  }
  getTemporaryAttributes() {
    return { ...this.#r() };
  }
  clearTemporaryAttributes() {
    const t = this.#r(),
      r = this.#i();
    for (const n of Object.keys(t)) this.#s[n] ? r.set(n, 'persistent') : r.delete(n);
    if (!G()) {
      this.#c = {};
      return;
    }
    globalThis.awslambda.InvokeStore?.set(this.#e, {});
  }
  setLambdaContext(t) {
    if (!G()) {
      this.#n = t;
      return;
    }
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    globalThis.awslambda.InvokeStore.set(this.#o, t);
  }
  getLambdaContext() {
    return G() ? globalThis.awslambda?.InvokeStore?.get(this.#o) : this.#n;
  }
  setPersistentAttributes(t) {
    const r = this.#i();
    this.#s = { ...t };
    for (const n of Object.keys(t)) r.set(n, 'persistent');
  }
  getPersistentAttributes() {
    return { ...this.#s };
  }
  getAllAttributes() {
    const t = {},
      r = this.#r(),
      n = this.#i();
    for (const [o, s] of Object.entries(this.#s)) s !== void 0 && (t[o] = s);
    for (const [o, s] of n.entries()) s === 'temp' && r[o] !== void 0 && (t[o] = r[o]);
    return t;
  }
  removePersistentKeys(t) {
    const r = this.#i(),
      n = this.#r();
    for (const o of t) (this.#s[o] = void 0), n[o] ? r.set(o, 'temp') : r.delete(o);
  }
};
var dn = class {
    value;
    logLevel;
    byteSize;
    constructor(t, r) {
      if (!fn(t)) throw new Error('Value should be a string');
      (this.value = t), (this.logLevel = r), (this.byteSize = Buffer.byteLength(t));
    }
  },
  mn = class extends Set {
    currentBytesSize = 0;
    hasEvictedLog = !1;
    add(t) {
      return (this.currentBytesSize += t.byteSize), super.add(t), this;
    }
    delete(t) {
      const r = super.delete(t);
      return r && (this.currentBytesSize -= t.byteSize), r;
    }
    clear() {
      super.clear(), (this.currentBytesSize = 0);
    }
    shift() {
      const t = this.values().next().value;
      return t && this.delete(t), t;
    }
  },
  Qe = class extends Map {
    #e;
    #t;
    constructor({ maxBytesSize: t, onBufferOverflow: r }) {
      super(), (this.#e = t), (this.#t = r);
    }
    setItem(t, r, n) {
      const o = new dn(r, n);
      if (o.byteSize > this.#e) throw new Error('Item too big');
      const s = this.get(t) || new mn();
      return (
        s.currentBytesSize !== 0 && s.currentBytesSize + o.byteSize >= this.#e && (this.#o(s, o), this.#t && this.#t()),
        s.add(o),
        super.set(t, s),
        this
      );
    }
    #o(t, r) {
      for (; t.size !== 0 && t.currentBytesSize + r.byteSize >= this.#e; ) t.shift(), (t.hasEvictedLog = !0);
    }
  };
var Gt = class {
  #e = Symbol('powertools.logger.logLevel');
  #t = Symbol('powertools.logger.buffer');
  #o;
  #c;
  #a;
  constructor(t) {
    this.#o = t;
  }
  getLogLevel() {
    if (!G()) return this.#o;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    return globalThis.awslambda.InvokeStore.get(this.#e) ?? this.#o;
  }
  getBaseLogLevel() {
    return this.#o;
  }
  setLogLevel(t) {
    if (G()) {
      if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
      const r = globalThis.awslambda.InvokeStore;
      if (r.hasContext()) {
        r.set(this.#e, t);
        return;
      }
    }
    this.#o = t;
  }
  setBaseLogLevel(t) {
    this.#o = t;
  }
  configureBuffer(t) {
    (this.#c = t), (this.#a = new Qe({ maxBytesSize: t }));
  }
  #s() {
    if (!G()) return this.#a;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let t = globalThis.awslambda.InvokeStore,
      r = t.get(this.#t);
    return r == null && ((r = new Qe({ maxBytesSize: this.#c })), t.set(this.#t, r)), r;
  }
  add(t, r, n) {
    const o = this.#s();
    !G() && o.has(t) === !1 && o.clear(), o.setItem(t, r, n);
  }
  get(t) {
    return this.#s().get(t);
  }
  delete(t) {
    this.#s().delete(t);
  }
};
var et = class e extends Xe {
  console;
  customConfigService;
  logEvent = !1;
  logFormatter;
  logIndentation = on.COMPACT;
  #e;
  powertoolsLogData = { sampleRateValue: 0 };
  #t = new Jt();
  #o = [];
  #c = !1;
  #a = z.INFO;
  #s;
  #n = { enabled: !1, flushOnErrorLog: !0, maxBytes: 20480, bufferAtVerbosity: z.DEBUG };
  #r = new Gt(z.INFO);
  #i;
  #u = { sampleRateValue: 0, refreshedTimes: 0 };
  #p = new Map();
  get level() {
    return this.#r.getLogLevel();
  }
  constructor(t = {}) {
    super();
    const { customConfigService: r, ...n } = t;
    (this.customConfigService = r), this.setOptions(n), (this.#c = !0);
    for (const [o, s] of this.#o) this.printLog(o, this.createAndPopulateLogItem(...s));
    this.#o = [];
  }
  addContext(t) {
    this.#t.setLambdaContext({
      invokedFunctionArn: t.invokedFunctionArn,
      coldStart: this.getColdStart(),
      awsRequestId: t.awsRequestId,
      memoryLimitInMB: t.memoryLimitInMB,
      functionName: t.functionName,
      functionVersion: t.functionVersion,
      tenantId: t.tenantId,
    });
  }
  addPersistentLogAttributes(t) {
    this.appendPersistentKeys(t);
  }
  appendKeys(t) {
    this.#m(t, 'temp');
  }
  appendPersistentKeys(t) {
    this.#m(t, 'persistent');
  }
  createChild(t = {}) {
    const r = 'persistentLogAttributes' in t && !('persistentKeys' in t) ? 'persistentLogAttributes' : 'persistentKeys',
      n = this.createLogger(
        te(
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
            ...(this.#n.enabled && {
              logBufferOptions: {
                maxBytes: this.#n.maxBytes,
                bufferAtVerbosity: this.getLogLevelNameFromNumber(this.#n.bufferAtVerbosity),
                flushOnErrorLog: this.#n.flushOnErrorLog,
              },
            }),
          },
          t,
        ),
      ),
      o = this.#t.getLambdaContext();
    o && n.addContext(o);
    const s = this.#t.getTemporaryAttributes();
    return Object.keys(s).length > 0 && n.appendKeys(s), n;
  }
  critical(t, ...r) {
    this.processLogItem(z.CRITICAL, t, r);
  }
  debug(t, ...r) {
    this.processLogItem(z.DEBUG, t, r);
  }
  error(t, ...r) {
    this.processLogItem(z.ERROR, t, r);
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
  info(t, ...r) {
    this.processLogItem(z.INFO, t, r);
  }
  injectLambdaContext(t) {
    return (r, n, o) => {
      const s = o.value,
        i = this;
      o.value = async function (...c) {
        i.refreshSampleRateCalculation(),
          i.addContext(c[1]),
          i.logEventIfEnabled(c[0], t?.logEvent),
          t?.correlationIdPath && i.setCorrelationId(c[0], t?.correlationIdPath);
        try {
          return await s.apply(this, c);
        } catch (a) {
          throw (t?.flushBufferOnUncaughtError && (i.flushBuffer(), i.error({ message: oa, error: a })), a);
        } finally {
          (t?.clearState || t?.resetKeys) && i.resetKeys(), i.clearBuffer();
        }
      };
    };
  }
  static injectLambdaContextAfterOrOnError(t, r, n) {
    n && (n.clearState || n?.resetKeys) && t.resetKeys();
  }
  static injectLambdaContextBefore(t, r, n, o) {
    t.addContext(n), t.logEventIfEnabled(r, o?.logEvent);
  }
  logEventIfEnabled(t, r) {
    this.shouldLogEvent(r) && this.info('Lambda invocation event', { event: t });
  }
  refreshSampleRateCalculation() {
    if (this.#u.refreshedTimes === 0) {
      this.#u.refreshedTimes++;
      return;
    }
    this.#h() && this.#r.getLogLevel() > z.TRACE
      ? (this.setLogLevel('DEBUG'), this.debug('Setting log level to DEBUG due to sampling rate'))
      : this.setLogLevel(this.getLogLevelNameFromNumber(this.#a));
  }
  removeKeys(t) {
    this.#t.removeTemporaryKeys(t);
  }
  removePersistentKeys(t) {
    this.#t.removePersistentKeys(t);
  }
  removePersistentLogAttributes(t) {
    this.removePersistentKeys(t);
  }
  resetKeys() {
    this.#t.clearTemporaryAttributes();
  }
  setLogLevel(t) {
    if (!this.awsLogLevelShortCircuit(t))
      if (this.isValidLogLevel(t)) this.#r.setLogLevel(z[t]);
      else throw new Error(`Invalid log level: ${t}`);
  }
  setPersistentLogAttributes(t) {
    const r = this.#d(t);
    this.#t.setPersistentAttributes(r);
  }
  get persistentLogAttributes() {
    return this.#t.getPersistentAttributes();
  }
  shouldLogEvent(t) {
    return typeof t == 'boolean' ? t : this.getLogEvent();
  }
  trace(t, ...r) {
    this.processLogItem(z.TRACE, t, r);
  }
  warn(t, ...r) {
    this.processLogItem(z.WARN, t, r);
  }
  #l(t) {
    this.#p.has(t) || (this.#p.set(t, !0), this.warn(t));
  }
  createLogger(t) {
    return new e(t);
  }
  getJsonReplacer() {
    const t = [],
      r = this.#s,
      n = this.getLogFormatter();
    return function (o, s) {
      let i = s;
      if ((r && (i = r(o, i)), i instanceof Error && (i = n.formatError(i)), typeof i == 'bigint')) return i.toString();
      if (typeof i == 'object' && i !== null) {
        for (; t.length > 0 && t.at(-1) !== this; ) t.pop();
        if (t.includes(i)) return;
        t.push(i);
      }
      return i;
    };
  }
  addToPowertoolsLogData(t) {
    te(this.powertoolsLogData, t);
  }
  #d(t) {
    const r = {};
    for (const [n, o] of Object.entries(t)) this.#f(n) || (r[n] = o);
    return r;
  }
  #m(t, r) {
    const n = this.#d(t);
    if (r === 'temp') this.#t.appendTemporaryKeys(n);
    else {
      const o = this.#t.getPersistentAttributes();
      this.#t.setPersistentAttributes(te(o, n));
    }
  }
  awsLogLevelShortCircuit(t) {
    return this.#e !== void 0
      ? (this.#r.setBaseLogLevel(z[this.#e]),
        this.isValidLogLevel(t) &&
          this.#r.getBaseLogLevel() > z[t] &&
          this.#l(
            `Current log level (${t}) does not match AWS Lambda Advanced Logging Controls minimum log level (${this.#e}). This can lead to data loss, consider adjusting them.`,
          ),
        !0)
      : !1;
  }
  createAndPopulateLogItem(t, r, n) {
    const o = {
        logLevel: this.getLogLevelNameFromNumber(t),
        timestamp: new Date(),
        xRayTraceId: We(),
        ...this.#b(),
        message: '',
      },
      s = this.#t.getAllAttributes();
    return this.#g(r, o, s), this.#y(n, s), this.getLogFormatter().formatAttributes(o, s);
  }
  #g(t, r, n) {
    if (typeof t == 'string') {
      r.message = t;
      return;
    }
    const { message: o, ...s } = t;
    r.message = o;
    for (const [i, c] of Object.entries(s)) this.#f(i) || (n[i] = c);
  }
  #y(t, r) {
    for (const n of t)
      pn(n) || (n instanceof Error ? (r.error = n) : typeof n == 'string' ? (r.extra = n) : this.#_(n, r));
  }
  #_(t, r) {
    for (const [n, o] of Object.entries(t)) this.#f(n) || (r[n] = o);
  }
  #h() {
    return this.#u.sampleRateValue && Of(0, 100) / 100 <= this.#u.sampleRateValue;
  }
  #f(t) {
    return na.includes(t) ? (this.warn(`The key "${t}" is a reserved key and will be dropped.`), !0) : !1;
  }
  getCustomConfigService() {
    return this.customConfigService;
  }
  getLogFormatter() {
    return this.logFormatter;
  }
  getLogLevelNameFromNumber(t) {
    let r;
    for (const [n, o] of Object.entries(z))
      if (o === t) {
        r = n;
        break;
      }
    return r;
  }
  #b() {
    const t = this.#t.getLambdaContext();
    return t === void 0 ? this.powertoolsLogData : { ...this.powertoolsLogData, lambdaContext: t };
  }
  isValidLogLevel(t) {
    return typeof t == 'string' && t in z;
  }
  isValidSampleRate(t) {
    return typeof t == 'number' && 0 <= t && t <= 1;
  }
  printLog(t, r) {
    r.prepareForPrint();
    const n = t === z.CRITICAL ? 'error' : this.getLogLevelNameFromNumber(t).toLowerCase();
    this.console[n](JSON.stringify(r.getAttributes(), this.getJsonReplacer(), this.logIndentation));
  }
  processLogItem(t, r, n) {
    this.#n.enabled && this.#n.flushOnErrorLog && t >= z.ERROR && t < z.SILENT && this.flushBuffer();
    const o = We();
    if (o !== void 0 && this.shouldBufferLog(o, t)) {
      try {
        this.bufferLogItem(o, this.createAndPopulateLogItem(t, r, n), t);
      } catch (s) {
        this.printLog(z.WARN, this.createAndPopulateLogItem(z.WARN, `Unable to buffer log: ${s.message}`, [s])),
          this.printLog(t, this.createAndPopulateLogItem(t, r, n));
      }
      return;
    }
    t >= this.#r.getLogLevel() &&
      (this.#c ? this.printLog(t, this.createAndPopulateLogItem(t, r, n)) : this.#o.push([t, [t, r, n]]));
  }
  setConsole() {
    Ge() ? (this.console = console) : (this.console = new If({ stdout: process.stdout, stderr: process.stderr })),
      (this.console.trace = (t, ...r) => {
        this.console.log(t, ...r);
      });
  }
  setInitialLogLevel(t) {
    const r = t?.toUpperCase();
    if (this.awsLogLevelShortCircuit(r)) {
      this.#a = this.#r.getBaseLogLevel();
      return;
    }
    if (this.isValidLogLevel(r)) {
      this.#r.setBaseLogLevel(z[r]), (this.#a = this.#r.getBaseLogLevel());
      return;
    }
    const n = this.getCustomConfigService()?.getLogLevel()?.toUpperCase();
    if (this.isValidLogLevel(n)) {
      this.#r.setBaseLogLevel(z[n]), (this.#a = this.#r.getBaseLogLevel());
      return;
    }
    const o = j({ key: 'POWERTOOLS_LOG_LEVEL', defaultValue: '' }),
      s = j({ key: 'LOG_LEVEL', defaultValue: '' }),
      i = o || s;
    this.isValidLogLevel(i) && (this.#r.setBaseLogLevel(z[i]), (this.#a = this.#r.getBaseLogLevel()));
  }
  setInitialSampleRate(t) {
    const r = t,
      n = this.getCustomConfigService()?.getSampleRateValue(),
      o = ua({ key: 'POWERTOOLS_LOGGER_SAMPLE_RATE', defaultValue: 0 });
    for (const s of [r, n, o])
      if (this.isValidSampleRate(s)) {
        (this.#u.sampleRateValue = s),
          (this.powertoolsLogData.sampleRateValue = s),
          this.#h() &&
            this.#r.getBaseLogLevel() > z.TRACE &&
            (this.setLogLevel('DEBUG'), this.debug('Setting log level to DEBUG due to sampling rate'));
        break;
      }
  }
  setLogEvent() {
    this.logEvent = ln({ key: 'POWERTOOLS_LOGGER_LOG_EVENT', defaultValue: !1 });
  }
  setLogFormatter(t, r) {
    this.logFormatter = t ?? new Kt({ logRecordOrder: r });
  }
  setLogIndentation() {
    Ge() && (this.logIndentation = on.PRETTY);
  }
  setOptions(t) {
    const {
      logLevel: r,
      serviceName: n,
      sampleRateValue: o,
      logFormatter: s,
      persistentKeys: i,
      persistentLogAttributes: c,
      environment: a,
      jsonReplacerFn: u,
      logRecordOrder: f,
      logBufferOptions: m,
      correlationIdSearchFn: l,
    } = t;
    c &&
      Object.keys(c).length > 0 &&
      i &&
      Object.keys(i).length > 0 &&
      this.warn(
        'Both persistentLogAttributes and persistentKeys options were provided. Using persistentKeys as persistentLogAttributes is deprecated and will be removed in future releases',
      ),
      this.setPowertoolsLogData(n, a, i || c);
    const p = j({ key: 'AWS_LAMBDA_LOG_LEVEL', defaultValue: '' }),
      h = p === 'FATAL' ? 'CRITICAL' : p;
    return (
      this.isValidLogLevel(h) && (this.#e = h),
      this.setLogEvent(),
      this.setInitialLogLevel(r),
      this.setInitialSampleRate(o),
      this.setLogFormatter(s, f),
      this.setConsole(),
      this.setLogIndentation(),
      (this.#s = u),
      this.#x(m),
      (this.#i = l),
      this
    );
  }
  setPowertoolsLogData(t, r, n) {
    this.addToPowertoolsLogData({
      awsRegion: j({ key: 'AWS_REGION', defaultValue: '' }),
      environment:
        r || this.getCustomConfigService()?.getCurrentEnvironment() || j({ key: 'ENVIRONMENT', defaultValue: '' }),
      serviceName:
        t ||
        this.getCustomConfigService()?.getServiceName() ||
        j({ key: 'POWERTOOLS_SERVICE_NAME', defaultValue: '' }) ||
        this.defaultServiceName,
    }),
      n && this.appendPersistentKeys(n);
  }
  #x(t) {
    if (t === void 0 || ((this.#n.enabled = t?.enabled !== !1), this.#n.enabled === !1)) return;
    t?.maxBytes !== void 0 && (this.#n.maxBytes = t.maxBytes),
      this.#r.configureBuffer(this.#n.maxBytes),
      t?.flushOnErrorLog === !1 && (this.#n.flushOnErrorLog = !1);
    const r = t?.bufferAtVerbosity?.toUpperCase();
    this.isValidLogLevel(r) && (this.#n.bufferAtVerbosity = z[r]),
      this.#e !== void 0 &&
        z[this.#e] > this.#n.bufferAtVerbosity &&
        this.#l(
          'Advanced Loggging Controls (ALC) Log Level is less verbose than Log Buffering Log Level. Buffered logs will be filtered by ALC',
        );
  }
  bufferLogItem(t, r, n) {
    r.prepareForPrint(),
      this.#r.add(t, JSON.stringify(r.getAttributes(), this.getJsonReplacer(), this.logIndentation), n);
  }
  flushBuffer() {
    if (this.#n.enabled === !1) return;
    const t = We();
    if (t === void 0) return;
    const r = this.#r.get(t);
    if (r !== void 0) {
      for (const n of r) {
        const o = this.getLogLevelNameFromNumber(n.logLevel).toLowerCase();
        this.console[o](n.value);
      }
      r.hasEvictedLog &&
        this.printLog(
          z.WARN,
          this.createAndPopulateLogItem(
            z.WARN,
            'Some logs are not displayed because they were evicted from the buffer. Increase buffer size to store more logs in the buffer',
            [],
          ),
        ),
        this.#e !== void 0 &&
          z[this.#e] > this.#n.bufferAtVerbosity &&
          this.#l(
            'Advanced Loggging Controls (ALC) Log Level is less verbose than Log Buffering Log Level. Some logs might be missing.',
          ),
        this.#r.delete(t);
    }
  }
  clearBuffer() {
    if (this.#n.enabled === !1) return;
    const t = We();
    t !== void 0 && this.#r.delete(t);
  }
  shouldBufferLog(t, r) {
    return this.#n.enabled && t !== void 0 && r <= this.#n.bufferAtVerbosity;
  }
  setCorrelationId(t, r) {
    if (typeof r == 'string') {
      if (!this.#i) {
        this.#l(
          'correlationIdPath is set but no search function was provided. The correlation ID will not be added to the log attributes.',
        );
        return;
      }
      const n = this.#i(r, t);
      n && this.appendKeys({ correlation_id: n });
      return;
    }
    this.appendKeys({ correlation_id: t });
  }
  getCorrelationId() {
    return this.#t.getTemporaryAttributes().correlation_id;
  }
};
var Ee = new et({ serviceName: 'bizpilot', logLevel: process.env.LOG_LEVEL ?? 'INFO' });
var Rf = new Set(['GET', 'HEAD', 'OPTIONS']);
function ha() {
  return {
    before: async ({ event: e }) => {
      if (Rf.has(e.requestContext.http.method)) return;
      const t = e.headers['sec-fetch-site'];
      if (t === 'cross-site' || t === 'same-site') throw new Je('Cross-site request refused');
      const r = e.headers.origin;
      if (r !== void 0 && !Tf(r, e.headers.host, fe().APP_ORIGIN)) throw new Je('Cross-origin request refused');
    },
  };
}
function Tf(e, t, r) {
  let n;
  try {
    n = new URL(e);
  } catch {
    return !1;
  }
  return r && n.origin === new URL(r).origin ? !0 : t !== void 0 && n.host === t.toLowerCase();
}
function tt(e, t, r) {
  return {
    statusCode: e,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(t),
    ...(r?.length ? { cookies: r } : {}),
  };
}
function ga() {
  return { statusCode: 204, headers: {} };
}
var Wt = class {
  constructor(t) {
    this.result = t;
  }
  result;
};
function ya() {
  return {
    onError: async (e) => {
      const { error: t, event: r } = e,
        n = r.requestContext?.requestId ?? e.context.awsRequestId;
      if (t instanceof J) {
        (e.response = tt(t.statusCode, { message: t.message, ...t.details })),
          Object.assign(e.response.headers, t.headers);
        return;
      }
      Ee.error('Unhandled error', { requestId: n, path: r.rawPath, error: t }),
        (e.response = tt(500, { message: 'Internal Server Error', requestId: n }));
    },
  };
}
function _a() {
  const e = new WeakMap(),
    t = async (r) => {
      const { event: n, response: o } = r;
      Ee.info('request', {
        requestId: n.requestContext.requestId,
        method: n.requestContext.http.method,
        path: n.rawPath,
        status: o?.statusCode,
        durationMs: Date.now() - (e.get(r.event) ?? Date.now()),
        workspaceId: r.context.session?.workspaceId,
      });
    };
  return {
    before: async ({ event: r }) => {
      e.set(r, Date.now());
    },
    after: t,
    onError: t,
  };
}
var Zf = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  Cf =
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
function Nf(e) {
  const t = e.headers['content-type']?.startsWith('text/html') ?? !1;
  return (
    (e.headers = {
      ...e.headers,
      'content-security-policy': t ? Cf : Zf,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-store',
    }),
    e
  );
}
function ba() {
  const e = async (t) => {
    t.response && Nf(t.response);
  };
  return { after: e, onError: e };
}
import { createHash as Gf, randomBytes as kg } from 'node:crypto';
import { DynamoDBClient as Lf } from '@aws-sdk/client-dynamodb';
import {
  PutCommand as Bf,
  DynamoDBDocumentClient as Df,
  GetCommand as Ff,
  BatchWriteCommand as jf,
  DeleteCommand as Mf,
  QueryCommand as Uf,
  UpdateCommand as Vf,
  BatchGetCommand as yg,
} from '@aws-sdk/lib-dynamodb';
var pe = jt(
  () => {
    const { AWS_REGION: e, DYNAMODB_ENDPOINT: t } = fe(),
      r = new Lf({
        region: e,
        ...(t ? { endpoint: t, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      });
    return Df.from(r, { marshallOptions: { removeUndefinedValues: !0 } });
  },
  (e) => e.destroy(),
);
function de() {
  return fe().TABLE_NAME;
}
function xa(e) {
  return e instanceof Error && e.name === 'ConditionalCheckFailedException';
}
var Ht = (e = new Date()) => Math.floor(e.getTime() / 1e3);
function va(e, t = new Date()) {
  return typeof e.expiresAt == 'number' && e.expiresAt <= Ht(t);
}
var Yt = class extends se {
  constructor() {
    super('Validation error: Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
  }
};
function za(e) {
  const { type: t, schema: r, partitionKey: n, sortKey: o, expires: s } = e,
    i = new Set(Object.keys(r.shape)),
    c = (l) => ({ pk: rt(n, l), sk: rt(o, l) }),
    a = (l) => (l && !(s && va(l)) ? r.parse(l) : void 0),
    u = (l, p, h) => {
      const g = { ...c(l), type: t, expiresAt: p };
      for (const [y, x] of Object.entries(l)) i.has(y) && (g[y] = x);
      return wa(pe().send(new Bf({ TableName: de(), Item: g, ConditionExpression: h })));
    },
    f = async (l, p, h) => {
      const g = yn(),
        y = hn(o, l),
        x = p.from
          ? `${g.name('sk')} BETWEEN ${g.value(hn(o, { ...l, ...p.from }))} AND ${g.value(`${y}\uFFFF`)}`
          : `begins_with(${g.name('sk')}, ${g.value(y)})`,
        k = {
          TableName: de(),
          KeyConditionExpression: `${g.name('pk')} = ${g.value(rt(n, l))} AND ${x}`,
          FilterExpression: g.equals(p.where),
          ScanIndexForward: !p.newestFirst,
          ConsistentRead: p.consistent,
          Limit: p.limit,
          ExclusiveStartKey: h,
          ...g.attributes(),
        },
        T = await pe().send(new Uf(k)),
        I = [];
      for (const S of T.Items ?? []) {
        const w = a(S);
        w !== void 0 && I.push(w);
      }
      return { items: I, next: T.LastEvaluatedKey };
    },
    m = async (l, p = {}) => {
      let h = p.max ?? Number.POSITIVE_INFINITY,
        g = [],
        y;
      do {
        const x = Number.isFinite(h) ? h - g.length : void 0,
          k = await f(l, { ...p, limit: x }, y);
        g.push(...k.items), (y = k.next);
      } while (y && g.length < h);
      return g.slice(0, h);
    };
  return {
    type: t,
    schema: r,
    keyOf: (l) => c(l),
    partitionOf: (l) => rt(n, l),
    fromItem: a,
    async get(l, p = {}) {
      const { Item: h } = await pe().send(new Ff({ TableName: de(), Key: c(l), ConsistentRead: p.consistent }));
      return a(h);
    },
    create: (l, p = {}) => u(l, p.expiresAt, 'attribute_not_exists(pk)'),
    put: (l, p = {}) => u(l, p.expiresAt),
    async update(l, p, h = {}) {
      const g = yn(),
        y = Object.entries({ ...p, ...(h.upsert && { type: t }) })
          .filter(([, I]) => I !== void 0)
          .map(([I, S]) => `${g.name(I)} = ${g.value(S)}`),
        x = Object.entries(h.add ?? {}).map(([I, S]) => `${g.name(I)} ${g.value(S)}`),
        k = [!h.upsert && 'attribute_exists(pk)', g.equals(h.if), h.condition && g.raw(h.condition)].filter(Boolean),
        T = await Sa(
          pe().send(
            new Vf({
              TableName: de(),
              Key: c(l),
              UpdateExpression: `${y.length ? `SET ${y}` : ''} ${x.length ? `ADD ${x}` : ''}`,
              ConditionExpression: k.length ? k.join(' AND ') : void 0,
              ReturnValues: 'ALL_NEW',
              ...g.attributes(),
            }),
          ),
        );
      return T?.Attributes && r.parse(T.Attributes);
    },
    async delete(l, p = {}) {
      const h = yn(),
        g = h.equals(p.if);
      return wa(
        pe().send(
          new Mf({
            TableName: de(),
            Key: c(l),
            ConditionExpression: `attribute_exists(pk)${g ? ` AND ${g}` : ''}`,
            ...h.attributes(),
          }),
        ),
      );
    },
    async query(l, p) {
      let h = rt(n, l),
        g = hn(o, l),
        y = p.cursor === void 0 ? void 0 : Kf(p.cursor, h, g),
        { matching: x } = p;
      if (!x) {
        const { items: S, next: w } = await f(l, p, y);
        return { items: S, cursor: w && gn(w) };
      }
      let k = p.examine ?? 1e3,
        T = [],
        I = 0;
      do {
        const S = await f(l, { ...p, limit: Math.min(k - I, 200) }, y);
        for (const w of S.items)
          if (((I += 1), !!x(w) && (T.push(w), T.length === p.limit)))
            return { items: T, cursor: gn(c({ ...l, ...w })) };
        y = S.next;
      } while (y && I < k);
      return { items: T, cursor: y && gn(y) };
    },
    queryAll: m,
    async deleteAll(l) {
      const p = await m(l);
      return await Jf(p.map((h) => c({ ...l, ...h }))), p.length;
    },
  };
}
function rt(e, t) {
  return e.replace(/\{(\w+)\}/g, (r, n) => {
    const o = t[n];
    if (!o) throw new Error(`Key field ${n} is missing for ${e}`);
    return o;
  });
}
function hn(e, t) {
  const [r] = e.split(/\{(\w+)\}/).reduce(
    ([n, o], s, i) => {
      if (!o) return [n, o];
      if (i % 2 === 0) return [n + s, o];
      const c = t[s];
      return c === void 0 ? [n, !1] : [n + c, o];
    },
    ['', !0],
  );
  return r;
}
var gn = (e) => Buffer.from(JSON.stringify([e.pk, e.sk])).toString('base64url');
function Kf(e, t, r) {
  let n;
  try {
    n = JSON.parse(Buffer.from(e, 'base64url').toString('utf8'));
  } catch {
    throw new Yt();
  }
  const [o, s] = Array.isArray(n) ? n : [];
  if (o !== t || typeof s != 'string' || !s.startsWith(r)) throw new Yt();
  return { pk: t, sk: s };
}
async function Jf(e) {
  const t = de();
  for (let r = 0; r < e.length; r += 25) {
    let n = e.slice(r, r + 25).map((o) => ({ DeleteRequest: { Key: o } }));
    for (let o = 0; n.length > 0; o++) {
      if (o === 5) throw new Error('BatchWriteItem left deletes unprocessed after 5 attempts');
      n = (await pe().send(new jf({ RequestItems: { [t]: n } }))).UnprocessedItems?.[t] ?? [];
    }
  }
}
async function Sa(e) {
  try {
    return await e;
  } catch (t) {
    if (xa(t)) return;
    throw t;
  }
}
var wa = async (e) => (await Sa(e.then(() => !0))) ?? !1;
function yn() {
  const e = {},
    t = {},
    r = (o) => ((e[`#${o}`] = o), `#${o}`),
    n = (o) => {
      const s = `:v${Object.keys(t).length}`;
      return (t[s] = o), s;
    };
  return {
    name: r,
    value: n,
    equals: (o = {}) =>
      Object.entries(o)
        .filter(([, s]) => s !== void 0)
        .map(([s, i]) => `${r(s)} = ${n(i)}`)
        .join(' AND ') || void 0,
    raw: (o) => (Object.assign(e, o.names), Object.assign(t, o.values), `(${o.expression})`),
    attributes: () => ({
      ExpressionAttributeNames: Object.keys(e).length ? e : void 0,
      ExpressionAttributeValues: Object.keys(t).length ? t : void 0,
    }),
  };
}
function $a(e, t) {
  for (const r of e.cookies ?? []) {
    const n = r.indexOf('=');
    if (n > 0 && r.slice(0, n).trim() === t) {
      const o = r.slice(n + 1).trim();
      try {
        return decodeURIComponent(o);
      } catch {
        return o;
      }
    }
  }
}
var Wf = '__Host-sid',
  Ig = 720 * 3600,
  Hf = 168 * 3600,
  Yf = 3600,
  nt = Fc().int(),
  qf = ke({
    idHash: N(),
    userId: N(),
    workspaceId: N(),
    createdAt: nt,
    lastSeenAt: nt,
    absoluteExpiresAt: nt,
    idleExpiresAt: nt,
    expiresAt: nt,
  }),
  ka = za({ type: 'Session', schema: qf, partitionKey: 'SESSION#{idHash}', sortKey: 'SESSION', expires: !0 }),
  Xf = (e) => Gf('sha256').update(e).digest('base64url');
function Qf(e, t) {
  const r = Ht(t);
  return r < e.absoluteExpiresAt && r < e.idleExpiresAt;
}
async function Pa(e, t = new Date()) {
  const r = $a(e, Wf);
  if (!r) return;
  const n = Xf(r),
    o = await ka.get({ idHash: n });
  if (!o || !Qf(o, t)) return;
  const s = Ht(t);
  if (s - o.lastSeenAt >= Yf) {
    const i = s + Hf;
    await ka.update({ idHash: n }, { lastSeenAt: s, idleExpiresAt: i, expiresAt: Math.min(o.absoluteExpiresAt, i) });
  }
  return { userId: o.userId, workspaceId: o.workspaceId };
}
function Ea(e) {
  return {
    before: async (t) => {
      const r = await Pa(t.event);
      if (r) t.context.session = r;
      else if (e === 'session') throw new Mt();
    },
  };
}
function Aa(e, t) {
  if (e.body === void 0 || e.body === null || e.body === '') return { format: 'none', value: void 0 };
  const r = e.isBase64Encoded ? Buffer.from(e.body, 'base64').toString('utf8') : e.body,
    n = (e.headers['content-type'] ?? 'application/json').split(';')[0].trim().toLowerCase();
  if (n === 'application/json' || n.endsWith('+json')) {
    if (!t.includes('json')) throw _n(t);
    try {
      return { format: 'json', value: JSON.parse(r) };
    } catch {
      throw new se('Malformed JSON body');
    }
  }
  if (n === 'application/x-www-form-urlencoded') {
    if (!t.includes('form')) throw _n(t);
    return { format: 'form', value: Object.fromEntries(new URLSearchParams(r)) };
  }
  throw _n(t);
}
function _n(e) {
  const t = e.map((r) => (r === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'));
  return new J(415, `Unsupported content type; send ${t.join(' or ')}`);
}
function qt(e, t) {
  const r = e.safeParse(t);
  if (r.success) return r.data;
  const n = r.error.issues.map((o) => ({ path: o.path.map(String).join('.'), message: o.message }));
  throw new se(`Validation error: ${n[0]?.message ?? 'Invalid request'}`, n);
}
function Ia(e, t, r = {}) {
  const n = async (s, i) => {
      const c = e.body ? Aa(s, e.bodyFormats ?? ['json']) : void 0;
      try {
        const a = {
          event: s,
          body: e.body ? qt(e.body, c?.value ?? {}) : void 0,
          query: e.query ? qt(e.query, s.queryStringParameters ?? {}) : void 0,
          params: e.params ? qt(e.params, s.pathParameters ?? {}) : void 0,
          bodyFormat: c?.format ?? 'none',
          session: i.session,
          requestId: s.requestContext.requestId,
        };
        return ep(e, await t(a));
      } catch (a) {
        if (r.formErrorPage && c?.format === 'form' && a instanceof J) return r.formErrorPage(a, c.value).result;
        throw a;
      }
    },
    o = ta().use(_a()).use(ba()).use(ya()).use(ha()).use(Ea(e.auth)).handler(n);
  return Object.assign(o, { route: e });
}
function ep(e, t) {
  if (t instanceof Wt) return t.result;
  if (Yc(e)) return tt(e.status ?? 200, tp(e, t));
  if (e.response === 'empty') return ga();
  throw new Error(`${e.id} answers a page: its handler must return an HttpReply`);
}
function tp(e, t) {
  if (!fe().VALIDATE_RESPONSES) return t;
  const r = e.response.safeParse(t);
  if (r.success) return t;
  throw (
    (Ee.error('Response does not match its route contract', { route: e.id, issues: r.error.issues }),
    new Error(`The ${e.id} response does not match its contract`))
  );
}
var ey = Ia(Xc, async () => ({ ok: !0 }));
export { ey as handler };
/*! Bundled license information:

@aws-lambda-powertools/logger/lib/esm/logBuffer.js:
@aws-lambda-powertools/logger/lib/esm/Logger.js:
  (* v8 ignore next -- @preserve *)
*/
//# sourceMappingURL=index.mjs.map
