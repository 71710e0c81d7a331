// atomic_ref_all_orders_fastmath_precsqrt.cu - ptxlint real-PTX corpus
//
// Covers cuda::atomic_ref on 32-bit int, unsigned, float and 64-bit
// unsigned long long with every memory order (relaxed, consume, acquire,
// release, acq_rel, seq_cst) at every scope (thread, block, device, system)
// for each fetch operation, exchange, load and store, compare_exchange_strong
// and _weak with every (success, failure) pair, the wait / notify_one /
// notify_all polling loop, cuda::atomic_thread_fence and
// cuda::atomic_signal_fence with every order and scope; float fetch_min /
// fetch_max (CAS loops); next to --use_fast_math with -prec-sqrt=true after
// it: IEEE sqrtf among __expf / __sinf / approximate division, the
// directed-rounding __fsqrt_* and __fdiv_* intrinsics, and double sqrt.
// corpus-nvcc-flags: --use_fast_math -prec-sqrt=true
// corpus-quick-archs: sm_75 sm_90a sm_100a sm_120a
#include <cuda/atomic>
#include <cuda/std/atomic>

using cuda::std::memory_order;

#define ALL_ORDERS(X)                                                              \
  X(cuda::std::memory_order_relaxed)                                               \
  X(cuda::std::memory_order_consume)                                               \
  X(cuda::std::memory_order_acquire)                                               \
  X(cuda::std::memory_order_release)                                               \
  X(cuda::std::memory_order_acq_rel)                                               \
  X(cuda::std::memory_order_seq_cst)

// Every read-modify-write of an integer atomic_ref, each memory order.
template <class T, cuda::thread_scope S>
__device__ T int_rmw_all_orders(T *p, T v) {
  cuda::atomic_ref<T, S> a(*p);
  T acc = 0;
#define RMW(O)                                                                     \
  acc += a.fetch_add(v, O);                                                        \
  acc ^= a.fetch_sub(v, O);                                                        \
  acc += a.fetch_and(v | 1, O);                                                    \
  acc ^= a.fetch_or(v, O);                                                         \
  acc += a.fetch_xor(v, O);                                                        \
  acc ^= a.fetch_min(v, O);                                                        \
  acc += a.fetch_max(v, O);                                                        \
  acc ^= a.exchange(acc, O);
  ALL_ORDERS(RMW)
#undef RMW
  return acc;
}

// Loads and stores with the orders each allows.
template <class T, cuda::thread_scope S>
__device__ T load_store_orders(T *p, T v) {
  cuda::atomic_ref<T, S> a(*p);
  T acc = a.load(cuda::std::memory_order_relaxed);
  acc += a.load(cuda::std::memory_order_consume);
  acc += a.load(cuda::std::memory_order_acquire);
  acc += a.load(cuda::std::memory_order_seq_cst);
  a.store(v + acc, cuda::std::memory_order_relaxed);
  a.store(v - acc, cuda::std::memory_order_release);
  a.store(v * acc, cuda::std::memory_order_seq_cst);
  return acc;
}

// compare_exchange_strong and _weak with every (success, failure) pair: the
// failure order is no stronger than the success order and not a release.
template <class T, cuda::thread_scope S>
__device__ int cas_all_pairs(T *p, T want) {
  cuda::atomic_ref<T, S> a(*p);
  int won = 0;
  T e;
#define FAIL(SO, FO)                                                               \
  e = want;                                                                        \
  won += a.compare_exchange_strong(e, want + T(1), SO, FO);                        \
  e = want;                                                                        \
  won += a.compare_exchange_weak(e, want + T(2), SO, FO);
#define SUCC(SO)                                                                   \
  FAIL(SO, cuda::std::memory_order_relaxed)                                        \
  FAIL(SO, cuda::std::memory_order_consume)                                        \
  FAIL(SO, cuda::std::memory_order_acquire)                                        \
  FAIL(SO, cuda::std::memory_order_seq_cst)
  ALL_ORDERS(SUCC)
#undef SUCC
#undef FAIL
  return won;
}

template <cuda::thread_scope S>
__device__ float float_rmw(float *p, float v) {
  cuda::atomic_ref<float, S> a(*p);
  float acc = 0.0f;
#define FRMW(O)                                                                    \
  acc += a.fetch_add(v, O);                                                        \
  acc -= a.fetch_sub(v, O);                                                        \
  acc += a.fetch_min(v, O);                                                        \
  acc -= a.fetch_max(v, O);                                                        \
  acc += a.exchange(acc, O);
  ALL_ORDERS(FRMW)
#undef FRMW
  return acc;
}

__device__ void all_fences() {
#define FENCE(O)                                                                   \
  cuda::atomic_thread_fence(O, cuda::thread_scope_thread);                        \
  cuda::atomic_thread_fence(O, cuda::thread_scope_block);                         \
  cuda::atomic_thread_fence(O, cuda::thread_scope_device);                        \
  cuda::atomic_thread_fence(O, cuda::thread_scope_system);                        \
  cuda::atomic_signal_fence(O);
  ALL_ORDERS(FENCE)
#undef FENCE
}

extern "C" __global__ void atomic_ref_int_scopes(int *ip, unsigned *up, int *out, int v) {
  int r = 0;
  r += int_rmw_all_orders<int, cuda::thread_scope_thread>(ip, v);
  r += int_rmw_all_orders<int, cuda::thread_scope_block>(ip + 1, v);
  r += int_rmw_all_orders<int, cuda::thread_scope_device>(ip + 2, v);
  r += int_rmw_all_orders<int, cuda::thread_scope_system>(ip + 3, v);
  r += (int)int_rmw_all_orders<unsigned, cuda::thread_scope_block>(up, (unsigned)v);
  r += (int)int_rmw_all_orders<unsigned, cuda::thread_scope_system>(up + 1, (unsigned)v);
  out[threadIdx.x] = r;
}

extern "C" __global__ void atomic_ref_loads_cas(int *ip, unsigned long long *lp, int *out,
                                                int v) {
  int r = load_store_orders<int, cuda::thread_scope_block>(ip, v);
  r += load_store_orders<int, cuda::thread_scope_system>(ip + 1, v);
  r += (int)load_store_orders<unsigned long long, cuda::thread_scope_device>(lp, v);
  r += cas_all_pairs<int, cuda::thread_scope_device>(ip + 2, v);
  r += cas_all_pairs<unsigned long long, cuda::thread_scope_block>(lp + 1, v);
  r += (int)int_rmw_all_orders<unsigned long long, cuda::thread_scope_device>(lp + 2, v);
  all_fences();
  out[blockIdx.x * blockDim.x + threadIdx.x] = r;
}

extern "C" __global__ void atomic_ref_float_wait(float *fp, int *flag, float *out, float v) {
  float r = float_rmw<cuda::thread_scope_block>(fp, v);
  r += float_rmw<cuda::thread_scope_device>(fp + 1, v);
  // One thread publishes, the others wait on the flag's old value.
  cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
  if (threadIdx.x == 0) {
    f.store(1, cuda::std::memory_order_release);
    f.notify_all();
  } else {
    f.wait(0, cuda::std::memory_order_acquire);
  }
  if (threadIdx.x == 1)
    f.notify_one();
  out[threadIdx.x] = r;
}

// --use_fast_math -prec-sqrt=true: sqrtf stays IEEE (sqrt.rn.f32) while the
// division and the transcendentals are approximate.
extern "C" __global__ void fastmath_precise_sqrt(const float *x, const double *d, float *out,
                                                 double *dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float a = x[i], b = x[(i + 1) % n];
  float s = sqrtf(a) + rsqrtf(b) + __expf(a) + __sinf(b) + __cosf(a) + __logf(b + 2.0f);
  s += a / (b + 1.0f) + __fdividef(a, b + 3.0f) + powf(a, 0.5f) + hypotf(a, b);
  s += __fsqrt_rn(a) + __fsqrt_rz(b) + __fsqrt_ru(a) + __fsqrt_rd(b);
  s += __fdiv_rn(a, b + 4.0f) + __fdiv_rz(a, b + 5.0f) + __frcp_rn(b + 6.0f);
  s += norm3df(a, b, s) + rnorm3df(a, b, 1.0f) + cbrtf(a) + tanf(b);
  out[i] = s;
  double e = d[i];
  dout[i] = sqrt(e) + rsqrt(e + 1.0) + __dsqrt_rn(e) + e / (e + 2.0) + exp(e);
}
