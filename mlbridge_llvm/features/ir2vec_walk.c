/* Native IR2Vec function-level entity counts over the LLVM-C API (source of ir2vec_walk.ll).
 *
 * Not compiled by the project's build: `python -m mlbridge_llvm.features.ir2vec_native --regenerate` turns it into
 * LLVM IR with clang once (the result is committed as ir2vec_walk.ll) and mlbridge_llvm.features.ir2vec_native
 * JIT-compiles that IR with llvmlite at run time. No header, no libLLVM link: every LLVM-C and libc function comes in
 * through the Api table of function pointers filled by the Python side.
 *
 * For every defined function of a module (module order) it computes the (110,) entity-count vector whose product
 * with the weighted vocabulary is LLVM 22's function vector (Embedder::getFunctionVector), with exactly the
 * arithmetic of mlbridge_llvm.features.ir2vec (FunctionIR.flow_counts / symbolic_counts, Embedder.embed_ir):
 *   - blocks reachable from the entry in depth-first preorder (successors in terminator order, `br` true first),
 *     debug intrinsics and llvm.pseudoprobe skipped;
 *   - instruction row = opcode + result type (+ predicate) + one count per non-instruction operand kind, added in
 *     that order, then per instruction operand (operand order) the defining instruction's row if it was computed
 *     already (flow-aware) or one count of its kind;
 *   - function counts = sum of the rows in DFS order.
 */
#include <stddef.h>
#include <stdint.h>

typedef void *V;

typedef struct {
  V (*first_function)(V);
  V (*next_function)(V);
  int (*is_declaration)(V);
  V (*first_bb)(V);
  V (*next_bb)(V);
  V (*first_inst)(V);
  V (*next_inst)(V);
  int (*opcode)(V);
  V (*type_of)(V);
  int (*type_kind)(V);
  int (*num_operands)(V);
  V (*get_operand)(V, unsigned);
  int (*value_kind)(V);
  int (*icmp_pred)(V);
  int (*fcmp_pred)(V);
  const char *(*value_name)(V, size_t *);
  V (*value_as_bb)(V);
  void *(*malloc)(size_t);
  void (*free)(void *);
  V (*enum_attribute_at_index)(V, unsigned, unsigned);
  V (*called_value)(V);
  V (*is_a_function)(V);
} Api;

typedef struct {
  const int32_t *opcode_row; /* [128] LLVMOpcode -> entity row, -1 unknown */
  const int32_t *type_row;   /* [32] LLVMTypeKind -> entity row */
  const int32_t *icmp_row;   /* [16] LLVMIntPredicate - 32 -> entity row */
  const int32_t *fcmp_row;   /* [16] LLVMRealPredicate -> entity row */
  int32_t row_function, row_pointer, row_constant, row_variable, row_unknown_type;
  int32_t n_entities;
  int32_t flow; /* 1 flow-aware, 0 symbolic */
} Tables;

enum { VK_BASIC_BLOCK = 1, VK_FUNCTION = 5, VK_INSTRUCTION = 24, TK_POINTER = 12 };
enum { OP_BR = 2, OP_INVOKE = 5, OP_ICMP = 42, OP_FCMP = 43, OP_CALL = 45 };

/* errors (negative return values) */
enum { ERR_OOM = -1, ERR_OPCODE = -2, ERR_PREDICATE = -3, ERR_BLOCK = -4 };

typedef struct {
  V *keys;
  int32_t *vals;
  size_t mask;
} Map;

static size_t hash_ptr(V p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (size_t)x;
}

static int map_init(const Api *api, Map *m, size_t n) {
  size_t cap = 16;
  while (cap < 2 * n + 2) cap <<= 1;
  m->keys = (V *)api->malloc(cap * sizeof(V));
  m->vals = (int32_t *)api->malloc(cap * sizeof(int32_t));
  if (!m->keys || !m->vals) return 0;
  for (size_t i = 0; i < cap; i++) m->keys[i] = 0;
  m->mask = cap - 1;
  return 1;
}

static void map_put(Map *m, V k, int32_t v) {
  size_t h = hash_ptr(k) & m->mask;
  while (m->keys[h] && m->keys[h] != k) h = (h + 1) & m->mask;
  m->keys[h] = k;
  m->vals[h] = v;
}

static int32_t map_get(const Map *m, V k) {
  size_t h = hash_ptr(k) & m->mask;
  while (m->keys[h]) {
    if (m->keys[h] == k) return m->vals[h];
    h = (h + 1) & m->mask;
  }
  return -1;
}

static void map_free(const Api *api, Map *m) {
  if (m->keys) api->free(m->keys);
  if (m->vals) api->free(m->vals);
  m->keys = 0;
  m->vals = 0;
}

static int skipped_callee(const Api *api, V callee) {
  size_t len = 0;
  const char *s = api->value_name(callee, &len);
  if (!s) return 0;
  static const char pp[] = "llvm.pseudoprobe";
  static const char dbg[] = "llvm.dbg.";
  if (len == sizeof(pp) - 1) {
    size_t i = 0;
    while (i < len && s[i] == pp[i]) i++;
    if (i == len) return 1;
  }
  if (len >= sizeof(dbg) - 1) {
    size_t i = 0;
    while (i < sizeof(dbg) - 1 && s[i] == dbg[i]) i++;
    if (i == sizeof(dbg) - 1) return 1;
  }
  return 0;
}

static int32_t operand_kind(const Tables *t, int vk, int tk) {
  if (vk == VK_FUNCTION) return t->row_function;
  if (tk == TK_POINTER) return t->row_pointer;
  if ((vk >= 5 && vk <= 21) || vk == 25 || vk == 26 || vk == 27) return t->row_constant;
  return t->row_variable;
}

/* Growable int32 array. */
typedef struct {
  int32_t *p;
  size_t n, cap;
} Vec;

static int vec_push(const Api *api, Vec *v, int32_t x) {
  if (v->n == v->cap) {
    size_t cap = v->cap ? 2 * v->cap : 256;
    int32_t *q = (int32_t *)api->malloc(cap * sizeof(int32_t));
    if (!q) return 0;
    for (size_t i = 0; i < v->n; i++) q[i] = v->p[i];
    if (v->p) api->free(v->p);
    v->p = q;
    v->cap = cap;
  }
  v->p[v->n++] = x;
  return 1;
}

static void vec_free(const Api *api, Vec *v) {
  if (v->p) api->free(v->p);
  v->p = 0;
  v->n = v->cap = 0;
}

/* Entity counts of one defined function into out[0..n_entities). Returns 0, or an error code (< 0). */
static int function_counts(const Api *api, const Tables *t, V fn, double *out, int32_t *err_info) {
  const int32_t NE = t->n_entities;
  int rc = 0;
  size_t nb = 0, ni = 0;
  for (V b = api->first_bb(fn); b; b = api->next_bb(b)) {
    nb++;
    for (V i = api->first_inst(b); i; i = api->next_inst(i)) ni++;
  }
  for (int32_t k = 0; k < NE; k++) out[k] = 0.0;
  if (nb == 0) return 0;

  V *blocks = (V *)api->malloc(nb * sizeof(V));
  V *insts = (V *)api->malloc((ni + 1) * sizeof(V));
  int32_t *bstart = (int32_t *)api->malloc((nb + 1) * sizeof(int32_t));
  int32_t *skip = (int32_t *)api->malloc((ni + 1) * sizeof(int32_t));
  int32_t *base_start = (int32_t *)api->malloc((ni + 2) * sizeof(int32_t));
  int32_t *use_start = (int32_t *)api->malloc((ni + 2) * sizeof(int32_t));
  int32_t *succ_start = (int32_t *)api->malloc((nb + 1) * sizeof(int32_t));
  uint8_t *computed = (uint8_t *)api->malloc(ni + 1);
  uint8_t *seen = (uint8_t *)api->malloc(nb);
  int32_t *stack_b = (int32_t *)api->malloc(nb * sizeof(int32_t));
  int32_t *stack_i = (int32_t *)api->malloc(nb * sizeof(int32_t));
  double *rows = (double *)api->malloc((ni + 1) * (size_t)NE * sizeof(double));
  Map bmap = {0, 0, 0}, imap = {0, 0, 0};
  Vec base = {0, 0, 0}, use_def = {0, 0, 0}, use_kind = {0, 0, 0}, succ = {0, 0, 0}, bbs = {0, 0, 0};
  if (!blocks || !insts || !bstart || !skip || !base_start || !use_start || !succ_start || !computed || !seen ||
      !stack_b || !stack_i || !rows || !map_init(api, &bmap, nb) || !map_init(api, &imap, ni)) {
    rc = ERR_OOM;
    goto done;
  }
  {
    size_t bi = 0, ii = 0;
    for (V b = api->first_bb(fn); b; b = api->next_bb(b)) {
      blocks[bi] = b;
      map_put(&bmap, b, (int32_t)bi);
      bstart[bi] = (int32_t)ii;
      for (V i = api->first_inst(b); i; i = api->next_inst(i)) {
        insts[ii] = i;
        map_put(&imap, i, (int32_t)ii);
        ii++;
      }
      bi++;
    }
    bstart[nb] = (int32_t)ii;
  }
  /* per instruction: base entities and instruction uses; per block: successors of its terminator */
  for (size_t b = 0; b < nb; b++) {
    succ_start[b] = (int32_t)succ.n;
    int last_op = 0;
    for (int32_t i = bstart[b]; i < bstart[b + 1]; i++) {
      V inst = insts[i];
      int op = api->opcode(inst);
      int32_t row = (op >= 0 && op < 128) ? t->opcode_row[op] : -1;
      if (row < 0) {
        *err_info = op;
        rc = ERR_OPCODE;
        goto done;
      }
      base_start[i] = (int32_t)base.n;
      use_start[i] = (int32_t)use_def.n;
      int tk = api->type_kind(api->type_of(inst));
      int32_t trow = (tk >= 0 && tk < 32) ? t->type_row[tk] : t->row_unknown_type;
      if (!vec_push(api, &base, row) || !vec_push(api, &base, trow)) { rc = ERR_OOM; goto done; }
      int nops = api->num_operands(inst);
      int vk = -1;
      V o = 0;
      bbs.n = 0;
      for (int j = 0; j < nops; j++) {
        o = api->get_operand(inst, (unsigned)j);
        vk = api->value_kind(o);
        int32_t kind = operand_kind(t, vk, api->type_kind(api->type_of(o)));
        int32_t d = vk == VK_INSTRUCTION ? map_get(&imap, o) : -1;
        if (d >= 0) {
          if (!vec_push(api, &use_def, d) || !vec_push(api, &use_kind, kind)) { rc = ERR_OOM; goto done; }
        } else {
          if (!vec_push(api, &base, kind)) { rc = ERR_OOM; goto done; }
          if (vk == VK_BASIC_BLOCK) {
            int32_t s = map_get(&bmap, api->value_as_bb(o));
            if (s < 0) {
              rc = ERR_BLOCK;
              goto done;
            }
            if (!vec_push(api, &bbs, s)) { rc = ERR_OOM; goto done; }
          }
        }
      }
      /* the predicate comes after the operands in mlbridge's FunctionIR (order of +1.0 terms is irrelevant: exact) */
      if (op == OP_ICMP || op == OP_FCMP) {
        int p = op == OP_ICMP ? api->icmp_pred(inst) - 32 : api->fcmp_pred(inst);
        int32_t prow = (p >= 0 && p < 16) ? (op == OP_ICMP ? t->icmp_row[p] : t->fcmp_row[p]) : -1;
        if (prow < 0) {
          *err_info = p;
          rc = ERR_PREDICATE;
          goto done;
        }
        if (!vec_push(api, &base, prow)) { rc = ERR_OOM; goto done; }
      }
      skip[i] = (op == OP_CALL && vk == VK_FUNCTION) ? skipped_callee(api, o) : 0;
      last_op = op;
    }
    /* successors = block operands of the last instruction; `br cond, %f, %t` has them as (false, true) */
    if (last_op == OP_BR && bbs.n == 2) {
      int32_t x = bbs.p[0];
      bbs.p[0] = bbs.p[1];
      bbs.p[1] = x;
    }
    if (bstart[b] == bstart[b + 1]) bbs.n = 0;
    for (size_t k = 0; k < bbs.n; k++)
      if (!vec_push(api, &succ, bbs.p[k])) { rc = ERR_OOM; goto done; }
  }
  base_start[ni] = (int32_t)base.n;
  use_start[ni] = (int32_t)use_def.n;
  succ_start[nb] = (int32_t)succ.n;

  for (size_t i = 0; i < ni; i++) computed[i] = 0;
  for (size_t b = 0; b < nb; b++) seen[b] = 0;
  /* depth-first preorder from the entry; rows computed block by block in that order */
  {
    size_t sp = 0;
    seen[0] = 1;
    stack_b[sp] = 0;
    stack_i[sp] = 0;
    sp++;
    int32_t visit = 0; /* block to compute next */
    int have_visit = 1;
    while (have_visit || sp) {
      if (have_visit) {
        for (int32_t i = bstart[visit]; i < bstart[visit + 1]; i++) {
          if (skip[i]) continue;
          double *r = rows + (size_t)i * NE;
          for (int32_t k = 0; k < NE; k++) r[k] = 0.0;
          for (int32_t k = base_start[i]; k < base_start[i + 1]; k++) r[base.p[k]] += 1.0;
          for (int32_t k = use_start[i]; k < use_start[i + 1]; k++) {
            int32_t d = use_def.p[k];
            if (t->flow && computed[d]) {
              const double *rd = rows + (size_t)d * NE;
              for (int32_t e = 0; e < NE; e++) r[e] += rd[e];
            } else {
              r[use_kind.p[k]] += 1.0;
            }
          }
          computed[i] = 1;
          for (int32_t k = 0; k < NE; k++) out[k] += r[k];
        }
        have_visit = 0;
      }
      if (!sp) break;
      int32_t b = stack_b[sp - 1];
      int32_t i = stack_i[sp - 1];
      if (succ_start[b] + i < succ_start[b + 1]) {
        stack_i[sp - 1] = i + 1;
        int32_t s = succ.p[succ_start[b] + i];
        if (!seen[s]) {
          seen[s] = 1;
          stack_b[sp] = s;
          stack_i[sp] = 0;
          sp++;
          visit = s;
          have_visit = 1;
        }
      } else {
        sp--;
      }
    }
  }
done:
  if (blocks) api->free(blocks);
  if (insts) api->free(insts);
  if (bstart) api->free(bstart);
  if (skip) api->free(skip);
  if (base_start) api->free(base_start);
  if (use_start) api->free(use_start);
  if (succ_start) api->free(succ_start);
  if (computed) api->free(computed);
  if (seen) api->free(seen);
  if (stack_b) api->free(stack_b);
  if (stack_i) api->free(stack_i);
  if (rows) api->free(rows);
  map_free(api, &bmap);
  map_free(api, &imap);
  vec_free(api, &base);
  vec_free(api, &use_def);
  vec_free(api, &use_kind);
  vec_free(api, &succ);
  vec_free(api, &bbs);
  return rc;
}

/* Entity counts of every defined function of module `mod` into out[f * n_entities ...] (module order).
 * Returns the number of defined functions (written only if <= capacity: call again with a larger buffer), or an
 * error code < 0 (err_info: the offending opcode or predicate, *err_fn: index of the function). */
int64_t mlbridge_ir2vec_module_counts(const Api *api, const Tables *t, V mod, double *out, int64_t capacity,
                                      int32_t *err_info, int64_t *err_fn) {
  int64_t nf = 0;
  for (V fn = api->first_function(mod); fn; fn = api->next_function(fn)) {
    if (api->is_declaration(fn)) continue;
    if (nf < capacity) {
      int rc = function_counts(api, t, fn, out + nf * t->n_entities, err_info);
      if (rc < 0) {
        *err_fn = nf;
        return rc;
      }
    }
    nf++;
  }
  return nf;
}

/* The call statistics behind poset-rl's module features (passes/poset_rl/features.py, same definitions):
 * out[0] = direct call/invoke sites whose callee is a defined function carrying enum attribute `kind` on the
 * function index (alwaysinline), out[1] = the sum of those callees' instruction counts, out[2] = direct call/invoke
 * sites of non-intrinsic functions, out[3] = instructions of the defined functions. Returns 0 or ERR_OOM. */
int64_t mlbridge_module_call_stats(const Api *api, V mod, uint32_t kind, double *out) {
  size_t nf = 0;
  for (V fn = api->first_function(mod); fn; fn = api->next_function(fn))
    if (!api->is_declaration(fn)) nf++;
  Map size = {0, 0, 0}; /* defined function -> 2 * instructions + has `kind` */
  if (!map_init(api, &size, nf)) {
    map_free(api, &size);
    return ERR_OOM;
  }
  double total = 0, sites = 0, insts = 0, calls = 0;
  for (V fn = api->first_function(mod); fn; fn = api->next_function(fn)) {
    if (api->is_declaration(fn)) continue;
    int32_t n = 0;
    for (V bb = api->first_bb(fn); bb; bb = api->next_bb(bb))
      for (V in = api->first_inst(bb); in; in = api->next_inst(in)) n++;
    total += n;
    map_put(&size, fn, 2 * n + (kind && api->enum_attribute_at_index(fn, 0xFFFFFFFFu, kind) ? 1 : 0));
  }
  for (V fn = api->first_function(mod); fn; fn = api->next_function(fn)) {
    if (api->is_declaration(fn)) continue;
    for (V bb = api->first_bb(fn); bb; bb = api->next_bb(bb))
      for (V in = api->first_inst(bb); in; in = api->next_inst(in)) {
        int op = api->opcode(in);
        if (op != OP_CALL && op != OP_INVOKE) continue;
        V target = api->called_value(in);
        if (!target || !api->is_a_function(target)) continue;
        size_t len = 0;
        const char *name = api->value_name(target, &len);
        if (name && len >= 5 && name[0] == 'l' && name[1] == 'l' && name[2] == 'v' && name[3] == 'm' &&
            name[4] == '.')
          continue;
        calls += 1;
        int32_t v = map_get(&size, target);
        if (v >= 0 && (v & 1)) {
          sites += 1;
          insts += v >> 1;
        }
      }
  }
  map_free(api, &size);
  out[0] = sites;
  out[1] = insts;
  out[2] = calls;
  out[3] = total;
  return 0;
}
