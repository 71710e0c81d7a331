// calls_control.cu - ptxlint real-PTX corpus
//
// Covers device-side calls and control flow:
//   * __noinline__ device functions with scalar, vector (float4), 64-bit,
//     double and by-value struct parameters and struct return values
//     (.param .align N .b8 x[K], call.uni (retval), func, (args))
//   * recursion (direct, mutual, depth-bounded Ackermann, recursive quicksort
//     on a local array), which needs a call stack in .local memory
//   * function pointers: device-side tables, indirect calls through a pointer
//     chosen at run time (.callprototype / call with a prototype label)
//   * virtual functions: objects created with new on the device, virtual
//     calls through vtables (.global vtable initialisers), virtual destructors
//   * printf (vprintf with a .local argument buffer) and string constants,
//     malloc / free / new / delete, alloca (alloca.u64 / stack save-restore)
//   * local arrays with dynamic indexing (.local, ld.local / st.local),
//     address-taken locals passed to callees (cvta.local)
//   * switch statements (dense, sparse, with calls in cases), a jump table
//     written in inline PTX (.branchtargets + brx.idx), goto, loops
//     with break/continue, __builtin_expect, __builtin_assume,
//     __builtin_unreachable, assert (__assertfail) and __trap on error paths
//   * extern "C" device functions, static (internal) device functions
#include <cassert>
#include <cstdio>

#include "corpus_features.cuh"

// ------------------------------------------------------------------ calls --
struct alignas(16) Vec3 {
  float x, y, z, w;
};

struct Pair {
  int a;
  double b;
  char tag;
};

__device__ __noinline__ Vec3 cross3(Vec3 u, Vec3 v) {
  return Vec3{u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x, 0.0f};
}

__device__ __noinline__ float dot4(float4 a, float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }

__device__ __noinline__ Pair make_pair_dev(int a, double b, char tag) { return Pair{a, b, tag}; }

__device__ __noinline__ long long mix64(long long a, unsigned long long b, short c, unsigned char d, bool e) {
  return (a ^ (long long)(b >> 3)) + c * (long long)d + (e ? 1 : -1);
}

extern "C" __device__ __noinline__ double c_linkage_poly(double x) { return ((2.0 * x - 3.0) * x + 1.0) * x - 7.0; }

static __device__ __noinline__ int internal_helper(int x) { return x * x + 1; }

// Many arguments: more than fit in registers in the ABI.
__device__ __noinline__ float many_args(float a0, float a1, float a2, float a3, float a4, float a5, float a6, float a7,
                                        int i0, int i1, int i2, int i3, double d0, double d1, const float* p) {
  return a0 + a1 * a2 - a3 + a4 * a5 - a6 + a7 + (float)(i0 + i1 * i2 - i3) + (float)(d0 * d1) + p[i0 & 7];
}

extern "C" __global__ void call_abi(const float4* in, float* out, Pair* pairs, long long* lout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 a = in[i], b = in[(i + 1) % n];
  Vec3 c = cross3(Vec3{a.x, a.y, a.z, 0.f}, Vec3{b.x, b.y, b.z, 0.f});
  float d = dot4(a, b);
  pairs[i] = make_pair_dev(i, c_linkage_poly((double)d), (char)('a' + i % 26));
  lout[i] = mix64(-(long long)i, 0xfeedfacecafebeefull, (short)-i, (unsigned char)i, i & 1);
  out[i] = c.x + c.y + c.z + d + (float)internal_helper(i) +
           many_args(a.x, a.y, a.z, a.w, b.x, b.y, b.z, b.w, i, i + 1, i + 2, i + 3, 0.5, 2.0, &a.x);
}

// -------------------------------------------------------------- recursion --
__device__ __noinline__ unsigned long long fib(int k) { return k < 2 ? (unsigned long long)k : fib(k - 1) + fib(k - 2); }

__device__ bool is_odd(unsigned v);
__device__ __noinline__ bool is_even(unsigned v) { return v == 0 ? true : is_odd(v - 1); }
__device__ __noinline__ bool is_odd(unsigned v) { return v == 0 ? false : is_even(v - 1); }

__device__ __noinline__ int ackermann(int m, int nn, int depth) {
  if (depth > 64) return -1;  // bounded
  if (m == 0) return nn + 1;
  if (nn == 0) return ackermann(m - 1, 1, depth + 1);
  int inner = ackermann(m, nn - 1, depth + 1);
  return inner < 0 ? -1 : ackermann(m - 1, inner, depth + 1);
}

__device__ __noinline__ void quicksort(int* v, int lo, int hi) {
  if (lo >= hi) return;
  int p = v[(lo + hi) / 2], i = lo, j = hi;
  while (i <= j) {
    while (v[i] < p) ++i;
    while (v[j] > p) --j;
    if (i <= j) {
      int t = v[i];
      v[i] = v[j];
      v[j] = t;
      ++i;
      --j;
    }
  }
  quicksort(v, lo, j);
  quicksort(v, i, hi);
}

__global__ void recursion(const int* in, unsigned long long* fibs, int* sorted, int* misc, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  fibs[i] = fib(in[i] % 20);
  int local[32];  // local array, address passed to a recursive callee
  for (int k = 0; k < 32; ++k) local[k] = in[(i * 31 + k * 17) % n];
  quicksort(local, 0, 31);
  for (int k = 0; k < 32; ++k) sorted[i * 32 + k] = local[k];
  misc[2 * i] = is_even((unsigned)in[i] % 1000u);
  misc[2 * i + 1] = ackermann(2, in[i] % 4, 0);
}

// ------------------------------------------------------- function pointers --
typedef float (*unary_fn)(float);
typedef int (*binop_fn)(int, int);

__device__ __noinline__ float f_square(float x) { return x * x; }
__device__ __noinline__ float f_negate(float x) { return -x; }
__device__ __noinline__ float f_halve(float x) { return 0.5f * x; }
__device__ __noinline__ float f_rsqrt(float x) { return rsqrtf(fabsf(x) + 1.0f); }

__device__ int op_add(int a, int b) { return a + b; }
__device__ int op_sub(int a, int b) { return a - b; }
__device__ int op_mul(int a, int b) { return a * b; }
__device__ int op_min(int a, int b) { return a < b ? a : b; }

__device__ unary_fn g_unary_table[4] = {f_square, f_negate, f_halve, f_rsqrt};
__constant__ binop_fn c_binop_table[4] = {op_add, op_sub, op_mul, op_min};

__device__ __noinline__ float apply_n(unary_fn f, float x, int times) {
  for (int k = 0; k < times; ++k) x = f(x);
  return x;
}

__global__ void indirect_calls(const float* in, const int* sel, float* out, int* iout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unary_fn f = g_unary_table[sel[i] & 3];
  float r = f(in[i]);
  r = apply_n(g_unary_table[(sel[i] >> 2) & 3], r, 3);
  binop_fn g = c_binop_table[(sel[i] >> 4) & 3];
  iout[i] = g(sel[i], i);
  // pointer chosen by a ternary (not from a table)
  unary_fn h = (i & 1) ? f_square : f_halve;
  out[i] = r + h(r);
}

// ------------------------------------------------------- virtual functions --
class Shape {
 public:
  __device__ virtual ~Shape() {}
  __device__ virtual float area() const = 0;
  __device__ virtual float perimeter() const = 0;
  __device__ virtual int kind() const { return 0; }
};

class Circle : public Shape {
  float r_;

 public:
  __device__ explicit Circle(float r) : r_(r) {}
  __device__ float area() const override { return 3.14159265f * r_ * r_; }
  __device__ float perimeter() const override { return 2.0f * 3.14159265f * r_; }
  __device__ int kind() const override { return 1; }
};

class Rect : public Shape {
 protected:
  float w_, h_;

 public:
  __device__ Rect(float w, float h) : w_(w), h_(h) {}
  __device__ float area() const override { return w_ * h_; }
  __device__ float perimeter() const override { return 2.0f * (w_ + h_); }
  __device__ int kind() const override { return 2; }
};

class Square final : public Rect {
 public:
  __device__ explicit Square(float s) : Rect(s, s) {}
  __device__ int kind() const override { return 3; }
};

__global__ void make_shapes(Shape** shapes, const float* params, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Shape* s;
  switch (i % 3) {
    case 0: s = new Circle(params[i]); break;
    case 1: s = new Rect(params[i], 2.0f * params[i]); break;
    default: s = new Square(params[i]); break;
  }
  shapes[i] = s;  // may be nullptr if the device heap is exhausted
}

__global__ void use_shapes(Shape* const* shapes, float* area, float* perim, int* kinds, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || shapes[i] == nullptr) return;
  const Shape* s = shapes[i];
  area[i] = s->area();
  perim[i] = s->perimeter();
  kinds[i] = s->kind();
}

__global__ void destroy_shapes(Shape** shapes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  delete shapes[i];  // virtual destructor; delete of nullptr is a no-op
  shapes[i] = nullptr;
}

// ---------------------------------------------------- printf, heap, alloca --
__global__ void printf_and_heap(const float* in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if (i == 0) {
    printf("n=%d first=%f e=%e g=%g\n", n, in[0], (double)in[0] * 1e10, (double)in[0]);
    printf("ll=%lld ull=%llu hex=%#x ptr=%p char=%c str=%s pct=%%\n", -1234567890123ll, 18446744073709551615ull,
           0xbeefu, (const void*)in, 'Z', "corpus");
  }
  int* buf = static_cast<int*>(malloc(sizeof(int) * 16));
  if (buf == nullptr) return;
  for (int k = 0; k < 16; ++k) buf[k] = k * i;
  double* d = new double[4];
  if (d != nullptr) {
    for (int k = 0; k < 4; ++k) d[k] = buf[k * 3] * 0.5;
    if (d[3] < 0.0) printf("thread %d: negative %f\n", i, d[3]);
    delete[] d;
  }
  free(buf);
}

__global__ void alloca_dynamic(const int* lens, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int len = (lens[i] & 63) + 1;
  int* scratch = static_cast<int*>(alloca(sizeof(int) * len));
  for (int k = 0; k < len; ++k) scratch[k] = k ^ i;
  int acc = 0;
  for (int k = len - 1; k >= 0; k -= 2) acc += scratch[k];
  out[i] = acc;
}

// ------------------------------------------------------------ local memory --
__global__ void local_array_dynamic(const int* idx, const float* vals, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float hist[64];
  double dhist[16];
#pragma unroll 1
  for (int k = 0; k < 64; ++k) hist[k] = 0.0f;
  for (int k = 0; k < 16; ++k) dhist[k] = 0.0;
  for (int k = 0; k < 32; ++k) {
    int j = idx[(i + k) % n];
    hist[j & 63] += vals[(i + k) % n];
    dhist[(j >> 6) & 15] += 1.0;
  }
  float best = hist[idx[i] & 63];
  for (int k = 0; k < 64; ++k) best = fmaxf(best, hist[k]);
  out[i] = best + (float)dhist[idx[i] & 15];
}

// ------------------------------------------------------------------ switch --
enum class Op : int { Add = 0, Sub, Mul, Div, Mod, And, Or, Xor, Shl, Shr, Min, Max };

__device__ __noinline__ int slow_path(int x) { return x * 7 + 3; }

__device__ __noinline__ int eval(Op op, int a, int b) {
  switch (op) {
    case Op::Add: return a + b;
    case Op::Sub: return a - b;
    case Op::Mul: return a * b;
    case Op::Div: return b != 0 ? a / b : 0;
    case Op::Mod: return b != 0 ? a % b : 0;
    case Op::And: return a & b;
    case Op::Or: return a | b;
    case Op::Xor: return a ^ b;
    case Op::Shl: return a << (b & 31);
    case Op::Shr: return a >> (b & 31);
    case Op::Min: return min(a, b);
    case Op::Max: return max(a, b);
  }
  __builtin_unreachable();
}

__global__ void switches(const int* ops, const int* a, const int* b, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int o = ops[i];
  int r = (o >= 0 && o < 12) ? eval(static_cast<Op>(o), a[i], b[i]) : 0;
  // sparse switch
  switch (a[i]) {
    case -1000: r += 1; break;
    case 7: r += 2; break;
    case 4096: r += 3; break;
    case 123456: r += 4; break;
    default: r -= 1; break;
  }
  // dense switch with calls and fall-through
  switch (b[i] & 15) {
    case 0: r = slow_path(r);  // fall through
    case 1: r += slow_path(r + 1); break;
    case 2: r ^= slow_path(r - 1); break;
    case 3: r = internal_helper(r); break;
    case 4: r -= slow_path(2 * r); break;
    case 5: r += internal_helper(r) >> 3; break;
    case 6: r *= 3; break;
    case 7: r = -r; break;
    case 9: r = slow_path(r) - internal_helper(r); break;
    case 10:
    case 11: r >>= 1; break;
    default: break;
  }
  out[i] = r;
}

// nvcc does not emit jump tables itself; this is one written in inline PTX:
// a .branchtargets list and brx.idx, with labels scoped to the { } block (so
// the same label names can appear in several blocks of one function).
__device__ __forceinline__ int jump_table3(int sel) {
  int r;
  asm volatile(
      "{\n\t"
      ".reg .u32 idx;\n\t"
      "ts: .branchtargets L0, L1, L2;\n\t"
      "rem.u32 idx, %1, 3;\n\t"
      "brx.idx idx, ts;\n\t"
      "L0: mov.u32 %0, 10;\n\t"
      "bra.uni LEND;\n\t"
      "L1: mov.u32 %0, 20;\n\t"
      "bra.uni LEND;\n\t"
      "L2: mov.u32 %0, 30;\n\t"
      "LEND:\n\t"
      "}"
      : "=r"(r)
      : "r"(sel));
  return r;
}

__global__ void jump_tables(const unsigned* sel, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int r = jump_table3((int)sel[i]);
  r += jump_table3((int)(sel[i] >> 8));  // second copy: same labels, new scope
  asm volatile(
      "{\n\t"
      ".reg .u32 idx;\n\t"
      "ts: .branchtargets L0, L1;\n\t"
      "and.b32 idx, %1, 1;\n\t"
      "brx.idx.uni idx, ts;\n\t"
      "L0: add.s32 %0, %0, 1;\n\t"
      "bra.uni LEND;\n\t"
      "L1: add.s32 %0, %0, 2;\n\t"
      "LEND:\n\t"
      "}"
      : "+r"(r)
      : "r"(0u));  // uniform index
  out[i] = r;
}

// ------------------------------------------- goto, builtins, assert, trap --
__global__ void control_misc(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (__builtin_expect(i >= n, 0)) return;
  int v = in[i];
  __builtin_assume(n > 0);
  const int* aligned = static_cast<const int*>(__builtin_assume_aligned(in, 16));
  int steps = 0;
retry:
  if (v > 1) {
    v = (v & 1) ? 3 * v + 1 : v / 2;
    if (++steps < 1000) goto retry;
  }
  for (int k = 0; k < 100; ++k) {
    if (k % 3 == 0) continue;
    if (aligned[k % n] < 0) break;
    steps += k;
  }
  assert(steps >= 0);
  if (steps < 0) __trap();  // unreachable on valid input
  int j = 0;
  do {
    j += 2;
  } while (j < (v & 15));
  out[i] = steps + j;
}
