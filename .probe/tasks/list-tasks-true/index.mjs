import { createRequire as __bizpilotCreateRequire } from 'node:module';
const require = __bizpilotCreateRequire(import.meta.url);
var Gu = Object.defineProperty;
var Cr = (e, t) => {
  for (var r in t) Gu(e, r, { get: t[r], enumerable: !0 });
};
var v = {};
Cr(v, {
  BIGINT_FORMAT_RANGES: () => zt,
  CONSTANT_CATCH: () => Po,
  Class: () => Lr,
  NUMBER_FORMAT_RANGES: () => Be,
  aborted: () => W,
  allowsEval: () => Ur,
  assert: () => Xu,
  assertEqual: () => Ju,
  assertIs: () => qu,
  assertNever: () => Yu,
  assertNotEqual: () => Wu,
  assignProp: () => B,
  attachSchema: () => Ke,
  base64ToUint8Array: () => zo,
  base64urlToUint8Array: () => yl,
  cached: () => Me,
  captureStackTrace: () => wt,
  cleanEnum: () => gl,
  cleanRegex: () => Fe,
  clone: () => J,
  cloneDef: () => tl,
  codePointLength: () => Ve,
  constantCatch: () => Eo,
  createTransparentProxy: () => al,
  defineLazy: () => yo,
  defineLazyInternal: () => S,
  derived: () => vl,
  esc: () => Mr,
  escapeRegex: () => oe,
  explicitlyAborted: () => Vr,
  extend: () => ll,
  finalizeIssue: () => H,
  floatSafeRemainder: () => jr,
  getElementAtPath: () => rl,
  getEnumValues: () => ke,
  getLengthableOrigin: () => Ge,
  getParsedType: () => il,
  getSizableOrigin: () => So,
  hexToUint8Array: () => bl,
  hide: () => Et,
  installLazyProp: () => kl,
  isObject: () => ze,
  isPlainObject: () => fe,
  issue: () => Ee,
  joinValues: () => vt,
  jsonStringifyReplacer: () => Pe,
  members: () => Jr,
  merge: () => fl,
  mergeDefs: () => ne,
  normalizeParams: () => x,
  nullish: () => Dr,
  numKeys: () => sl,
  objectClone: () => Qu,
  omit: () => ul,
  optionalKeys: () => Kr,
  own: () => pe,
  parsedType: () => Gr,
  partial: () => dl,
  pick: () => cl,
  prefixIssues: () => se,
  primitiveTypes: () => vo,
  promiseAllObject: () => nl,
  propertyKeyTypes: () => Br,
  randomString: () => ol,
  rawShape: () => Ue,
  required: () => ml,
  safeExtend: () => pl,
  shallowClone: () => xo,
  sizeCaps: () => Pt,
  slugify: () => Fr,
  stringifyPrimitive: () => St,
  toZod: () => Hu,
  uint8ArrayToBase64: () => ko,
  uint8ArrayToBase64url: () => _l,
  uint8ArrayToHex: () => xl,
  unwrapMessage: () => Se,
});
function Ju(e) {
  return e;
}
function Wu(e) {
  return e;
}
function Hu() {
  return (e) => e;
}
function qu(e) {}
function Yu(e) {
  throw new Error('Unexpected value in exhaustive check');
}
function Xu(e) {}
function ke(e) {
  const t = Object.values(e).filter((n) => typeof n == 'number');
  return Object.entries(e)
    .filter(([n, o]) => t.indexOf(+n) === -1)
    .map(([n, o]) => o);
}
function vt(e, t = '|') {
  return e.map((r) => St(r)).join(t);
}
function Pe(e, t) {
  return typeof t == 'bigint' ? t.toString() : t;
}
var Nr = class {
  constructor(t) {
    (this._getter = t), (this._value = void 0);
  }
  get value() {
    const t = this._getter;
    return t !== void 0 && ((this._value = t()), (this._getter = void 0)), this._value;
  }
};
function Me(e) {
  return new Nr(e);
}
function Dr(e) {
  return e == null;
}
function Fe(e) {
  const t = e.startsWith('^') ? 1 : 0,
    r = e.endsWith('$') ? e.length - 1 : e.length;
  return e.slice(t, r);
}
function jr(e, t) {
  const r = e / t,
    n = Math.round(r),
    o = 4 * Number.EPSILON * Math.max(Math.abs(r), 1);
  return Math.abs(r - n) < o ? 0 : r - n;
}
var go = Symbol('evaluating');
function yo(e, t, r) {
  let n;
  Object.defineProperty(e, t, {
    get() {
      if (n !== go) return n === void 0 && ((n = go), (n = r())), n;
    },
    set(o) {
      Object.defineProperty(e, t, { value: o });
    },
    configurable: !0,
  });
}
function Qu(e) {
  return Object.create(Object.getPrototypeOf(e), Object.getOwnPropertyDescriptors(e));
}
function B(e, t, r) {
  Object.defineProperty(e, t, { value: r, writable: !0, enumerable: !0, configurable: !0 });
}
function Ue(e) {
  const t = Object.getOwnPropertyDescriptor(e, 'shape');
  return t?.get ? t.get.raw : t?.value;
}
function re(e) {
  return Ue(e._zod.def) ?? e._zod.def.shape;
}
function _o(e, t, r) {
  Object.defineProperty(e, t, {
    get() {
      const n = r();
      return B(this, t, n), n;
    },
    enumerable: !0,
    configurable: !0,
  });
}
function bo(e, t, r) {
  t in e ? B(e, t, r) : (e[t] = r);
}
function ye(e, t, r, n) {
  const o = re(t);
  for (const s of r) {
    const i = Object.getOwnPropertyDescriptor(o, s);
    i.enumerable &&
      (i.get
        ? _o(e, s, () => {
            const a = t._zod.def.shape[s];
            return n ? n(a, s) : a;
          })
        : bo(e, s, n ? n(i.value, s) : i.value));
  }
}
function el(e, t) {
  for (const r of Reflect.ownKeys(t)) {
    const n = Object.getOwnPropertyDescriptor(t, r);
    n.enumerable && (n.get ? _o(e, r, () => t[r]) : bo(e, r, n.value));
  }
}
function ne(...e) {
  const t = {};
  for (const r of e) {
    const n = Object.getOwnPropertyDescriptors(r);
    Object.assign(t, n);
  }
  return Object.defineProperties({}, t);
}
function tl(e) {
  return ne(e._zod.def);
}
function rl(e, t) {
  return t ? t.reduce((r, n) => r?.[n], e) : e;
}
function nl(e) {
  const t = Object.keys(e),
    r = t.map((n) => e[n]);
  return Promise.all(r).then((n) => {
    const o = {};
    for (let s = 0; s < t.length; s++) o[t[s]] = n[s];
    return o;
  });
}
function ol(e = 10) {
  let t = 'abcdefghijklmnopqrstuvwxyz',
    r = '';
  for (let n = 0; n < e; n++) r += t[Math.floor(Math.random() * t.length)];
  return r;
}
function Mr(e) {
  return JSON.stringify(e);
}
function Fr(e) {
  return e
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
var wt = 'captureStackTrace' in Error ? Error.captureStackTrace : (...e) => {};
function ze(e) {
  return typeof e == 'object' && e !== null && !Array.isArray(e);
}
var Ur = Me(() => {
  if (j.jitless || (typeof navigator < 'u' && navigator?.userAgent?.includes('Cloudflare'))) return !1;
  try {
    const e = Function;
    return new e(''), !0;
  } catch {
    return !1;
  }
});
function fe(e) {
  if (ze(e) === !1) return !1;
  const t = e.constructor;
  if (t === void 0 || typeof t != 'function') return !0;
  const r = t.prototype;
  return !(ze(r) === !1 || Object.hasOwn(r, 'isPrototypeOf') === !1);
}
function xo(e) {
  return fe(e)
    ? { ...e }
    : Array.isArray(e)
      ? [...e]
      : e instanceof Map
        ? new Map(e)
        : e instanceof Set
          ? new Set(e)
          : e;
}
function sl(e) {
  let t = 0;
  for (const r in e) Object.hasOwn(e, r) && t++;
  return t;
}
var il = (e) => {
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
  Br = new Set(['string', 'number', 'symbol']),
  vo = new Set(['string', 'number', 'bigint', 'boolean', 'symbol', 'undefined']);
function oe(e) {
  return e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function J(e, t, r) {
  const n = new e._zod.constr(t ?? e._zod.def);
  return (!t || r?.parent) && (n._zod.parent = e), n;
}
function x(e) {
  const t = e;
  if (!t) return {};
  if (typeof t == 'string') return { error: () => t };
  if (t?.message !== void 0) {
    if (t?.error !== void 0) throw new Error('Cannot specify both `message` and `error` params');
    t.error = t.message;
  }
  return delete t.message, typeof t.error == 'string' ? { ...t, error: () => t.error } : t;
}
function al(e) {
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
function St(e) {
  return typeof e == 'bigint' ? e.toString() + 'n' : typeof e == 'string' ? `"${e}"` : `${e}`;
}
function Kr(e) {
  return Object.keys(e).filter((t) => e[t]._zod.optin !== void 0 && e[t]._zod.optout === 'optional');
}
var Be = {
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-34028234663852886e22, 34028234663852886e22],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
  },
  zt = {
    int64: [BigInt('-9223372036854775808'), BigInt('9223372036854775807')],
    uint64: [BigInt(0), BigInt('18446744073709551615')],
  };
function cl(e, t) {
  const r = e._zod.def,
    n = r.checks;
  if (n && n.length > 0) throw new Error('.pick() cannot be used on object schemas containing refinements');
  const s = {};
  return ye(s, e, kt(e, t)), J(e, ne(r, { shape: s, checks: [] }));
}
function kt(e, t) {
  const r = re(e),
    n = [];
  for (const o of Reflect.ownKeys(t)) {
    if (!Object.getOwnPropertyDescriptor(r, o)?.enumerable) throw new Error(`Unrecognized key: "${String(o)}"`);
    t[o] && n.push(o);
  }
  return n;
}
function ul(e, t) {
  const r = e._zod.def,
    n = r.checks;
  if (n && n.length > 0) throw new Error('.omit() cannot be used on object schemas containing refinements');
  const s = new Set(kt(e, t)),
    i = {};
  return (
    ye(
      i,
      e,
      Reflect.ownKeys(re(e)).filter((a) => !s.has(a)),
    ),
    J(e, ne(r, { shape: i, checks: [] }))
  );
}
function ll(e, t) {
  if (!fe(t)) throw new Error('Invalid input to extend: expected a plain object');
  const r = e._zod.def.checks;
  if (r && r.length > 0) {
    const o = re(e);
    for (const s of Reflect.ownKeys(t))
      if (Object.getOwnPropertyDescriptor(o, s) !== void 0)
        throw new Error('Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.');
  }
  return J(e, ne(e._zod.def, { shape: wo(e, t) }));
}
function wo(e, t) {
  const r = {};
  return ye(r, e, Reflect.ownKeys(re(e))), el(r, t), r;
}
function pl(e, t) {
  if (!fe(t)) throw new Error('Invalid input to safeExtend: expected a plain object');
  return J(e, ne(e._zod.def, { shape: wo(e, t) }));
}
function fl(e, t) {
  if (!t?._zod?.def)
    throw new Error('Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.');
  if (e._zod.def.checks?.length)
    throw new Error('.merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.');
  const r = {};
  ye(r, e, Reflect.ownKeys(re(e))), ye(r, t, Reflect.ownKeys(re(t)));
  const n = ne(e._zod.def, {
    shape: r,
    get catchall() {
      return t._zod.def.catchall;
    },
    checks: t._zod.def.checks ?? [],
  });
  return J(e, n);
}
function dl(e, t, r, n = 'partial') {
  const s = t._zod.def.checks;
  if (s && s.length > 0) throw new Error(`.${n}() cannot be used on object schemas containing refinements`);
  const a = r ? new Set(kt(t, r)) : void 0,
    c = {};
  return (
    ye(c, t, Reflect.ownKeys(re(t)), e && ((u, l) => (a && !a.has(l) ? u : new e({ type: 'optional', innerType: u })))),
    J(t, ne(t._zod.def, { shape: c, checks: [] }))
  );
}
function ml(e, t, r) {
  const n = r ? new Set(kt(t, r)) : void 0,
    o = {};
  return (
    ye(o, t, Reflect.ownKeys(re(t)), (s, i) => (n && !n.has(i) ? s : new e({ type: 'nonoptional', innerType: s }))),
    J(t, ne(t._zod.def, { shape: o }))
  );
}
function W(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let r = t; r < e.issues.length; r++) if (e.issues[r]?.continue !== !0) return !0;
  return !1;
}
function Vr(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let r = t; r < e.issues.length; r++) if (e.issues[r]?.continue === !1) return !0;
  return !1;
}
function se(e, t) {
  return t.map((r) => {
    var n;
    return (n = r).path ?? (n.path = []), r.path.unshift(e), r;
  });
}
function Se(e) {
  return typeof e == 'string' ? e : e?.message;
}
function Pt(e) {
  const t = [];
  for (const r of e ?? []) {
    const n = r._zod.def;
    if (!/_(length|size)$|_equals$/.test(n.check)) break;
    const o = n.maximum ?? n.length ?? n.size;
    o >= 0 && t.push([o, r]);
  }
  return t;
}
function Ke(e, t, r) {
  var n;
  for (let o = t; o < e.length; o++) (n = e[o]).schema ?? (n.schema = r);
}
function H(e, t, r) {
  var n;
  const o = e.inst?._zod?.traits;
  o?.has('$ZodType') && (o.has('$ZodCheck') ? ((n = e).schema ?? (n.schema = e.inst)) : (e.schema = e.inst));
  const s = e.schema !== e.inst ? e.schema?._zod.def?.error : void 0,
    i = e.message
      ? e.message
      : (Se(e.inst?._zod.def?.error?.(e)) ??
        Se(s?.(e)) ??
        Se(t?.error?.(e)) ??
        Se(r.customError?.(e)) ??
        Se(r.localeError?.(e)) ??
        'Invalid input'),
    a = {};
  for (const c of Object.keys(e))
    c === 'inst' || c === 'schema' || c === 'continue' || c === 'input' || c === '__proto__' || (a[c] = e[c]);
  return a.path ?? (a.path = []), (a.message = i), t?.reportInput && (a.input = e.input), a;
}
function So(e) {
  return e instanceof Set ? 'set' : e instanceof Map ? 'map' : e instanceof File ? 'file' : 'unknown';
}
var hl = /[\uD800-\uDBFF]/;
function Ve(e) {
  const t = e.length;
  if (!hl.test(e)) return t;
  let r = t;
  for (let n = 0; n < t - 1; n++)
    (e.charCodeAt(n) & 64512) === 55296 && (e.charCodeAt(n + 1) & 64512) === 56320 && (r--, n++);
  return r;
}
function Ge(e) {
  return Array.isArray(e) ? 'array' : typeof e == 'string' ? 'string' : 'unknown';
}
function Gr(e) {
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
function Ee(...e) {
  const [t, r, n] = e;
  return typeof t == 'string' ? { message: t, code: 'custom', input: r, inst: n } : { ...t };
}
function gl(e) {
  return Object.entries(e)
    .filter(([t, r]) => Number.isNaN(Number.parseInt(t, 10)))
    .map((t) => t[1]);
}
function zo(e) {
  const t = atob(e),
    r = new Uint8Array(t.length);
  for (let n = 0; n < t.length; n++) r[n] = t.charCodeAt(n);
  return r;
}
function ko(e) {
  let t = '';
  for (let r = 0; r < e.length; r++) t += String.fromCharCode(e[r]);
  return btoa(t);
}
function yl(e) {
  const t = e.replace(/-/g, '+').replace(/_/g, '/'),
    r = '='.repeat((4 - (t.length % 4)) % 4);
  return zo(t + r);
}
function _l(e) {
  return ko(e).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}
function bl(e) {
  const t = e.replace(/^0x/, '');
  if (t.length % 2 !== 0) throw new Error('Invalid hex string length');
  const r = new Uint8Array(t.length / 2);
  for (let n = 0; n < t.length; n += 2) r[n / 2] = Number.parseInt(t.slice(n, n + 2), 16);
  return r;
}
function xl(e) {
  return Array.from(e)
    .map((t) => t.toString(16).padStart(2, '0'))
    .join('');
}
var Lr = class {
  constructor(...t) {}
};
function Jr(e, t) {
  for (const r in t) {
    const n = Object.getOwnPropertyDescriptor(t, r);
    n.get ? Object.defineProperty(e, r, { ...n, enumerable: !1 }) : wl(e, r, n.value);
  }
}
function pe(e, t, r, n = !0) {
  return Object.defineProperty(e, t, { configurable: !0, writable: !0, enumerable: n, value: r }), r;
}
function Et(e, t, r) {
  return pe(e, t, r, !1);
}
function vl(e, t) {
  for (const r in e) {
    const n = e[r];
    Object.defineProperty(t, r, {
      configurable: !0,
      enumerable: !0,
      get() {
        return pe(this, r, n(this));
      },
      set(o) {
        pe(this, r, o);
      },
    });
  }
  return t;
}
function wl(e, t, r) {
  Object.defineProperty(e, t, {
    configurable: !0,
    get() {
      return this == null ? r : pe(this, t, r.bind(this));
    },
    set(n) {
      pe(this, t, n);
    },
  });
}
function Sl(e, t) {
  const r = Object.getPrototypeOf(e);
  return t in r ? void 0 : r;
}
var Zr,
  le = !1,
  zl = {
    configurable: !0,
    get() {
      le = !0;
    },
  };
function S(e, t, r) {
  const n = Object.getPrototypeOf(e._zod);
  if (t in n && Zr !== e._zod) {
    Zr = void 0;
    return;
  }
  (Zr = e._zod),
    Object.defineProperty(n, t, {
      configurable: !0,
      get() {
        Object.defineProperty(this, t, zl);
        const o = le;
        le = !1;
        try {
          const s = r(this);
          return (
            le ? delete this[t] : Object.defineProperty(this, t, { configurable: !0, writable: !0, value: s }),
            (le = le || o),
            s
          );
        } catch (s) {
          throw (delete this[t], (le = le || o), s);
        }
      },
      set(o) {
        Object.defineProperty(this, t, { configurable: !0, writable: !0, value: o });
      },
    });
}
function kl(e, t, r, n) {
  const o = Sl(e, t);
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
var Po = '~constantCatch';
function Eo(e) {
  const t = () => e;
  return (t[Po] = !0), t;
}
var $o;
var Wr = { value: void 0, enumerable: !1 },
  Ao = 'captureStackTrace' in Error ? Error : null;
function Pl(e) {
  const t = Ao;
  if (t) {
    const r = t.stackTraceLimit;
    if (typeof r == 'number') {
      try {
        t.stackTraceLimit = 0;
      } catch {
        return (Ao = null), new e();
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
function m(e, t, r, n) {
  const o = {};
  function s(f) {
    (this.def = f), (this.constr = h), (this.traits = new Set());
  }
  s.prototype = o;
  const i = r,
    a = i && new WeakSet();
  function c(f, d) {
    if (f._zod) {
      if (f._zod.traits.has(e)) return;
    } else {
      Wr.value = new s(d);
      try {
        Object.defineProperty(f, '_zod', Wr);
      } finally {
        Wr.value = void 0;
      }
    }
    if ((f._zod.traits.add(e), t(f, d), a)) {
      let g = Object.getPrototypeOf(f),
        y = f._zod.constr.prototype,
        b = g;
      for (; b && b !== y; ) b = Object.getPrototypeOf(b);
      const w = b ?? g;
      a.has(w) || (a.add(w), Jr(w, i));
    }
    const p = h.prototype;
    for (const g in p) Object.hasOwn(p, g) && (g in f || (f[g] = p[g].bind(f)));
  }
  const u = n?.Parent ?? Object;
  class l extends u {}
  Object.defineProperty(l, 'name', { value: e });
  function h(f) {
    const d = n?.Parent ? Pl(l) : this;
    c(d, f);
    const p = d._zod.deferred;
    if (p) {
      for (const y of p) y();
      d._zod.deferred = void 0;
    }
    const g = globalThis.__zod_globalConfig?.postProcessor;
    return g && g(d), d;
  }
  return (
    Object.defineProperty(h, 'init', { value: c }),
    Object.defineProperty(h, Symbol.hasInstance, {
      value: (f) => (n?.Parent && f instanceof n.Parent ? !0 : f?._zod?.traits?.has(e)),
    }),
    Object.defineProperty(h, 'name', { value: e }),
    h
  );
}
var q = class extends Error {
    constructor() {
      super('Encountered Promise during synchronous parse. Use .parseAsync() instead.');
    }
  },
  $e = class extends Error {
    constructor(t) {
      super(`Encountered unidirectional transform during encode: ${t}`), (this.name = 'ZodEncodeError');
    }
  };
($o = globalThis).__zod_globalConfig ?? ($o.__zod_globalConfig = {});
var j = globalThis.__zod_globalConfig;
function M(e) {
  return e && Object.assign(j, e), j;
}
function El() {
  const e = this._zod;
  return e.message ?? (e.message = JSON.stringify(e.def, Pe, 2)), e.message;
}
function $l(e) {
  this._zod.message = e;
}
var Al = { get: El, set: $l, enumerable: !0, configurable: !0 },
  qr = { value: void 0, enumerable: !1 },
  To = new WeakSet([Object.prototype, Error.prototype]),
  Io = (e, t) => {
    (e.name = '$ZodError'),
      (qr.value = t),
      Object.defineProperty(e, 'issues', qr),
      (qr.value = void 0),
      Object.defineProperty(e, 'message', Al);
    const r = Object.getPrototypeOf(e);
    To.has(r) ||
      (To.add(r),
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
  Oo = m('$ZodError', Io),
  Md = m('$ZodError', Io, void 0, { Parent: Error });
function Tl(e, t, r) {
  return (
    Object.hasOwn(e, t) ||
      (t === '__proto__'
        ? Object.defineProperty(e, t, { value: r(), writable: !0, enumerable: !0, configurable: !0 })
        : (e[t] = r())),
    e[t]
  );
}
function Ro(e, t = (r) => r.message) {
  const r = {},
    n = [];
  for (const o of e.issues) o.path.length > 0 ? Tl(r, o.path[0], () => []).push(t(o)) : n.push(t(o));
  return { formErrors: n, fieldErrors: r };
}
function Co(e, t = (r) => r.message) {
  const r = { _errors: [] },
    n = (o, s = []) => {
      for (const i of o.issues)
        if (i.code === 'invalid_union' && i.errors.length) i.errors.map((a) => n({ issues: a }, [...s, ...i.path]));
        else if (i.code === 'invalid_key') n({ issues: i.issues }, [...s, ...i.path]);
        else if (i.code === 'invalid_element') n({ issues: i.issues }, [...s, ...i.path]);
        else {
          const a = [...s, ...i.path];
          if (a.length === 0) r._errors.push(t(i));
          else {
            let c = r,
              u = 0;
            for (; u < a.length; ) {
              const l = a[u],
                h = u === a.length - 1;
              if (l === '_errors') {
                h && c._errors.push(t(i)), u++;
                continue;
              }
              Object.hasOwn(c, l) ||
                Object.defineProperty(c, l, { value: { _errors: [] }, enumerable: !0, writable: !0, configurable: !0 });
              const f = c[l];
              h && f._errors.push(t(i)), (c = f), u++;
            }
          }
        }
    };
  return n(e), r;
}
function $t(e, t) {
  return { callee: t?.callee ?? e, Err: t?.Err };
}
var At = (e) => {
  const t = (r, n, o, s) => {
    const i = o ? { ...o, async: !1 } : { async: !1 },
      a = r._zod.run({ value: n, issues: [] }, i);
    if (a instanceof Promise) throw new q();
    if (a.issues.length) {
      const c = new (s?.Err ?? e)(a.issues.map((u) => H(u, i, M())));
      throw (wt(c, s?.callee ?? t), c);
    }
    return a.value;
  };
  return t;
};
var Tt = (e) => {
  const t = async (r, n, o, s) => {
    let i = o ? { ...o, async: !0 } : { async: !0 },
      a = r._zod.run({ value: n, issues: [] }, i);
    if ((a instanceof Promise && (a = await a), a.issues.length)) {
      const c = new (s?.Err ?? e)(a.issues.map((u) => H(u, i, M())));
      throw (wt(c, s?.callee ?? t), c);
    }
    return a.value;
  };
  return t;
};
var It = (e) => (t, r, n) => {
  const o = n ? { ...n, async: !1 } : { async: !1 },
    s = t._zod.run({ value: r, issues: [] }, o);
  if (s instanceof Promise) throw new q();
  return s.issues.length ? Zo(e, s.issues, o) : { success: !0, data: s.value };
};
function Zo(e, t, r) {
  let n;
  return {
    success: !1,
    get error() {
      return n || ((n = new e(t.map((o) => H(o, r, M())))), (t = void 0), (r = void 0)), n;
    },
    set error(o) {
      (n = o), (t = void 0), (r = void 0);
    },
  };
}
var Ot = (e) => async (t, r, n) => {
  let o = n ? { ...n, async: !0 } : { async: !0 },
    s = t._zod.run({ value: r, issues: [] }, o);
  return s instanceof Promise && (s = await s), s.issues.length ? Zo(e, s.issues, o) : { success: !0, data: s.value };
};
var Il = Symbol.for('zod.compile.invalid'),
  Ol = Symbol.for('zod.compile.fallback'),
  Yr = (e, t, r) => {
    const n = e._zod.bag.validator;
    if (n !== void 0) {
      if (n(t) !== Il) return !0;
      if (n.definite === !0 && r === void 0) return !1;
    }
    return Rl(e, t, r);
  };
function Rl(e, t, r) {
  let n = r ? { ...r, async: !1, abortEarly: !0 } : { async: !1, abortEarly: !0 },
    o = e._zod.bag.fallbackRun,
    s;
  if (
    (o ? ((n[Ol] = !0), (s = o({ value: t, issues: [] }, n))) : (s = e._zod.run({ value: t, issues: [] }, n)),
    s instanceof Promise)
  )
    throw new q();
  return s.issues.length === 0;
}
var Xr = async (e, t, r) => {
    let n = r ? { ...r, async: !0, abortEarly: !0 } : { async: !0, abortEarly: !0 },
      o = e._zod.run({ value: t, issues: [] }, n);
    return o instanceof Promise && (o = await o), o.issues.length === 0;
  },
  No = (e) => {
    const t = At(e),
      r = (n, o, s, i) => {
        const a = s ? { ...s, direction: 'backward' } : { direction: 'backward' };
        return t(n, o, a, $t(r, i));
      };
    return r;
  };
var Lo = (e) => {
  const t = At(e),
    r = (n, o, s, i) => t(n, o, s, $t(r, i));
  return r;
};
var Do = (e) => {
  const t = Tt(e),
    r = async (n, o, s, i) => {
      const a = s ? { ...s, direction: 'backward' } : { direction: 'backward' };
      return await t(n, o, a, $t(r, i));
    };
  return r;
};
var jo = (e) => {
  const t = Tt(e),
    r = async (n, o, s, i) => await t(n, o, s, $t(r, i));
  return r;
};
var Mo = (e) => (t, r, n) => {
  const o = n ? { ...n, direction: 'backward' } : { direction: 'backward' };
  return It(e)(t, r, o);
};
var Fo = (e) => (t, r, n) => It(e)(t, r, n);
var Uo = (e) => async (t, r, n) => {
  const o = n ? { ...n, direction: 'backward' } : { direction: 'backward' };
  return Ot(e)(t, r, o);
};
var Bo = (e) => async (t, r, n) => Ot(e)(t, r, n);
var Ko = /^[cC][0-9a-z]{6,}$/,
  Vo = /^[0-9a-z]+$/,
  Go = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/,
  Jo = /^[0-9a-vA-V]{20}$/,
  Wo = /^[A-Za-z0-9]{27}$/,
  Ho = /^[a-zA-Z0-9_-]{21}$/;
function qo(e) {
  return new RegExp(`^[a-zA-Z0-9_-]{${e}}$`);
}
var Yo = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
var Xo = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
  en = (e) =>
    e
      ? new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${e}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`)
      : /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
var Qo = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
var Cl =
  '^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$';
function es() {
  return new RegExp(Cl, 'u');
}
var ts =
    /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  rs =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
var ns =
    /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/,
  os =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  ss = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/,
  is = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
var as = /^https?$/,
  cs = /^\+[1-9]\d{6,14}$/;
var us =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
function Zl(e) {
  return new RegExp(`^${e}$`);
}
var ls = Zl(us);
function Qr(e) {
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
function ps(e) {
  return new RegExp(`^${Qr(e)}$`);
}
function fs(e) {
  const t = ['Z'];
  e.offset && t.push('([+-](?:[01]\\d|2[0-3]):[0-5]\\d)');
  const r = `${Qr({ precision: e.precision, seconds: !0 })}(?:${t.join('|')})`,
    n = e.local ? `${r}|${Qr({ precision: e.precision })}` : r;
  return new RegExp(`^${us}T(?:${n})$`);
}
var ds = /^[\s\S]{0,}$/;
var ms = /^-?\d+n?$/,
  tn = /^-?\d+$/,
  Je = /^-?\d+(?:\.\d+)?$/,
  hs = /^(?:true|false)$/i;
var gs = /^[^A-Z]*$/,
  ys = /^[^a-z]*$/;
var N = m('$ZodCheck', (e, t) => {
  var r;
  e._zod ?? (e._zod = {}), (e._zod.def = t), (r = e._zod).onattach ?? (r.onattach = []);
});
var rn = (e) => {
    const t = e.value;
    return !Dr(t) && t.length !== void 0;
  },
  Rt = { number: 'number', bigint: 'bigint', object: 'date' },
  nn = m('$ZodCheckLessThan', (e, t) => {
    N.init(e, t);
    const r = Rt[typeof t.value];
    e._zod.check = (n) => {
      (t.inclusive ? n.value <= t.value : n.value < t.value) ||
        n.issues.push({
          origin: Rt[typeof n.value] ?? r,
          code: 'too_big',
          maximum: typeof t.value == 'object' ? t.value.getTime() : t.value,
          input: n.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  on = m('$ZodCheckGreaterThan', (e, t) => {
    N.init(e, t);
    const r = Rt[typeof t.value];
    e._zod.check = (n) => {
      (t.inclusive ? n.value >= t.value : n.value > t.value) ||
        n.issues.push({
          origin: Rt[typeof n.value] ?? r,
          code: 'too_small',
          minimum: typeof t.value == 'object' ? t.value.getTime() : t.value,
          input: n.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  _s = m('$ZodCheckMultipleOf', (e, t) => {
    N.init(e, t),
      (e._zod.check = (r) => {
        if (typeof r.value != typeof t.value) throw new Error('Cannot mix number and bigint in multiple_of check.');
        (typeof r.value == 'bigint'
          ? t.value !== BigInt(0) && r.value % t.value === BigInt(0)
          : jr(r.value, t.value) === 0) ||
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
  bs = m('$ZodCheckNumberFormat', (e, t) => {
    N.init(e, t), (t.format = t.format || 'float64');
    const r = t.format?.includes('int'),
      n = r ? 'int' : 'number',
      [o, s] = Be[t.format];
    e._zod.check = (i) => {
      const a = i.value;
      if (r) {
        if (!Number.isInteger(a)) {
          i.issues.push({ expected: n, format: t.format, code: 'invalid_type', continue: !1, input: a, inst: e });
          return;
        }
        if (!Number.isSafeInteger(a)) {
          a > 0
            ? i.issues.push({
                input: a,
                code: 'too_big',
                maximum: Number.MAX_SAFE_INTEGER,
                note: 'Integers must be within the safe integer range.',
                inst: e,
                origin: n,
                inclusive: !0,
                continue: !t.abort,
              })
            : i.issues.push({
                input: a,
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
      a < o &&
        i.issues.push({
          origin: 'number',
          input: a,
          code: 'too_small',
          minimum: o,
          inclusive: !0,
          inst: e,
          continue: !t.abort,
        }),
        a > s &&
          i.issues.push({
            origin: 'number',
            input: a,
            code: 'too_big',
            maximum: s,
            inclusive: !0,
            inst: e,
            continue: !t.abort,
          });
    };
  });
var xs = m('$ZodCheckMaxLength', (e, t) => {
    var r;
    N.init(e, t),
      (r = e._zod.def).when ?? (r.when = rn),
      (e._zod.check = (n) => {
        const o = n.value,
          s = o.length;
        if ((typeof o == 'string' && s > t.maximum ? Ve(o) : s) <= t.maximum) return;
        const a = Ge(o);
        n.issues.push({
          origin: a,
          code: 'too_big',
          maximum: t.maximum,
          inclusive: !0,
          input: o,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  vs = m('$ZodCheckMinLength', (e, t) => {
    var r;
    N.init(e, t),
      (r = e._zod.def).when ?? (r.when = rn),
      (e._zod.check = (n) => {
        const o = n.value,
          s = o.length;
        if ((typeof o == 'string' && s >= t.minimum && s < t.minimum * 2 ? Ve(o) : s) >= t.minimum) return;
        const a = Ge(o);
        n.issues.push({
          origin: a,
          code: 'too_small',
          minimum: t.minimum,
          inclusive: !0,
          input: o,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  ws = m('$ZodCheckLengthEquals', (e, t) => {
    var r;
    N.init(e, t),
      (r = e._zod.def).when ?? (r.when = rn),
      (e._zod.check = (n) => {
        const o = n.value,
          s = o.length,
          i = typeof o == 'string' && s >= t.length && s <= t.length * 2 ? Ve(o) : s;
        if (i === t.length) return;
        const a = Ge(o),
          c = i > t.length;
        n.issues.push({
          origin: a,
          ...(c ? { code: 'too_big', maximum: t.length } : { code: 'too_small', minimum: t.length }),
          inclusive: !0,
          exact: !0,
          input: n.value,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  He = m('$ZodCheckStringFormat', (e, t) => {
    var r, n;
    N.init(e, t),
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
  Ss = m('$ZodCheckRegex', (e, t) => {
    He.init(e, t),
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
  zs = m('$ZodCheckLowerCase', (e, t) => {
    t.pattern ?? (t.pattern = gs), He.init(e, t);
  }),
  ks = m('$ZodCheckUpperCase', (e, t) => {
    t.pattern ?? (t.pattern = ys), He.init(e, t);
  }),
  Ps = m('$ZodCheckIncludes', (e, t) => {
    N.init(e, t);
    const r = oe(t.includes),
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
  Es = m('$ZodCheckStartsWith', (e, t) => {
    N.init(e, t);
    const r = new RegExp(`^${oe(t.prefix)}.*`);
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
  $s = m('$ZodCheckEndsWith', (e, t) => {
    N.init(e, t);
    const r = new RegExp(`.*${oe(t.suffix)}$`);
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
var As = m('$ZodCheckOverwrite', (e, t) => {
  N.init(e, t),
    (e._zod.check = (r) => {
      r.value = t.tx(r.value);
    });
});
var Ct = class {
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
var Is = { major: 4, minor: 6, patch: 7 };
var A = m(
    '$ZodType',
    (e, t) => {
      var r;
      e ?? (e = {}), (e._zod.def = t), (e._zod.bag = e._zod.bag || {}), (e._zod.version = Is);
      const n = e._zod.def.checks,
        o = e._zod.traits.has('$ZodCheck') ? [e, ...(n ?? [])] : n?.length ? [...n] : [];
      for (const s of o) for (const i of s._zod.onattach) i(e);
      if (o.length === 0)
        (r = e._zod).deferred ?? (r.deferred = []),
          e._zod.deferred?.push(() => {
            e._zod.run = e._zod.parse;
          });
      else {
        const s = (a, c, u) => {
            if (a.memo) return a;
            let l = W(a),
              h;
            for (const f of c) {
              if (f._zod.def.when) {
                if (Vr(a) || !f._zod.def.when(a)) continue;
              } else if (l) continue;
              const d = a.issues.length,
                p = f._zod.check(a);
              if (p instanceof Promise && u?.async === !1) throw new q();
              if (h || p instanceof Promise)
                h = (h ?? Promise.resolve()).then(async () => {
                  await p, a.issues.length !== d && (Ke(a.issues, d, e), l || (l = W(a, d)));
                });
              else {
                if (a.issues.length === d) continue;
                Ke(a.issues, d, e), l || (l = W(a, d));
              }
            }
            return h ? h.then(() => a) : a;
          },
          i = (a, c, u) => {
            if (W(a)) return (a.aborted = !0), a;
            const l = s(c, o, u);
            if (l instanceof Promise) {
              if (u.async === !1) throw new q();
              return l.then((h) => e._zod.parse(h, u));
            }
            return e._zod.parse(l, u);
          };
        e._zod.run = (a, c) => {
          if (c.skipChecks) return e._zod.parse(a, c);
          if (c.direction === 'backward') {
            const l = e._zod.parse({ value: a.value, issues: [] }, { ...c, skipChecks: !0 });
            return l instanceof Promise ? l.then((h) => i(h, a, c)) : i(l, a, c);
          }
          const u = e._zod.parse(a, c);
          if (u instanceof Promise) {
            if (c.async === !1) throw new q();
            return u.then((l) => s(l, o, c));
          }
          return s(u, o, c);
        };
      }
    },
    {
      get '~standard'() {
        return Et(this, '~standard', an(this));
      },
      set '~standard'(e) {
        pe(this, '~standard', e);
      },
    },
  ),
  Us = (e, t) => (e.issues.length ? { issues: e.issues.map((r) => H(r, t, M())) } : { value: e.value });
async function Nl(e, t) {
  const r = { async: !0 };
  return Us(await e._zod.run({ value: t, issues: [] }, r), r);
}
function an(e) {
  return {
    validate: (t) => {
      const r = { async: !1 };
      try {
        const n = e._zod.run({ value: t, issues: [] }, r);
        if (!(n instanceof Promise)) return Us(n, r);
      } catch {}
      return Nl(e, t);
    },
    vendor: 'zod',
    version: 1,
  };
}
var Ae = m('$ZodString', (e, t) => {
    A.init(e, t),
      (e._zod.pattern = t.pattern ?? ds),
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
  I = m('$ZodStringFormat', (e, t) => {
    He.init(e, t), Ae.init(e, t);
  }),
  Bs = m('$ZodGUID', (e, t) => {
    t.pattern ?? (t.pattern = Xo), I.init(e, t);
  }),
  Ks = m('$ZodUUID', (e, t) => {
    if (t.version) {
      const n = { v1: 1, v2: 2, v3: 3, v4: 4, v5: 5, v6: 6, v7: 7, v8: 8 }[t.version];
      if (n === void 0) throw new Error(`Invalid UUID version: "${t.version}"`);
      t.pattern ?? (t.pattern = en(n));
    } else t.pattern ?? (t.pattern = en());
    I.init(e, t);
  }),
  Vs = m('$ZodEmail', (e, t) => {
    t.pattern ?? (t.pattern = Qo), I.init(e, t);
  }),
  Gs = 1,
  Dt = 2;
function Js(e) {
  try {
    return typeof URL < 'u' && typeof URL.canParse == 'function' ? URL.canParse(e) : (new URL(e), !0);
  } catch {
    return !1;
  }
}
function Ll(e, t) {
  return !('normalize' in t) && !('hostname' in t) && !('protocol' in t) ? Js(e) || Dt : Dl(e, t);
}
function Dl(e, t) {
  if (!t.normalize && t.protocol?.source === as.source && !/^https?:\/\//i.test(e)) return Gs;
  try {
    if (typeof URL < 'u') {
      const r = URL;
      if (typeof r.parse == 'function') return r.parse(e) ?? Dt;
    }
    return new URL(e);
  } catch {
    return Dt;
  }
}
var jl = /[\t\n\r]/g;
function Os(e) {
  return e.replace(jl, '');
}
function Ml(e, t) {
  return (t.lastIndex = 0), t.test(e.hostname);
}
function Fl(e, t) {
  return (t.lastIndex = 0), t.test(e.protocol.endsWith(':') ? e.protocol.slice(0, -1) : e.protocol);
}
var Ws = m('$ZodURL', (e, t) => {
    I.init(e, t),
      (e._zod.check = (r) => {
        try {
          const n = r.value.trim(),
            o = Ll(n, t);
          if (o === Gs) {
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
          if (o === Dt) {
            r.issues.push({ code: 'invalid_format', format: 'url', input: r.value, inst: e, continue: !t.abort });
            return;
          }
          if (o === !0) {
            r.value = Os(n);
            return;
          }
          t.hostname &&
            !Ml(o, t.hostname) &&
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
              !Fl(o, t.protocol) &&
              r.issues.push({
                code: 'invalid_format',
                format: 'url',
                note: 'Invalid protocol',
                pattern: t.protocol.source,
                input: r.value,
                inst: e,
                continue: !t.abort,
              }),
            (r.value = t.normalize ? o.href : Os(n));
          return;
        } catch {
          r.issues.push({ code: 'invalid_format', format: 'url', input: r.value, inst: e, continue: !t.abort });
        }
      });
  }),
  Hs = m('$ZodEmoji', (e, t) => {
    t.pattern ?? (t.pattern = es()), I.init(e, t);
  }),
  qs = m('$ZodNanoID', (e, t) => {
    if (t.length !== void 0 && (!Number.isInteger(t.length) || t.length < 1))
      throw new Error(`Invalid nanoid length: ${t.length}`);
    t.pattern ?? (t.pattern = t.length === void 0 ? Ho : qo(t.length)), I.init(e, t);
  }),
  Ys = m('$ZodCUID', (e, t) => {
    t.pattern ?? (t.pattern = Ko), I.init(e, t);
  }),
  Xs = m('$ZodCUID2', (e, t) => {
    t.pattern ?? (t.pattern = Vo), I.init(e, t);
  }),
  Qs = m('$ZodULID', (e, t) => {
    t.pattern ?? (t.pattern = Go), I.init(e, t);
  }),
  ei = m('$ZodXID', (e, t) => {
    t.pattern ?? (t.pattern = Jo), I.init(e, t);
  }),
  ti = m('$ZodKSUID', (e, t) => {
    t.pattern ?? (t.pattern = Wo), I.init(e, t);
  }),
  ri = m('$ZodISODateTime', (e, t) => {
    t.pattern ?? (t.pattern = fs(t)), I.init(e, t);
  }),
  ni = m('$ZodISODate', (e, t) => {
    t.pattern ?? (t.pattern = ls), I.init(e, t);
  }),
  oi = m('$ZodISOTime', (e, t) => {
    t.pattern ?? (t.pattern = ps(t)), I.init(e, t);
  }),
  si = m('$ZodISODuration', (e, t) => {
    t.pattern ?? (t.pattern = Yo), I.init(e, t);
  }),
  ii = m('$ZodIPv4', (e, t) => {
    t.pattern ?? (t.pattern = ts), I.init(e, t);
  }),
  Ul = /^[0-9a-fA-F:.]+$/;
function ai(e) {
  return Ul.test(e) ? Js(`http://[${e}]`) : !1;
}
var ci = m('$ZodIPv6', (e, t) => {
  t.pattern ?? (t.pattern = rs),
    I.init(e, t),
    (e._zod.check = (r) => {
      ai(r.value) ||
        r.issues.push({ code: 'invalid_format', format: 'ipv6', input: r.value, inst: e, continue: !t.abort });
    });
});
var ui = m('$ZodCIDRv4', (e, t) => {
  t.pattern ?? (t.pattern = ns), I.init(e, t);
});
function Bl(e) {
  const t = e.split('/');
  if (t.length !== 2) return !1;
  const [r, n] = t;
  if (!n) return !1;
  const o = Number(n);
  return `${o}` !== n || o < 0 || o > 128 ? !1 : ai(r);
}
var li = m('$ZodCIDRv6', (e, t) => {
  t.pattern ?? (t.pattern = os),
    I.init(e, t),
    (e._zod.check = (r) => {
      Bl(r.value) ||
        r.issues.push({ code: 'invalid_format', format: 'cidrv6', input: r.value, inst: e, continue: !t.abort });
    });
});
function pi(e) {
  if (e === '') return !0;
  if (/\s/.test(e) || e.length % 4 !== 0) return !1;
  try {
    return atob(e), !0;
  } catch {
    return !1;
  }
}
var cn = /^[0-9a-zA-Z+/]*={0,2}$/,
  fi = m('$ZodBase64', (e, t) => {
    t.pattern ?? (t.pattern = cn),
      I.init(e, t),
      (e._zod.check = (r) => {
        pi(r.value) ||
          r.issues.push({ code: 'invalid_format', format: 'base64', input: r.value, inst: e, continue: !t.abort });
      });
  }),
  Mt = /^[A-Za-z0-9_-]*$/;
function Kl(e) {
  if (!Mt.test(e)) return !1;
  const t = e.replace(/[-_]/g, (n) => (n === '-' ? '+' : '/')),
    r = t.padEnd(Math.ceil(t.length / 4) * 4, '=');
  return pi(r);
}
var di = m('$ZodBase64URL', (e, t) => {
    t.pattern ?? (t.pattern = Mt),
      I.init(e, t),
      (e._zod.check = (r) => {
        Kl(r.value) ||
          r.issues.push({ code: 'invalid_format', format: 'base64url', input: r.value, inst: e, continue: !t.abort });
      });
  }),
  mi = m('$ZodE164', (e, t) => {
    t.pattern ?? (t.pattern = cs), I.init(e, t);
  });
function Vl(e, t = null) {
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
var hi = m('$ZodJWT', (e, t) => {
  I.init(e, t),
    (e._zod.check = (r) => {
      Vl(r.value, t.alg) ||
        r.issues.push({ code: 'invalid_format', format: 'jwt', input: r.value, inst: e, continue: !t.abort });
    });
});
var un = m('$ZodNumber', (e, t) => {
    A.init(e, t),
      (e._zod.pattern = Je),
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
  gi = m('$ZodNumberFormat', (e, t) => {
    bs.init(e, t), un.init(e, t);
  }),
  Ft = m('$ZodBoolean', (e, t) => {
    A.init(e, t),
      (e._zod.pattern = hs),
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
  yi = m('$ZodBigInt', (e, t) => {
    A.init(e, t),
      (e._zod.pattern = ms),
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
var _i = m('$ZodUnknown', (e, t) => {
    A.init(e, t), (e._zod.parse = (r) => r);
  }),
  bi = m('$ZodNever', (e, t) => {
    A.init(e, t),
      (e._zod.parse = (r, n) => (
        r.issues.push({ expected: 'never', code: 'invalid_type', input: r.value, inst: e }), r
      ));
  });
var xi = m('$ZodDate', (e, t) => {
  A.init(e, t),
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
function Gl(e, t) {
  const r = Pt(e._zod.def.checks);
  if (!r.length) return;
  const n = Math.min(...r.map((s) => s[0])),
    o = e._zod.parse;
  e._zod.parse = (s, i) => {
    const a = t(s.value);
    if (a > n && !i?.skipChecks && i?.direction !== 'backward') {
      for (const [c, u] of Pt(e._zod.def.checks))
        if (a > c && u._zod.def.when(s)) {
          const l = s.issues.length;
          return u._zod.check(s), (s.issues[l].continue = !1), Ke(s.issues, l, e), s;
        }
    }
    return o(s, i);
  };
}
var Jl = (e) => (Array.isArray(e) ? e.length : -1);
function Rs(e, t, r) {
  e.issues.length && t.issues.push(...se(r, e.issues)), (t.value[r] = e.value);
}
var vi = m('$ZodArray', (e, t) => {
  A.init(e, t);
  const r = j.memoizer;
  r?.attach(e),
    (e._zod.parse = (n, o) => {
      const s = n.value;
      if (!Array.isArray(s)) return n.issues.push({ expected: 'array', code: 'invalid_type', input: s, inst: e }), n;
      n.value = r ? r.alloc(e, n, Array(s.length), o) : Array(s.length);
      const i = [],
        a = o?.abortEarly;
      for (let c = 0; c < s.length; c++) {
        const u = s[c],
          l = t.element._zod.run({ value: u, issues: [] }, o);
        if (l instanceof Promise) i.push(l.then((h) => Rs(h, n, c)));
        else if ((Rs(l, n, c), a && l.issues.length !== 0 && W(l))) break;
      }
      return i.length ? Promise.all(i).then(() => n) : n;
    }),
    Gl(e, Jl);
});
function jt(e, t, r, n, o, s) {
  const i = r in n,
    a = s === 'optional';
  if (!(!i && a && o === 'optional')) {
    if (e.issues.length) {
      if (o !== void 0 && a && !i) return;
      t.issues.push(...se(r, e.issues));
    }
    if (!i && o === void 0) {
      e.issues.length || t.issues.push({ code: 'invalid_type', expected: 'nonoptional', input: void 0, path: [r] });
      return;
    }
    e.value === void 0 ? (i || (o === 'defaulted' && !a)) && (t.value[r] = void 0) : (t.value[r] = e.value);
  }
}
var Wl = [];
function wi(e) {
  const t = Object.keys(e.shape),
    r = Object.getOwnPropertySymbols(e.shape),
    n = r.length ? r : Wl,
    o = n.length ? [...t, ...n] : t;
  for (const i of o)
    if (!e.shape?.[i]?._zod?.traits?.has('$ZodType'))
      throw new Error(`Invalid element at key "${String(i)}": expected a Zod schema`);
  const s = Kr(e.shape);
  return { ...e, allKeys: o, symbolKeys: n, keySet: new Set(t), numKeys: t.length, optionalKeys: new Set(s) };
}
function Si(e, t, r, n, o, s, i) {
  let a = [],
    c = o.keySet,
    u = o.catchall._zod,
    l = u.def.type,
    h = u.optin,
    f = u.optout,
    d = 0;
  for (const p in t) {
    if (i && r.issues.length !== d) {
      if (W(r, d)) break;
      d = r.issues.length;
    }
    if (c.has(p)) continue;
    if (p === '__proto__') {
      l === 'never' && a.push(p);
      continue;
    }
    if (l === 'never') {
      a.push(p);
      continue;
    }
    const g = u.run({ value: t[p], issues: [] }, n);
    g instanceof Promise ? e.push(g.then((y) => jt(y, r, p, t, h, f))) : jt(g, r, p, t, h, f);
  }
  return (
    a.length && r.issues.push({ code: 'unrecognized_keys', keys: a, input: t, inst: s, continue: !0 }),
    e.length ? Promise.all(e).then(() => r) : r
  );
}
var Hl = m('$ZodObject', (e, t) => {
    A.init(e, t);
    const r = Object.getOwnPropertyDescriptor(t, 'shape'),
      n = r?.get ? r.get.raw : (t.shape ?? {});
    if (n) {
      const u = () => {
        const l = { ...n };
        return Object.defineProperty(t, 'shape', { value: l }), (u.raw = l), l;
      };
      (u.raw = n), Object.defineProperty(t, 'shape', { get: u });
    }
    const o = Me(() => wi(t));
    S(e, 'propValues', (u) => {
      const l = u.def.shape,
        h = {};
      for (const f in l) {
        const d = l[f]._zod;
        if (d.values) {
          Object.hasOwn(h, f) || B(h, f, new Set());
          for (const p of d.values) h[f].add(p);
          d.optin !== void 0 && h[f].add(void 0);
        }
      }
      return h;
    });
    let s = ze,
      i = t.catchall,
      a,
      c = j.memoizer;
    c?.attach(e),
      (e._zod.parse = (u, l) => {
        a ?? (a = o.value);
        const h = u.value;
        if (!s(h)) return u.issues.push({ expected: 'object', code: 'invalid_type', input: h, inst: e }), u;
        u.value = c ? c.alloc(e, u, {}, l) : {};
        let f = [],
          d = a.shape,
          p = l?.abortEarly,
          g = u.issues.length;
        for (const y of a.allKeys) {
          if (p && u.issues.length !== g) {
            if (W(u, g)) break;
            g = u.issues.length;
          }
          if (y === '__proto__') continue;
          const b = d[y],
            w = b._zod.optin,
            k = b._zod.optout,
            E = b._zod.run({ value: h[y], issues: [] }, l);
          E instanceof Promise ? f.push(E.then(($) => jt($, u, y, h, w, k))) : jt(E, u, y, h, w, k);
        }
        return i ? Si(f, h, u, l, o.value, e, p === !0) : f.length ? Promise.all(f).then(() => u) : u;
      });
  }),
  zi = m('$ZodObjectJIT', (e, t) => {
    Hl.init(e, t);
    let r = e._zod.parse,
      n = Me(() => wi(t)),
      o = j.memoizer,
      s = (d) => {
        const p = n.value,
          g = p.symbolKeys,
          y = new Ct(['payload', 'ctx'], { shape: d, inst: e, memo: o, syms: g }),
          b = ($) => `shape[${$}]._zod.run({ value: input[${$}], issues: [] }, ctx)`,
          w = ($, z) => `
          let ${$}_ab = false;
          for (let i = 0; i < ${$}.issues.length; i++) {
            const iss = ${$}.issues[i];
            iss.path = iss.path ? [${z}, ...iss.path] : [${z}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${$}_ab = true;
          }
          if (${$}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        y.write('const input = payload.value;');
        let k = Object.create(null),
          E = 0;
        for (const $ of p.allKeys) k[$] = `key_${E++}`;
        y.write(o ? 'const newResult = memo.alloc(inst, payload, {}, ctx);' : 'const newResult = {};');
        for (const $ of p.allKeys) {
          if ($ === '__proto__') continue;
          const z = k[$],
            te = typeof $ == 'symbol' ? `syms[${g.indexOf($)}]` : Mr($),
            Or = `${te} in input`,
            mo = d[$],
            Rr = mo?._zod?.optin,
            ho = Rr !== void 0,
            Ku = mo?._zod?.optout === 'optional';
          if ((y.write(`const ${z} = ${b(te)};`), ho && Ku)) {
            const Vu = Rr === 'optional' ? `${z}_present` : `${z}.value !== undefined || ${z}_present`;
            y.write(`
        const ${z}_present = ${Or};
        if (!${z}.issues.length || ${z}_present) {
          if (${z}.issues.length) {${w(z, te)}
          }

          if (${Vu}) {
            newResult[${te}] = ${z}.value;
          }
        }

      `);
          } else
            ho
              ? (y.write(`
        if (${z}.issues.length) {${w(z, te)}
        }
      `),
                Rr === 'defaulted'
                  ? y.write(`newResult[${te}] = ${z}.value;`)
                  : y.write(`
        if (${z}.value !== undefined || ${Or}) {
          newResult[${te}] = ${z}.value;
        }
      `))
              : y.write(`
        const ${z}_present = ${Or};
        if (${z}.issues.length) {${w(z, te)}
        }
        if (!${z}_present && !${z}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${te}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${z}_present) {
          newResult[${te}] = ${z}.value;
        }

      `);
        }
        return y.write('payload.value = newResult;'), y.write('return payload;'), y.compile();
      },
      i,
      a = ze,
      c = !j.jitless,
      l = c && Ur.value,
      h = t.catchall,
      f;
    e._zod.parse = (d, p) => {
      f ?? (f = n.value);
      const g = d.value;
      return a(g)
        ? c && l && p?.async === !1 && p.jitless !== !0
          ? (i || (i = s(t.shape)), (d = i(d, p)), h ? Si([], g, d, p, f, e, p?.abortEarly === !0) : d)
          : r(d, p)
        : (d.issues.push({ expected: 'object', code: 'invalid_type', input: g, inst: e }), d);
    };
  });
function Cs(e, t, r, n) {
  for (const s of e) if (s.issues.length === 0) return (t.value = s.value), t;
  const o = e.filter((s) => !W(s));
  return o.length === 1
    ? ((t.value = o[0].value), o[0])
    : (t.issues.push({
        code: 'invalid_union',
        input: t.value,
        inst: r,
        errors: e.map((s) => s.issues.map((i) => H(i, n, M()))),
      }),
      t);
}
var ki = m('$ZodUnion', (e, t) => {
  A.init(e, t),
    S(e, 'optin', (n) =>
      n.def.options.some((o) => o._zod.optin === 'defaulted')
        ? 'defaulted'
        : n.def.options.some((o) => o._zod.optin !== void 0)
          ? 'optional'
          : void 0,
    ),
    S(e, 'optout', (n) => (n.def.options.some((o) => o._zod.optout === 'optional') ? 'optional' : void 0)),
    S(e, 'values', (n) => {
      if (n.def.options.every((o) => o._zod.values))
        return new Set(n.def.options.flatMap((o) => Array.from(o._zod.values)));
    }),
    S(e, 'pattern', (n) => {
      if (n.def.options.every((o) => o._zod.pattern)) {
        const o = n.def.options.map((s) => s._zod.pattern);
        return new RegExp(`^(${o.map((s) => Fe(s.source)).join('|')})$`);
      }
    });
  const r = t.options.length === 1 ? t.options[0]._zod.run : null;
  e._zod.parse = (n, o) => {
    if (r) return r(n, o);
    let s = !1,
      i = [];
    for (const a of t.options) {
      const c = a._zod.run({ value: n.value, issues: [] }, o);
      if (c instanceof Promise) i.push(c), (s = !0);
      else {
        if (c.issues.length === 0) return c;
        i.push(c);
      }
    }
    return s ? Promise.all(i).then((a) => Cs(a, n, e, o)) : Cs(i, n, e, o);
  };
});
var Pi = m('$ZodIntersection', (e, t) => {
  A.init(e, t),
    (e._zod.parse = (r, n) => {
      const o = r.value,
        s = t.left._zod.run({ value: o, issues: [] }, n),
        i = t.right._zod.run({ value: o, issues: [] }, n);
      return s instanceof Promise || i instanceof Promise
        ? Promise.all([s, i]).then(([c, u]) => Zs(r, c, u))
        : Zs(r, s, i);
    });
});
function sn(e, t) {
  if (e === t) return { valid: !0, data: e };
  if (e instanceof Date && t instanceof Date && +e == +t) return { valid: !0, data: e };
  if (fe(e) && fe(t)) {
    const r = Object.keys(t),
      n = Object.keys(e).filter((s) => r.indexOf(s) !== -1),
      o = { ...e, ...t };
    Object.hasOwn(o, '__proto__') && delete o.__proto__;
    for (const s of n) {
      if (s === '__proto__') continue;
      const i = sn(e[s], t[s]);
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
        i = sn(o, s);
      if (!i.valid) return { valid: !1, mergeErrorPath: [n, ...i.mergeErrorPath] };
      r.push(i.data);
    }
    return { valid: !0, data: r };
  }
  return { valid: !1, mergeErrorPath: [] };
}
function Zs(e, t, r) {
  let n = new Map(),
    o,
    s = new Map(),
    i = (u, l) => {
      let h;
      if (u.code === 'unrecognized_keys' && !u.path?.length) o ?? (o = u), (h = u.keys);
      else if (u.code === 'invalid_key' && u.origin === 'record' && u.path?.length === 1) {
        const f = String(u.path[0]);
        s.has(f) || s.set(f, u), (h = [f]);
      } else return !1;
      for (const f of h) n.has(f) || n.set(f, {}), (n.get(f)[l] = !0);
      return !0;
    };
  for (const u of t.issues) i(u, 'l') || e.issues.push(u);
  for (const u of r.issues) i(u, 'r') || e.issues.push(u);
  const a = [...n].filter(([, u]) => u.l && u.r).map(([u]) => u);
  if (a.length) {
    const u = o ? a.filter((l) => o.keys.includes(l)) : [];
    u.length && e.issues.push({ ...o, keys: u });
    for (const l of a) !u.includes(l) && s.has(l) && e.issues.push(s.get(l));
  }
  const c = sn(t.value, r.value);
  if (!c.valid) {
    if (W(e)) return e;
    throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(c.mergeErrorPath)}`);
  }
  return (e.value = c.data), e;
}
var Ei = m('$ZodRecord', (e, t) => {
  A.init(e, t);
  const r = j.memoizer;
  r?.attach(e),
    (e._zod.parse = (n, o) => {
      const s = n.value;
      if (!fe(s)) return n.issues.push({ expected: 'record', code: 'invalid_type', input: s, inst: e }), n;
      const i = [],
        a = t.keyType._zod.values;
      if (a && !t.partial) {
        n.value = r ? r.alloc(e, n, {}, o) : {};
        const c = new Set();
        for (const l of a)
          if (typeof l == 'string' || typeof l == 'number' || typeof l == 'symbol') {
            if ((c.add(typeof l == 'number' ? l.toString() : l), l === '__proto__')) continue;
            const h = t.keyType._zod.run({ value: l, issues: [] }, o);
            if (h instanceof Promise) throw new Error('Async schemas not supported in object keys currently');
            if (h.issues.length) {
              n.issues.push({
                code: 'invalid_key',
                origin: 'record',
                issues: h.issues.map((p) => H(p, o, M())),
                input: l,
                path: [l],
                inst: e,
              });
              continue;
            }
            const f = h.value;
            if (f === '__proto__') continue;
            const d = t.valueType._zod.run({ value: s[l], issues: [] }, o);
            d instanceof Promise
              ? i.push(
                  d.then((p) => {
                    p.issues.length && n.issues.push(...se(l, p.issues)), (n.value[f] = p.value);
                  }),
                )
              : (d.issues.length && n.issues.push(...se(l, d.issues)), (n.value[f] = d.value));
          }
        let u;
        for (const l in s)
          if (!c.has(l))
            if (t.mode === 'loose') {
              if (l === '__proto__') continue;
              n.value[l] = s[l];
            } else (u = u ?? []), u.push(l);
        u && u.length > 0 && n.issues.push({ code: 'unrecognized_keys', input: s, inst: e, keys: u, continue: !0 });
      } else {
        n.value = r ? r.alloc(e, n, {}, o) : {};
        let c;
        for (const u of Reflect.ownKeys(s)) {
          if (u === '__proto__' || !Object.prototype.propertyIsEnumerable.call(s, u)) continue;
          let l = t.keyType._zod.run({ value: u, issues: [] }, o);
          if (l instanceof Promise) throw new Error('Async schemas not supported in object keys currently');
          if (typeof u == 'string' && Je.test(u) && l.issues.length) {
            const p = t.keyType._zod.run({ value: Number(u), issues: [] }, o);
            if (p instanceof Promise) throw new Error('Async schemas not supported in object keys currently');
            p.issues.length === 0 && (l = p);
          }
          if (l.issues.length) {
            t.mode === 'loose'
              ? (n.value[u] = s[u])
              : a
                ? ((c = c ?? []), c.push(u))
                : n.issues.push({
                    code: 'invalid_key',
                    origin: 'record',
                    issues: l.issues.map((p) => H(p, o, M())),
                    input: u,
                    path: [u],
                    inst: e,
                  });
            continue;
          }
          const f = l.value;
          if (f === '__proto__') continue;
          const d = t.valueType._zod.run({ value: s[u], issues: [] }, o);
          d instanceof Promise
            ? i.push(
                d.then((p) => {
                  p.issues.length && n.issues.push(...se(u, p.issues)), (n.value[f] = p.value);
                }),
              )
            : (d.issues.length && n.issues.push(...se(u, d.issues)), (n.value[f] = d.value));
        }
        c && c.length > 0 && n.issues.push({ code: 'unrecognized_keys', input: s, inst: e, keys: c, continue: !0 });
      }
      return i.length ? Promise.all(i).then(() => n) : n;
    });
});
var $i = m('$ZodEnum', (e, t) => {
    A.init(e, t);
    const r = ke(t.entries),
      n = new Set(r);
    (e._zod.values = n),
      S(e, 'pattern', (o) => {
        const s = ke(o.def.entries).filter((i) => Br.has(typeof i));
        return new RegExp(s.length ? `^(${s.map((i) => oe(i.toString())).join('|')})$` : '^[^\\s\\S]$');
      }),
      (e._zod.parse = (o, s) => {
        const i = o.value;
        return n.has(i) || o.issues.push({ code: 'invalid_value', values: r, input: i, inst: e }), o;
      });
  }),
  Ai = m('$ZodLiteral', (e, t) => {
    A.init(e, t);
    const r = new Set(t.values);
    (e._zod.values = r),
      S(e, 'pattern', (n) => {
        const o = n.def.values;
        return new RegExp(
          o.length
            ? `^(${o.map((s) => (typeof s == 'string' ? oe(s) : s ? oe(s.toString()) : String(s))).join('|')})$`
            : '^[^\\s\\S]$',
        );
      }),
      (e._zod.parse = (n, o) => {
        const s = n.value;
        return r.has(s) || n.issues.push({ code: 'invalid_value', values: t.values, input: s, inst: e }), n;
      });
  });
var Ti = m('$ZodTransform', (e, t) => {
  A.init(e, t),
    (e._zod.optin = 'optional'),
    j.memoizer?.guard(e),
    (e._zod.parse = (r, n) => {
      if (n.direction === 'backward') throw new $e(e.constructor.name);
      const o = t.transform(r.value, r);
      if (n.async) return (o instanceof Promise ? o : Promise.resolve(o)).then((i) => ((r.value = i), r));
      if (o instanceof Promise) throw new q();
      return (r.value = o), r;
    });
});
function Ns(e, t) {
  return (e.value = t.issues.length ? void 0 : t.value), e;
}
var ln = m('$ZodOptional', (e, t) => {
    A.init(e, t),
      S(e, 'optin', (r) => (r.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
      (e._zod.optout = 'optional'),
      S(e, 'values', (r) => {
        const n = r.def.innerType._zod.values;
        return n ? new Set([...n, void 0]) : void 0;
      }),
      S(e, 'pattern', (r) => {
        const n = r.def.innerType._zod.pattern;
        return n ? new RegExp(`^(${Fe(n.source)})?$`) : void 0;
      }),
      (e._zod.parse = (r, n) => {
        if (r.value === void 0) {
          if (t.innerType._zod.optin !== 'defaulted') return r;
          const o = t.innerType._zod.run({ value: r.value, issues: [] }, n);
          return o instanceof Promise ? o.then((s) => Ns(r, s)) : Ns(r, o);
        }
        return t.innerType._zod.run(r, n);
      });
  }),
  Ii = m('$ZodExactOptional', (e, t) => {
    ln.init(e, t),
      S(e, 'values', (r) => r.def.innerType._zod.values),
      S(e, 'pattern', (r) => r.def.innerType._zod.pattern),
      (e._zod.parse = (r, n) => t.innerType._zod.run(r, n));
  }),
  Oi = m('$ZodNullable', (e, t) => {
    A.init(e, t),
      S(e, 'optin', (r) => r.def.innerType._zod.optin),
      S(e, 'optout', (r) => r.def.innerType._zod.optout),
      S(e, 'pattern', (r) => {
        const n = r.def.innerType._zod.pattern;
        return n ? new RegExp(`^(${Fe(n.source)}|null)$`) : void 0;
      }),
      S(e, 'values', (r) => (r.def.innerType._zod.values ? new Set([...r.def.innerType._zod.values, null]) : void 0)),
      (e._zod.parse = (r, n) => (r.value === null ? r : t.innerType._zod.run(r, n)));
  }),
  Ri = m('$ZodDefault', (e, t) => {
    A.init(e, t),
      (e._zod.optin = 'defaulted'),
      S(e, 'values', (r) => r.def.innerType._zod.values),
      (e._zod.parse = (r, n) => {
        if (n.direction === 'backward') return t.innerType._zod.run(r, n);
        if (r.value === void 0) return (r.value = t.defaultValue), r;
        const o = t.innerType._zod.run(r, n);
        return o instanceof Promise ? o.then((s) => Ls(s, t)) : Ls(o, t);
      });
  });
function Ls(e, t) {
  return e.value === void 0 && (e.value = t.defaultValue), e;
}
var Ci = m('$ZodPrefault', (e, t) => {
    A.init(e, t),
      (e._zod.optin = 'defaulted'),
      S(e, 'values', (r) => r.def.innerType._zod.values),
      (e._zod.parse = (r, n) => (
        n.direction === 'backward' || (r.value === void 0 && (r.value = t.defaultValue)), t.innerType._zod.run(r, n)
      ));
  }),
  Zi = m('$ZodNonOptional', (e, t) => {
    A.init(e, t),
      S(e, 'values', (r) => {
        const n = r.def.innerType._zod.values;
        return n ? new Set([...n].filter((o) => o !== void 0)) : void 0;
      }),
      (e._zod.parse = (r, n) => {
        const o = t.innerType._zod.run(r, n);
        return o instanceof Promise ? o.then((s) => Ds(s, e)) : Ds(o, e);
      });
  });
function Ds(e, t) {
  return (
    !e.issues.length &&
      e.value === void 0 &&
      e.issues.push({ code: 'invalid_type', expected: 'nonoptional', input: e.value, inst: t }),
    e
  );
}
function js(e, t, r, n) {
  return t.issues.length
    ? ((e.value = r.catchValue({
        ...t,
        value: e.value,
        error: { issues: t.issues.map((o) => H(o, n, M())) },
        input: e.value,
      })),
      e)
    : ((e.value = t.value), t.memo && (e.memo = !0), e);
}
var Ni = m('$ZodCatch', (e, t) => {
  A.init(e, t),
    S(e, 'optin', (r) => (r.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
    S(e, 'optout', (r) => r.def.innerType._zod.optout),
    S(e, 'values', (r) => r.def.innerType._zod.values),
    (e._zod.parse = (r, n) => {
      if (n.direction === 'backward') return t.innerType._zod.run(r, n);
      const o = t.innerType._zod.run({ value: r.value, issues: [] }, n);
      return o instanceof Promise ? o.then((s) => js(r, s, t, n)) : js(r, o, t, n);
    });
});
var pn = m('$ZodPipe', (e, t) => {
  A.init(e, t),
    S(e, 'values', (r) => r.def.in._zod.values),
    S(e, 'optin', (r) => r.def.in._zod.optin),
    S(e, 'optout', (r) => r.def.out._zod.optout),
    S(e, 'propValues', (r) => r.def.in._zod.propValues),
    (e._zod.parse = (r, n) => {
      if (n.direction === 'backward') {
        const s = t.out._zod.run(r, n);
        return s instanceof Promise ? s.then((i) => Zt(i, t.in, n)) : Zt(s, t.in, n);
      }
      const o = t.in._zod.run(r, n);
      return o instanceof Promise ? o.then((s) => Zt(s, t.out, n)) : Zt(o, t.out, n);
    });
});
function Zt(e, t, r) {
  return e.issues.some((n) => n.code !== 'unrecognized_keys')
    ? ((e.aborted = !0), e)
    : t._zod.run({ value: e.value, issues: e.issues }, r);
}
var Ut = m('$ZodCodec', (e, t) => {
  A.init(e, t),
    S(e, 'values', (r) => r.def.in._zod.values),
    S(e, 'optin', (r) => r.def.in._zod.optin),
    S(e, 'optout', (r) => r.def.out._zod.optout),
    S(e, 'propValues', (r) => r.def.in._zod.propValues),
    (e._zod.parse = (r, n) => {
      if ((n.direction || 'forward') === 'forward') {
        const s = t.in._zod.run(r, n);
        return s instanceof Promise ? s.then((i) => Nt(i, t, n)) : Nt(s, t, n);
      } else {
        const s = t.out._zod.run(r, n);
        return s instanceof Promise ? s.then((i) => Nt(i, t, n)) : Nt(s, t, n);
      }
    });
});
function Nt(e, t, r) {
  if (e.issues.length) return (e.aborted = !0), e;
  if ((r.direction || 'forward') === 'forward') {
    const o = t.transform(e.value, e);
    return o instanceof Promise ? o.then((s) => Lt(e, s, t.out, r)) : Lt(e, o, t.out, r);
  } else {
    const o = t.reverseTransform(e.value, e);
    return o instanceof Promise ? o.then((s) => Lt(e, s, t.in, r)) : Lt(e, o, t.in, r);
  }
}
function Lt(e, t, r, n) {
  return e.issues.length ? ((e.aborted = !0), e) : r._zod.run({ value: t, issues: e.issues }, n);
}
var Li = m('$ZodPreprocess', (e, t) => {
    pn.init(e, t);
  }),
  Di = m('$ZodReadonly', (e, t) => {
    A.init(e, t),
      S(e, 'propValues', (r) => r.def.innerType._zod.propValues),
      S(e, 'values', (r) => r.def.innerType._zod.values),
      S(e, 'optin', (r) => r.def.innerType?._zod?.optin),
      S(e, 'optout', (r) => r.def.innerType?._zod?.optout),
      (e._zod.parse = (r, n) => {
        if (n.direction === 'backward') return t.innerType._zod.run(r, n);
        const o = t.innerType._zod.run(r, n);
        return o instanceof Promise ? o.then(Ms) : Ms(o);
      });
  });
function Ms(e) {
  return e.memo || (e.value = Object.freeze(e.value)), e;
}
var ji = m('$ZodCustom', (e, t) => {
  N.init(e, t),
    A.init(e, t),
    (e._zod.parse = (r, n) => r),
    (e._zod.check = (r) => {
      const n = r.value,
        o = t.fn(n);
      if (o instanceof Promise) return o.then((s) => Fs(s, r, n, e));
      Fs(o, r, n, e);
    });
});
function Fs(e, t, r, n) {
  if (!e) {
    const o = { code: 'custom', input: r, inst: n, path: [...(n._zod.def.path ?? [])], continue: !n._zod.def.abort };
    n._zod.def.params && (o.params = n._zod.def.params), t.issues.push(Ee(o));
  }
}
var dn = class extends Error {
    constructor() {
      super('Cannot parse a reference cycle that closes through a transform'), (this.name = 'ZodCyclicError');
    }
  },
  mn = '~memo',
  Mi = [];
function Fi(e) {
  return e !== null && typeof e == 'object';
}
function fn(e) {
  return e.map((t) => (t.path ? { ...t, path: t.path.slice() } : { ...t }));
}
var Ui = new WeakMap(),
  qe = 0,
  Vt = 1,
  Ye = 2;
function Gt(e, t, r) {
  const n = Ui.get(e);
  if (n !== void 0) return n ? Ye : qe;
  if (t.has(e)) return Ye;
  t.add(e);
  let o = qe,
    s = (l) => {
      if (o !== Ye && l?._zod) {
        const h = Gt(l, t, r);
        h > o && (o = h);
      }
    },
    i = (l, h) => {
      let f = qe;
      for (const d of Reflect.ownKeys(l)) {
        const p = Object.getOwnPropertyDescriptor(l, d);
        if (h && !p.enumerable) continue;
        const g = p.get ? Vt : p.value?._zod ? Gt(p.value, t, r) : qe;
        g > f && (f = g);
      }
      return f;
    },
    a = (l) => {
      l > o && (o = l);
    },
    c = e._zod.def,
    u = c.type;
  switch (u) {
    case 'object': {
      const l = Ue(c);
      a(l ? i(l, !0) : Vt), s(c.catchall);
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
      const l = c._cachedInner ?? (r ? e._zod.innerType : void 0);
      a(l ? Gt(l, t, !1) : Vt);
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
        const h = Object.getOwnPropertyDescriptor(c, l);
        if (!h || h.get) continue;
        const f = h.value;
        if (!(!f || typeof f != 'object')) {
          if (f._zod) s(f);
          else if (Array.isArray(f)) for (const d of f) s(d);
        }
      }
  }
  return t.delete(e), Yl(e, o);
}
function Yl(e, t) {
  return t !== Vt && Ui.set(e, t === Ye), t;
}
function Xl(e, t) {
  let r = e.buckets.get(t);
  return r || ((r = new WeakMap()), e.buckets.set(t, r)), r;
}
var Bt,
  Kt = [],
  Ql = {
    alloc(e, t, r) {
      const n = Bt;
      if (!n) return r;
      Bt = void 0;
      const o = { value: r, issues: null };
      return n.set(t.value, o), Kt.push(o), r;
    },
    guard(e) {
      var t;
      (t = e._zod).deferred ?? (t.deferred = []),
        e._zod.deferred.push(() => {
          const r = e._zod.parse,
            n = (o, s) => {
              if (s.direction !== 'backward' && ep(s, o.value)) throw new dn();
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
            a = (c, u) => {
              if (r === void 0) {
                const b = Gt(e, new Set(), !1);
                if (b === qe) return (e._zod.parse = i), e._zod.run === a && (e._zod.run = i), i(c, u);
                b === Ye || n ? (r = !0) : (n = !0);
              }
              const l = c.value;
              if (!Fi(l)) return i(c, u);
              let h = u[mn];
              h || ((h = { buckets: new WeakMap(), backEdges: void 0 }), (u[mn] = h));
              let f;
              o === u ? (f = s) : ((f = Xl(h, e)), (o = u), (s = f));
              const d = f.get(l);
              if (d)
                return (
                  (c.value = d.value),
                  d.issues
                    ? d.issues.length && c.issues.push(...fn(d.issues))
                    : ((c.memo = !0), h.backEdges ?? (h.backEdges = new WeakSet()), h.backEdges.add(d.value)),
                  c
                );
              Bt = f;
              const p = Kt.length,
                g = i(c, u);
              Bt = void 0;
              const y = Kt.length > p ? Kt.pop() : void 0;
              return g instanceof Promise
                ? g.then((b) => (y && (y.issues = b.issues.length ? fn(b.issues) : Mi), b))
                : (y && (y.issues = g.issues.length ? fn(g.issues) : Mi), g);
            };
          (e._zod.parse = a), e._zod.run === i && (e._zod.run = a);
        });
    },
  };
function Bi() {
  return Ql;
}
function ep(e, t) {
  const r = e[mn]?.backEdges;
  return r !== void 0 && Fi(t) && r.has(t);
}
var tp = () => {
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
          a = Gr(s.input),
          c = o(a, s.input);
        return `Invalid input: expected ${i}, received ${c}`;
      }
      case 'invalid_value':
        return s.values.length === 1
          ? `Invalid input: expected ${St(s.values[0])}`
          : `Invalid option: expected one of ${vt(s.values, '|')}`;
      case 'too_big': {
        const i = s.exact ? 'exactly ' : s.inclusive ? '<=' : '<',
          a = t(s.origin);
        return a
          ? `Too big: expected ${s.origin ?? 'value'} to have ${i}${s.maximum.toString()} ${a.unit ?? 'elements'}`
          : `Too big: expected ${s.origin ?? 'value'} to be ${i}${s.maximum.toString()}`;
      }
      case 'too_small': {
        const i = s.exact ? 'exactly ' : s.inclusive ? '>=' : '>',
          a = t(s.origin);
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
        return `Unrecognized key${s.keys.length > 1 ? 's' : ''}: ${vt(s.keys, ', ')}`;
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
function Ki() {
  return { localeError: tp() };
}
var Vi;
var hn = class {
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
function rp() {
  return new hn();
}
(Vi = globalThis).__zod_globalRegistry ?? (Vi.__zod_globalRegistry = rp());
var _e = globalThis.__zod_globalRegistry;
function Jt(e) {
  return e.checks && (e.checks = [...e.checks]), e;
}
function Gi(e, t) {
  return new e(Jt({ type: 'string', ...x(t) }));
}
function Ji(e, t) {
  return new e(Jt({ type: 'string', coerce: !0, ...x(t) }));
}
function gn(e, t) {
  return new e({ type: 'string', format: 'email', check: 'string_format', abort: !1, ...x(t) });
}
function Wi(e, t) {
  return new e({ type: 'string', format: 'guid', check: 'string_format', abort: !1, ...x(t) });
}
function Hi(e, t) {
  return new e({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, ...x(t) });
}
function qi(e, t) {
  return new e({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v4', ...x(t) });
}
function Yi(e, t) {
  return new e({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v6', ...x(t) });
}
function Xi(e, t) {
  return new e({ type: 'string', format: 'uuid', check: 'string_format', abort: !1, version: 'v7', ...x(t) });
}
function yn(e, t) {
  return new e({ type: 'string', format: 'url', check: 'string_format', abort: !1, ...x(t) });
}
function Qi(e, t) {
  return new e({ type: 'string', format: 'emoji', check: 'string_format', abort: !1, ...x(t) });
}
function ea(e, t) {
  return new e({ type: 'string', format: 'nanoid', check: 'string_format', abort: !1, ...x(t) });
}
function ta(e, t) {
  return new e({ type: 'string', format: 'cuid', check: 'string_format', abort: !1, ...x(t) });
}
function ra(e, t) {
  return new e({ type: 'string', format: 'cuid2', check: 'string_format', abort: !1, ...x(t) });
}
function na(e, t) {
  return new e({ type: 'string', format: 'ulid', check: 'string_format', abort: !1, ...x(t) });
}
function oa(e, t) {
  return new e({ type: 'string', format: 'xid', check: 'string_format', abort: !1, ...x(t) });
}
function sa(e, t) {
  return new e({ type: 'string', format: 'ksuid', check: 'string_format', abort: !1, ...x(t) });
}
function ia(e, t) {
  return new e({ type: 'string', format: 'ipv4', check: 'string_format', abort: !1, ...x(t) });
}
function aa(e, t) {
  return new e({ type: 'string', format: 'ipv6', check: 'string_format', abort: !1, ...x(t) });
}
function ca(e, t) {
  return new e({ type: 'string', format: 'cidrv4', check: 'string_format', abort: !1, ...x(t) });
}
function ua(e, t) {
  return new e({ type: 'string', format: 'cidrv6', check: 'string_format', abort: !1, ...x(t) });
}
function la(e, t) {
  return new e({ type: 'string', format: 'base64', check: 'string_format', abort: !1, ...x(t) });
}
function pa(e, t) {
  return new e({ type: 'string', format: 'base64url', check: 'string_format', abort: !1, ...x(t) });
}
function fa(e, t) {
  return new e({ type: 'string', format: 'e164', check: 'string_format', abort: !1, ...x(t) });
}
function da(e, t) {
  return new e({ type: 'string', format: 'jwt', check: 'string_format', abort: !1, ...x(t) });
}
function Wt(e, t) {
  return new e({
    type: 'string',
    format: 'datetime',
    check: 'string_format',
    offset: !1,
    local: !1,
    precision: null,
    ...x(t),
  });
}
function Ht(e, t) {
  return new e({ type: 'string', format: 'date', check: 'string_format', ...x(t) });
}
function qt(e, t) {
  return new e({ type: 'string', format: 'time', check: 'string_format', precision: null, ...x(t) });
}
function Yt(e, t) {
  return new e({ type: 'string', format: 'duration', check: 'string_format', ...x(t) });
}
function ma(e, t) {
  return new e(Jt({ type: 'number', checks: [], ...x(t) }));
}
function ha(e, t) {
  return new e(Jt({ type: 'number', coerce: !0, checks: [], ...x(t) }));
}
function ga(e, t) {
  return new e({ type: 'number', check: 'number_format', abort: !1, format: 'safeint', ...x(t) });
}
function ya(e, t) {
  return new e({ type: 'boolean', ...x(t) });
}
function _a(e, t) {
  return new e({ type: 'boolean', coerce: !0, ...x(t) });
}
function ba(e, t) {
  return new e({ type: 'bigint', coerce: !0, ...x(t) });
}
function xa(e) {
  return new e({ type: 'unknown' });
}
function va(e, t) {
  return new e({ type: 'never', ...x(t) });
}
function wa(e, t) {
  return new e({ type: 'date', coerce: !0, ...x(t) });
}
function Te(e, t) {
  return new nn({ check: 'less_than', ...x(t), value: e, inclusive: !1 });
}
function ie(e, t) {
  return new nn({ check: 'less_than', ...x(t), value: e, inclusive: !0 });
}
function Ie(e, t) {
  return new on({ check: 'greater_than', ...x(t), value: e, inclusive: !1 });
}
function ae(e, t) {
  return new on({ check: 'greater_than', ...x(t), value: e, inclusive: !0 });
}
function Xe(e, t) {
  return new _s({ check: 'multiple_of', ...x(t), value: e });
}
function Xt(e, t) {
  return new xs({ check: 'max_length', ...x(t), maximum: e });
}
function Oe(e, t) {
  return new vs({ check: 'min_length', ...x(t), minimum: e });
}
function Qt(e, t) {
  return new ws({ check: 'length_equals', ...x(t), length: e });
}
function _n(e, t) {
  return new Ss({ check: 'string_format', format: 'regex', ...x(t), pattern: e });
}
function bn(e) {
  return new zs({ check: 'string_format', format: 'lowercase', ...x(e) });
}
function xn(e) {
  return new ks({ check: 'string_format', format: 'uppercase', ...x(e) });
}
function vn(e, t) {
  return new Ps({ check: 'string_format', format: 'includes', ...x(t), includes: e });
}
function wn(e, t) {
  return new Es({ check: 'string_format', format: 'starts_with', ...x(t), prefix: e });
}
function Sn(e, t) {
  return new $s({ check: 'string_format', format: 'ends_with', ...x(t), suffix: e });
}
function de(e) {
  return new As({ check: 'overwrite', tx: e });
}
function zn(e) {
  return de((t) => t.normalize(e));
}
function kn() {
  return de((e) => e.trim());
}
function Pn() {
  return de((e) => e.toLowerCase());
}
function En() {
  return de((e) => e.toUpperCase());
}
function $n() {
  return de((e) => Fr(e));
}
function Sa(e, t, r) {
  return new e({ type: 'array', element: t, ...x(r) });
}
function za(e, t, r) {
  return new e({ type: 'custom', check: 'custom', fn: t, ...x(r) });
}
function ka(e, t) {
  const r = np(
    (n) => (
      (n.addIssue = (o) => {
        if (typeof o == 'string') n.issues.push(Ee(o, n.value, r._zod.def));
        else {
          const s = o;
          s.fatal && (s.continue = !1),
            s.code ?? (s.code = 'custom'),
            'input' in s || (s.input = n.value),
            s.inst ?? (s.inst = r),
            s.continue ?? (s.continue = !r._zod.def.abort),
            n.issues.push(Ee(s));
        }
      }),
      e(n.value, n)
    ),
    t,
  );
  return r;
}
function np(e, t) {
  const r = new N({ check: 'custom', ...x(t) });
  return (r._zod.check = e), r;
}
function Pa(e, t) {
  let r = x(t),
    n = r.truthy ?? ['true', '1', 'yes', 'on', 'y', 'enabled'],
    o = r.falsy ?? ['false', '0', 'no', 'off', 'n', 'disabled'];
  r.case !== 'sensitive' &&
    ((n = n.map((d) => (typeof d == 'string' ? d.toLowerCase() : d))),
    (o = o.map((d) => (typeof d == 'string' ? d.toLowerCase() : d))));
  const s = new Set(n),
    i = new Set(o),
    a = e.Codec ?? Ut,
    c = e.Boolean ?? Ft,
    u = e.String ?? Ae,
    l = new u({ type: 'string', error: r.error }),
    h = new c({ type: 'boolean', error: r.error }),
    f = new a({
      type: 'pipe',
      in: l,
      out: h,
      transform: (d, p) => {
        let g = d;
        return (
          r.case !== 'sensitive' && (g = g.toLowerCase()),
          s.has(g)
            ? !0
            : i.has(g)
              ? !1
              : (p.issues.push({
                  code: 'invalid_value',
                  expected: 'stringbool',
                  values: [...s, ...i],
                  input: p.value,
                  inst: f,
                  continue: !1,
                }),
                {})
        );
      },
      reverseTransform: (d, p) => (d === !0 ? n[0] || 'true' : o[0] || 'false'),
      error: r.error,
    });
  return (f._zod.bag.truthy = n), (f._zod.bag.falsy = o), (f._zod.bag.case = r.case ?? 'insensitive'), f;
}
function Qe(e, ...t) {
  for (const r of t)
    for (const n of Reflect.ownKeys(r)) Object.prototype.propertyIsEnumerable.call(r, n) && B(e, n, r[n]);
  return e;
}
function Tn(e) {
  let t = e?.target ?? 'draft-2020-12';
  return (
    t === 'draft-4' && (t = 'draft-04'),
    t === 'draft-7' && (t = 'draft-07'),
    {
      processors: e.processors ?? {},
      metadataRegistry: e?.metadata ?? _e,
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
function Y(e, t, r, n, o) {
  const s =
    typeof t.unrepresentable == 'function'
      ? t.unrepresentable({ zodSchema: e, path: n.path, message: o })
      : t.unrepresentable;
  if (s === 'any') return !1;
  if (s === void 0 || s === 'throw') throw new Error(o);
  return Object.assign(r, s), !0;
}
function C(e, t, r = { path: [], schemaPath: [] }) {
  var n;
  const o = e._zod.def,
    s = t.seen.get(e);
  if (s) return s.count++, r.schemaPath.includes(e) && (s.cycle = r.path), s.schema;
  const i = { schema: {}, count: 1, cycle: void 0, path: r.path };
  t.seen.set(e, i), (t.sharedDefsExtractedFor = void 0), (t.sharedEmitDoneFor = void 0);
  const a = e._zod.toJSONSchema?.();
  if (a) i.schema = a;
  else {
    const l = { ...r, schemaPath: [...r.schemaPath, e], path: r.path };
    if (e._zod.processJSONSchema) e._zod.processJSONSchema(t, i.schema, l);
    else {
      const f = i.schema,
        d = t.processors[o.type];
      if (!d) throw new Error(`[toJSONSchema]: Non-representable type encountered: ${o.type}`);
      d(e, t, f, l);
    }
    const h = e._zod.parent;
    h && (i.ref || (i.ref = h), C(h, t, l), (t.seen.get(h).isParent = !0));
  }
  const c = t.metadataRegistry.get(e);
  return (
    c && Qe(i.schema, c),
    t.io === 'input' && D(e) && (delete i.schema.examples, delete i.schema.default),
    t.io === 'input' && '_prefault' in i.schema && ((n = i.schema).default ?? (n.default = i.schema._prefault)),
    delete i.schema._prefault,
    t.seen.get(e).schema
  );
}
function Ea(e) {
  return e.replace(/~/g, '~0').replace(/\//g, '~1');
}
function In(e, t) {
  const r = e.seen.get(t);
  if (!r) throw new Error('Unprocessed schema. This is a bug in Zod.');
  if (e.external && e.sharedDefsExtractedFor === e.external) return;
  const n = new Map();
  for (const i of e.seen.entries()) {
    const a = e.metadataRegistry.get(i[0])?.id;
    if (a) {
      const c = n.get(a);
      if (c && c !== i[0])
        throw new Error(
          `Duplicate schema id "${a}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`,
        );
      n.set(a, i[0]);
    }
  }
  const o = (i) => {
      const a = e.target === 'draft-2020-12' ? '$defs' : 'definitions';
      if (e.external) {
        const h = e.external.registry.get(i[0])?.id,
          f = e.external.uri ?? ((p) => p);
        if (h) return { ref: f(h) };
        const d = i[1].defId ?? i[1].schema.id ?? `schema${e.counter++}`;
        return (i[1].defId = d), { defId: d, ref: `${f('__shared')}#/${a}/${Ea(d)}` };
      }
      const c = '#',
        u = `${c}/${a}/`;
      if (i[1] === r && !i[1].schema.id) return { ref: c };
      const l = i[1].schema.id ?? `__schema${e.counter++}`;
      return { defId: l, ref: u + Ea(l) };
    },
    s = (i) => {
      if (i[1].schema.$ref) return;
      const a = i[1],
        { ref: c, defId: u } = o(i);
      (a.def = { ...a.schema }), u && (a.defId = u);
      const l = a.schema;
      for (const h in l) delete l[h];
      l.$ref = c;
    };
  if (e.cycles === 'throw')
    for (const i of e.seen.entries()) {
      const a = i[1];
      if (a.cycle)
        throw new Error(`Cycle detected: #/${a.cycle?.join('/')}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
    }
  for (const i of e.seen.entries()) {
    const a = i[1];
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
    if (a.cycle) {
      s(i);
      continue;
    }
    a.count > 1 && e.reused === 'ref' && s(i);
  }
  e.external && (e.sharedDefsExtractedFor = e.external);
}
function Ta(e) {
  const t = e.anyOf;
  if (!Array.isArray(t) || t.length === 0 || e.type !== void 0) return;
  const r = [];
  for (const n of t) {
    if (!n || typeof n != 'object') return;
    Ta(n);
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
var Ia = new Set(['type', 'properties', 'required', 'additionalProperties']),
  $a = ['oneOf', 'anyOf'];
function Aa(e) {
  const t = e.additionalProperties;
  return t === void 0 || t === !1 || typeof t != 'object' || t === null ? null : Object.keys(t).length ? t : null;
}
function An(e) {
  const t = [];
  for (const s of e) {
    if (typeof s != 'object' || s.type !== 'object') return null;
    for (const i in s) if (!Ia.has(i)) return null;
    t.push(s);
  }
  const r = {},
    n = new Set();
  for (const s of t) {
    for (const i in s.properties) {
      if (Object.hasOwn(r, i)) continue;
      const a = [];
      for (const u of t) {
        const l = u.properties?.[i] ?? Aa(u);
        l != null && (a.some((h) => JSON.stringify(h) === JSON.stringify(l)) || a.push(l));
      }
      const c = a.length === 1 ? a[0] : (An(a) ?? { allOf: a });
      B(r, i, c);
    }
    for (const i of s.required ?? []) n.add(i);
  }
  const o = { type: 'object', properties: r };
  if ((n.size && (o.required = [...n]), t.every((s) => s.additionalProperties === !1))) o.additionalProperties = !1;
  else {
    const s = [];
    for (const i of t) {
      const a = Aa(i);
      a && !s.some((c) => JSON.stringify(c) === JSON.stringify(a)) && s.push(a);
    }
    s.length === 1 ? (o.additionalProperties = s[0]) : s.length > 1 && (o.additionalProperties = { allOf: s });
  }
  return o;
}
function op(e) {
  const t = e.allOf;
  if (!Array.isArray(t) || t.length < 2) return;
  for (const o of Ia) if (o in e) return;
  let r = t.filter((o) => $a.some((s) => Array.isArray(o[s]))),
    n = null;
  if (!r.length) n = An(t);
  else {
    const o = r[0],
      s = $a.find((c) => Array.isArray(o[c]));
    if (Object.keys(o).length !== 1) return;
    const i = t.filter((c) => c !== o),
      a = o[s].map((c) => An([...i, c]));
    if (a.some((c) => !c)) return;
    n = { [s]: a };
  }
  n && (delete e.allOf, Qe(e, n));
}
function On(e, t) {
  const r = e.seen.get(t);
  if (!r) throw new Error('Unprocessed schema. This is a bug in Zod.');
  const n = (a) => {
    const c = e.seen.get(a);
    if (c.ref === null) return;
    const u = c.def ?? c.schema,
      l = { ...u },
      h = c.ref;
    if (((c.ref = null), h)) {
      n(h);
      const d = e.seen.get(h),
        p = d.schema;
      if (
        (p.$ref && (e.target === 'draft-07' || e.target === 'draft-04' || e.target === 'openapi-3.0')
          ? ((u.allOf = u.allOf ?? []), u.allOf.push(p))
          : Qe(u, p),
        Qe(u, l),
        a._zod.parent === h)
      )
        for (const y in u) y === '$ref' || y === 'allOf' || y in l || delete u[y];
      if (p.$ref && d.def)
        for (const y in u)
          y === '$ref' ||
            y === 'allOf' ||
            (y in d.def && JSON.stringify(u[y]) === JSON.stringify(d.def[y]) && delete u[y]);
    }
    const f = a._zod.parent;
    if (f && f !== h) {
      n(f);
      const d = e.seen.get(f);
      if (d?.schema.$ref && ((u.$ref = d.schema.$ref), d.def))
        for (const p in u)
          p === '$ref' ||
            p === 'allOf' ||
            (p in d.def && JSON.stringify(u[p]) === JSON.stringify(d.def[p]) && delete u[p]);
    }
    e.override({ zodSchema: a, jsonSchema: u, path: c.path ?? [] });
  };
  if (!e.external || e.sharedEmitDoneFor !== e.external) {
    for (const a of [...e.seen.entries()].reverse()) n(a[0]);
    if (e.target !== 'openapi-3.0') for (const a of e.seen.entries()) Ta(a[1].def ?? a[1].schema);
    for (const a of e.deferred) a();
    if (e.intersections.length) {
      const a = new Map();
      for (const c of e.seen.values())
        for (const u of [c.schema, c.def]) {
          const l = u?.allOf;
          if (!Array.isArray(l)) continue;
          const h = a.get(l);
          h ? h.push(u) : a.set(l, [u]);
        }
      for (const c of e.intersections) for (const u of a.get(c) ?? []) op(u);
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
    const a = e.external.registry.get(t)?.id;
    if (!a) throw new Error('Schema is missing an `id` property');
    o.$id = e.external.uri(a);
  }
  Qe(o, r.defId ? r.schema : (r.def ?? r.schema));
  const s = e.metadataRegistry.get(t)?.id;
  s !== void 0 && o.id === s && delete o.id;
  const i = e.external?.defs ?? {};
  if (!e.external || e.sharedEmitDoneFor !== e.external)
    for (const a of e.seen.entries()) {
      const c = a[1];
      c.def && c.defId && (c.def.id === c.defId && delete c.def.id, B(i, c.defId, c.def));
    }
  e.external && (e.sharedEmitDoneFor = e.external),
    e.external || (Object.keys(i).length > 0 && (e.target === 'draft-2020-12' ? (o.$defs = i) : (o.definitions = i)));
  try {
    const a = JSON.parse(JSON.stringify(o));
    return (
      Object.defineProperty(a, '~standard', {
        value: {
          ...t['~standard'],
          jsonSchema: { input: et(t, 'input', e.processors), output: et(t, 'output', e.processors) },
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
function D(e, t) {
  const r = t ?? { seen: new Set() };
  if (r.seen.has(e)) return !1;
  r.seen.add(e);
  const n = e._zod.def;
  if (n.type === 'transform') return !0;
  if (n.type === 'array') return D(n.element, r);
  if (n.type === 'set') return D(n.valueType, r);
  if (n.type === 'lazy') return D(n.getter(), r);
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
    return D(n.innerType, r);
  if (n.type === 'intersection') return D(n.left, r) || D(n.right, r);
  if (n.type === 'record' || n.type === 'map') return D(n.keyType, r) || D(n.valueType, r);
  if (n.type === 'pipe') return e._zod.traits.has('$ZodCodec') ? !0 : D(n.in, r) || D(n.out, r);
  if (n.type === 'object') {
    for (const o in n.shape) if (D(n.shape[o], r)) return !0;
    return !1;
  }
  if (n.type === 'union') {
    for (const o of n.options) if (D(o, r)) return !0;
    return !1;
  }
  if (n.type === 'tuple') {
    for (const o of n.items) if (D(o, r)) return !0;
    return !!(n.rest && D(n.rest, r));
  }
  return !1;
}
var Oa =
    (e, t = {}) =>
    (r) => {
      const n = Tn({ ...r, processors: t });
      return C(e, n), In(n, e), On(n, e);
    },
  et =
    (e, t, r = {}) =>
    (n) => {
      const { libraryOptions: o, target: s } = n ?? {},
        i = Tn({ ...(o ?? {}), target: s, io: t, processors: r });
      return C(e, i), In(i, e), On(i, e);
    };
var Re = (e, t, r) => {
    (e[t] === void 0 || r > e[t]) && (e[t] = r);
  },
  Ce = (e, t, r) => {
    (e[t] === void 0 || r < e[t]) && (e[t] = r);
  },
  Ra = (e, t) => {
    Re(e, 'minimum', t), Ce(e, 'maximum', t);
  },
  La = (e, t) => {
    e.multipleOf ?? (e.multipleOf = []), e.multipleOf.includes(t) || e.multipleOf.push(t);
  },
  Da = (e, t) => {
    e.patterns ?? (e.patterns = new Set()), e.patterns.add(t);
  },
  ja = (e, t) => {
    e.mime = e.mime ? e.mime.filter((r) => t.includes(r)) : [...t];
  },
  Ma = (e, t) => {
    (e.format = t), t.includes('int') && (e.isInt = !0);
  },
  Ca = (e, t) => Re(e, 'minimum', t.minimum),
  Za = (e, t) => Ce(e, 'maximum', t.maximum),
  Na = (e) => (t, r) => {
    Ma(t, r.format);
    const [n, o] = e[r.format];
    Re(t, 'minimum', n), Ce(t, 'maximum', o);
  },
  sp = {
    greater_than: (e, t) => Re(e, t.inclusive ? 'minimum' : 'exclusiveMinimum', t.value),
    less_than: (e, t) => Ce(e, t.inclusive ? 'maximum' : 'exclusiveMaximum', t.value),
    multiple_of: (e, t) => La(e, t.value),
    number_format: Na(Be),
    bigint_format: Na(zt),
    min_length: Ca,
    max_length: Za,
    length_equals: (e, t) => Ra(e, t.length),
    min_size: Ca,
    max_size: Za,
    size_equals: (e, t) => Ra(e, t.size),
    string_format: (e, t) => {
      Ma(e, t.format),
        t.pattern && Da(e, t.pattern),
        (t.format === 'base64' || t.format === 'base64url') && (e.contentEncoding = t.format),
        (t.local || t.precision === -1) && (e.laxFormat = !0);
    },
    mime_type: (e, t) => ja(e, t.mime),
  };
function L(e) {
  const t = {},
    r = e._zod.def,
    n = e._zod.traits.has('$ZodCheck') ? [e, ...(r.checks ?? [])] : (r.checks ?? []);
  for (const s of n) sp[s._zod.def.check]?.(t, s._zod.def);
  const o = e._zod.bag;
  o.minimum !== void 0 && Re(t, 'minimum', o.minimum),
    o.exclusiveMinimum !== void 0 && Re(t, 'exclusiveMinimum', o.exclusiveMinimum),
    o.maximum !== void 0 && Ce(t, 'maximum', o.maximum),
    o.exclusiveMaximum !== void 0 && Ce(t, 'exclusiveMaximum', o.exclusiveMaximum),
    o.multipleOf !== void 0 && La(t, o.multipleOf),
    o.format !== void 0 && (t.format ?? (t.format = o.format), o.format.includes('int') && (t.isInt = !0)),
    o.mime && ja(t, o.mime);
  for (const s of o.patterns ?? []) Da(t, s);
  return t;
}
var ip = { guid: 'uuid', url: 'uri', datetime: 'date-time', json_string: 'json-string', regex: '' },
  ap = new Map([
    [cn, ss],
    [Mt, is],
  ]),
  Fa = (e) => ap.get(e) ?? e,
  Ua = (e, t, r, n) => {
    const o = r;
    o.type = 'string';
    const { minimum: s, maximum: i, format: a, patterns: c, contentEncoding: u, laxFormat: l } = L(e);
    if (
      (typeof s == 'number' && (o.minLength = s),
      typeof i == 'number' && (o.maxLength = i),
      a && ((o.format = ip[a] ?? a), o.format === '' && delete o.format, (a === 'time' || l) && delete o.format),
      u && (o.contentEncoding = u),
      c && c.size > 0)
    ) {
      const h = [...c].map(Fa);
      h.length === 1
        ? (o.pattern = h[0].source)
        : h.length > 1 &&
          (o.allOf = [
            ...h.map((f) => ({
              ...(t.target === 'draft-07' || t.target === 'draft-04' || t.target === 'openapi-3.0'
                ? { type: 'string' }
                : {}),
              pattern: f.source,
            })),
          ]);
    }
  },
  Ba = (e, t, r, n) => {
    const o = r,
      { minimum: s, maximum: i, multipleOf: a, exclusiveMaximum: c, exclusiveMinimum: u, isInt: l } = L(e);
    o.type = l ? 'integer' : 'number';
    const h = typeof u == 'number' && u >= (s ?? Number.NEGATIVE_INFINITY),
      f = typeof c == 'number' && c <= (i ?? Number.POSITIVE_INFINITY),
      d = t.target === 'draft-04' || t.target === 'openapi-3.0';
    if (
      (h
        ? d
          ? ((o.minimum = u), (o.exclusiveMinimum = !0))
          : (o.exclusiveMinimum = u)
        : typeof s == 'number' && (o.minimum = s),
      f
        ? d
          ? ((o.maximum = c), (o.exclusiveMaximum = !0))
          : (o.exclusiveMaximum = c)
        : typeof i == 'number' && (o.maximum = i),
      a)
    ) {
      const p = new Set();
      for (const b of a)
        Number.isFinite(b) && b !== 0
          ? p.add(Math.abs(b))
          : Y(e, t, o, n, `A multipleOf divisor of ${b} cannot be represented in JSON Schema`);
      const [g, ...y] = p;
      g !== void 0 && (o.multipleOf = g),
        y.length && (o.allOf = [...(o.allOf ?? []), ...y.map((b) => ({ multipleOf: b }))]);
    }
  },
  Ka = (e, t, r, n) => {
    r.type = 'boolean';
  },
  Va = (e, t, r, n) => {
    Y(e, t, r, n, 'BigInt cannot be represented in JSON Schema');
  };
var Ga = (e, t, r, n) => {
  r.not = {};
};
var Ja = (e, t, r, n) => {},
  Wa = (e, t, r, n) => {
    Y(e, t, r, n, 'Date cannot be represented in JSON Schema');
  },
  Ha = (e, t, r, n) => {
    const o = e._zod.def,
      s = ke(o.entries);
    if (s.length === 0) {
      r.not = {};
      return;
    }
    s.every((i) => typeof i == 'number') && (r.type = 'number'),
      s.every((i) => typeof i == 'string') && (r.type = 'string'),
      (r.enum = s);
  },
  qa = (e, t, r, n) => {
    const o = e._zod.def;
    if (o.values.length === 0) {
      r.not = {};
      return;
    }
    const s = [];
    for (const i of o.values)
      if (i === void 0) {
        if (Y(e, t, r, n, 'Literal `undefined` cannot be represented in JSON Schema')) return;
      } else if (typeof i == 'bigint') {
        if (Y(e, t, r, n, 'BigInt literals cannot be represented in JSON Schema')) return;
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
var Ya = (e, t, r, n) => {
  Y(e, t, r, n, 'Custom types cannot be represented in JSON Schema');
};
var Xa = (e, t, r, n) => {
  Y(e, t, r, n, 'Transforms cannot be represented in JSON Schema');
};
var Qa = (e, t, r, n) => {
  const o = r,
    s = e._zod.def,
    { minimum: i, maximum: a } = L(e);
  typeof i == 'number' && (o.minItems = i),
    typeof a == 'number' && (o.maxItems = a),
    (o.type = 'array'),
    (o.items = C(s.element, t, { ...n, path: [...n.path, 'items'] }));
};
function er(e) {
  const t = e._zod.def;
  return t.type === 'pipe' && t.in._zod.traits.has('$ZodTransform')
    ? er(t.out)
    : t.type === 'catch'
      ? er(t.innerType)
      : e._zod.optin;
}
var ec = (e, t, r, n) => {
    const o = r,
      s = e._zod.def,
      i = s.shape;
    if (Object.getOwnPropertySymbols(i).length && Y(e, t, o, n, 'Symbol keys cannot be represented in JSON Schema'))
      return;
    (o.type = 'object'), (o.properties = {});
    for (const u in i) B(o.properties, u, C(i[u], t, { ...n, path: [...n.path, 'properties', u] }));
    const c = [];
    for (const u of Object.keys(i)) {
      const l = s.shape[u];
      (t.io === 'input' ? er(l) === void 0 : l._zod.optout === void 0) && c.push(u);
    }
    c.length > 0 && (o.required = c),
      s.catchall?._zod.def.type === 'never'
        ? (o.additionalProperties = !1)
        : s.catchall
          ? s.catchall &&
            (o.additionalProperties = C(s.catchall, t, { ...n, path: [...n.path, 'additionalProperties'] }))
          : t.io === 'output' && (o.additionalProperties = !1);
  },
  tc = (e, t, r, n) => {
    const o = e._zod.def,
      s = o.inclusive === !1,
      i = o.options.map((a, c) => C(a, t, { ...n, path: [...n.path, s ? 'oneOf' : 'anyOf', c] }));
    s ? (r.oneOf = i) : (r.anyOf = i);
  },
  rc = (e, t, r, n) => {
    const o = e._zod.def,
      s = C(o.left, t, { ...n, path: [...n.path, 'allOf', 0] }),
      i = C(o.right, t, { ...n, path: [...n.path, 'allOf', 1] }),
      a = (u) => 'allOf' in u && Object.keys(u).length === 1,
      c = [...(a(s) ? s.allOf : [s]), ...(a(i) ? i.allOf : [i])];
    (r.allOf = c), t.intersections.push(c);
  };
function Rn(e, t, r) {
  if (t.$ref) {
    if (r.has(t)) return t;
    r.add(t);
    const p = e.get(t)?.def;
    if (!p) return t;
    const g = Rn(e, p, r);
    return g === p ? t : g;
  }
  for (const p of ['anyOf', 'oneOf']) {
    const g = t[p];
    if (!Array.isArray(g)) continue;
    const y = g.map((b) => Rn(e, b, r));
    y.some((b, w) => b !== g[w]) && (t = { ...t, [p]: y });
  }
  const n = Array.isArray(t.type) ? t.type : [t.type],
    o = !n.includes('string') && n.some((p) => p === 'number' || p === 'integer'),
    s = t.enum ?? (t.const !== void 0 ? [t.const] : void 0);
  if (!o && !s?.some((p) => typeof p == 'number')) return t;
  const { minimum: i, maximum: a, exclusiveMinimum: c, exclusiveMaximum: u, multipleOf: l, format: h, id: f, ...d } = t;
  return (
    d.enum
      ? (d.enum = d.enum.map((p) => (typeof p == 'number' ? String(p) : p)))
      : typeof d.const == 'number' && (d.const = String(d.const)),
    o && ((d.type = 'string'), s || (d.pattern = (n.includes('number') ? Je : tn).source)),
    d
  );
}
var Cn = new WeakMap();
function cp(e) {
  const t = new Map();
  for (const n of e.seen.values()) n.def && !t.has(n.schema) && t.set(n.schema, n);
  const r = new Map();
  for (const n of Cn.get(e) ?? []) {
    const o = e.seen.get(n),
      s = (o?.def ?? o?.schema)?.propertyNames;
    if (!s || s === !0 || r.has(s)) continue;
    const i = Rn(t, s, new Set());
    i !== s && r.set(s, i);
  }
  if (r.size)
    for (const n of e.seen.values())
      for (const o of [n.schema, n.def]) {
        const s = o && r.get(o.propertyNames);
        s && (o.propertyNames = s);
      }
}
var nc = (e, t, r, n) => {
    const o = r,
      s = e._zod.def;
    o.type = 'object';
    const i = s.keyType,
      a = L(i).patterns;
    if (s.mode === 'loose' && a && a.size > 0) {
      const l = C(s.valueType, t, { ...n, path: [...n.path, 'patternProperties', '*'] });
      o.patternProperties = {};
      for (const h of a) B(o.patternProperties, Fa(h).source, l);
    } else {
      if (t.target === 'draft-07' || t.target === 'draft-2020-12') {
        o.propertyNames = C(s.keyType, t, { ...n, path: [...n.path, 'propertyNames'] });
        let l = Cn.get(t);
        l || ((l = []), Cn.set(t, l), t.deferred.push(() => cp(t))), l.push(e);
      }
      o.additionalProperties = C(s.valueType, t, { ...n, path: [...n.path, 'additionalProperties'] });
    }
    const c = i._zod.values,
      u = t.io === 'input' && er(s.valueType) !== void 0;
    if (c && !s.partial && !u) {
      const l = [...c].filter((h) => typeof h == 'string' || typeof h == 'number');
      l.length > 0 && (o.required = l.map(String));
    }
  },
  oc = (e, t, r, n) => {
    const o = e._zod.def,
      s = C(o.innerType, t, n),
      i = t.seen.get(e);
    t.target === 'openapi-3.0' ? ((i.ref = o.innerType), (r.nullable = !0)) : (r.anyOf = [s, { type: 'null' }]);
  },
  sc = (e, t, r, n) => {
    const o = e._zod.def;
    C(o.innerType, t, n);
    const s = t.seen.get(e);
    s.ref = o.innerType;
  },
  Zn = Symbol();
function ic(e, t, r, n, o) {
  let s = !1,
    i = JSON.stringify(e, (a, c) => (typeof c != 'bigint' ? c : ((s = !0), null)));
  return s ? (Y(t, r, n, o, 'BigInt defaults cannot be represented in JSON Schema'), Zn) : JSON.parse(i);
}
var ac = (e, t, r, n) => {
    const o = e._zod.def;
    C(o.innerType, t, n);
    const s = t.seen.get(e);
    s.ref = o.innerType;
    const i = ic(o.defaultValue, e, t, r, n);
    i !== Zn && (r.default = i);
  },
  cc = (e, t, r, n) => {
    const o = e._zod.def;
    C(o.innerType, t, n);
    const s = t.seen.get(e);
    if (((s.ref = o.innerType), t.io !== 'input')) return;
    const i = ic(o.defaultValue, e, t, r, n);
    i !== Zn && (r._prefault = i);
  },
  uc = (e, t, r, n) => {
    const o = e._zod.def;
    C(o.innerType, t, n);
    const s = t.seen.get(e);
    s.ref = o.innerType;
    let i;
    try {
      i = o.catchValue(void 0);
    } catch {
      Y(e, t, r, n, 'Dynamic catch values are not supported in JSON Schema');
      return;
    }
    r.default = i;
  },
  lc = (e, t, r, n) => {
    const o = e._zod.def,
      s = o.in._zod.traits.has('$ZodTransform'),
      i = t.io === 'input' ? (s ? o.out : o.in) : o.out;
    C(i, t, n);
    const a = t.seen.get(e);
    a.ref = i;
  },
  pc = (e, t, r, n) => {
    const o = e._zod.def;
    C(o.innerType, t, n);
    const s = t.seen.get(e);
    (s.ref = o.innerType), (r.readOnly = !0);
  };
var Nn = (e, t, r, n) => {
  const o = e._zod.def;
  C(o.innerType, t, n);
  const s = t.seen.get(e);
  s.ref = o.innerType;
};
var fc = new WeakSet([Object.prototype, Error.prototype]);
function tr(e, t, r) {
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
var yp = (e, t) => {
  Oo.init(e, t), (e.name = 'ZodError');
  const r = Object.getPrototypeOf(e);
  fc.has(r) ||
    (fc.add(r),
    tr(r, 'format', (n) => (o) => Co(n, o)),
    tr(r, 'flatten', (n) => (o) => Ro(n, o)),
    tr(r, 'addIssue', (n) => (o) => {
      n.issues.push(o), (n.message = JSON.stringify(n.issues, Pe, 2));
    }),
    tr(r, 'addIssues', (n) => (o) => {
      n.issues.push(...o), (n.message = JSON.stringify(n.issues, Pe, 2));
    }),
    Object.defineProperty(r, 'isEmpty', {
      configurable: !0,
      enumerable: !1,
      get() {
        return this.issues.length === 0;
      },
    }));
};
var F = m('ZodError', yp, void 0, { Parent: Error });
var dc = At(F),
  mc = Tt(F),
  hc = It(F),
  gc = Ot(F),
  yc = No(F),
  _c = Lo(F),
  bc = Do(F),
  xc = jo(F),
  vc = Mo(F),
  wc = Fo(F),
  Sc = Uo(F),
  zc = Bo(F);
function bp() {
  j.localeError || M(Ki());
}
function or() {
  j.memoizer || M({ memoizer: Bi() });
}
var O = m('ZodType', (e, t) => (bp(), A.init(e, t), (e.def = t), (e.type = t.type), e), {
    check(...e) {
      const t = this.def;
      return this.clone(
        v.mergeDefs(t, {
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
      return J(this, e, t);
    },
    brand() {
      return this;
    },
    register(e, t) {
      return e.add(this, t), this;
    },
    refine(e, t) {
      return this.check(cf(e, t));
    },
    superRefine(e, t) {
      return this.check(uf(e, t));
    },
    overwrite(e) {
      return this.check(de(e));
    },
    optional() {
      return Ec(this);
    },
    exactOptional() {
      return Jp(this);
    },
    nullable() {
      return $c(this);
    },
    nullish() {
      return Ec($c(this));
    },
    nonoptional(e) {
      return Qp(this, e);
    },
    array() {
      return ce(this);
    },
    or(e) {
      return Dn([this, e]);
    },
    and(e) {
      return Kp(this, e);
    },
    transform(e) {
      return Ac(this, Lc(e));
    },
    default(e) {
      return qp(this, e);
    },
    prefault(e) {
      return Xp(this, e);
    },
    catch(e) {
      return tf(this, e);
    },
    pipe(e) {
      return Ac(this, e);
    },
    readonly() {
      return sf(this);
    },
    describe(e) {
      const t = this.clone();
      return _e.add(t, { description: e }), t;
    },
    meta(...e) {
      if (e.length === 0) return _e.get(this);
      const t = this.clone();
      return _e.add(t, e[0]), t;
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
      return v.hide(this, '~standard', {
        ...an(this),
        jsonSchema: { input: et(this, 'input'), output: et(this, 'output') },
      });
    },
    set '~standard'(e) {
      v.own(this, '~standard', e);
    },
    parse: function e(t, r) {
      return dc(this, t, r, { callee: e });
    },
    parseAsync: async function e(t, r) {
      return await mc(this, t, r, { callee: e });
    },
    safeParse(e, t) {
      return hc(this, e, t);
    },
    async safeParseAsync(e, t) {
      return gc(this, e, t);
    },
    get spa() {
      return this?.safeParseAsync;
    },
    set spa(e) {
      v.own(this, 'spa', e);
    },
    validate(e, t) {
      return Yr(this, e, t);
    },
    validateAsync(e, t) {
      return Xr(this, e, t);
    },
    encode: function e(t, r) {
      return yc(this, t, r, { callee: e });
    },
    decode: function e(t, r) {
      return _c(this, t, r, { callee: e });
    },
    encodeAsync: async function e(t, r) {
      return await bc(this, t, r, { callee: e });
    },
    decodeAsync: async function e(t, r) {
      return await xc(this, t, r, { callee: e });
    },
    safeEncode(e, t) {
      return vc(this, e, t);
    },
    safeDecode(e, t) {
      return wc(this, e, t);
    },
    async safeEncodeAsync(e, t) {
      return Sc(this, e, t);
    },
    async safeDecodeAsync(e, t) {
      return zc(this, e, t);
    },
    toJSONSchema(e) {
      return Oa(this, {})(e);
    },
    get description() {
      return _e.get(this)?.description;
    },
    get _def() {
      return this._zod.def;
    },
  }),
  Tc = m(
    '_ZodString',
    (e, t) => {
      Ae.init(e, t), O.init(e, t), (e._zod.processJSONSchema = (r, n, o) => Ua(e, r, n, o));
    },
    v.derived(
      {
        format: (e) => L(e).format ?? null,
        minLength: (e) => L(e).minimum ?? null,
        maxLength: (e) => L(e).maximum ?? null,
      },
      {
        regex(...e) {
          return this.check(_n(...e));
        },
        includes(...e) {
          return this.check(vn(...e));
        },
        startsWith(...e) {
          return this.check(wn(...e));
        },
        endsWith(...e) {
          return this.check(Sn(...e));
        },
        min(...e) {
          return this.check(Oe(...e));
        },
        max(...e) {
          return this.check(Xt(...e));
        },
        length(...e) {
          return this.check(Qt(...e));
        },
        nonempty(...e) {
          return this.check(Oe(1, ...e));
        },
        lowercase(e) {
          return this.check(bn(e));
        },
        uppercase(e) {
          return this.check(xn(e));
        },
        trim() {
          return this.check(kn());
        },
        normalize(...e) {
          return this.check(zn(...e));
        },
        toLowerCase() {
          return this.check(Pn());
        },
        toUpperCase() {
          return this.check(En());
        },
        slugify() {
          return this.check($n());
        },
      },
    ),
  ),
  sr = m(
    'ZodString',
    (e, t) => {
      Ae.init(e, t), Tc.init(e, t);
    },
    {
      email(e) {
        return this.check(gn(Ic, e));
      },
      url(e) {
        return this.check(yn(Oc, e));
      },
      jwt(e) {
        return this.check(da(Zp, e));
      },
      emoji(e) {
        return this.check(Qi(vp, e));
      },
      guid(e) {
        return this.check(Wi(xp, e));
      },
      uuid(e) {
        return this.check(Hi(rr, e));
      },
      uuidv4(e) {
        return this.check(qi(rr, e));
      },
      uuidv6(e) {
        return this.check(Yi(rr, e));
      },
      uuidv7(e) {
        return this.check(Xi(rr, e));
      },
      nanoid(e) {
        return this.check(ea(wp, e));
      },
      cuid(e) {
        return this.check(ta(Sp, e));
      },
      cuid2(e) {
        return this.check(ra(zp, e));
      },
      ulid(e) {
        return this.check(na(kp, e));
      },
      base64(e) {
        return this.check(la(Op, e));
      },
      base64url(e) {
        return this.check(pa(Rp, e));
      },
      xid(e) {
        return this.check(oa(Pp, e));
      },
      ksuid(e) {
        return this.check(sa(Ep, e));
      },
      ipv4(e) {
        return this.check(ia($p, e));
      },
      ipv6(e) {
        return this.check(aa(Ap, e));
      },
      cidrv4(e) {
        return this.check(ca(Tp, e));
      },
      cidrv6(e) {
        return this.check(ua(Ip, e));
      },
      e164(e) {
        return this.check(fa(Cp, e));
      },
      datetime(e) {
        return this.check(Wt(tt, e));
      },
      date(e) {
        return this.check(Ht(rt, e));
      },
      time(e) {
        return this.check(qt(nt, e));
      },
      duration(e) {
        return this.check(Yt(ot, e));
      },
    },
  );
function _(e) {
  return Gi(sr, e);
}
var R = m('ZodStringFormat', (e, t) => {
    I.init(e, t), Tc.init(e, t);
  }),
  tt = m('ZodISODateTime', (e, t) => {
    ri.init(e, t), R.init(e, t);
  }),
  rt = m('ZodISODate', (e, t) => {
    ni.init(e, t), R.init(e, t);
  }),
  nt = m('ZodISOTime', (e, t) => {
    oi.init(e, t), R.init(e, t);
  }),
  ot = m('ZodISODuration', (e, t) => {
    si.init(e, t), R.init(e, t);
  }),
  Ic = m('ZodEmail', (e, t) => {
    Vs.init(e, t), R.init(e, t);
  });
function ir(e) {
  return gn(Ic, e);
}
var xp = m('ZodGUID', (e, t) => {
  Bs.init(e, t), R.init(e, t);
});
var rr = m('ZodUUID', (e, t) => {
  Ks.init(e, t), R.init(e, t);
});
var Oc = m('ZodURL', (e, t) => {
  Ws.init(e, t), R.init(e, t);
});
function be(e) {
  return yn(Oc, e);
}
var vp = m('ZodEmoji', (e, t) => {
  Hs.init(e, t), R.init(e, t);
});
var wp = m('ZodNanoID', (e, t) => {
  qs.init(e, t), R.init(e, t);
});
var Sp = m('ZodCUID', (e, t) => {
  Ys.init(e, t), R.init(e, t);
});
var zp = m('ZodCUID2', (e, t) => {
  Xs.init(e, t), R.init(e, t);
});
var kp = m('ZodULID', (e, t) => {
  Qs.init(e, t), R.init(e, t);
});
var Pp = m('ZodXID', (e, t) => {
  ei.init(e, t), R.init(e, t);
});
var Ep = m('ZodKSUID', (e, t) => {
  ti.init(e, t), R.init(e, t);
});
var $p = m('ZodIPv4', (e, t) => {
  ii.init(e, t), R.init(e, t);
});
var Ap = m('ZodIPv6', (e, t) => {
  ci.init(e, t), R.init(e, t);
});
var Tp = m('ZodCIDRv4', (e, t) => {
  ui.init(e, t), R.init(e, t);
});
var Ip = m('ZodCIDRv6', (e, t) => {
  li.init(e, t), R.init(e, t);
});
var Op = m('ZodBase64', (e, t) => {
  fi.init(e, t), R.init(e, t);
});
var Rp = m('ZodBase64URL', (e, t) => {
  di.init(e, t), R.init(e, t);
});
var Cp = m('ZodE164', (e, t) => {
  mi.init(e, t), R.init(e, t);
});
var Zp = m('ZodJWT', (e, t) => {
  hi.init(e, t), R.init(e, t);
});
var ar = m(
  'ZodNumber',
  (e, t) => {
    un.init(e, t), O.init(e, t), (e._zod.processJSONSchema = (r, n, o) => Ba(e, r, n, o)), (e.isFinite = !0);
  },
  v.derived(
    {
      minValue: (e) => {
        const { minimum: t, exclusiveMinimum: r } = L(e);
        return Math.max(t ?? Number.NEGATIVE_INFINITY, r ?? Number.NEGATIVE_INFINITY);
      },
      maxValue: (e) => {
        const { maximum: t, exclusiveMaximum: r } = L(e);
        return Math.min(t ?? Number.POSITIVE_INFINITY, r ?? Number.POSITIVE_INFINITY);
      },
      isInt: (e) => {
        const { isInt: t, multipleOf: r } = L(e);
        return !!t || !!r?.some(Number.isSafeInteger);
      },
      format: (e) => L(e).format ?? null,
    },
    {
      gt(e, t) {
        return this.check(Ie(e, t));
      },
      gte(e, t) {
        return this.check(ae(e, t));
      },
      min(e, t) {
        return this.check(ae(e, t));
      },
      lt(e, t) {
        return this.check(Te(e, t));
      },
      lte(e, t) {
        return this.check(ie(e, t));
      },
      max(e, t) {
        return this.check(ie(e, t));
      },
      int(e) {
        return this.check(kc(e));
      },
      safe(e) {
        return this.check(kc(e));
      },
      positive(e) {
        return this.check(Ie(0, e));
      },
      nonnegative(e) {
        return this.check(ae(0, e));
      },
      negative(e) {
        return this.check(Te(0, e));
      },
      nonpositive(e) {
        return this.check(ie(0, e));
      },
      multipleOf(e, t) {
        return this.check(Xe(e, t));
      },
      step(e, t) {
        return this.check(Xe(e, t));
      },
      finite() {
        return this;
      },
    },
  ),
);
function Z(e) {
  return ma(ar, e);
}
var Np = m('ZodNumberFormat', (e, t) => {
  gi.init(e, t), ar.init(e, t);
});
function kc(e) {
  return ga(Np, e);
}
var cr = m('ZodBoolean', (e, t) => {
  Ft.init(e, t), O.init(e, t), (e._zod.processJSONSchema = (r, n, o) => Ka(e, r, n, o));
});
function me(e) {
  return ya(cr, e);
}
var Rc = m(
  'ZodBigInt',
  (e, t) => {
    yi.init(e, t), O.init(e, t), (e._zod.processJSONSchema = (r, n, o) => Va(e, r, n, o));
  },
  v.derived(
    {
      minValue: (e) => L(e).minimum ?? null,
      maxValue: (e) => L(e).maximum ?? null,
      format: (e) => L(e).format ?? null,
    },
    {
      gte(e, t) {
        return this.check(ae(e, t));
      },
      min(e, t) {
        return this.check(ae(e, t));
      },
      gt(e, t) {
        return this.check(Ie(e, t));
      },
      lt(e, t) {
        return this.check(Te(e, t));
      },
      lte(e, t) {
        return this.check(ie(e, t));
      },
      max(e, t) {
        return this.check(ie(e, t));
      },
      positive(e) {
        return this.check(Ie(BigInt(0), e));
      },
      negative(e) {
        return this.check(Te(BigInt(0), e));
      },
      nonpositive(e) {
        return this.check(ie(BigInt(0), e));
      },
      nonnegative(e) {
        return this.check(ae(BigInt(0), e));
      },
      multipleOf(e, t) {
        return this.check(Xe(e, t));
      },
    },
  ),
);
var Lp = m('ZodUnknown', (e, t) => {
  _i.init(e, t), O.init(e, t), (e._zod.processJSONSchema = (r, n, o) => Ja(e, r, n, o));
});
function nr() {
  return xa(Lp);
}
var Dp = m('ZodNever', (e, t) => {
  bi.init(e, t), O.init(e, t), (e._zod.processJSONSchema = (r, n, o) => Ga(e, r, n, o));
});
function jp(e) {
  return va(Dp, e);
}
var Cc = m(
  'ZodDate',
  (e, t) => {
    xi.init(e, t),
      O.init(e, t),
      (e._zod.processJSONSchema = (r, n, o) => Wa(e, r, n, o)),
      (e.min = (r, n) => e.check(ae(r, n))),
      (e.max = (r, n) => e.check(ie(r, n)));
  },
  v.derived(
    {
      minDate: (e) => {
        const { minimum: t } = L(e);
        return t ? new Date(t) : null;
      },
      maxDate: (e) => {
        const { maximum: t } = L(e);
        return t ? new Date(t) : null;
      },
    },
    {},
  ),
);
var Mp = m(
  'ZodArray',
  (e, t) => {
    or(),
      vi.init(e, t),
      O.init(e, t),
      (e._zod.processJSONSchema = (r, n, o) => Qa(e, r, n, o)),
      (e.element = t.element);
  },
  {
    min(e, t) {
      return this.check(Oe(e, t));
    },
    nonempty(e) {
      return this.check(Oe(1, e));
    },
    max(e, t) {
      return this.check(Xt(e, t));
    },
    length(e, t) {
      return this.check(Qt(e, t));
    },
    unwrap() {
      return this.element;
    },
  },
);
function ce(e, t) {
  return Sa(Mp, e, t);
}
var Fp = m(
  'ZodObject',
  (e, t) => {
    or(),
      zi.init(e, t),
      O.init(e, t),
      (e._zod.processJSONSchema = (r, n, o) => ec(e, r, n, o)),
      v.installLazyProp(e, 'shape', (r) => r._zod.def.shape, !1);
  },
  {
    keyof() {
      return K(Object.keys(this._zod.def.shape));
    },
    catchall(e) {
      return this.clone(v.mergeDefs(this._zod.def, { catchall: e }));
    },
    passthrough() {
      return this.clone(v.mergeDefs(this._zod.def, { catchall: nr() }));
    },
    loose() {
      return this.clone(v.mergeDefs(this._zod.def, { catchall: nr() }));
    },
    strict() {
      return this.clone(v.mergeDefs(this._zod.def, { catchall: jp() }));
    },
    strip() {
      return this.clone(v.mergeDefs(this._zod.def, { catchall: void 0 }));
    },
    extend(e) {
      return v.extend(this, e);
    },
    safeExtend(e) {
      return v.safeExtend(this, e);
    },
    merge(e) {
      return v.merge(this, e);
    },
    pick(e) {
      return v.pick(this, e);
    },
    omit(e) {
      return v.omit(this, e);
    },
    partial(...e) {
      return v.partial(Dc, this, e[0]);
    },
    exactPartial(...e) {
      return v.partial(jc, this, e[0], 'exactPartial');
    },
    required(...e) {
      return v.required(Mc, this, e[0]);
    },
  },
);
function T(e, t) {
  const r = { type: 'object', shape: e ?? {}, ...v.normalizeParams(t) };
  return new Fp(r);
}
var Up = m('ZodUnion', (e, t) => {
  ki.init(e, t), O.init(e, t), (e._zod.processJSONSchema = (r, n, o) => tc(e, r, n, o)), (e.options = t.options);
});
function Dn(e, t) {
  return new Up({ type: 'union', options: e, ...v.normalizeParams(t) });
}
var Bp = m('ZodIntersection', (e, t) => {
  Pi.init(e, t), O.init(e, t), (e._zod.processJSONSchema = (r, n, o) => rc(e, r, n, o));
});
function Kp(e, t) {
  return new Bp({ type: 'intersection', left: e, right: t });
}
var Pc = m('ZodRecord', (e, t) => {
  or(),
    Ei.init(e, t),
    O.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => nc(e, r, n, o)),
    (e.keyType = t.keyType),
    (e.valueType = t.valueType);
});
function Zc(e, t, r) {
  return !t || !t._zod
    ? new Pc({ type: 'record', keyType: _(), valueType: e, ...v.normalizeParams(t) })
    : new Pc({ type: 'record', keyType: e, valueType: t, ...v.normalizeParams(r) });
}
var Ln = m('ZodEnum', (e, t) => {
  $i.init(e, t),
    O.init(e, t),
    (e._zod.processJSONSchema = (n, o, s) => Ha(e, n, o, s)),
    (e.enum = t.entries),
    (e.options = [...e._zod.values]);
  const r = new Set(Object.keys(t.entries));
  (e.extract = (n, o) => {
    const s = {};
    for (const i of n)
      if (r.has(i)) s[i] = t.entries[i];
      else throw new Error(`Key ${i} not found in enum`);
    return new Ln({ ...t, checks: [], ...v.normalizeParams(o), entries: s });
  }),
    (e.exclude = (n, o) => {
      const s = { ...t.entries };
      for (const i of n)
        if (r.has(i)) delete s[i];
        else throw new Error(`Key ${i} not found in enum`);
      return new Ln({ ...t, checks: [], ...v.normalizeParams(o), entries: s });
    });
});
function K(e, t) {
  const r = Array.isArray(e) ? Object.fromEntries(e.map((n) => [n, n])) : e;
  return new Ln({ type: 'enum', entries: r, ...v.normalizeParams(t) });
}
var Vp = m('ZodLiteral', (e, t) => {
  Ai.init(e, t),
    O.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => qa(e, r, n, o)),
    (e.values = new Set(t.values)),
    Object.defineProperty(e, 'value', {
      get() {
        if (t.values.length > 1)
          throw new Error('This schema contains multiple valid literal values. Use `.values` instead.');
        return t.values[0];
      },
    });
});
function Nc(e, t) {
  return new Vp({ type: 'literal', values: Array.isArray(e) ? e : [e], ...v.normalizeParams(t) });
}
var Gp = m('ZodTransform', (e, t) => {
  or(),
    Ti.init(e, t),
    O.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => Xa(e, r, n, o)),
    (e._zod.parse = (r, n) => {
      if (n.direction === 'backward') throw new $e(e.constructor.name);
      r.addIssue = (s) => {
        if (typeof s == 'string') r.issues.push(v.issue(s, r.value, t));
        else {
          const i = s;
          i.fatal && (i.continue = !1),
            i.code ?? (i.code = 'custom'),
            'input' in i || (i.input = r.value),
            i.inst ?? (i.inst = e),
            r.issues.push(v.issue(i));
        }
      };
      const o = t.transform(r.value, r);
      return o instanceof Promise ? o.then((s) => ((r.value = s), r)) : ((r.value = o), r);
    });
});
function Lc(e) {
  return new Gp({ type: 'transform', transform: e });
}
var Dc = m('ZodOptional', (e, t) => {
  ln.init(e, t),
    O.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => Nn(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType);
});
function Ec(e) {
  return new Dc({ type: 'optional', innerType: e });
}
var jc = m('ZodExactOptional', (e, t) => {
  Ii.init(e, t),
    O.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => Nn(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType);
});
function Jp(e) {
  return new jc({ type: 'optional', innerType: e });
}
var Wp = m('ZodNullable', (e, t) => {
  Oi.init(e, t),
    O.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => oc(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType);
});
function $c(e) {
  return new Wp({ type: 'nullable', innerType: e });
}
var Hp = m('ZodDefault', (e, t) => {
  Ri.init(e, t),
    O.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => ac(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType),
    (e.removeDefault = e.unwrap);
});
function qp(e, t) {
  return new Hp({
    type: 'default',
    innerType: e,
    get defaultValue() {
      return typeof t == 'function' ? t() : v.shallowClone(t);
    },
  });
}
var Yp = m('ZodPrefault', (e, t) => {
  Ci.init(e, t),
    O.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => cc(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType);
});
function Xp(e, t) {
  return new Yp({
    type: 'prefault',
    innerType: e,
    get defaultValue() {
      return typeof t == 'function' ? t() : v.shallowClone(t);
    },
  });
}
var Mc = m('ZodNonOptional', (e, t) => {
  Zi.init(e, t),
    O.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => sc(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType);
});
function Qp(e, t) {
  return new Mc({ type: 'nonoptional', innerType: e, ...v.normalizeParams(t) });
}
var ef = m('ZodCatch', (e, t) => {
  Ni.init(e, t),
    O.init(e, t),
    (e._zod.processJSONSchema = (r, n, o) => uc(e, r, n, o)),
    (e.unwrap = () => e._zod.def.innerType),
    (e.removeCatch = e.unwrap);
});
function tf(e, t) {
  return new ef({ type: 'catch', innerType: e, catchValue: typeof t == 'function' ? t : v.constantCatch(t) });
}
var jn = m('ZodPipe', (e, t) => {
  pn.init(e, t), O.init(e, t), (e._zod.processJSONSchema = (r, n, o) => lc(e, r, n, o)), (e.in = t.in), (e.out = t.out);
});
function Ac(e, t) {
  return new jn({ type: 'pipe', in: e, out: t });
}
var rf = m('ZodCodec', (e, t) => {
  jn.init(e, t), Ut.init(e, t);
});
var nf = m('ZodPreprocess', (e, t) => {
    jn.init(e, t), Li.init(e, t);
  }),
  of = m('ZodReadonly', (e, t) => {
    Di.init(e, t),
      O.init(e, t),
      (e._zod.processJSONSchema = (r, n, o) => pc(e, r, n, o)),
      (e.unwrap = () => e._zod.def.innerType);
  });
function sf(e) {
  return new of({ type: 'readonly', innerType: e });
}
var af = m('ZodCustom', (e, t) => {
  ji.init(e, t), O.init(e, t), (e._zod.processJSONSchema = (r, n, o) => Ya(e, r, n, o));
});
function cf(e, t = {}) {
  return za(af, e, t);
}
function uf(e, t) {
  return ka(e, t);
}
var Fc = (...e) => Pa({ Codec: rf, Boolean: cr, String: sr }, ...e);
function Uc(e, t) {
  return new nf({ type: 'pipe', in: Lc(e), out: t });
}
var ur = {};
Cr(ur, {
  ZodISODate: () => rt,
  ZodISODateTime: () => tt,
  ZodISODuration: () => ot,
  ZodISOTime: () => nt,
  date: () => ff,
  datetime: () => pf,
  duration: () => mf,
  time: () => df,
});
function pf(e) {
  return Wt(tt, e);
}
function ff(e) {
  return Ht(rt, e);
}
function df(e) {
  return qt(nt, e);
}
function mf(e) {
  return Yt(ot, e);
}
var Ne = {};
Cr(Ne, { bigint: () => _f, boolean: () => yf, date: () => bf, number: () => gf, string: () => hf });
function hf(e) {
  return Ji(sr, e);
}
function gf(e) {
  return ha(ar, e);
}
function yf(e) {
  return _a(cr, e);
}
function _f(e) {
  return ba(Rc, e);
}
function bf(e) {
  return wa(Cc, e);
}
var lr = T({ cursor: _().max(1024).optional(), limit: Ne.number().int().min(1).max(200).default(50) });
function pr(e) {
  return T({ items: ce(e), cursor: _().nullable() });
}
var xf = ['pending', 'in_progress', 'completed'],
  Le = K(xf),
  vf = ['low', 'medium', 'high'],
  Mn = K(vf),
  wf = 'medium',
  Bc = 'Task title is required',
  Kc = 200,
  Vc = 5e3,
  fr = T({
    id: _(),
    title: _(),
    description: _().nullable(),
    status: Le,
    priority: Mn,
    dueDate: _().nullable(),
    userId: _(),
    assigneeEmployeeId: _().nullable(),
    createdByAutomationId: _().nullable(),
    createdAt: _(),
    updatedAt: _(),
    completedAt: _().nullable(),
  }),
  Gc = _({ error: Bc }).trim().min(1, Bc).max(Kc, `Task title must be at most ${Kc} characters`),
  Jc = _()
    .max(Vc, `Description must be at most ${Vc} characters`)
    .nullish()
    .transform((e) => (e?.trim() ? e.trim() : null)),
  Wc = Dn([ur.datetime({ offset: !0, error: 'Due date must be an ISO date-time' }), Nc('')])
    .nullish()
    .transform((e) => (e ? new Date(e).toISOString() : null)),
  Sf = T({
    title: Gc,
    description: Jc,
    status: Le.default('pending'),
    priority: Mn.default(wf),
    dueDate: Wc,
    userId: nr().optional(),
  }),
  zf = T({
    title: Gc.optional(),
    description: Jc.optional(),
    status: Le.optional(),
    priority: Mn.optional(),
    dueDate: Wc.optional(),
  }).refine((e) => Object.values(e).some((t) => t !== void 0), { error: 'Nothing to update' }),
  Hc = lr.extend({ status: Le.optional() }),
  kf = T({ pending: Z(), in_progress: Z(), completed: Z() }),
  qc = pr(fr).extend({ counts: kf, assigneeNames: Zc(_(), _()) });
function Yc(e) {
  return typeof e.response == 'object';
}
var Xc = {
  id: 'listTasks',
  method: 'GET',
  path: '/api/tasks',
  auth: 'session',
  handler: 'tasks/list-tasks',
  query: Hc,
  response: qc,
};
import { Readable as Ef } from 'node:stream';
import { pipeline as $f } from 'node:stream/promises';
import { ReadableStream as Af } from 'node:stream/web';
import { setTimeout as Tf } from 'node:timers';
var If = () => {},
  Qc = {
    timeoutEarlyInMillis: 5,
    timeoutEarlyResponse: () => {
      const e = new Error('[AbortError]: The operation was aborted.', { cause: { package: '@middy/core' } });
      throw ((e.name = 'TimeoutError'), e);
    },
    streamifyResponse: !1,
  },
  Of = (e, t) => {
    let r, n;
    typeof e == 'function' ? ((r = e), (n = { ...Qc, ...t })) : ((r = If), (n = { ...Qc, ...e })),
      (n.timeoutEarly = n.timeoutEarlyInMillis > 0),
      n.beforePrefetch?.();
    const o = [],
      s = [],
      i = [],
      a = (u = {}, l = {}) => ({ event: u, context: l, response: void 0, error: void 0, internal: n.internal ?? {} }),
      c = n.streamifyResponse
        ? awslambda.streamifyResponse(async (u, l, h) => {
            const f = a(u, h);
            n.requestStart?.(f);
            let d = await eu(f, o, r, s, i, n),
              p = l,
              g = d;
            if (d.statusCode) {
              const { body: b, ...w } = d;
              (g = b ?? ''), (p = awslambda.HttpResponseStream.from(p, w));
            }
            let y;
            if (
              (g._readableState || g instanceof Af
                ? (y = g)
                : typeof g == 'string' && (y = Ef.from(g.length < Un ? g : Rf(g))),
              !y)
            )
              throw new Error('handler response not a ReadableStream');
            await $f(y, p), await n.requestEnd?.(f);
          })
        : async (u, l) => {
            const h = a(u, l);
            n.requestStart?.(h);
            const f = await eu(h, o, r, s, i, n);
            return await n.requestEnd?.(h), f;
          };
    return (
      (c.use = (u) => {
        const l = Array.isArray(u) ? u : [u];
        for (const h of l) {
          const { before: f, after: d, onError: p } = h;
          if (f || d || p) f && c.before(f), d && c.after(d), p && c.onError(p);
          else
            throw new Error(
              'Middleware must be an object containing at least one key among "before", "after", "onError"',
            );
        }
        return c;
      }),
      (c.before = (u) => (o.push(u), c)),
      (c.after = (u) => (s.unshift(u), c)),
      (c.onError = (u) => (i.unshift(u), c)),
      (c.handler = (u) => ((r = u), c)),
      c
    );
  },
  Un = 16384;
function* Rf(e) {
  let t = 0,
    r = e.length;
  for (; t < r; ) yield e.substring(t, t + Un), (t += Un);
}
var dr = new AbortController(),
  eu = async (e, t, r, n, o, s) => {
    let i,
      a = s.timeoutEarly && e.context.getRemainingTimeInMillis;
    try {
      if ((await Fn(e, t, s), !Object.hasOwn(e, 'earlyResponse'))) {
        s.beforeHandler?.(), dr.signal.aborted && (dr = new AbortController());
        const c = [r(e.event, e.context, { signal: dr.signal })];
        if (a) {
          let u,
            l = new Promise((h, f) => {
              u = () => {
                dr.abort();
                try {
                  h(s.timeoutEarlyResponse());
                } catch (d) {
                  f(d);
                }
              };
            });
          (i = Tf(u, e.context.getRemainingTimeInMillis() - s.timeoutEarlyInMillis)), c.push(l);
        }
        (e.response = await Promise.race(c)), i && clearTimeout(i), s.afterHandler?.(), await Fn(e, n, s);
      }
    } catch (c) {
      i && clearTimeout(i), (e.response = void 0), (e.error = c);
      try {
        await Fn(e, o, s);
      } catch (u) {
        throw ((u.originalError = e.error), (e.error = u), e.error);
      }
      if (typeof e.response > 'u') throw e.error;
    }
    return e.response;
  },
  Fn = async (e, t, r) => {
    for (const n of t) {
      r.beforeMiddleware?.(n.name);
      const o = await n(e);
      if ((r.afterMiddleware?.(n.name), typeof o < 'u' && (e.earlyResponse = o), Object.hasOwn(e, 'earlyResponse'))) {
        e.response = e.earlyResponse;
        return;
      }
    }
  },
  tu = Of;
var ru = 0,
  Cf = new Set();
function mr(e, t) {
  let r;
  return () => {
    if (r?.generation !== ru) {
      const n = e();
      (r = { generation: ru, value: n }), t && Cf.add(() => t(n));
    }
    return r.value;
  };
}
var Zf = T({
    AUTH_MODE: K(['local', 'cognito']).default('local'),
    APP_ORIGIN: be().optional(),
    AWS_REGION: _().default('us-east-1'),
    TABLE_NAME: _().min(1).default('bizpilot'),
    DYNAMODB_ENDPOINT: be().optional(),
    FILES_BUCKET: _().min(1).default('bizpilot-files'),
    S3_ENDPOINT: be().optional(),
    COGNITO_DOMAIN: be().optional(),
    COGNITO_CLIENT_ID: _().optional(),
    COGNITO_USER_POOL_ID: _().optional(),
    COGNITO_ISSUER: be().optional(),
    LOG_LEVEL: K(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
    OPENAI_BASE_URL: be().optional(),
    OPENAI_MODEL: _().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: Ne.number().int().min(1e3).max(12e4).default(2e4),
    EVENT_BUS_NAME: _().min(1).optional(),
    MESSAGE_DELIVERY: K(['outbox', 'aws']).default('outbox'),
    SES_FROM_ADDRESS: ir().optional(),
    CREDENTIALS_KEY_ARN: _().min(1).optional(),
    CREDENTIALS_KEY_FILE: _().min(1).optional(),
    VALIDATE_RESPONSES: Fc().default(!1),
  }),
  ve = mr(() => Nf(process.env));
function Nf(e) {
  const t = Object.fromEntries(Object.entries(e).filter(([, n]) => n !== void 0 && n !== '')),
    r = Zf.safeParse(t);
  if (!r.success) {
    const n = r.error.issues.map((o) => `${o.path.join('.')}: ${o.message}`).join('; ');
    throw new Error(`Invalid configuration: ${n}`);
  }
  return r.data;
}
var X = class extends Error {
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
  he = class extends X {
    constructor(r, n = []) {
      super(400, r, { issues: n });
      this.issues = n;
    }
    issues;
  },
  hr = class extends X {
    constructor(t = 'Unauthorized') {
      super(401, t);
    }
  };
var st = class extends X {
  constructor(t = 'Forbidden') {
    super(403, t);
  }
};
var Bn = { PRETTY: 4, COMPACT: 0 };
var P = { TRACE: 6, DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 },
  nu = ['level', 'message', 'sampling_rate', 'service', 'timestamp'],
  ou = 'Uncaught error detected, flushing log buffer before exit';
var ge = {
    REQUEST_ID: Symbol.for('_AWS_LAMBDA_REQUEST_ID'),
    X_RAY_TRACE_ID: Symbol.for('_AWS_LAMBDA_X_RAY_TRACE_ID'),
    TENANT_ID: Symbol.for('_AWS_LAMBDA_TENANT_ID'),
    TRACEPARENT: Symbol.for('_AWS_LAMBDA_TRACEPARENT'),
    TRACESTATE: Symbol.for('_AWS_LAMBDA_TRACESTATE'),
    BAGGAGE: Symbol.for('_AWS_LAMBDA_BAGGAGE'),
  },
  Kn = ['true', '1'].includes(process.env?.AWS_LAMBDA_NODEJS_NO_GLOBAL_AWSLAMBDA ?? '');
Kn || (globalThis.awslambda = globalThis.awslambda || {});
var gr = class {
    static PROTECTED_KEYS = ge;
    isProtectedKey(t) {
      return Object.values(ge).includes(t);
    }
    getRequestId() {
      return this.get(ge.REQUEST_ID) ?? '-';
    }
    getXRayTraceId() {
      return this.get(ge.X_RAY_TRACE_ID);
    }
    getTenantId() {
      return this.get(ge.TENANT_ID);
    }
    getTraceparent() {
      return this.get(ge.TRACEPARENT);
    }
    getTracestate() {
      return this.get(ge.TRACESTATE);
    }
    getBaggage() {
      return this.get(ge.BAGGAGE);
    }
  },
  Vn = class extends gr {
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
  Gn = class e extends gr {
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
  su;
((e) => {
  let t = null;
  async function r(n) {
    return (
      t ||
        (t = (async () => {
          const s = n === !0 || 'AWS_LAMBDA_MAX_CONCURRENCY' in process.env ? await Gn.create() : new Vn();
          return !Kn && globalThis.awslambda?.InvokeStore
            ? globalThis.awslambda.InvokeStore
            : (!Kn && globalThis.awslambda && (globalThis.awslambda.InvokeStore = s), s);
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
})(su || (su = {}));
var Jn = 'AWS_LAMBDA_INITIALIZATION_TYPE',
  iu = 'AWS_LAMBDA_MAX_CONCURRENCY',
  au = 'POWERTOOLS_DEV';
var cu = '_X_AMZN_TRACE_ID';
var U = ({ key: e, defaultValue: t, errorMessage: r }) => {
    const n = process.env[e];
    if (n === void 0) {
      if (t !== void 0) return t;
      throw r ? new Error(r) : new Error(`Environment variable ${e} is required`);
    }
    return n.trim();
  },
  uu = ({ key: e, defaultValue: t, errorMessage: r }) => {
    const n = U({ key: e, defaultValue: String(t), errorMessage: r }),
      o = Number(n);
    if (Number.isNaN(o)) throw new TypeError(`Environment variable ${e} must be a number`);
    return o;
  },
  Lf = new Set(['1', 'y', 'yes', 't', 'true', 'on']),
  Df = new Set(['0', 'n', 'no', 'f', 'false', 'off']),
  Wn = ({ key: e, defaultValue: t, errorMessage: r, extendedParsing: n }) => {
    const s = U({ key: e, defaultValue: String(t), errorMessage: r }).toLowerCase();
    if (n) {
      if (Lf.has(s)) return !0;
      if (Df.has(s)) return !1;
    }
    if (s !== 'true' && s !== 'false') throw new Error(`Environment variable ${e} must be a boolean`);
    return s === 'true';
  },
  it = () => {
    try {
      return Wn({ key: au, extendedParsing: !0 });
    } catch {
      return !1;
    }
  };
var jf = () => {
  const e = globalThis.awslambda?.InvokeStore?.getXRayTraceId() ?? U({ key: cu, defaultValue: '' });
  if (e === '') return;
  if (!e.includes('=')) return { Root: e };
  const t = {};
  for (const r of e.split(';')) {
    const [n, o] = r.split('=');
    t[n] = o;
  }
  return t;
};
var Q = () => U({ key: iu, defaultValue: '' }) !== '',
  at = () => jf()?.Root;
var ct = class {
  #e = !1;
  formatError(t) {
    const { name: r, message: n, stack: o, cause: s, ...i } = t,
      a = {
        name: r,
        location: this.getCodeLocation(t.stack),
        message: n,
        stack:
          it() && typeof o == 'string'
            ? o?.split(`
`)
            : o,
        cause: s instanceof Error ? this.formatError(s) : s,
      };
    for (const c in t) typeof c == 'string' && !['name', 'message', 'stack', 'cause'].includes(c) && (a[c] = i[c]);
    return a;
  }
  formatTimestamp(t) {
    const n = U({ key: 'TZ', defaultValue: '' });
    return n && !n.includes('UTC') ? this.#a(t, n) : t.toISOString();
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
  #a(t, r) {
    const n = this.#t(r),
      {
        year: o,
        month: s,
        day: i,
        hour: a,
        minute: c,
        second: u,
      } = this.#o(n)
        .formatToParts(t)
        .reduce((b, w) => ((b[w.type] = w.value), b), {}),
      l = `${o}-${s}-${i}T${a}:${c}:${u}`,
      h = n === r ? -t.getTimezoneOffset() : 0,
      f = h >= 0 ? '+' : '-',
      d = Math.abs(Math.floor(h / 60))
        .toString()
        .padStart(2, '0'),
      p = Math.abs(h % 60)
        .toString()
        .padStart(2, '0'),
      g = t.getMilliseconds().toString().padStart(3, '0'),
      y = `${f}${d}:${p}`;
    return `${l}.${g}${y}`;
  }
};
var yr = '2.35.0';
var Eg = process.env.AWS_EXECUTION_ENV || 'NA';
var Mf = new Set(['__proto__', 'constructor']),
  ut = (e) => {
    if (typeof e != 'object' || e === null) return !1;
    const t = Object.getPrototypeOf(e);
    return t === Object.prototype || t === null;
  },
  Ff = (e, t) => {
    if (ut(e)) {
      const r = {};
      return t.push(e), lt(r, e, t), t.pop(), { skip: !1, value: r };
    }
    if (Array.isArray(e)) {
      if (t.includes(e)) return { skip: !0 };
      const r = [];
      return t.push(e), _r(r, e, t), t.pop(), { skip: !1, value: r };
    }
    return { skip: !1, value: e };
  },
  Uf = (e, t, r, n) => {
    const o = e[t],
      s = ut(r);
    if (!(s && n.includes(r))) {
      if (s && ut(o)) {
        n.push(r), lt(o, r, n), n.pop();
        return;
      }
      if (Array.isArray(r) && Array.isArray(o)) {
        n.includes(r) || (n.push(r), _r(o, r, n), n.pop());
        return;
      }
      if (r !== void 0 || o === void 0) {
        const i = Ff(r, n);
        i.skip || (e[t] = i.value);
      }
    }
  },
  _r = (e, t, r) => {
    for (let n = 0; n < t.length; n++) Uf(e, n, t[n], r);
  },
  Bf = (e, t, r, n, o) => {
    if (!Array.isArray(n)) {
      const s = [];
      _r(s, r, o), (e[t] = s);
      return;
    }
    _r(n, r, o);
  },
  Kf = (e, t, r, n, o) => {
    if (ut(n)) {
      lt(n, r, o);
      return;
    }
    const s = {};
    lt(s, r, o), (e[t] = s);
  },
  lt = (e, t, r) => {
    for (const n of Object.keys(t)) {
      if (Mf.has(n)) continue;
      const o = t[n],
        s = e[n];
      if (Array.isArray(o)) {
        if (r.includes(o)) continue;
        r.push(o), Bf(e, n, o, s, r), r.pop();
        continue;
      }
      if (ut(o)) {
        if (r.includes(o)) continue;
        r.push(o), Kf(e, n, o, s, r), r.pop();
        continue;
      }
      (o !== void 0 || s === void 0) && (e[n] = o);
    }
  },
  ue = (e, ...t) => {
    const r = [e];
    for (const n of t) n != null && (r.push(n), lt(e, n, r), r.pop());
    return e;
  };
var br = 'powertools-for-aws',
  lu = `${br}.tracer`,
  pu = `${br}.metrics`,
  fu = `${br}.logger`,
  du = `${br}.idempotency`;
var Hn = (e) => typeof e == 'string';
var mu = (e) => Object.is(e, null),
  qn = (e) => mu(e) || Object.is(e, void 0);
var pt = class {
  #e;
  coldStart = !0;
  defaultServiceName = 'service_undefined';
  constructor() {
    (this.#e = this.getInitializationType()), this.#e !== 'on-demand' && (this.coldStart = !1);
  }
  getInitializationType() {
    const t = process.env[Jn]?.trim();
    return t === 'on-demand' ? 'on-demand' : t === 'provisioned-concurrency' ? 'provisioned-concurrency' : 'unknown';
  }
  getColdStart() {
    return this.#e !== 'on-demand' ? !1 : this.coldStart ? ((this.coldStart = !1), !0) : !1;
  }
  isValidServiceName(t) {
    return typeof t == 'string' && t.trim().length > 0;
  }
};
var Vf = process.env.AWS_EXECUTION_ENV || 'NA';
if (!process.env.AWS_SDK_UA_APP_ID?.includes('/PTEnv/')) {
  const e = `PT/NO-OP/${yr}/PTEnv/${Vf}`;
  process.env.AWS_SDK_UA_APP_ID = process.env.AWS_SDK_UA_APP_ID ? `${process.env.AWS_SDK_UA_APP_ID}/${e}` : e;
}
var De = class {
  attributes = {};
  constructor(t) {
    this.setAttributes(t.attributes);
  }
  addAttributes(t) {
    return ue(this.attributes, t), this;
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
import { Console as Gf } from 'node:console';
import { randomInt as Jf } from 'node:crypto';
var xr = class extends ct {
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
    if (this.#e === void 0) return new De({ attributes: n }).addAttributes(r);
    const o = {};
    for (const i of this.#e) i in n && !(i in o) ? (o[i] = n[i]) : i in r && !(i in o) && (o[i] = r[i]);
    for (const i in n) i in o || (o[i] = n[i]);
    for (const i in r) i in o || (o[i] = r[i]);
    return new De({ attributes: o });
  }
};
var vr = class {
  #e = Symbol('powertools.logger.temporaryAttributes');
  #t = Symbol('powertools.logger.keys');
  #o = Symbol('powertools.logger.lambdaContext');
  #a = {};
  #c = new Map();
  #s = {};
  #n;
  #r() {
    if (!Q()) return this.#a;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let t = globalThis.awslambda.InvokeStore,
      r = t.get(this.#e);
    return r == null && ((r = {}), t.set(this.#e, r)), r;
  }
  #i() {
    if (!Q()) return this.#c;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let t = globalThis.awslambda.InvokeStore,
      r = t.get(this.#t);
    return r == null && ((r = new Map()), t.set(this.#t, r)), r;
  }
  appendTemporaryKeys(t) {
    const r = this.#r();
    ue(r, t);
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
    if (!Q()) {
      this.#a = {};
      return;
    }
    globalThis.awslambda.InvokeStore?.set(this.#e, {});
  }
  setLambdaContext(t) {
    if (!Q()) {
      this.#n = t;
      return;
    }
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    globalThis.awslambda.InvokeStore.set(this.#o, t);
  }
  getLambdaContext() {
    return Q() ? globalThis.awslambda?.InvokeStore?.get(this.#o) : this.#n;
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
var Yn = class {
    value;
    logLevel;
    byteSize;
    constructor(t, r) {
      if (!Hn(t)) throw new Error('Value should be a string');
      (this.value = t), (this.logLevel = r), (this.byteSize = Buffer.byteLength(t));
    }
  },
  Xn = class extends Set {
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
  ft = class extends Map {
    #e;
    #t;
    constructor({ maxBytesSize: t, onBufferOverflow: r }) {
      super(), (this.#e = t), (this.#t = r);
    }
    setItem(t, r, n) {
      const o = new Yn(r, n);
      if (o.byteSize > this.#e) throw new Error('Item too big');
      const s = this.get(t) || new Xn();
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
var wr = class {
  #e = Symbol('powertools.logger.logLevel');
  #t = Symbol('powertools.logger.buffer');
  #o;
  #a;
  #c;
  constructor(t) {
    this.#o = t;
  }
  getLogLevel() {
    if (!Q()) return this.#o;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    return globalThis.awslambda.InvokeStore.get(this.#e) ?? this.#o;
  }
  getBaseLogLevel() {
    return this.#o;
  }
  setLogLevel(t) {
    if (Q()) {
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
    (this.#a = t), (this.#c = new ft({ maxBytesSize: t }));
  }
  #s() {
    if (!Q()) return this.#c;
    if (globalThis.awslambda?.InvokeStore === void 0) throw new Error('InvokeStore is not available');
    let t = globalThis.awslambda.InvokeStore,
      r = t.get(this.#t);
    return r == null && ((r = new ft({ maxBytesSize: this.#a })), t.set(this.#t, r)), r;
  }
  add(t, r, n) {
    const o = this.#s();
    !Q() && o.has(t) === !1 && o.clear(), o.setItem(t, r, n);
  }
  get(t) {
    return this.#s().get(t);
  }
  delete(t) {
    this.#s().delete(t);
  }
};
var dt = class e extends pt {
  console;
  customConfigService;
  logEvent = !1;
  logFormatter;
  logIndentation = Bn.COMPACT;
  #e;
  powertoolsLogData = { sampleRateValue: 0 };
  #t = new vr();
  #o = [];
  #a = !1;
  #c = P.INFO;
  #s;
  #n = { enabled: !1, flushOnErrorLog: !0, maxBytes: 20480, bufferAtVerbosity: P.DEBUG };
  #r = new wr(P.INFO);
  #i;
  #u = { sampleRateValue: 0, refreshedTimes: 0 };
  #f = new Map();
  get level() {
    return this.#r.getLogLevel();
  }
  constructor(t = {}) {
    super();
    const { customConfigService: r, ...n } = t;
    (this.customConfigService = r), this.setOptions(n), (this.#a = !0);
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
        ue(
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
    this.processLogItem(P.CRITICAL, t, r);
  }
  debug(t, ...r) {
    this.processLogItem(P.DEBUG, t, r);
  }
  error(t, ...r) {
    this.processLogItem(P.ERROR, t, r);
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
    this.processLogItem(P.INFO, t, r);
  }
  injectLambdaContext(t) {
    return (r, n, o) => {
      const s = o.value,
        i = this;
      o.value = async function (...a) {
        i.refreshSampleRateCalculation(),
          i.addContext(a[1]),
          i.logEventIfEnabled(a[0], t?.logEvent),
          t?.correlationIdPath && i.setCorrelationId(a[0], t?.correlationIdPath);
        try {
          return await s.apply(this, a);
        } catch (c) {
          throw (t?.flushBufferOnUncaughtError && (i.flushBuffer(), i.error({ message: ou, error: c })), c);
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
    this.#h() && this.#r.getLogLevel() > P.TRACE
      ? (this.setLogLevel('DEBUG'), this.debug('Setting log level to DEBUG due to sampling rate'))
      : this.setLogLevel(this.getLogLevelNameFromNumber(this.#c));
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
      if (this.isValidLogLevel(t)) this.#r.setLogLevel(P[t]);
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
    this.processLogItem(P.TRACE, t, r);
  }
  warn(t, ...r) {
    this.processLogItem(P.WARN, t, r);
  }
  #l(t) {
    this.#f.has(t) || (this.#f.set(t, !0), this.warn(t));
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
    ue(this.powertoolsLogData, t);
  }
  #d(t) {
    const r = {};
    for (const [n, o] of Object.entries(t)) this.#p(n) || (r[n] = o);
    return r;
  }
  #m(t, r) {
    const n = this.#d(t);
    if (r === 'temp') this.#t.appendTemporaryKeys(n);
    else {
      const o = this.#t.getPersistentAttributes();
      this.#t.setPersistentAttributes(ue(o, n));
    }
  }
  awsLogLevelShortCircuit(t) {
    return this.#e !== void 0
      ? (this.#r.setBaseLogLevel(P[this.#e]),
        this.isValidLogLevel(t) &&
          this.#r.getBaseLogLevel() > P[t] &&
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
        xRayTraceId: at(),
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
    for (const [i, a] of Object.entries(s)) this.#p(i) || (n[i] = a);
  }
  #y(t, r) {
    for (const n of t)
      qn(n) || (n instanceof Error ? (r.error = n) : typeof n == 'string' ? (r.extra = n) : this.#_(n, r));
  }
  #_(t, r) {
    for (const [n, o] of Object.entries(t)) this.#p(n) || (r[n] = o);
  }
  #h() {
    return this.#u.sampleRateValue && Jf(0, 100) / 100 <= this.#u.sampleRateValue;
  }
  #p(t) {
    return nu.includes(t) ? (this.warn(`The key "${t}" is a reserved key and will be dropped.`), !0) : !1;
  }
  getCustomConfigService() {
    return this.customConfigService;
  }
  getLogFormatter() {
    return this.logFormatter;
  }
  getLogLevelNameFromNumber(t) {
    let r;
    for (const [n, o] of Object.entries(P))
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
    return typeof t == 'string' && t in P;
  }
  isValidSampleRate(t) {
    return typeof t == 'number' && 0 <= t && t <= 1;
  }
  printLog(t, r) {
    r.prepareForPrint();
    const n = t === P.CRITICAL ? 'error' : this.getLogLevelNameFromNumber(t).toLowerCase();
    this.console[n](JSON.stringify(r.getAttributes(), this.getJsonReplacer(), this.logIndentation));
  }
  processLogItem(t, r, n) {
    this.#n.enabled && this.#n.flushOnErrorLog && t >= P.ERROR && t < P.SILENT && this.flushBuffer();
    const o = at();
    if (o !== void 0 && this.shouldBufferLog(o, t)) {
      try {
        this.bufferLogItem(o, this.createAndPopulateLogItem(t, r, n), t);
      } catch (s) {
        this.printLog(P.WARN, this.createAndPopulateLogItem(P.WARN, `Unable to buffer log: ${s.message}`, [s])),
          this.printLog(t, this.createAndPopulateLogItem(t, r, n));
      }
      return;
    }
    t >= this.#r.getLogLevel() &&
      (this.#a ? this.printLog(t, this.createAndPopulateLogItem(t, r, n)) : this.#o.push([t, [t, r, n]]));
  }
  setConsole() {
    it() ? (this.console = console) : (this.console = new Gf({ stdout: process.stdout, stderr: process.stderr })),
      (this.console.trace = (t, ...r) => {
        this.console.log(t, ...r);
      });
  }
  setInitialLogLevel(t) {
    const r = t?.toUpperCase();
    if (this.awsLogLevelShortCircuit(r)) {
      this.#c = this.#r.getBaseLogLevel();
      return;
    }
    if (this.isValidLogLevel(r)) {
      this.#r.setBaseLogLevel(P[r]), (this.#c = this.#r.getBaseLogLevel());
      return;
    }
    const n = this.getCustomConfigService()?.getLogLevel()?.toUpperCase();
    if (this.isValidLogLevel(n)) {
      this.#r.setBaseLogLevel(P[n]), (this.#c = this.#r.getBaseLogLevel());
      return;
    }
    const o = U({ key: 'POWERTOOLS_LOG_LEVEL', defaultValue: '' }),
      s = U({ key: 'LOG_LEVEL', defaultValue: '' }),
      i = o || s;
    this.isValidLogLevel(i) && (this.#r.setBaseLogLevel(P[i]), (this.#c = this.#r.getBaseLogLevel()));
  }
  setInitialSampleRate(t) {
    const r = t,
      n = this.getCustomConfigService()?.getSampleRateValue(),
      o = uu({ key: 'POWERTOOLS_LOGGER_SAMPLE_RATE', defaultValue: 0 });
    for (const s of [r, n, o])
      if (this.isValidSampleRate(s)) {
        (this.#u.sampleRateValue = s),
          (this.powertoolsLogData.sampleRateValue = s),
          this.#h() &&
            this.#r.getBaseLogLevel() > P.TRACE &&
            (this.setLogLevel('DEBUG'), this.debug('Setting log level to DEBUG due to sampling rate'));
        break;
      }
  }
  setLogEvent() {
    this.logEvent = Wn({ key: 'POWERTOOLS_LOGGER_LOG_EVENT', defaultValue: !1 });
  }
  setLogFormatter(t, r) {
    this.logFormatter = t ?? new xr({ logRecordOrder: r });
  }
  setLogIndentation() {
    it() && (this.logIndentation = Bn.PRETTY);
  }
  setOptions(t) {
    const {
      logLevel: r,
      serviceName: n,
      sampleRateValue: o,
      logFormatter: s,
      persistentKeys: i,
      persistentLogAttributes: a,
      environment: c,
      jsonReplacerFn: u,
      logRecordOrder: l,
      logBufferOptions: h,
      correlationIdSearchFn: f,
    } = t;
    a &&
      Object.keys(a).length > 0 &&
      i &&
      Object.keys(i).length > 0 &&
      this.warn(
        'Both persistentLogAttributes and persistentKeys options were provided. Using persistentKeys as persistentLogAttributes is deprecated and will be removed in future releases',
      ),
      this.setPowertoolsLogData(n, c, i || a);
    const d = U({ key: 'AWS_LAMBDA_LOG_LEVEL', defaultValue: '' }),
      p = d === 'FATAL' ? 'CRITICAL' : d;
    return (
      this.isValidLogLevel(p) && (this.#e = p),
      this.setLogEvent(),
      this.setInitialLogLevel(r),
      this.setInitialSampleRate(o),
      this.setLogFormatter(s, l),
      this.setConsole(),
      this.setLogIndentation(),
      (this.#s = u),
      this.#x(h),
      (this.#i = f),
      this
    );
  }
  setPowertoolsLogData(t, r, n) {
    this.addToPowertoolsLogData({
      awsRegion: U({ key: 'AWS_REGION', defaultValue: '' }),
      environment:
        r || this.getCustomConfigService()?.getCurrentEnvironment() || U({ key: 'ENVIRONMENT', defaultValue: '' }),
      serviceName:
        t ||
        this.getCustomConfigService()?.getServiceName() ||
        U({ key: 'POWERTOOLS_SERVICE_NAME', defaultValue: '' }) ||
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
    this.isValidLogLevel(r) && (this.#n.bufferAtVerbosity = P[r]),
      this.#e !== void 0 &&
        P[this.#e] > this.#n.bufferAtVerbosity &&
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
    const t = at();
    if (t === void 0) return;
    const r = this.#r.get(t);
    if (r !== void 0) {
      for (const n of r) {
        const o = this.getLogLevelNameFromNumber(n.logLevel).toLowerCase();
        this.console[o](n.value);
      }
      r.hasEvictedLog &&
        this.printLog(
          P.WARN,
          this.createAndPopulateLogItem(
            P.WARN,
            'Some logs are not displayed because they were evicted from the buffer. Increase buffer size to store more logs in the buffer',
            [],
          ),
        ),
        this.#e !== void 0 &&
          P[this.#e] > this.#n.bufferAtVerbosity &&
          this.#l(
            'Advanced Loggging Controls (ALC) Log Level is less verbose than Log Buffering Log Level. Some logs might be missing.',
          ),
        this.#r.delete(t);
    }
  }
  clearBuffer() {
    if (this.#n.enabled === !1) return;
    const t = at();
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
var je = new dt({ serviceName: 'bizpilot', logLevel: process.env.LOG_LEVEL ?? 'INFO' });
var Wf = new Set(['GET', 'HEAD', 'OPTIONS']);
function hu() {
  return {
    before: async ({ event: e }) => {
      if (Wf.has(e.requestContext.http.method)) return;
      const t = e.headers['sec-fetch-site'];
      if (t === 'cross-site' || t === 'same-site') throw new st('Cross-site request refused');
      const r = e.headers.origin;
      if (r !== void 0 && !Hf(r, e.headers.host, ve().APP_ORIGIN)) throw new st('Cross-origin request refused');
    },
  };
}
function Hf(e, t, r) {
  let n;
  try {
    n = new URL(e);
  } catch {
    return !1;
  }
  return r && n.origin === new URL(r).origin ? !0 : t !== void 0 && n.host === t.toLowerCase();
}
function mt(e, t, r) {
  return {
    statusCode: e,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(t),
    ...(r?.length ? { cookies: r } : {}),
  };
}
function gu() {
  return { statusCode: 204, headers: {} };
}
var Sr = class {
  constructor(t) {
    this.result = t;
  }
  result;
};
function yu() {
  return {
    onError: async (e) => {
      const { error: t, event: r } = e,
        n = r.requestContext?.requestId ?? e.context.awsRequestId;
      if (t instanceof X) {
        (e.response = mt(t.statusCode, { message: t.message, ...t.details })),
          Object.assign(e.response.headers, t.headers);
        return;
      }
      je.error('Unhandled error', { requestId: n, path: r.rawPath, error: t }),
        (e.response = mt(500, { message: 'Internal Server Error', requestId: n }));
    },
  };
}
function _u() {
  const e = new WeakMap(),
    t = async (r) => {
      const { event: n, response: o } = r;
      je.info('request', {
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
var qf = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  Yf =
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
function Xf(e) {
  const t = e.headers['content-type']?.startsWith('text/html') ?? !1;
  return (
    (e.headers = {
      ...e.headers,
      'content-security-policy': t ? Yf : qf,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-store',
    }),
    e
  );
}
function bu() {
  const e = async (t) => {
    t.response && Xf(t.response);
  };
  return { after: e, onError: e };
}
import { randomBytes as i_, createHash as ld } from 'node:crypto';
import { DynamoDBClient as Qf } from '@aws-sdk/client-dynamodb';
import {
  UpdateCommand as ad,
  DynamoDBDocumentClient as ed,
  QueryCommand as id,
  DeleteCommand as nd,
  GetCommand as od,
  BatchWriteCommand as rd,
  PutCommand as sd,
  BatchGetCommand as td,
} from '@aws-sdk/lib-dynamodb';
var V = mr(
  () => {
    const { AWS_REGION: e, DYNAMODB_ENDPOINT: t } = ve(),
      r = new Qf({
        region: e,
        ...(t ? { endpoint: t, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      });
    return ed.from(r, { marshallOptions: { removeUndefinedValues: !0 } });
  },
  (e) => e.destroy(),
);
function G() {
  return ve().TABLE_NAME;
}
function ht(e) {
  return e instanceof Error && e.name === 'ConditionalCheckFailedException';
}
var zr = (e = new Date()) => Math.floor(e.getTime() / 1e3);
function xu(e, t = new Date()) {
  return typeof e.expiresAt == 'number' && e.expiresAt <= zr(t);
}
var yt = 'WS#{workspaceId}',
  kr = class extends he {
    constructor() {
      super('Validation error: Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
    }
  };
function we(e) {
  const { type: t, schema: r, partitionKey: n, sortKey: o, expires: s } = e,
    i = new Set(Object.keys(r.shape)),
    a = (f) => ({ pk: gt(n, f), sk: gt(o, f) }),
    c = (f) => (f && !(s && xu(f)) ? r.parse(f) : void 0),
    u = (f, d, p) => {
      const g = { ...a(f), type: t, expiresAt: d };
      for (const [y, b] of Object.entries(f)) i.has(y) && (g[y] = b);
      return vu(V().send(new sd({ TableName: G(), Item: g, ConditionExpression: p })));
    },
    l = async (f, d, p) => {
      const g = to(),
        y = Qn(o, f),
        b = d.from
          ? `${g.name('sk')} BETWEEN ${g.value(Qn(o, { ...f, ...d.from }))} AND ${g.value(`${y}\uFFFF`)}`
          : `begins_with(${g.name('sk')}, ${g.value(y)})`,
        w = {
          TableName: G(),
          KeyConditionExpression: `${g.name('pk')} = ${g.value(gt(n, f))} AND ${b}`,
          FilterExpression: g.equals(d.where),
          ScanIndexForward: !d.newestFirst,
          ConsistentRead: d.consistent,
          Limit: d.limit,
          ExclusiveStartKey: p,
          ...g.attributes(),
        },
        k = await V().send(new id(w)),
        E = [];
      for (const $ of k.Items ?? []) {
        const z = c($);
        z !== void 0 && E.push(z);
      }
      return { items: E, next: k.LastEvaluatedKey };
    },
    h = async (f, d = {}) => {
      let p = d.max ?? Number.POSITIVE_INFINITY,
        g = [],
        y;
      do {
        const b = Number.isFinite(p) ? p - g.length : void 0,
          w = await l(f, { ...d, limit: b }, y);
        g.push(...w.items), (y = w.next);
      } while (y && g.length < p);
      return g.slice(0, p);
    };
  return {
    type: t,
    schema: r,
    keyOf: (f) => a(f),
    partitionOf: (f) => gt(n, f),
    fromItem: c,
    async get(f, d = {}) {
      const { Item: p } = await V().send(new od({ TableName: G(), Key: a(f), ConsistentRead: d.consistent }));
      return c(p);
    },
    create: (f, d = {}) => u(f, d.expiresAt, 'attribute_not_exists(pk)'),
    put: (f, d = {}) => u(f, d.expiresAt),
    async update(f, d, p = {}) {
      const g = to(),
        y = Object.entries({ ...d, ...(p.upsert && { type: t }) })
          .filter(([, E]) => E !== void 0)
          .map(([E, $]) => `${g.name(E)} = ${g.value($)}`),
        b = Object.entries(p.add ?? {}).map(([E, $]) => `${g.name(E)} ${g.value($)}`),
        w = [!p.upsert && 'attribute_exists(pk)', g.equals(p.if), p.condition && g.raw(p.condition)].filter(Boolean),
        k = await wu(
          V().send(
            new ad({
              TableName: G(),
              Key: a(f),
              UpdateExpression: `${y.length ? `SET ${y}` : ''} ${b.length ? `ADD ${b}` : ''}`,
              ConditionExpression: w.length ? w.join(' AND ') : void 0,
              ReturnValues: 'ALL_NEW',
              ...g.attributes(),
            }),
          ),
        );
      return k?.Attributes && r.parse(k.Attributes);
    },
    async delete(f, d = {}) {
      const p = to(),
        g = p.equals(d.if);
      return vu(
        V().send(
          new nd({
            TableName: G(),
            Key: a(f),
            ConditionExpression: `attribute_exists(pk)${g ? ` AND ${g}` : ''}`,
            ...p.attributes(),
          }),
        ),
      );
    },
    async query(f, d) {
      let p = gt(n, f),
        g = Qn(o, f),
        y = d.cursor === void 0 ? void 0 : cd(d.cursor, p, g),
        { matching: b } = d;
      if (!b) {
        const { items: $, next: z } = await l(f, d, y);
        return { items: $, cursor: z && eo(z) };
      }
      let w = d.examine ?? 1e3,
        k = [],
        E = 0;
      do {
        const $ = await l(f, { ...d, limit: Math.min(w - E, 200) }, y);
        for (const z of $.items)
          if (((E += 1), !!b(z) && (k.push(z), k.length === d.limit)))
            return { items: k, cursor: eo(a({ ...f, ...z })) };
        y = $.next;
      } while (y && E < w);
      return { items: k, cursor: y && eo(y) };
    },
    queryAll: h,
    async deleteAll(f) {
      const d = await h(f);
      return await ud(d.map((p) => a({ ...f, ...p }))), d.length;
    },
  };
}
function gt(e, t) {
  return e.replace(/\{(\w+)\}/g, (r, n) => {
    const o = t[n];
    if (!o) throw new Error(`Key field ${n} is missing for ${e}`);
    return o;
  });
}
function Qn(e, t) {
  const [r] = e.split(/\{(\w+)\}/).reduce(
    ([n, o], s, i) => {
      if (!o) return [n, o];
      if (i % 2 === 0) return [n + s, o];
      const a = t[s];
      return a === void 0 ? [n, !1] : [n + a, o];
    },
    ['', !0],
  );
  return r;
}
var eo = (e) => Buffer.from(JSON.stringify([e.pk, e.sk])).toString('base64url');
function cd(e, t, r) {
  let n;
  try {
    n = JSON.parse(Buffer.from(e, 'base64url').toString('utf8'));
  } catch {
    throw new kr();
  }
  const [o, s] = Array.isArray(n) ? n : [];
  if (o !== t || typeof s != 'string' || !s.startsWith(r)) throw new kr();
  return { pk: t, sk: s };
}
async function Pr(e) {
  let t = G(),
    r = new Map(),
    n = [...e];
  for (let o = 0; n.length > 0; o++) {
    if (o === 5) throw new Error('BatchGetItem left keys unprocessed after 5 attempts');
    const s = await V().send(new td({ RequestItems: { [t]: { Keys: n } } }));
    for (const i of s.Responses?.[t] ?? []) r.set(`${i.pk}|${i.sk}`, i);
    n = (s.UnprocessedKeys?.[t]?.Keys ?? []).map((i) => ({ pk: String(i.pk), sk: String(i.sk) }));
  }
  return e.map((o) => r.get(`${o.pk}|${o.sk}`));
}
async function ud(e) {
  const t = G();
  for (let r = 0; r < e.length; r += 25) {
    let n = e.slice(r, r + 25).map((o) => ({ DeleteRequest: { Key: o } }));
    for (let o = 0; n.length > 0; o++) {
      if (o === 5) throw new Error('BatchWriteItem left deletes unprocessed after 5 attempts');
      n = (await V().send(new rd({ RequestItems: { [t]: n } }))).UnprocessedItems?.[t] ?? [];
    }
  }
}
async function wu(e) {
  try {
    return await e;
  } catch (t) {
    if (ht(t)) return;
    throw t;
  }
}
var vu = async (e) => (await wu(e.then(() => !0))) ?? !1;
function to() {
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
function Su(e, t) {
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
var pd = '__Host-sid',
  l_ = 720 * 3600,
  fd = 168 * 3600,
  dd = 3600,
  _t = Z().int(),
  md = T({
    idHash: _(),
    userId: _(),
    workspaceId: _(),
    createdAt: _t,
    lastSeenAt: _t,
    absoluteExpiresAt: _t,
    idleExpiresAt: _t,
    expiresAt: _t,
  }),
  zu = we({ type: 'Session', schema: md, partitionKey: 'SESSION#{idHash}', sortKey: 'SESSION', expires: !0 }),
  hd = (e) => ld('sha256').update(e).digest('base64url');
function gd(e, t) {
  const r = zr(t);
  return r < e.absoluteExpiresAt && r < e.idleExpiresAt;
}
async function ku(e, t = new Date()) {
  const r = Su(e, pd);
  if (!r) return;
  const n = hd(r),
    o = await zu.get({ idHash: n });
  if (!o || !gd(o, t)) return;
  const s = zr(t);
  if (s - o.lastSeenAt >= dd) {
    const i = s + fd;
    await zu.update({ idHash: n }, { lastSeenAt: s, idleExpiresAt: i, expiresAt: Math.min(o.absoluteExpiresAt, i) });
  }
  return { userId: o.userId, workspaceId: o.workspaceId };
}
function Pu(e) {
  return {
    before: async (t) => {
      const r = await ku(t.event);
      if (r) t.context.session = r;
      else if (e === 'session') throw new hr();
    },
  };
}
function Eu(e, t) {
  if (e.body === void 0 || e.body === null || e.body === '') return { format: 'none', value: void 0 };
  const r = e.isBase64Encoded ? Buffer.from(e.body, 'base64').toString('utf8') : e.body,
    n = (e.headers['content-type'] ?? 'application/json').split(';')[0].trim().toLowerCase();
  if (n === 'application/json' || n.endsWith('+json')) {
    if (!t.includes('json')) throw ro(t);
    try {
      return { format: 'json', value: JSON.parse(r) };
    } catch {
      throw new he('Malformed JSON body');
    }
  }
  if (n === 'application/x-www-form-urlencoded') {
    if (!t.includes('form')) throw ro(t);
    return { format: 'form', value: Object.fromEntries(new URLSearchParams(r)) };
  }
  throw ro(t);
}
function ro(e) {
  const t = e.map((r) => (r === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'));
  return new X(415, `Unsupported content type; send ${t.join(' or ')}`);
}
function Er(e, t) {
  const r = e.safeParse(t);
  if (r.success) return r.data;
  const n = r.error.issues.map((o) => ({ path: o.path.map(String).join('.'), message: o.message }));
  throw new he(`Validation error: ${n[0]?.message ?? 'Invalid request'}`, n);
}
function $u(e, t, r = {}) {
  const n = async (s, i) => {
      const a = e.body ? Eu(s, e.bodyFormats ?? ['json']) : void 0;
      try {
        const c = {
          event: s,
          body: e.body ? Er(e.body, a?.value ?? {}) : void 0,
          query: e.query ? Er(e.query, s.queryStringParameters ?? {}) : void 0,
          params: e.params ? Er(e.params, s.pathParameters ?? {}) : void 0,
          bodyFormat: a?.format ?? 'none',
          session: i.session,
          requestId: s.requestContext.requestId,
        };
        return yd(e, await t(c));
      } catch (c) {
        if (r.formErrorPage && a?.format === 'form' && c instanceof X) return r.formErrorPage(c, a.value).result;
        throw c;
      }
    },
    o = tu().use(_u()).use(bu()).use(yu()).use(hu()).use(Pu(e.auth)).handler(n);
  return Object.assign(o, { route: e });
}
function yd(e, t) {
  if (t instanceof Sr) return t.result;
  if (Yc(e)) return mt(e.status ?? 200, _d(e, t));
  if (e.response === 'empty') return gu();
  throw new Error(`${e.id} answers a page: its handler must return an HttpReply`);
}
function _d(e, t) {
  if (!ve().VALIDATE_RESPONSES) return t;
  const r = e.response.safeParse(t);
  if (r.success) return t;
  throw (
    (je.error('Response does not match its route contract', { route: e.id, issues: r.error.issues }),
    new Error(`The ${e.id} response does not match its contract`))
  );
}
import { GetCommand as bd, UpdateCommand as vd, PutCommand as xd } from '@aws-sdk/lib-dynamodb';
function $r(e, t) {
  const { get: r, create: n, update: o, delete: s, queryAll: i } = e,
    { counterKey: a, tally: c, reads: u } = t,
    l = (p) => ({ pk: e.partitionOf(p), sk: a }),
    h = async (p, g, y) => {
      const b = wd(g ? c(g) : {}, y ? c(y) : {}),
        w = Object.keys(b);
      if (w.length !== 0)
        try {
          await V().send(
            new vd({
              TableName: G(),
              Key: l(p),
              UpdateExpression: `ADD ${w.map((k, E) => `#n${E} :v${E}`).join(', ')}`,
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: Object.fromEntries(w.map((k, E) => [`#n${E}`, k])),
              ExpressionAttributeValues: Object.fromEntries(w.map((k, E) => [`:v${E}`, b[k]])),
            }),
          );
        } catch (k) {
          if (!ht(k)) throw k;
        }
    },
    f = async (p, g) => {
      const y = await i.call(e, p);
      await t.onCount?.(p, y);
      const b = {};
      for (const w of y) for (const [k, E] of Object.entries(c(w))) b[k] = (b[k] ?? 0) + E;
      try {
        await V().send(
          new xd({
            TableName: G(),
            Item: { ...l(p), type: 'Counter', ...b },
            ConditionExpression: g ? void 0 : 'attribute_not_exists(pk)',
          }),
        );
      } catch (w) {
        if (!ht(w)) throw w;
        return d(p);
      }
      return b;
    },
    d = async (p) => {
      const { Item: g } = await V().send(new bd({ TableName: G(), Key: l(p) }));
      if (!g) return f(p, !1);
      const y = {};
      for (const [b, w] of Object.entries(g)) typeof w == 'number' && (y[b] = w);
      return y;
    };
  return {
    ...e,
    async create(p, g) {
      const y = await n(p, g);
      return y && (await h(p, void 0, e.schema.parse(p))), y;
    },
    async update(p, g, y = {}) {
      const b = await r(p, { consistent: !0 });
      if (!b) return;
      const w = Object.fromEntries(u.map((E) => [E, b[E]])),
        k = await o(p, g, { ...y, if: { ...w, ...y.if } });
      return k && (await h(p, b, k)), k;
    },
    async delete(p, g) {
      const y = await r(p, { consistent: !0 });
      if (!y) return !1;
      const b = await s(p, g);
      return b && (await h(p, y, void 0)), b;
    },
    counts: (p) => d(p),
    recount: (p) => f(p, !0),
  };
}
function wd(e, t) {
  const r = {};
  for (const n of new Set([...Object.keys(e), ...Object.keys(t)])) {
    const o = (t[n] ?? 0) - (e[n] ?? 0);
    o !== 0 && (r[n] = o);
  }
  return r;
}
var oo = we({ type: 'Task', schema: fr, partitionKey: yt, sortKey: 'TASK#{id}' }),
  so = we({
    type: 'TaskStatusEntry',
    schema: T({ id: _(), status: Le, writtenAt: Z() }),
    partitionKey: yt,
    sortKey: 'TASKSTATUS#{status}#{id}',
  }),
  no = $r(oo, {
    counterKey: 'COUNTER#TASKS',
    tally: (e) => ({ [e.status]: 1 }),
    reads: ['status'],
    onCount: ({ workspaceId: e }, t) => zd(e, t),
  }),
  Sd = 6e4,
  io = (e, t, r) => so.put({ workspaceId: e, id: t, status: r, writtenAt: Date.now() }),
  ao = {
    ...no,
    async create(e, t) {
      return await io(e.workspaceId, e.id, e.status), no.create(e, t);
    },
    async update(e, t, r) {
      return t.status && (await io(e.workspaceId, e.id, t.status)), no.update(e, t, r);
    },
  };
async function Au(e) {
  const t = await ao.counts({ workspaceId: e });
  return { pending: t.pending ?? 0, in_progress: t.in_progress ?? 0, completed: t.completed ?? 0 };
}
async function Tu(e, t, r, n = Date.now()) {
  const o = await so.query({ workspaceId: e, status: t }, { ...r, newestFirst: !0 }),
    s = o.items.length ? await Pr(o.items.map(({ id: c }) => oo.keyOf({ workspaceId: e, id: c }))) : [],
    i = [],
    a = [];
  return (
    o.items.forEach((c, u) => {
      const l = oo.fromItem(s[u]);
      l?.status === t ? i.push(l) : c.writtenAt < n - Sd && a.push(c);
    }),
    await Promise.all(a.map(({ id: c }) => so.delete({ workspaceId: e, status: t, id: c }))),
    { items: i, cursor: o.cursor }
  );
}
async function zd(e, t) {
  for (let r = 0; r < t.length; r += 25) await Promise.all(t.slice(r, r + 25).map((n) => io(e, n.id, n.status)));
}
var bt = [
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
  xt = {
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
  Iu = 0,
  Ou = 100,
  co = 50;
var kd = (e) =>
    Z({ error: `${xt[e]} must be a number from 0 to 100` })
      .min(Iu, { error: `${xt[e]} must be a number from 0 to 100` })
      .max(Ou, { error: `${xt[e]} must be a number from 0 to 100` }),
  uo = Object.fromEntries(bt.map((e) => [e, kd(e)])),
  Pd = _({ error: 'Assessment notes must be text' })
    .trim()
    .max(5e3, { error: 'Assessment notes must be at most 5000 characters' }),
  U_ = T({ ...uo, notes: Pd.nullish().transform((e) => e || null) }),
  Ru = T({ ...uo, notes: _().nullable() }),
  B_ = T({ savedAt: _(), scores: T(uo) });
var Ed = ['performance', 'disciplinary', 'commendation', 'general'],
  Cu = K(Ed, { error: 'Note type must be performance, disciplinary, commendation or general' }),
  Ar = { subject: 'Subject is required', content: 'Content is required' },
  V_ = T({
    noteType: Cu.default('general'),
    subject: _({ error: Ar.subject })
      .trim()
      .min(1, { error: Ar.subject })
      .max(200, { error: 'Subject must be at most 200 characters' }),
    content: _({ error: Ar.content })
      .trim()
      .min(1, { error: Ar.content })
      .max(5e3, { error: 'Content must be at most 5000 characters' }),
    requiresFollowUp: me({ error: 'Requires follow-up must be true or false' }).default(!1),
    followUpDate: _()
      .trim()
      .max(40)
      .nullish()
      .transform((e) => e || null),
    isConfidential: me({ error: 'Confidential must be true or false' }).default(!1),
    visibleToEmployee: me({ error: 'Visible to employee must be true or false' }).default(!0),
  }).transform((e) => ({ ...e, followUpDate: e.requiresFollowUp ? e.followUpDate : null })),
  Zu = T({
    id: _(),
    employeeId: _(),
    noteType: Cu,
    subject: _(),
    content: _(),
    requiresFollowUp: me(),
    followUpDate: _().nullable(),
    followUpCompleted: me(),
    isConfidential: me(),
    visibleToEmployee: me(),
    createdAt: _(),
  });
var $d = ['full-time', 'part-time', 'contractor'],
  po = K($d, { error: 'Employment type must be full-time, part-time or contractor' }),
  Ad = 'full-time',
  ee = {
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
  lo = (e, t = 200) =>
    _({ error: e })
      .trim()
      .min(1, { error: e })
      .max(t, { error: `${e.replace(' is required', '')} is too long` }),
  Du = (e) => (e === 'create' ? null : void 0),
  Tr = (e, t) =>
    _()
      .trim()
      .max(e, { error: `Must be at most ${e} characters` })
      .nullish()
      .transform((r) => (r === void 0 ? Du(t) : r || null)),
  Td = _({ error: ee.hireDate })
    .trim()
    .min(1, { error: ee.hireDate })
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: ee.hireDate })
    .transform((e) => e.slice(0, 10))
    .refine((e) => !Number.isNaN(Date.parse(`${e}T00:00:00Z`)), { error: ee.hireDate }),
  Nu = (e) =>
    Uc(
      (t) => (t === '' ? null : typeof t == 'string' ? Number(t.trim()) : t),
      Z({ error: e }).min(0, { error: e }).max(1e9, { error: e }).nullable().optional(),
    ),
  Lu = ce(_().trim().max(100, { error: 'Each item must be at most 100 characters' }))
    .max(50, { error: 'At most 50 items' })
    .transform((e) => e.filter((t) => t.length > 0)),
  Id = (e) =>
    _()
      .trim()
      .max(2e3)
      .nullish()
      .transform((t) => (t === void 0 ? Du(e) : t || null))
      .refine((t) => t == null || /^https?:\/\//i.test(t), { error: 'Profile image must be an http(s) URL' }),
  ju = (e, t) => ({
    firstName: lo(ee.firstName, 100),
    lastName: lo(ee.lastName, 100),
    email: _({ error: e })
      .trim()
      .toLowerCase()
      .pipe(ir({ error: e })),
    position: lo(ee.position, 150),
    department: Tr(100, t),
    employeeId: Tr(50, t),
    phone: Tr(50, t),
    address: Tr(500, t),
    hireDate: Td,
    employmentType: t === 'create' ? po.default(Ad) : po.optional(),
    salary: Nu(ee.salary),
    hourlyRate: Nu(ee.hourlyRate),
    profileImageUrl: Id(t),
    skills: Lu.optional(),
    certifications: Lu.optional(),
    performanceScore: Z({ error: 'Performance score must be a number from 0 to 100' })
      .min(0, { error: 'Performance score must be a number from 0 to 100' })
      .max(100, { error: 'Performance score must be a number from 0 to 100' })
      .nullish(),
  }),
  q_ = T(ju(ee.emailOnAdd, 'create')),
  Y_ = T(ju(ee.emailOnEdit, 'update'))
    .partial()
    .refine((e) => Object.values(e).some((t) => t !== void 0), { error: 'Nothing to update' }),
  Ir = T({
    id: _(),
    firstName: _(),
    lastName: _(),
    email: _(),
    position: _(),
    department: _().nullable(),
    employeeId: _().nullable(),
    phone: _().nullable(),
    address: _().nullable(),
    hireDate: _(),
    employmentType: po,
    salary: Z().nullable(),
    hourlyRate: Z().nullable(),
    profileImageUrl: _().nullable(),
    skills: ce(_()),
    certifications: ce(_()),
    performanceScore: Z().nullable(),
    competencies: Ru,
    createdAt: _(),
    updatedAt: _(),
  }),
  X_ = Ir.extend({ notes: ce(Zu) }),
  Q_ = lr.extend({ search: _().trim().max(200).optional(), department: _().trim().max(100).optional() }),
  Od = T({ total: Z(), fullTime: Z(), performanceTotal: Z(), departments: ce(_()) }),
  eb = pr(Ir).extend({ team: Od });
function Rd(e, t) {
  const r = e?.[t];
  return typeof r == 'number' && Number.isFinite(r) ? r : co;
}
function Mu(e) {
  if (!e) return co;
  const t = bt.reduce((r, n) => r + Rd(e, n), 0);
  return Math.round(t / bt.length);
}
function Fu(e) {
  return e.performanceScore ?? Mu(e.competencies);
}
var Cd = we({ type: 'Employee', schema: Ir, partitionKey: yt, sortKey: 'EMPLOYEE#{id}' }),
  fo = $r(Cd, {
    counterKey: 'COUNTER#EMPLOYEES',
    tally: (e) => ({
      count: 1,
      fullTime: e.employmentType === 'full-time' ? 1 : 0,
      performanceTotal: Fu(e),
      ...(e.department?.trim() && { [`${Zd}${e.department.trim()}`]: 1 }),
    }),
    reads: ['employmentType', 'department', 'performanceScore'],
  }),
  Zd = 'dept#';
async function Uu(e, t) {
  const r = [...new Set(t.map((s) => s.assigneeEmployeeId).filter((s) => s !== null))];
  if (r.length === 0) return {};
  const n = await Pr(r.map((s) => fo.keyOf({ workspaceId: e, id: s }))),
    o = {};
  for (const s of n) {
    const i = fo.fromItem(s);
    i && (o[i.id] = `${i.firstName} ${i.lastName}`.trim());
  }
  return o;
}
async function Bu(e, t) {
  const r = { limit: t.limit, cursor: t.cursor },
    [n, o] = await Promise.all([
      t.status ? Tu(e, t.status, r) : ao.query({ workspaceId: e }, { ...r, newestFirst: !0 }),
      Au(e),
    ]);
  return { items: n.items, cursor: n.cursor ?? null, counts: o, assigneeNames: await Uu(e, n.items) };
}
var bb = $u(Xc, async ({ query: e, session: t }) => Bu(t.workspaceId, e));
export { bb as handler };
/*! Bundled license information:

@aws-lambda-powertools/logger/lib/esm/logBuffer.js:
@aws-lambda-powertools/logger/lib/esm/Logger.js:
  (* v8 ignore next -- @preserve *)
*/
//# sourceMappingURL=index.mjs.map
